/** SQL of the current-user answer and the project / contract context. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedValue } from '../../db/prepared.js';
import {
  contracts, menus, organizes, positions, projectAdmins, projects, roleMenus, rolePermissions, roles, signImages,
  sysConfig, userContext, userContracts, userPositions, userProjects, userRoles, users,
} from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type OrganizeRow = Pick<typeof organizes.$inferSelect, 'id' | 'parentId' | 'fullName' | 'category'>;

export async function getUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface ProfileRole { id: string; name: string; allMenus: boolean }

/** The user's fields CurrentUser answers. */
export type ProfileUser = Pick<UserRow, 'id' | 'account' | 'realName' | 'headIcon' | 'gender' | 'organizeId' | 'positionId'
  | 'mobilePhone' | 'email' | 'birthday' | 'isAdmin' | 'passwordChangedAt' | 'mustChangePassword' | 'prevLoginAt' | 'prevLoginIp'>;

export interface Profile {
  user: ProfileUser;
  manager: { id: string; realName: string; account: string } | null;
  signImg: string | null;
  positions: { id: string; name: string }[];
  roles: ProfileRole[];
  /** the user's organize and its ancestors, the unit first (not the whole organisation) */
  organizes: OrganizeRow[];
  /** title and copyright of sys_config, when stored */
  sysConfig: Record<string, unknown>;
  /** the enabled projects the user administers (delegated administration) */
  adminProjectIds: string[];
}

/** Rows as json_build_object answers them: timestamps are ISO strings. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
const toDate = (v: string | null): Date | null => (v === null ? null : new Date(v));

const profileStatement = preparedValue<Json<Omit<Profile, 'user'>> & { user: Json<ProfileUser> }>('siteflow_current_profile', 1, (userId) => sql`
  select json_build_object(
    'user', json_build_object('id', u.id, 'account', u.account, 'realName', u.real_name, 'headIcon', u.head_icon, 'gender', u.gender,
      'organizeId', u.organize_id, 'positionId', u.position_id, 'mobilePhone', u.mobile_phone, 'email', u.email, 'birthday', u.birthday,
      'isAdmin', u.is_admin, 'passwordChangedAt', u.password_changed_at,
      'mustChangePassword', u.must_change_password, 'prevLoginAt', u.prev_login_at, 'prevLoginIp', u.prev_login_ip),
    'manager', (select json_build_object('id', m.id, 'realName', m.real_name, 'account', m.account) from ${users} m where m.id = u.manager_id),
    'signImg', (select s.sign_img from ${signImages} s where s.user_id = u.id and s.is_default limit 1),
    'positions', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.full_name) order by p.sort_code)
      from ${userPositions} up join ${positions} p on p.id = up.position_id where up.user_id = u.id), '[]'),
    'roles', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.full_name, 'allMenus', r.all_menus) order by r.sort_code)
      from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = u.id and r.enabled), '[]'),
    'organizes', coalesce((with recursive path(id, parent_id, full_name, category, depth) as (
        select o.id, o.parent_id, o.full_name, o.category, 0 from ${organizes} o where o.id = u.organize_id
        union all
        select o.id, o.parent_id, o.full_name, o.category, path.depth + 1 from ${organizes} o join path on o.id = path.parent_id
        where path.depth < 64)
      select json_agg(json_build_object('id', id, 'parentId', parent_id, 'fullName', full_name, 'category', category) order by depth desc)
      from path), '[]'),
    'sysConfig', coalesce((select json_object_agg(c.key, c.value) from ${sysConfig} c where c.key in ('title', 'copyright')), '{}'),
    'adminProjectIds', coalesce((select json_agg(pa.project_id order by pa.project_id) from ${projectAdmins} pa
      join ${projects} p on p.id = pa.project_id and p.enabled where pa.user_id = u.id), '[]'))
  from ${users} u where u.id = ${userId}`);

/**
 * Everything CurrentUser says about the user, in one prepared statement: the user with the
 * manager's name, the default hand signature, the positions and the enabled roles (each by sort
 * code), the path of the user's organize from its unit down, and the title / copyright of
 * sys_config. Null when the user does not exist.
 */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await profileStatement(db, userId);
  if (!row) return null;
  const u = row.user;
  return {
    ...row,
    user: { ...u, birthday: toDate(u.birthday), passwordChangedAt: toDate(u.passwordChangedAt), prevLoginAt: toDate(u.prevLoginAt) },
  };
}

/** The whole organisation tree is small (units and departments): read it at once. */
export function listOrganizes(db: Db): Promise<OrganizeRow[]> {
  return db.select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName, category: organizes.category })
    .from(organizes).orderBy(asc(organizes.sortCode));
}

export function listMenus(db: Db, category: 'App' | 'Web'): Promise<MenuRow[]> {
  return db.select().from(menus).where(and(eq(menus.category, category), eq(menus.enabled, true)))
    .orderBy(asc(menus.sortCode), asc(menus.id));
}

export async function listRoleMenuIds(db: Db, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.selectDistinct({ menuId: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  return rows.map((r) => r.menuId);
}

/** All roles' permissions when roleIds is null (administrators). */
export function listRolePermissions(db: Db, roleIds: string[] | null) {
  const query = db.select().from(rolePermissions);
  if (roleIds === null) return query;
  if (roleIds.length === 0) return Promise.resolve([]);
  return query.where(inArray(rolePermissions.roleId, roleIds));
}

/** Every enabled project when userId is null (administrators), else the user's. */
export function listProjects(db: Db, userId: string | null): Promise<ProjectRow[]> {
  if (userId === null) {
    return db.select().from(projects).where(eq(projects.enabled, true)).orderBy(asc(projects.sortCode), asc(projects.id));
  }
  return db.select({ p: projects }).from(userProjects).innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(and(eq(userProjects.userId, userId), eq(projects.enabled, true)))
    .orderBy(asc(projects.sortCode), asc(projects.id)).then((rows) => rows.map((r) => r.p));
}

/** The project's enabled contracts, all of them when userId is null, else the user's. */
export function listContracts(db: Db, projectId: string, userId: string | null): Promise<ContractRow[]> {
  const inProject = and(eq(contracts.projectId, projectId), eq(contracts.enabled, true));
  if (userId === null) {
    return db.select().from(contracts).where(inProject).orderBy(asc(contracts.sortCode), asc(contracts.id));
  }
  return db.select({ c: contracts }).from(userContracts).innerJoin(contracts, eq(contracts.id, userContracts.contractId))
    .where(and(eq(userContracts.userId, userId), inProject))
    .orderBy(asc(contracts.sortCode), asc(contracts.id)).then((rows) => rows.map((r) => r.c));
}

/** What resolveContext chooses from, read in one statement (see loadContext). */
export interface LoadedContext {
  projects: ProjectRow[];
  stored: { projectId: string | null; contractId: string | null; allContracts: boolean } | null;
  /** A role of the user grants some module project-wide: they may choose every section. */
  projectScope: boolean;
  /** The project whose contracts `contracts` are: the stored one while visible, else the first visible. */
  contractsOf: string | null;
  contracts: ContractRow[];
  /** Names of the units these projects and contracts name (owner, construction, supervision). */
  unitNames: Map<string, string>;
}

/** Whether an enabled role of the user grants some module over the whole project (holdsProjectScope). */
const projectScopeOf = (userId: unknown) => sql`exists (select 1 from ${userRoles} ur
  join ${roles} r on r.id = ur.role_id and r.enabled
  join ${rolePermissions} rp on rp.role_id = ur.role_id and rp.data_scope = 'project'
  where ur.user_id = ${userId})`;

const contextStatement = preparedValue<Json<Omit<LoadedContext, 'projects' | 'contracts' | 'unitNames'>> & {
  projects: Json<ProjectRow>[]; contracts: Json<ContractRow>[]; unitNames: Record<string, string>;
}>('siteflow_current_context', 1, (userId) => {
  const admin = sql`(select u.is_admin from ${users} u where u.id = ${userId})`;
  const projectVisible = sql`p.enabled and (${admin}
    or exists (select 1 from ${userProjects} up where up.user_id = ${userId} and up.project_id = p.id))`;
  const chosen = sql`coalesce(
    (select p.id from ${userContext} x join ${projects} p on p.id = x.project_id where x.user_id = ${userId} and ${projectVisible}),
    (select p.id from ${projects} p where ${projectVisible} order by p.sort_code, p.id limit 1))`;
  const contractVisible = sql`c.enabled and c.project_id = ${chosen} and (${admin}
    or exists (select 1 from ${userContracts} uc where uc.user_id = ${userId} and uc.contract_id = c.id))`;
  return sql`
    select json_build_object(
      'projects', coalesce((select json_agg(json_build_object('id', p.id, 'fullName', p.full_name, 'enCode', p.en_code,
          'shortName', p.short_name, 'location', p.location, 'startDate', p.start_date, 'endDate', p.end_date, 'investment', p.investment,
          'ownerUnitId', p.owner_unit_id, 'sortCode', p.sort_code, 'enabled', p.enabled, 'createdAt', p.created_at) order by p.sort_code, p.id)
        from ${projects} p where ${projectVisible}), '[]'),
      'stored', (select json_build_object('projectId', x.project_id, 'contractId', x.contract_id, 'allContracts', x.all_contracts)
        from ${userContext} x where x.user_id = ${userId}),
      'projectScope', ${projectScopeOf(userId)},
      'contractsOf', ${chosen},
      'contracts', coalesce((select json_agg(json_build_object('id', c.id, 'projectId', c.project_id, 'fullName', c.full_name,
          'enCode', c.en_code, 'sectionName', c.section_name, 'constructionUnitId', c.construction_unit_id,
          'supervisionUnitId', c.supervision_unit_id, 'startMileage', c.start_mileage, 'endMileage', c.end_mileage, 'amount', c.amount,
          'sortCode', c.sort_code, 'enabled', c.enabled, 'createdAt', c.created_at) order by c.sort_code, c.id)
        from ${contracts} c where ${contractVisible}), '[]'),
      'unitNames', coalesce((select json_object_agg(o.id, o.full_name) from ${organizes} o where o.id in (
        select p.owner_unit_id from ${projects} p where ${projectVisible}
        union all select c.construction_unit_id from ${contracts} c where ${contractVisible}
        union all select c.supervision_unit_id from ${contracts} c where ${contractVisible})), '{}'))`;
});

/**
 * listProjects, getContext and listContracts of the project resolveContext will pick, in one
 * prepared statement. The scope is the user's own is_admin: every enabled project / contract for
 * an administrator, else the assigned ones, ordered as listProjects / listContracts order them.
 */
export async function loadContext(db: Db, userId: string): Promise<LoadedContext> {
  const row = (await contextStatement(db, userId))!;
  return {
    projects: row.projects.map((p) => ({ ...p, startDate: toDate(p.startDate), endDate: toDate(p.endDate), createdAt: new Date(p.createdAt) })),
    stored: row.stored,
    projectScope: row.projectScope === true,
    contractsOf: row.contractsOf,
    contracts: row.contracts.map((c) => ({ ...c, createdAt: new Date(c.createdAt) })),
    unitNames: new Map(Object.entries(row.unitNames)),
  };
}

export async function getContract(db: Db, id: string): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row ?? null;
}

export async function getContext(db: Db, userId: string) {
  const [row] = await db.select({ projectId: userContext.projectId, contractId: userContext.contractId, allContracts: userContext.allContracts })
    .from(userContext).where(eq(userContext.userId, userId)).limit(1);
  return row ?? null;
}

/** Whether an enabled role of the user grants some module over the whole project. */
export async function holdsProjectScope(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .innerJoin(rolePermissions, and(eq(rolePermissions.roleId, userRoles.roleId), eq(rolePermissions.dataScope, 'project')))
    .where(eq(userRoles.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function setContext(db: Db, userId: string, projectId: string | null, contractId: string | null, allContracts: boolean, now: Date): Promise<void> {
  await db.insert(userContext).values({ userId, projectId, contractId, allContracts, updatedAt: now })
    .onConflictDoUpdate({ target: userContext.userId, set: { projectId, contractId, allContracts, updatedAt: now } });
}
