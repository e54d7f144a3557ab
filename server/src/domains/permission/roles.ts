/**
 * Roles and grants (/api/permission/Role, Authority/Data, UserRelation): a role is a template of
 * grants over the catalog's modules (tile, buttons, columns, form fields, a data scope each). An
 * organisation role is the system administrator's; a project role belongs to one project, made
 * by its administrator from a template, and holds only what that administrator holds. A change
 * applies to every holder at once (caches.grantsChanged / peopleChanged).
 */
import { catalog, grantOptions, type ModuleDef } from '../../catalog/index.js';
import { DATA_SCOPES, type DataScope } from '../../catalog/types.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { diff, record, type Actor } from '../system/audit.js';
import { adminScopeOf, administers, requirePeople, requireProject, holdingsOf, type AdminScope, type AdminUser } from './adminScope.js';
import { grantsChanged, peopleChanged } from './caches.js';
import { beyondHoldings, type Holdings, type ModuleGrant } from './grantRules.js';
import * as repo from './roles.repo.js';
import { refuse } from './visibility.js';
import type { RoleItem } from '../../../../types/api/admin.js';

export type Caller = AdminUser & Actor;

export const MSG = {
  noRole: '角色不存在或无权访问',
  codeTaken: '角色编码已存在',
  hasHolders: '该角色还有成员,请先移除成员再删除',
  orgRole: '组织角色只能由系统管理员修改',
  noTemplate: '模板角色不存在',
  noMenu: (id: string) => `功能 ${id} 不存在`,
  notInModule: (id: string) => `${id} 所属的功能未被选中`,
  badCode: (id: string) => `${id} 不是该功能的权限`,
  badScope: (id: string) => `数据范围 ${id} 无效`,
  projectRequired: '项目管理员新建的角色须属于所管理的项目',
} as const;

/** The answer's shape is the app's (types/api/admin.ts), so the two cannot drift apart. */
export type { RoleItem };

const toItem = (scope: AdminScope, r: repo.RoleRecord, projectName: string | null, userCount: number): RoleItem => ({
  id: r.id, fullName: r.fullName, enCode: r.enCode, description: r.description ?? '', allMenus: r.allMenus, enabledMark: r.enabled ? 1 : 0,
  sortCode: r.sortCode, projectId: r.projectId ?? '', projectName: projectName ?? '', userCount: Number(userCount),
  editable: r.projectId === null ? scope.all : administers(scope, r.projectId), creatorTime: r.createdAt.getTime(),
});

/** A role the caller may see: every organisation role, and project roles of their projects. */
async function visibleRole(db: Db, scope: AdminScope, id: string): Promise<repo.RoleRecord> {
  const role = await repo.getRole(db, id);
  if (!role || (role.projectId !== null && !administers(scope, role.projectId))) throw refuse(MSG.noRole);
  return role;
}

function requireEditable(scope: AdminScope, role: repo.RoleRecord): void {
  if (role.projectId === null) {
    if (!scope.all) throw refuse(MSG.orgRole);
  } else requireProject(scope, role.projectId);
}

const snapshot = (r: Pick<repo.RoleRecord, 'fullName' | 'enCode' | 'description' | 'enabled' | 'sortCode'>) => ({
  fullName: r.fullName, enCode: r.enCode, description: r.description ?? '', enabledMark: r.enabled ? 1 : 0, sortCode: r.sortCode,
});

// --- grants as the wire names them ------------------------------------------------------------

const catalogByMenu = new Map<string, ModuleDef>(catalog.map((m) => [`menu_${m.code}`, m]));

interface GrantableMenu {
  id: string;
  fullName: string;
  sectionId: string;
  buttons: Array<{ enCode: string; fullName: string }>;
  fields: Array<{ enCode: string; fullName: string }>;
}

async function grantableMenus(db: Db): Promise<Map<string, GrantableMenu>> {
  const rows = await repo.listGrantableMenus(db);
  return new Map(rows.map((m) => {
    const def = catalogByMenu.get(m.id);
    const options = def ? grantOptions(def) : { buttons: grantOptions({ fields: [] } as unknown as ModuleDef).buttons, fields: [] };
    return [m.id, { id: m.id, fullName: m.fullName, sectionId: m.parentId, ...options }];
  }));
}

const isScope = (s: string): s is DataScope => (DATA_SCOPES as readonly string[]).includes(s);

export interface AuthorityBody {
  objectType?: string;
  module: string[];
  button?: string[];
  column?: string[];
  form?: string[];
  /** data scopes: `${menuId}:scope:${scope}` */
  resource?: string[];
}

/** The body's ids as grants, each checked against what its module offers; the first problem refused. */
function parseAuthority(body: AuthorityBody, menus: Map<string, GrantableMenu>, defaultScope: DataScope): ModuleGrant[] {
  const grants = new Map<string, ModuleGrant>();
  for (const id of new Set(body.module)) {
    if (!menus.has(id)) throw badRequest(MSG.noMenu(id));
    grants.set(id, { modelId: id, button: [], column: [], form: [], dataScope: defaultScope });
  }
  const codes = (kind: 'button' | 'column' | 'form', list: string[] | undefined) => {
    for (const raw of new Set(list ?? [])) {
      const at = raw.indexOf(`:${kind}:`);
      const menuId = at > 0 ? raw.slice(0, at) : '';
      const code = at > 0 ? raw.slice(at + kind.length + 2) : '';
      const grant = grants.get(menuId);
      if (!grant) throw badRequest(MSG.notInModule(raw));
      const menu = menus.get(menuId)!;
      const offered = kind === 'button' ? menu.buttons : menu.fields;
      if (!offered.some((o) => o.enCode === code)) throw badRequest(MSG.badCode(raw));
      (grant[kind] as string[]).push(code);
    }
  };
  codes('button', body.button);
  codes('column', body.column);
  codes('form', body.form);
  for (const raw of new Set(body.resource ?? [])) {
    const [menuId, kind, scope] = raw.split(':');
    const grant = grants.get(menuId);
    if (!grant) throw badRequest(MSG.notInModule(raw));
    if (kind !== 'scope' || !isScope(scope)) throw badRequest(MSG.badScope(raw));
    grant.dataScope = scope;
  }
  return [...grants.values()];
}

const defaultScopeOf = (role: repo.RoleRecord): DataScope => (role.allMenus ? 'project' : 'sections');

const grantSummary = (grants: readonly repo.GrantRow[], names: ReadonlyMap<string, string>) =>
  Object.fromEntries(grants.map((g) => [names.get(g.modelId) ?? g.modelId, `${g.button.join(',') || '无按钮'}; 列${g.column.length} 字段${g.form.length}; ${g.dataScope}`]));

/**
 * Whether the scope may give these roles to someone: an organisation role or one of its own
 * projects', whose grants the writer holds (no one grants what they do not hold).
 */
export async function requireAssignable(db: Db, scope: AdminScope, roleIds: readonly string[], held?: Holdings): Promise<void> {
  if (scope.all || roleIds.length === 0) return;
  const roles = await repo.getRoles(db, [...roleIds]);
  const grants = await repo.grantsOfRoles(db, [...roleIds]);
  const holdings = held ?? await holdingsOf(db, scope);
  const names = new Map((await repo.listGrantableMenus(db)).map((m) => [m.id, m.fullName]));
  for (const id of roleIds) {
    const role = roles.find((r) => r.id === id);
    if (!role || (role.projectId !== null && !administers(scope, role.projectId))) throw refuse(MSG.noRole);
    const g = grants.get(id)!;
    const problem = beyondHoldings(holdings, { allMenus: role.allMenus, grants: g.permissions.map((p) => ({ ...p, dataScope: p.dataScope as DataScope })) }, names);
    if (problem) throw refuse(`不能授予角色「${role.fullName}」：${problem}`);
  }
}

export function createRoleAdmin(db: Db) {
  return {
    async list(caller: Caller, q: { keyword?: string; projectId?: string }) {
      const scope = await adminScopeOf(db, caller);
      const projectIds = q.projectId ? [q.projectId] : scope.all ? undefined : scope.projectIds;
      if (q.projectId) requireProject(scope, q.projectId);
      const rows = await repo.listRoles(db, { keyword: q.keyword || undefined, projectIds });
      return { list: rows.map((r) => toItem(scope, r.role, r.projectName, r.userCount)) };
    },

    async info(caller: Caller, id: string): Promise<RoleItem> {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, id);
      return toItem(scope, role, null, await repo.holderCount(db, id));
    },

    async create(caller: Caller, body: { fullName: string; enCode: string; description?: string; enabledMark?: number; sortCode?: number; projectId?: string; templateId?: string }, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const projectId = body.projectId || null;
      if (projectId) requireProject(scope, projectId);
      else if (!scope.all) throw refuse(MSG.projectRequired);
      if (await repo.enCodeTaken(db, body.enCode.trim(), null)) throw badRequest(MSG.codeTaken);
      let grants = { menuIds: [] as string[], permissions: [] as repo.GrantRow[] };
      if (body.templateId) {
        const template = await repo.getRole(db, body.templateId);
        if (!template || (template.projectId !== null && !administers(scope, template.projectId))) throw badRequest(MSG.noTemplate);
        grants = (await repo.grantsOfRoles(db, [template.id])).get(template.id)!;
        const names = new Map((await repo.listGrantableMenus(db)).map((m) => [m.id, m.fullName]));
        const problem = beyondHoldings(await holdingsOf(db, scope), { allMenus: template.allMenus,
          grants: grants.permissions.map((p) => ({ ...p, dataScope: p.dataScope as DataScope })) }, names);
        if (problem) throw refuse(problem);
        if (template.allMenus) grants = { ...grants, menuIds: grants.permissions.map((p) => p.modelId) };
      }
      const id = newId();
      const row = {
        id, fullName: body.fullName.trim(), enCode: body.enCode.trim(), description: body.description ?? '', enabled: body.enabledMark !== 0,
        sortCode: body.sortCode ?? 0, projectId, allMenus: false, createdAt: now,
      };
      await db.transaction(async (tx) => {
        await repo.insertRole(tx, row);
        await repo.replaceGrants(tx, id, grants.menuIds, grants.permissions);
        await record(tx, caller, { kind: 'role', action: 'create', objectId: id, objectName: row.fullName, projectId, after: snapshot(row),
          detail: body.templateId ? `以角色 ${body.templateId} 为模板` : '' }, now);
      });
      await grantsChanged();
      return { id };
    },

    async update(caller: Caller, id: string, body: { fullName: string; enCode: string; description?: string; enabledMark?: number; sortCode?: number }, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, id);
      requireEditable(scope, role);
      if (await repo.enCodeTaken(db, body.enCode.trim(), id)) throw badRequest(MSG.codeTaken);
      const set = {
        fullName: body.fullName.trim(), enCode: body.enCode.trim(), description: body.description ?? role.description ?? '',
        enabled: body.enabledMark === undefined ? role.enabled : body.enabledMark !== 0, sortCode: body.sortCode ?? role.sortCode,
      };
      const change = diff(snapshot(role), snapshot({ ...role, ...set }));
      await db.transaction(async (tx) => {
        await repo.updateRole(tx, id, set);
        await record(tx, caller, { kind: 'role', action: 'update', objectId: id, objectName: set.fullName, projectId: role.projectId, ...change }, now);
      });
      await grantsChanged();
    },

    async remove(caller: Caller, id: string, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, id);
      requireEditable(scope, role);
      if (await repo.holderCount(db, id)) throw badRequest(MSG.hasHolders);
      await db.transaction(async (tx) => {
        await repo.deleteRole(tx, id);
        await record(tx, caller, { kind: 'role', action: 'delete', objectId: id, objectName: role.fullName, projectId: role.projectId, before: snapshot(role) }, now);
      });
      await grantsChanged();
    },

    /** POST|GET Authority/Data/{roleId}/Values: every module the caller may grant, with what the role holds of it. */
    async authorityValues(caller: Caller, roleId: string) {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, roleId);
      const [menus, directories, grants, held] = await Promise.all([
        grantableMenus(db), repo.listDirectoryMenus(db), repo.grantsOfRoles(db, [roleId]), holdingsOf(db, scope),
      ]);
      const own = grants.get(roleId)!;
      const sectionNames = new Map(directories.map((d) => [d.id, d.fullName]));
      const list = [...menus.values()].flatMap((m) => {
        const mine = held.all ? null : held.modules.get(m.id);
        const granted = own.permissions.find((p) => p.modelId === m.id);
        if (!held.all && !mine && !granted) return [];
        const holds = (kind: 'button' | 'column' | 'form', code: string) => held.all || Boolean(mine?.[kind].includes(code));
        return [{
          id: m.id, fullName: m.fullName, sectionId: m.sectionId, sectionName: sectionNames.get(m.sectionId) ?? '',
          granted: Boolean(granted) && (role.allMenus || own.menuIds.includes(m.id)),
          button: granted?.button ?? [], column: granted?.column ?? [], form: granted?.form ?? [], dataScope: granted?.dataScope ?? defaultScopeOf(role),
          held: held.all || Boolean(mine), heldScope: held.all ? 'project' : mine?.dataScope ?? null,
          buttonOptions: m.buttons.map((b) => ({ ...b, held: holds('button', b.enCode) })),
          fieldOptions: m.fields.map((f) => ({ ...f, held: holds('column', f.enCode), heldForm: holds('form', f.enCode) })),
        }];
      });
      return {
        objectId: role.id, objectType: 'Role', fullName: role.fullName, allMenus: role.allMenus,
        editable: role.projectId === null ? scope.all : administers(scope, role.projectId),
        sections: directories.map((d) => ({ id: d.id, fullName: d.fullName })), list,
      };
    },

    /** PUT Authority/Data/{roleId}: the role's grants replaced, checked against what the writer holds. */
    async saveAuthority(caller: Caller, roleId: string, body: AuthorityBody, now: Date) {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, roleId);
      requireEditable(scope, role);
      const menus = await grantableMenus(db);
      const grants = parseAuthority(body, menus, defaultScopeOf(role));
      const names = new Map([...menus.values()].map((m) => [m.id, m.fullName]));
      const problem = beyondHoldings(await holdingsOf(db, scope), { allMenus: role.allMenus, grants }, names);
      if (problem) throw refuse(problem);
      const before = (await repo.grantsOfRoles(db, [roleId])).get(roleId)!;
      const rows: repo.GrantRow[] = grants.map((g) => ({ modelId: g.modelId, button: [...g.button], column: [...g.column], form: [...g.form], dataScope: g.dataScope }));
      const change = diff(grantSummary(before.permissions, names), grantSummary(rows, names));
      await db.transaction(async (tx) => {
        await repo.replaceGrants(tx, roleId, role.allMenus ? [] : rows.map((g) => g.modelId), rows);
        await record(tx, caller, { kind: 'grant', action: 'update', objectId: roleId, objectName: role.fullName, projectId: role.projectId, ...change }, now);
      });
      await grantsChanged();
    },

    /** GET UserRelation/{roleId}: its members the caller may see (a project administrator: of their projects). */
    async members(caller: Caller, roleId: string) {
      const scope = await adminScopeOf(db, caller);
      await visibleRole(db, scope, roleId);
      const rows = await repo.listMembers(db, roleId);
      return { list: rows.map((u) => ({ id: u.id, account: u.account, realName: u.realName, organizeId: u.organizeId ?? '', enabledMark: u.enabled ? 1 : 0 })) };
    },

    /** POST UserRelation/{roleId} {userIds}: the role's members become these; who is added or removed must be in reach. */
    async setMembers(caller: Caller, roleId: string, userIds: string[], now: Date) {
      const scope = await adminScopeOf(db, caller);
      const role = await visibleRole(db, scope, roleId);
      const current = (await repo.listMembers(db, roleId)).map((u) => u.id);
      const wanted = [...new Set(userIds)];
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      await requirePeople(db, scope, [...added, ...removed]);
      if (added.length) await requireAssignable(db, scope, [roleId]);
      const people = await repo.usersNamed(db, [...added, ...removed]);
      if (people.size !== added.length + removed.length) throw badRequest('userIds 中有不存在的人员');
      await db.transaction(async (tx) => {
        await repo.addHolders(tx, roleId, added);
        await repo.removeHolders(tx, roleId, removed);
        await record(tx, caller, { kind: 'role', action: 'update', objectId: roleId, objectName: role.fullName, projectId: role.projectId,
          before: { members: removed.map((id) => people.get(id)) }, after: { members: added.map((id) => people.get(id)) }, detail: '调整角色成员' }, now);
      });
      await peopleChanged([...added, ...removed]);
    },
  };
}
