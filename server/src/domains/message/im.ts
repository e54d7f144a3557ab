/**
 * Rules of IM chat (API.md 6.2), independent of the socket: what initMessage says, who may be
 * written to, what a message may contain, the frames a sent message produces, and who hears
 * that someone came online. A message is pushed to its receiver first and then written in a batch
 * (writer.ts); the sender hears it was sent (sendMessage) only once it is written.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Frame, Hub } from '../../realtime/hub.js';
import { findFile } from '../file/repo.js';
import type { SessionUser } from '../oauth/tokens.js';
import * as im from './im.repo.js';
import { checkValue } from './frames.js';
import { createImDirectory } from './directory.js';
import { createMessageWriter, type StoreBatch } from './writer.js';
import {
  ImageContent, MESSAGE_TYPES, TEXT_MAX, VoiceContent,
  type ImMessageType, type MessageListFrameType, type SendMessageFrameType,
} from './schemas.js';

/** Where IM images and voice are served from (API.md 6.2). */
export const IM_FILE_URL = '/api/file/Image/IM/';
const IM_FILE_TYPE = 'IM';

export const IM_MSG = {
  toSelf: '不能给自己发送消息',
  noUser: '用户不存在或无权访问',
  blank: 'messageContent 不能为空',
  tooLong: `messageContent 长度不能超过 ${TEXT_MAX} 个字符`,
  notJson: 'messageContent 格式不正确',
  noFile: 'messageContent.name 文件不存在,请先上传',
  notMe: 'formUserId 必须是当前用户',
} as const;

type Content = { stored: string; wire: string | Record<string, unknown> };

const ms = (d: Date | null | undefined): number | undefined => (d ? d.getTime() : undefined);

export function createIm(deps: { db: Db; hub: Hub; now: () => Date; log: FastifyBaseLogger; store?: StoreBatch }) {
  const { db, hub } = deps;
  const directory = createImDirectory(db);
  hub.setAudience((about) => directory.audience(about));
  const writer = createMessageWriter(deps.store ?? ((batch) => im.storeMessages(db, batch)));

  /** image / voice: a JSON object naming a file the sender uploaded as IM. */
  async function fileContent(user: SessionUser, raw: string, type: 'image' | 'voice'): Promise<Content> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest(IM_MSG.notJson);
    }
    const value = checkValue(type === 'image' ? ImageContent : VoiceContent, parsed, 'messageContent') as
      { name: string; width?: number; height?: number; length?: number };
    const file = await findFile(db, IM_FILE_TYPE, value.name);
    if (!file || file.userId !== user.id) throw badRequest(IM_MSG.noFile);
    const path = IM_FILE_URL + value.name;
    const wire = type === 'image' ? { path, width: value.width, height: value.height } : { path, length: value.length };
    return { stored: JSON.stringify(wire), wire };
  }

  async function content(user: SessionUser, type: ImMessageType, raw: string): Promise<Content> {
    if (type !== 'text') return fileContent(user, raw, type);
    if (!raw.trim()) throw badRequest(IM_MSG.blank);
    if ([...raw].length > TEXT_MAX) throw badRequest(IM_MSG.tooLong);
    return { stored: raw, wire: raw };
  }

  return {
    async initMessage(user: SessionUser): Promise<Frame> {
      const [online, state] = await Promise.all([
        hub.online().then(async (ids) => (await directory.visibleTo(user.id, ids)).filter((id) => id !== user.id)),
        writer.settled().then(() => im.initState(db, user.id)), // counts what was pushed to the user
      ]);
      const n = (type: number) => Number(state.byType[type] ?? 0);
      return {
        method: 'initMessage',
        onlineUsers: online,
        unreadNums: state.unread.map((u) => ({ ...u, unreadNum: Number(u.unreadNum), defaultMessageTime: Number(u.defaultMessageTime) })),
        unreadNoticeCount: n(MESSAGE_TYPES.notice),
        unreadMessageCount: n(MESSAGE_TYPES.flow),
        unreadSystemMessageCount: n(MESSAGE_TYPES.system),
        unreadScheduleCount: n(MESSAGE_TYPES.schedule),
        unreadTotalCount: Object.values(state.byType).reduce((a, b) => a + Number(b), 0),
        messageDefaultText: state.latest?.title ?? '',
        messageDefaultTime: state.latest ? Number(state.latest.at) : undefined,
        // JNPF 3.2's notice row
        noticeDefaultText: state.latestNotice?.title ?? '',
        noticeDefaultTime: state.latestNotice ? Number(state.latestNotice.at) : undefined,
        userId: user.id,
      };
    },

    /**
     * Hands the message to all the receiver's sockets, writes it, then echoes it to all the
     * sender's (the acknowledgement: only a written message is acknowledged). A failed write
     * throws: the sender is told that send failed and may send it again.
     */
    async send(user: SessionUser, frame: SendMessageFrameType): Promise<void> {
      if (frame.toUserId === user.id) throw badRequest(IM_MSG.toSelf);
      const pair = await directory.pair(user.id, frame.toUserId);
      if (!pair) throw badRequest(IM_MSG.noUser);
      const { viewer: sender, target: receiver } = pair;
      const body = await content(user, frame.messageType, frame.messageContent);
      const sendTime = deps.now();
      const at = sendTime.getTime();
      const pushed = hub.sendTo([receiver.id], {
        method: 'receiveMessage', formUserId: sender.id, userId: sender.id, dateTime: at, latestDate: at,
        headIcon: sender.headIcon ?? '', realName: sender.realName, account: sender.account,
        messageType: frame.messageType, formMessage: body.wire,
      });
      const written = writer.write({
        id: newId(), sendUserId: sender.id, receiveUserId: receiver.id, contentType: frame.messageType,
        content: body.stored, sendTime,
      });
      await Promise.all([pushed, written]);
      await hub.sendTo([sender.id], {
        method: 'sendMessage', userId: sender.id, toUserId: receiver.id, dateTime: at, latestDate: at,
        headIcon: sender.headIcon ?? '', realName: sender.realName, account: sender.account,
        toAccount: receiver.account, toRealName: receiver.realName, toHeadIcon: receiver.headIcon ?? '',
        messageType: frame.messageType, toMessage: body.wire,
      });
    },

    async markRead(user: SessionUser, peerId: string): Promise<number> {
      const at = deps.now();
      await writer.settled(); // what was pushed to the user and is being written is read too
      return im.markPeerRead(db, user.id, peerId, at);
    },

    /** A page of the chat with `toUserId`, newest first unless sord is asc. */
    async messageList(user: SessionUser, frame: MessageListFrameType): Promise<Frame> {
      if (frame.formUserId && frame.formUserId !== user.id) throw badRequest(IM_MSG.notMe);
      const currentPage = frame.currentPage ?? 1;
      const pageSize = frame.pageSize ?? 20;
      await writer.settled();
      const { rows, total } = await im.history(db, user.id, frame.toUserId, {
        keyword: frame.keyword || undefined, order: frame.sord === 'asc' ? 'asc' : 'desc',
        offset: (currentPage - 1) * pageSize, limit: pageSize,
      });
      return {
        method: 'messageList',
        list: rows.map((r) => ({
          id: r.id, sendUserId: r.sendUserId, sendTime: r.sendTime.getTime(), receiveUserId: r.receiveUserId,
          receiveTime: ms(r.readAt), content: r.content, contentType: r.contentType,
        })),
        pagination: { total, currentPage, pageSize },
      };
    },

    /** Resolves once every message pushed so far is written (or failed). */
    settled: () => writer.settled(),

    /** Stops the directory hearing changes (the app closes). */
    close(): void {
      directory.close();
    },

    /**
     * Online / Offline to the connected users who may see `userId`: one message on the bus, and
     * each instance goes once through its own sockets (no list of everyone online is made).
     */
    async announce(userId: string, method: 'Online' | 'Offline'): Promise<void> {
      await directory.viewersOf(userId, []); // the snapshot learns a user it does not know yet
      await hub.announce(userId, { method, userId });
    },
  };
}

export type Im = ReturnType<typeof createIm>;
