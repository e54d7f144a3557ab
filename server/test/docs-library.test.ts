/**
 * The document libraries (/api/Docs/{library}): the demo's drawings, standards and knowledge base
 * by folder, each seen within the library tile's grant and its data scope (a section's drawings by
 * that section's contractor, not another's); search; a PDF uploaded and filed, then opened by its
 * one-time link as the same real PDF (pdf.js reads its pages and text); bad input refused with
 * nothing written; no grant, another section and someone else's document refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { GONE } from '../src/domains/docs/service.js';
import { seedLibraries } from '../src/seed/demoDocs.js';
import { pierDrawing } from '../src/seed/pdf.js';
import { buildTestApp, call, multipart, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const D = '/api/Docs';
const SG01 = '第一合同段';
const clock = testClock(Date.UTC(2026, 2, 10, 2));

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function upload(account: string, filename: string, data: Buffer): Promise<string> {
  const body = multipart([{ name: 'file', filename, data }]);
  const res = await call<{ fileVersionId: string }>(app, { method: 'POST', url: '/api/file/Uploader/annex', payload: body.payload, headers: { ...body.headers, authorization: tokens[account] } });
  assert.equal(res.code, 200, res.msg);
  return res.data!.fileVersionId;
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number, text: string }> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}

before(async () => {
  // the libraries of the demo (seed/demoDocs.ts) without the rest of its demo tasks, which take long to make
  t = await seededDb({ now: clock.now });
  await seedLibraries(t.database.db, (days) => clock.now().getTime() + days * 86_400_000);
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['zongjian', 'shigong', 'gaofeng', 'shiyan', 'jianli', 'norole']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('the document libraries', () => {
  it('shows each library by folder, counting what the caller sees: a section\'s drawings to its own contractor only', async () => {
    const counts = async (account: string, lib: string) => {
      const res = await send(account, 'GET', `${D}/${lib}`);
      assert.equal(res.code, 200, res.msg);
      return Object.fromEntries(res.data.folders.map((f: { name: string, count: number }) => [f.name, f.count]));
    };
    assert.deepEqual(await counts('zongjian', 'drawPdfs'), { 桥梁工程: 4, 路基工程: 1, 涵洞通道: 1 });
    assert.deepEqual(await counts('shigong', 'drawPdfs'), { 桥梁工程: 3, 路基工程: 1, 涵洞通道: 1 });
    assert.deepEqual(await counts('gaofeng', 'drawPdfs'), { 桥梁工程: 1, 路基工程: 0, 涵洞通道: 0 });
    assert.deepEqual(await counts('shiyan', 'industryStandard'), { 施工技术规范: 2, 质量检验评定: 1, 安全技术规范: 1 });
    const view = await send('zongjian', 'GET', `${D}/drawPdfs`);
    assert.deepEqual([view.data.title, view.data.canAdd, view.data.canRemove], ['图纸', true, true]);
    assert.deepEqual((await send('shigong', 'GET', `${D}/drawPdfs`)).data.canAdd, false);
  });

  it('lists a folder and finds documents by number, title or file name', async () => {
    const folders = (await send('shigong', 'GET', `${D}/drawPdfs`)).data.folders;
    const bridges = folders.find((f: { name: string }) => f.name === '桥梁工程').id;
    const list = await send('shigong', 'GET', `${D}/drawPdfs/Documents?folderId=${bridges}`);
    assert.equal(list.code, 200, list.msg);
    assert.deepEqual(list.data.list.map((d: { docNo: string }) => d.docNo).sort(), ['S1-QL-03', 'S1-QL-04', 'S1-QL-11']);
    assert.equal(list.data.pagination.total, 3);
    const found = await send('shigong', 'GET', `${D}/drawPdfs/Documents?keyword=${encodeURIComponent('钢筋')}`);
    assert.deepEqual(found.data.list.map((d: { docNo: string, contractName: string }) => [d.docNo, d.contractName]),
      [['S1-QL-04', SG01], ['S1-HD-05', SG01]]);
    const byNo = await send('shiyan', 'GET', `${D}/industryStandard/Documents?keyword=F80`);
    assert.deepEqual(byNo.data.list.map((d: { title: string }) => d.title), ['公路工程质量检验评定标准 第一册 土建工程']);
    // a keyword's % is a character, not a wildcard
    assert.equal((await send('zongjian', 'GET', `${D}/drawPdfs/Documents?keyword=%25`)).data.pagination.total, 0);
  });

  it('files an uploaded PDF; its link opens the same real PDF, which pdf.js reads', async () => {
    const bytes = pierDrawing({ drawingNo: 'S1-QL-05', title: 'Pier 4# general arrangement', project: 'Nanjing - Jurong Highway', scale: '1:100', notes: ['Dimensions in cm.'] });
    const fileId = await upload('zongjian', 'S1-QL-05 4#墩一般构造图.pdf', bytes);
    const folder = (await send('zongjian', 'GET', `${D}/drawPdfs`)).data.folders[0].id;
    const added = await send('zongjian', 'POST', `${D}/drawPdfs/Documents`, { folderId: folder, title: '秦淮河大桥 4#墩一般构造图', docNo: 'S1-QL-05', fileId, contractId: 'ct_sg01' });
    assert.equal(added.code, 200, added.msg);
    const detail = await send('shigong', 'GET', `${D}/drawPdfs/Documents/${added.data.id}`);
    assert.equal(detail.code, 200, detail.msg);
    assert.deepEqual([detail.data.title, detail.data.fileName, detail.data.authorName, detail.data.contractName],
      ['秦淮河大桥 4#墩一般构造图', 'S1-QL-05 4#墩一般构造图.pdf', '王建国', SG01]);
    const got = await app.inject({ method: 'GET', url: detail.data.url });
    assert.equal(got.statusCode, 200);
    assert.equal(got.headers['content-type'], 'application/pdf');
    assert.ok(got.rawPayload.equals(bytes), 'the stored bytes are the uploaded ones');
    const read = await pdfText(new Uint8Array(got.rawPayload));
    assert.equal(read.pages, 2);
    assert.match(read.text, /S1-QL-05/);
    assert.equal((await send('gaofeng', 'GET', `${D}/drawPdfs/Documents/${added.data.id}`)).msg, GONE);
  });

  it('writes real PDFs for the demo: a drawing of pages pdf.js reads', async () => {
    const bytes = pierDrawing({ drawingNo: 'S1-QL-03', title: 'Pier 3# general arrangement', project: 'Nanjing - Jurong Highway', scale: '1:100', notes: ['a', 'b'] });
    const read = await pdfText(new Uint8Array(bytes));
    assert.equal(read.pages, 2);
    assert.match(read.text, /ELEVATION/);
    assert.match(read.text, /PILE CAP C35/);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const folder = (await send('zongjian', 'GET', `${D}/drawPdfs`)).data.folders[0].id;
    const pdf = await upload('zongjian', 'ok.pdf', pierDrawing({ drawingNo: 'X', title: 'x', project: 'x', scale: '1:1', notes: [] }));
    const png = (await call<{ fileVersionId: string }>(app, { method: 'POST', url: '/api/file/Uploader/annexpic', ...(() => {
      const body = multipart([{ name: 'file', filename: 'p.png', data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]) }]);
      return { payload: body.payload, headers: { ...body.headers, authorization: tokens.zongjian } };
    })() })).data!.fileVersionId;
    const theirs = await upload('shigong', 'theirs.pdf', pierDrawing({ drawingNo: 'Y', title: 'y', project: 'y', scale: '1:1', notes: [] }));
    const ok = { folderId: folder, title: '图纸', docNo: 'S1-QL-99', fileId: pdf };
    await assertNothingWritten(t.database.db, async () => {
      const refused = async (body: Record<string, unknown>, msg: string, lib = 'drawPdfs') =>
        assert.deepEqual(await send('zongjian', 'POST', `${D}/${lib}/Documents`, body), { code: 400, msg }, msg);
      await refused({ ...ok, title: '  ' }, '文档名称不能为空');
      await refused({ ...ok, folderId: 'nope' }, '请选择文件夹');
      // a folder of another library
      await refused({ ...ok, folderId: (await send('zongjian', 'GET', `${D}/industryStandard`)).data.folders[0].id }, '请选择文件夹');
      await refused({ ...ok, fileId: png }, '文档须为 PDF 文件');
      await refused({ ...ok, fileId: theirs }, '请先上传文档文件');
      await refused({ ...ok, contractId: 'ct_elsewhere' }, '合同段不存在');
      const unknown = await send('zongjian', 'GET', `${D}/contracts`);
      assert.equal(unknown.code, 400);
    }, { ignore: ['tokens'] });
  });

  it('refuses users without the grant, without 新增, and another section\'s or someone else\'s document', async () => {
    const drawing = (await send('shigong', 'GET', `${D}/drawPdfs/Documents?keyword=S1-QL-03`)).data.list[0].id;
    const folder = (await send('shigong', 'GET', `${D}/drawPdfs`)).data.folders[0].id;
    const fileId = await upload('shigong', 'mine.pdf', pierDrawing({ drawingNo: 'Z', title: 'z', project: 'z', scale: '1:1', notes: [] }));
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('shiyan', 'GET', `${D}/drawPdfs`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('norole', 'GET', `${D}/knowledgeBase/Documents`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('shiyan', 'GET', `${D}/drawPdfs/Documents/${drawing}`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('gaofeng', 'GET', `${D}/drawPdfs/Documents/${drawing}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('shigong', 'POST', `${D}/drawPdfs/Documents`, { folderId: folder, title: '我的图纸', fileId }), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('shigong', 'DELETE', `${D}/drawPdfs/Documents/${drawing}`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('gaofeng', 'DELETE', `${D}/drawPdfs/Documents/${drawing}`), { code: 400, msg: GONE });
    }, { ignore: ['tokens'] });
    assert.equal((await send('zongjian', 'DELETE', `${D}/drawPdfs/Documents/${drawing}`)).code, 200);
    assert.equal((await send('shigong', 'GET', `${D}/drawPdfs/Documents/${drawing}`)).msg, GONE);
  });
});
