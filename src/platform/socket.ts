/** Taro adapter for the IM socket client (src/core/socket.ts) and the app-wide instance. */
import Taro from '@tarojs/taro'
import { createImSocket, type ImSocket, type ImSocketConfig, type ImSocketDeps, type SocketLike } from '../core/socket'
import { socketTokenInUrl, socketURL } from '../config'
import { clearSessionStorage, getStorage, getToken } from './storage'
import { toast } from './ui'
import { LOGIN_PAGE } from './http'

function quiet(result: unknown): void {
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => {})
}

/**
 * Taro.connectSocket resolves with its SocketTask asynchronously; the SocketLike returned here
 * is usable at once and attaches listeners when the task arrives. A failure to create the task
 * is reported through onError, and a close() that comes first closes the task on arrival.
 */
export function connectTaroSocket(url: string): SocketLike {
  let task: Taro.SocketTask | null = null
  let closed = false
  const errorListeners: Array<(err?: unknown) => void> = []
  const pending: Array<(t: Taro.SocketTask) => void> = []
  const whenReady = (fn: (t: Taro.SocketTask) => void): void => {
    if (task) fn(task)
    else pending.push(fn)
  }
  Promise.resolve(Taro.connectSocket({ url })).then(
    (t) => {
      task = t
      if (closed) {
        quiet(t.close({}))
        return
      }
      pending.splice(0).forEach((fn) => fn(t))
    },
    (err: unknown) => errorListeners.forEach((cb) => cb(err))
  )
  return {
    send (data) {
      if (!task) throw new Error('socket not ready')
      quiet(task.send({ data }))
    },
    close () {
      closed = true
      if (task) quiet(task.close({}))
    },
    onOpen: (cb) => whenReady((t) => t.onOpen(() => cb())),
    onMessage: (cb) => whenReady((t) => t.onMessage((res) => cb(res.data))),
    onError (cb) {
      errorListeners.push(cb)
      whenReady((t) => t.onError((err) => cb(err)))
    },
    onClose: (cb) => whenReady((t) => t.onClose((ev) => cb(ev)))
  }
}

export function createSocketDeps(): ImSocketDeps {
  return {
    connect: connectTaroSocket,
    getToken,
    toast: (msg) => toast(msg),
    clearSession: clearSessionStorage,
    relaunchLogin: () => quiet(Taro.reLaunch({ url: LOGIN_PAGE })),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    getSystemId: () => getStorage<{ appSystemId?: string }>('userInfo', {}).appSystemId
  }
}

export const SOCKET_CONFIG: ImSocketConfig = {
  socketUrl: socketURL,
  tokenInUrl: socketTokenInUrl,
  reconnectDelay: 3000,
  heartbeatInterval: 30000
}

let instance: ImSocket | null = null
let overrides: { deps?: Partial<ImSocketDeps>; config?: Partial<ImSocketConfig> } = {}

/** The app's IM socket, built on first use. Call connect() after sign-in and on launch with a token. */
export function imSocket(): ImSocket {
  if (!instance) {
    instance = createImSocket(
      { ...createSocketDeps(), ...overrides.deps },
      { ...SOCKET_CONFIG, ...overrides.config }
    )
  }
  return instance
}

/**
 * Sets dependency or config overrides (e.g. clearSession that also resets the session store).
 * Closes any existing instance; the next imSocket() builds a new one, so re-register handlers.
 */
export function configureImSocket(deps: Partial<ImSocketDeps> = {}, config: Partial<ImSocketConfig> = {}): void {
  instance?.close()
  instance = null
  overrides = { deps, config }
}
