/**
 * The caches behind CurrentUser and the auth gate: they must never answer what the database
 * no longer says once the app itself has written it, and the answer stays byte for byte what
 * it was before the caches.
 */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, MenuNode } from '../../types/api/oauth.js';
import { quoteLiteral } from '../src/db/prepared.js';
import type { FlowNode } from '../../types/api/workflow.js';
import { flowForms, onlineModules, onlineRecords, projects, roleMenus, rolePermissions, tokens, userRoles, users } from '../src/db/schema.js';
import { addChangeBus, grantsChanged, PROCESS_ID, receiveChange, usersChanged } from '../src/realtime/changes.js';
import { getProfile, loadContext } from '../src/domains/oauth/profile.repo.js';
import { forgetAllSessions } from '../src/domains/oauth/tokens.js';
import { preEncodedStats } from '../src/lib/preEncoded.js';
import { catalogMenus, grantsOfRole, menuIdOf, moduleIdOf, tileCodeOf } from '../src/catalog/index.js';
import { listRecords } from '../src/domains/visualdev/repo.js';
import { NOT_GRANTED, recordScope, visibleRecordCounts, visibleRecords } from '../src/domains/visualdev/visibility.js';
import { ROLE_JIANLI } from '../src/catalog/roles.js';
import { buildTestApp, call, DEMO_MD5, form, get, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
});
after(async () => {
  await app.close();
  await t.close();
});

const ME = '/api/oauth/CurrentUser?type=app';
const pageIds = (tree: MenuNode[]): string[] => tree.flatMap((m) => (m.type === 1 ? pageIds(m.children) : [m.id, ...pageIds(m.children)]));
const me = async (token: string) => (await get<CurrentUser>(app, ME, token)).data!;
/** `token` is refused with `code`, and the refusal wrote nothing. */
const refusedWith = (code: number, token: string) => assertNothingWritten(t.database.db, async () => {
  assert.equal((await get(app, ME, token)).code, code);
});

describe('the menu and permission cache', () => {
  const role = grantsOfRole(ROLE_JIANLI);
  const granted = role.menuIds === '*' ? [] : role.menuIds;
  const newMenu = catalogMenus().find((m) => m.type === 2 && !granted.includes(m.id))!;

  it('shows a role\'s new menu and permission once invalidated', async () => {
    const token = await tokenOf(app, 'jianli');
    const first = await me(token);
    assert.ok(!pageIds(first.menuList).includes(newMenu.id));
    assert.ok(!first.permissionList.some((p) => p.modelId === newMenu.id));

    await t.database.db.insert(roleMenus).values({ roleId: ROLE_JIANLI, menuId: newMenu.id });
    await t.database.db.insert(rolePermissions).values({ roleId: ROLE_JIANLI, modelId: newMenu.id, button: ['btn_add', 'btn_audit'], column: ['title'], form: [] });
    // written behind the app's back: the cached answer stands (for at most ACCESS_CACHE_MS)
    assert.deepEqual((await me(token)).permissionList, first.permissionList);

    await grantsChanged(); // what every write to roles, menus and their grants calls
    const next = await me(token);
    assert.ok(pageIds(next.menuList).includes(newMenu.id));
    const entry = next.permissionList.find((p) => p.modelId === newMenu.id)!;
    assert.equal(entry.moduleName, newMenu.fullName);
    assert.deepEqual(entry.button.map((b) => [b.enCode, b.fullName]), [['btn_add', '新增'], ['btn_audit', 'btn_audit']]);
    assert.deepEqual(entry.column.map((c) => c.enCode), ['title']);

    await t.database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, ROLE_JIANLI), eq(roleMenus.menuId, newMenu.id)));
    await t.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, ROLE_JIANLI), eq(rolePermissions.modelId, newMenu.id)));
    await grantsChanged();
    assert.deepEqual(await me(token), first);
  });

  it('answers the same bytes from a cold and a warm cache, as reply.ok would', async () => {
    const token = await tokenOf(app, 'zongjian');
    await grantsChanged();
    const cold = await app.inject({ method: 'GET', url: ME, headers: { authorization: token } });
    const warm = await app.inject({ method: 'GET', url: ME, headers: { authorization: token } });
    assert.equal(warm.body, cold.body);
    assert.equal(cold.headers['content-type'], 'application/json; charset=utf-8');
    const parsed = JSON.parse(cold.body) as { code: number; msg: string; data: CurrentUser };
    assert.equal(cold.body, JSON.stringify({ code: 200, msg: 'Success', data: parsed.data }));
    assert.deepEqual(Object.keys(parsed.data), [
      'userInfo', 'menuList', 'permissionList', 'sysConfigInfo', 'project', 'projectList', 'contract', 'contractList',
      'allContracts', 'canChooseAll',
    ]);
  });

  it('keeps users of different roles apart', async () => {
    const [jianli, shigong] = [await me(await tokenOf(app, 'jianli')), await me(await tokenOf(app, 'shigong'))];
    assert.notDeepEqual(jianli.permissionList, shigong.permissionList);
    const shigongRole = grantsOfRole(shigong.userInfo.roleIds[0]);
    assert.deepEqual(new Set(shigong.permissionList.map((p) => p.modelId)), new Set(shigongRole.permissions.map((p) => p.modelId)));
  });
});

describe('the cached CurrentUser answer', () => {
  /** Signing in again would end the test's own session: a token per account, kept. */
  const sessions = new Map<string, string>();
  const tokenFor = async (account: string) => sessions.get(account) ?? sessions.set(account, await tokenOf(app, account)).get(account)!;
  const as = async (account: string, method: string, url: string, payload: unknown) => {
    const res = await call(app, { method: method as 'PUT', url, payload: payload as object, headers: { authorization: await tokenFor(account) } });
    assert.equal(res.code, 200, `${method} ${url}: ${res.msg}`);
  };
  const tiles = (me: CurrentUser) => {
    const flat: MenuNode[] = [];
    const walk = (nodes: MenuNode[]) => nodes.forEach((n) => { flat.push(n); walk(n.children); });
    walk(me.menuList);
    return flat;
  };

  it('is kept: a write behind the app\'s back is not seen until its change is heard, from this or another instance', async () => {
    const token = await tokenFor('jianli');
    const before = await me(token);
    await t.database.db.update(users).set({ realName: '后台改名' }).where(eq(users.id, 'u_jianli'));
    assert.equal((await me(token)).userInfo.userName, before.userInfo.userName);
    // another instance's message about someone else leaves jianli's answer as it is
    receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'users', userIds: ['u_shigong'] } });
    assert.equal((await me(token)).userInfo.userName, before.userInfo.userName);
    receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'users', userIds: ['u_jianli'] } });
    assert.equal((await me(token)).userInfo.userName, '后台改名');
    await t.database.db.update(users).set({ realName: before.userInfo.userName }).where(eq(users.id, 'u_jianli'));
    receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'all' } });
    assert.deepEqual(await me(token), before);
  });

  it('goes compressed as the phone accepts it, compressed once per kept answer, not on every call', async () => {
    const token = await tokenFor('jianli');
    const send = (acceptEncoding?: string) => app.inject({ url: ME, headers: { authorization: token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await send();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 10_000, `${plain.rawPayload.length} bytes`);
    const br = await send('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 5, `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    assert.deepEqual(zlib.brotliDecompressSync(br.rawPayload), plain.rawPayload);
    const gz = await send('br;q=0, gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(gz.rawPayload), plain.rawPayload);
    assert.equal((await send('identity')).headers['content-encoding'], undefined);
    // made once for the kept answer: the next calls send the same bytes without compressing again
    const made = preEncodedStats.made;
    for (let i = 0; i < 3; i++) assert.deepEqual((await send('br')).rawPayload, br.rawPayload);
    assert.equal(preEncodedStats.made, made);
    // a changed answer is compressed once more, when first asked for
    receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'users', userIds: ['u_jianli'] } });
    await send('br');
    await send('br');
    assert.equal(preEncodedStats.made, made + 1);
  });

  it('is forgotten when the user changes their profile', async () => {
    const token = await tokenFor('jianli');
    const before = await me(token);
    await as('jianli', 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: '新名字' });
    assert.equal((await me(token)).userInfo.userName, '新名字');
    await as('jianli', 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: before.userInfo.userName });
    assert.equal((await me(token)).userInfo.userName, before.userInfo.userName);
  });

  it('is forgotten when the user\'s manager changes their name', async () => {
    const [sub] = await t.database.db.select({ id: users.id, account: users.account, managerId: users.managerId }).from(users)
      .where(and(eq(users.enabled, true), eq(users.managerId, 'u_zongjian')));
    assert.ok(sub, 'someone reports to zongjian');
    const token = await tokenFor(sub.account);
    const before = (await me(token)).userInfo.manager;
    assert.match(before, /\/zongjian$/);
    await as('zongjian', 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: '新总监' });
    assert.equal((await me(token)).userInfo.manager, '新总监/zongjian');
    await as('zongjian', 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: before.split('/')[0] });
    assert.equal((await me(token)).userInfo.manager, before);
  });

  it('is forgotten when a menu is renamed', async () => {
    const token = await tokenFor('jianli');
    const tile = tiles(await me(token)).find((m) => m.children.length === 0)!;
    await as('admin', 'PUT', `/api/system/Menu/${tile.id}`, { fullName: '改名后的入口' });
    assert.equal(tiles(await me(token)).find((m) => m.id === tile.id)?.fullName, '改名后的入口');
    await as('admin', 'PUT', `/api/system/Menu/${tile.id}`, { fullName: tile.fullName });
    assert.equal(tiles(await me(token)).find((m) => m.id === tile.id)?.fullName, tile.fullName);
  });

  it('is forgotten when a role\'s grants change', async () => {
    const token = await tokenFor('jianli');
    const values = (await get(app, `/api/permission/Authority/Data/${ROLE_JIANLI}/Values`, await tokenFor('admin'))).data!;
    const granted = (values.list as Array<{ id: string; granted: boolean; button: string[]; column: string[]; form: string[]; dataScope: string }>)
      .filter((m) => m.granted);
    const body = (keep: typeof granted) => ({
      objectType: 'Role', module: keep.map((m) => m.id),
      button: keep.flatMap((m) => m.button.map((b) => `${m.id}:button:${b}`)),
      column: keep.flatMap((m) => m.column.map((b) => `${m.id}:column:${b}`)),
      form: keep.flatMap((m) => m.form.map((b) => `${m.id}:form:${b}`)),
      resource: keep.map((m) => `${m.id}:scope:${m.dataScope}`),
    });
    const shown = pageIds((await me(token)).menuList);
    const taken = granted.find((m) => shown.includes(m.id))!;
    await as('admin', 'PUT', `/api/permission/Authority/Data/${ROLE_JIANLI}`, body(granted.filter((m) => m !== taken)));
    assert.ok(!pageIds((await me(token)).menuList).includes(taken.id));
    await as('admin', 'PUT', `/api/permission/Authority/Data/${ROLE_JIANLI}`, body(granted));
    assert.ok(pageIds((await me(token)).menuList).includes(taken.id));
  });

  it('is forgotten when a project of the user is renamed', async () => {
    const token = await tokenFor('jianli');
    const { project } = await me(token);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project!.id));
    await as('admin', 'PUT', `/api/permission/Project/${row.id}`, {
      fullName: '改名后的项目', enCode: row.enCode, shortName: row.shortName ?? undefined, location: row.location ?? undefined,
      startDate: row.startDate?.getTime() ?? null, endDate: row.endDate?.getTime() ?? null, investment: row.investment,
      ownerUnitId: row.ownerUnitId ?? undefined, sortCode: row.sortCode,
    });
    const after = await me(token);
    assert.equal(after.project?.fullName, '改名后的项目');
    assert.equal(after.projectList.find((p) => p.id === row.id)?.fullName, '改名后的项目');
    await t.database.db.update(projects).set({ fullName: row.fullName }).where(eq(projects.id, row.id));
    receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'organisation' } });
    assert.equal((await me(token)).project?.fullName, row.fullName);
  });
});

describe('the module definition cache', () => {
  const CONFIG = '/api/visualdev/OnlineDev/hazardInvestigat/Config';
  interface ModuleConfig { formData: string; flowId: string; flowTemplateJson: string }
  const config = async (token: string) => (await get<ModuleConfig>(app, CONFIG, token)).data!;
  const firstApprover = (tree: FlowNode): FlowNode => {
    let n: FlowNode | null | undefined = tree;
    while (n && n.type !== 'approver') n = n.childNode;
    return n!;
  };

  it('answers a form edited behind the app\'s back until another instance announces modules changed', async () => {
    const token = await tokenOf(app, 'admin');
    const before = await config(token);
    const db = t.database.db;
    const [{ formId }] = await db.select({ formId: onlineModules.formId }).from(onlineModules).where(eq(onlineModules.enCode, 'hazardInvestigat'));
    const [form] = await db.select().from(flowForms).where(eq(flowForms.id, formId));
    await db.update(flowForms).set({ propertyJson: { ...(form.propertyJson as object), cacheProbe: 1 } }).where(eq(flowForms.id, formId));
    try {
      assert.equal((await config(token)).formData, before.formData); // cached: for at most MODULE_CACHE_MS
      receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'grants' } }); // not a module's change
      assert.equal((await config(token)).formData, before.formData);
      receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'modules' } });
      assert.equal(JSON.parse((await config(token)).formData).cacheProbe, 1);
    } finally {
      await db.update(flowForms).set({ propertyJson: form.propertyJson }).where(eq(flowForms.id, formId));
      receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'all' } });
    }
    assert.deepEqual(await config(token), before);
  });

  it('answers at once the flow version the administration saved', async () => {
    const token = await tokenOf(app, 'admin');
    const before = await config(token);
    // the administration's clients say so (a JNPF 3.2 client asks the same path for a launch form)
    const headers = { authorization: token, 'jnpf-origin': 'pc' };
    const read = await call<{ flowTemplateJson: string; version: number }>(app, { method: 'GET', url: `/api/workflow/Engine/FlowEngine/${before.flowId}`, headers });
    assert.equal(read.code, 200, `${before.flowId}: ${read.msg}`);
    const engine = read.data!;
    const tree = JSON.parse(engine.flowTemplateJson) as FlowNode;
    const approver = firstApprover(tree);
    approver.properties = { ...approver.properties, title: '缓存后的新节点名' };
    const saved = await call(app, { method: 'PUT', url: `/api/workflow/Engine/FlowEngine/${before.flowId}`, headers,
      payload: { flowTemplateJson: JSON.stringify(tree), version: engine.version } });
    assert.equal(saved.code, 200, saved.msg);
    assert.equal(firstApprover(JSON.parse((await config(token)).flowTemplateJson)).properties.title, '缓存后的新节点名');
  });

  it('is bypassed while the bus cannot hear other instances', async () => {
    const token = await tokenOf(app, 'admin');
    const before = await config(token);
    const db = t.database.db;
    const [{ formId }] = await db.select({ formId: onlineModules.formId }).from(onlineModules).where(eq(onlineModules.enCode, 'hazardInvestigat'));
    const [form] = await db.select().from(flowForms).where(eq(flowForms.id, formId));
    const remove = addChangeBus({ publish: async () => {}, healthy: () => false });
    try {
      await db.update(flowForms).set({ propertyJson: { ...(form.propertyJson as object), cacheProbe: 2 } }).where(eq(flowForms.id, formId));
      assert.equal(JSON.parse((await config(token)).formData).cacheProbe, 2);
    } finally {
      remove();
      await db.update(flowForms).set({ propertyJson: form.propertyJson }).where(eq(flowForms.id, formId));
      receiveChange({ from: `${PROCESS_ID}-other`, change: { kind: 'all' } });
    }
    assert.deepEqual(await config(token), before);
  });
});

describe('the session cache of the auth gate', () => {
  it('refuses a token at once after logout, though it was just used', async () => {
    const token = await tokenOf(app, 'jianli');
    assert.equal((await get(app, ME, token)).code, 200);
    assert.equal((await get(app, '/api/oauth/Logout', token)).code, 200);
    await refusedWith(600, token);
  });

  it('refuses the other tokens at once after a password change, and keeps the one that changed it', async () => {
    const app1 = await tokenOf(app, 'yezhu');
    const web = await tokenOf(app, 'yezhu', { headers: { 'jnpf-origin': 'pc' } });
    assert.equal((await get(app, ME, web)).code, 200);
    const newMd5 = 'a'.repeat(32);
    const res = await call(app, {
      method: 'POST', url: '/api/permission/Users/Current/Actions/ModifyPassword',
      ...form({ oldPassword: DEMO_MD5, password: newMd5 }), headers: { ...form({}).headers, authorization: app1 },
    });
    assert.equal(res.code, 200, res.msg);
    await refusedWith(600, web);
    assert.equal((await get(app, ME, app1)).code, 200);
  });

  it('answers 602 at once to the token a new sign-in kicked', async () => {
    const first = await tokenOf(app, 'shiyan');
    assert.equal((await get(app, ME, first)).code, 200);
    await tokenOf(app, 'shiyan');
    await refusedWith(602, first);
  });

  it('refuses every token at once after account cancellation', async () => {
    const token = await tokenOf(app, 'linfang');
    assert.equal((await get(app, ME, token)).code, 200);
    assert.equal((await call(app, { method: 'POST', url: '/api/oauth/logoutCurrentUser', headers: { authorization: token } })).code, 200);
    await refusedWith(600, token);
  });

  it('sees a revocation written by another instance after forgetting (or within SESSION_CACHE_MS)', async () => {
    const token = await tokenOf(app, 'zongjian', { headers: { 'jnpf-origin': 'pc' } });
    assert.equal((await get(app, ME, token)).code, 200);
    await t.database.db.update(tokens).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(tokens.userId, 'u_zongjian'));
    assert.equal((await get(app, ME, token)).code, 200); // cached: another instance's write is not seen yet
    forgetAllSessions();
    await refusedWith(600, token);
  });
});

describe('while Redis cannot be heard', () => {
  it('reads sessions from the database: another instance\'s revocation is seen at once', async () => {
    const token = await tokenOf(app, 'anquan', { headers: { 'jnpf-origin': 'pc' } });
    assert.equal((await get(app, ME, token)).code, 200); // now cached
    // a bus whose subscriber is down: changes published elsewhere meanwhile are not heard
    const remove = addChangeBus({ publish: async () => {}, healthy: () => false });
    try {
      await t.database.db.update(tokens).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(tokens.userId, 'u_anquan'));
      await refusedWith(600, token);
    } finally {
      remove();
    }
  });
});

describe('prepared statements', () => {
  it('quote their arguments as literals', async () => {
    assert.equal(quoteLiteral("it's"), "E'it''s'");
    assert.equal(quoteLiteral('a\\b'), "E'a\\\\b'");
    for (const id of ["x'; drop table users; --", 'a\\', "\\'", '']) {
      assert.equal(await getProfile(t.database.db, id), null);
      assert.deepEqual(await loadContext(t.database.db, id), { projects: [], stored: null, projectScope: false, contractsOf: null, contracts: [], unitNames: new Map() });
    }
    assert.equal((await getProfile(t.database.db, 'u_jianli'))?.user.account, 'jianli');
  });
});

describe('the grant cache of module records', () => {
  const LIST = '/api/visualdev/OnlineDev/hazardInvestigat/List';
  const HAZARD_TILE = menuIdOf(tileCodeOf('hazardInvestigat'));
  const list = async (token: string, body: object = { currentPage: 1, pageSize: 20 }) =>
    call<{ list: Array<Record<string, unknown>>, pagination: { total: number } }>(app, { method: 'POST', url: LIST, payload: body, headers: { authorization: token } });
  const jianliGrant = and(eq(rolePermissions.roleId, ROLE_JIANLI), eq(rolePermissions.modelId, HAZARD_TILE));

  it('refuses a module once the removal of its grant is announced, and lists it again once it is back', async () => {
    const token = await tokenOf(app, 'jianli');
    assert.equal((await list(token)).code, 200);
    const [row] = await t.database.db.select().from(rolePermissions).where(jianliGrant);
    await t.database.db.delete(rolePermissions).where(jianliGrant);
    try {
      // written behind the app's back: the grant it knows stands (for at most GRANT_CACHE_MS)
      assert.equal((await list(token)).code, 200);
      await grantsChanged();
      const refused = await list(token);
      assert.deepEqual([refused.code, refused.msg], [400, NOT_GRANTED]);
    } finally {
      await t.database.db.insert(rolePermissions).values(row);
      await grantsChanged();
    }
    assert.equal((await list(token)).code, 200);
  });

  it('forgets a user\'s grants on a change of theirs, and reads the database while the bus cannot be heard', async () => {
    const token = await tokenOf(app, 'jianli');
    assert.equal((await list(token)).code, 200);
    const [held] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, 'u_jianli'));
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, 'u_jianli'));
    try {
      await usersChanged(['u_zongjian']); // someone else's change: jianli's grant is kept
      assert.equal((await list(token)).code, 200);
      const remove = addChangeBus({ publish: async () => {}, healthy: () => false });
      try {
        assert.equal((await list(token)).code, 400); // no bus: the database, which says no role
      } finally {
        remove();
      }
      await usersChanged(['u_jianli']);
      assert.equal((await list(token)).code, 400);
    } finally {
      await t.database.db.insert(userRoles).values(held);
      await usersChanged(['u_jianli']);
    }
    assert.equal((await list(token)).code, 200);
  });

  it('lists through one statement prepared per shape: the page and total a transaction reads unprepared, whatever the keyword holds', async () => {
    const [mod] = await t.database.db.select().from(onlineModules).where(eq(onlineModules.id, moduleIdOf('hazardRectify')));
    const at = Date.UTC(2026, 10, 20, 8);
    await t.database.db.insert(onlineRecords).values([1, 2, 3].map((n) => ({
      id: `cache_test_rec_${n}`, moduleId: mod.id, projectId: 'proj_njgk', contractId: n === 3 ? null : 'ct_sg01', organizeId: null,
      creatorUserId: 'u_anquan', draft: false, data: { title: `缓存测试隐患${n}`, location: `K${n}+000` }, createdAt: new Date(at + n * 1000),
    })));
    try {
      const token = await tokenOf(app, 'jianli');
      const page = await list(token, { currentPage: 1, pageSize: 2 });
      assert.deepEqual([page.data!.list.map((r) => r.title), page.data!.pagination.total], [['缓存测试隐患3', '缓存测试隐患2'], 3]);
      assert.equal(page.data!.list[0].creatorTime, at + 3000);
      for (const keyword of ["x'; drop table users; --", 'a\\', "\\'", '缓存测试隐患1']) {
        const found = await list(token, { currentPage: 1, pageSize: 20, keyword });
        assert.equal(found.code, 200, `${keyword}: ${found.msg}`);
        assert.equal(found.data!.list.length, keyword === '缓存测试隐患1' ? 1 : 0, keyword);
      }
      const user = { id: 'u_jianli', isAdmin: false, projectId: 'proj_njgk', contractId: 'ct_sg01', allContracts: false };
      const scope = await recordScope(t.database.db, user, 'hazardInvestigat');
      const q = { moduleId: mod.id, visible: visibleRecords(scope), visibleCounts: visibleRecordCounts(scope), filters: [], desc: true, offset: 1, limit: 5 };
      const prepared = await listRecords(t.database.db, q);
      const unprepared = await t.database.db.transaction((tx) => listRecords(tx as unknown as typeof t.database.db, q));
      assert.deepEqual(prepared, unprepared);
      assert.deepEqual(prepared.rows.map((r) => [r.id, r.createdAt instanceof Date, r.contractId]), [['cache_test_rec_2', true, 'ct_sg01'], ['cache_test_rec_1', true, 'ct_sg01']]);
    } finally {
      await t.database.db.delete(onlineRecords).where(like(onlineRecords.id, 'cache_test_rec_%'));
    }
  });
});
