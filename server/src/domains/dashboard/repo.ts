/**
 * SQL of /api/dashboard: sums over module records (always under the caller's visibility condition,
 * visualdev/visibility.ts visibleRecords) and the project's own tables (its sections and units).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, flowTasks, onlineRecords, organizes, projects, userProjects, users } from '../../db/schema.js';

const r = onlineRecords;
const t = flowTasks;

/** A timestamp's month in China time, YYYY-MM. */
const monthOf = (col: unknown) => sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
const amountOf = (name: string) => sql`case when jsonb_typeof(${r.data} -> ${name}) = 'number' then (${r.data} ->> ${name})::numeric else 0 end`;

/**
 * Claims of the metering module (not drafts), summed by section, by the month claimed, by the
 * month their approval ended and by flow state (1 in approval, 2 approved, others out).
 */
export async function claimSums(db: Db, moduleId: string, visible: SQL, amountField: string) {
  const rows = await db.select({
    contractId: r.contractId, claimMonth: monthOf(r.createdAt), endMonth: sql<string | null>`case when ${t.endTime} is null then null else ${monthOf(t.endTime)} end`,
    flowState: r.flowState, amount: sql<string>`sum(${amountOf(amountField)})::text`, n: sql<number>`count(*)::int`,
  }).from(r).leftJoin(t, eq(t.id, r.flowTaskId))
    .where(and(eq(r.moduleId, moduleId), visible, eq(r.draft, false), inArray(r.flowState, [1, 2])))
    .groupBy(sql.raw('1, 2, 3, 4'));
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** The project, or undefined. */
export async function projectOf(db: Db, projectId: string) {
  const [row] = await db.select({
    id: projects.id, name: projects.fullName, shortName: projects.shortName, code: projects.enCode, location: projects.location,
    startDate: projects.startDate, endDate: projects.endDate, investment: projects.investment, ownerUnitId: projects.ownerUnitId,
  }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row;
}

/** The project's enabled sections in its order, with their units. */
export function sectionsOf(db: Db, projectId: string) {
  return db.select({
    id: contracts.id, name: contracts.fullName, sectionName: contracts.sectionName, startMileage: contracts.startMileage, endMileage: contracts.endMileage,
    amount: contracts.amount, constructionUnitId: contracts.constructionUnitId, supervisionUnitId: contracts.supervisionUnitId,
  }).from(contracts).where(and(eq(contracts.projectId, projectId), eq(contracts.enabled, true))).orderBy(asc(contracts.sortCode), asc(contracts.id));
}

/** Every enabled unit and department, for walking a unit's tree. */
export function organizeTree(db: Db) {
  return db.select({ id: organizes.id, parentId: organizes.parentId, name: organizes.fullName, managerId: organizes.managerId, sortCode: organizes.sortCode })
    .from(organizes).where(eq(organizes.enabled, true)).orderBy(asc(organizes.sortCode), asc(organizes.id));
}

/** The project's enabled people with their department. */
export function projectPeople(db: Db, projectId: string) {
  return db.select({ id: users.id, name: users.realName, mobile: users.mobilePhone, organizeId: users.organizeId })
    .from(userProjects).innerJoin(users, eq(users.id, userProjects.userId))
    .where(and(eq(userProjects.projectId, projectId), eq(users.enabled, true), sql`${users.cancelledAt} is null`));
}

/** A section's name ('' when unknown). */
export async function contractName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: contracts.fullName }).from(contracts).where(eq(contracts.id, id)).limit(1);
  return row?.name ?? '';
}
