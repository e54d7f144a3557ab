/** /api/message: in-app messages, unread counts, IM conversations and the WeChat JS-SDK signature (API.md §6.1, SPEC §7). */
import { request } from '@/platform/http'
import { toConversation, type ConversationItem, type UnreadCounts } from '@/core/message'

export type { ConversationItem, UnreadCounts }

/** Message type: 1 notice, 2 flow, 3 system, 4 schedule. */
export type MessageType = 1 | 2 | 3 | 4
export const MESSAGE_TYPE = { notice: 1, flow: 2, system: 3, schedule: 4 } as const

/** A row of GET /api/message. */
export interface MessageItem {
  id: string
  title: string
  type: MessageType | number
  flowType?: number | null
  /** 0 unread, 1 read */
  isRead: number
  creatorUser?: string
  releaseUser?: string
  releaseTime?: number | null
  updateTime?: number | null
  enabledMark?: number
}

/** GET /api/message/ReadInfo/{id}; for flow messages bodyText is the JSON of the flow settings. */
export interface MessageInfo {
  id: string
  title: string
  bodyText: string
  releaseUser?: string
  releaseTime?: number | null
  files?: unknown
  category?: string | number
  coverImage?: string
  excerpt?: string
  [key: string]: unknown
}

export interface Pagination {
  currentPage: number
  pageSize: number
  total: number
}

export interface Paged<T> {
  list: T[]
  pagination: Pagination
}

export interface MessageQuery {
  currentPage: number
  pageSize: number
  keyword?: string
  type?: MessageType | number
  isRead?: 0 | 1
}

type Quiet = { toast?: boolean }

/** A page answer, whatever the server left out. */
export function toPaged<T> (data: Partial<Paged<T>> | null | undefined, query: { currentPage: number, pageSize: number }): Paged<T> {
  const list = Array.isArray(data?.list) ? data!.list : []
  const p = data?.pagination
  return {
    list,
    pagination: {
      currentPage: Number(p?.currentPage) || query.currentPage,
      pageSize: Number(p?.pageSize) || query.pageSize,
      total: Number(p?.total) || 0
    }
  }
}

/** GET /api/message: one page of in-app messages, without the loading indicator (SPEC §7). */
export async function getMessages (query: MessageQuery): Promise<Paged<MessageItem>> {
  const res = await request<Paged<MessageItem>>({ url: '/api/message', data: query, load: false })
  return toPaged(res.data, query)
}

/** GET /api/message/ReadInfo/{id}: the message, marked read. Callers ignore its failures (SPEC §8): pass toast false. */
export async function getMessageInfo (id: string, opts: Quiet = {}): Promise<MessageInfo> {
  const res = await request<MessageInfo>({ url: `/api/message/ReadInfo/${encodeURIComponent(id)}`, ...opts })
  return res.data
}

/** GET /api/message/getUnReadMsgNum (string counts), without the loading indicator. */
export async function getUnreadCounts (opts: Quiet = {}): Promise<UnreadCounts> {
  const res = await request<UnreadCounts | null>({ url: '/api/message/getUnReadMsgNum', load: false, ...opts })
  return res.data ?? {}
}

/** POST /api/message/Actions/ReadAll {type}: every message (of the type, when given) read. */
export async function readAll (type?: MessageType | number): Promise<void> {
  await request({ url: '/api/message/Actions/ReadAll', method: 'POST', data: type === undefined ? {} : { type } })
}

/** GET /api/message/imreply: the IM conversations, newest first (shows the loading indicator). */
export async function getConversations (opts: Quiet = {}): Promise<ConversationItem[]> {
  const res = await request<{ list?: unknown[] } | null>({ url: '/api/message/imreply', ...opts })
  const list = Array.isArray(res.data?.list) ? res.data!.list : []
  return list.map((row) => toConversation(row as Record<string, unknown>))
}

/** DELETE /api/message/imreply/relocation/{id}: removes the conversation with that user from the list. */
export async function removeConversation (id: string): Promise<void> {
  await request({ url: `/api/message/imreply/relocation/${encodeURIComponent(id)}`, method: 'DELETE' })
}

/** GET /api/message/wechatopen/getJssdkSinature (sic): the raw answer, quietly. */
export async function getJssdkSignature (query: { timestamp: number, noncestr: string, url: string }): Promise<unknown> {
  return request<unknown>({ url: '/api/message/wechatopen/getJssdkSinature', data: query, raw: true, load: false, toast: false })
}
