import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../lib/errors.js';

/** Built files whose name carries a content hash (js/app.1a2b3c4d.js): they never change under that name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const YEAR = 365 * 24 * 3600 * 1000;
const PDFJS_FILES = new Set(['pdf.min.mjs', 'pdf.worker.min.mjs']);

/** Where pdfjs-dist's legacy build is (the app's dependency); null when not installed. */
function pdfjsDir(): string | null {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'legacy/build');
  } catch {
    return null;
  }
}

/**
 * The built H5 app. History-mode routes (/pages/index/apply, ...) have no file of their own:
 * every GET outside /api that names no file gets index.html, and the app's router takes over.
 * Sites have weak signals: each file goes brotli- or gzip-compressed as the build stored it
 * beside itself (config/h5.ts), whichever the browser accepts; hashed files are cached for a year
 * without asking again, the rest (index.html first) is asked for again each time.
 */
export default async function h5Site(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const isFile = (rel: string) => fs.statSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile() === true;

  // pdf.js and its worker for the H5 PDF viewer (src/platform/pdf.ts), as published: the app's
  // build would minify them again, and its minifier breaks their private class fields
  const pdfjs = pdfjsDir();
  app.get('/static/pdfjs/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    if (!pdfjs || !PDFJS_FILES.has(file)) return reply.sendFile('index.html', { maxAge: 0 });
    return reply.sendFile(file, pdfjs, { maxAge: 86_400_000 });
  });

  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.fail(CODE.notFound, '接口不存在');
    let rel = '';
    try {
      rel = path.normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
    } catch {
      rel = '';
    }
    reply.header('vary', 'accept-encoding');
    if (rel && !rel.startsWith('..') && isFile(rel)) {
      return reply.sendFile(rel, HASHED.test(rel) ? { maxAge: YEAR, immutable: true } : { maxAge: 0 });
    }
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}
