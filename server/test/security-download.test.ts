/**
 * Signed download links (issue 10, item 10): a link works once (API.md 7), on every instance, as
 * the used links are kept in the database; the name asked with `&name=` never changes the stored
 * file's extension or type, and goes into Content-Disposition safely.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../src/db/schema.js';
import { buildTestApp, call, get, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
let other: FastifyInstance;
let token = '';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  other = await buildTestApp(t); // a second instance on the same database
  token = await tokenOf(app, 'jianli');
});
after(async () => {
  await other.close();
  await app.close();
  await t.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);

async function uploadAnnex(filename: string, data: Buffer | string): Promise<{ name: string; url: string }> {
  const boundary = `----sf${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(data), Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call(app, { method: 'POST', url: '/api/file/Uploader/annex', payload, headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  assert.equal(res.code, 200, res.msg);
  return res.data;
}
const linkOf = async (up: { url: string }): Promise<string> => (await get(app, up.url, token)).data.url;

describe('a signed download link', () => {
  it('works once; the second use is refused and writes nothing', async () => {
    const link = await linkOf(await uploadAnnex('方案.pdf', PDF));
    const first = await app.inject({ method: 'GET', url: link });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.rawPayload, PDF);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await get(app, link), { code: 400, msg: '下载链接已使用,请重新获取' });
    });
  });

  it('is used once across instances: what one served, the other refuses', async () => {
    const up = await uploadAnnex('b.pdf', PDF);
    const link = await linkOf(up);
    assert.equal((await other.inject({ method: 'GET', url: link })).statusCode, 200);
    assert.deepEqual(await get(app, link), { code: 400, msg: '下载链接已使用,请重新获取' });
    const again = await linkOf(up);
    assert.notEqual(again, link, 'every link is new');
    assert.equal((await app.inject({ method: 'GET', url: again })).statusCode, 200);
    assert.deepEqual(await get(other, again), { code: 400, msg: '下载链接已使用,请重新获取' });
  });
});

describe('the name asked with &name=', () => {
  const download = async (up: { url: string }, name: string) => app.inject({ method: 'GET', url: `${await linkOf(up)}&name=${encodeURIComponent(name)}` });

  it('keeps the stored extension and type: x.html downloads the pdf as x.pdf', async () => {
    const up = await uploadAnnex('plan.pdf', PDF);
    const cases: Array<[string, string]> = [['x.html', 'x.pdf'], ['report', 'report.pdf'], ['a.pdf.svg', 'a.pdf.pdf'], ['.html', up.name]];
    for (const [asked, served] of cases) {
      const res = await download(up, asked);
      assert.equal(res.statusCode, 200, asked);
      assert.equal(res.headers['content-type'], 'application/pdf', asked);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['content-disposition'], `attachment; filename="${served}"; filename*=UTF-8''${encodeURIComponent(served)}`, asked);
    }
  });

  it('cannot break the header: quotes, line breaks and apostrophes are made harmless', async () => {
    const up = await uploadAnnex('plan.pdf', PDF);
    const res = await download(up, "a\"b\r\nSet-Cookie: c=1;'(x)*.html");
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['set-cookie'], undefined);
    const header = String(res.headers['content-disposition']);
    assert.equal(header, "attachment; filename=\"a_bSet-Cookie: c=1;'(x)*.pdf\"; filename*=UTF-8''a%22bSet-Cookie%3A%20c%3D1%3B%27%28x%29%2A.pdf");
  });

  it('never serves a stored file as HTML, whatever its row says', async () => {
    const up = await uploadAnnex('note.txt', '<script>alert(1)</script>');
    await t.database.db.update(files).set({ mime: 'text/html' }).where(eq(files.storedName, up.name));
    const res = await download(up, 'note.html');
    assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="note\.txt"/);
  });
});
