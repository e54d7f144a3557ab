/**
 * src/stores/chat.ts driven by socket frames (SPEC §3 chat slice, §4 badge / chat / notice rules).
 * A real IM socket (src/core/socket.ts) runs over a fake connection; frames arrive as JSON text.
 */
import { createImSocket, type ImSocket, type ImSocketDeps, type SocketLike } from '@/core/socket'
import { bindChatToSocket, useChat } from '@/stores/chat'

class FakeConnection implements SocketLike {
  sent: Array<Record<string, unknown>> = []
  closed = false
  private listeners: Record<'open' | 'message' | 'error' | 'close', Array<(arg?: unknown) => void>> = {
    open: [], message: [], error: [], close: []
  }

  constructor (readonly url: string) {}
  send (data: string) { this.sent.push(JSON.parse(data)) }
  close () { this.closed = true }
  onOpen (cb: () => void) { this.listeners.open.push(cb) }
  onMessage (cb: (data: unknown) => void) { this.listeners.message.push(cb) }
  onError (cb: (err?: unknown) => void) { this.listeners.error.push(cb) }
  onClose (cb: (ev?: unknown) => void) { this.listeners.close.push(cb) }
  open () { this.listeners.open.forEach((cb) => cb()) }
  push (frame: Record<string, unknown>) { this.listeners.message.forEach((cb) => cb(JSON.stringify(frame))) }
  fail () { this.listeners.error.forEach((cb) => cb(new Error('down'))) }
}

let socket: ImSocket
let connections: FakeConnection[]
let unbind: () => void
let seenStates: string[]
let unsubscribe: () => void
const conn = () => connections[connections.length - 1]
const state = () => useChat.getState()

function start () {
  connections = []
  const deps: ImSocketDeps = {
    connect: (url) => {
      const c = new FakeConnection(url)
      connections.push(c)
      return c
    },
    getToken: () => 'bearer t',
    toast: jest.fn(),
    clearSession: jest.fn(),
    relaunchLogin: jest.fn(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    reportError: (err) => { throw err }
  }
  socket = createImSocket(deps, { socketUrl: 'wss://x/api/message/websocket', heartbeatInterval: 0 })
  unbind = bindChatToSocket(socket)
  seenStates = []
  unsubscribe = useChat.subscribe((s, prev) => { if (s.socket !== prev.socket) seenStates.push(s.socket.state) })
  socket.connect()
  conn().open()
}

const push = (frame: Record<string, unknown>) => conn().push(frame)

const received = (formUserId: string, text: string, extra: Record<string, unknown> = {}) =>
  ({ method: 'receiveMessage', formUserId, messageType: 'text', formMessage: text, latestDate: 1000, ...extra })

beforeEach(() => {
  jest.useFakeTimers()
  useChat.getState().reset()
  start()
})
afterEach(() => {
  unsubscribe()
  unbind()
  socket.close()
  jest.useRealTimers()
})

describe('initMessage', () => {
  it.each<[string, Record<string, unknown>, number, number]>([
    ['total plus every unreadNum', { unreadTotalCount: 3, unreadNums: [{ sendUserId: 'a', unreadNum: 2 }, { sendUserId: 'b', unreadNum: 4 }] }, 9, 3],
    ['no chat unread', { unreadTotalCount: 5, unreadNums: [] }, 5, 5],
    ['only chat unread', { unreadNums: [{ sendUserId: 'a', unreadNum: 1 }] }, 1, 0],
    ['string numbers count', { unreadTotalCount: '2', unreadNums: [{ sendUserId: 'a', unreadNum: '3' }] }, 5, 2],
    ['nothing unread', {}, 0, 0],
    ['entries without unreadNum count as 0', { unreadTotalCount: 1, unreadNums: [{ sendUserId: 'a' }, { sendUserId: 'b', unreadNum: 2 }] }, 3, 1]
  ])('%s → badge %i, message count %i', (_name, fields, badge, count) => {
    useChat.getState().setBadge(99)
    push({ method: 'initMessage', ...fields })
    expect(state().badgeNum).toBe(badge)
    expect(state().msgInfo.messageCount).toBe(count)
    expect(state().msgInfo.count).toBe(count)
  })

  it('sets the message text, date and online users', () => {
    push({ method: 'initMessage', unreadTotalCount: 1, messageDefaultText: '新的审批', messageDefaultTime: 1700000000000, onlineUsers: ['u1', 'u2'] })
    expect(state().msgInfo).toEqual({ messageText: '新的审批', messageDate: 1700000000000, messageCount: 1, count: 1 })
    expect(state().onlineUsers).toEqual(['u1', 'u2'])
  })

  it('an initMessage without onlineUsers empties the list', () => {
    useChat.setState({ onlineUsers: ['stale'] })
    push({ method: 'initMessage', unreadTotalCount: 0 })
    expect(state().onlineUsers).toEqual([])
  })
})

describe('receiveMessage', () => {
  beforeEach(() => {
    push({ method: 'initMessage', unreadTotalCount: 2, unreadNums: [{ sendUserId: 'u2', unreadNum: 1 }] })
    push({ method: 'sendMessage', toUserId: 'u2', messageType: 'text', toMessage: 'hi u2', latestDate: 10 })
    push({ method: 'sendMessage', toUserId: 'u1', messageType: 'text', toMessage: 'hi u1', latestDate: 20 })
    // list is now [u1, u2], badge 3
  })

  it('from the open conversation: no unread, badge unchanged, list entry updated', () => {
    state().openChat('u1')
    const badge = state().badgeNum
    push(received('u1', '收到', { latestDate: 30 }))
    expect(state().badgeNum).toBe(badge)
    expect(state().conversations[0]).toMatchObject({ id: 'u1', latestMessage: '收到', latestDate: 30, unreadMessage: 0 })
  })

  it.each<[string, string | null, number]>([
    ['no chat open', null, 1],
    ['another chat open', 'u1', 1]
  ])('from another user (%s): badge +1, conversation unread +1, moved to the top', (_name, open, added) => {
    if (open) state().openChat(open)
    const badge = state().badgeNum
    push(received('u2', '在吗', { realName: '李四', latestDate: 40 }))
    push(received('u2', '回个话', { latestDate: 50 }))
    expect(state().badgeNum).toBe(badge + 2 * added)
    expect(state().conversations.map((c) => c.id)).toEqual(['u2', 'u1'])
    expect(state().conversations[0]).toMatchObject({
      id: 'u2', realName: '李四', latestMessage: '回个话', latestDate: 50, unreadMessage: 2
    })
    expect(state().conversations[1].unreadMessage).toBe(0)
  })

  it('a first message from a new user creates the conversation at the top', () => {
    const badge = state().badgeNum
    push(received('u9', '你好', { realName: '王五', account: 'ww', headIcon: '/h.png' }))
    expect(state().badgeNum).toBe(badge + 1)
    expect(state().conversations.map((c) => c.id)).toEqual(['u9', 'u1', 'u2'])
    expect(state().conversations[0]).toMatchObject({ realName: '王五', account: 'ww', headIcon: '/h.png', unreadMessage: 1 })
  })

  it('after closeChat, messages from that user count as unread again', () => {
    state().openChat('u1')
    state().closeChat()
    const badge = state().badgeNum
    push(received('u1', 'x'))
    expect(state().badgeNum).toBe(badge + 1)
    expect(state().conversations[0]).toMatchObject({ id: 'u1', unreadMessage: 1 })
  })

  it.each([
    ['image', { path: '/img/1.png', width: 10, height: 20 }, '{"path":"/img/1.png","width":10,"height":20}'],
    ['voice', { path: '/v/1.mp3', length: 3 }, '{"path":"/v/1.mp3","length":3}'],
    ['text', 'plain', 'plain']
  ])('%s content is kept as text on the list entry', (messageType, formMessage, latest) => {
    push(received('u3', '', { messageType, formMessage }))
    expect(state().conversations[0]).toMatchObject({ id: 'u3', messageType, latestMessage: latest })
  })
})

describe('sendMessage', () => {
  it('updates the list entry with zero unread and moves it to the top', () => {
    push(received('u1', 'a'))
    push(received('u2', 'b'))
    push(received('u2', 'c'))
    expect(state().conversations.map((c) => [c.id, c.unreadMessage])).toEqual([['u2', 2], ['u1', 1]])
    const badge = state().badgeNum
    push({ method: 'sendMessage', toUserId: 'u1', messageType: 'text', toMessage: '好的', toRealName: '张三', latestDate: 99 })
    expect(state().conversations.map((c) => [c.id, c.unreadMessage])).toEqual([['u1', 0], ['u2', 2]])
    expect(state().conversations[0]).toMatchObject({ realName: '张三', latestMessage: '好的', latestDate: 99 })
    expect(state().badgeNum).toBe(badge)
  })
})

describe('messagePush', () => {
  it.each<[string, Record<string, unknown>, number]>([
    ['with unreadNoticeCount', { title: '您有新的待办', unreadNoticeCount: 3, messageDefaultTime: 123 }, 3],
    ['without unreadNoticeCount: 1', { title: '流程已通过', messageDefaultTime: 456 }, 1],
    ['with 0', { title: '已读通知', unreadNoticeCount: 0 }, 0]
  ])('%s', (_name, fields, n) => {
    push({ method: 'initMessage', unreadTotalCount: 2, unreadNums: [{ unreadNum: 1 }], messageDefaultText: 'old', messageDefaultTime: 1 })
    push({ method: 'messagePush', ...fields })
    expect(state().badgeNum).toBe(3 + n)
    expect(state().msgInfo.messageText).toBe(fields.title)
    expect(state().msgInfo.messageCount).toBe(2 + n)
    expect(state().msgInfo.count).toBe(2 + n)
    expect(state().msgInfo.messageDate).toBe(fields.messageDefaultTime ?? 1)
  })
})

describe('Online / Offline', () => {
  it.each<[string, Array<[string, unknown]>, string[]]>([
    ['online adds', [['Online', 'u1'], ['Online', 'u2']], ['u0', 'u1', 'u2']],
    ['online twice keeps one', [['Online', 'u1'], ['Online', 'u1']], ['u0', 'u1']],
    ['offline removes', [['Offline', 'u0']], []],
    ['offline of an unknown user changes nothing', [['Offline', 'u5']], ['u0']],
    ['numeric ids are strings', [['Online', 7], ['Offline', 'u0']], ['7']],
    ['on, off, on', [['Online', 'u1'], ['Offline', 'u1'], ['Online', 'u1']], ['u0', 'u1']]
  ])('%s', (_name, events, expected) => {
    push({ method: 'initMessage', onlineUsers: ['u0'] })
    events.forEach(([method, userId]) => push({ method, userId }))
    expect(state().onlineUsers).toEqual(expected)
  })
})

describe('socket status', () => {
  it('connecting and open reached the store during start', () => {
    // start() connected and opened in beforeEach
    expect(seenStates).toEqual(['connecting', 'open'])
    expect(state().socket).toEqual({ state: 'open', attempts: 0 })
  })

  it('a failure, reconnect and close reach the store', () => {
    conn().fail()
    expect(state().socket).toEqual({ state: 'connecting', attempts: 1 })
    jest.advanceTimersByTime(3000)
    expect(connections).toHaveLength(2)
    conn().open()
    expect(state().socket).toEqual({ state: 'open', attempts: 0 })
    socket.close()
    expect(state().socket.state).toBe('closed')
  })

  it('frames of the reconnected connection still reach the store', () => {
    conn().fail()
    jest.advanceTimersByTime(3000)
    conn().open()
    push({ method: 'messagePush', title: 't' })
    expect(state().badgeNum).toBe(1)
  })
})

describe('unbind', () => {
  it('stops every update', () => {
    unbind()
    const before = state()
    push({ method: 'initMessage', unreadTotalCount: 5, onlineUsers: ['u1'] })
    push(received('u1', 'x'))
    push({ method: 'sendMessage', toUserId: 'u2', messageType: 'text', toMessage: 'y' })
    push({ method: 'messagePush', title: 't' })
    push({ method: 'Online', userId: 'u3' })
    socket.close()
    expect(state()).toBe(before)
    expect(state().badgeNum).toBe(0)
    expect(state().socket.state).toBe('open')
  })

  it('rebinding after unbind works again (no double counting)', () => {
    unbind()
    unbind = bindChatToSocket(socket)
    push({ method: 'messagePush', title: 't' })
    expect(state().badgeNum).toBe(1)
  })
})

describe('frames the store ignores', () => {
  it.each([
    [{ method: 'messageList', list: [] }],
    [{ method: 'workMessage', title: 'x' }],
    [{ method: 'unknown', unreadTotalCount: 9 }],
    [{ unreadTotalCount: 9 }]
  ])('%j changes nothing', (frame) => {
    const before = state()
    push(frame)
    expect(state()).toBe(before)
  })
})

describe('badge actions', () => {
  it.each<[string, number, (s: ReturnType<typeof state>) => void, number]>([
    ['reduce 1 from 3', 3, (s) => s.reduceBadge(), 2],
    ['reduce 5 from 3: floor 0', 3, (s) => s.reduceBadge(5), 0],
    ['reduce from 0', 0, (s) => s.reduceBadge(), 0],
    ['add default 1', 2, (s) => s.addBadge(), 3],
    ['add 4', 2, (s) => s.addBadge(4), 6],
    ['add -10: floor 0', 2, (s) => s.addBadge(-10), 0],
    ['set -3: floor 0', 2, (s) => s.setBadge(-3), 0],
    ['set NaN: 0', 2, (s) => s.setBadge(Number.NaN), 0],
    ['set 7', 2, (s) => s.setBadge(7), 7]
  ])('%s', (_name, start, action, expected) => {
    state().setBadge(start)
    action(state())
    expect(state().badgeNum).toBe(expected)
  })

  it.each<[string, number, number | undefined, number, number]>([
    ['set count 4: badge 4', 1, 4, 4, 4],
    ['no number: both down by one', 3, undefined, 2, 2],
    ['no number at 0: both stay 0', 0, undefined, 0, 0]
  ])('setMsgInfoCount: %s', (_name, start, n, badge, count) => {
    state().setMsgInfoCount(start)
    state().setMsgInfoCount(n)
    expect(state().badgeNum).toBe(badge)
    expect(state().msgInfo.messageCount).toBe(count)
  })

  it('opening a chat takes its unread off the badge', () => {
    push(received('u1', 'a'))
    push(received('u1', 'b'))
    push({ method: 'messagePush', title: 'n' })
    expect(state().badgeNum).toBe(3)
    state().openChat('u1')
    expect(state().badgeNum).toBe(1)
    expect(state().formUserId).toBe('u1')
    expect(state().conversations[0].unreadMessage).toBe(0)
  })

  it('reset returns to the initial state', () => {
    push({ method: 'initMessage', unreadTotalCount: 4, onlineUsers: ['u1'] })
    push(received('u1', 'a'))
    state().reset()
    expect(state()).toMatchObject({
      badgeNum: 0, formUserId: '', conversations: [], onlineUsers: [], socket: { state: 'idle', attempts: 0 },
      msgInfo: { messageText: '', messageCount: 0, messageDate: null, count: 0 }
    })
  })
})
