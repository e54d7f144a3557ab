/**
 * What only a signed-in session uses: the chat socket and the message centre it feeds, the tab
 * badge, the signature push and prompt, the offline outbox and the WeChat JS-SDK. The launch and
 * login screens do without all of it, so it is loaded once a session exists (stores/bootstrap.ts,
 * sessionLoad.ts: on H5 a chunk of its own) and wired here once.
 */
import { getJssdkSignature } from '@/api/message'
import { configureImSocket, imSocket } from '@/platform/socket'
import { setupWechatJssdk } from '@/platform/wechat'
import { bindChatToSocket, useChat } from './chat'
import { bindTabBadge, syncTabBadge } from './badge'
import { refreshUnread } from './messages'
import { startOutbox } from './outbox'
import { bindSignToSocket, promptPendingSigns } from './signature'

export { imSocket, promptPendingSigns, refreshUnread, syncTabBadge }

let unbind: Array<() => void> = []

/**
 * Wires the socket to the stores: a socket logout frame clears the session (clearToken) and the
 * message centre; frames feed the message centre and the signature push; the badge follows the
 * count; waiting submissions are resent when the network returns.
 */
export function wireSession (clearToken: () => void): void {
  configureImSocket({ clearSession: () => { clearToken(); useChat.getState().reset() } })
  unbind.forEach((off) => off())
  unbind = [bindChatToSocket(imSocket()), bindSignToSocket(imSocket()), bindTabBadge()]
  startOutbox()
  void setupWechatJssdk(getJssdkSignature)
}

/** The message centre back to empty (a logout). */
export function resetChat (): void {
  useChat.getState().reset()
}
