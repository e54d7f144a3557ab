/**
 * The open chat (SPEC §2 chat screen; API.md §6.2): history pages over the socket, messages sent
 * with their send state (sending → sent on the server's echo; failed when the socket is not open,
 * the upload fails or no echo comes within IM_SEND_TIMEOUT), received messages read at once.
 * One chat is open at a time; the page calls openImChat on load and closeImChat on unload.
 */
import { create } from 'zustand'
import {
  IM_PAGE_SIZE, IM_SEND_TIMEOUT, belongsToChat, canSendText, confirmSent, findEchoed, hasMoreHistory,
  historyToMessage, prependHistory, toImContent,
  type ChatMessage, type HistoryRow, type ImPayload, type SendEcho
} from '@/core/im'
import type { ImFrame } from '@/core/socket'
import { uploadFile } from '@/api/file'
import { imSocket } from '@/platform/socket'
import { toast } from '@/platform/ui'
import { useChat } from './chat'

export interface ChatPartner {
  id: string
  realName: string
  account: string
  headIcon: string
}

export interface ImChatState {
  partner: ChatPartner | null
  /** the signed-in user's id */
  me: string
  /** oldest first */
  messages: ChatMessage[]
  /** last history page received (0: none yet) */
  page: number
  hasMore: boolean
  loadingHistory: boolean
  /** key of the message the list should scroll to (the newest, or the first of before a page of history) */
  scrollTo: string
}

const initial: ImChatState = {
  partner: null,
  me: '',
  messages: [],
  page: 0,
  hasMore: true,
  loadingHistory: false,
  scrollTo: ''
}

export const useIm = create<ImChatState>()(() => ({ ...initial }))

/** A history request without an answer within this long may be asked again (ms). */
export const HISTORY_TIMEOUT = 10000

let offs: Array<() => void> = []
const timers = new Map<string, ReturnType<typeof setTimeout>>()
let historyTimer: ReturnType<typeof setTimeout> | null = null
let requestedPage = 0
let seq = 0
const nextKey = (): string => `m${++seq}`

const state = () => useIm.getState()
const partnerId = () => state().partner?.id ?? ''

function update (key: string, patch: Partial<ChatMessage> | ((m: ChatMessage) => ChatMessage)): void {
  useIm.setState((s) => ({
    messages: s.messages.map((m) => (m.key === key ? (typeof patch === 'function' ? patch(m) : { ...m, ...patch }) : m))
  }))
}

function append (message: ChatMessage): void {
  useIm.setState((s) => ({ messages: [...s.messages, message], scrollTo: message.key }))
}

function clearTimer (key: string): void {
  const t = timers.get(key)
  if (t !== undefined) clearTimeout(t)
  timers.delete(key)
}

function clearHistoryTimer (): void {
  if (historyTimer !== null) clearTimeout(historyTimer)
  historyTimer = null
}

/** Asks for a page of history; false when the socket is not open (asked again when it opens). */
function requestHistory (page: number): boolean {
  const p = state().partner
  if (!p || state().loadingHistory) return false
  const sent = imSocket().messageList({ toUserId: p.id, formUserId: state().me, currentPage: page, pageSize: IM_PAGE_SIZE })
  if (!sent) return false
  requestedPage = page
  useIm.setState({ loadingHistory: true })
  clearHistoryTimer()
  historyTimer = setTimeout(() => {
    historyTimer = null
    useIm.setState({ loadingHistory: false })
  }, HISTORY_TIMEOUT)
  return true
}

function onHistory (frame: ImFrame): void {
  if (!state().loadingHistory) return
  clearHistoryTimer()
  const { me, messages } = state()
  const rows = (Array.isArray(frame.list) ? frame.list : []) as HistoryRow[]
  const pagination = (frame.pagination ?? {}) as { total?: unknown, pageSize?: unknown }
  const page = rows.filter((r) => belongsToChat(r, me, partnerId())).map((r) => historyToMessage(r, me, nextKey()))
  const next = prependHistory(messages, page)
  const loaded = next.filter((m) => m.id).length
  const firstPage = requestedPage <= 1
  useIm.setState({
    messages: next,
    page: requestedPage,
    loadingHistory: false,
    hasMore: hasMoreHistory(loaded, Number(pagination.total) || 0, rows.length, Number(pagination.pageSize) || IM_PAGE_SIZE),
    // the first page shows the newest message; an older page keeps the one that was on top in view
    scrollTo: firstPage ? (next[next.length - 1]?.key ?? '') : (messages[0]?.key ?? next[0]?.key ?? '')
  })
}

function onReceive (frame: ImFrame): void {
  const from = String(frame.formUserId ?? '')
  if (!from || from !== partnerId()) return
  append({
    key: nextKey(),
    mine: false,
    time: Number(frame.dateTime ?? frame.latestDate) || Date.now(),
    content: toImContent(String(frame.messageType ?? 'text'), frame.formMessage)
  })
  imSocket().updateReadMessage(from)
}

function onEcho (frame: ImFrame): void {
  const echo = frame as unknown as SendEcho
  if (String(echo.toUserId ?? '') !== partnerId()) return
  const index = findEchoed(state().messages, echo)
  if (index < 0) {
    // sent from another device of this user
    append({
      key: nextKey(),
      mine: true,
      state: 'sent',
      time: Number(echo.dateTime ?? echo.latestDate) || Date.now(),
      content: toImContent(echo.messageType, echo.toMessage)
    })
    return
  }
  const message = state().messages[index]
  clearTimer(message.key)
  update(message.key, (m) => confirmSent(m, echo))
}

/** The server refused a frame (`error`, API.md 6.2 + forMethod/toUserId): a refused send to this chat
 *  fails its oldest message still sending, with the reason; any refusal is shown. */
function onRefused (frame: ImFrame): void {
  const msg = String(frame.msg ?? '') || '消息发送失败'
  toast(msg)
  if (frame.forMethod !== 'SendMessage' || String(frame.toUserId ?? '') !== partnerId()) return
  const refused = state().messages.find((m) => m.mine && m.state === 'sending' && m.payload)
  if (!refused) return
  clearTimer(refused.key)
  update(refused.key, { state: 'failed', error: msg })
}

/** Sends an outgoing message's payload: failed at once when the socket is not open, else after the timeout without echo. */
function dispatch (key: string): void {
  const message = state().messages.find((m) => m.key === key)
  const p = state().partner
  if (!message?.payload || !p) return
  clearTimer(key)
  const sent = imSocket().sendMessage(p.id, message.payload.messageType, message.payload.content)
  if (!sent) {
    update(key, { state: 'failed' })
    return
  }
  update(key, { state: 'sending', error: undefined })
  timers.set(key, setTimeout(() => {
    timers.delete(key)
    if (state().messages.find((m) => m.key === key)?.state === 'sending') update(key, { state: 'failed' })
  }, IM_SEND_TIMEOUT))
}

/** Uploads the local file of an image / voice message, then sends it. */
async function uploadAndSend (key: string): Promise<void> {
  const message = state().messages.find((m) => m.key === key)
  if (!message?.localFile) return
  let name: string
  try {
    name = (await uploadFile('IM', message.localFile)).name
  } catch {
    update(key, { state: 'failed' })
    return
  }
  if (!state().messages.some((m) => m.key === key)) return
  const payload: ImPayload = message.content.type === 'image'
    ? { messageType: 'image', content: { name, width: message.content.image.width, height: message.content.image.height } }
    : { messageType: 'voice', content: { name, length: message.content.type === 'voice' ? message.content.voice.length : 0 } }
  update(key, { payload, localFile: undefined })
  dispatch(key)
}

function onSocketOpen (): void {
  const p = state().partner
  if (!p) return
  imSocket().updateReadMessage(p.id)
  if (state().page === 0) requestHistory(1)
}

/** Opens the chat with `partner`: the message centre's current conversation (its unread read),
 *  UpdateReadMessage, and the first page of history (now, or when the socket opens). */
export function openImChat (partner: ChatPartner, me: string): void {
  closeImChat()
  useIm.setState({ ...initial, partner, me })
  useChat.getState().openChat(partner.id)
  const socket = imSocket()
  offs = [
    socket.on('messageList', onHistory),
    socket.on('receiveMessage', onReceive),
    socket.on('sendMessage', onEcho),
    socket.on('error', onRefused),
    socket.onStatusChange((s) => { if (s.state === 'open') onSocketOpen() })
  ]
  if (socket.state === 'open') onSocketOpen()
  else socket.connect()
}

/** Leaves the chat: handlers and timers dropped, no current conversation. */
export function closeImChat (): void {
  offs.forEach((off) => off())
  offs = []
  timers.forEach((t) => clearTimeout(t))
  timers.clear()
  clearHistoryTimer()
  if (state().partner) useChat.getState().closeChat()
  useIm.setState({ ...initial })
}

/** The previous page of history (scrolling to the top). False when there is none or one is on its way. */
export function loadOlder (): boolean {
  const s = state()
  if (!s.partner || !s.hasMore || s.loadingHistory) return false
  return requestHistory(s.page + 1)
}

/** Sends a text message (trimmed); false when the text may not be sent (blank or too long). */
export function sendText (text: string): boolean {
  const value = text.trim()
  if (!state().partner || !canSendText(value)) return false
  const key = nextKey()
  append({ key, mine: true, time: Date.now(), state: 'sending', content: { type: 'text', text: value }, payload: { messageType: 'text', content: value } })
  dispatch(key)
  return true
}

/** Sends a picked image: shown at once from the local file, uploaded (type IM), then sent as {name,width,height}. */
export async function sendImage (localFile: string, size: { width: number, height: number }): Promise<void> {
  if (!state().partner) return
  const key = nextKey()
  append({ key, mine: true, time: Date.now(), state: 'sending', localFile, content: { type: 'image', image: { path: localFile, ...size } } })
  await uploadAndSend(key)
}

/** Sends a recording: uploaded (type IM), then sent as {name,length} with length in seconds. */
export async function sendVoice (localFile: string, durationMs: number): Promise<void> {
  if (!state().partner) return
  const key = nextKey()
  const length = Math.max(1, Math.round(durationMs / 1000))
  append({ key, mine: true, time: Date.now(), state: 'sending', localFile, content: { type: 'voice', voice: { path: localFile, length } } })
  await uploadAndSend(key)
}

/** Sends a failed message again, with the same content; it moves to the end of the chat. */
export async function resend (key: string): Promise<void> {
  const message = state().messages.find((m) => m.key === key)
  if (!message || message.state !== 'failed') return
  useIm.setState((s) => ({
    messages: [...s.messages.filter((m) => m.key !== key), { ...message, state: 'sending', time: Date.now() }],
    scrollTo: key
  }))
  if (message.payload) dispatch(key)
  else await uploadAndSend(key)
}
