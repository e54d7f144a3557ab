/** The HTTP shell without a database: envelope, error handler, 404, H5 site. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/index.js';
import { call, DEMO_MD5, form, testConfig } from './helpers.js';

/** Any use of the database fails, as it would if the server lost it. */
const brokenDb = new Proxy({}, {
  // fastify reads getter/setter off decorations; only real calls fail
  get: (_target, key) => (typeof key === 'symbol' || ['then', 'getter', 'setter'].includes(key) ? undefined
    : () => { throw new Error('database is down'); }),
}) as Db;

let dir: string;
let app: FastifyInstance;
const logLines: string[] = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-app-'));
  const h5Dir = path.join(dir, 'h5');
  fs.mkdirSync(path.join(h5Dir, 'js'), { recursive: true });
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>SiteFlow</title>');
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.1234.js'), 'console.log(1)');
  // a hashed script with its brotli and gzip forms beside it, as the build stores them (config/h5.ts)
  const script = 'console.log("weak signal");'.repeat(50);
  fs.writeFileSync(path.join(h5Dir, 'js', 'page.0a1b2c3d.js'), script);
  fs.writeFileSync(path.join(h5Dir, 'js', 'page.0a1b2c3d.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(h5Dir, 'js', 'page.0a1b2c3d.js.gz'), zlib.gzipSync(script));
  const stream = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  app = await buildApp({ ...testConfig(dir), h5Dir }, { db: brokenDb, logger: { level: 'error', stream } });
});
after(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('envelope and errors', () => {
  it('answers an unexpected failure with code 500, logged with the request id', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/oauth/Login', headers: { 'x-request-id': 'req-42', ...form({}).headers }, payload: new URLSearchParams({ account: 'jianli', password: DEMO_MD5 }).toString() });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { code: 500, msg: '服务器内部错误' });
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    assert.equal(line?.reqId, 'req-42');
    assert.match(line?.err?.message ?? '', /database is down/);
  });

  // the database fails on any use (brokenDb): a 400 or 404 here proves nothing was read or written
  it('answers a malformed JSON body with code 400', async () => {
    const res = await call(app, { method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/json' }, payload: '{"account":' });
    assert.equal(res.code, 400);
  });

  it('answers an unknown API with code 404', async () => {
    assert.deepEqual(await call(app, { method: 'GET', url: '/api/nothing/here' }), { code: 404, msg: '接口不存在' });
    assert.deepEqual(await call(app, { method: 'POST', url: '/api/nothing' }), { code: 404, msg: '接口不存在' });
  });
});

describe('H5 site', () => {
  it('serves files, and index.html for history-mode routes', async () => {
    const asset = await app.inject({ url: '/js/app.1234.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.body, 'console.log(1)');
    for (const url of ['/', '/pages/index/apply', '/pages/login/index?redirect=1']) {
      const page = await app.inject({ url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<title>SiteFlow/, url);
    }
  });

  it('sends what the build compressed, as the browser accepts it: brotli, else gzip, else as is (issue 12)', async () => {
    const script = 'console.log("weak signal");'.repeat(50);
    const br = await app.inject({ url: '/js/page.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), script);
    const gz = await app.inject({ url: '/js/page.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), script);
    const plain = await app.inject({ url: '/js/page.0a1b2c3d.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
    assert.match(String(br.headers.vary), /accept-encoding/i);
  });

  it('lets the browser keep hashed files for a year without asking; index.html and unhashed files are asked for again', async () => {
    const hashed = await app.inject({ url: '/js/page.0a1b2c3d.js' });
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of ['/', '/pages/index/apply', '/js/app.1234.js']) {
      const res = await app.inject({ url });
      assert.equal(res.headers['cache-control'], 'public, max-age=0', url);
    }
  });

  it('does not leave the folder', async () => {
    const res = await app.inject({ url: '/../../etc/passwd' });
    assert.doesNotMatch(res.body, /root:/);
  });
});
