/** SQL of the current-user answer and the project / contract context. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  contracts, menus, organizes, positions, projects, roleMenus, rolePermissions, roles, signImages,
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

export async function getUserName(db: Db, id: string): Promise<{ realName: string; account: string } | null> {
  const [row] = await db.select({ realName: users.realName, account: users.account }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The whole organisation tree is small (units and departments): read it at once. */
export function listOrganizes(db: Db): Promise<OrganizeRow[]> {
  return db.select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName, category: organizes.category })
    .from(organizes).orderBy(asc(organizes.sortCode));
}

export function listUserPositions(db: Db, userId: string) {
  return db.select({ id: positions.id, name: positions.fullName }).from(userPositions)
    .innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(eq(userPositions.userId, userId)).orderBy(asc(positions.sortCode));
}

export function listUserRoles(db: Db, userId: string) {
  return db.select({ id: roles.id, name: roles.fullName, allMenus: roles.allMenus }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true))).orderBy(asc(roles.sortCode));
}

export async function getDefaultSignImg(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ signImg: signImages.signImg }).from(signImages)
    .where(and(eq(signImages.userId, userId), eq(signImages.isDefault, true))).limit(1);
  return row?.signImg ?? null;
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

export async function getSysConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(sysConfig);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
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

export async function getContract(db: Db, id: string): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row ?? null;
}

export async function getContext(db: Db, userId: string) {
  const [row] = await db.select({ projectId: userContext.projectId, contractId: userContext.contractId })
    .from(userContext).where(eq(userContext.userId, userId)).limit(1);
  return row ?? null;
}

export async function setContext(db: Db, userId: string, projectId: string | null, contractId: string | null, now: Date): Promise<void> {
  await db.insert(userContext).values({ userId, projectId, contractId, updatedAt: now })
    .onConflictDoUpdate({ target: userContext.userId, set: { projectId, contractId, updatedAt: now } });
}
