/**
 * Rules of one open chat (SPEC §2 chat screen, API.md §6.2): the message model, history pages,
 * matching the server's echo to what was sent, send states, and time separators. Pure: the IM
 * store (src/stores/im.ts) holds the state and the timers.
 */
import type { ImMessageType } from './socket'
import { timeFormat } from './format'

export type { ImMessageType }

/** Longest text message (characters). */
export const IM_TEXT_MAX = 2000
/** An outgoing message without its echo after this long is shown as failed (ms). */
export const IM_SEND_TIMEOUT = 10000
/** A time separator shows when two messages are further apart than this (ms). */
export const IM_TIME_GAP = 5 * 60 * 1000
export const IM_PAGE_SIZE = 20
/** Where IM files are served from (API.md §6.2), by the name the upload answered. */
export const IM_FILE_PATH = '/api/file/Image/IM/'

export type SendState = 'sending' | 'sent' | 'failed'

export interface ImageContent { path: string, width: number, height: number }
export interface VoiceContent { path: string, length: number }

/** What is shown; a path is a server path ('/api/file/…'), a URL, or a local file before upload. */
export type ImContent =
  | { type: 'text', text: string }
  | { type: 'image', image: ImageContent }
  | { type: 'voice', voice: VoiceContent }

/** What goes out: the SendMessage frame's messageType and messageContent (image/voice: the uploaded name). */
export type ImPayload =
  | { messageType: 'text', content: string }
  | { messageType: 'image', content: { name: string, width: number, height: number } }
  | { messageType: 'voice', content: { name: string, length: number } }

export interface ChatMessage {
  /** client key, also usable as an element id */
  key: string
  /** server id (history), when known */
  id?: string
  mine: boolean
  time: number
  content: ImContent
  /** outgoing only */
  state?: SendState
  /** outgoing only: what to send again (absent while the file is not uploaded yet) */
  payload?: ImPayload
  /** outgoing image / voice not uploaded yet: the local file to upload on resend */
  localFile?: string
  /** outgoing, failed: why the server refused it (shown under the bubble) */
  error?: string
}

const parseJson = (value: unknown): Record<string, unknown> | null => {
  if (value && typeof value === 'object') return value as Record<string, unknown>
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return null
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A file reference of an IM message as a server path: a bare name lives under IM_FILE_PATH. */
export function imFilePath(ref: string): string {
  if (!ref) return ''
  if (/^([a-z]+:|\/)/i.test(ref)) return ref
  return IM_FILE_PATH + encodeURIComponent(ref)
}

const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0)

/** Content of a frame or history row: image / voice arrive as {path,…} or {name,…}, object or JSON text. */
export function toImContent(messageType: string, content: unknown): ImContent {
  const obj = parseJson(content)
  const ref = obj ? String(obj.path ?? obj.name ?? '') : ''
  if (messageType === 'image' && obj) {
    return { type: 'image', image: { path: imFilePath(ref), width: num(obj.width), height: num(obj.height) } }
  }
  if (messageType === 'voice' && obj) {
    return { type: 'voice', voice: { path: imFilePath(ref), length: num(obj.length) } }
  }
  return { type: 'text', text: typeof content === 'string' ? content : content == null ? '' : JSON.stringify(content) }
}

/** A history row of the messageList frame. */
export interface HistoryRow {
  id?: string
  sendUserId?: string
  receiveUserId?: string
  sendTime?: number | string
  content?: unknown
  contentType?: string
}

export function historyToMessage(row: HistoryRow, me: string, key: string): ChatMessage {
  return {
    key,
    id: row.id,
    mine: String(row.sendUserId ?? '') === me,
    time: num(row.sendTime),
    content: toImContent(row.contentType ?? 'text', row.content),
    ...(String(row.sendUserId ?? '') === me ? { state: 'sent' as const } : {})
  }
}

/** Rows of this pair only (the frame does not say which chat it answers). */
export const belongsToChat = (row: HistoryRow, me: string, partner: string): boolean => {
  const from = String(row.sendUserId ?? '')
  const to = String(row.receiveUserId ?? '')
  if (!to) return from === me || from === partner
  return (from === me && to === partner) || (from === partner && to === me)
}

/** A page of history (newest first, as asked with sord desc) put before what is shown, oldest
 *  first, without the messages already shown (same server id). */
export function prependHistory(shown: ChatMessage[], page: ChatMessage[]): ChatMessage[] {
  const ids = new Set(shown.map((m) => m.id).filter(Boolean))
  const older = page.filter((m) => !m.id || !ids.has(m.id)).sort((a, b) => a.time - b.time)
  return [...older, ...shown]
}

/** Whether more history exists after `loaded` rows of `total`. */
export const hasMoreHistory = (loaded: number, total: number, lastPageSize: number, pageSize: number): boolean =>
  total > 0 ? loaded < total : lastPageSize >= pageSize

/** The server's echo of a sent message (API.md §6.2 `sendMessage`). */
export interface SendEcho {
  toUserId: string
  messageType: string
  toMessage: unknown
  dateTime?: number
  latestDate?: number
}

const sameText = (m: ChatMessage, echo: SendEcho): boolean =>
  m.content.type === 'text' && echo.messageType === 'text' && m.content.text === String(echo.toMessage ?? '')

/** The outgoing message an echo confirms: the oldest one still sending (then failed: it got through
 *  after all) of the same type, and for text the same text. -1 when none: sent from another device. */
export function findEchoed(messages: ChatMessage[], echo: SendEcho): number {
  const candidate = (m: ChatMessage): boolean =>
    m.mine && m.payload?.messageType === echo.messageType && (echo.messageType !== 'text' || sameText(m, echo))
  const sending = messages.findIndex((m) => candidate(m) && m.state === 'sending')
  return sending >= 0 ? sending : messages.findIndex((m) => candidate(m) && m.state === 'failed')
}

/** The confirmed message takes the server's time and content (paths of the stored file). */
export function confirmSent(message: ChatMessage, echo: SendEcho): ChatMessage {
  const content = echo.messageType === 'text' ? message.content : toImContent(echo.messageType, echo.toMessage)
  const keepLocal = content.type !== 'text' && !(content.type === 'image' ? content.image.path : content.voice.path)
  return {
    ...message,
    state: 'sent',
    time: num(echo.dateTime ?? echo.latestDate) || message.time,
    content: keepLocal ? message.content : content
  }
}

/** Text that may be sent: not blank, at most IM_TEXT_MAX characters. */
export const canSendText = (text: string): boolean => text.trim() !== '' && Array.from(text).length <= IM_TEXT_MAX

export type ChatRow =
  | { kind: 'time', key: string, text: string }
  | { kind: 'message', key: string, message: ChatMessage }

/** The chat time label: today hh:MM, yesterday 昨天 hh:MM, this year mm-dd hh:MM, else the full date. */
export function chatTimeLabel(time: number, now: number = Date.now()): string {
  const d = new Date(time)
  const today = new Date(now)
  today.setHours(0, 0, 0, 0)
  const start = today.getTime()
  if (time >= start) return timeFormat(d, 'hh:MM')
  if (time >= start - 24 * 3600 * 1000) return `昨天 ${timeFormat(d, 'hh:MM')}`
  if (d.getFullYear() === today.getFullYear()) return timeFormat(d, 'mm-dd hh:MM')
  return timeFormat(d, 'yyyy-mm-dd hh:MM')
}

/** Messages with a time separator before the first one and wherever two are more than `gap` apart. */
export function withTimeSeparators(messages: ChatMessage[], now: number = Date.now(), gap: number = IM_TIME_GAP): ChatRow[] {
  const rows: ChatRow[] = []
  let previous: number | null = null
  for (const m of messages) {
    if (previous === null || m.time - previous > gap) rows.push({ kind: 'time', key: `t-${m.key}`, text: chatTimeLabel(m.time, now) })
    rows.push({ kind: 'message', key: m.key, message: m })
    previous = m.time
  }
  return rows
}

/** Displayed size of an image bubble (px of the 750 design): at most `max` on its longer side. */
export function bubbleImageSize(width: number, height: number, max = 300): { width: number, height: number } {
  if (!(width > 0 && height > 0)) return { width: max, height: max }
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}
