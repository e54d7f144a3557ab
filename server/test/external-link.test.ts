/**
 * External links (menu type 7): the hosts the organisation allows, served to the app, changed by
 * a system administrator only, each entry a host name or *.suffix (refused otherwise, nothing
 * written); menu links to other hosts are not handed out; the site guide is served by the server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLog, menus, roleMenus } from '../src/db/schema.js';
import { menuIdOf } from '../src/catalog/ids.js';
import { ROLE_JIANLI } from '../src/catalog/roles.js';
import { grantsChanged } from '../src/realtime/changes.js';
import { DEMO_ALLOWED_HOSTS } from '../src/seed/demoLinks.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const send = (account: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload ? { payload } : {}) });

/** The type-7 menus the account is handed, by name. */
async function linksOf(account: string): Promise<Record<string, string>> {
  const me = await send(account, 'GET', '/api/oauth/CurrentUser?type=app');
  assert.equal(me.code, 200, me.msg);
  const out: Record<string, string> = {};
  const walk = (list: Array<{ type: number, fullName: string, urlAddress: string, children?: unknown[] }>) => {
    for (const m of list) {
      if (m.type === 7) out[m.fullName] = m.urlAddress;
      walk((m.children ?? []) as typeof list);
    }
  };
  walk(typeof me.data.menuList === 'string' ? JSON.parse(me.data.menuList) : me.data.menuList);
  return out;
}

const LINKS = {
  交通运输部: 'https://www.mot.gov.cn/zhengcejiedu/',
  应急管理部: 'https://www.mem.gov.cn/fw/',
  明文链接: 'http://www.mot.gov.cn/',
  未允许网站: 'https://example.com/',
  带账号: 'https://user:pw@www.mot.gov.cn/',
  工地须知: '/site/guide.html',
  协议相对: '//example.com/x',
};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const a of ['admin', 'jianli', 'shigong']) tokens[a] = await tokenOf(app, a);
  const db = t.database.db;
  await db.insert(menus).values(Object.entries(LINKS).map(([fullName, urlAddress], i) => ({
    id: `menu_link_${i}`, parentId: menuIdOf('otherApply'), fullName, enCode: `link${i}`, type: 7, urlAddress, sortCode: 100 + i,
  })));
  await db.insert(roleMenus).values(Object.keys(LINKS).map((_n, i) => ({ roleId: ROLE_JIANLI, menuId: `menu_link_${i}` })));
  await grantsChanged();
});
after(async () => {
  await app.close();
  await t.close();
});

describe('external links', () => {
  it('serves the allowed hosts to every signed-in user', async () => {
    const res = await send('shigong', 'GET', '/api/app/ExternalLink');
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data, { hosts: DEMO_ALLOWED_HOSTS });
    const anonymous = await call(app, { method: 'GET', url: '/api/app/ExternalLink' });
    assert.notEqual(anonymous.code, 200);
  });

  it('hands out menu links to allowed https hosts and to the server itself only', async () => {
    assert.deepEqual(await linksOf('jianli'), { 交通运输部: LINKS.交通运输部, 应急管理部: LINKS.应急管理部, 工地须知: LINKS.工地须知 });
    assert.deepEqual(Object.keys(await linksOf('admin')).sort(), ['交通运输部', '工地须知', '应急管理部'].sort());
  });

  it('lets a system administrator change the hosts, audited, and the menus follow at once', async () => {
    const res = await send('admin', 'PUT', '/api/system/ExternalLink', { hosts: [' WWW.MOT.GOV.CN ', '*.mem.gov.cn', 'example.com', 'example.com'] });
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data, { hosts: ['www.mot.gov.cn', '*.mem.gov.cn', 'example.com'] });
    assert.deepEqual((await send('admin', 'GET', '/api/system/ExternalLink')).data, res.data);
    assert.deepEqual((await send('jianli', 'GET', '/api/app/ExternalLink')).data, res.data);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.kind, 'externalLink'));
    assert.deepEqual(entry.before, { hosts: DEMO_ALLOWED_HOSTS });
    assert.deepEqual(entry.after, res.data);
    assert.equal(entry.actorAccount, 'admin');
    assert.equal((await linksOf('jianli')).未允许网站, LINKS.未允许网站);
  });

  it('refuses entries that are not a host name or *.suffix, saying which and why, and writes nothing', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['www.mot.gov.cn', 'https://www.mem.gov.cn'], /第 2 项「https:\/\/www\.mem\.gov\.cn」不能包含协议/],
      [['www.mot.gov.cn/zhengce'], /第 1 项「www\.mot\.gov\.cn\/zhengce」不能包含路径/],
      [['www.mot.gov.cn:8443'], /不能包含端口/],
      [['*.cn'], /范围过大/],
      [['交通部'], /不是有效的主机名/],
      [['localhost'], /不是有效的主机名/],
      [['a.*.gov.cn'], /不是有效的主机名/],
      [['  '], /第 1 项不能为空/],
      [Array.from({ length: 51 }, (_v, i) => `h${i}.example.com`), /hosts 最多 50 项/],
    ];
    await assertNothingWritten(t.database.db, async () => {
      for (const [hosts, message] of cases) {
        const res = await send('admin', 'PUT', '/api/system/ExternalLink', { hosts });
        assert.equal(res.code, 400, hosts.join(','));
        assert.match(res.msg, message);
      }
      const missing = await send('admin', 'PUT', '/api/system/ExternalLink', {});
      assert.equal(missing.code, 400);
    });
  });

  it('refuses anyone but a system administrator, and writes nothing', async () => {
    await assertNothingWritten(t.database.db, async () => {
      const put = await send('jianli', 'PUT', '/api/system/ExternalLink', { hosts: ['evil.example.org'] });
      assert.equal(put.code, 400);
      assert.match(put.msg, /仅系统管理员可用|无权限操作/);
      const read = await send('shigong', 'GET', '/api/system/ExternalLink');
      assert.equal(read.code, 400);
    });
  });

  it('serves the site guide the demo link opens, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/site/guide.html' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.match(res.body, /<h1>工地须知<\/h1>/);
  });
});
