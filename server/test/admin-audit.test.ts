/**
 * The audit (GET /api/system/Log, Log/Export): sign-ins with failed tries and every administrative
 * change, who, when, from where, from what to what; filterable by person, kind and date; a project
 * administrator sees their projects' changes only; a non-administrator nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readSheet } from '../src/lib/xlsx.js';
import { login } from './helpers.js';
import { md5Hex as md5 } from '../src/lib/ids.js';
import { adminWorld, DEMO_PROJECT, NOT_ADMIN, ok, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const L = '/api/system/Log';
type Item = { category: number; kind: string; action: string; userName: string; ipaddress: string; abstracts: string; objectName: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; creatorTime: number };
const log = async (query: string, account: 'admin' | 'zongjian' = 'admin') => (await ok(w.api(account, 'GET', `${L}?${query}`))) as { list: Item[]; pagination: { total: number } };

describe('audit', () => {
  it('keeps sign-ins and failed tries', async () => {
    assert.notEqual((await login(w.app, 'yezhu', 'f'.repeat(32))).code, 200);
    const signIns = (await log('category=1&pageSize=100')).list;
    assert.ok(signIns.some((e) => e.action === 'wrongPassword' && e.objectName === 'yezhu'));
    assert.ok(signIns.some((e) => e.action === 'signIn' && e.objectName === 'jianli'), 'the world signed in jianli');
    assert.ok(signIns.every((e) => e.category === 1));
  });

  it('keeps a change from what to what, and filters by kind, person and date', async () => {
    const started = Date.now() - 1;
    await ok(w.api('zongjian', 'PUT', `/api/permission/Project/${DEMO_PROJECT}`, { fullName: '宁句高速公路改扩建工程', enCode: 'NJGK', location: '江苏南京江宁' }));
    const changes = (await log(`category=3&kind=project&startTime=${started}`)).list;
    assert.equal(changes.length, 1);
    const [e] = changes;
    // only what changed, before and after
    assert.deepEqual(Object.keys(e.after ?? {}), ['location']);
    assert.equal(e.after?.location, '江苏南京江宁');
    assert.ok(typeof e.before?.location === 'string' && e.before.location !== '江苏南京江宁');
    assert.match(e.userName, /zongjian/);
    assert.match(e.abstracts, /修改项目「宁句高速公路改扩建工程」/);
    const byPerson = (await log(`category=3&userId=u_zongjian&startTime=${started}`)).list;
    assert.deepEqual(byPerson.map((x) => x.kind), ['project']);
    assert.equal((await log(`category=3&kind=project&endTime=${started - 60_000}&startTime=${started - 120_000}`)).list.length, 0);
  });

  it('shows a project administrator the changes of their projects only, and no sign-ins', async () => {
    const mine = (await log('pageSize=200', 'zongjian')).list;
    assert.ok(mine.length > 0);
    assert.ok(mine.every((e) => e.category === 3));
    assert.ok(!mine.some((e) => e.objectName === '溧阳绕城公路工程'), 'the other project is not theirs');
    assert.ok((await log('pageSize=200')).list.some((e) => e.objectName === '溧阳绕城公路工程'));
  });

  it('exports what the filter shows, and the export is itself kept', async () => {
    const file = await ok(w.api('admin', 'GET', `${L}/Export?category=3&kind=project`));
    const res = await w.app.inject({ method: 'GET', url: file.url });
    assert.equal(res.statusCode, 200);
    const sheet = await readSheet(res.rawPayload, 1000);
    assert.deepEqual(sheet[0], ['时间', '操作人', 'IP', '类别', '操作', '变更内容']);
    assert.ok(sheet.slice(1).every((r) => r[3] === '项目'));
    assert.ok(sheet.slice(1).some((r) => /location: .* → 江苏南京江宁/.test(r[5])));
    assert.ok((await log('category=3&kind=audit')).list.some((e) => e.action === 'export'));
  });

  it('keeps a change of one\'s own password, never the password; a refused change leaves no trace', async () => {
    const started = Date.now() - 1;
    const url = '/api/permission/Users/Current/Actions/ModifyPassword';
    await w.refused('yezhu', 'POST', url, { oldPassword: md5('Wrong@1234'), password: md5('Owner#Site2026') }, /旧密码错误/);
    await ok(w.api('yezhu', 'POST', url, { oldPassword: md5('Demo@1234'), password: md5('Owner#Site2026') }));
    const kept = (await log(`category=3&kind=user&startTime=${started}`)).list;
    assert.deepEqual(kept.map((e) => e.action), ['changePassword']);
    assert.match(kept[0].abstracts, /^修改密码人员「.+\/yezhu」$/);
    assert.match(kept[0].userName, /yezhu/);
    assert.equal(kept[0].before, null);
    assert.equal(kept[0].after, null);
  });

  it('refuses a non-administrator and bad filters, writing nothing', async () => {
    await w.refused('jianli', 'GET', L, undefined, NOT_ADMIN);
    await w.refused('jianli', 'GET', `${L}/Export`, undefined, NOT_ADMIN);
    await w.refused('admin', 'GET', `${L}?category=2`, undefined, /category/);
    await w.refused('admin', 'GET', `${L}?kind=drop;table`, undefined, /kind/);
    await w.refused('admin', 'GET', `${L}?startTime=-5`, undefined, /startTime/);
  });
});
