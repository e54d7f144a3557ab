import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../src/db/schema.js';
import { buildTestApp, call, get, multipart, seededDb, testClock, tokenOf, type Part, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const MAX = 64 * 1024;
let t: TestDb;
let app: FastifyInstance;
let jianli: string;
let shigong: string;
const clock = testClock(Date.parse('2024-05-20T23:30:00+08:00'));

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, { uploadMaxBytes: MAX }, clock.now);
  [jianli, shigong] = await Promise.all([tokenOf(app, 'jianli'), tokenOf(app, 'shigong')]);
});
after(async () => {
  await app.close();
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);

function upload(type: string, parts: Part[], token: string | undefined = jianli) {
  const body = multipart(parts);
  return call(app, { method: 'POST', url: `/api/file/Uploader/${type}`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: token } : {}) } });
}
const uploadFile = (type: string, filename: string, data: Buffer | string, token?: string) => upload(type, [{ name: 'file', filename, data }], token);

/** The refused calls in `work` wrote nothing: no row in any table, no file in the data folder. */
async function refusal<T>(work: () => Promise<T>): Promise<T> {
  const disk = filesOnDisk();
  const result = await assertNothingWritten(t.database.db, work);
  assert.deepEqual(filesOnDisk(), disk, 'no file written');
  return result;
}
function filesOnDisk(dir = path.join(t.config.dataDir, 'files')): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [e.name]));
}

describe('POST /api/file/Uploader/{type}', () => {
  it('stores an image under files/{type}/{yyyyMMdd}/ and answers its public url', async () => {
    const res = await uploadFile('annexpic', '现场照片.PNG', PNG);
    assert.equal(res.code, 200, res.msg);
    const d = res.data;
    assert.match(d.name, /^20240520_[0-9a-f]{32}\.png$/);
    assert.deepEqual(d, {
      name: d.name, url: `/api/file/Image/annexpic/${d.name}`, fileVersionId: d.fileVersionId, fileSize: PNG.length,
      fileExtension: 'png', thumbUrl: `/api/file/Image/annexpic/${d.name}`,
    });
    const stored = path.join(t.config.dataDir, 'files', 'annexpic', '20240520', d.name);
    assert.deepEqual(fs.readFileSync(stored), PNG);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, d.fileVersionId));
    assert.equal(row.name, '现场照片.PNG');
    assert.equal(row.userId, 'u_jianli');
    assert.equal(row.sha256, createHash('sha256').update(PNG).digest('hex'));

    const image = await app.inject({ method: 'GET', url: d.url }); // no token: <img> cannot send one
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, PNG);
  });

  it('takes the extension from the declared type when the name has none (an H5 blob)', async () => {
    const res = await upload('annexpic', [{ name: 'file', filename: 'blob', data: PNG, type: 'image/png' }]);
    assert.equal(res.code, 200, res.msg);
    assert.match(res.data.name, /\.png$/);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.data.fileVersionId));
    assert.equal(row.name, 'blob.png');
    await refusal(async () => {
      const lie = await upload('annexpic', [{ name: 'file', filename: 'blob', data: 'not an image', type: 'image/png' }]);
      assert.equal(lie.code, 400);
      assert.match(lie.msg, /^file 内容不是 png 图片/);
    });
  });

  it('refuses bad uploads, naming file, and writes nothing', () => refusal(async () => {
    const cases: Array<[string, () => Promise<{ code: number; msg: string }>, RegExp]> = [
      ['too large', () => uploadFile('annex', 'big.pdf', Buffer.alloc(MAX + 1, 1)), /^file 大小不能超过 64KB$/],
      ['wrong extension', () => uploadFile('annex', 'setup.exe', 'MZ...'), /^file 类型不允许/],
      ['document as image', () => uploadFile('annexpic', 'a.pdf', PDF), /^file 类型不允许/],
      ['no extension', () => uploadFile('annex', 'README', 'x'), /^file 类型不允许/],
      ['fake image bytes', () => uploadFile('annexpic', 'evil.png', '<script>alert(1)</script>'), /^file 内容不是 png 图片$/],
      ['jpeg named png', () => uploadFile('IM', 'a.png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8])), /^file 内容不是 png 图片$/],
      ['empty file', () => uploadFile('annex', 'empty.txt', ''), /^file 不能为空文件$/],
      ['other field', () => upload('annex', [{ name: 'upload', filename: 'a.txt', data: 'x' }]), /^file 不能为空/],
      ['no file', () => upload('annex', [{ name: 'note', data: 'x' }]), /^file 不能为空/],
      ['not multipart', () => call(app, { method: 'POST', url: '/api/file/Uploader/annex', payload: { file: 'x' }, headers: { authorization: jianli } }), /^file 不能为空/],
      ['unknown type', () => uploadFile('evil', 'a.png', PNG), /^type 取值无效$/],
    ];
    for (const [label, run, msg] of cases) {
      const res = await run();
      assert.equal(res.code, 400, label);
      assert.match(res.msg, msg, label);
    }
  }));

  it('needs a token', () => refusal(async () => {
    assert.equal((await uploadFile('annex', 'a.txt', 'hello', '')).code, 600);
  }));
});

describe('downloads', () => {
  it('round-trips a document through a signed link, byte for byte', async () => {
    const up = await uploadFile('annex', '施工方案.pdf', PDF);
    assert.equal(up.data.url, `/api/file/Download/annex/${up.data.name}`);
    assert.equal(up.data.thumbUrl, '');
    const link = await get(app, up.data.url, shigong);
    assert.equal(link.code, 200);
    assert.equal(link.data.name, '施工方案.pdf');
    assert.match(link.data.url, /^\/api\/file\/Download\?encryption=[\w-]+\.[\w-]+$/);

    const res = await app.inject({ method: 'GET', url: `${link.data.url}&name=${encodeURIComponent('方案.pdf')}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /^attachment; .*filename\*=UTF-8''%E6%96%B9%E6%A1%88\.pdf$/);
    assert.deepEqual(res.rawPayload, PDF);
  });

  it('refuses an expired or tampered link', async () => {
    const up = await uploadFile('workFlow', 'log.txt', 'supervision log');
    const { data } = await get(app, `/api/file/Download/workFlow/${up.data.name}`, jianli);
    const token = new URL(data.url, 'http://x').searchParams.get('encryption')!;
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 9e15 })).toString('base64url');
    clock.advance(5 * 60_000 + 1);
    await refusal(async () => {
      assert.deepEqual(await get(app, `/api/file/Download?encryption=${forged}.${signature}`), { code: 400, msg: 'encryption 无效' });
      assert.deepEqual(await get(app, '/api/file/Download?encryption=abc'), { code: 400, msg: 'encryption 格式不正确' });
      assert.deepEqual(await get(app, '/api/file/Download'), { code: 400, msg: 'encryption 不能为空' });
      assert.deepEqual(await get(app, data.url), { code: 400, msg: '下载链接已过期,请重新获取' });
    });
  });

  it('answers 404 for an unknown file and 600 without a token', () => refusal(async () => {
    const name = `20240520_${'0'.repeat(32)}.pdf`;
    assert.deepEqual(await get(app, `/api/file/Download/annex/${name}`, jianli), { code: 404, msg: '文件不存在' });
    assert.deepEqual(await get(app, `/api/file/Image/annexpic/${name.replace('pdf', 'png')}`), { code: 404, msg: '文件不存在' });
    assert.deepEqual(await get(app, '/api/file/Image/annexpic/..%2F..%2Fetc%2Fpasswd'), { code: 400, msg: 'name 格式不正确' });
    assert.equal((await get(app, `/api/file/Download/annex/${name}`)).code, 600);
    assert.equal((await get(app, `/api/file/Uploader/Preview?fileName=${name}`)).code, 600);
  }));
});

describe('GET /api/file/Uploader/Preview', () => {
  it('answers the image url or a signed link', async () => {
    const image = await uploadFile('annexpic', 'a.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    assert.equal((await get(app, `/api/file/Uploader/Preview?fileVersionId=${image.data.fileVersionId}`, jianli)).data, image.data.url);
    const doc = await uploadFile('annex', 'a.docx', 'PK\x03\x04 docx');
    const preview = await get(app, `/api/file/Uploader/Preview?fileName=${doc.data.name}`, jianli);
    assert.match(preview.data, /^\/api\/file\/Download\?encryption=/);
    const res = await app.inject({ method: 'GET', url: preview.data });
    assert.equal(res.body, 'PK\x03\x04 docx');
    await refusal(async () => assert.deepEqual(await get(app, '/api/file/Uploader/Preview', jianli), { code: 400, msg: 'fileName 不能为空' }));
  });
});
