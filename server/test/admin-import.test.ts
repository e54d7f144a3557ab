/**
 * Bulk import of staff (Users/TemplateDownload, Uploader, ImportPreview, ImportData,
 * ExportExceptionData) and the people export (Users/ExportData): the template, a filled sheet whose
 * bad rows are each reported with why and not written, the good rows imported with generated
 * passwords that must be changed at first sign-in, the bad rows downloaded with a reason column.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, userContracts, users } from '../src/db/schema.js';
import { md5Hex } from '../src/lib/ids.js';
import { readSheet } from '../src/lib/xlsx.js';
import { call, login } from './helpers.js';
import { adminWorld, IMPORT_HEADERS, IMPORT_KEYS, importSheet, NOT_ADMIN, ok, uploadImport, type Account, type AdminWorld } from './admin-world.js';
import { assertNothingWritten } from './unchanged.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const U = '/api/permission/Users';
const db = () => w.t.database.db;
/** A sheet of rows given column by column, in the template's order. */
const sheetOf = (rows: string[][], headers = IMPORT_HEADERS): Promise<Buffer> =>
  importSheet(rows.map((r) => Object.fromEntries(r.map((v, i) => [IMPORT_KEYS[i], v]))), headers);
const upload = (account: Account, bytes: Buffer, filename?: string) => uploadImport(w, account, bytes, filename);

async function download(url: string): Promise<string[][]> {
  const res = await w.app.inject({ method: 'GET', url, headers: { authorization: w.token('admin') } });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  return readSheet(res.rawPayload, 1000);
}

const GOOD = (n: number): string[] => [`imp${n}`, `导入人员${n}`, '男', `1390000000${n}`, '苏通路桥工程集团有限公司', '', '施工项目经理', 'NJGK', 'NJGK-SG01', '', '', ''];

describe('people import', () => {
  it('answers the template with every column', async () => {
    const t = await ok(w.api('admin', 'GET', `${U}/TemplateDownload`));
    assert.deepEqual((await download(t.url))[0], IMPORT_HEADERS);
  });

  it('previews every row with why the bad ones are bad, imports the good ones only, and gives the bad ones back with a reason', async () => {
    const bytes = await sheetOf([
      GOOD(1), GOOD(2), GOOD(3),
      ['jianli', '重复账号', '', '', '苏通路桥工程集团有限公司', '', '', 'NJGK', '', '', '', ''],
      ['imp5', '不明单位', '', '', '不存在的单位', '', '', 'NJGK', '', '', '', ''],
      ['imp6', '坏手机号', '', '1234', '苏通路桥工程集团有限公司', '', '不存在的角色', 'NJGK', '', '', '', ''],
    ]);
    const up = await upload('admin', bytes);
    assert.equal(up.code, 200, up.msg);
    const preview = await ok(w.api('admin', 'GET', `${U}/ImportPreview?fileName=${up.data!.fileName}`));
    assert.deepEqual([preview.total, preview.snum, preview.fnum], [6, 3, 3], JSON.stringify(preview.dataRow.map((r: { errorsInfo: string }) => r.errorsInfo)));
    const reasons = preview.dataRow.map((r: { errorsInfo: string }) => r.errorsInfo);
    assert.deepEqual(reasons.slice(0, 3), ['', '', '']);
    assert.match(reasons[3], /账户.*已存在|已被使用|重复/);
    assert.match(reasons[4], /所属组织/);
    assert.match(reasons[5], /手机号/);
    assert.match(reasons[5], /角色/);

    const result = await ok(w.api('admin', 'POST', `${U}/ImportData`, { fileName: up.data!.fileName }));
    assert.deepEqual([result.snum, result.fnum], [3, 3]);
    const made = await db().select().from(users).where(inArray(users.account, ['imp1', 'imp2', 'imp3', 'imp5', 'imp6']));
    assert.deepEqual(made.map((u) => u.account).sort(), ['imp1', 'imp2', 'imp3']);
    assert.ok(made.every((u) => u.mustChangePassword));
    const onSection = await db().select().from(userContracts).where(inArray(userContracts.userId, made.map((u) => u.id)));
    assert.deepEqual(onSection.map((c) => c.contractId), ['ct_sg01', 'ct_sg01', 'ct_sg01']);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'import'));
    assert.equal(entry.objectName, '3 人');

    // the generated password signs in once given, and must be changed
    const first = result.passwords.find((p: { account: string }) => p.account === 'imp1');
    const signedIn = await login(w.app, 'imp1', md5Hex(first.password));
    assert.equal(signedIn.code, 200, signedIn.msg);
    const me = await call(w.app, { method: 'GET', url: '/api/oauth/CurrentUser?type=app', headers: { authorization: signedIn.data!.token } });
    assert.equal((me.data as { userInfo: { mustChangePassword?: boolean } }).userInfo.mustChangePassword, true);

    const bad = await ok(w.api('admin', 'POST', `${U}/ExportExceptionData`, { list: result.failResult }));
    const sheet = await download(bad.url);
    assert.equal(sheet[0].at(-1), '异常原因');
    assert.deepEqual(sheet.slice(1).map((r) => r[0]), ['jianli', 'imp5', 'imp6']);
    assert.ok(sheet.slice(1).every((r) => r.at(-1) !== ''));
  });

  it('exports the people list as xlsx', async () => {
    const file = await ok(w.api('admin', 'GET', `${U}/ExportData?keyword=imp`));
    const sheet = await download(file.url);
    assert.equal(sheet[0][0], '账户');
    assert.deepEqual(sheet.slice(1).map((r) => r[0]).sort(), ['imp1', 'imp2', 'imp3']);
  });

  it('writes no one when every row is bad', async () => {
    const up = await upload('admin', await sheetOf([['jianli', '重复', '', '', '苏通路桥工程集团有限公司', '', '', 'NJGK', '', '', '', '']]));
    await assertNothingWritten(db(), async () => {
      const res = await ok(w.api('admin', 'POST', `${U}/ImportData`, { fileName: up.data!.fileName }));
      assert.deepEqual([res.snum, res.fnum], [0, 1]);
    });
  });

  it('refuses a sheet without the template\'s columns, another\'s upload, a non-administrator, writing nothing', async () => {
    const wrong = await upload('admin', await sheetOf([['x', 'y']], ['名字', '电话']));
    await w.refused('admin', 'GET', `${U}/ImportPreview?fileName=${wrong.data!.fileName}`, undefined, /表头缺少「账户」列/);
    await w.refused('admin', 'POST', `${U}/ImportData`, { fileName: wrong.data!.fileName }, /表头缺少「账户」列/);
    const good = await upload('admin', await sheetOf([GOOD(7)]));
    await w.refused('zongjian', 'POST', `${U}/ImportData`, { fileName: good.data!.fileName }, /文件不存在|不存在/);
    await w.refused('jianli', 'POST', `${U}/ImportData`, { fileName: good.data!.fileName }, NOT_ADMIN);
    await w.refused('jianli', 'GET', `${U}/TemplateDownload`, undefined, NOT_ADMIN);
    await w.refused('admin', 'POST', `${U}/ImportData`, {}, /请先上传导入文件/);
    await w.refused('admin', 'GET', `${U}/ImportPreview?fileName=bad-name.xlsx`, undefined, /fileName/);
    await assertNothingWritten(db(), async () => {
      const res = await upload('jianli', await sheetOf([GOOD(8)]));
      assert.match(res.msg, NOT_ADMIN);
    });
  });

  it('a project administrator\'s rows go to their project; another project is a bad row', async () => {
    const up = await upload('zongjian', await sheetOf([
      ['imp9', '项目内', '', '', '苏通路桥工程集团有限公司', '', '', '', '', '', '', ''],
      ['imp10', '项目外', '', '', '苏通路桥工程集团有限公司', '', '', 'LYRC', '', '', '', ''],
    ]));
    const result = await ok(w.api('zongjian', 'POST', `${U}/ImportData`, { fileName: up.data!.fileName }));
    assert.deepEqual([result.snum, result.fnum], [1, 1]);
    assert.match(result.failResult[0].errorsInfo, /项目/);
  });
});
