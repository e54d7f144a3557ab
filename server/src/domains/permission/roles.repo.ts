/** SQL of role administration: roles, their grants (tiles and permissions) and their members. */
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { menus, projects, roleMenus, rolePermissions, roles, userRoles, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type RoleRecord = typeof roles.$inferSelect;

export interface RoleFilter {
  keyword?: string;
  /** organisation roles, and roles of these projects; undefined: every role */
  projectIds?: readonly string[];
}

function roleWhere(f: RoleFilter): SQL | undefined {
  return and(
    f.keyword ? or(ilike(roles.fullName, containsPattern(f.keyword)), ilike(roles.enCode, containsPattern(f.keyword))) : undefined,
    f.projectIds ? or(isNull(roles.projectId), inArray(roles.projectId, f.projectIds.length ? [...f.projectIds] : [''])) : undefined,
  );
}

export function listRoles(db: Db, f: RoleFilter) {
  return db.select({
    role: roles, projectName: projects.fullName,
    userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
  }).from(roles).leftJoin(projects, eq(projects.id, roles.projectId)).where(roleWhere(f))
    .orderBy(sql`${roles.projectId} is not null`, asc(roles.sortCode), asc(roles.id));
}

export async function getRole(db: Db, id: string): Promise<RoleRecord | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row ?? null;
}

export async function getRoles(db: Db, ids: string[]): Promise<RoleRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

export async function enCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles)
    .where(and(sql`lower(${roles.enCode}) = lower(${enCode})`, exceptId ? ne(roles.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertRole(db: Db, row: typeof roles.$inferInsert): Promise<void> {
  await db.insert(roles).values(row);
}

export async function updateRole(db: Db, id: string, set: Partial<typeof roles.$inferInsert>): Promise<void> {
  await db.update(roles).set(set).where(eq(roles.id, id));
}

export async function deleteRole(db: Db, id: string): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
  await db.delete(roleMenus).where(eq(roleMenus.roleId, id));
  await db.delete(roles).where(eq(roles.id, id));
}

export interface GrantRow {
  modelId: string;
  button: string[];
  column: string[];
  form: string[];
  dataScope: string;
}

/** The role's tiles and the permissions of each (several roles at once: a template copied, an assignment checked). */
export async function grantsOfRoles(db: Db, roleIds: string[]): Promise<Map<string, { menuIds: string[]; permissions: GrantRow[] }>> {
  const out = new Map(roleIds.map((id) => [id, { menuIds: [] as string[], permissions: [] as GrantRow[] }]));
  if (roleIds.length === 0) return out;
  const [menuRows, permRows] = await Promise.all([
    db.select().from(roleMenus).where(inArray(roleMenus.roleId, roleIds)),
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),
  ]);
  for (const m of menuRows) out.get(m.roleId)?.menuIds.push(m.menuId);
  for (const p of permRows) {
    out.get(p.roleId)?.permissions.push({ modelId: p.modelId, button: p.button, column: p.column, form: p.form, dataScope: p.dataScope });
  }
  return out;
}

/** Replaces the role's grants with these tiles and permissions. */
export async function replaceGrants(db: Db, roleId: string, menuIds: string[], permissions: GrantRow[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  if (permissions.length) await db.insert(rolePermissions).values(permissions.map((p) => ({ roleId, ...p })));
}

/** Menus a grant may name: the app's pages (type 2), enabled or hidden. */
export function listGrantableMenus(db: Db) {
  return db.select({ id: menus.id, parentId: menus.parentId, fullName: menus.fullName, sortCode: menus.sortCode, propertyJson: menus.propertyJson })
    .from(menus).where(and(eq(menus.category, 'App'), eq(menus.type, 2))).orderBy(asc(menus.sortCode), asc(menus.id));
}

export function listDirectoryMenus(db: Db) {
  return db.select({ id: menus.id, fullName: menus.fullName, sortCode: menus.sortCode }).from(menus)
    .where(and(eq(menus.category, 'App'), eq(menus.type, 1))).orderBy(asc(menus.sortCode), asc(menus.id));
}

export function listMembers(db: Db, roleId: string) {
  return db.select({ id: users.id, account: users.account, realName: users.realName, organizeId: users.organizeId, enabled: users.enabled })
    .from(userRoles).innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), isNull(users.cancelledAt))).orderBy(asc(users.sortCode), asc(users.account));
}

export async function addHolders(db: Db, roleId: string, userIds: string[]): Promise<void> {
  if (userIds.length) await db.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId }))).onConflictDoNothing();
}

export async function removeHolders(db: Db, roleId: string, userIds: string[]): Promise<void> {
  if (userIds.length) await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
}

export async function holderCount(db: Db, roleId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return Number(row.n);
}

/** The roles each of these users holds. */
export async function rolesOfUsers(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map(userIds.map((id) => [id, [] as string[]]));
  if (userIds.length === 0) return out;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  for (const r of rows) out.get(r.userId)?.push(r.roleId);
  return out;
}

export async function setUserRoles(db: Db, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** 'realName/account' of each of these users that exists. */
export async function usersNamed(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, account: users.account, realName: users.realName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, `${u.realName}/${u.account}`]));
}
