/** SQL of IM chat: messages, the conversation list, unread counts. */
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { imConversations, imMessages, users } from '../../db/schema.js';

export interface ImUser {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
}

const USER = { id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon };

export interface NewImMessage {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: string;
  content: string;
  sendTime: Date;
}

/**
 * Stores a message and moves the conversation to the top for both (un-hiding it), in one
 * statement: atomic without a transaction, one round trip per message. The two conversation rows
 * are written in a fixed order, so A→B and B→A at once cannot deadlock.
 */
export async function storeMessage(db: Db, m: NewImMessage): Promise<void> {
  const [first, second] = [m.sendUserId, m.receiveUserId].sort();
  await db.execute(sql`with m as (
      insert into ${imMessages} (id, send_user_id, receive_user_id, content_type, content, send_time)
      values (${m.id}, ${m.sendUserId}, ${m.receiveUserId}, ${m.contentType}, ${m.content}, ${m.sendTime.toISOString()}::timestamptz)
      returning seq, send_time)
    insert into ${imConversations} (user_id, peer_id, last_seq, latest_at)
    select pair.user_id, pair.peer_id, m.seq, m.send_time
      from m, (values (1, ${first}, ${second}), (2, ${second}, ${first})) as pair (n, user_id, peer_id)
      order by pair.n
    on conflict (user_id, peer_id) do update set
      last_seq = greatest(${imConversations.lastSeq}, excluded.last_seq),
      latest_at = greatest(${imConversations.latestAt}, excluded.latest_at),
      hidden = false`);
}

/** Marks what `peerId` sent to `userId` read. Returns how many. */
export async function markPeerRead(db: Db, userId: string, peerId: string, at: Date): Promise<number> {
  const rows = await db.update(imMessages).set({ readAt: at })
    .where(and(eq(imMessages.receiveUserId, userId), eq(imMessages.sendUserId, peerId), isNull(imMessages.readAt)))
    .returning({ id: imMessages.id });
  return rows.length;
}

async function clearedSeq(db: Db, userId: string, peerId: string): Promise<number> {
  const [row] = await db.select({ seq: imConversations.clearedSeq }).from(imConversations)
    .where(and(eq(imConversations.userId, userId), eq(imConversations.peerId, peerId))).limit(1);
  return row?.seq ?? 0;
}

const likeEscaped = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface HistoryQuery {
  keyword?: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The messages between the two that `userId` has not deleted, a page of them, and their total. */
export async function history(db: Db, userId: string, peerId: string, q: HistoryQuery) {
  const cleared = await clearedSeq(db, userId, peerId);
  const where = and(
    or(
      and(eq(imMessages.sendUserId, userId), eq(imMessages.receiveUserId, peerId)),
      and(eq(imMessages.sendUserId, peerId), eq(imMessages.receiveUserId, userId)),
    ),
    cleared > 0 ? gt(imMessages.seq, cleared) : undefined,
    q.keyword ? and(eq(imMessages.contentType, 'text'), ilike(imMessages.content, likeEscaped(q.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(imMessages).where(where)
      .orderBy(q.order === 'asc' ? asc(imMessages.seq) : desc(imMessages.seq)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(imMessages).where(where),
  ]);
  return { rows, total: total.n };
}

/** Per sender: how many unread messages `userId` has from them, and the newest of those. */
export async function unreadBySender(db: Db, userId: string) {
  return db.selectDistinctOn([imMessages.sendUserId], {
    sendUserId: imMessages.sendUserId,
    unread: sql<number>`count(*) over (partition by ${imMessages.sendUserId})`.mapWith(Number),
    content: imMessages.content, contentType: imMessages.contentType, sendTime: imMessages.sendTime,
  }).from(imMessages)
    .where(and(eq(imMessages.receiveUserId, userId), isNull(imMessages.readAt)))
    .orderBy(imMessages.sendUserId, desc(imMessages.seq));
}

/** The conversation list of `userId`, newest first, with the peer, the latest message and the unread count. */
export async function conversations(db: Db, userId: string) {
  const unread = sql<number>`(select count(*) from ${imMessages} x where x.receive_user_id = ${userId}
    and x.send_user_id = ${imConversations.peerId} and x.read_at is null and x.seq > ${imConversations.clearedSeq})`.mapWith(Number);
  return db.select({
    peer: USER, latestAt: imConversations.latestAt,
    content: imMessages.content, contentType: imMessages.contentType, unread,
  }).from(imConversations)
    .innerJoin(users, eq(users.id, imConversations.peerId))
    .innerJoin(imMessages, eq(imMessages.seq, imConversations.lastSeq))
    .where(and(eq(imConversations.userId, userId), eq(imConversations.hidden, false)))
    .orderBy(desc(imConversations.latestAt), desc(imConversations.lastSeq));
}

/** Hides the conversation from `userId`'s list; with `clear`, also deletes its records for `userId`. */
export async function hideConversation(db: Db, userId: string, peerId: string, clear: boolean): Promise<void> {
  await db.update(imConversations)
    .set(clear ? { hidden: true, clearedSeq: sql`${imConversations.lastSeq}` } : { hidden: true })
    .where(and(eq(imConversations.userId, userId), eq(imConversations.peerId, peerId)));
}
