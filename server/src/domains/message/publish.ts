/**
 * The one way a notice, flow, system or schedule message is sent: stored for every recipient
 * first, then pushed (`messagePush`, API.md 6.2) to whichever of them are connected, on any
 * instance. POST /api/message/Notice uses it; so will the workflow engine.
 */
import type { FastifyBaseLogger } from 'fastify';
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

export function createPublisher(deps: { db: Db; hub: Hub; now: () => Date; log: FastifyBaseLogger }) {
  return {
    async publish(input: PublishInput): Promise<Published> {
      const recipients = await repo.activeUserIds(deps.db, [...new Set(input.recipients)]);
      if (recipients.length === 0) throw badRequest('没有可以接收该消息的用户');
      const id = newId();
      const at = deps.now();
      await repo.insertMessage(deps.db, {
        id, type: input.type, flowType: input.flowType ?? null, title: input.title,
        bodyText: typeof input.bodyText === 'string' ? input.bodyText : JSON.stringify(input.bodyText),
        files: input.files ?? [], category: input.category ?? '', excerpt: input.excerpt ?? '',
        coverImage: input.coverImage ?? '', senderId: input.senderId, createdAt: at,
      }, recipients);
      const push = { method: 'messagePush', unreadNoticeCount: 1, messageType: input.type, title: input.title, id, messageDefaultTime: at.getTime() };
      // stored is delivered: a recipient who misses the push sees it in initMessage and the list
      await deps.hub.sendTo(recipients, push, { stamp: 'toUserId' })
        .catch((err: unknown) => deps.log.error({ err, messageId: id }, 'message push failed'));
      return { id, recipients };
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
