/**
 * The module catalog: sound as shipped, every module's version locked to its definition, and its
 * install on a database: all of it on a production start without the demo, new modules added,
 * changed ones upgraded by version, and what an organisation changed itself kept.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, MenuNode } from '../../types/api/oauth.js';
import { catalog, checkCatalog, menuIdOf, type ModuleDef } from '../src/catalog/index.js';
import { installCatalog } from '../src/catalog/install.js';
import { lockProblems, type Lock } from '../src/catalog/lock.js';
import { ROLE_JIANLI, ROLE_SHIGONG } from '../src/catalog/roles.js';
import { migrate } from '../src/db/migrate.js';
import * as s from '../src/db/schema.js';
import { md5Hex } from '../src/lib/ids.js';
import { seedAdminOnly } from '../src/seed/index.js';
import { buildTestApp, call, freshDb, get, type TestDb } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pageIds = (tree: MenuNode[]): string[] => tree.flatMap((m) => (m.type === 1 ? pageIds(m.children) : [m.id, ...pageIds(m.children)]));

describe('the catalog as shipped', () => {
  it('is sound: unique codes, routes and pictograms, known sections, dictionaries and bill rules, no organisation ids', () => {
    assert.deepEqual(checkCatalog(), []);
    assert.ok(catalog.length >= 70);
  });

  it('draws every tile with a pictogram of the Lucide set', () => {
    const icons = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');
    for (const m of catalog) assert.ok(fs.existsSync(path.join(icons, `${m.pictogram}.svg`)), `${m.code}: no pictogram ${m.pictogram}`);
  });

  it('locks every module version to its definition (versions.json)', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(here, '../src/catalog/versions.json'), 'utf8')) as Lock;
    assert.deepEqual(lockProblems(catalog, lock), []);
    const hotWork = catalog.find((m) => m.code === 'hotWork')!;
    const changed = { ...hotWork, title: '动火作业' };
    assert.match(lockProblems([changed], lock).join(), /raise its version/);
    assert.match(lockProblems([{ ...changed, version: 2 }], lock).join(), /not locked/);
  });
});

let t: TestDb;
let app: FastifyInstance;
const PASSWORD = 'Xk7#pQ2m!rT9';

before(async () => {
  t = await freshDb();
  await migrate(t.database);
});
after(async () => {
  await app?.close();
  await t.close();
});

describe('a production start (SEED_DEMO off)', () => {
  it('gives the administrator every catalog module on the workbench', async () => {
    assert.ok(await seedAdminOnly(t.database.db, PASSWORD)); // installs the catalog with the administrator
    assert.deepEqual(await installCatalog(t.database.db), { added: [], upgraded: [] }); // then main.ts's install finds it there
    app = await buildTestApp(t, { seedDemo: false });
    const login = await call<{ token: string }>(app, {
      method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'admin', password: md5Hex(PASSWORD), grant_type: 'password' }).toString(),
    });
    assert.equal(login.code, 200, login.msg);
    const token = login.data!.token;
    const me = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token);
    assert.equal(me.data!.userInfo.mustChangePassword, true, 'the first administrator changes the initial password first');
    const changed = await call(app, {
      method: 'POST', url: '/api/permission/Users/Current/Actions/ModifyPassword', headers: { authorization: token },
      payload: { oldPassword: md5Hex(PASSWORD), password: md5Hex('Qz8&wN3v#Lp5') },
    });
    assert.equal(changed.code, 200, changed.msg);
    assert.deepEqual(new Set(pageIds(me.data!.menuList)), new Set(catalog.map((m) => menuIdOf(m.code))));
    const hotWork = me.data!.permissionList.find((p) => p.modelId === menuIdOf('hotWork'))!;
    assert.ok(hotWork.button.some((b) => b.enCode === 'btn_add'));
    const config = await get(app, '/api/visualdev/OnlineDev/hotWork/Config', token);
    assert.equal(config.code, 200, config.msg);
    assert.equal(config.data.flowId, 'flow_hotWork');
  });

  it('installs nothing again on a later start', async () => {
    const counts = async () => (await t.database.db.select().from(s.catalogItems)).length;
    const before = await counts();
    assert.deepEqual(await installCatalog(t.database.db), { added: [], upgraded: [] });
    assert.equal(await counts(), before);
  });
});

describe('an upgrade of the catalog', () => {
  const db = () => t.database.db;
  const tile = (code: string) => db().select().from(s.menus).where(eq(s.menus.id, menuIdOf(code))).then((r) => r[0]);
  const grant = (roleId: string, code: string) => db().select().from(s.rolePermissions)
    .where(and(eq(s.rolePermissions.roleId, roleId), eq(s.rolePermissions.modelId, menuIdOf(code)))).then((r) => r[0]);
  const flowVersion = (key: string) => db().select().from(s.flows).where(eq(s.flows.id, `flow_${key}`)).then((r) => r[0].version);

  /** The shipped catalog with some modules raised a version and changed. */
  function release(changes: Record<string, (m: ModuleDef) => ModuleDef>, added: ModuleDef[] = []): ModuleDef[] {
    return [...catalog.map((m) => (changes[m.code] ? { ...changes[m.code](m), version: m.version + 1 } : m)), ...added];
  }

  it('adds new modules, upgrades changed ones and keeps what the organisation changed', async () => {
    // the organisation's own changes
    await db().update(s.menus).set({ fullName: '动火审批' }).where(eq(s.menus.id, menuIdOf('hotWork')));
    await db().update(s.menus).set({ enabled: false }).where(eq(s.menus.id, menuIdOf('rebarCount')));
    await db().delete(s.rolePermissions).where(and(eq(s.rolePermissions.roleId, ROLE_SHIGONG), eq(s.rolePermissions.modelId, menuIdOf('hotWork'))));
    await db().delete(s.roleMenus).where(and(eq(s.roleMenus.roleId, ROLE_SHIGONG), eq(s.roleMenus.menuId, menuIdOf('hotWork'))));
    const orgTree = { ...(await db().select().from(s.flowVersions).where(eq(s.flowVersions.flowId, 'flow_supervisionLog')))[0].templateJson, orgEdit: true };
    await db().update(s.flowVersions).set({ templateJson: orgTree }).where(eq(s.flowVersions.flowId, 'flow_supervisionLog'));

    const newModule: ModuleDef = {
      code: 'tunnelMonitoring', version: 1, title: '隧道监控量测', section: 'engineeringManagement', order: 20, pictogram: 'mountain',
      color: '#13C2C2', icon: 'icon-ym icon-ym-extend-monitor', route: '/pages/apply/tunnelMonitoring/index', fields: ['pointNo'],
      grants: { jianli: ['btn_detail'] },
    };
    const next = release({
      hotWork: (m) => ({ ...m, title: '动火作业许可证', pictogram: 'flame-kindling', grants: { ...m.grants, jianli: ['btn_detail', 'btn_approve', 'btn_export'] } }),
      rebarCount: (m) => ({ ...m, order: 99 }),
      hazardInvestigat: (m) => ({ ...m, records: { ...m.records!, flow: { ...m.records!.flow!, template: { ...m.records!.flow!.template, properties: { ...m.records!.flow!.template.properties, title: '安全员发起' } } } } }),
      supervisionLog: (m) => ({ ...m, records: { ...m.records!, flow: { ...m.records!.flow!, template: { ...m.records!.flow!.template, properties: { ...m.records!.flow!.template.properties, title: '监理填写' } } } } }),
    }, [newModule]);
    const hazardVersion = await flowVersion('hazardRectify');

    const report = await installCatalog(db(), { modules: next });
    assert.deepEqual(report.added, ['tunnelMonitoring']);
    assert.deepEqual(report.upgraded.sort(), ['hazardInvestigat', 'hotWork', 'rebarCount', 'supervisionLog']);

    // a new module: its tile and its grants
    assert.equal((await tile('tunnelMonitoring')).fullName, '隧道监控量测');
    assert.deepEqual((await grant(ROLE_JIANLI, 'tunnelMonitoring')).button, ['btn_detail']);
    // renamed by the organisation: its name stays; what it did not change follows the catalog
    const hot = await tile('hotWork');
    assert.equal(hot.fullName, '动火审批');
    assert.equal((hot.propertyJson as { pictogram: string }).pictogram, 'flame-kindling');
    assert.deepEqual((await grant(ROLE_JIANLI, 'hotWork')).button, ['btn_detail', 'btn_approve', 'btn_export']);
    // hidden by the organisation: stays hidden, and takes the new order
    const rebar = await tile('rebarCount');
    assert.equal(rebar.enabled, false);
    assert.equal(rebar.sortCode, 99);
    // a grant the organisation removed is not given back
    assert.equal(await grant(ROLE_SHIGONG, 'hotWork'), undefined);
    // an untouched flow gets the new tree as a new version; the organisation's own tree is kept
    assert.equal(await flowVersion('hazardRectify'), hazardVersion + 1);
    assert.equal(await flowVersion('supervisionLog'), 1);
    const [log] = await db().select().from(s.flowVersions).where(eq(s.flowVersions.flowId, 'flow_supervisionLog'));
    assert.equal((log.templateJson as { orgEdit?: boolean }).orgEdit, true);

    // the same release again changes nothing
    assert.deepEqual(await installCatalog(db(), { modules: next }), { added: [], upgraded: [] });
    assert.equal(await flowVersion('hazardRectify'), hazardVersion + 1);
  });
});

describe('tile pictograms (GET /api/app/Pictogram/{name}.svg)', () => {
  it('serves a module\'s icon without a token, in the colour asked, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/app/Pictogram/flame.svg?color=%232979ff' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.match(String(res.headers['cache-control']), /max-age=31536000/);
    assert.match(res.body, /<svg[\s\S]*stroke="#2979ff"/);
    assert.doesNotMatch(res.body, /currentColor/);
    const white = await app.inject({ method: 'GET', url: '/api/app/Pictogram/flame.svg' });
    assert.match(white.body, /stroke="#fff"/);
  });

  it('refuses names and colours that are not an icon and a hex colour', async () => {
    assert.deepEqual((await app.inject({ method: 'GET', url: '/api/app/Pictogram/no-such-icon.svg' })).json(), { code: 404, msg: '图标不存在' });
    for (const url of ['/api/app/Pictogram/..%2Fpackage.json', '/api/app/Pictogram/flame.svg?color=red', '/api/app/Pictogram/FLAME.svg']) {
      assert.equal((await app.inject({ method: 'GET', url })).json().code, 400, url);
    }
  });
});
