import { create } from 'zustand'
import {
  initialMessageState, initMessage, openConversation, closeConversation, receiveChatMessage, receiveNoticePush,
  reduceBadge, addBadge, setBadge, sendChatMessage, setMsgInfoCount, refreshUnread, removeConversation,
  type InitMessage, type MessageState, type NoticePush, type ReceivedChat, type SentChat, type UnreadRefresh
} from '@/core/message'
import type { ImFrame, ImSocket, ImSocketStatus } from '@/core/socket'

/**
 * Message centre (SPEC §3 chat slice: badgeNum, msgInfo, socket). Every change is one of the pure
 * reducers of src/core/message.ts; this store only holds the result and wires socket frames to them.
 */
export interface ChatState extends MessageState {
  socket: ImSocketStatus
  onlineUsers: string[]
}

type Reducer<A extends unknown[]> = (state: MessageState, ...args: A) => MessageState

export interface ChatActions {
  setBadge: (n: number) => void
  addBadge: (n?: number) => void
  reduceBadge: (n?: number) => void
  setMsgInfoCount: (n?: number) => void
  receiveChat: (msg: ReceivedChat) => void
  sendChat: (msg: SentChat) => void
  receiveNotice: (push: NoticePush) => void
  init: (data: InitMessage) => void
  openChat: (userId: string) => void
  closeChat: () => void
  /** unread counts and conversations learned over HTTP (foreground refresh, pull to refresh) */
  refreshUnread: (refresh: UnreadRefresh) => void
  removeConversation: (id: string) => void
  reset: () => void
}

const initialSocket: ImSocketStatus = { state: 'idle', attempts: 0 }

export const useChat = create<ChatState & ChatActions>()((set) => {
  const apply = <A extends unknown[]>(reducer: Reducer<A>) => (...args: A) =>
    set((s) => reducer(s, ...args))
  return {
    ...initialMessageState,
    socket: initialSocket,
    onlineUsers: [],
    setBadge: apply(setBadge),
    addBadge: apply((s, n?: number) => addBadge(s, n)),
    reduceBadge: apply((s, n?: number) => reduceBadge(s, n)),
    setMsgInfoCount: apply((s, n?: number) => setMsgInfoCount(s, n)),
    receiveChat: apply(receiveChatMessage),
    sendChat: apply(sendChatMessage),
    receiveNotice: apply(receiveNoticePush),
    init: apply(initMessage),
    openChat: apply(openConversation),
    closeChat: apply(closeConversation),
    refreshUnread: apply(refreshUnread),
    removeConversation: apply(removeConversation),
    reset: () => set({ ...initialMessageState, socket: initialSocket, onlineUsers: [] })
  }
})

/**
 * Feeds the socket's frames into the store (SPEC §7 "Websocket" incoming methods that change the
 * message centre). Returns a function that unbinds everything.
 */
export function bindChatToSocket (socket: ImSocket): () => void {
  const chat = () => useChat.getState()
  const data = (frame: ImFrame) => frame as unknown
  const offs = [
    socket.on('initMessage', (f) => {
      const init = data(f) as InitMessage & { onlineUsers?: string[] }
      chat().init(init)
      useChat.setState({ onlineUsers: init.onlineUsers ?? [] })
    }),
    socket.on('receiveMessage', (f) => chat().receiveChat(data(f) as ReceivedChat)),
    socket.on('sendMessage', (f) => chat().sendChat(data(f) as SentChat)),
    socket.on('messagePush', (f) => chat().receiveNotice(data(f) as NoticePush)),
    socket.on('Online', (f) => {
      const id = String((f as { userId?: unknown }).userId ?? '')
      useChat.setState((s) => ({ onlineUsers: s.onlineUsers.includes(id) ? s.onlineUsers : [...s.onlineUsers, id] }))
    }),
    socket.on('Offline', (f) => {
      const id = String((f as { userId?: unknown }).userId ?? '')
      useChat.setState((s) => ({ onlineUsers: s.onlineUsers.filter((u) => u !== id) }))
    }),
    socket.onStatusChange((status) => useChat.setState({ socket: status }))
  ]
  return () => offs.forEach((off) => off())
}
