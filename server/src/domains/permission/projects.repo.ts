/** SQL of project administration: projects, their contract sections, their members and administrators. */
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  contracts, onlineRecords, organizes, projectAdmins, projects, userContracts, userProjects, userRoles, users,
} from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type ProjectRecord = typeof projects.$inferSelect;
export type ContractRecord = typeof contracts.$inferSelect;

export function listProjects(db: Db, f: { keyword?: string; ids?: readonly string[] }) {
  return db.select({
    p: projects,
    // the outer row named in full: drizzle writes a column of the selected table unqualified here,
    // which inside the subquery would name the subquery's own column
    contractCount: sql<number>`(select count(*)::int from ${contracts} c where c.project_id = projects.id)`,
    memberCount: sql<number>`(select count(*)::int from ${userProjects} up join ${users} u on u.id = up.user_id
      where up.project_id = projects.id and u.cancelled_at is null)`,
  }).from(projects).where(and(
    f.keyword ? or(ilike(projects.fullName, containsPattern(f.keyword)), ilike(projects.enCode, containsPattern(f.keyword))) : undefined,
    f.ids ? inArray(projects.id, f.ids.length ? [...f.ids] : ['']) : undefined,
  )).orderBy(asc(projects.sortCode), asc(projects.id));
}

export async function getProject(db: Db, id: string): Promise<ProjectRecord | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export async function projectCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects)
    .where(and(sql`lower(${projects.enCode}) = lower(${enCode})`, exceptId ? ne(projects.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertProject(db: Db, row: typeof projects.$inferInsert): Promise<void> {
  await db.insert(projects).values(row);
}

export async function updateProject(db: Db, id: string, set: Partial<typeof projects.$inferInsert>): Promise<void> {
  await db.update(projects).set(set).where(eq(projects.id, id));
}

export async function deleteProject(db: Db, id: string): Promise<void> {
  await db.delete(projectAdmins).where(eq(projectAdmins.projectId, id));
  await db.delete(projects).where(eq(projects.id, id));
}

/** What still belongs to a project: sections, members or records. */
export async function projectInUse(db: Db, id: string): Promise<'contracts' | 'members' | 'records' | null> {
  const res = await db.execute(sql`select
    exists (select 1 from ${contracts} c where c.project_id = ${id}) as contracts,
    exists (select 1 from ${userProjects} up where up.project_id = ${id}) as members,
    exists (select 1 from ${onlineRecords} r where r.project_id = ${id}) or exists (select 1 from flow_tasks t where t.project_id = ${id}) as records`);
  const [row] = (res as unknown as { rows: Array<Record<'contracts' | 'members' | 'records', boolean>> }).rows;
  return row.contracts ? 'contracts' : row.members ? 'members' : row.records ? 'records' : null;
}

export function listContracts(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db.select({
    c: contracts,
    memberCount: sql<number>`(select count(*)::int from ${userContracts} uc join ${users} u on u.id = uc.user_id
      where uc.contract_id = ${contracts.id} and u.cancelled_at is null)`,
  }).from(contracts).where(inArray(contracts.projectId, projectIds)).orderBy(asc(contracts.sortCode), asc(contracts.enCode), asc(contracts.id));
}

export async function getContract(db: Db, id: string): Promise<ContractRecord | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row ?? null;
}

export async function contractCodeTaken(db: Db, projectId: string, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: contracts.id }).from(contracts)
    .where(and(eq(contracts.projectId, projectId), sql`lower(${contracts.enCode}) = lower(${enCode})`, exceptId ? ne(contracts.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertContracts(db: Db, rows: Array<typeof contracts.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(contracts).values(rows);
}

export async function updateContract(db: Db, id: string, set: Partial<typeof contracts.$inferInsert>): Promise<void> {
  await db.update(contracts).set(set).where(eq(contracts.id, id));
}

export async function deleteContract(db: Db, id: string): Promise<void> {
  await db.delete(contracts).where(eq(contracts.id, id));
}

export async function contractInUse(db: Db, id: string): Promise<'members' | 'records' | null> {
  const res = await db.execute(sql`select
    exists (select 1 from ${userContracts} uc where uc.contract_id = ${id}) as members,
    exists (select 1 from ${onlineRecords} r where r.contract_id = ${id}) or exists (select 1 from flow_tasks t where t.contract_id = ${id}) as records`);
  const [row] = (res as unknown as { rows: Array<Record<'members' | 'records', boolean>> }).rows;
  return row.members ? 'members' : row.records ? 'records' : null;
}

/** Of these ids, the companies (units) that exist. */
export async function existingUnits(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: organizes.id }).from(organizes).where(and(inArray(organizes.id, ids), eq(organizes.category, 'company')));
  return new Set(rows.map((r) => r.id));
}

export function unitNames(db: Db) {
  return db.select({ id: organizes.id, fullName: organizes.fullName }).from(organizes);
}

/** The project's members: active people on it, with their sections of it and their roles. */
export function listMembers(db: Db, projectId: string, f: { keyword?: string; contractId?: string; userId?: string }) {
  return db.select({
    id: users.id, account: users.account, realName: users.realName, organizeId: users.organizeId, enabled: users.enabled,
    mobilePhone: users.mobilePhone,
    contractIds: sql<string[]>`coalesce((select array_agg(uc.contract_id order by c.sort_code) from ${userContracts} uc
      join ${contracts} c on c.id = uc.contract_id where uc.user_id = ${users.id} and c.project_id = ${projectId}), '{}')`,
    roleIds: sql<string[]>`coalesce((select array_agg(ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`,
    isProjectAdmin: sql<boolean>`exists (select 1 from ${projectAdmins} pa where pa.user_id = ${users.id} and pa.project_id = ${projectId})`,
  }).from(userProjects).innerJoin(users, eq(users.id, userProjects.userId))
    .where(and(
      eq(userProjects.projectId, projectId), isNull(users.cancelledAt),
      f.keyword ? or(ilike(users.realName, containsPattern(f.keyword)), ilike(users.account, containsPattern(f.keyword))) : undefined,
      f.contractId ? sql`exists (select 1 from ${userContracts} uc where uc.user_id = ${users.id} and uc.contract_id = ${f.contractId})` : undefined,
      f.userId ? eq(users.id, f.userId) : undefined,
    )).orderBy(asc(users.sortCode), asc(users.account));
}

export async function activeUser(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, account: users.account, realName: users.realName, isAdmin: users.isAdmin })
    .from(users).where(and(eq(users.id, id), isNull(users.cancelledAt))).limit(1);
  return row ?? null;
}

/** Puts the user on the project with exactly these of its sections. */
export async function setMembership(db: Db, userId: string, projectId: string, contractIds: string[]): Promise<void> {
  await db.insert(userProjects).values({ userId, projectId }).onConflictDoNothing();
  await db.delete(userContracts).where(and(eq(userContracts.userId, userId),
    inArray(userContracts.contractId, sql`(select id from ${contracts} where project_id = ${projectId})`)));
  if (contractIds.length) await db.insert(userContracts).values(contractIds.map((contractId) => ({ userId, contractId })));
}

/** Takes the user off the project, its sections and its administration. */
export async function removeMembership(db: Db, userId: string, projectId: string): Promise<void> {
  await db.delete(userContracts).where(and(eq(userContracts.userId, userId),
    inArray(userContracts.contractId, sql`(select id from ${contracts} where project_id = ${projectId})`)));
  await db.delete(userProjects).where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId)));
  await db.delete(projectAdmins).where(and(eq(projectAdmins.userId, userId), eq(projectAdmins.projectId, projectId)));
}

export function listAdmins(db: Db, projectIds?: readonly string[]) {
  return db.select({ userId: projectAdmins.userId, projectId: projectAdmins.projectId, account: users.account, realName: users.realName,
    projectName: projects.fullName, createdAt: projectAdmins.createdAt })
    .from(projectAdmins).innerJoin(users, eq(users.id, projectAdmins.userId)).innerJoin(projects, eq(projects.id, projectAdmins.projectId))
    .where(projectIds ? inArray(projectAdmins.projectId, projectIds.length ? [...projectIds] : ['']) : undefined)
    .orderBy(asc(projects.sortCode), asc(users.account));
}

export async function isMember(db: Db, userId: string, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: userProjects.userId }).from(userProjects)
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId))).limit(1);
  return Boolean(row);
}

export async function addAdmin(db: Db, userId: string, projectId: string, now: Date): Promise<boolean> {
  const rows = await db.insert(projectAdmins).values({ userId, projectId, createdAt: now }).onConflictDoNothing().returning({ id: projectAdmins.userId });
  return rows.length > 0;
}

export async function removeAdmin(db: Db, userId: string, projectId: string): Promise<boolean> {
  const rows = await db.delete(projectAdmins).where(and(eq(projectAdmins.userId, userId), eq(projectAdmins.projectId, projectId))).returning({ id: projectAdmins.userId });
  return rows.length > 0;
}
