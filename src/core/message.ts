/** Message-centre rules of SPEC.md §4 (badge, message info, conversations) and the mapping of a
 *  flow message to the flow screen, as pure reducers: the chat store calls them and holds no rules. */
import { FLOW_OPEN_DELAY, OP_TYPE, ROLE_SIGN_PUSH_STATE, SIGN_HANDLED_STATE } from './constants'

/** IM conversation summary (SPEC §3 message list item, API.md §6.1 imreply). */
export interface ConversationItem {
  id: string
  account: string
  headIcon: string
  realName: string
  latestDate: number
  latestMessage: string
  messageType: string
  unreadMessage: number
}

export interface MsgInfo {
  messageText: string
  /** The message-info count of SPEC §4. */
  messageCount: number
  messageDate: number | null
  /** Same number as messageCount, kept for screens that read `count`. */
  count: number
}

export interface MessageState {
  badgeNum: number
  msgInfo: MsgInfo
  /** Id of the user whose chat is open; '' when none. */
  formUserId: string
  conversations: ConversationItem[]
}

export const initialMessageState: MessageState = {
  badgeNum: 0,
  msgInfo: { messageText: '', messageCount: 0, messageDate: null, count: 0 },
  formUserId: '',
  conversations: []
}

const floorZero = (n: number): number => Math.max(0, Number.isFinite(n) ? n : 0)

// Badge: set, increased or reduced, never below zero.
export const setBadge = (state: MessageState, n: number): MessageState => ({ ...state, badgeNum: floorZero(n) })
export const addBadge = (state: MessageState, n = 1): MessageState => setBadge(state, state.badgeNum + n)
export const reduceBadge = (state: MessageState, n = 1): MessageState => setBadge(state, state.badgeNum - n)

const withCount = (msgInfo: MsgInfo, n: number): MsgInfo => ({ ...msgInfo, messageCount: floorZero(n), count: floorZero(n) })

/** "Set to a given number (badge also set), or with no number reduced by one (badge down by one,
 *  floor zero)". The badge is set to the same number. */
export function setMsgInfoCount(state: MessageState, n?: number): MessageState {
  if (n === undefined) {
    return { ...reduceBadge(state), msgInfo: withCount(state.msgInfo, state.msgInfo.messageCount - 1) }
  }
  return { ...setBadge(state, n), msgInfo: withCount(state.msgInfo, n) }
}

export type ChatContent = string | Record<string, unknown>

/** Image and voice content arrive as objects ({path,width,height} / {path,length}); the list keeps text. */
const contentText = (content: ChatContent | null | undefined): string =>
  typeof content === 'string' ? content : content ? JSON.stringify(content) : ''

const PREVIEWS: Record<string, (content: string) => string> = {
  text: (content) => content,
  image: () => '[图片]',
  voice: () => '[语音]'
}

/** What a conversation row shows for its latest message. */
export const latestMessagePreview = (messageType: string, content: ChatContent | null | undefined): string =>
  (PREVIEWS[messageType] ?? PREVIEWS.text)(contentText(content))

/** Updates (or creates) a conversation and moves it to the top: the list is newest first. */
function upsertConversation(
  list: ConversationItem[],
  fields: Partial<ConversationItem> & Pick<ConversationItem, 'id'>,
  unread: (previous: number) => number
): ConversationItem[] {
  const existing = list.find((c) => c.id === fields.id)
  const base: ConversationItem = existing ?? {
    id: fields.id,
    account: '',
    headIcon: '',
    realName: '',
    latestDate: 0,
    latestMessage: '',
    messageType: 'text',
    unreadMessage: 0
  }
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  const updated = { ...base, ...defined, unreadMessage: unread(base.unreadMessage) }
  return [updated, ...list.filter((c) => c.id !== fields.id)]
}

/** Server frame `receiveMessage` (API.md §6.2; "form" means "from"). */
export interface ReceivedChat {
  formUserId: string
  messageType: string
  formMessage: ChatContent
  latestDate?: number
  dateTime?: number
  realName?: string
  account?: string
  headIcon?: string
}

export const isFromCurrentPartner = (state: MessageState, msg: Pick<ReceivedChat, 'formUserId'>): boolean =>
  state.formUserId !== '' && state.formUserId === msg.formUserId

/** From the open chat: read at once (unread 0, badge unchanged). Otherwise one more unread on the
 *  conversation and on the badge. Either way the conversation shows the message and goes to the top. */
export function receiveChatMessage(state: MessageState, msg: ReceivedChat, now: number = Date.now()): MessageState {
  const read = isFromCurrentPartner(state, msg)
  const conversations = upsertConversation(
    state.conversations,
    {
      id: msg.formUserId,
      realName: msg.realName,
      account: msg.account,
      headIcon: msg.headIcon,
      messageType: msg.messageType,
      latestMessage: contentText(msg.formMessage),
      latestDate: msg.latestDate ?? msg.dateTime ?? now
    },
    (previous) => (read ? 0 : previous + 1)
  )
  return { ...(read ? state : addBadge(state, 1)), conversations }
}

/** Server echo `sendMessage` of a message this user sent (API.md §6.2). */
export interface SentChat {
  toUserId: string
  messageType: string
  toMessage: ChatContent
  latestDate?: number
  dateTime?: number
  toRealName?: string
  toAccount?: string
  toHeadIcon?: string
}

/** Sending: the conversation shows the message with zero unread and goes to the top. */
export function sendChatMessage(state: MessageState, msg: SentChat, now: number = Date.now()): MessageState {
  const conversations = upsertConversation(
    state.conversations,
    {
      id: msg.toUserId,
      realName: msg.toRealName,
      account: msg.toAccount,
      headIcon: msg.toHeadIcon,
      messageType: msg.messageType,
      latestMessage: contentText(msg.toMessage),
      latestDate: msg.latestDate ?? msg.dateTime ?? now
    },
    () => 0
  )
  return { ...state, conversations }
}

/** Opening a chat reads its messages: its unread leaves the badge. */
export function openConversation(state: MessageState, id: string): MessageState {
  const unread = state.conversations.find((c) => c.id === id)?.unreadMessage ?? 0
  return {
    ...reduceBadge(state, unread),
    formUserId: id,
    conversations: state.conversations.map((c) => (c.id === id ? { ...c, unreadMessage: 0 } : c))
  }
}

export const closeConversation = (state: MessageState): MessageState => ({ ...state, formUserId: '' })

/** Server frame `messagePush`: a new notice or flow message. */
export interface NoticePush {
  title: string
  unreadNoticeCount?: number
  messageDefaultTime?: number
}

/** The title becomes the message text, the date is set, and its unread count (1 when absent: one
 *  push is one message) is added to both the message count and the badge. */
export function receiveNoticePush(state: MessageState, push: NoticePush): MessageState {
  const n = push.unreadNoticeCount ?? 1
  return {
    ...addBadge(state, n),
    msgInfo: {
      ...withCount(state.msgInfo, state.msgInfo.messageCount + n),
      messageText: push.title,
      messageDate: push.messageDefaultTime ?? state.msgInfo.messageDate
    }
  }
}

/** Server frame `initMessage` (API.md §6.2). */
export interface InitMessage {
  unreadTotalCount?: number
  unreadNums?: Array<{ sendUserId?: string; unreadNum?: number }>
  messageDefaultText?: string
  messageDefaultTime?: number | null
}

/** Badge = unreadTotalCount + the chat unread of every sender. unreadTotalCount is the
 *  message-centre part, so it is also the message-info count. */
export function initMessage(state: MessageState, data: InitMessage): MessageState {
  const total = Number(data.unreadTotalCount) || 0
  const chat = (data.unreadNums ?? []).reduce((sum, u) => sum + (Number(u.unreadNum) || 0), 0)
  return {
    ...setBadge(state, total + chat),
    msgInfo: {
      ...withCount(state.msgInfo, total),
      messageText: data.messageDefaultText ?? '',
      messageDate: data.messageDefaultTime ?? null
    }
  }
}

/** Message detail of GET /api/message/ReadInfo/{id}. */
export interface MessageDetail {
  title: string
  bodyText: string
}

/** Decoded bodyText of a flow message. `type`: 1 mine, 2 todo, 3 copy. */
export interface FlowMessageBody {
  processId: string
  enCode: string
  flowId: string
  formType: number
  type: number
  taskNodeId: string
  taskOperatorId: string
  status: number
}

/** The config the flow screen opens with (SPEC §3). */
export interface FlowConfig {
  id: string
  enCode: string
  flowId: string
  formType: number
  opType: number
  taskNodeId: string
  taskId: string
  hideCancelBtn: true
  fullName: string
  status: number
}

const OP_TYPE_BY_MESSAGE_TYPE: Record<number, number> = { 1: OP_TYPE.mine, 2: OP_TYPE.todo }

/** 1 → 0 (mine), 2 → 1 (todo); any other value stays as it is. */
export const flowOpTypeFromMessageType = (type: number): number => OP_TYPE_BY_MESSAGE_TYPE[type] ?? type

/** A todo message (type 2) is checked against the task before the screen opens. */
export const TASK_CHECK_MESSAGE_TYPE = 2
export const needsTaskCheck = (type: number): boolean => Number(type) === TASK_CHECK_MESSAGE_TYPE

const parseObject = (json: unknown): Record<string, unknown> | null => {
  if (json !== null && typeof json === 'object') return json as Record<string, unknown>
  if (typeof json !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The decoded body, or null when bodyText is not a JSON object (not a flow message). */
export const parseFlowMessage = (detail: MessageDetail): FlowMessageBody | null =>
  parseObject(detail.bodyText) as FlowMessageBody | null

/** Flow screen config from a flow message; null when the body cannot be read (the caller
 *  ignores it, SPEC §8: message-detail failures are silent). */
export function messageToFlowConfig(detail: MessageDetail): FlowConfig | null {
  const body = parseFlowMessage(detail)
  if (!body) return null
  return {
    id: body.processId,
    enCode: body.enCode,
    flowId: body.flowId,
    formType: body.formType,
    opType: flowOpTypeFromMessageType(Number(body.type)),
    taskNodeId: body.taskNodeId,
    taskId: body.taskOperatorId,
    hideCancelBtn: true,
    fullName: detail.title,
    status: body.status
  }
}

/** After the task check of a type-2 message: when the answer says isCheck the screen opens
 *  read-only (opType 3) after FLOW_OPEN_DELAY, otherwise at once and unchanged. */
export const applyTaskCheck = (config: FlowConfig, isCheck: boolean): { config: FlowConfig; delay: number } =>
  isCheck ? { config: { ...config, opType: OP_TYPE.read }, delay: FLOW_OPEN_DELAY } : { config, delay: 0 }

/** Role-sign login response. */
export interface RoleSignResponse {
  state: number | string
  handSignPushData?: { handSignPushDataList?: unknown[] | null } | null
}

/** Signature list record: `data` is a JSON string with F_State. */
export interface SignListRecord {
  data?: string | Record<string, unknown> | null
}

/** State 10 with a non-empty push list means: look up the sign list record. */
export const needsSignLookup = (resp: RoleSignResponse | null | undefined): boolean =>
  Number(resp?.state) === ROLE_SIGN_PUSH_STATE && (resp?.handSignPushData?.handSignPushDataList?.length ?? 0) > 0

/** F_State 1 means the signature was already handled. A missing or unreadable record is not
 *  handled, so the user is still asked to sign. */
export const signAlreadyHandled = (record: SignListRecord | null | undefined): boolean =>
  Number(parseObject(record?.data)?.F_State) === SIGN_HANDLED_STATE

export const shouldOpenFlowModal = (
  resp: RoleSignResponse | null | undefined,
  record: SignListRecord | null | undefined
): boolean => needsSignLookup(resp) && !signAlreadyHandled(record)

/** Answer of GET /api/message/getUnReadMsgNum: counts as strings (API.md §6.1). */
export interface UnreadCounts {
  unReadMsg?: string | number
  unReadNotice?: string | number
  unReadSchedule?: string | number
  unReadSystemMsg?: string | number
  unReadNum?: string | number
}

const count = (v: unknown): number => {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}

/** The message-centre total: unReadNum, or the sum of its parts when the server leaves it out. */
export function unreadTotal(counts: UnreadCounts | null | undefined): number {
  if (!counts) return 0
  if (counts.unReadNum !== undefined && counts.unReadNum !== null && counts.unReadNum !== '') return count(counts.unReadNum)
  return count(counts.unReadMsg) + count(counts.unReadNotice) + count(counts.unReadSchedule) + count(counts.unReadSystemMsg)
}

const chatUnread = (list: ConversationItem[]): number => list.reduce((sum, c) => sum + count(c.unreadMessage), 0)

/**
 * The imreply list (newest first) merged with what the socket delivered meanwhile: the server's
 * entry wins unless the local one is newer; a local-only entry survives only when it arrived at or
 * after `since` (the time the request was sent), so a conversation removed elsewhere goes away.
 */
export function mergeConversations(server: ConversationItem[], local: ConversationItem[], since: number): ConversationItem[] {
  const byId = new Map(local.map((c) => [c.id, c]))
  const merged = server.map((s) => {
    const l = byId.get(s.id)
    return l && l.latestDate > s.latestDate ? l : s
  })
  const serverIds = new Set(server.map((s) => s.id))
  const fresh = local.filter((l) => !serverIds.has(l.id) && l.latestDate >= since)
  return [...fresh, ...merged].sort((a, b) => b.latestDate - a.latestDate)
}

/** What a foreground refresh over HTTP learned; either part may be missing when its call failed. */
export interface UnreadRefresh {
  /** message-centre total (unreadTotal of getUnReadMsgNum) */
  total?: number
  /** the imreply list */
  conversations?: ConversationItem[]
  /** when the refresh started (ms), for mergeConversations */
  since?: number
}

/** Unread counts from HTTP: message-info count = message-centre total, the conversations merged
 *  (the open chat is being read: 0), badge = total + every conversation's unread (as initMessage). */
export function refreshUnread(state: MessageState, refresh: UnreadRefresh): MessageState {
  const total = refresh.total ?? state.msgInfo.messageCount
  const merged = refresh.conversations
    ? mergeConversations(refresh.conversations, state.conversations, refresh.since ?? Infinity)
    : state.conversations
  const conversations = merged.map((c) => (isFromCurrentPartner(state, { formUserId: c.id }) ? { ...c, unreadMessage: 0 } : c))
  return {
    ...setBadge(state, total + chatUnread(conversations)),
    msgInfo: withCount(state.msgInfo, total),
    conversations
  }
}

/** A removed conversation leaves the list, and its unread leaves the badge. */
export function removeConversation(state: MessageState, id: string): MessageState {
  const unread = count(state.conversations.find((c) => c.id === id)?.unreadMessage)
  return { ...reduceBadge(state, unread), conversations: state.conversations.filter((c) => c.id !== id) }
}

/** imreply row as the server sends it (unreadMessage and latestDate may come as strings). */
export function toConversation(raw: Partial<Record<keyof ConversationItem, unknown>>): ConversationItem {
  const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v))
  return {
    id: String(raw.id ?? ''),
    account: text(raw.account),
    headIcon: text(raw.headIcon),
    realName: text(raw.realName),
    latestDate: Number(raw.latestDate) || 0,
    latestMessage: text(raw.latestMessage),
    messageType: text(raw.messageType) || 'text',
    unreadMessage: count(raw.unreadMessage)
  }
}
