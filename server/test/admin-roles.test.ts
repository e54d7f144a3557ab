/**
 * Roles and grants (/api/permission/Role, Authority/Data, UserRelation): a role is a template of
 * grants over the catalog's modules; a change applies to every holder at once; a project
 * administrator makes and edits roles of their project only, within what they hold.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, roleMenus, rolePermissions } from '../src/db/schema.js';
import { adminWorld, DEMO_PROJECT, NOT_ADMIN, ok, OUTSIDE, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const P = '/api/permission';
const db = () => w.t.database.db;
type Menu = { id: string; type: number; children: Menu[] };
const tiles = (list: Menu[]): string[] => list.flatMap((m) => [...(m.type === 2 ? [m.id] : []), ...tiles(m.children ?? [])]);
const tilesOf = async (account: 'anquan' | 'jianli' | 'shigong' | 'zongjian') => tiles((await ok(w.api(account, 'GET', '/api/oauth/CurrentUser?type=app'))).menuList);

/** What a role holds now, as PUT Authority/Data takes it back. */
async function grantsBody(roleId: string) {
  const values = await ok(w.api('admin', 'GET', `${P}/Authority/Data/${roleId}/Values`));
  const granted = values.list.filter((m: { granted: boolean }) => m.granted);
  return {
    objectType: 'Role',
    module: granted.map((m: { id: string }) => m.id),
    button: granted.flatMap((m: { id: string; button: string[] }) => m.button.map((b) => `${m.id}:button:${b}`)),
    column: granted.flatMap((m: { id: string; column: string[] }) => m.column.map((b) => `${m.id}:column:${b}`)),
    form: granted.flatMap((m: { id: string; form: string[] }) => m.form.map((b) => `${m.id}:form:${b}`)),
    resource: granted.map((m: { id: string; dataScope: string }) => `${m.id}:scope:${m.dataScope}`),
  };
}

describe('GET and POST Role', () => {
  it('lists the organisation roles, and a project administrator also their project roles, each saying whether it may change', async () => {
    const all = await ok(w.api('admin', 'GET', `${P}/Role`));
    const anquan = all.list.find((r: { id: string }) => r.id === 'role_anquan');
    assert.equal(anquan.fullName, '安全员');
    assert.equal(anquan.editable, true);
    assert.ok(anquan.userCount >= 1);
    const projectRole = await ok(w.api('zongjian', 'POST', `${P}/Role`, { fullName: '现场记录员', enCode: 'recorder', projectId: DEMO_PROJECT }));
    const seen = await ok(w.api('zongjian', 'GET', `${P}/Role`));
    assert.equal(seen.list.find((r: { id: string }) => r.id === 'role_anquan').editable, false);
    assert.equal(seen.list.find((r: { id: string }) => r.id === projectRole.id).editable, true);
    const otherRole = await ok(w.api('admin', 'POST', `${P}/Role`, { fullName: '溧阳资料员', enCode: 'lyzl', projectId: w.otherProject }));
    assert.ok(!(await ok(w.api('zongjian', 'GET', `${P}/Role`))).list.some((r: { id: string }) => r.id === otherRole.id));
    await w.refused('zongjian', 'GET', `${P}/Role/${otherRole.id}`, undefined, /角色不存在或无权访问/);
  });

  it('makes a project role from a template: its grants copied, within what the writer holds', async () => {
    const made = await ok(w.api('admin', 'POST', `${P}/Role`, { fullName: '安全员(溧阳)', enCode: 'anquan_ly', projectId: w.otherProject, templateId: 'role_anquan' }));
    const copied = await db().select().from(rolePermissions).where(eq(rolePermissions.roleId, made.id));
    const source = await db().select().from(rolePermissions).where(eq(rolePermissions.roleId, 'role_anquan'));
    assert.equal(copied.length, source.length);
    // the contractor's template holds 新增 where the chief supervisor only approves
    await w.refused('zongjian', 'POST', `${P}/Role`, { fullName: '施工员', enCode: 'sgy_copy', projectId: DEMO_PROJECT, templateId: 'role_shigong' }, /不能授予/);
  });

  it('refuses bad input, a non-administrator, and a project administrator outside their project', async () => {
    await w.refused('admin', 'POST', `${P}/Role`, { fullName: '重复', enCode: 'anquan' }, /角色编码已存在/);
    await w.refused('admin', 'POST', `${P}/Role`, { fullName: '', enCode: 'empty' }, /fullName/);
    await w.refused('admin', 'POST', `${P}/Role`, { fullName: '坏模板', enCode: 'badtpl', templateId: 'role_nowhere' }, /模板角色不存在/);
    await w.refused('jianli', 'POST', `${P}/Role`, { fullName: '自封', enCode: 'self' }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${P}/Role`, { fullName: '组织角色', enCode: 'orgrole' }, /须属于所管理的项目/);
    await w.refused('zongjian', 'POST', `${P}/Role`, { fullName: '外项目', enCode: 'outrole', projectId: w.otherProject }, OUTSIDE);
  });
});

describe('PUT and DELETE Role/{id}', () => {
  it('renames a role (kept in the audit) and deletes one no one holds', async () => {
    await ok(w.api('admin', 'PUT', `${P}/Role/role_yezhu`, { fullName: '建设单位代表', enCode: 'yezhu' }));
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.objectId, 'role_yezhu'), eq(auditLog.action, 'update')));
    assert.deepEqual([entry.before, entry.after], [{ fullName: '业主代表' }, { fullName: '建设单位代表' }]);
    const made = await ok(w.api('admin', 'POST', `${P}/Role`, { fullName: '临时', enCode: 'temp' }));
    await ok(w.api('admin', 'DELETE', `${P}/Role/${made.id}`));
    assert.equal((await ok(w.api('admin', 'GET', `${P}/Role`))).list.some((r: { id: string }) => r.id === made.id), false);
  });

  it('refuses a role with holders, bad input, a non-administrator and a project administrator on an organisation role', async () => {
    await w.refused('admin', 'DELETE', `${P}/Role/role_anquan`, undefined, /还有成员/);
    await w.refused('admin', 'PUT', `${P}/Role/role_anquan`, { fullName: '安全员', enCode: 'jianli' }, /角色编码已存在/);
    await w.refused('shigong', 'PUT', `${P}/Role/role_anquan`, { fullName: '改', enCode: 'anquan' }, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${P}/Role/role_anquan`, { fullName: '改', enCode: 'anquan' }, /组织角色只能由系统管理员修改/);
    await w.refused('zongjian', 'DELETE', `${P}/Role/role_anquan`, undefined, /组织角色只能由系统管理员修改/);
  });
});

describe('Authority/Data: grants of modules, buttons, columns, form fields and data scopes', () => {
  it('answers every module with what the role holds of it and what may be granted', async () => {
    const values = await ok(w.api('admin', 'POST', `${P}/Authority/Data/role_anquan/Values`));
    const hotWork = values.list.find((m: { id: string }) => m.id === 'menu_hotWork');
    assert.equal(hotWork.granted, true);
    assert.ok(hotWork.button.includes('btn_add'));
    assert.ok(hotWork.fieldOptions.some((f: { enCode: string; fullName: string }) => f.enCode === 'workLocation' && f.fullName === '动火地点'));
    assert.equal(hotWork.dataScope, 'sections');
    const zongjian = await ok(w.api('zongjian', 'GET', `${P}/Authority/Data/role_anquan/Values`));
    assert.equal(zongjian.editable, false);
  });

  it('applies a change to every holder at once: a tile taken away is gone from the menu and its records refused', async () => {
    assert.ok((await tilesOf('anquan')).includes('menu_hotWork'));
    const body = await grantsBody('role_anquan');
    const without = {
      ...body,
      module: body.module.filter((m: string) => m !== 'menu_hotWork'),
      button: body.button.filter((b: string) => !b.startsWith('menu_hotWork:')),
      column: body.column.filter((b: string) => !b.startsWith('menu_hotWork:')),
      form: body.form.filter((b: string) => !b.startsWith('menu_hotWork:')),
      resource: body.resource.filter((b: string) => !b.startsWith('menu_hotWork:')),
    };
    await ok(w.api('admin', 'PUT', `${P}/Authority/Data/role_anquan`, without));
    assert.ok(!(await tilesOf('anquan')).includes('menu_hotWork'));
    const list = await w.api('anquan', 'POST', '/api/visualdev/OnlineDev/hotWork/List', { currentPage: 1, pageSize: 20 });
    assert.equal(list.msg, '您没有该功能的权限，请联系管理员');
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.objectId, 'role_anquan'), eq(auditLog.kind, 'grant')));
    assert.ok(Object.keys(entry.before ?? {}).includes('动火作业许可'));
    await ok(w.api('admin', 'PUT', `${P}/Authority/Data/role_anquan`, body));
    assert.ok((await tilesOf('anquan')).includes('menu_hotWork'));
  });

  it('refuses bad input with a message, writing nothing', async () => {
    const url = `${P}/Authority/Data/role_anquan`;
    await w.refused('admin', 'PUT', url, { module: ['menu_nowhere'] }, /功能 menu_nowhere 不存在/);
    await w.refused('admin', 'PUT', url, { module: ['menu_hotWork'], button: ['menu_safetyMorin:button:btn_add'] }, /所属的功能未被选中/);
    await w.refused('admin', 'PUT', url, { module: ['menu_hotWork'], button: ['menu_hotWork:button:btn_fly'] }, /不是该功能的权限/);
    await w.refused('admin', 'PUT', url, { module: ['menu_hotWork'], resource: ['menu_hotWork:scope:galaxy'] }, /数据范围 .* 无效/);
    await w.refused('admin', 'PUT', url, { button: [] }, /module/);
    await w.refused('admin', 'PUT', `${P}/Authority/Data/role_nowhere`, { module: [] }, /角色不存在/);
  });

  it('refuses a non-administrator, an organisation role to a project administrator, and granting more than the writer holds', async () => {
    await w.refused('jianli', 'PUT', `${P}/Authority/Data/role_jianli`, { module: [] }, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${P}/Authority/Data/role_jianli`, { module: [] }, /组织角色只能由系统管理员修改/);
    const role = await ok(w.api('zongjian', 'POST', `${P}/Role`, { fullName: '旁站记录', enCode: 'pangzhan', projectId: DEMO_PROJECT }));
    // 总监 approves hot work: he may give 详情 and 审批, not 新增
    await ok(w.api('zongjian', 'PUT', `${P}/Authority/Data/${role.id}`, {
      module: ['menu_hotWork'], button: ['menu_hotWork:button:btn_detail'], resource: ['menu_hotWork:scope:sections'],
    }));
    assert.equal((await db().select().from(roleMenus).where(eq(roleMenus.roleId, role.id))).length, 1);
    await w.refused('zongjian', 'PUT', `${P}/Authority/Data/${role.id}`, {
      module: ['menu_hotWork'], button: ['menu_hotWork:button:btn_add'],
    }, /不能授予「动火作业许可」的按钮 btn_add/);
    const other = await ok(w.api('admin', 'POST', `${P}/Role`, { fullName: '溧阳安全', enCode: 'lyaq', projectId: w.otherProject }));
    await w.refused('zongjian', 'PUT', `${P}/Authority/Data/${other.id}`, { module: [] }, /角色不存在或无权访问/);
  });
});

describe('UserRelation/{objectId}: members of a role or a position', () => {
  it('answers the members, and a new member sees the role\'s tiles at once', async () => {
    const members = await ok(w.api('admin', 'GET', `${P}/UserRelation/role_anquan`));
    const ids = members.list.map((u: { id: string }) => u.id);
    assert.ok(ids.includes('u_anquan'));
    assert.ok((await ok(w.api('admin', 'GET', `${P}/UserRelation/pos_con1_pm`))).list.some((u: { id: string }) => u.id === 'u_shigong'));
    const before = await tilesOf('shigong');
    await ok(w.api('admin', 'POST', `${P}/UserRelation/role_anquan`, { objectType: 'Role', userIds: [...ids, 'u_shigong'] }));
    const afterTiles = await tilesOf('shigong');
    assert.ok(afterTiles.length > before.length || afterTiles.some((t) => !before.includes(t)));
    await ok(w.api('admin', 'POST', `${P}/UserRelation/role_anquan`, { objectType: 'Role', userIds: ids }));
    assert.deepEqual((await tilesOf('shigong')).sort(), before.sort());
  });

  it('refuses bad input, a non-administrator and a project administrator giving a role beyond what they hold', async () => {
    const ids = (await ok(w.api('admin', 'GET', `${P}/UserRelation/role_shigong`))).list.map((u: { id: string }) => u.id);
    await w.refused('admin', 'POST', `${P}/UserRelation/role_shigong`, { userIds: [...ids, 'u_nobody'] }, /不在您的管理范围内|不存在/);
    await w.refused('admin', 'POST', `${P}/UserRelation/role_shigong`, { userIds: 'u_x' }, /userIds/);
    await w.refused('anquan', 'POST', `${P}/UserRelation/role_shigong`, { userIds: ids }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${P}/UserRelation/role_shigong`, { userIds: [...ids, 'u_jianli'] }, /不能授予角色「施工项目经理」/);
  });
});
