/** SQL of /api/visualdev: modules, their forms and records. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { containsPattern } from '../../lib/like.js';
import { flowForms, flows, flowVersions, onlineModules, onlineRecords, users } from '../../db/schema.js';

export type ModuleRow = typeof onlineModules.$inferSelect;
export type RecordRow = typeof onlineRecords.$inferSelect;

/** By id or by enCode: menus name a module either way; with the node tree of its flow's current version. */
export async function findModule(db: Db, idOrCode: string) {
  const [row] = await db.select({ module: onlineModules, form: flowForms, flowEnCode: flows.enCode, flowTemplate: flowVersions.templateJson })
    .from(onlineModules)
    .innerJoin(flowForms, eq(flowForms.id, onlineModules.formId))
    .leftJoin(flows, eq(flows.id, onlineModules.flowId))
    .leftJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
    .where(sql`${onlineModules.id} = ${idOrCode} or ${onlineModules.enCode} = ${idOrCode}`).limit(1);
  return row ?? null;
}

export interface RecordQuery {
  moduleId: string;
  projectId: string | null;
  keyword?: string;
  /** field → value: equal, or contained for text */
  filters: Array<{ field: string, value: unknown, contains: boolean }>;
  sidx?: string;
  desc: boolean;
  offset: number;
  limit: number;
}

const projectScope = (projectId: string | null): SQL =>
  (projectId ? eq(onlineRecords.projectId, projectId) : sql`${onlineRecords.projectId} is null`);

export async function listRecords(db: Db, q: RecordQuery): Promise<{ rows: RecordRow[], total: number }> {
  const where = and(
    eq(onlineRecords.moduleId, q.moduleId),
    projectScope(q.projectId),
    q.keyword ? sql`${onlineRecords.data}::text ilike ${containsPattern(q.keyword)}` : undefined,
    ...q.filters.map((f) => (f.contains
      ? sql`${onlineRecords.data} ->> ${f.field} ilike ${containsPattern(String(f.value))}`
      : sql`${onlineRecords.data} -> ${f.field} = ${JSON.stringify(f.value)}::jsonb`)),
  );
  const order = q.sidx
    ? (q.desc ? sql`${onlineRecords.data} ->> ${q.sidx} desc nulls last` : sql`${onlineRecords.data} ->> ${q.sidx} asc nulls last`)
    : (q.desc ? desc(onlineRecords.createdAt) : asc(onlineRecords.createdAt));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(onlineRecords).where(where).orderBy(order, desc(onlineRecords.id)).offset(q.offset).limit(q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(onlineRecords).where(where),
  ]);
  return { rows, total };
}

export async function getRecord(db: Db, moduleId: string, id: string): Promise<RecordRow | null> {
  const [row] = await db.select().from(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), eq(onlineRecords.id, id))).limit(1);
  return row ?? null;
}

export async function insertRecord(db: Db, row: typeof onlineRecords.$inferInsert): Promise<void> {
  await db.insert(onlineRecords).values(row);
}

export async function updateRecord(db: Db, id: string, set: Partial<typeof onlineRecords.$inferInsert>): Promise<void> {
  await db.update(onlineRecords).set(set).where(eq(onlineRecords.id, id));
}

export async function deleteRecords(db: Db, moduleId: string, ids: string[]): Promise<void> {
  await db.delete(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), inArray(onlineRecords.id, ids)));
}

export async function getRecords(db: Db, moduleId: string, ids: string[]): Promise<RecordRow[]> {
  return db.select().from(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), inArray(onlineRecords.id, ids)));
}

/** What the system fields of a new record need to know about its creator. */
export async function creatorOf(db: Db, userId: string) {
  const [row] = await db.select({ organizeId: users.organizeId, positionId: users.positionId }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { organizeId: null, positionId: null };
}
