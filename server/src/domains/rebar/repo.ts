/** SQL of rebar counts (db/schema.rebar.ts). */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flowTasks, onlineRecords, rebarCounts, users } from '../../db/schema.js';

export type RebarCountRow = typeof rebarCounts.$inferSelect;
export type RebarCountListed = RebarCountRow & { creatorName: string | null, receiptData: Record<string, unknown> | null };

export async function insertCount(db: Db, row: typeof rebarCounts.$inferInsert): Promise<void> {
  await db.insert(rebarCounts).values(row);
}

/** Counts matching `where`, newest first, with their author's name and their receipt's values. */
export async function listCounts(db: Db, where: SQL, limit: number): Promise<RebarCountListed[]> {
  const rows = await db.select({ count: rebarCounts, creatorName: users.realName, receiptData: onlineRecords.data }).from(rebarCounts)
    .leftJoin(users, eq(users.id, rebarCounts.authorId))
    .leftJoin(onlineRecords, eq(onlineRecords.id, rebarCounts.receiptId))
    .where(where).orderBy(desc(rebarCounts.createdAt), desc(rebarCounts.id)).limit(limit);
  return rows.map((r) => ({ ...r.count, creatorName: r.creatorName, receiptData: r.receiptData as Record<string, unknown> | null }));
}

export const ofReceipt = (receiptId: string): SQL => eq(rebarCounts.receiptId, receiptId);
export const both = (a: SQL, b: SQL): SQL => and(a, b)!;

/** The module record a flow task was launched for (a receipt's approval); null for none. */
export async function recordOfTask(db: Db, taskId: string): Promise<string | null> {
  const [row] = await db.select({ id: flowTasks.moduleRecordId }).from(flowTasks).where(eq(flowTasks.id, taskId)).limit(1);
  return row?.id ?? null;
}
