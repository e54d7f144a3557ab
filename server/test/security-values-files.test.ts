/**
 * Files named outside forms (issue 10, item 8): a comment's images and files, an avatar, a
 * notice's cover and attachments take only this server's file URLs naming the writer's own
 * uploads, by the rule forms use (domains/file/references.ts); each refusal answers the exact
 * message and writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf, uploadAs, type Upload } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const send = (method: Method, url: string, account: string, payload?: unknown) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok(method: Method, url: string, account: string, payload?: unknown) {
  const res = await send(method, url, account, payload);
  assert.equal(res.code, 200, `${method} ${url} as ${account}: ${res.msg}`);
  return res;
}

/** Refused with exactly `msg`, and not a row of any table changed. */
function refused(method: Method, url: string, account: string, payload: unknown, msg: string) {
  return assertNothingWritten(t.database.db, async () => {
    const res = await send(method, url, account, payload);
    assert.deepEqual({ code: res.code, msg: res.msg }, { code: 400, msg }, `${method} ${url} as ${account}`);
  });
}

const NO_SUCH_FILE = { name: 'x.png', fileId: `20260101_${'0'.repeat(32)}.png`, url: `/api/file/Image/annexpic/20260101_${'0'.repeat(32)}.png` };
/** an upload of jianli's, which nobody else may attach */
let othersPhoto: Upload[];

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'anquan', 'jianli']) tokens[account] = await tokenOf(app, account);
  othersPhoto = await photosOf(app, tokens.jianli, 'jianli.png');
});
after(async () => {
  await app.close();
  await t.close();
});

/** A draft task of anquan's: its launcher may comment on it. */
async function launchHazard(): Promise<string> {
  return (await ok('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: { title: '临边防护缺失' }, status: '1' })).data.id;
}

describe('file references elsewhere', () => {
  it('a comment takes only the writer\'s own images by the server\'s URL', async () => {
    const taskId = await launchHazard();
    const url = `${E}/FlowComment`;
    const mine = await photosOf(app, tokens.anquan, '评论.png');
    const pdf = await uploadAs(app, tokens.anquan, '评论.pdf');
    await refused('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify([{ name: 'a.png', fileId: 'a.png', url: 'javascript:alert(1)' }]) }, '图片地址无效');
    await refused('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify('a.png') }, '图片格式不正确');
    await refused('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify([NO_SUCH_FILE]) }, '图片不存在或不是您上传的');
    await refused('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify(othersPhoto) }, '图片不存在或不是您上传的');
    await refused('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify([pdf]) }, '图片格式不正确');
    await refused('POST', url, 'anquan', { taskId, text: '见附件', file: JSON.stringify([{ ...pdf, url: 'https://evil.example/a.pdf' }]) }, '附件地址无效');
    await ok('POST', url, 'anquan', { taskId, text: '见图', image: JSON.stringify(mine), file: JSON.stringify([pdf]) });
  });

  it('an avatar names the caller\'s own upload', async () => {
    const url = '/api/permission/Users/Current/Avatar';
    await refused('PUT', `${url}/20260101_${'0'.repeat(32)}.png`, 'anquan', undefined, '头像文件不存在或不是您上传的');
    await refused('PUT', `${url}/nothing.png`, 'anquan', undefined, '头像文件不存在或不是您上传的');
    const jianlis = await uploadAs(app, tokens.jianli, 'me.png', 'userAvatar');
    await refused('PUT', `${url}/${jianlis.fileId}`, 'anquan', undefined, '头像文件不存在或不是您上传的');
    const mine = await uploadAs(app, tokens.anquan, 'me.png', 'userAvatar');
    assert.equal((await ok('PUT', `${url}/${mine.fileId}`, 'anquan')).data.headIcon, mine.url);
  });

  it('a notice\'s cover and attachments are the publisher\'s uploads', async () => {
    const notice = { title: '安全例会通知', bodyText: '<p>周五例会</p>', toType: 'users', toIds: ['u_jianli'] };
    await refused('POST', '/api/message/Notice', 'admin', { ...notice, coverImage: 'javascript:alert(1)' }, 'coverImage 必须是您上传的图片');
    await refused('POST', '/api/message/Notice', 'admin', { ...notice, coverImage: othersPhoto[0].url }, 'coverImage 必须是您上传的图片');
    const pdf = await uploadAs(app, tokens.admin, '通知.pdf');
    await refused('POST', '/api/message/Notice', 'admin', { ...notice, coverImage: pdf.url }, 'coverImage 必须是您上传的图片');
    await refused('POST', '/api/message/Notice', 'admin', { ...notice, files: [{ name: 'a.pdf', url: 'javascript:alert(1)' }] }, 'files[0] 必须是您上传的文件');
    const cover = await uploadAs(app, tokens.admin, '封面.png');
    await ok('POST', '/api/message/Notice', 'admin', { ...notice, coverImage: cover.url, files: [{ name: pdf.name, url: pdf.url, fileId: pdf.fileId }] });
  });
});
