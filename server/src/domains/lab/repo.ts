/**
 * SQL of /api/lab: the records of the laboratory's modules a summary is computed from, always
 * under the caller's visibility condition (visualdev/visibility.ts visibleRecords); drafts are
 * not counted.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, onlineRecords } from '../../db/schema.js';

const r = onlineRecords;

export interface LabRecord {
  id: string;
  contractId: string | null;
  contractName: string | null;
  contractOrder: number | null;
  data: Record<string, unknown>;
}

/** The submitted records of a module the caller may see. */
export function records(db: Db, moduleId: string, visible: SQL): Promise<LabRecord[]> {
  return db.select({ id: r.id, contractId: r.contractId, contractName: contracts.fullName, contractOrder: contracts.sortCode, data: r.data })
    .from(r).leftJoin(contracts, eq(contracts.id, r.contractId))
    .where(and(eq(r.moduleId, moduleId), eq(r.draft, false), visible))
    .orderBy(r.createdAt, r.id);
}

/** One record of a module in the project, whoever may see it (the batch a consumption draws on). */
export async function recordById(db: Db, moduleId: string, id: string) {
  const [row] = await db.select({ id: r.id, projectId: r.projectId, data: r.data }).from(r).where(and(eq(r.moduleId, moduleId), eq(r.id, id)));
  return row ?? null;
}

/**
 * What has been used of a batch by every submitted consumption but `except` (the one being
 * changed): the batch is one physical stock, whoever recorded its use.
 */
export async function usedOfBatch(db: Db, moduleId: string, batchId: string, except: string | null): Promise<number> {
  const [row] = await db.select({
    used: sql<number>`coalesce(sum(case when ${r.data} ->> 'consumeQuantity' ~ '^[0-9]+(\\.[0-9]+)?$' then (${r.data} ->> 'consumeQuantity')::numeric else 0 end), 0)::float8`,
  }).from(r).where(and(eq(r.moduleId, moduleId), eq(r.draft, false), sql`${r.data} ->> 'batch' = ${batchId}`, except ? ne(r.id, except) : undefined));
  return Number(row?.used ?? 0);
}

/** The module record a flow task keeps its form in (a batch launched from the flow). */
export async function recordOfTask(db: Db, taskId: string): Promise<string | null> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.flowTaskId, taskId)).limit(1);
  return row?.id ?? null;
}
