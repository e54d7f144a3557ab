import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../lib/errors.js';

/** Built files whose name carries a content hash (js/app.1a2b3c4d.js): they never change under that name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const YEAR = 365 * 24 * 3600 * 1000;

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
