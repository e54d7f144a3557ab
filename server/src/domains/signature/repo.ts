/** SQL of /api/Signature: hand-sign items, the approvers who are asked to sign, person seals. */
import { and, asc, eq, ilike, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flowForms, flows, flowTaskRecords, flowTasks, handSignItems, personSeals, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import type { PageRequest } from '../permission/paging.js';

export type SealRow = typeof personSeals.$inferSelect;
export type ItemRow = typeof handSignItems.$inferSelect;

export function waitingHandSigns(db: Db, userId: string) {
  return db.select().from(handSignItems).where(and(eq(handSignItems.userId, userId), eq(handSignItems.state, 0)))
    .orderBy(asc(handSignItems.createdAt), asc(handSignItems.id));
}

export async function findSeal(db: Db, userId: string): Promise<SealRow | null> {
  const [row] = await db.select().from(personSeals).where(eq(personSeals.userId, userId)).limit(1);
  return row ?? null;
}

/** Inserts unless the user has a seal already; true when this call made it. */
export async function insertSeal(db: Db, row: typeof personSeals.$inferInsert): Promise<boolean> {
  const rows = await db.insert(personSeals).values(row).onConflictDoNothing().returning({ userId: personSeals.userId });
  return rows.length === 1;
}

export async function realNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ realName: users.realName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.realName ?? null;
}

// --- items made by the workflow -----------------------------------------------------------------

export async function taskBrief(db: Db, taskId: string) {
  const [row] = await db.select({ fullName: flowTasks.fullName, flowId: flowTasks.flowId, flowVersion: flowTasks.flowVersion, status: flowTasks.status })
    .from(flowTasks).where(eq(flowTasks.id, taskId)).limit(1);
  return row ?? null;
}

/** Everyone who agreed at a node of the task (valid records only), in the order they first did. */
export async function approversOf(db: Db, taskId: string): Promise<string[]> {
  const rows = await db.select({ userId: flowTaskRecords.userId }).from(flowTaskRecords)
    .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.handleStatus, 1)))
    .groupBy(flowTaskRecords.userId).orderBy(min(flowTaskRecords.handleTime), flowTaskRecords.userId);
  return rows.map((r) => r.userId);
}

/** The items this call made: one an approver of that task already has is left as it is. */
export async function insertItems(db: Db, rows: Array<typeof handSignItems.$inferInsert>): Promise<ItemRow[]> {
  if (rows.length === 0) return [];
  return db.insert(handSignItems).values(rows).onConflictDoNothing({ target: [handSignItems.taskId, handSignItems.userId] }).returning();
}

// --- the signer's items -------------------------------------------------------------------------

export interface ItemFilter {
  state?: 0 | 1;
  keyword?: string;
}

const listed = {
  id: handSignItems.id, title: handSignItems.title, flowId: handSignItems.flowId, taskId: handSignItems.taskId, state: handSignItems.state,
  createdAt: handSignItems.createdAt, signedAt: handSignItems.signedAt, signType: handSignItems.signType,
  flowName: flows.fullName, enCode: flows.enCode, formType: flowForms.formType,
};

/** Waiting ones first, oldest first (the order they are to be signed in); then signed ones, newest first. */
export async function listItems(db: Db, userId: string, f: ItemFilter, page: PageRequest) {
  const keyword = f.keyword?.trim();
  const where: SQL | undefined = and(
    eq(handSignItems.userId, userId),
    f.state === undefined ? undefined : eq(handSignItems.state, f.state),
    keyword ? or(ilike(handSignItems.title, containsPattern(keyword)), ilike(flows.fullName, containsPattern(keyword))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select(listed).from(handSignItems)
      .leftJoin(flows, eq(flows.id, handSignItems.flowId))
      .leftJoin(flowForms, eq(flowForms.id, flows.formId))
      .where(where)
      .orderBy(asc(handSignItems.state), sql`case when ${handSignItems.state} = 0 then ${handSignItems.createdAt} end asc`,
        sql`${handSignItems.signedAt} desc nulls last`, asc(handSignItems.id))
      .offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(handSignItems)
      .leftJoin(flows, eq(flows.id, handSignItems.flowId))
      .where(where),
  ]);
  return { rows, total };
}

export async function findItem(db: Db, id: string, userId: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(handSignItems).where(and(eq(handSignItems.id, id), eq(handSignItems.userId, userId))).limit(1);
  return row ?? null;
}

/** Signs a waiting item; false when it was signed already (by another device, at the same moment too). */
export async function markSigned(db: Db, id: string, userId: string, set: { signImg: string; signType: 'hand' | 'seal'; signedAt: Date }): Promise<boolean> {
  const rows = await db.update(handSignItems).set({ ...set, state: 1 })
    .where(and(eq(handSignItems.id, id), eq(handSignItems.userId, userId), eq(handSignItems.state, 0)))
    .returning({ id: handSignItems.id });
  return rows.length === 1;
}

/** Every item of a task (the signatures of its document), with the signer's name. */
export function signaturesOf(db: Db, taskId: string) {
  return db.select({ name: users.realName, state: handSignItems.state, signedAt: handSignItems.signedAt, signImg: handSignItems.signImg })
    .from(handSignItems).innerJoin(users, eq(users.id, handSignItems.userId))
    .where(eq(handSignItems.taskId, taskId)).orderBy(asc(handSignItems.createdAt), asc(handSignItems.id));
}

/** The signer of an item without a task (its document is itself). */
export async function signatureOf(db: Db, item: ItemRow) {
  const name = (await realNameOf(db, item.userId)) ?? '';
  return [{ name, state: item.state, signedAt: item.signedAt, signImg: item.signImg }];
}
