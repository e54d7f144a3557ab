/** SQL of IM chat: messages, the conversation list, unread counts. */
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { preparedValue } from '../../db/prepared.js';
import { imConversations, imMessages, messageReceivers, messages, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { settleReceipts } from './repo.js';
import { MESSAGE_TYPES } from './schemas.js';

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
 * Stores a batch of messages (in the order given) and moves each conversation to the top for
 * both (un-hiding it), in one statement: atomic without a transaction, one round trip per batch.
 * A pair that appears several times in the batch is written once, with its newest message; the
 * conversation rows are written in key order, so concurrent batches cannot deadlock.
 */
export async function storeMessages(db: Db, batch: readonly NewImMessage[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = sql.join(batch.map((m) => sql`(${m.id}, ${m.sendUserId}, ${m.receiveUserId}, ${m.contentType}, ${m.content}, ${m.sendTime.toISOString()}::timestamptz)`), sql`, `);
  await db.execute(sql`with m as (
      insert into ${imMessages} (id, send_user_id, receive_user_id, content_type, content, send_time)
      values ${rows}
      returning seq, send_user_id, receive_user_id, send_time),
    pair as (
      select send_user_id as user_id, receive_user_id as peer_id, seq, send_time from m
      union all
      select receive_user_id, send_user_id, seq, send_time from m)
    insert into ${imConversations} (user_id, peer_id, last_seq, latest_at)
    select user_id, peer_id, max(seq), max(send_time) from pair
      group by user_id, peer_id
      order by user_id, peer_id
    on conflict (user_id, peer_id) do update set
      last_seq = greatest(${imConversations.lastSeq}, excluded.last_seq),
      latest_at = greatest(${imConversations.latestAt}, excluded.latest_at),
      hidden = false`);
}

/** One message: a batch of one. */
export function storeMessage(db: Db, m: NewImMessage): Promise<void> {
  return storeMessages(db, [m]);
}

/**
 * Marks what `peerId` sent to `userId` read, and moves the user's read mark of the conversation to
 * `at`, in one statement. The mark counts for messages written later too (pushed before the user
 * read, written by another instance's next batch); it only moves forward (GREATEST), so an older
 * mark handled after a newer one, on another instance, changes nothing. Returns how many rows.
 */
export async function markPeerRead(db: Db, userId: string, peerId: string, at: Date): Promise<number> {
  const time = sql`${at.toISOString()}::timestamptz`;
  const res = await db.execute(sql`with mark as (
      insert into ${imConversations} (user_id, peer_id, last_seq, latest_at, read_up_to)
      select ${userId}, ${peerId}, 0, 'epoch'::timestamptz, ${time}
      where exists (select 1 from ${users} where ${users.id} = ${peerId})
      on conflict (user_id, peer_id) do update set read_up_to = greatest(${imConversations.readUpTo}, excluded.read_up_to))
    update ${imMessages} set read_at = ${time}
    where receive_user_id = ${userId} and send_user_id = ${peerId} and read_at is null
    returning id`);
  return (res as unknown as { rows: unknown[] }).rows.length;
}

async function clearedSeq(db: Db, userId: string, peerId: string): Promise<number> {
  const [row] = await db.select({ seq: imConversations.clearedSeq }).from(imConversations)
    .where(and(eq(imConversations.userId, userId), eq(imConversations.peerId, peerId))).limit(1);
  return row?.seq ?? 0;
}


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
    q.keyword ? and(eq(imMessages.contentType, 'text'), ilike(imMessages.content, containsPattern(q.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(imMessages).where(where)
      .orderBy(q.order === 'asc' ? asc(imMessages.seq) : desc(imMessages.seq)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(imMessages).where(where),
  ]);
  return { rows, total: total.n };
}

export interface InitState {
  /** Per sender: the unread count and the newest unread message. */
  unread: { sendUserId: string; unreadNum: number; defaultMessage: string; defaultMessageType: string; defaultMessageTime: number }[];
  /** Unread messages (notices, flow, ...) by type; types without any are absent. */
  byType: Record<string, number>;
  /** The newest message received (the message centre's summary line). */
  latest: { title: string; at: number } | null;
  /** The newest notice (type 1) received: JNPF 3.2 shows it on its own notice row. */
  latestNotice: { title: string; at: number } | null;
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * What initMessage reports, in one prepared statement: it runs on every connect, and three
 * separately planned queries cost most of a connect on PGlite.
 */
const initStatement = preparedValue<InitState>('im_init_state', 1, (me) => sql`json_build_object(
  'unread', coalesce((select json_agg(x) from (
      select distinct on (send_user_id) send_user_id as "sendUserId",
        count(*) over (partition by send_user_id) as "unreadNum", content as "defaultMessage",
        content_type as "defaultMessageType", ${ms(sql.raw('send_time'))} as "defaultMessageTime"
      from ${imMessages} m where receive_user_id = ${me} and read_at is null
        and not exists (select 1 from ${imConversations} c where c.user_id = ${me} and c.peer_id = m.send_user_id and c.read_up_to >= m.send_time)
      order by send_user_id, seq desc) x), '[]'::json),
  'byType', coalesce((select json_object_agg(type, n) from (
      select type, count(*) as n from ${messageReceivers} where user_id = ${me} and not is_read group by type) y), '{}'::json),
  'latest', (select json_build_object('title', m.title, 'at', ${ms(sql.raw('r.created_at'))})
      from ${messageReceivers} r join ${messages} m on m.id = r.message_id
      where r.user_id = ${me} order by r.created_at desc limit 1),
  'latestNotice', (select json_build_object('title', m.title, 'at', ${ms(sql.raw('r.created_at'))})
      from ${messageReceivers} r join ${messages} m on m.id = r.message_id
      where r.user_id = ${me} and r.type = ${sql.raw(String(MESSAGE_TYPES.notice))} order by r.created_at desc limit 1))`);

export async function initState(db: Db, userId: string): Promise<InitState> {
  await settleReceipts(db); // a notice pushed a moment ago counts
  return (await initStatement(db, userId)) ?? { unread: [], byType: {}, latest: null, latestNotice: null };
}

/** The conversation list of `userId`, newest first, with the peer, the latest message and the unread count. */
export async function conversations(db: Db, userId: string) {
  const unread = sql<number>`(select count(*) from ${imMessages} x where x.receive_user_id = ${userId}
    and x.send_user_id = ${imConversations.peerId} and x.read_at is null and x.seq > ${imConversations.clearedSeq}
    and (${imConversations.readUpTo} is null or x.send_time > ${imConversations.readUpTo}))`.mapWith(Number);
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
