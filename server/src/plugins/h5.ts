import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../lib/errors.js';

/**
 * The built H5 app. History-mode routes (/pages/index/apply, ...) have no file of their own:
 * every GET outside /api that names no file gets index.html, and the app's router takes over.
 */
export default async function h5Site(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, { root, serve: false });
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
    if (rel && !rel.startsWith('..') && isFile(rel)) {
      // built assets carry a content hash in their names; index.html must always be fresh
      return reply.sendFile(rel, rel.endsWith('.html') ? { maxAge: 0 } : { maxAge: '7d' });
    }
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}
