/**
 * Uploaded files in an S3-compatible bucket (S3_BUCKET): a photo uploaded through one instance is
 * shown, and downloaded by a signed link, through another that has none of it on its disk.
 * s3rver (npm) stands in for MinIO, OSS or COS.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { S3Settings } from '../src/config.js';
import { buildTestApp, get, seededDb, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';

const SERVER_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

interface S3rverServer { run(): Promise<AddressInfo>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

describe('files in an S3-compatible bucket', () => {
  let t: TestDb;
  let s3: S3rverServer;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let settings: S3Settings;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-s3-'));
    dirs.push(dir);
    return dir;
  };

  before(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir(), configureBuckets: [{ name: 'siteflow' }] });
    const { port } = await s3.run();
    settings = {
      bucket: 'siteflow', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1',
      accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
    };
    t = await seededDb();
    a = await buildTestApp(t, { s3: settings, dataDir: tempDir() });
    b = await buildTestApp(t, { s3: settings, dataDir: tempDir() });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    await t?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows through B a photo uploaded through A, from the bucket', async () => {
    const token = await tokenOf(a, 'jianli');
    const upload = await uploadAs(a, token, 'photo.png');
    assert.ok(!fs.existsSync(path.join(a.config.dataDir, 'files')), 'nothing on A\'s disk');
    assert.deepEqual(fs.readdirSync(path.join(a.config.dataDir, 'incoming')), [], 'no leftover');
    const viaA = await a.inject({ url: upload.url });
    const viaB = await b.inject({ url: upload.url });
    assert.equal(viaB.statusCode, 200);
    assert.equal(viaB.headers['content-type'], 'image/png');
    assert.equal(viaB.rawPayload.length, Number(viaB.headers['content-length']));
    assert.deepEqual(viaB.rawPayload, viaA.rawPayload);
    assert.deepEqual(viaB.rawPayload.subarray(0, 4), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('downloads through B by a link signed on A', async () => {
    const token = await tokenOf(a, 'jianli');
    const upload = await uploadAs(a, token, 'report.pdf');
    const link = await get(a, `/api/file/Download/annex/${upload.fileId}`, token);
    assert.equal(link.code, 200, link.msg);
    const res = await b.inject({ url: link.data.url });
    assert.equal(res.statusCode, 200);
    assert.ok(res.rawPayload.subarray(0, 8).toString().startsWith('%PDF-1.7'));
  });

  it('answers 文件不存在 for a name the bucket does not hold, and health says whether the bucket answers', async () => {
    const missing = await b.inject({ url: '/api/file/Image/annexpic/20240101_00000000000000000000000000000000.png' });
    assert.equal(missing.json().msg, '文件不存在');
    assert.equal((await b.inject({ url: '/api/health' })).json().data.store, 'ok');
    const wrong = await buildTestApp(t, { s3: { ...settings, bucket: 'no-such-bucket' }, dataDir: tempDir() });
    try {
      const res = await wrong.inject({ url: '/api/health' });
      assert.deepEqual([res.statusCode, res.json().data.store], [503, 'down']);
    } finally {
      await wrong.close();
    }
  });

  it('moves an existing local store into the bucket (npm run files:to-s3)', async () => {
    const local = await buildTestApp(t, { dataDir: tempDir() });
    let upload;
    try {
      upload = await uploadAs(local, await tokenOf(local, 'jianli'), 'site.png');
    } finally {
      await local.close();
    }
    assert.equal((await b.inject({ url: upload.url })).json().msg, '文件不存在', 'not in the bucket yet');
    const env = {
      ...process.env, DATA_DIR: local.config.dataDir, S3_BUCKET: settings.bucket, S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/files-to-s3.ts'], { cwd: SERVER_DIR, env, stdio: 'inherit' });
      child.on('exit', resolve);
    });
    assert.equal(code, 0);
    const res = await b.inject({ url: upload.url });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.ok(fs.readdirSync(path.join(local.config.dataDir, 'files'), { recursive: true }).length > 0, 'local files stay');
  });
});
