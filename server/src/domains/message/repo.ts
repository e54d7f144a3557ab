/** SQL of notices, flow, system and schedule messages and their recipients. */
import { and, count, desc, eq, ilike, inArray, is, sql, SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flowTaskOperators, messageReceivers, messages, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { isPendingTodo } from '../../db/conditions.js';

export type MessageRow = typeof messages.$inferSelect;
/**
 * Who a message is for: user ids, or a statement selecting the ids (a column `id`) of active users
 * (permission repo userIdsQuery), read in the statement that stores the message.
 */
export type Recipients = readonly string[] | SQL;

/** The active users among `recipients` (ids travel as one JSON parameter, whatever their number). */
const activeAmong = (recipients: Recipients) => (is(recipients, SQL) ? recipients : sql`select ${users.id} as id from ${users}
  where ${users.id} in (select json_array_elements_text(${JSON.stringify(recipients)}::json))
    and ${users.enabled} and ${users.cancelledAt} is null`);

/** The message row's columns and values, for the inserts below. */
const messageValues = (row: typeof messages.$inferInsert & { createdAt: Date }) => sql`${row.id}, ${row.type}, ${row.flowType ?? null}, ${row.title},
  ${row.bodyText ?? ''}, ${JSON.stringify(row.files ?? [])}::jsonb, ${row.category ?? ''}, ${row.coverImage ?? ''}, ${row.excerpt ?? ''},
  ${row.senderId ?? null}, ${row.createdAt.toISOString()}::timestamptz`;
const MESSAGE_COLUMNS = sql.raw('id, type, flow_type, title, body_text, files, category, cover_image, excerpt, sender_id, created_at');

/**
 * Stores a message and a receipt for each active user among `recipients`, in one statement whatever
 * their number: atomic without a transaction of its own, and nothing is written when none of them
 * may receive it. Returns those it was stored for. For a few recipients, inside a transaction.
 */
export async function insertMessage(db: Db, row: typeof messages.$inferInsert & { createdAt: Date }, recipients: Recipients): Promise<string[]> {
  const res = await db.execute(sql`with r as (${activeAmong(recipients)}),
    m as (
      insert into ${messages} (${MESSAGE_COLUMNS}) select ${messageValues(row)}
      where exists (select 1 from r)
      returning id, type, created_at)
    insert into ${messageReceivers} (message_id, user_id, type, created_at)
    select m.id, r.id, m.type, m.created_at from m cross join r
    returning user_id`);
  return (res as unknown as { rows: Array<{ user_id: string }> }).rows.map((r) => r.user_id);
}

/**
 * Stores a message with the active users among `recipients` named on its own row, their receipts
 * still to write (migration 0033): one row whatever their number, so a notice to thousands is
 * durable, and may be pushed, before a row per recipient is written (writeReceipts). Nothing is
 * written when none may receive it. Returns those it was stored for.
 */
export async function insertMessageFirst(db: Db, row: typeof messages.$inferInsert & { createdAt: Date }, recipients: Recipients): Promise<string[]> {
  const res = await db.execute(sql`with r as (${activeAmong(recipients)}),
    m as (
      insert into ${messages} (${MESSAGE_COLUMNS}, pending_recipients) select ${messageValues(row)}, (select jsonb_agg(r.id) from r)
      where exists (select 1 from r)
      returning pending_recipients)
    select pending_recipients as ids from m`);
  return (res as unknown as { rows: Array<{ ids: string[] }> }).rows.flatMap((r) => r.ids);
}

/**
 * Writes the receipts of a message stored by insertMessageFirst and clears its list, in one
 * statement: whoever calls it at the same time (the publisher, a reader, a start), they are written
 * once; a second caller waits on the row and then finds nothing left to write.
 */
export async function writeReceipts(db: Db, messageId: string): Promise<void> {
  // the list as it was (an update's RETURNING gives the row as it becomes), locked: a second caller
  // waits here, then finds it cleared
  await db.execute(sql`with old as (
      select id, type, created_at, pending_recipients from ${messages}
      where ${messages.id} = ${messageId} and ${messages.pendingRecipients} is not null
      for update),
    m as (
      update ${messages} set pending_recipients = null from old where ${messages.id} = old.id
      returning old.id, old.type, old.created_at, old.pending_recipients)
    insert into ${messageReceivers} (message_id, user_id, type, created_at)
    select m.id, u.id, m.type, m.created_at from m cross join jsonb_array_elements_text(m.pending_recipients) as u(id)
    on conflict do nothing`);
}

/**
 * Writes every receipt still to write: those of a message pushed a moment ago whose publisher is
 * writing them (this waits for it), or of one whose instance was killed in between. Every read of
 * receipts calls it first, so a recipient who opens their messages on the push finds the message,
 * on any instance; a start calls it too. One indexed read when there is nothing to write.
 */
export async function settleReceipts(db: Db): Promise<number> {
  const rows = await db.select({ id: messages.id }).from(messages)
    .where(sql`${messages.pendingRecipients} is not null`).orderBy(messages.createdAt);
  for (const r of rows) await writeReceipts(db, r.id);
  return rows.length;
}

export interface ListFilter {
  keyword?: string;
  type?: number;
  isRead?: boolean;
}


function receivedWhere(userId: string, f: ListFilter) {
  return and(
    eq(messageReceivers.userId, userId),
    f.type !== undefined ? eq(messageReceivers.type, f.type) : undefined,
    f.isRead !== undefined ? eq(messageReceivers.isRead, f.isRead) : undefined,
    f.keyword ? ilike(messages.title, containsPattern(f.keyword)) : undefined,
  );
}

/** The caller's messages, newest first, with the sender's name. */
export async function listReceived(db: Db, userId: string, f: ListFilter, page: { offset: number; limit: number }) {
  await settleReceipts(db);
  return db.select({
    id: messages.id, title: messages.title, type: messages.type, flowType: messages.flowType,
    isRead: messageReceivers.isRead, createdAt: messages.createdAt, updatedAt: messages.updatedAt,
    enabledMark: messages.enabledMark, senderName: users.realName, senderAccount: users.account,
    // a flow message's settings (which todo it is about); a notice's text stays in the database
    flowBody: sql<string | null>`case when ${messages.type} = 2 then ${messages.bodyText} end`,
  }).from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(receivedWhere(userId, f))
    .orderBy(desc(messageReceivers.createdAt), desc(messages.id))
    .limit(page.limit).offset(page.offset);
}

export async function countReceived(db: Db, userId: string, f: ListFilter): Promise<number> {
  await settleReceipts(db);
  const query = db.select({ n: count() }).from(messageReceivers);
  const [row] = await (f.keyword ? query.innerJoin(messages, eq(messages.id, messageReceivers.messageId)) : query)
    .where(receivedWhere(userId, f));
  return row.n;
}

/** Of these todo (task operator) ids, the ones still waiting on their handler. */
export async function pendingOperatorIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: flowTaskOperators.id }).from(flowTaskOperators)
    .where(and(inArray(flowTaskOperators.id, ids), isPendingTodo));
  return new Set(rows.map((r) => r.id));
}

/** A message with its sender's name. */
export async function findMessage(db: Db, id: string) {
  const [row] = await db.select({ message: messages, senderName: users.realName, senderAccount: users.account })
    .from(messages).leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id)).limit(1);
  return row ?? null;
}

export async function findReceipt(db: Db, messageId: string, userId: string) {
  await settleReceipts(db);
  const [row] = await db.select().from(messageReceivers)
    .where(and(eq(messageReceivers.messageId, messageId), eq(messageReceivers.userId, userId))).limit(1);
  return row ?? null;
}

export async function listRecipientIds(db: Db, messageId: string): Promise<string[]> {
  await settleReceipts(db);
  const rows = await db.select({ id: messageReceivers.userId }).from(messageReceivers).where(eq(messageReceivers.messageId, messageId));
  return rows.map((r) => r.id);
}

/** Marks the caller's unread messages read: one, those of a type, or all. Returns how many. */
export async function markRead(db: Db, userId: string, at: Date, f: { messageId?: string; type?: number } = {}): Promise<number> {
  await settleReceipts(db);
  const rows = await db.update(messageReceivers).set({ isRead: true, readAt: at })
    .where(and(
      eq(messageReceivers.userId, userId), eq(messageReceivers.isRead, false),
      f.messageId !== undefined ? eq(messageReceivers.messageId, f.messageId) : undefined,
      f.type !== undefined ? eq(messageReceivers.type, f.type) : undefined,
    )).returning({ id: messageReceivers.messageId });
  return rows.length;
}

/** Unread messages of the caller by type (1..4); types without any are absent. */
export async function unreadByType(db: Db, userId: string): Promise<Map<number, number>> {
  await settleReceipts(db);
  const rows = await db.select({ type: messageReceivers.type, n: count() }).from(messageReceivers)
    .where(and(eq(messageReceivers.userId, userId), eq(messageReceivers.isRead, false)))
    .groupBy(messageReceivers.type);
  return new Map(rows.map((r) => [r.type, r.n]));
}

/** Active users among these ids (the ids that may receive). */
export async function activeUserIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true), sql`${users.cancelledAt} is null`));
  return rows.map((r) => r.id);
}
