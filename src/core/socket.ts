/**
 * IM socket client (SPEC §4 "Socket", §7 "Websocket", §8; API.md §6.2) with the connection,
 * timers and UI injected. The platform adapter (src/platform/socket.ts) wires it to Taro.
 */

import { LOGIN_EXPIRED_MSG, LOGOUT_DELAY, SOCKET_NOTICE_FROM, SOCKET_RECONNECT_LIMIT } from './constants'

export { LOGIN_EXPIRED_MSG, SOCKET_NOTICE_FROM, SOCKET_RECONNECT_LIMIT }
export const SOCKET_RECONNECT_DELAY = 3000
export const SOCKET_HEARTBEAT_INTERVAL = 30000
export const SOCKET_DEAD_AFTER = 2
export const SOCKET_LOGOUT_DELAY = LOGOUT_DELAY
export const SOCKET_FAILED_MSG = 'IM连接失败，请联系服务器管理员'
export const socketConnectingMsg = (attempt: number): string => `IM通讯正在连接:${attempt}...`

/** Server → client methods the app handles (SPEC §7); any other frame is ignored. */
export const IM_METHODS = [
  'initMessage',
  'Online',
  'Offline',
  'sendMessage',
  'receiveMessage',
  'messageList',
  'messagePush',
  'workMessage',
  'GetHandSignUrl',
  'GetCallBackHandSignUrl',
  'closeSocket',
  'logout',
  /** a refused frame: {msg, forMethod?, toUserId?} (SiteFlow's server) */
  'error'
] as const
export type ImMethod = (typeof IM_METHODS)[number]
const IM_METHOD_SET: ReadonlySet<string> = new Set(IM_METHODS)

/** Heartbeat frames. API.md defines none, so the server must tolerate `ping` and may answer `pong`. */
export const PING_METHOD = 'ping'
export const PONG_METHOD = 'pong'

export interface ImFrame {
  method: string
  [key: string]: unknown
}
export type ImHandler = (frame: ImFrame) => void

export interface SocketLike {
  send(data: string): void
  close(): void
  onOpen(cb: () => void): void
  onMessage(cb: (data: unknown) => void): void
  onError(cb: (err?: unknown) => void): void
  onClose(cb: (ev?: unknown) => void): void
}

type Handle = unknown

export interface ImSocketDeps {
  connect(url: string): SocketLike
  getToken(): string | null | undefined
  toast(msg: string): void
  clearSession(): void
  relaunchLogin(): void
  setTimer(fn: () => void, ms: number): Handle
  clearTimer(handle: Handle): void
  setInterval?(fn: () => void, ms: number): Handle
  clearInterval?(handle: Handle): void
  getSystemId?(): string | undefined
  /** Where exceptions thrown by frame handlers go (default console.error); other handlers still run. */
  reportError?(err: unknown, frame: ImFrame): void
}

export interface ImSocketConfig {
  socketUrl: string
  /**
   * Also put the token in the URL (socketUrl/<token>), which JNPF 3.4+ backends expect. Off, the
   * token travels only in the frames (OnConnection first), which SiteFlow's server reads: a URL
   * ends up in server and proxy logs, a frame does not.
   */
  tokenInUrl?: boolean
  reconnectLimit?: number
  noticeFrom?: number
  reconnectDelay?: number
  /** 0 disables the heartbeat. */
  heartbeatInterval?: number
  /** Silent heartbeat intervals after which the connection counts as dead (0: never). */
  deadAfter?: number
  logoutDelay?: number
}

export type ImSocketState = 'idle' | 'connecting' | 'open' | 'closed' | 'failed'
export interface ImSocketStatus {
  state: ImSocketState
  attempts: number
}

export interface MessageListQuery {
  toUserId: string
  formUserId: string
  currentPage: number
  pageSize: number
  sord?: 'desc' | 'asc'
  keyword?: string
}

export type ImMessageType = 'text' | 'image' | 'voice'

export interface ImSocket {
  /** Opens the connection when a token exists (no-op while open or connecting); resets the retry counter. */
  connect(): void
  /** Closes for good: no reconnect until connect() is called again. */
  close(): void
  getStatus(): ImSocketStatus
  readonly state: ImSocketState
  readonly attempts: number
  on(method: ImMethod, handler: ImHandler): () => void
  off(method: ImMethod, handler?: ImHandler): void
  onStatusChange(listener: (status: ImSocketStatus) => void): () => void
  /** Sends {method, token, ...fields}; false when the socket is not open (frames are not queued). */
  send(method: string, fields?: Record<string, unknown>): boolean
  sendMessage(toUserId: string, messageType: ImMessageType, messageContent: string | object): boolean
  sendText(toUserId: string, text: string): boolean
  updateReadMessage(formUserId: string): boolean
  messageList(query: MessageListQuery): boolean
}

/** socketUrl + '/' + encodeURIComponent(token), with one slash whatever socketUrl ends with. */
export function buildSocketUrl(socketUrl: string, token: string): string {
  return `${socketUrl.replace(/\/+$/, '')}/${encodeURIComponent(token)}`
}

/** A frame is a JSON object with a string `method`; anything else yields null. */
export function parseFrame(data: unknown): ImFrame | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    return typeof (value as ImFrame).method === 'string' ? (value as ImFrame) : null
  } catch {
    return null
  }
}

export function createImSocket(deps: ImSocketDeps, config: ImSocketConfig): ImSocket {
  const limit = config.reconnectLimit ?? SOCKET_RECONNECT_LIMIT
  const noticeFrom = config.noticeFrom ?? SOCKET_NOTICE_FROM
  const reconnectDelay = config.reconnectDelay ?? SOCKET_RECONNECT_DELAY
  const heartbeatInterval = config.heartbeatInterval ?? SOCKET_HEARTBEAT_INTERVAL
  const deadAfter = config.deadAfter ?? SOCKET_DEAD_AFTER
  const logoutDelay = config.logoutDelay ?? SOCKET_LOGOUT_DELAY
  const report = deps.reportError ?? ((err: unknown) => console.error('[im] handler failed', err))

  const handlers = new Map<string, Set<ImHandler>>()
  const listeners = new Set<(status: ImSocketStatus) => void>()
  let socket: SocketLike | null = null
  // events of sockets from an older generation are ignored (a failure often fires error and close)
  let generation = 0
  let state: ImSocketState = 'idle'
  let attempts = 0
  let stopped = false
  let reconnectTimer: Handle | null = null
  let logoutTimer: Handle | null = null
  let heartbeat: Handle | null = null
  let silentTicks = 0
  // dead-connection detection starts once the server has answered a ping, so a backend that
  // ignores pings never gets its quiet but healthy connections cut
  let pongSeen = false

  function setStatus(next: ImSocketState): void {
    state = next
    const status = { state, attempts }
    listeners.forEach((listener) => listener(status))
  }

  function cancelReconnect(): void {
    if (reconnectTimer !== null) deps.clearTimer(reconnectTimer)
    reconnectTimer = null
  }

  function stopHeartbeat(): void {
    if (heartbeat === null) return
    if (deps.setInterval && deps.clearInterval) deps.clearInterval(heartbeat)
    else deps.clearTimer(heartbeat)
    heartbeat = null
  }

  function startHeartbeat(): void {
    stopHeartbeat()
    silentTicks = 0
    pongSeen = false
    if (!(heartbeatInterval > 0)) return
    const tick = (): void => {
      silentTicks++
      if (pongSeen && deadAfter > 0 && silentTicks >= deadAfter) {
        drop()
        return
      }
      send(PING_METHOD)
      if (!(deps.setInterval && deps.clearInterval)) heartbeat = deps.setTimer(tick, heartbeatInterval)
    }
    heartbeat = deps.setInterval && deps.clearInterval
      ? deps.setInterval(tick, heartbeatInterval)
      : deps.setTimer(tick, heartbeatInterval)
  }

  function release(): void {
    const dead = socket
    socket = null
    generation++
    stopHeartbeat()
    if (dead) {
      try {
        dead.close()
      } catch {
        // already closed or never opened: nothing left to release
      }
    }
  }

  function open(): void {
    const token = deps.getToken()
    if (!token) {
      setStatus(state === 'idle' ? 'idle' : 'closed')
      return
    }
    const gen = ++generation
    setStatus('connecting')
    let next: SocketLike
    try {
      next = deps.connect(config.tokenInUrl ? buildSocketUrl(config.socketUrl, token) : config.socketUrl.replace(/\/+$/, ''))
    } catch {
      drop()
      return
    }
    socket = next
    next.onOpen(() => gen === generation && handleOpen())
    next.onMessage((data) => gen === generation && handleMessage(data))
    next.onError(() => gen === generation && drop())
    next.onClose(() => gen === generation && drop())
  }

  /** One failure of the current connection (error, close or dead heartbeat). */
  function drop(): void {
    release()
    if (stopped || !deps.getToken()) {
      setStatus('closed')
      return
    }
    attempts++
    if (attempts > limit) {
      setStatus('failed')
      deps.toast(SOCKET_FAILED_MSG)
      return
    }
    if (attempts >= noticeFrom) deps.toast(socketConnectingMsg(attempts))
    setStatus('connecting')
    cancelReconnect()
    reconnectTimer = deps.setTimer(() => {
      reconnectTimer = null
      open()
    }, reconnectDelay)
  }

  function handleOpen(): void {
    attempts = 0
    setStatus('open')
    send('OnConnection', { mobileDevice: true, systemId: deps.getSystemId?.() })
    startHeartbeat()
  }

  function dispatch(frame: ImFrame): void {
    const set = handlers.get(frame.method)
    if (!set) return
    Array.from(set).forEach((handler) => {
      try {
        handler(frame)
      } catch (err) {
        report(err, frame)
      }
    })
  }

  function handleLogout(frame: ImFrame): void {
    stopped = true
    cancelReconnect()
    stopHeartbeat()
    if (logoutTimer !== null) return
    deps.toast(typeof frame.msg === 'string' && frame.msg ? frame.msg : LOGIN_EXPIRED_MSG)
    logoutTimer = deps.setTimer(() => {
      logoutTimer = null
      deps.clearSession()
      close()
      deps.relaunchLogin()
    }, logoutDelay)
  }

  function handleMessage(data: unknown): void {
    silentTicks = 0
    const frame = parseFrame(data)
    if (!frame) return
    if (frame.method === PONG_METHOD) {
      pongSeen = true
      return
    }
    if (!IM_METHOD_SET.has(frame.method)) return
    if (frame.method === 'logout') handleLogout(frame)
    dispatch(frame)
    if (frame.method === 'closeSocket') close()
  }

  function connect(): void {
    stopped = false
    cancelReconnect()
    if (socket && (state === 'open' || state === 'connecting')) return
    attempts = 0
    open()
  }

  function close(): void {
    stopped = true
    cancelReconnect()
    release()
    setStatus('closed')
  }

  function send(method: string, fields: Record<string, unknown> = {}): boolean {
    if (!socket || state !== 'open') return false
    try {
      socket.send(JSON.stringify({ method, token: deps.getToken(), ...fields }))
      return true
    } catch {
      return false
    }
  }

  function sendMessage(toUserId: string, messageType: ImMessageType, messageContent: string | object): boolean {
    const content = typeof messageContent === 'string' ? messageContent : JSON.stringify(messageContent)
    return send('SendMessage', { toUserId, messageType, messageContent: content })
  }

  return {
    connect,
    close,
    getStatus: () => ({ state, attempts }),
    get state () {
      return state
    },
    get attempts () {
      return attempts
    },
    on (method, handler) {
      const set = handlers.get(method) ?? new Set<ImHandler>()
      set.add(handler)
      handlers.set(method, set)
      return () => set.delete(handler)
    },
    off (method, handler) {
      if (handler) handlers.get(method)?.delete(handler)
      else handlers.delete(method)
    },
    onStatusChange (listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    send,
    sendMessage,
    sendText: (toUserId, text) => sendMessage(toUserId, 'text', text),
    updateReadMessage: (formUserId) => send('UpdateReadMessage', { formUserId }),
    messageList: (query) => send('MessageList', { sord: 'desc', keyword: '', ...query })
  }
}
