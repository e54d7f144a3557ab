/** SQL of checking stored values against what a data interface offers (interfaceValues.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, userContracts, users, wbsNodes } from '../../db/schema.js';

/** Of these WBS node ids, those in an enabled contract of the project that the user (null: anyone) sees, within `contractId` when given. */
export async function visibleWbsNodes(db: Db, ids: string[], q: { projectId: string, userId: string | null, contractId?: string }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const base = db.select({ id: wbsNodes.id }).from(wbsNodes).innerJoin(contracts, eq(contracts.id, wbsNodes.contractId));
  const where = and(inArray(wbsNodes.id, ids), eq(contracts.projectId, q.projectId), eq(contracts.enabled, true),
    q.contractId ? eq(wbsNodes.contractId, q.contractId) : undefined);
  const rows = q.userId === null ? await base.where(where)
    : await base.innerJoin(userContracts, and(eq(userContracts.contractId, contracts.id), eq(userContracts.userId, q.userId))).where(where);
  return new Set(rows.map((r) => r.id));
}

/** Of these user ids, the enabled ones (of `organizeId` when given). */
export async function enabledUsers(db: Db, ids: string[], organizeId?: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true), organizeId ? eq(users.organizeId, organizeId) : undefined));
  return new Set(rows.map((r) => r.id));
}
