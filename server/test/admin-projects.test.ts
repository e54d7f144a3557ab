/**
 * Projects, contract sections, who works on them and who administers them
 * (/api/permission/Project, Project/{id}/Contract, Project/{id}/Members, organizeAdminIsTrator).
 * Every user's project and contract pickers follow a change at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, contracts } from '../src/db/schema.js';
import { adminWorld, DEMO_PROJECT, NOT_ADMIN, ok, OUTSIDE, SYSTEM_ONLY, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const P = '/api/permission/Project';
const db = () => w.t.database.db;
const projectsOf = async (account: 'jianli' | 'admin' | 'zongjian') => (await ok(w.api(account, 'GET', '/api/oauth/CurrentUser?type=app'))).projectList.map((p: { id: string }) => p.id);

const newProject = (enCode: string, extra: Record<string, unknown> = {}) => ({
  fullName: `测试项目${enCode}`, enCode, location: '江苏南京', startDate: Date.UTC(2026, 0, 1), endDate: Date.UTC(2028, 11, 31), ownerUnitId: 'org_owner',
  contracts: [
    { fullName: `${enCode}第一合同段`, enCode: `${enCode}-01`, sectionName: '第一合同段', constructionUnitId: 'org_con1', supervisionUnitId: 'org_supervision' },
    { fullName: `${enCode}第二合同段`, enCode: `${enCode}-02`, sectionName: '第二合同段', constructionUnitId: 'org_con2', supervisionUnitId: 'org_supervision' },
  ],
  ...extra,
});

describe('GET, POST, PUT and DELETE Project', () => {
  it('creates a project with two sections and their units; it is in the administrator\'s pickers at once', async () => {
    const made = await ok(w.api('admin', 'POST', P, newProject('TX1')));
    assert.equal(made.contractIds.length, 2);
    assert.ok((await projectsOf('admin')).includes(made.id));
    const info = await ok(w.api('admin', 'GET', `${P}/${made.id}`));
    assert.deepEqual(info.contracts.map((c: { constructionUnitName: string }) => c.constructionUnitName), ['苏通路桥工程集团有限公司', '江南交通建设集团有限公司']);
    assert.equal(info.ownerUnitName, '宁句高速公路建设管理有限公司');
    const entries = await db().select().from(auditLog).where(eq(auditLog.projectId, made.id));
    assert.deepEqual(entries.map((e) => e.kind).sort(), ['contract', 'contract', 'project']);
  });

  it('lists every project to the system administrator and their own to a project administrator', async () => {
    assert.ok((await ok(w.api('admin', 'GET', P))).list.length >= 2);
    const demo = (await ok(w.api('admin', 'GET', P))).list.find((p: { id: string }) => p.id === DEMO_PROJECT);
    assert.equal(demo.contractCount, 3, 'the demo project has three sections');
    assert.ok(demo.memberCount > 10, `the demo project's people: ${demo.memberCount}`);
    const mine = await ok(w.api('zongjian', 'GET', P));
    assert.deepEqual(mine.list.map((p: { id: string }) => p.id), [DEMO_PROJECT]);
    await w.refused('jianli', 'GET', P, undefined, NOT_ADMIN);
  });

  it('refuses bad input, a non-administrator, and creating one to a project administrator', async () => {
    await w.refused('admin', 'POST', P, newProject('NJGK'), /项目编码已存在/);
    await w.refused('admin', 'POST', P, newProject('TX2', { ownerUnitId: 'org_nowhere' }), /ownerUnitId 不是已有的单位/);
    await w.refused('admin', 'POST', P, newProject('TX3', { endDate: Date.UTC(2025, 0, 1) }), /结束日期不能早于开始日期/);
    await w.refused('admin', 'POST', P, newProject('TX4', { contracts: [{ fullName: '一', enCode: 'A' }, { fullName: '二', enCode: 'a' }] }), /相同编码的合同段/);
    await w.refused('admin', 'POST', P, newProject('TX5', { contracts: [{ fullName: '一', enCode: 'A', constructionUnitId: 'dept_con1_gc' }] }), /constructionUnitId 不是已有的单位/);
    await w.refused('admin', 'POST', P, { enCode: 'TX6' }, /fullName/);
    await w.refused('shigong', 'POST', P, newProject('TX7'), NOT_ADMIN);
    await w.refused('zongjian', 'POST', P, newProject('TX8'), SYSTEM_ONLY);
  });

  it('lets a project administrator change their project, not another; deletes only an empty project', async () => {
    await ok(w.api('zongjian', 'PUT', `${P}/${DEMO_PROJECT}`, { fullName: '宁句高速公路改扩建工程', enCode: 'NJGK', location: '江苏南京—句容' }));
    assert.equal((await ok(w.api('admin', 'GET', `${P}/${DEMO_PROJECT}`))).location, '江苏南京—句容');
    await w.refused('zongjian', 'PUT', `${P}/${w.otherProject}`, { fullName: '改', enCode: 'LYRC' }, OUTSIDE);
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}`, { fullName: '宁句', enCode: 'LYRC' }, /项目编码已存在/);
    await w.refused('admin', 'DELETE', `${P}/${DEMO_PROJECT}`, undefined, /还有合同段/);
    await w.refused('zongjian', 'DELETE', `${P}/${DEMO_PROJECT}`, undefined, SYSTEM_ONLY);
    const empty = await ok(w.api('admin', 'POST', P, { fullName: '空项目', enCode: 'EMPTY' }));
    await ok(w.api('admin', 'DELETE', `${P}/${empty.id}`));
    await w.refused('admin', 'GET', `${P}/${empty.id}`, undefined, /项目不存在/);
  });
});

describe('Project/{id}/Contract', () => {
  it('adds, changes and deletes a section of a project', async () => {
    const made = await ok(w.api('zongjian', 'POST', `${P}/${DEMO_PROJECT}/Contract`, { fullName: '宁句第四合同段', enCode: 'NJGK-SG04', constructionUnitId: 'org_con3' }));
    await ok(w.api('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Contract/${made.id}`, { fullName: '宁句第四合同段(房建)', enCode: 'NJGK-SG04' }));
    assert.equal((await db().select().from(contracts).where(eq(contracts.id, made.id)))[0].fullName, '宁句第四合同段(房建)');
    await ok(w.api('zongjian', 'DELETE', `${P}/${DEMO_PROJECT}/Contract/${made.id}`));
  });

  it('refuses bad input, a section in use, a non-administrator and another project\'s section', async () => {
    await w.refused('admin', 'POST', `${P}/${DEMO_PROJECT}/Contract`, { fullName: '重复', enCode: 'NJGK-SG01' }, /相同编码的合同段/);
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}/Contract/${w.otherContract}`, { fullName: '错项目', enCode: 'X' }, /合同段不存在/);
    await w.refused('admin', 'DELETE', `${P}/${DEMO_PROJECT}/Contract/ct_sg01`, undefined, /还有人员/);
    await w.refused('jianli', 'POST', `${P}/${DEMO_PROJECT}/Contract`, { fullName: '五', enCode: 'X5' }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${P}/${w.otherProject}/Contract`, { fullName: '五', enCode: 'X5' }, OUTSIDE);
  });
});

describe('Project/{id}/Members: people on a project and its sections, with their roles', () => {
  it('puts a person on another project\'s section; their pickers follow at once, and again when taken off', async () => {
    assert.ok(!(await projectsOf('jianli')).includes(w.otherProject));
    await ok(w.api('admin', 'PUT', `${P}/${w.otherProject}/Members/u_jianli`, { contractIds: [w.otherContract] }));
    assert.ok((await projectsOf('jianli')).includes(w.otherProject));
    const switched = await ok(w.api('jianli', 'GET', `/api/oauth/contract-data/${w.otherContract}`));
    assert.equal(switched.project.id, w.otherProject);
    const members = await ok(w.api('admin', 'GET', `${P}/${w.otherProject}/Members`));
    assert.deepEqual(members.list.find((m: { userId: string }) => m.userId === 'u_jianli').contractIds, [w.otherContract]);
    await ok(w.api('admin', 'DELETE', `${P}/${w.otherProject}/Members/u_jianli`));
    const me = await ok(w.api('jianli', 'GET', '/api/oauth/CurrentUser?type=app'));
    assert.ok(!me.projectList.some((p: { id: string }) => p.id === w.otherProject));
    assert.equal(me.project.id, DEMO_PROJECT, 'the context left the project with the person');
  });

  it('gives a person on a section a role, within what a project administrator holds', async () => {
    const role = await ok(w.api('zongjian', 'POST', '/api/permission/Role', { fullName: '质检员', enCode: 'zhijian', projectId: DEMO_PROJECT }));
    await ok(w.api('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, { contractIds: ['ct_sg01'], roleIds: ['role_shigong', role.id] }));
    const entry = (await db().select().from(auditLog).where(and(eq(auditLog.kind, 'member'), eq(auditLog.objectId, 'u_sgy1'))))[0];
    assert.deepEqual((entry.after as { roleIds: string[] }).roleIds, ['role_shigong', role.id]);
    await w.refused('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, { contractIds: ['ct_sg01'], roleIds: ['role_shigong', role.id, 'role_anquan'] }, /不能授予角色「安全员」/);
  });

  it('refuses bad input, a non-administrator and a project administrator outside their project', async () => {
    const outsider = await ok(w.api('admin', 'POST', '/api/permission/Users', { account: 'lyworker', realName: '溧阳工人', organizeId: 'dept_con2_gc', projectIds: [w.otherProject] }));
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, { contractIds: [w.otherContract] }, /不属于该项目/);
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_nobody`, { contractIds: [] }, /人员不存在/);
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, { contractIds: ['ct_sg01'], roleIds: ['role_nowhere'] }, /不存在的角色/);
    await w.refused('admin', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, {}, /contractIds/);
    await w.refused('anquan', 'PUT', `${P}/${DEMO_PROJECT}/Members/u_sgy1`, { contractIds: [] }, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${P}/${w.otherProject}/Members/u_sgy1`, { contractIds: [] }, OUTSIDE);
    await w.refused('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Members/${outsider.id}`, { contractIds: [] }, OUTSIDE);
    await w.refused('zongjian', 'DELETE', `${P}/${w.otherProject}/Members/${outsider.id}`, undefined, OUTSIDE);
    // someone also on another project: a project administrator places them here, but their roles are the system administrator's
    await ok(w.api('admin', 'PUT', `${P}/${DEMO_PROJECT}/Members/${outsider.id}`, { contractIds: ['ct_sg02'] }));
    await ok(w.api('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Members/${outsider.id}`, { contractIds: ['ct_sg03'] }));
    await w.refused('zongjian', 'PUT', `${P}/${DEMO_PROJECT}/Members/${outsider.id}`, { contractIds: ['ct_sg03'], roleIds: ['role_yezhu'] }, /只能由系统管理员调整/);
  });
});

describe('organizeAdminIsTrator: project administrators', () => {
  it('names and removes a project administrator; the 管理 area follows (userInfo.adminProjectIds)', async () => {
    const list = await ok(w.api('admin', 'GET', '/api/permission/organizeAdminIsTrator'));
    assert.ok(list.list.some((a: { userId: string; organizeId: string }) => a.userId === 'u_zongjian' && a.organizeId === DEMO_PROJECT));
    await ok(w.api('admin', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_jianli', organizeId: DEMO_PROJECT, organizeType: 'project' }));
    assert.deepEqual((await ok(w.api('jianli', 'GET', '/api/oauth/CurrentUser?type=app'))).userInfo.adminProjectIds, [DEMO_PROJECT]);
    assert.equal((await ok(w.api('jianli', 'GET', P))).list.length, 1);
    await ok(w.api('admin', 'DELETE', `/api/permission/organizeAdminIsTrator/${DEMO_PROJECT}:u_jianli`));
    assert.deepEqual((await ok(w.api('jianli', 'GET', '/api/oauth/CurrentUser?type=app'))).userInfo.adminProjectIds, []);
    await w.refused('jianli', 'GET', P, undefined, NOT_ADMIN);
  });

  it('refuses bad input, someone not on the project, a non-administrator and a project administrator', async () => {
    await w.refused('admin', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_jianli', organizeId: w.otherProject }, /不是项目成员/);
    await w.refused('admin', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_jianli', organizeId: DEMO_PROJECT, organizeType: 'company' }, /organizeType=project/);
    await w.refused('admin', 'DELETE', '/api/permission/organizeAdminIsTrator/nothing', undefined, /项目管理员不存在/);
    await w.refused('yezhu', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_jianli', organizeId: DEMO_PROJECT }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_jianli', organizeId: DEMO_PROJECT }, SYSTEM_ONLY);
  });
});
