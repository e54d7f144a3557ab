/**
 * Sign-in limits counted in Redis stay closed when Redis cannot be reached: sign-ins are refused
 * with a message and write nothing, rather than let unlimited guessing through. Redis goes away
 * behind a TCP relay the test cuts. Skipped unless REDIS_URL is set (CI sets it, see .ci/run).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login, seededDb, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const REDIS_URL = process.env.REDIS_URL;

/** A relay to Redis that can be cut: every connection through it closed, new ones refused. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Redis is gone: connections drop and new ones are refused. */
    cut: () => new Promise<void>((resolve) => {
      if (!open) return resolve();
      open = false;
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }),
  };
}

describe('sign-in limits when Redis fails', { skip: !REDIS_URL && 'needs REDIS_URL' }, () => {
  let t: TestDb;
  let app: FastifyInstance;
  let link: Awaited<ReturnType<typeof relay>>;

  before(async () => {
    t = await seededDb();
    link = await relay(new URL(REDIS_URL!));
    app = await buildTestApp(t, { redisUrl: link.url });
  });
  after(async () => {
    await link?.cut();
    await app?.close();
    await t?.close();
  });

  it('counts through Redis, and refuses every sign-in once Redis is gone', async () => {
    assert.equal((await login(app, 'jianli')).code, 200);
    await link.cut();
    await assertNothingWritten(t.database.db, async () => {
      const res = await login(app, 'jianli');
      assert.deepEqual([res.code, res.msg], [503, '服务暂时不可用,请稍后再试']);
    });
  });
});
