/** SQL of people administration: the list, one person, accounts made in bulk, state, password, open todos. */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  contracts, flowTaskOperators, flowTasks, onlineRecords, positions, projects, roles, userContracts, userPositions, userProjects, userRoles, users,
} from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { isPendingTodo } from '../../db/conditions.js';

export interface PeopleFilter {
  keyword?: string;
  /** people directly in one of these organizes */
  organizeIds?: string[];
  projectId?: string;
  /** 1 enabled, 0 disabled, 2 locked (at `now`) */
  state?: number;
  now: Date;
  /** a project administrator's reach: people on one of these projects */
  inProjects?: readonly string[];
}

function where(f: PeopleFilter): SQL | undefined {
  const onProjects = (ids: readonly string[]) => sql`exists (select 1 from ${userProjects} where ${userProjects.userId} = ${users.id} and ${inArray(userProjects.projectId, ids.length ? [...ids] : [''])})`;
  const locked = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} > ${f.now.toISOString()}::timestamptz)`;
  return and(
    isNull(users.cancelledAt),
    f.keyword ? or(ilike(users.realName, containsPattern(f.keyword)), ilike(users.account, containsPattern(f.keyword)),
      ilike(users.mobilePhone, containsPattern(f.keyword))) : undefined,
    f.organizeIds ? inArray(users.organizeId, f.organizeIds.length ? f.organizeIds : ['']) : undefined,
    f.projectId ? onProjects([f.projectId]) : undefined,
    f.inProjects ? onProjects(f.inProjects) : undefined,
    f.state === 0 ? eq(users.enabled, false) : f.state === 1 ? and(eq(users.enabled, true), sql`not ${locked}`) : f.state === 2 ? locked : undefined,
  );
}

// The person's own row named in full inside each subquery: drizzle writes a column of a
// single-table select unqualified, which there would name the subquery's own `id`.
const COLUMNS = {
  id: users.id, account: users.account, realName: users.realName, gender: users.gender, mobilePhone: users.mobilePhone, email: users.email,
  organizeId: users.organizeId, positionId: users.positionId, managerId: users.managerId, isAdmin: users.isAdmin, enabled: users.enabled,
  lockedUntil: users.lockedUntil, loginFailures: users.loginFailures, mustChangePassword: users.mustChangePassword, lastLoginAt: users.lastLoginAt,
  lastLoginIp: users.lastLoginIp, description: users.description, sortCode: users.sortCode, createdAt: users.createdAt, headIcon: users.headIcon,
  positionIds: sql<string[]>`coalesce((select array_agg(up.position_id) from ${userPositions} up where up.user_id = users.id), '{}')`,
  positionNames: sql<string[]>`coalesce((select array_agg(p.full_name order by p.sort_code) from ${userPositions} up join ${positions} p on p.id = up.position_id where up.user_id = users.id), '{}')`,
  roleIds: sql<string[]>`coalesce((select array_agg(ur.role_id) from ${userRoles} ur where ur.user_id = users.id), '{}')`,
  roleNames: sql<string[]>`coalesce((select array_agg(r.full_name order by r.sort_code) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = users.id), '{}')`,
  projectIds: sql<string[]>`coalesce((select array_agg(up.project_id) from ${userProjects} up where up.user_id = users.id), '{}')`,
  projectNames: sql<string[]>`coalesce((select array_agg(p.full_name order by p.sort_code) from ${userProjects} up join ${projects} p on p.id = up.project_id where up.user_id = users.id), '{}')`,
  contractIds: sql<string[]>`coalesce((select array_agg(uc.contract_id) from ${userContracts} uc where uc.user_id = users.id), '{}')`,
  contractNames: sql<string[]>`coalesce((select array_agg(c.full_name order by c.sort_code) from ${userContracts} uc join ${contracts} c on c.id = uc.contract_id where uc.user_id = users.id), '{}')`,
};

export type PersonRow = Awaited<ReturnType<typeof listPeople>>[number];

export function listPeople(db: Db, f: PeopleFilter, page?: { offset: number; limit: number }) {
  const query = db.select(COLUMNS).from(users).where(where(f)).orderBy(asc(users.sortCode), asc(users.account));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countPeople(db: Db, f: PeopleFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(f));
  return Number(row.n);
}

export async function getPerson(db: Db, id: string): Promise<PersonRow | null> {
  const [row] = await db.select(COLUMNS).from(users).where(and(eq(users.id, id), isNull(users.cancelledAt))).limit(1);
  return row ?? null;
}

/** Of these accounts, the ones taken (letter case aside). */
export async function takenAccounts(db: Db, accounts: string[]): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const rows = await db.select({ account: sql<string>`lower(${users.account})` }).from(users)
    .where(inArray(sql`lower(${users.account})`, accounts.map((a) => a.toLowerCase())));
  return new Set(rows.map((r) => r.account));
}

/** Of these mobile numbers, the ones a live account already has. */
export async function takenMobiles(db: Db, mobiles: string[], exceptUserId: string | null = null): Promise<Set<string>> {
  if (mobiles.length === 0) return new Set();
  const rows = await db.select({ mobile: users.mobilePhone }).from(users)
    .where(and(inArray(users.mobilePhone, mobiles), isNull(users.cancelledAt), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined));
  return new Set(rows.flatMap((r) => (r.mobile ? [r.mobile] : [])));
}

export interface NewPerson {
  user: typeof users.$inferInsert;
  positionIds: string[];
  roleIds: string[];
  projectIds: string[];
  contractIds: string[];
}

const BATCH = 500;

/** Inserts people with their positions, roles, projects and sections, in batches (an import of thousands). */
export async function insertPeople(db: Db, people: NewPerson[]): Promise<void> {
  const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));
  for (const part of chunks(people.map((p) => p.user))) await db.insert(users).values(part);
  const links = <T>(pick: (p: NewPerson) => T[]) => people.flatMap(pick);
  for (const part of chunks(links((p) => p.positionIds.map((positionId) => ({ userId: p.user.id, positionId }))))) await db.insert(userPositions).values(part);
  for (const part of chunks(links((p) => p.roleIds.map((roleId) => ({ userId: p.user.id, roleId }))))) await db.insert(userRoles).values(part);
  for (const part of chunks(links((p) => p.projectIds.map((projectId) => ({ userId: p.user.id, projectId }))))) await db.insert(userProjects).values(part);
  for (const part of chunks(links((p) => p.contractIds.map((contractId) => ({ userId: p.user.id, contractId }))))) await db.insert(userContracts).values(part);
}

export async function updatePerson(db: Db, id: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id));
}

export async function setPositions(db: Db, userId: string, positionIds: string[]): Promise<void> {
  await db.delete(userPositions).where(eq(userPositions.userId, userId));
  if (positionIds.length) await db.insert(userPositions).values(positionIds.map((positionId) => ({ userId, positionId })));
}

/** The person's todos not yet handled, with their task (for hand-over). */
export function openTasks(db: Db, userId: string) {
  return db.select({
    operatorId: flowTaskOperators.id, taskId: flowTasks.id, fullName: flowTasks.fullName, nodeCode: flowTaskOperators.nodeId,
    nodeName: flowTaskOperators.nodeName, flowId: flowTasks.flowId, projectId: flowTasks.projectId, createdAt: flowTaskOperators.createdAt,
  }).from(flowTaskOperators).innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .where(and(eq(flowTaskOperators.userId, userId), isPendingTodo))
    .orderBy(asc(flowTaskOperators.createdAt));
}

/** Why the person cannot be deleted: records they made or todos waiting on them (disabling keeps both). */
export async function personInUse(db: Db, userId: string): Promise<'tasks' | 'records' | null> {
  const res = await db.execute(sql`select
    exists (select 1 from ${flowTaskOperators} o where o.user_id = ${userId} and o.pending) as tasks,
    exists (select 1 from ${onlineRecords} r where r.creator_user_id = ${userId})
      or exists (select 1 from ${flowTasks} t where t.creator_id = ${userId}) as records`);
  const [row] = (res as unknown as { rows: Array<Record<'tasks' | 'records', boolean>> }).rows;
  return row.tasks ? 'tasks' : row.records ? 'records' : null;
}

/** Of these ids, the enabled ones of each table. */
export async function existingIds(db: Db, table: 'positions' | 'roles' | 'projects' | 'contracts', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const t = { positions, roles, projects, contracts }[table];
  const rows = await db.select({ id: t.id }).from(t).where(and(inArray(t.id, ids), eq(t.enabled, true)));
  return new Set(rows.map((r) => r.id));
}
