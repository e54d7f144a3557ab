/**
 * Message-centre actions over HTTP (SPEC §4, §7, §8): unread counts and conversations refreshed
 * when the app comes to the foreground, removing a conversation, reading all, and opening a
 * message (a flow message opens the flow screen with the config its body describes).
 */
import * as api from '@/api/message'
import { getTaskCheck } from '@/api/workflow'
import { encodeJsonBase64 } from '@/core/base64'
import {
  applyTaskCheck, messageToFlowConfig, needsTaskCheck, parseFlowMessage, unreadTotal, type FlowConfig
} from '@/core/message'
import { nav } from '@/platform/nav'
import { useChat } from './chat'
import { useSession } from './session'

const signedIn = () => useSession.getState().token !== ''

let inFlight: Promise<boolean> | null = null

/**
 * Unread counts (getUnReadMsgNum) and the conversations (imreply) into the message centre. Quiet
 * (no toast): it runs in the background; a failed part leaves what is shown. Does nothing when
 * signed out. Calls made while one runs share it (app show and tab show come together).
 * Resolves whether anything was refreshed.
 */
export function refreshUnread (): Promise<boolean> {
  if (!signedIn()) return Promise.resolve(false)
  inFlight ??= loadUnread().finally(() => { inFlight = null })
  return inFlight
}

async function loadUnread (): Promise<boolean> {
  const since = Date.now()
  // each part on its own: one failing keeps the other (no Promise.allSettled on older weapp runtimes)
  const [counts, conversations] = await Promise.all([
    api.getUnreadCounts({ toast: false }).then(unreadTotal, () => undefined),
    api.getConversations({ toast: false }).catch(() => undefined)
  ])
  // signed out meanwhile (token error): keep the reset store
  if (!signedIn()) return false
  if (counts === undefined && conversations === undefined) return false
  useChat.getState().refreshUnread({ total: counts, conversations, since })
  return true
}

/** Removes a conversation on the server, then from the list and the badge. Rejects (toasted) on failure. */
export async function deleteConversation (id: string): Promise<void> {
  await api.removeConversation(id)
  useChat.getState().removeConversation(id)
}

/** Marks every message read, then refreshes the counts. */
export async function readAllMessages (type?: number): Promise<void> {
  await api.readAll(type)
  // a refresh already on its way may have started before the messages were read
  if (inFlight) await inFlight
  await refreshUnread()
}

export const FLOW_SCREEN = 'pages/workFlow/flowBefore/index' as const
export const MESSAGE_DETAIL = 'pages/message/messageDetail/index' as const

type Timer = (fn: () => void, ms: number) => unknown

const openFlow = (config: FlowConfig): Promise<void> =>
  Promise.resolve(nav.push(FLOW_SCREEN, { config: encodeJsonBase64(config) })).then(() => {}, () => {})

/**
 * A flow message: ReadInfo, its body turned into the flow config, and for a todo (type 2) the task
 * check: handled already (isCheck) opens read-only after FLOW_OPEN_DELAY, otherwise at once. A
 * failure of ReadInfo or of the check is ignored (SPEC §8): nothing opens, or the flow opens unchecked.
 * Resolves once the flow screen has been asked to open (or nothing will).
 */
export async function openFlowMessage (id: string, setTimer: Timer = setTimeout): Promise<void> {
  let detail: api.MessageInfo
  try {
    detail = await api.getMessageInfo(id, { toast: false })
  } catch {
    return
  }
  const config = detail && messageToFlowConfig(detail)
  const body = detail && parseFlowMessage(detail)
  if (!config || !body) return
  if (!needsTaskCheck(Number(body.type))) {
    await openFlow(config)
    return
  }
  let checked: { isCheck: boolean }
  try {
    checked = await getTaskCheck(String(body.taskOperatorId ?? ''))
  } catch {
    await openFlow(config)
    return
  }
  const { config: next, delay } = applyTaskCheck(config, checked.isCheck)
  if (delay <= 0) {
    await openFlow(next)
    return
  }
  await new Promise<void>((resolve) => { setTimer(() => { void openFlow(next).then(resolve) }, delay) })
}

/** Tapping a message: an unread one counts as read; a flow message opens its flow, any other its detail. */
export async function openMessage (item: Pick<api.MessageItem, 'id' | 'type' | 'isRead'>): Promise<void> {
  if (!Number(item.isRead)) useChat.getState().setMsgInfoCount()
  if (Number(item.type) === api.MESSAGE_TYPE.flow) return openFlowMessage(item.id)
  await Promise.resolve(nav.push(MESSAGE_DETAIL, { id: item.id })).catch(() => {})
}
