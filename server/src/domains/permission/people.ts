/**
 * People (/api/permission/Users, JNPF's administration shapes): list, read, create, change, cancel;
 * reset a password (the person must change it at the next sign-in), disable a leaver (their
 * sessions end at once, their open todos are answered for hand-over, their records stay), unlock.
 * A project administrator reaches only people of their projects (adminScope.ts) and gives only
 * roles they could grant themselves (roles.requireAssignable).
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { md5Hex, newId } from '../../lib/ids.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { isWeakPasswordDigest, WEAK_PASSWORD_MSG } from '../../lib/weakPasswords.js';
import { tokensRevoked } from '../../realtime/revocations.js';
import { revokeUserTokens } from '../oauth/repo.js';
import { diff, record, type Values } from '../system/audit.js';
import { adminScopeOf, MSG as SCOPE_MSG, reachOf, requireProject, type AdminScope } from './adminScope.js';
import { peopleChanged } from './caches.js';
import { indexOrganizes, type OrgIndex } from './orgTree.js';
import { listContracts } from './account.repo.js';
import * as repo from './people.repo.js';
import * as rolesRepo from './roles.repo.js';
import * as directory from './repo.js';
import { requireAssignable, type Caller } from './roles.js';
import { refuse } from './visibility.js';
import type { PersonItem } from '../../../../types/api/admin.js';

export const MSG = {
  noPerson: '人员不存在或不在您的管理范围内',
  accountTaken: '账户名称不能重复',
  mobileTaken: '该手机号已被其他账号使用',
  missing: (field: string) => `${field} 不存在或已停用`,
  contractOutside: 'contractIds 中的合同段不属于所选项目',
  self: '不能对自己的账号执行此操作',
  adminTarget: '系统管理员账号不能被禁用或删除',
  mismatch: '两次输入的密码不一致',
  noProjectGiven: '请选择人员所在的项目',
  notLocked: '该账号未被锁定',
  inUse: {
    tasks: '该人员还有待办,不能删除,请先移交待办,或改为禁用',
    records: '该人员已有业务数据,不能删除,可改为禁用',
  },
} as const;

/** 1 enabled, 0 disabled, 2 locked (JNPF enabledMark, as SiteFlow serves it). */
export const stateOf = (p: { enabled: boolean; lockedUntil: Date | null }, now: Date): 0 | 1 | 2 =>
  !p.enabled ? 0 : p.lockedUntil && p.lockedUntil.getTime() > now.getTime() ? 2 : 1;

export const STATE_NAMES = { 0: '禁用', 1: '启用', 2: '锁定' } as const;

/** The answer's shape is the app's (types/api/admin.ts), so the two cannot drift apart. */
export type { PersonItem };

export function toPersonItem(p: repo.PersonRow, orgs: OrgIndex, now: Date): PersonItem {
  const positionIds = p.positionId ? [p.positionId, ...p.positionIds.filter((x) => x !== p.positionId)] : p.positionIds;
  return {
    id: p.id, account: p.account, realName: p.realName, gender: p.gender, mobilePhone: p.mobilePhone ?? '', email: p.email ?? '',
    headIcon: p.headIcon ?? '', organizeId: p.organizeId ?? '', organize: orgs.path(p.organizeId), managerId: p.managerId ?? '',
    positionId: positionIds.join(','), position: p.positionNames.join(','), roleId: p.roleIds.join(','), roleName: p.roleNames.join(','),
    projectIds: p.projectIds, projectName: p.projectNames.join(','), contractIds: p.contractIds, contractName: p.contractNames.join(','),
    enabledMark: stateOf(p, now), lockedUntil: p.lockedUntil && p.lockedUntil.getTime() > now.getTime() ? p.lockedUntil.getTime() : null,
    mustChangePassword: p.mustChangePassword, isAdministrator: p.isAdmin, lastLoginTime: p.lastLoginAt?.getTime() ?? null,
    lastLoginIp: p.lastLoginIp ?? '', description: p.description ?? '', sortCode: p.sortCode, creatorTime: p.createdAt.getTime(),
  };
}

/** What the audit keeps of a person's record. */
const personValues = (p: PersonItem): Values => ({
  realName: p.realName, gender: p.gender, mobilePhone: p.mobilePhone, email: p.email, organize: p.organize, managerId: p.managerId,
  position: p.position, roleName: p.roleName, description: p.description, sortCode: p.sortCode,
});

export interface PersonBody {
  account: string;
  realName: string;
  organizeId: string;
  managerId?: string;
  /** ids joined with ',' */
  positionId?: string;
  roleId?: string;
  gender?: number | null;
  mobilePhone?: string;
  email?: string;
  description?: string;
  sortCode?: number;
  enabledMark?: number;
  /** SiteFlow: where the person works (create only; later through Project/{id}/Members) */
  projectIds?: string[];
  contractIds?: string[];
  /** md5 of the initial password; a generated one (answered once) when absent */
  password?: string;
}

const splitIds = (v: string | undefined): string[] => [...new Set((v ?? '').split(',').map((s) => s.trim()).filter(Boolean))];

export function createPeopleAdmin(db: Db) {
  async function orgIndex(): Promise<OrgIndex> {
    return indexOrganizes(await directory.listOrganizes(db));
  }

  /** A person within the scope's reach ('whole': the person's own record may change). */
  async function reachable(scope: AdminScope, id: string, need: 'see' | 'change'): Promise<repo.PersonRow> {
    const p = await repo.getPerson(db, id);
    if (!p) throw refuse(MSG.noPerson);
    const reach = await reachOf(db, scope, id);
    if (reach === 'outside' || reach === 'none yet') throw refuse(MSG.noPerson);
    if (need === 'change' && reach !== 'whole') throw refuse(SCOPE_MSG.elsewhere);
    return p;
  }

  async function checkReferences(b: { organizeId: string; managerId?: string; positionIds: string[]; roleIds: string[] }) {
    const orgs = await directory.listOrganizes(db);
    if (!orgs.some((o) => o.id === b.organizeId)) throw badRequest(MSG.missing('organizeId'));
    const [positions, roles] = await Promise.all([repo.existingIds(db, 'positions', b.positionIds), repo.existingIds(db, 'roles', b.roleIds)]);
    if (b.positionIds.some((x) => !positions.has(x))) throw badRequest(MSG.missing('positionId'));
    if (b.roleIds.some((x) => !roles.has(x))) throw badRequest(MSG.missing('roleId'));
    if (b.managerId && !(await repo.getPerson(db, b.managerId))) throw badRequest(MSG.missing('managerId'));
  }

  async function endSessions(userId: string, reason: 'disabled' | 'password' | 'cancelled', now: Date): Promise<void> {
    const stored = reason === 'password' ? 'logout' : reason;
    await revokeUserTokens(db, userId, stored, now);
    // the sockets' logout first: every instance hears it before the change (IM socket recheck)
    tokensRevoked(db, { userId, reason });
    await peopleChanged([userId]);
  }

  /** PUT Users/{id}/Actions/State {enabledMark}: 0 disables (sessions end at once; the open todos are answered), 1 enables. */
  async function setState(caller: Caller, id: string, enabledMark: number, now: Date) {
    const scope = await adminScopeOf(db, caller);
    if (id === caller.id) throw badRequest(MSG.self);
    const p = await reachable(scope, id, 'change');
    const enable = enabledMark !== 0;
    if (!enable && p.isAdmin) throw badRequest(MSG.adminTarget);
    if (p.enabled !== enable) {
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, id, { enabled: enable, updatedAt: now });
        await record(tx, caller, { kind: 'user', action: enable ? 'enable' : 'disable', objectId: id, objectName: `${p.realName}/${p.account}`,
          projectId: p.projectIds[0] ?? null, before: { enabledMark: p.enabled ? 1 : 0 }, after: { enabledMark: enable ? 1 : 0 } }, now);
      });
      if (enable) await peopleChanged([id]);
      else await endSessions(id, 'disabled', now);
    }
    return { openTasks: enable ? [] : await openTasks(caller, id) };
  }

  async function unlock(caller: Caller, id: string, now: Date) {
    const scope = await adminScopeOf(db, caller);
    const p = await reachable(scope, id, 'change');
    if (!p.lockedUntil && p.loginFailures === 0) throw badRequest(MSG.notLocked);
    await db.transaction(async (tx) => {
      await repo.updatePerson(tx, id, { loginFailures: 0, loginFailuresSince: null, lockedUntil: null, updatedAt: now });
      await record(tx, caller, { kind: 'user', action: 'unlock', objectId: id, objectName: `${p.realName}/${p.account}`, projectId: p.projectIds[0] ?? null,
        before: { lockedUntil: p.lockedUntil?.getTime() ?? null, loginFailures: p.loginFailures } }, now);
    });
    await peopleChanged([id]);
  }

  /** The person's todos not yet handled, for hand-over (FlowBefore/Assign, or Users/workHandover). */
  async function openTasks(caller: Caller, id: string) {
    const scope = await adminScopeOf(db, caller);
    await reachable(scope, id, 'see');
    const rows = await repo.openTasks(db, id);
    return rows.map((r) => ({
      id: r.operatorId, taskId: r.taskId, fullName: r.fullName, nodeCode: r.nodeCode, nodeName: r.nodeName, flowId: r.flowId,
      projectId: r.projectId ?? '', creatorTime: r.createdAt.getTime(),
    }));
  }

  return {
    async list(caller: Caller, q: { keyword?: string; organizeId?: string; projectId?: string; enabledMark?: number; currentPage?: number; pageSize?: number }, now: Date) {
      const scope = await adminScopeOf(db, caller);
      if (q.projectId) requireProject(scope, q.projectId);
      const orgs = await orgIndex();
      const filter: repo.PeopleFilter = {
        keyword: q.keyword || undefined, organizeIds: q.organizeId ? orgs.subtree(q.organizeId) : undefined, projectId: q.projectId || undefined,
        state: q.enabledMark, now, inProjects: scope.all ? undefined : scope.projectIds,
      };
      const currentPage = q.currentPage ?? 1;
      const pageSize = q.pageSize ?? 20;
      const [rows, total] = await Promise.all([
        repo.listPeople(db, filter, { offset: (currentPage - 1) * pageSize, limit: pageSize }), repo.countPeople(db, filter),
      ]);
      return { list: rows.map((p) => toPersonItem(p, orgs, now)), pagination: { currentPage, pageSize, total } };
    },

    async info(caller: Caller, id: string, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const p = await reachable(scope, id, 'see');
      const [orgs, open] = await Promise.all([orgIndex(), repo.openTasks(db, id)]);
      return { ...toPersonItem(p, orgs, now), openTaskCount: open.length };
    },

    async create(caller: Caller, b: PersonBody, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const account = b.account.trim();
      if (b.password && isWeakPasswordDigest(b.password, { account })) throw badRequest(WEAK_PASSWORD_MSG);
      if ((await repo.takenAccounts(db, [account])).size) throw badRequest(MSG.accountTaken);
      const mobilePhone = b.mobilePhone || null;
      if (mobilePhone && (await repo.takenMobiles(db, [mobilePhone])).size) throw badRequest(MSG.mobileTaken);
      const positionIds = splitIds(b.positionId);
      const roleIds = splitIds(b.roleId);
      await checkReferences({ organizeId: b.organizeId, managerId: b.managerId, positionIds, roleIds });
      const projectIds = [...new Set(b.projectIds ?? (scope.all ? [] : scope.projectIds.slice(0, 1)))];
      if (!scope.all && projectIds.length === 0) throw badRequest(MSG.noProjectGiven);
      for (const p of projectIds) requireProject(scope, p);
      const contractIds = [...new Set(b.contractIds ?? [])];
      const [projects, contracts] = await Promise.all([repo.existingIds(db, 'projects', projectIds), contractProjects(db, contractIds)]);
      if (projectIds.some((x) => !projects.has(x))) throw badRequest(MSG.missing('projectIds'));
      if (contractIds.some((c) => !contracts.has(c))) throw badRequest(MSG.missing('contractIds'));
      if (contractIds.some((c) => !projectIds.includes(contracts.get(c)!))) throw badRequest(MSG.contractOutside);
      await requireAssignable(db, scope, roleIds);
      const plain = b.password ? null : generatePassword();
      const id = newId();
      const user = {
        id, account, realName: b.realName.trim(), passwordHash: await hashPassword(b.password ?? md5Hex(plain!)), gender: b.gender ?? null,
        mobilePhone, email: b.email || null, organizeId: b.organizeId, positionId: positionIds[0] ?? null, managerId: b.managerId || null,
        description: b.description ?? null, sortCode: b.sortCode ?? 0, enabled: b.enabledMark !== 0, mustChangePassword: true, createdAt: now,
      };
      try {
        await db.transaction(async (tx) => {
          await repo.insertPeople(tx, [{ user, positionIds, roleIds, projectIds, contractIds }]);
          await record(tx, caller, { kind: 'user', action: 'create', objectId: id, objectName: `${user.realName}/${account}`, projectId: projectIds[0] ?? null,
            after: { account, realName: user.realName, organizeId: b.organizeId, mobilePhone: mobilePhone ?? '', positionIds, roleIds, projectIds, contractIds } }, now);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(MSG.accountTaken);
        throw err;
      }
      await peopleChanged([id]);
      // shown once: it is not stored anywhere but as a hash
      return plain ? { id, password: plain } : { id };
    },

    async update(caller: Caller, id: string, b: Omit<PersonBody, 'account' | 'password' | 'projectIds' | 'contractIds'>, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const p = await reachable(scope, id, 'change');
      const orgs = await orgIndex();
      const before = toPersonItem(p, orgs, now);
      const mobilePhone = b.mobilePhone === undefined ? p.mobilePhone : b.mobilePhone || null;
      if (mobilePhone && mobilePhone !== p.mobilePhone && (await repo.takenMobiles(db, [mobilePhone], id)).size) throw badRequest(MSG.mobileTaken);
      const positionIds = b.positionId === undefined ? before.positionId.split(',').filter(Boolean) : splitIds(b.positionId);
      const roleIds = b.roleId === undefined ? p.roleIds : splitIds(b.roleId);
      await checkReferences({ organizeId: b.organizeId, managerId: b.managerId, positionIds, roleIds });
      if (b.managerId === id) throw badRequest('直属主管不能是自己');
      await requireAssignable(db, scope, roleIds.filter((r) => !p.roleIds.includes(r)));
      const set = {
        realName: b.realName.trim(), organizeId: b.organizeId, managerId: b.managerId === undefined ? p.managerId : b.managerId || null,
        positionId: positionIds[0] ?? null, gender: b.gender === undefined ? p.gender : b.gender, mobilePhone, email: b.email === undefined ? p.email : b.email || null,
        description: b.description === undefined ? p.description : b.description, sortCode: b.sortCode ?? p.sortCode, updatedAt: now,
      };
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, id, set);
        await repo.setPositions(tx, id, positionIds);
        if (b.roleId !== undefined) await rolesRepo.setUserRoles(tx, id, roleIds);
        const after = toPersonItem((await repo.getPerson(tx, id))!, orgs, now);
        await record(tx, caller, { kind: 'user', action: 'update', objectId: id, objectName: `${after.realName}/${after.account}`,
          projectId: p.projectIds[0] ?? null, ...diff(personValues(before), personValues(after)) }, now);
      });
      await peopleChanged([id]);
      if (b.enabledMark !== undefined && (b.enabledMark === 0) !== (before.enabledMark === 0)) await setState(caller, id, b.enabledMark, now);
    },

    /** DELETE Users/{id}: the account is cancelled (it can no longer sign in and leaves the address book); its records stay. */
    async remove(caller: Caller, id: string, now: Date) {
      const scope = await adminScopeOf(db, caller);
      if (id === caller.id) throw badRequest(MSG.self);
      const p = await reachable(scope, id, 'change');
      if (p.isAdmin) throw badRequest(MSG.adminTarget);
      const use = await repo.personInUse(db, id);
      if (use) throw badRequest(MSG.inUse[use]);
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, id, { cancelledAt: now, updatedAt: now });
        await record(tx, caller, { kind: 'user', action: 'delete', objectId: id, objectName: `${p.realName}/${p.account}`, projectId: p.projectIds[0] ?? null,
          before: { account: p.account, realName: p.realName } }, now);
      });
      await endSessions(id, 'cancelled', now);
    },

    /**
     * POST Users/{id}/Actions/ResetPassword: the md5 given (twice, equal, not weak), else a
     * generated password answered once. Either way the person must change it at the next sign-in,
     * their sessions end, and a lock is lifted.
     */
    async resetPassword(caller: Caller, id: string, b: { userPassword?: string; validatePassword?: string }, now: Date) {
      const scope = await adminScopeOf(db, caller);
      if (id === caller.id) throw badRequest('请在“修改密码”中修改自己的密码');
      const p = await reachable(scope, id, 'change');
      if (b.userPassword && b.validatePassword !== undefined && b.userPassword.toLowerCase() !== b.validatePassword.toLowerCase()) throw badRequest(MSG.mismatch);
      if (b.userPassword && isWeakPasswordDigest(b.userPassword, { account: p.account })) throw badRequest(WEAK_PASSWORD_MSG);
      const plain = b.userPassword ? null : generatePassword();
      const passwordHash = await hashPassword(b.userPassword ?? md5Hex(plain!));
      await db.transaction(async (tx) => {
        await repo.updatePerson(tx, id, {
          passwordHash, passwordChangedAt: now, mustChangePassword: true, loginFailures: 0, loginFailuresSince: null, lockedUntil: null, updatedAt: now,
        });
        await record(tx, caller, { kind: 'user', action: 'resetPassword', objectId: id, objectName: `${p.realName}/${p.account}`, projectId: p.projectIds[0] ?? null,
          detail: plain ? '生成初始密码' : '管理员设定密码' }, now);
      });
      await endSessions(id, 'password', now);
      return plain ? { password: plain } : {};
    },

    setState,
    unlock,
    openTasks,
  };

}

/** Each contract of these ids with its project. */
async function contractProjects(db: Db, ids: string[]): Promise<Map<string, string>> {
  return new Map((await listContracts(db, ids)).map((c) => [c.id, c.projectId]));
}

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;
