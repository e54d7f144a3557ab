/**
 * The organisation tree (/api/permission/Organize, Organize/Department) and positions
 * (/api/permission/Position): a new organisation makes its units (owner, supervision, contractors,
 * lab), their departments and positions before its first project. Only the system administrator
 * changes them; every refusal writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, organizes } from '../src/db/schema.js';
import { adminWorld, NOT_ADMIN, ok, SYSTEM_ONLY, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const O = '/api/permission/Organize';
const db = () => w.t.database.db;
const tree = async (account: 'admin' | 'zongjian' = 'admin') => (await ok(w.api(account, 'GET', `${O}/Tree`))).list as Array<{ id: string; fullName: string; unitType: string; children: Array<{ id: string; fullName: string }> }>;

describe('Organize: units and departments', () => {
  it('makes a contractor unit and a department under it, kept in the audit; a project administrator reads the tree', async () => {
    const unit = await ok(w.api('admin', 'POST', O, { fullName: '中铁十局集团有限公司', enCode: 'ZTSJ', unitType: 'contractor' }));
    const dept = await ok(w.api('admin', 'POST', `${O}/Department`, { parentId: unit.id, fullName: '宁句项目经理部', enCode: 'ZTSJ-XMB' }));
    const made = (await tree('zongjian')).find((n) => n.id === unit.id)!;
    assert.equal(made.unitType, 'contractor');
    assert.deepEqual(made.children.map((c) => c.id), [dept.id]);
    const info = await ok(w.api('admin', 'GET', `${O}/${unit.id}`));
    assert.equal(info.unitTypeName, '施工单位');
    const entries = await db().select().from(auditLog).where(eq(auditLog.kind, 'organize'));
    assert.deepEqual(entries.map((e) => e.objectName).sort(), ['中铁十局集团有限公司', '宁句项目经理部'].sort());
  });

  it('renames and moves a department, and deletes one with nothing in it', async () => {
    const dept = await ok(w.api('admin', 'POST', `${O}/Department`, { parentId: 'org_con1', fullName: '测量队', enCode: 'STLQ-CLD' }));
    await ok(w.api('admin', 'PUT', `${O}/Department/${dept.id}`, { parentId: 'org_con2', fullName: '测量班', enCode: 'STLQ-CLD' }));
    const [row] = await db().select().from(organizes).where(eq(organizes.id, dept.id));
    assert.deepEqual([row.parentId, row.fullName], ['org_con2', '测量班']);
    await ok(w.api('admin', 'DELETE', `${O}/Department/${dept.id}`));
    assert.equal((await db().select().from(organizes).where(eq(organizes.id, dept.id))).length, 0);
  });

  it('refuses bad input, writing nothing', async () => {
    await w.refused('admin', 'POST', O, { fullName: '重复', enCode: 'STLQ' }, /组织编码已存在/);
    await w.refused('admin', 'POST', O, { fullName: '坏编码', enCode: '中文' }, /enCode/);
    await w.refused('admin', 'POST', O, { fullName: '坏类型', enCode: 'BAD1', unitType: 'bank' }, /unitType/);
    await w.refused('admin', 'POST', O, { enCode: 'NONAME' }, /fullName/);
    await w.refused('admin', 'POST', `${O}/Department`, { fullName: '无上级', enCode: 'NOPARENT' }, /部门必须属于一个单位或部门/);
    await w.refused('admin', 'POST', `${O}/Department`, { parentId: 'org_nowhere', fullName: '错上级', enCode: 'BADPARENT' }, /上级组织不存在/);
    await w.refused('admin', 'POST', O, { fullName: '错负责人', enCode: 'BADMGR', managerId: 'u_nobody' }, /负责人不存在/);
    await w.refused('admin', 'PUT', `${O}/Department/dept_sup_zjb`, { parentId: 'dept_sup_zd1', fullName: '宁句改扩建总监办', enCode: 'HTJL-ZJB' }, /不能是自己或自己的下级/);
    await w.refused('admin', 'PUT', `${O}/Department/org_con1`, { fullName: '单位不是部门', enCode: 'STLQ' }, /组织不存在/);
  });

  it('refuses deleting a unit or department in use', async () => {
    await w.refused('admin', 'DELETE', `${O}/org_con1`, undefined, /还有下级组织/);
    await w.refused('admin', 'DELETE', `${O}/Department/dept_con1_gc`, undefined, /还有人员/);
    const empty = await ok(w.api('admin', 'POST', O, { fullName: '参建单位', enCode: 'CJDW', unitType: 'lab' }));
    await ok(w.api('admin', 'POST', '/api/permission/Project', { fullName: '用到单位的项目', enCode: 'USESUNIT', contracts: [{ fullName: '一标', enCode: 'U1', constructionUnitId: empty.id }] }));
    await w.refused('admin', 'DELETE', `${O}/${empty.id}`, undefined, /参建单位,不能删除/);
  });

  it('refuses a non-administrator and a project administrator any change', async () => {
    await w.refused('jianli', 'GET', `${O}/Tree`, undefined, NOT_ADMIN);
    await w.refused('jianli', 'POST', O, { fullName: '越权', enCode: 'YQ1' }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', O, { fullName: '越权', enCode: 'YQ2' }, SYSTEM_ONLY);
    await w.refused('zongjian', 'PUT', `${O}/Department/dept_sup_zd1`, { fullName: '改名', enCode: 'HTJL-ZD1' }, SYSTEM_ONLY);
    await w.refused('zongjian', 'DELETE', `${O}/Department/dept_design_rep`, undefined, SYSTEM_ONLY);
  });
});

describe('Position', () => {
  it('makes, renames and deletes a position of a unit; lists it with its holders', async () => {
    const made = await ok(w.api('admin', 'POST', '/api/permission/Position', { organizeId: 'dept_con1_gc', fullName: '测量员', enCode: 'pos_cly' }));
    await ok(w.api('admin', 'PUT', `/api/permission/Position/${made.id}`, { organizeId: 'dept_con1_gc', fullName: '测量工程师', enCode: 'pos_cly' }));
    const list = (await ok(w.api('zongjian', 'GET', '/api/permission/Position?organizeId=dept_con1_gc'))).list;
    assert.ok(list.some((p: { id: string; fullName: string }) => p.id === made.id && p.fullName === '测量工程师'));
    const holders = await ok(w.api('admin', 'GET', '/api/permission/UserRelation/pos_con1_tester'));
    assert.ok(holders.list.length >= 1);
    await ok(w.api('admin', 'DELETE', `/api/permission/Position/${made.id}`));
  });

  it('refuses bad input, a held position, a non-administrator and a project administrator, writing nothing', async () => {
    await w.refused('admin', 'POST', '/api/permission/Position', { organizeId: 'org_nowhere', fullName: '岗', enCode: 'pos_x1' }, /组织不存在/);
    await w.refused('admin', 'POST', '/api/permission/Position', { organizeId: 'dept_con1_gc', fullName: '重复', enCode: 'JL-SYS-SYY' }, /岗位编码已存在/);
    await w.refused('admin', 'POST', '/api/permission/Position', { organizeId: 'dept_con1_gc', fullName: '', enCode: 'pos_x2' }, /fullName/);
    await w.refused('admin', 'DELETE', '/api/permission/Position/pos_con1_tester', undefined, /还有人员/);
    await w.refused('admin', 'DELETE', '/api/permission/Position/pos_nowhere', undefined, /岗位不存在/);
    await w.refused('shigong', 'POST', '/api/permission/Position', { organizeId: 'dept_con1_gc', fullName: '岗', enCode: 'pos_x3' }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', '/api/permission/Position', { organizeId: 'dept_con1_gc', fullName: '岗', enCode: 'pos_x4' }, SYSTEM_ONLY);
  });
});
