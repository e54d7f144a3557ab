/**
 * Message-centre actions over HTTP (SPEC §4, §7, §8): unread counts and conversations refreshed
 * when the app comes to the foreground, removing a conversation, reading all. Opening a message is
 * in openMessage.ts: the app loads this file at launch (bootstrap), and what opening needs (the
 * workflow API, the flow config) only the message screens do.
 */
import * as api from '@/api/message'
import { unreadTotal } from '@/core/message'
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
