/**
 * The one way a notice, flow, system or schedule message is sent, then pushed (`messagePush`,
 * API.md 6.2) to whichever of its recipients are connected, on any instance. Nothing is pushed
 * before it is stored.
 * - Published inside a transaction (`opts.db`, the workflow's say): the message and a receipt per
 *   recipient are written in that transaction (one statement), and pushed only once it commits
 *   (db/afterCommit.ts): a message rolled back with the work it announced is never announced.
 * - Otherwise (POST /api/message/Notice, to thousands at times): the message is stored with its
 *   recipients on its one row, pushed, and then their receipts are written (repo.insertMessageFirst,
 *   writeReceipts, migration 0033), so the push does not wait on a row per recipient. A read of
 *   receipts in between writes them first (repo.settleReceipts), as does a start after a crash.
 */
import { is, SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, inTransaction } from '../../db/afterCommit.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Hub } from '../../realtime/hub.js';
import * as repo from './repo.js';

export type MessageType = 1 | 2 | 3 | 4;

export interface PublishInput {
  type: MessageType;
  title: string;
  /** Flow messages: the object of API.md 6.1 ({processId, enCode, flowId, ...}) or its JSON. */
  bodyText: string | Record<string, unknown>;
  /** null for messages of the system itself. */
  senderId: string | null;
  /** Ids, or a statement selecting active users' ids (repo.Recipients). */
  recipients: repo.Recipients;
  /** Flow messages: 1 approval, 2 delegation. */
  flowType?: number | null;
  files?: unknown[];
  category?: string;
  excerpt?: string;
  coverImage?: string;
}

export interface Published {
  id: string;
  /** Who got it: the active users among the recipients, once each. */
  recipients: string[];
}

export interface PublishOptions {
  /** The transaction to write in; the push waits for its commit. */
  db?: Db;
}

export function createPublisher(deps: { db: Db; hub: Hub; now: () => Date; log: FastifyBaseLogger }) {
  return {
    async publish(input: PublishInput, opts: PublishOptions = {}): Promise<Published> {
      const db = opts.db ?? deps.db;
      const id = newId();
      const at = deps.now();
      const later = !inTransaction(db);
      const recipients = await (later ? repo.insertMessageFirst : repo.insertMessage)(db, {
        id, type: input.type, flowType: input.flowType ?? null, title: input.title,
        bodyText: typeof input.bodyText === 'string' ? input.bodyText : JSON.stringify(input.bodyText),
        files: input.files ?? [], category: input.category ?? '', excerpt: input.excerpt ?? '',
        coverImage: input.coverImage ?? '', senderId: input.senderId, createdAt: at,
      }, is(input.recipients, SQL) ? input.recipients : [...new Set(input.recipients)]);
      if (recipients.length === 0) throw badRequest('没有可以接收该消息的用户');
      const push = { method: 'messagePush', unreadNoticeCount: 1, messageType: input.type, title: input.title, id, messageDefaultTime: at.getTime() };
      // stored is delivered: a recipient who misses the push sees it in initMessage and the list
      const pushed = () => deps.hub.sendTo(recipients, push, { stamp: 'toUserId' })
        .catch((err: unknown) => deps.log.error({ err, messageId: id }, 'message push failed'));
      if (!later) afterCommit(db, () => { void pushed(); });
      else {
        await pushed();
        // stored already: should this fail, the next read of receipts or the next start writes them
        await repo.writeReceipts(db, id).catch((err: unknown) => deps.log.error({ err, messageId: id }, 'message receipts not written yet'));
      }
      return { id, recipients };
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
