/**
 * Rules of the message centre (API.md 6.1): a caller reads only messages addressed to them;
 * reading one marks it read; counts are per type; notices are published by administrators only,
 * through the one publisher.
 */
import type { Db } from '../../db/index.js';
import { AppError, CODE, badRequest } from '../../lib/errors.js';
import { parseFileUrl, unusableFiles } from '../file/references.js';
import { userLabel } from '../permission/nodes.js';
import { pageOf, toPage } from '../permission/paging.js';
import * as people from '../permission/repo.js';
import type { Viewer } from '../permission/repo.js';
import type { Page } from '../permission/types.js';
import { loadScope, requireAdmin, requireOrganize } from '../permission/visibility.js';
import * as im from './im.repo.js';
import type { Publisher } from './publish.js';
import * as repo from './repo.js';
import { MESSAGE_TYPES, type ListQueryType, type NoticeBodyType } from './schemas.js';

export const MSG = {
  notFound: '消息不存在或无权查看',
  unknownUsers: 'toIds 中有不存在或已停用的用户',
} as const;

const ms = (d: Date | null | undefined): number | undefined => (d ? d.getTime() : undefined);
const label = (name: string | null, account: string | null): string => (name && account ? userLabel({ realName: name, account }) : '');

export interface MessageItem {
  id: string;
  title: string;
  type: number;
  flowType?: number;
  isRead: 0 | 1;
  creatorUser: string;
  releaseUser: string;
  releaseTime: number;
  updateTime?: number;
  enabledMark: number;
}

export interface UnreadCounts {
  unReadMsg: string;
  unReadNotice: string;
  unReadSchedule: string;
  unReadSystemMsg: string;
  unReadNum: string;
}

export interface Conversation {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  latestMessage: string;
  latestDate: number;
  unreadMessage: number;
  messageType: string;
}

type MessageWithSender = NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>;

function detail({ message: m, senderName, senderAccount }: MessageWithSender) {
  return {
    id: m.id, title: m.title, type: m.type, flowType: m.flowType ?? undefined, bodyText: m.bodyText,
    releaseUser: label(senderName, senderAccount), creatorUser: label(senderName, senderAccount),
    releaseTime: m.createdAt.getTime(), updateTime: ms(m.updatedAt),
    // JNPF answers files as JSON text
    files: JSON.stringify(m.files ?? []), category: m.category, coverImage: m.coverImage, excerpt: m.excerpt,
    enabledMark: m.enabledMark,
  };
}

/** A notice's cover and attachments are the publisher's own uploads, by the URLs the uploader answered (file/references.ts). */
async function requireOwnFiles(db: Db, userId: string, body: NoticeBodyType): Promise<void> {
  if (body.coverImage) {
    const cover = parseFileUrl(body.coverImage);
    if (!cover || (await unusableFiles(db, [cover], { userId, images: true })).length) throw badRequest('coverImage 必须是您上传的图片');
  }
  for (const [i, file] of (body.files ?? []).entries()) {
    const ref = parseFileUrl(file.url);
    const fits = ref && (file.fileId === undefined || file.fileId === ref.storedName);
    if (!fits || (await unusableFiles(db, [ref], { userId })).length) throw badRequest(`files[${i}] 必须是您上传的文件`);
  }
}

const TODO_PREFIX = '【待办】';
const HANDLED_PREFIX = '【已办】';

/** The todo a 【待办】 flow message is about (its taskOperatorId), else null. */
function todoOperatorId(title: string, flowBody: string | null): string | null {
  if (!flowBody || !title.startsWith(TODO_PREFIX)) return null;
  try {
    const body = JSON.parse(flowBody) as { type?: number; taskOperatorId?: string };
    return body.type === 2 && body.taskOperatorId ? body.taskOperatorId : null;
  } catch {
    return null;
  }
}

/** A 【待办】 whose todo is no longer waiting reads 【已办】 (issue 12: it kept reading 待办 once handled). */
function handledTitle(title: string, operatorId: string | null, pending: Set<string>): string {
  return operatorId && !pending.has(operatorId) ? HANDLED_PREFIX + title.slice(TODO_PREFIX.length) : title;
}

export function createMessageService(deps: { db: Db; publisher: Publisher; now: () => Date; imSettled?: () => Promise<void> }) {
  const { db } = deps;
  const notFound = () => new AppError(CODE.badRequest, MSG.notFound);

  return {
    async list(viewer: Viewer, query: ListQueryType): Promise<Page<MessageItem>> {
      const req = pageOf(query);
      const filter = {
        keyword: query.keyword || undefined, type: query.type,
        isRead: query.isRead === undefined ? undefined : query.isRead === 1,
      };
      const [rows, total] = await Promise.all([
        repo.listReceived(db, viewer.id, filter, req), repo.countReceived(db, viewer.id, filter),
      ]);
      const todos = new Map(rows.map((r) => [r.id, todoOperatorId(r.title, r.flowBody)] as const));
      const pending = await repo.pendingOperatorIds(db, [...todos.values()].filter((id): id is string => id !== null));
      return toPage(rows.map((r) => ({
        id: r.id, title: handledTitle(r.title, todos.get(r.id) ?? null, pending), type: r.type, flowType: r.flowType ?? undefined, isRead: r.isRead ? 1 : 0,
        creatorUser: label(r.senderName, r.senderAccount), releaseUser: label(r.senderName, r.senderAccount),
        releaseTime: r.createdAt.getTime(), updateTime: ms(r.updatedAt), enabledMark: r.enabledMark,
      })), total, req);
    },

    /** Only a recipient reads a message, and reading marks it read. */
    async readInfo(viewer: Viewer, id: string) {
      const receipt = await repo.findReceipt(db, id, viewer.id);
      const found = receipt && await repo.findMessage(db, id);
      if (!found) throw notFound();
      const at = deps.now();
      if (!receipt.isRead) await repo.markRead(db, viewer.id, at, { messageId: id });
      return { ...detail(found), isRead: 1, readTime: (receipt.readAt ?? at).getTime() };
    },

    /** A notice as its sender, an administrator or a recipient sees it; the recipient list for the first two. */
    async noticeInfo(viewer: Viewer, id: string) {
      const found = await repo.findMessage(db, id);
      if (!found) throw notFound();
      const manages = viewer.isAdmin || found.message.senderId === viewer.id;
      if (!manages && !(await repo.findReceipt(db, id, viewer.id))) throw notFound();
      return { ...detail(found), ...(manages ? { toUserIds: await repo.listRecipientIds(db, id) } : {}) };
    },

    /** JNPF answers the counts as strings. */
    async unreadCounts(userId: string): Promise<UnreadCounts> {
      const by = await repo.unreadByType(db, userId);
      const n = (type: number) => by.get(type) ?? 0;
      const total = [...by.values()].reduce((a, b) => a + b, 0);
      return {
        unReadMsg: String(n(MESSAGE_TYPES.flow)), unReadNotice: String(n(MESSAGE_TYPES.notice)),
        unReadSchedule: String(n(MESSAGE_TYPES.schedule)), unReadSystemMsg: String(n(MESSAGE_TYPES.system)),
        unReadNum: String(total),
      };
    },

    async readAll(userId: string, type?: number): Promise<number> {
      return repo.markRead(db, userId, deps.now(), { type });
    },

    async conversations(userId: string): Promise<{ list: Conversation[] }> {
      await deps.imSettled?.(); // the chat messages pushed from this instance and being written
      const rows = await im.conversations(db, userId);
      return {
        list: rows.map((r) => ({
          id: r.peer.id, realName: r.peer.realName, account: r.peer.account, headIcon: r.peer.headIcon ?? '',
          latestMessage: r.content, latestDate: r.latestAt.getTime(), unreadMessage: r.unread, messageType: r.contentType,
        })),
      };
    },

    /**
     * Removes the conversation from the caller's list (it comes back with the next message); its
     * unread messages count as read, so the badge matches the list. `clear` also deletes the
     * records for the caller; the peer keeps theirs.
     */
    async removeConversation(userId: string, peerId: string, clear: boolean): Promise<void> {
      await im.markPeerRead(db, userId, peerId, deps.now());
      await im.hideConversation(db, userId, peerId, clear);
    },

    /** POST /api/message/Notice: administrators only; everything is checked before anything is written. */
    async publishNotice(viewer: Viewer, body: NoticeBodyType) {
      requireAdmin(viewer);
      const toIds = [...new Set(body.toIds ?? [])];
      if (body.toType !== 'all' && toIds.length === 0) throw badRequest('toIds 不能为空');
      // a department's or everyone: found by the statement that stores the notice (thousands of ids
      // neither read out nor sent back in); the publisher refuses it when they are none
      let recipients: repo.Recipients;
      if (body.toType === 'users') {
        recipients = await repo.activeUserIds(db, toIds);
        if (recipients.length !== toIds.length) throw badRequest(MSG.unknownUsers);
      } else if (body.toType === 'department') {
        const scope = await loadScope(db, viewer);
        const organizeIds = toIds.flatMap((id) => scope.orgs.subtree(requireOrganize(scope, id).id));
        recipients = people.userIdsQuery(viewer, { memberOf: { organizeIds } });
      } else {
        recipients = people.userIdsQuery(viewer, {});
      }
      await requireOwnFiles(db, viewer.id, body);
      const { id, recipients: reached } = await deps.publisher.publish({
        type: MESSAGE_TYPES.notice, title: body.title.trim(), bodyText: body.bodyText, senderId: viewer.id, recipients,
        files: body.files, category: body.category, excerpt: body.excerpt, coverImage: body.coverImage,
      });
      return { id, receiverCount: reached.length };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
