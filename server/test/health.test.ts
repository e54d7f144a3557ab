/**
 * The health endpoint a load balancer polls, and the graceful stop: on SIGTERM health answers 503
 * while requests are still served, then the server finishes the request in flight, closes the IM
 * sockets with 1012 (clients reconnect elsewhere) and exits 0.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app.js';
import { connectIm } from './im-client.js';
import { buildTestApp, DEMO_MD5, freshDb, get, seededDb, type TestDb } from './helpers.js';
import { signIn, startInstance, type Instance } from './instances.js';

const HEALTH = '/api/health';

describe('GET /api/health', () => {
  let t: TestDb;
  before(async () => { t = await seededDb(); });
  after(async () => { await t.close(); });

  it('answers 200 with what it checked when the instance is ready', async () => {
    const app = await buildTestApp(t);
    try {
      const res = await app.inject({ method: 'GET', url: HEALTH });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { code: 200, msg: 'Success', data: { state: 'ready', database: 'ok', redis: 'none', store: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 while starting, and only health is answered until ready', async () => {
    const app = await buildApp(t.config, { db: t.database.db, logger: false, starting: true });
    try {
      const res = await app.inject({ method: 'GET', url: HEALTH });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().data.state, 'starting');
      const early = await app.inject({ method: 'GET', url: '/api/app/Version' });
      assert.equal(early.statusCode, 503, 'what polls for the server to be up keeps waiting');
      assert.deepEqual(early.json(), { code: 503, msg: '服务正在启动,请稍后再试' });
      app.lifecycle.ready();
      assert.equal((await app.inject({ method: 'GET', url: HEALTH })).statusCode, 200);
      assert.equal((await get(app, '/api/oauth/getLoginConfig')).code, 200);
      app.lifecycle.drain();
      const draining = await app.inject({ method: 'GET', url: HEALTH });
      assert.deepEqual([draining.statusCode, draining.json().data.state], [503, 'draining']);
      assert.equal((await get(app, '/api/oauth/getLoginConfig')).code, 200, 'draining still serves what comes');
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the file store or the database cannot be reached', async () => {
    const gone = path.join(t.config.dataDir, 'no-such-folder');
    const noStore = await buildTestApp(t, { dataDir: gone });
    try {
      const res = await noStore.inject({ method: 'GET', url: HEALTH });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json().data, { state: 'ready', database: 'ok', redis: 'none', store: 'down' });
    } finally {
      await noStore.close();
    }
    const closed = await freshDb();
    await closed.database.close();
    const noDb = await buildTestApp(closed);
    try {
      const res = await noDb.inject({ method: 'GET', url: HEALTH });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().data.database, 'down');
    } finally {
      await noDb.close();
      fs.rmSync(closed.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('stopping on SIGTERM', () => {
  let t: TestDb;
  let server: Instance | undefined;
  before(async () => {
    t = await seededDb({ embedded: true });
    await t.database.close(); // the server process opens the folder (one process per PGlite folder)
  });
  after(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('drains, finishes the request in flight, closes the IM sockets with 1012 and exits 0', async () => {
    // DATABASE_URL empty: this test is about one process, on the embedded database even in CI
    server = await startInstance({ DATA_DIR: t.config.dataDir, DATABASE_URL: '', REDIS_URL: '', DRAIN_DELAY: '2s' });
    const token = await signIn(server.base, 'jianli', DEMO_MD5);
    const im = await connectIm(server.base, token);

    // a sign-in whose body is still on its way when the stop begins
    const body = new URLSearchParams({ account: 'shigong', password: DEMO_MD5, origin: 'password', grant_type: 'password' }).toString();
    const url = new URL('/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password', server.base);
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } });
    const answered = new Promise<{ status: number, body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => { text += c.toString(); });
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on('error', reject);
    });
    request.flushHeaders();
    request.write(body.slice(0, 10));

    server.process.kill('SIGTERM');
    // draining: the balancer is told, and what still comes is served
    for (;;) {
      const res = await fetch(server.base + HEALTH);
      if (res.status === 503) {
        assert.equal(((await res.json()) as { data: { state: string } }).data.state, 'draining');
        break;
      }
    }
    // the stop proper: sockets closed for the client to reconnect elsewhere
    assert.deepEqual(await im.closed, { code: 1012, reason: 'restart' });
    request.end(body.slice(10));
    const res = await answered;
    assert.equal(res.status, 200);
    assert.equal(JSON.parse(res.body).code, 200, res.body);
    assert.equal(await server.exited, 0, server.output());
  });
});
