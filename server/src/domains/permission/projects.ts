/**
 * Projects and contract sections (/api/permission/Project, SiteFlow's own paths: JNPF has no
 * projects), who works on them (Project/{id}/Members) and who administers them
 * (organizeAdminIsTrator, organizeType 'project'). The system administrator creates projects and
 * names their administrators; a project's administrator edits it, its sections and its members.
 * Every user's project and contract pickers follow a change at once: their context is settled again.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { resolveContext } from '../oauth/context.js';
import { diff, record, type Values } from '../system/audit.js';
import { adminScopeOf, MSG as SCOPE_MSG, reachOf, requireProject, requireSystemAdmin } from './adminScope.js';
import { organisationChanged, peopleChanged } from './caches.js';
import * as repo from './projects.repo.js';
import { requireAssignable, type Caller } from './roles.js';
import * as rolesRepo from './roles.repo.js';
import { refuse } from './visibility.js';

export const MSG = {
  noProject: '项目不存在或不在您的管理范围内',
  codeTaken: '项目编码已存在',
  noUnit: (field: string) => `${field} 不是已有的单位`,
  dates: '结束日期不能早于开始日期',
  inUse: { contracts: '项目下还有合同段,不能删除', members: '项目下还有人员,不能删除', records: '项目已有业务数据,不能删除,可停用' },
  noContract: '合同段不存在',
  contractCodeTaken: '该项目下已有相同编码的合同段',
  contractInUse: { members: '合同段还有人员,不能删除,可停用', records: '合同段已有业务数据,不能删除,可停用' },
  contractOutside: 'contractIds 中有不属于该项目的合同段',
  noPerson: '人员不存在或不在您的管理范围内',
  notMember: '该人员不是项目成员,请先将其加入项目',
  badAdminId: '项目管理员不存在',
  projectOnly: '仅支持项目管理员(organizeType=project)',
} as const;

export interface ContractBody {
  fullName: string;
  enCode: string;
  sectionName?: string;
  constructionUnitId?: string;
  supervisionUnitId?: string;
  startMileage?: string;
  endMileage?: string;
  amount?: number | null;
  sortCode?: number;
  enabledMark?: number;
}

export interface ProjectBody {
  fullName: string;
  enCode: string;
  shortName?: string;
  location?: string;
  startDate?: number | null;
  endDate?: number | null;
  investment?: number | null;
  ownerUnitId?: string;
  sortCode?: number;
  enabledMark?: number;
  contracts?: ContractBody[];
}

const ELSEWHERE = SCOPE_MSG.elsewhere;

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);
const dateOf = (v: number | null | undefined): Date | null => (typeof v === 'number' ? new Date(v) : null);

const projectValues = (p: repo.ProjectRecord): Values => ({
  fullName: p.fullName, enCode: p.enCode, shortName: p.shortName, location: p.location, startDate: ms(p.startDate), endDate: ms(p.endDate),
  investment: p.investment, ownerUnitId: p.ownerUnitId ?? '', sortCode: p.sortCode, enabledMark: p.enabled ? 1 : 0,
});

const contractValues = (c: repo.ContractRecord): Values => ({
  fullName: c.fullName, enCode: c.enCode, sectionName: c.sectionName, constructionUnitId: c.constructionUnitId ?? '',
  supervisionUnitId: c.supervisionUnitId ?? '', startMileage: c.startMileage, endMileage: c.endMileage, amount: c.amount,
  sortCode: c.sortCode, enabledMark: c.enabled ? 1 : 0,
});

export function createProjectAdmin(db: Db) {
  async function requireUnits(fields: Array<[string, string | undefined | null]>): Promise<void> {
    const ids = fields.flatMap(([, id]) => (id ? [id] : []));
    const found = await repo.existingUnits(db, ids);
    for (const [field, id] of fields) if (id && !found.has(id)) throw badRequest(MSG.noUnit(field));
  }

  function contractRow(projectId: string, b: ContractBody, now: Date): repo.ContractRecord {
    return {
      id: newId(), projectId, fullName: b.fullName.trim(), enCode: b.enCode.trim(), sectionName: b.sectionName?.trim() ?? '',
      constructionUnitId: b.constructionUnitId || null, supervisionUnitId: b.supervisionUnitId || null,
      startMileage: b.startMileage ?? '', endMileage: b.endMileage ?? '', amount: b.amount ?? null, sortCode: b.sortCode ?? 0,
      enabled: b.enabledMark !== 0, createdAt: now,
    };
  }

  async function checkContracts(projectId: string | null, list: ContractBody[]): Promise<void> {
    const codes = list.map((c) => c.enCode.trim().toLowerCase());
    if (new Set(codes).size !== codes.length) throw badRequest(MSG.contractCodeTaken);
    for (const c of list) await requireUnits([['constructionUnitId', c.constructionUnitId], ['supervisionUnitId', c.supervisionUnitId]]);
    if (projectId) for (const c of list) if (await repo.contractCodeTaken(db, projectId, c.enCode.trim(), null)) throw badRequest(MSG.contractCodeTaken);
  }

  async function checkProject(id: string | null, b: ProjectBody): Promise<void> {
    if (await repo.projectCodeTaken(db, b.enCode.trim(), id)) throw badRequest(MSG.codeTaken);
    await requireUnits([['ownerUnitId', b.ownerUnitId]]);
    if (typeof b.startDate === 'number' && typeof b.endDate === 'number' && b.endDate < b.startDate) throw badRequest(MSG.dates);
  }

  async function visibleProject(caller: Caller, id: string) {
    const scope = await adminScopeOf(db, caller);
    const project = await repo.getProject(db, id);
    if (!project || !(scope.all || scope.projectIds.includes(id))) throw refuse(MSG.noProject);
    return { scope, project };
  }

  async function names(): Promise<Map<string, string>> {
    return new Map((await repo.unitNames(db)).map((u) => [u.id, u.fullName]));
  }

  const contractItem = (c: repo.ContractRecord, memberCount: number, n: Map<string, string>) => ({
    id: c.id, projectId: c.projectId, fullName: c.fullName, enCode: c.enCode, sectionName: c.sectionName,
    constructionUnitId: c.constructionUnitId ?? '', constructionUnitName: n.get(c.constructionUnitId ?? '') ?? '',
    supervisionUnitId: c.supervisionUnitId ?? '', supervisionUnitName: n.get(c.supervisionUnitId ?? '') ?? '',
    startMileage: c.startMileage, endMileage: c.endMileage, amount: c.amount, sortCode: c.sortCode, enabledMark: c.enabled ? 1 : 0,
    memberCount: Number(memberCount),
  });

  /** After a membership change: the person's sessions and stored project / contract follow it at once. */
  async function settle(userId: string, isAdmin: boolean, now: Date): Promise<void> {
    await peopleChanged([userId]);
    await resolveContext(db, { id: userId, isAdmin }, now);
  }

  return {
    async list(caller: Caller, q: { keyword?: string }) {
      const scope = await adminScopeOf(db, caller);
      const [rows, n] = await Promise.all([repo.listProjects(db, { keyword: q.keyword || undefined, ids: scope.all ? undefined : scope.projectIds }), names()]);
      return {
        list: rows.map(({ p, contractCount, memberCount }) => ({
          id: p.id, fullName: p.fullName, enCode: p.enCode, shortName: p.shortName, location: p.location, startDate: ms(p.startDate),
          endDate: ms(p.endDate), investment: p.investment, ownerUnitId: p.ownerUnitId ?? '', ownerUnitName: n.get(p.ownerUnitId ?? '') ?? '',
          sortCode: p.sortCode, enabledMark: p.enabled ? 1 : 0, contractCount: Number(contractCount), memberCount: Number(memberCount),
        })),
      };
    },

    async info(caller: Caller, id: string) {
      const { project: p } = await visibleProject(caller, id);
      const [contracts, admins, n] = await Promise.all([repo.listContracts(db, [id]), repo.listAdmins(db, [id]), names()]);
      return {
        id: p.id, fullName: p.fullName, enCode: p.enCode, shortName: p.shortName, location: p.location, startDate: ms(p.startDate),
        endDate: ms(p.endDate), investment: p.investment, ownerUnitId: p.ownerUnitId ?? '', ownerUnitName: n.get(p.ownerUnitId ?? '') ?? '',
        sortCode: p.sortCode, enabledMark: p.enabled ? 1 : 0,
        contracts: contracts.map((c) => contractItem(c.c, c.memberCount, n)),
        admins: admins.map((a) => ({ userId: a.userId, account: a.account, realName: a.realName })),
      };
    },

    async create(caller: Caller, b: ProjectBody, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      await checkProject(null, b);
      await checkContracts(null, b.contracts ?? []);
      const row: repo.ProjectRecord = {
        id: newId(), fullName: b.fullName.trim(), enCode: b.enCode.trim(), shortName: b.shortName?.trim() ?? '', location: b.location?.trim() ?? '',
        startDate: dateOf(b.startDate), endDate: dateOf(b.endDate), investment: b.investment ?? null, ownerUnitId: b.ownerUnitId || null,
        sortCode: b.sortCode ?? 0, enabled: b.enabledMark !== 0, createdAt: now,
      };
      const contracts = (b.contracts ?? []).map((c) => contractRow(row.id, c, now));
      await db.transaction(async (tx) => {
        await repo.insertProject(tx, row);
        await repo.insertContracts(tx, contracts);
        await record(tx, caller, [
          { kind: 'project', action: 'create', objectId: row.id, objectName: row.fullName, projectId: row.id, after: projectValues(row) },
          ...contracts.map((c) => ({ kind: 'contract' as const, action: 'create' as const, objectId: c.id, objectName: c.fullName, projectId: row.id, after: contractValues(c) })),
        ], now);
      });
      await organisationChanged();
      return { id: row.id, contractIds: contracts.map((c) => c.id) };
    },

    async update(caller: Caller, id: string, b: ProjectBody, now: Date) {
      const { project } = await visibleProject(caller, id);
      await checkProject(id, b);
      const set = {
        fullName: b.fullName.trim(), enCode: b.enCode.trim(), shortName: b.shortName?.trim() ?? project.shortName,
        location: b.location?.trim() ?? project.location, startDate: b.startDate === undefined ? project.startDate : dateOf(b.startDate),
        endDate: b.endDate === undefined ? project.endDate : dateOf(b.endDate), investment: b.investment === undefined ? project.investment : b.investment,
        ownerUnitId: b.ownerUnitId === undefined ? project.ownerUnitId : b.ownerUnitId || null, sortCode: b.sortCode ?? project.sortCode,
        enabled: b.enabledMark === undefined ? project.enabled : b.enabledMark !== 0,
      };
      const change = diff(projectValues(project), projectValues({ ...project, ...set }));
      await db.transaction(async (tx) => {
        await repo.updateProject(tx, id, set);
        await record(tx, caller, { kind: 'project', action: 'update', objectId: id, objectName: set.fullName, projectId: id, ...change }, now);
      });
      await organisationChanged();
    },

    async remove(caller: Caller, id: string, now: Date) {
      const { scope, project } = await visibleProject(caller, id);
      requireSystemAdmin(scope);
      const use = await repo.projectInUse(db, id);
      if (use) throw badRequest(MSG.inUse[use]);
      await db.transaction(async (tx) => {
        await repo.deleteProject(tx, id);
        await record(tx, caller, { kind: 'project', action: 'delete', objectId: id, objectName: project.fullName, projectId: id, before: projectValues(project) }, now);
      });
      await organisationChanged();
    },

    async addContract(caller: Caller, projectId: string, b: ContractBody, now: Date) {
      await visibleProject(caller, projectId);
      await checkContracts(projectId, [b]);
      const row = contractRow(projectId, b, now);
      await db.transaction(async (tx) => {
        await repo.insertContracts(tx, [row]);
        await record(tx, caller, { kind: 'contract', action: 'create', objectId: row.id, objectName: row.fullName, projectId, after: contractValues(row) }, now);
      });
      await organisationChanged();
      return { id: row.id };
    },

    async updateContract(caller: Caller, projectId: string, contractId: string, b: ContractBody, now: Date) {
      await visibleProject(caller, projectId);
      const c = await repo.getContract(db, contractId);
      if (!c || c.projectId !== projectId) throw badRequest(MSG.noContract);
      if (await repo.contractCodeTaken(db, projectId, b.enCode.trim(), contractId)) throw badRequest(MSG.contractCodeTaken);
      await requireUnits([['constructionUnitId', b.constructionUnitId], ['supervisionUnitId', b.supervisionUnitId]]);
      const set = {
        fullName: b.fullName.trim(), enCode: b.enCode.trim(), sectionName: b.sectionName?.trim() ?? c.sectionName,
        constructionUnitId: b.constructionUnitId === undefined ? c.constructionUnitId : b.constructionUnitId || null,
        supervisionUnitId: b.supervisionUnitId === undefined ? c.supervisionUnitId : b.supervisionUnitId || null,
        startMileage: b.startMileage ?? c.startMileage, endMileage: b.endMileage ?? c.endMileage,
        amount: b.amount === undefined ? c.amount : b.amount, sortCode: b.sortCode ?? c.sortCode,
        enabled: b.enabledMark === undefined ? c.enabled : b.enabledMark !== 0,
      };
      const change = diff(contractValues(c), contractValues({ ...c, ...set }));
      await db.transaction(async (tx) => {
        await repo.updateContract(tx, contractId, set);
        await record(tx, caller, { kind: 'contract', action: 'update', objectId: contractId, objectName: set.fullName, projectId, ...change }, now);
      });
      await organisationChanged();
    },

    async removeContract(caller: Caller, projectId: string, contractId: string, now: Date) {
      await visibleProject(caller, projectId);
      const c = await repo.getContract(db, contractId);
      if (!c || c.projectId !== projectId) throw badRequest(MSG.noContract);
      const use = await repo.contractInUse(db, contractId);
      if (use) throw badRequest(MSG.contractInUse[use]);
      await db.transaction(async (tx) => {
        await repo.deleteContract(tx, contractId);
        await record(tx, caller, { kind: 'contract', action: 'delete', objectId: contractId, objectName: c.fullName, projectId, before: contractValues(c) }, now);
      });
      await organisationChanged();
    },

    async members(caller: Caller, projectId: string, q: { keyword?: string; contractId?: string }) {
      await visibleProject(caller, projectId);
      const rows = await repo.listMembers(db, projectId, { keyword: q.keyword || undefined, contractId: q.contractId || undefined });
      return {
        list: rows.map((m) => ({
          userId: m.id, id: m.id, account: m.account, realName: m.realName, organizeId: m.organizeId ?? '', mobilePhone: m.mobilePhone ?? '',
          enabledMark: m.enabled ? 1 : 0, contractIds: m.contractIds, roleIds: m.roleIds, isProjectAdmin: m.isProjectAdmin,
        })),
      };
    },

    /**
     * PUT Project/{id}/Members/{userId}: the person works on the project in exactly these of its
     * sections (none: project-wide), and, when roleIds is given, holds exactly these roles. A project
     * administrator reaches only people not working outside their projects, and gives only roles
     * they could grant themselves.
     */
    async putMember(caller: Caller, projectId: string, userId: string, b: { contractIds: string[]; roleIds?: string[] }, now: Date) {
      const { scope, project } = await visibleProject(caller, projectId);
      const person = await repo.activeUser(db, userId);
      if (!person) throw refuse(MSG.noPerson);
      const contractIds = [...new Set(b.contractIds)];
      const contracts = await repo.listContracts(db, [projectId]);
      if (contractIds.some((id) => !contracts.some((c) => c.c.id === id))) throw badRequest(MSG.contractOutside);
      const [before] = await repo.listMembers(db, projectId, { userId });
      const reach = await reachOf(db, scope, userId);
      if (reach === 'outside') throw refuse(MSG.noPerson);
      const currentRoles = (await rolesRepo.rolesOfUsers(db, [userId])).get(userId)!;
      const roleIds = b.roleIds ? [...new Set(b.roleIds)] : currentRoles;
      const added = roleIds.filter((r) => !currentRoles.includes(r));
      const removed = currentRoles.filter((r) => !roleIds.includes(r));
      if (added.length || removed.length) {
        if (reach === 'partly') throw refuse(ELSEWHERE);
        const known = await rolesRepo.getRoles(db, added);
        if (known.length !== added.length) throw badRequest('roleIds 中有不存在的角色');
        await requireAssignable(db, scope, added);
      }
      const label = (ids: string[]) => ids.map((id) => contracts.find((c) => c.c.id === id)?.c.fullName ?? id).join('、') || '全项目';
      await db.transaction(async (tx) => {
        await repo.setMembership(tx, userId, projectId, contractIds);
        if (added.length || removed.length) await rolesRepo.setUserRoles(tx, userId, roleIds);
        await record(tx, caller, {
          kind: 'member', action: before ? 'update' : 'create', objectId: userId, objectName: `${person.realName}/${person.account}`, projectId,
          before: before ? { contracts: label(before.contractIds), roleIds: currentRoles } : null,
          after: { contracts: label(contractIds), roleIds }, detail: project.fullName,
        }, now);
      });
      await settle(userId, person.isAdmin, now);
    },

    async removeMember(caller: Caller, projectId: string, userId: string, now: Date) {
      const { project } = await visibleProject(caller, projectId);
      const [before] = await repo.listMembers(db, projectId, { userId });
      const person = await repo.activeUser(db, userId);
      if (!before || !person) throw badRequest(MSG.notMember);
      await db.transaction(async (tx) => {
        await repo.removeMembership(tx, userId, projectId);
        await record(tx, caller, { kind: 'member', action: 'delete', objectId: userId, objectName: `${person.realName}/${person.account}`, projectId,
          before: { contractIds: before.contractIds, isProjectAdmin: before.isProjectAdmin }, detail: project.fullName }, now);
      });
      await settle(userId, person.isAdmin, now);
    },

    /** GET organizeAdminIsTrator: the projects' administrators (a project administrator: of their own projects). */
    async admins(caller: Caller, q: { organizeId?: string }) {
      const scope = await adminScopeOf(db, caller);
      if (q.organizeId) requireProject(scope, q.organizeId);
      const rows = await repo.listAdmins(db, q.organizeId ? [q.organizeId] : scope.all ? undefined : scope.projectIds);
      return {
        list: rows.map((a) => ({
          id: `${a.projectId}:${a.userId}`, userId: a.userId, account: a.account, realName: a.realName, organizeId: a.projectId,
          organizeName: a.projectName, organizeType: 'project', creatorTime: a.createdAt.getTime(),
        })),
      };
    },

    async addAdmin(caller: Caller, b: { userId: string; organizeId: string; organizeType?: string }, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      if (b.organizeType && b.organizeType !== 'project') throw badRequest(MSG.projectOnly);
      const project = await repo.getProject(db, b.organizeId);
      if (!project) throw badRequest(MSG.noProject);
      const person = await repo.activeUser(db, b.userId);
      if (!person) throw badRequest(MSG.noPerson);
      if (!(await repo.isMember(db, b.userId, b.organizeId))) throw badRequest(MSG.notMember);
      await db.transaction(async (tx) => {
        if (await repo.addAdmin(tx, b.userId, b.organizeId, now)) {
          await record(tx, caller, { kind: 'projectAdmin', action: 'create', objectId: b.userId, objectName: `${person.realName}/${person.account}`,
            projectId: b.organizeId, after: { project: project.fullName }, detail: project.fullName }, now);
        }
      });
      await peopleChanged([b.userId]);
      return { id: `${b.organizeId}:${b.userId}` };
    },

    async removeAdmin(caller: Caller, id: string, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      const at = id.indexOf(':');
      const projectId = at > 0 ? id.slice(0, at) : '';
      const userId = at > 0 ? id.slice(at + 1) : '';
      const person = await repo.activeUser(db, userId);
      const project = await repo.getProject(db, projectId);
      if (!person || !project) throw badRequest(MSG.badAdminId);
      await db.transaction(async (tx) => {
        if (!(await repo.removeAdmin(tx, userId, projectId))) throw badRequest(MSG.badAdminId);
        await record(tx, caller, { kind: 'projectAdmin', action: 'delete', objectId: userId, objectName: `${person.realName}/${person.account}`,
          projectId, before: { project: project.fullName }, detail: project.fullName }, now);
      });
      await peopleChanged([userId]);
    },
  };
}
