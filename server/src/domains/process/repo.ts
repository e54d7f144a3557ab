/**
 * SQL of /api/engineering/Process: a contract section's WBS and the process inspection
 * applications of its parts (module records), under the caller's visibility condition when given.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, flowTasks, onlineRecords, users, wbsNodes } from '../../db/schema.js';

const r = onlineRecords;

export interface WbsRow { id: string, parentId: string, fullName: string, sortCode: number }

export function contractOf(db: Db, contractId: string) {
  return db.select({ id: contracts.id, projectId: contracts.projectId, fullName: contracts.sectionName, enabled: contracts.enabled })
    .from(contracts).where(eq(contracts.id, contractId)).then((rows) => rows[0] ?? null);
}

export function wbsOfContract(db: Db, contractId: string): Promise<WbsRow[]> {
  return db.select({ id: wbsNodes.id, parentId: wbsNodes.parentId, fullName: wbsNodes.fullName, sortCode: wbsNodes.sortCode })
    .from(wbsNodes).where(eq(wbsNodes.contractId, contractId)).orderBy(asc(wbsNodes.level), asc(wbsNodes.sortCode), asc(wbsNodes.id));
}

export function wbsNode(db: Db, id: string) {
  return db.select({ id: wbsNodes.id, contractId: wbsNodes.contractId }).from(wbsNodes).where(eq(wbsNodes.id, id)).then((rows) => rows[0] ?? null);
}

export interface ApplicationRow {
  id: string;
  data: Record<string, unknown>;
  taskId: string | null;
  flowState: number | null;
  draft: boolean;
  creatorUserId: string;
  applicantName: string | null;
  createdAt: Date;
  updatedAt: Date | null;
  taskState: unknown;
}

/**
 * The applications of a section's parts (`nodeIds`: only those parts), oldest first; `visible`
 * narrows them to what the caller sees, none for the server's own rule (every sent one).
 */
export function applications(db: Db, moduleId: string, contractId: string, opts: { visible?: SQL, nodeIds?: string[] }): Promise<ApplicationRow[]> {
  return db.select({
    id: r.id, data: r.data, taskId: r.flowTaskId, flowState: r.flowState, draft: r.draft, creatorUserId: r.creatorUserId,
    applicantName: users.realName, createdAt: r.createdAt, updatedAt: r.updatedAt, taskState: flowTasks.state,
  }).from(r)
    .leftJoin(users, eq(users.id, r.creatorUserId))
    .leftJoin(flowTasks, eq(flowTasks.id, r.flowTaskId))
    .where(and(
      eq(r.moduleId, moduleId), eq(r.contractId, contractId),
      opts.visible ?? eq(r.draft, false),
      opts.nodeIds ? inArray(sql`${r.data} ->> 'wbsNode'`, opts.nodeIds) : undefined,
    ))
    .orderBy(asc(r.createdAt), asc(r.id));
}
