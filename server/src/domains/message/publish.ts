/**
 * The one way a notice, flow, system or schedule message is sent: stored for every recipient
 * (one statement), then pushed (`messagePush`, API.md 6.2) to whichever of them are connected, on
 * any instance. Published inside a transaction (`opts.db`, the workflow's say), it is written in
 * that transaction and pushed only once it commits (db/afterCommit.ts): a message rolled back
 * with the work it announced is never announced. POST /api/message/Notice and the workflow use it.
 */
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
  recipients: readonly string[];
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
      const recipients = await repo.insertMessage(db, {
        id, type: input.type, flowType: input.flowType ?? null, title: input.title,
        bodyText: typeof input.bodyText === 'string' ? input.bodyText : JSON.stringify(input.bodyText),
        files: input.files ?? [], category: input.category ?? '', excerpt: input.excerpt ?? '',
        coverImage: input.coverImage ?? '', senderId: input.senderId, createdAt: at,
      }, [...new Set(input.recipients)]);
      if (recipients.length === 0) throw badRequest('没有可以接收该消息的用户');
      const push = { method: 'messagePush', unreadNoticeCount: 1, messageType: input.type, title: input.title, id, messageDefaultTime: at.getTime() };
      // stored is delivered: a recipient who misses the push sees it in initMessage and the list
      const pushed = () => deps.hub.sendTo(recipients, push, { stamp: 'toUserId' })
        .catch((err: unknown) => deps.log.error({ err, messageId: id }, 'message push failed'));
      if (inTransaction(db)) afterCommit(db, () => { void pushed(); });
      else await pushed();
      return { id, recipients };
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
