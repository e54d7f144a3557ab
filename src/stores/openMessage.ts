/**
 * Opening a message (SPEC §4, §8): a flow message opens the flow screen with the config its body
 * describes, any other its detail. Apart from messages.ts, which the app loads at launch, so that
 * the workflow API comes with the message screens only.
 */
import * as api from '@/api/message'
import { getTaskCheck } from '@/api/workflow'
import { encodeJsonBase64 } from '@/core/base64'
import { applyTaskCheck, messageToFlowConfig, needsTaskCheck, parseFlowMessage, type FlowConfig } from '@/core/message'
import { nav } from '@/platform/nav'
import { useChat } from './chat'

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
