/**
 * People administration (/api/permission/Users, API.md 9): each call succeeds for an
 * administrator, refuses bad input with a message and writes nothing, refuses a non-administrator,
 * and refuses a project administrator outside their project and when giving more than they hold.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, flowTaskOperators, users } from '../src/db/schema.js';
import { md5Hex } from '../src/lib/ids.js';
import { call, form, login } from './helpers.js';
import { adminWorld, DEMO_PROJECT, NOT_ADMIN, ok, OUTSIDE, type AdminWorld } from './admin-world.js';
import { assertNothingWritten } from './unchanged.js';

let w: AdminWorld;
before(async () => { w = await adminWorld({ demoTasks: true }); });
after(async () => { await w.close(); });

const U = '/api/permission/Users';
const db = () => w.t.database.db;
const lastAudit = async () => (await db().select().from(auditLog).orderBy(sql`${auditLog.at} desc, ${auditLog.id} desc`).limit(1))[0];
const person = (account: string, extra: Record<string, unknown> = {}) => ({ account, realName: `测试${account}`, organizeId: 'dept_con1_gc', ...extra });
const signIn = (account: string, plain: string) => login(w.app, account, md5Hex(plain));

describe('GET Users: the people an administrator administers', () => {
  it('answers the system administrator every person, filtered and paged, in JNPF shapes', async () => {
    const page = await ok(w.api('admin', 'GET', `${U}?pageSize=5`));
    assert.equal(page.list.length, 5);
    assert.ok(page.pagination.total >= 25);
    const shigong = (await ok(w.api('admin', 'GET', `${U}?keyword=shigong`))).list[0];
    assert.equal(shigong.account, 'shigong');
    assert.equal(shigong.enabledMark, 1);
    assert.match(shigong.organize, /苏通路桥工程集团有限公司\/.*项目经理部/);
    assert.equal(shigong.roleId, 'role_shigong');
    assert.deepEqual(shigong.contractIds, ['ct_sg01']);
    assert.deepEqual([shigong.roleName, shigong.projectName, shigong.contractName],
      ['施工项目经理', '宁句高速公路改扩建工程', '宁句高速公路改扩建工程第一合同段']);
    const inUnit = await ok(w.api('admin', 'GET', `${U}?organizeId=org_con1&pageSize=100`));
    assert.ok(inUnit.list.every((p: { organize: string }) => p.organize.startsWith('苏通路桥工程集团有限公司')));
  });

  it('answers a project administrator only the people of their project', async () => {
    await ok(w.api('admin', 'POST', U, person('elsewhere1', { projectIds: [w.otherProject] })));
    const mine = await ok(w.api('zongjian', 'GET', `${U}?pageSize=500`));
    const accounts = mine.list.map((p: { account: string }) => p.account);
    assert.ok(accounts.includes('shigong'));
    assert.ok(!accounts.includes('elsewhere1'));
    // a system administrator on the project is listed, but out of a project administrator's reach
    assert.ok(accounts.includes('admin'));
    await w.refused('zongjian', 'PUT', `${U}/u_admin`, { realName: '改名', organizeId: 'dept_owner_it' }, OUTSIDE);
  });

  it('refuses a non-administrator, a project administrator asking for another project, and bad paging', async () => {
    await w.refused('jianli', 'GET', U, undefined, NOT_ADMIN);
    await w.refused('zongjian', 'GET', `${U}?projectId=${w.otherProject}`, undefined, OUTSIDE);
    await w.refused('admin', 'GET', `${U}?pageSize=0`, undefined, /pageSize/);
  });
});

describe('POST Users: a new person with a generated initial password, shown once', () => {
  it('creates the person; they sign in with it and must change it first', async () => {
    const made = await ok(w.api('admin', 'POST', U, person('newbie1', { mobilePhone: '13900000001', roleId: 'role_anquan', projectIds: [DEMO_PROJECT], contractIds: ['ct_sg01'] })));
    assert.match(made.password, /^[A-Za-z0-9]{10}$/);
    const [row] = await db().select().from(users).where(eq(users.id, made.id));
    assert.equal(row.mustChangePassword, true);
    assert.notEqual(row.passwordHash, made.password);
    const token = (await signIn('newbie1', made.password)).data!.token;
    const other = await call(w.app, { method: 'GET', url: '/api/oauth/project-data?projectId=proj_njgk', headers: { authorization: token } });
    assert.equal(other.msg, '请先修改初始密码');
    const audit = await lastAudit();
    assert.ok(audit.kind === 'signIn' || audit.kind === 'user');
    const created = (await db().select().from(auditLog).where(and(eq(auditLog.objectId, made.id), eq(auditLog.action, 'create'))))[0];
    assert.equal(created.actorAccount, 'admin');
    assert.equal((created.after as { account: string }).account, 'newbie1');
  });

  it('refuses bad input with a message, writing nothing', async () => {
    await w.refused('admin', 'POST', U, person('shigong'), /账户名称不能重复/);
    await w.refused('admin', 'POST', U, person('SHIGONG'), /账户名称不能重复/);
    await w.refused('admin', 'POST', U, person('bad mobile', {}), /account/);
    await w.refused('admin', 'POST', U, person('badmobile', { mobilePhone: '1234' }), /mobilePhone/);
    await w.refused('admin', 'POST', U, person('takenmobile', { mobilePhone: '13962158820' }), /手机号已被其他账号使用/);
    await w.refused('admin', 'POST', U, person('nounit', { organizeId: 'org_nowhere' }), /organizeId 不存在/);
    await w.refused('admin', 'POST', U, person('norolex', { roleId: 'role_nowhere' }), /roleId 不存在/);
    await w.refused('admin', 'POST', U, person('outsidect', { projectIds: [w.otherProject], contractIds: ['ct_sg01'] }), /不属于所选项目/);
    await w.refused('admin', 'POST', U, person('weakpw', { password: md5Hex('123456') }), /过于简单|常见密码/);
    await w.refused('admin', 'POST', U, { realName: '没有账户', organizeId: 'dept_con1_gc' }, /account/);
  });

  it('refuses a non-administrator', () => w.refused('anquan', 'POST', U, person('byanquan'), NOT_ADMIN));

  it('lets a project administrator add people to their project, within what they hold', async () => {
    const crewRole = await ok(w.api('zongjian', 'POST', '/api/permission/Role', { fullName: '劳务班组', enCode: 'crew', projectId: DEMO_PROJECT }));
    const made = await ok(w.api('zongjian', 'POST', U, person('crew1', { roleId: crewRole.id, contractIds: ['ct_sg02'] })));
    const info = await ok(w.api('admin', 'GET', `${U}/${made.id}`));
    assert.deepEqual(info.projectIds, [DEMO_PROJECT]);
    assert.equal(info.roleId, crewRole.id);
    await w.refused('zongjian', 'POST', U, person('crew2', { projectIds: [w.otherProject] }), OUTSIDE);
    // the contractor's role holds 新增 on modules the chief supervisor only approves
    await w.refused('zongjian', 'POST', U, person('crew3', { roleId: 'role_shigong' }), /不能授予角色「施工项目经理」/);
    await w.refused('zongjian', 'POST', U, person('crew4', { roleId: 'role_admin' }), /不能授予/);
  });
});

describe('GET, PUT and DELETE Users/{id}', () => {
  it('reads and changes a person, keeping from what to what in the audit', async () => {
    const info = await ok(w.api('admin', 'GET', `${U}/u_sgy1`));
    assert.equal(info.account, 'xubin');
    await ok(w.api('admin', 'PUT', `${U}/u_sgy1`, { realName: '徐斌斌', organizeId: 'dept_con1_gc', mobilePhone: '18260073915' }));
    const audit = await lastAudit();
    assert.equal(audit.action, 'update');
    assert.deepEqual(audit.before, { realName: '徐斌' });
    assert.deepEqual(audit.after, { realName: '徐斌斌' });
    // the new name is what every other call says at once
    const brief = await ok(w.api('admin', 'POST', '/api/permission/Users/getUserList', { ids: ['u_sgy1'] }));
    assert.equal(brief.list[0].realName, '徐斌斌');
  });

  it('refuses bad input, a non-administrator and a project administrator outside their project', async () => {
    const outsider = await ok(w.api('admin', 'POST', U, person('elsewhere2', { projectIds: [w.otherProject] })));
    await w.refused('admin', 'PUT', `${U}/u_sgy1`, { realName: '徐斌', organizeId: 'dept_con1_gc', mobilePhone: '13962158820' }, /手机号已被其他账号使用/);
    await w.refused('admin', 'PUT', `${U}/u_sgy1`, { realName: '', organizeId: 'dept_con1_gc' }, /realName/);
    await w.refused('admin', 'PUT', `${U}/u_nobody`, { realName: '谁', organizeId: 'dept_con1_gc' }, /人员不存在/);
    await w.refused('jianli', 'PUT', `${U}/u_sgy1`, { realName: '改名', organizeId: 'dept_con1_gc' }, NOT_ADMIN);
    await w.refused('zongjian', 'GET', `${U}/${outsider.id}`, undefined, OUTSIDE);
    await w.refused('zongjian', 'PUT', `${U}/${outsider.id}`, { realName: '改名', organizeId: 'dept_con1_gc' }, OUTSIDE);
    await w.refused('zongjian', 'PUT', `${U}/u_sgy1`, { realName: '徐斌斌', organizeId: 'dept_con1_gc', roleId: 'role_shigong,role_anquan' }, /不能授予角色/);
    await w.refused('zongjian', 'DELETE', `${U}/${outsider.id}`, undefined, OUTSIDE);
  });

  it('cancels an account: it can no longer sign in, its records stay', async () => {
    const made = await ok(w.api('admin', 'POST', U, person('leaver0')));
    await ok(w.api('admin', 'DELETE', `${U}/${made.id}`));
    assert.equal((await signIn('leaver0', made.password)).msg, '该账号已注销,无法登录');
    await w.refused('admin', 'DELETE', `${U}/u_admin`, undefined, /不能对自己的账号/);
  });

  it('refuses to delete someone still in use, and says to disable them instead', async () => {
    // u_zhudi1 has todos waiting (demo tasks); someone who started a flow has records
    await w.refused('admin', 'DELETE', `${U}/u_zhudi1`, undefined, /还有待办,不能删除.*禁用/);
    const res = await db().execute(sql`select t.creator_id as id from flow_tasks t join users u on u.id = t.creator_id
      where not u.is_admin and not exists (select 1 from flow_task_operators o where o.user_id = u.id and o.pending) limit 1`);
    const [author] = (res as unknown as { rows: Array<{ id: string }> }).rows;
    assert.ok(author, 'the demo has someone who started a flow and has no todo');
    await w.refused('admin', 'DELETE', `${U}/${author.id}`, undefined, /已有业务数据,不能删除,可改为禁用/);
  });
});

describe('POST Users/{id}/Actions/ResetPassword', () => {
  it('gives a generated password once, ends the sessions, and the person must change it', async () => {
    const made = await ok(w.api('admin', 'POST', U, person('resetme', { projectIds: [DEMO_PROJECT] })));
    const first = (await signIn('resetme', made.password)).data!.token;
    const reset = await ok(w.api('zongjian', 'POST', `${U}/${made.id}/Actions/ResetPassword`, {}));
    assert.match(reset.password, /^[A-Za-z0-9]{10}$/);
    assert.equal((await call(w.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: first } })).code, 600);
    assert.equal((await signIn('resetme', made.password)).code, 400);
    const token = (await signIn('resetme', reset.password)).data!.token;
    const me = await call(w.app, { method: 'GET', url: '/api/oauth/CurrentUser?type=app', headers: { authorization: token } });
    assert.equal(me.data.userInfo.mustChangePassword, true);
    // a password the administrator chooses, given twice
    await ok(w.api('admin', 'POST', `${U}/${made.id}/Actions/ResetPassword`, { userPassword: md5Hex('Site#2026x'), validatePassword: md5Hex('Site#2026x') }));
    assert.equal((await signIn('resetme', 'Site#2026x')).code, 200);
  });

  it('refuses bad input, a non-administrator and a project administrator outside their project', async () => {
    const outsider = await ok(w.api('admin', 'POST', U, person('elsewhere3', { projectIds: [w.otherProject] })));
    await w.refused('admin', 'POST', `${U}/u_sgy1/Actions/ResetPassword`, { userPassword: md5Hex('Site#2026x'), validatePassword: md5Hex('Site#2026y') }, /两次输入的密码不一致/);
    await w.refused('admin', 'POST', `${U}/u_sgy1/Actions/ResetPassword`, { userPassword: md5Hex('123456'), validatePassword: md5Hex('123456') }, /简单|常见/);
    await w.refused('admin', 'POST', `${U}/u_sgy1/Actions/ResetPassword`, { userPassword: 'not-md5' }, /userPassword/);
    await w.refused('shigong', 'POST', `${U}/u_sgy1/Actions/ResetPassword`, {}, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${U}/${outsider.id}/Actions/ResetPassword`, {}, OUTSIDE);
  });
});

describe('PUT Users/{id}/Actions/State: disabling a leaver', () => {
  it('ends their open session at once, lists their open todos, and hands them over', async () => {
    const [pending] = await db().select().from(flowTaskOperators).where(and(eq(flowTaskOperators.userId, 'u_zhudi1'), eq(flowTaskOperators.pending, true))).limit(1);
    assert.ok(pending, 'the demo leaves 周海涛 a todo');
    const token = (await login(w.app, 'zhouhaitao')).data!.token;
    assert.equal((await call(w.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })).code, 200);
    const disabled = await ok(w.api('admin', 'PUT', `${U}/u_zhudi1/Actions/State`, { enabledMark: 0 }));
    assert.ok(disabled.openTasks.some((t: { taskId: string }) => t.taskId === pending.taskId));
    const refused = await call(w.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
    assert.deepEqual([refused.code, refused.msg], [600, '账号已被禁用,请联系管理员']);
    assert.equal((await login(w.app, 'zhouhaitao')).msg, '该账号已被禁用,请联系管理员');
    const listed = await ok(w.api('admin', 'GET', `${U}?keyword=zhouhaitao`));
    assert.equal(listed.list[0].enabledMark, 0);
    const handed = await ok(w.api('admin', 'POST', `${U}/workHandover`, { fromId: 'u_zhudi1', toId: 'u_zhudi2' }));
    assert.ok(handed.success >= 1);
    const left = await db().select().from(flowTaskOperators).where(and(eq(flowTaskOperators.userId, 'u_zhudi1'), eq(flowTaskOperators.pending, true)));
    assert.equal(left.length, 0);
    const now = await db().select().from(flowTaskOperators).where(and(eq(flowTaskOperators.userId, 'u_zhudi2'), eq(flowTaskOperators.taskId, pending.taskId), eq(flowTaskOperators.pending, true)));
    assert.equal(now.length, 1);
    await ok(w.api('admin', 'PUT', `${U}/u_zhudi1/Actions/State`, { enabledMark: 1 }));
    assert.equal((await login(w.app, 'zhouhaitao')).code, 200);
  });

  it('refuses bad input, oneself, a non-administrator and a project administrator outside their project', async () => {
    const outsider = await ok(w.api('admin', 'POST', U, person('elsewhere4', { projectIds: [w.otherProject] })));
    await w.refused('admin', 'PUT', `${U}/u_sgy1/Actions/State`, { enabledMark: 5 }, /enabledMark/);
    await w.refused('admin', 'PUT', `${U}/u_admin/Actions/State`, { enabledMark: 0 }, /不能对自己的账号/);
    await w.refused('jianli', 'PUT', `${U}/u_sgy1/Actions/State`, { enabledMark: 0 }, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${U}/${outsider.id}/Actions/State`, { enabledMark: 0 }, OUTSIDE);
    await w.refused('zongjian', 'POST', `${U}/workHandover`, { fromId: 'u_sgy1', toId: 'u_shigong' }, /仅系统管理员/);
    await w.refused('admin', 'POST', `${U}/workHandover`, { fromId: 'u_sgy1', toId: 'u_sgy1' }, /不能相同/);
  });
});

describe('PUT Users/{id}/Actions/Unlock', () => {
  it('lifts the sign-in lock at once', async () => {
    const made = await ok(w.api('admin', 'POST', U, person('locked1', { projectIds: [DEMO_PROJECT] })));
    for (let i = 0; i < w.t.config.loginLockThreshold; i += 1) await signIn('locked1', 'wrong-password');
    assert.match((await signIn('locked1', made.password)).msg, /已锁定/);
    assert.equal((await ok(w.api('admin', 'GET', `${U}?keyword=locked1`))).list[0].enabledMark, 2);
    await ok(w.api('zongjian', 'PUT', `${U}/${made.id}/Actions/Unlock`));
    assert.equal((await signIn('locked1', made.password)).code, 200);
    const audit = (await db().select().from(auditLog).where(and(eq(auditLog.objectId, made.id), eq(auditLog.action, 'unlock'))))[0];
    assert.equal(audit.actorAccount, 'zongjian');
    assert.ok((await db().select().from(auditLog).where(and(eq(auditLog.actorId, made.id), eq(auditLog.action, 'locked')))).length === 1);
  });

  it('refuses one not locked, a non-administrator and a project administrator outside their project', async () => {
    const outsider = await ok(w.api('admin', 'POST', U, person('elsewhere5', { projectIds: [w.otherProject] })));
    await w.refused('admin', 'PUT', `${U}/u_sgy1/Actions/Unlock`, undefined, /未被锁定/);
    await w.refused('norole', 'PUT', `${U}/u_sgy1/Actions/unlock`, undefined, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${U}/${outsider.id}/Actions/Unlock`, undefined, OUTSIDE);
  });
});

describe('a refused sign-in', () => {
  it('of an account that does not exist writes nothing; a wrong password is kept with its try', async () => {
    await assertNothingWritten(db(), async () => {
      assert.equal((await login(w.app, 'nobody-at-all', md5Hex('x'))).code, 400);
    });
    const res = await call(w.app, { method: 'POST', url: '/api/oauth/Login', ...form({ account: 'yezhu', password: md5Hex('nope'), origin: 'password', grant_type: 'password' }) });
    assert.equal(res.code, 400);
    const entry = (await db().select().from(auditLog).where(and(eq(auditLog.actorId, 'u_yezhu'), eq(auditLog.action, 'wrongPassword'))))[0];
    assert.equal(entry.category, 1);
  });
});
