/**
 * Units, departments and positions (/api/permission/Organize, Organize/Department, Position): the
 * organisation tree every project draws its owner, supervision, contractors and lab from. Anyone
 * who administers something reads it (a project administrator picks units and positions); only
 * the system administrator changes it, since it is the whole organisation's.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { diff, record } from '../system/audit.js';
import { adminScopeOf, requireSystemAdmin } from './adminScope.js';
import { organisationChanged } from './caches.js';
import * as repo from './organizeAdmin.repo.js';
import type { Caller } from './roles.js';

export const UNIT_TYPES = { owner: '建设单位', supervision: '监理单位', design: '设计单位', contractor: '施工单位', lab: '检测单位', other: '其他' } as const;
export type UnitType = keyof typeof UNIT_TYPES;

export const MSG = {
  noOrganize: '组织不存在',
  noParent: '上级组织不存在',
  codeTaken: '组织编码已存在',
  noManager: '负责人不存在',
  ownParent: '上级组织不能是自己或自己的下级',
  departmentRoot: '部门必须属于一个单位或部门',
  inUse: {
    children: '该组织下还有下级组织,不能删除',
    people: '该组织下还有人员,不能删除',
    positions: '该组织下还有岗位,不能删除',
    projects: '该单位是项目或合同段的参建单位,不能删除',
  },
  noPosition: '岗位不存在',
  positionCodeTaken: '岗位编码已存在',
  positionHeld: '该岗位还有人员,不能删除',
} as const;

export interface OrganizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** 'company' (a unit) or 'department' */
  category: string;
  type: string;
  unitType: string;
  unitTypeName: string;
  managerId: string;
  managerName: string;
  sortCode: number;
  enabledMark: 0 | 1;
  userCount: number;
  hasChildren: boolean;
  children: OrganizeNode[];
}

export interface OrganizeBody {
  parentId?: string;
  fullName: string;
  enCode: string;
  unitType?: string;
  managerId?: string;
  sortCode?: number;
  enabledMark?: number;
}

const snapshot = (o: Pick<repo.OrganizeRecord, 'parentId' | 'fullName' | 'enCode' | 'unitType' | 'managerId' | 'sortCode' | 'enabled'>) => ({
  parentId: o.parentId, fullName: o.fullName, enCode: o.enCode, unitType: o.unitType ?? '', managerId: o.managerId ?? '', sortCode: o.sortCode,
  enabledMark: o.enabled ? 1 : 0,
});

export function createOrganizeAdmin(db: Db) {
  async function tree(): Promise<OrganizeNode[]> {
    const rows = await repo.listAllOrganizes(db);
    const nodes = new Map<string, OrganizeNode>(rows.map(({ org: o, managerName, userCount }) => [o.id, {
      id: o.id, parentId: o.parentId, fullName: o.fullName, enCode: o.enCode, category: o.category, type: o.category,
      unitType: o.unitType ?? '', unitTypeName: UNIT_TYPES[o.unitType as UnitType] ?? '', managerId: o.managerId ?? '', managerName: managerName ?? '',
      sortCode: o.sortCode, enabledMark: o.enabled ? 1 : 0, userCount: Number(userCount), hasChildren: false, children: [],
    }]));
    const roots: OrganizeNode[] = [];
    for (const n of nodes.values()) {
      const parent = nodes.get(n.parentId);
      if (parent) {
        parent.children.push(n);
        parent.hasChildren = true;
      } else roots.push(n);
    }
    return roots;
  }

  /** The parent must exist and must not be the organize itself or below it. */
  async function checkParent(id: string | null, parentId: string, category: 'company' | 'department'): Promise<void> {
    if (parentId === '-1') {
      if (category === 'department') throw badRequest(MSG.departmentRoot);
      return;
    }
    const all = (await repo.listAllOrganizes(db)).map((r) => r.org);
    if (!all.some((o) => o.id === parentId)) throw badRequest(MSG.noParent);
    for (let at: string | undefined = parentId; at && at !== '-1'; at = all.find((o) => o.id === at)?.parentId) {
      if (at === id) throw badRequest(MSG.ownParent);
    }
  }

  async function checkFields(id: string | null, body: OrganizeBody): Promise<void> {
    if (await repo.organizeCodeTaken(db, body.enCode.trim(), id)) throw badRequest(MSG.codeTaken);
    if (body.managerId && !(await repo.userExists(db, body.managerId))) throw badRequest(MSG.noManager);
  }

  async function create(caller: Caller, body: OrganizeBody, category: 'company' | 'department', now: Date) {
    requireSystemAdmin(await adminScopeOf(db, caller));
    const parentId = body.parentId || '-1';
    await checkParent(null, parentId, category);
    await checkFields(null, body);
    const row = {
      id: newId(), parentId, category, unitType: category === 'company' ? (body.unitType || 'other') : null, fullName: body.fullName.trim(),
      enCode: body.enCode.trim(), managerId: body.managerId || null, sortCode: body.sortCode ?? 0, enabled: body.enabledMark !== 0, createdAt: now,
    };
    await db.transaction(async (tx) => {
      await repo.insertOrganize(tx, row);
      await record(tx, caller, { kind: 'organize', action: 'create', objectId: row.id, objectName: row.fullName, after: snapshot(row) }, now);
    });
    await organisationChanged();
    return { id: row.id };
  }

  async function update(caller: Caller, id: string, body: OrganizeBody, category: 'company' | 'department' | null, now: Date) {
    requireSystemAdmin(await adminScopeOf(db, caller));
    const org = await repo.getOrganize(db, id);
    if (!org || (category && org.category !== category)) throw badRequest(MSG.noOrganize);
    const parentId = body.parentId || org.parentId;
    await checkParent(id, parentId, org.category as 'company' | 'department');
    await checkFields(id, body);
    const set = {
      parentId, fullName: body.fullName.trim(), enCode: body.enCode.trim(),
      unitType: org.category === 'company' ? (body.unitType || org.unitType || 'other') : null,
      managerId: body.managerId === undefined ? org.managerId : body.managerId || null,
      sortCode: body.sortCode ?? org.sortCode, enabled: body.enabledMark === undefined ? org.enabled : body.enabledMark !== 0,
    };
    const change = diff(snapshot(org), snapshot(set));
    await db.transaction(async (tx) => {
      await repo.updateOrganize(tx, id, set);
      await record(tx, caller, { kind: 'organize', action: 'update', objectId: id, objectName: set.fullName, ...change }, now);
    });
    await organisationChanged();
  }

  async function remove(caller: Caller, id: string, category: 'company' | 'department' | null, now: Date) {
    requireSystemAdmin(await adminScopeOf(db, caller));
    const org = await repo.getOrganize(db, id);
    if (!org || (category && org.category !== category)) throw badRequest(MSG.noOrganize);
    const use = await repo.organizeInUse(db, id);
    if (use) throw badRequest(MSG.inUse[use]);
    await db.transaction(async (tx) => {
      await repo.deleteOrganize(tx, id);
      await record(tx, caller, { kind: 'organize', action: 'delete', objectId: id, objectName: org.fullName, before: snapshot(org) }, now);
    });
    await organisationChanged();
  }

  return {
    async tree(caller: Caller) {
      await adminScopeOf(db, caller);
      return { list: await tree() };
    },
    async info(caller: Caller, id: string) {
      await adminScopeOf(db, caller);
      const find = (list: OrganizeNode[]): OrganizeNode | undefined => {
        for (const n of list) {
          if (n.id === id) return n;
          const inner = find(n.children);
          if (inner) return inner;
        }
        return undefined;
      };
      const node = find(await tree());
      if (!node) throw badRequest(MSG.noOrganize);
      return { ...node, children: undefined };
    },
    createUnit: (caller: Caller, body: OrganizeBody, now: Date) => create(caller, body, 'company', now),
    createDepartment: (caller: Caller, body: OrganizeBody, now: Date) => create(caller, body, 'department', now),
    update,
    remove,

    async positions(caller: Caller, q: { keyword?: string; organizeId?: string }) {
      await adminScopeOf(db, caller);
      const rows = await repo.listAllPositions(db, { keyword: q.keyword || undefined, organizeId: q.organizeId || undefined });
      return {
        list: rows.map(({ pos: p, organizeName, userCount }) => ({
          id: p.id, organizeId: p.organizeId, organizeName: organizeName ?? '', fullName: p.fullName, enCode: p.enCode, sortCode: p.sortCode,
          enabledMark: p.enabled ? 1 : 0, userCount: Number(userCount),
        })),
      };
    },

    async positionInfo(caller: Caller, id: string) {
      await adminScopeOf(db, caller);
      const p = await repo.getPosition(db, id);
      if (!p) throw badRequest(MSG.noPosition);
      return { id: p.id, organizeId: p.organizeId, fullName: p.fullName, enCode: p.enCode, sortCode: p.sortCode, enabledMark: p.enabled ? 1 : 0 };
    },

    async createPosition(caller: Caller, body: { organizeId: string; fullName: string; enCode: string; sortCode?: number; enabledMark?: number }, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      if (!(await repo.getOrganize(db, body.organizeId))) throw badRequest(MSG.noOrganize);
      if (await repo.positionCodeTaken(db, body.enCode.trim(), null)) throw badRequest(MSG.positionCodeTaken);
      const row = { id: newId(), organizeId: body.organizeId, fullName: body.fullName.trim(), enCode: body.enCode.trim(), sortCode: body.sortCode ?? 0, enabled: body.enabledMark !== 0, createdAt: now };
      await db.transaction(async (tx) => {
        await repo.insertPosition(tx, row);
        await record(tx, caller, { kind: 'position', action: 'create', objectId: row.id, objectName: row.fullName,
          after: { organizeId: row.organizeId, fullName: row.fullName, enCode: row.enCode } }, now);
      });
      await organisationChanged();
      return { id: row.id };
    },

    async updatePosition(caller: Caller, id: string, body: { organizeId: string; fullName: string; enCode: string; sortCode?: number; enabledMark?: number }, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      const p = await repo.getPosition(db, id);
      if (!p) throw badRequest(MSG.noPosition);
      if (!(await repo.getOrganize(db, body.organizeId))) throw badRequest(MSG.noOrganize);
      if (await repo.positionCodeTaken(db, body.enCode.trim(), id)) throw badRequest(MSG.positionCodeTaken);
      const set = { organizeId: body.organizeId, fullName: body.fullName.trim(), enCode: body.enCode.trim(), sortCode: body.sortCode ?? p.sortCode,
        enabled: body.enabledMark === undefined ? p.enabled : body.enabledMark !== 0 };
      const shape = (x: typeof set) => ({ organizeId: x.organizeId, fullName: x.fullName, enCode: x.enCode, sortCode: x.sortCode, enabledMark: x.enabled ? 1 : 0 });
      await db.transaction(async (tx) => {
        await repo.updatePosition(tx, id, set);
        await record(tx, caller, { kind: 'position', action: 'update', objectId: id, objectName: set.fullName, ...diff(shape(p), shape(set)) }, now);
      });
      await organisationChanged();
    },

    async removePosition(caller: Caller, id: string, now: Date) {
      requireSystemAdmin(await adminScopeOf(db, caller));
      const p = await repo.getPosition(db, id);
      if (!p) throw badRequest(MSG.noPosition);
      if (await repo.positionHolders(db, id)) throw badRequest(MSG.positionHeld);
      await db.transaction(async (tx) => {
        await repo.deletePosition(tx, id);
        await record(tx, caller, { kind: 'position', action: 'delete', objectId: id, objectName: p.fullName, before: { fullName: p.fullName, enCode: p.enCode } }, now);
      });
      await organisationChanged();
    },

    async positionMembers(caller: Caller, id: string) {
      await adminScopeOf(db, caller);
      if (!(await repo.getPosition(db, id))) throw badRequest(MSG.noPosition);
      const rows = await repo.listPositionHolders(db, id);
      return { list: rows.map((u) => ({ id: u.id, account: u.account, realName: u.realName, organizeId: u.organizeId ?? '', enabledMark: u.enabled ? 1 : 0 })) };
    },
  };
}
