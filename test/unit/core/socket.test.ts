import {
  buildSocketUrl,
  createImSocket,
  IM_METHODS,
  parseFrame,
  type ImSocketConfig,
  type ImSocketDeps,
  type ImSocketStatus,
  type SocketLike
} from '@/core/socket'

const TOKEN = 'bearer a/b c'
const URL = 'wss://pm.example.com/api/message/websocket'

class FakeSocket implements SocketLike {
  sent: Array<Record<string, unknown>> = []
  close = jest.fn()
  private listeners: Record<'open' | 'message' | 'error' | 'close', Array<(arg?: unknown) => void>> = {
    open: [], message: [], error: [], close: []
  }

  constructor (readonly url: string) {}
  send (data: string) { this.sent.push(JSON.parse(data)) }
  onOpen (cb: () => void) { this.listeners.open.push(cb) }
  onMessage (cb: (data: unknown) => void) { this.listeners.message.push(cb) }
  onError (cb: (err?: unknown) => void) { this.listeners.error.push(cb) }
  onClose (cb: (ev?: unknown) => void) { this.listeners.close.push(cb) }
  open () { this.listeners.open.forEach((cb) => cb()) }
  receive (data: unknown) { this.listeners.message.forEach((cb) => cb(typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data))) }
  error () { this.listeners.error.forEach((cb) => cb(new Error('boom'))) }
  closed () { this.listeners.close.forEach((cb) => cb({ code: 1006 })) }
  methods () { return this.sent.map((f) => f.method) }
}

function setup(config: Partial<ImSocketConfig> = {}, opts: { token?: string | null; withInterval?: boolean } = {}) {
  let token: string | null = opts.token === undefined ? TOKEN : opts.token
  const sockets: FakeSocket[] = []
  const deps = {
    connect: jest.fn((url: string) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    }),
    getToken: jest.fn(() => token),
    toast: jest.fn(),
    clearSession: jest.fn(() => { token = null }),
    relaunchLogin: jest.fn(),
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    getSystemId: () => 's2',
    reportError: jest.fn(),
    ...(opts.withInterval === false
      ? {}
      : {
          setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
          clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>)
        })
  } satisfies ImSocketDeps
  const socket = createImSocket(deps, { socketUrl: URL, reconnectDelay: 3000, heartbeatInterval: 30000, ...config })
  const statuses: ImSocketStatus[] = []
  socket.onStatusChange((s) => statuses.push(s))
  return {
    deps,
    socket,
    sockets,
    statuses,
    last: () => sockets[sockets.length - 1],
    setToken: (t: string | null) => { token = t }
  }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('buildSocketUrl', () => {
  it.each([
    [URL, TOKEN, `${URL}/bearer%20a%2Fb%20c`],
    [`${URL}/`, 't', `${URL}/t`],
    [`${URL}//`, 't', `${URL}/t`]
  ])('%s + %s → %s', (url, token, expected) => {
    expect(buildSocketUrl(url, token)).toBe(expected)
  })
})

describe('parseFrame', () => {
  it.each([
    ['{"method":"Online","userId":"1"}', { method: 'Online', userId: '1' }],
    ['not json', null],
    ['[1,2]', null],
    ['"text"', null],
    ['null', null],
    ['{"userId":"1"}', null],
    ['{"method":3}', null],
    [new ArrayBuffer(2), null],
    [undefined, null]
  ])('%p → %p', (data, expected) => {
    expect(parseFrame(data)).toEqual(expected)
  })
})

describe('createImSocket: connection', () => {
  it('connects to the socket URL, the token only in the frames, and sends OnConnection on open', () => {
    const h = setup({ socketUrl: `${URL}/` })
    h.socket.connect()
    expect(h.deps.connect).toHaveBeenCalledWith(URL)
    expect(h.socket.state).toBe('connecting')
    h.last().open()
    expect(h.socket.getStatus()).toEqual({ state: 'open', attempts: 0 })
    expect(h.last().sent).toEqual([{ method: 'OnConnection', token: TOKEN, mobileDevice: true, systemId: 's2' }])
  })

  it('puts the encoded token in the URL too when told (a JNPF 3.4 backend)', () => {
    const h = setup({ tokenInUrl: true })
    h.socket.connect()
    expect(h.deps.connect).toHaveBeenCalledWith(`${URL}/bearer%20a%2Fb%20c`)
    h.last().open()
    expect(h.last().sent[0]).toMatchObject({ method: 'OnConnection', token: TOKEN })
  })

  it('does nothing without a token', () => {
    const h = setup({}, { token: null })
    h.socket.connect()
    expect(h.deps.connect).not.toHaveBeenCalled()
    expect(h.socket.state).toBe('idle')
  })

  it('connect() while open or connecting opens no second socket', () => {
    const h = setup()
    h.socket.connect()
    h.socket.connect()
    h.last().open()
    h.socket.connect()
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
  })

  it('reports status changes', () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    h.socket.close()
    expect(h.statuses.map((s) => s.state)).toEqual(['connecting', 'open', 'closed'])
  })
})

describe('createImSocket: dispatch', () => {
  it.each(IM_METHODS.map((m) => [m]))('dispatches %s to its handlers', (method) => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const handler = jest.fn()
    const other = jest.fn()
    h.socket.on(method, handler)
    h.socket.on(method === 'Online' ? 'Offline' : 'Online', other)
    h.last().receive({ method, userId: 'u1' })
    expect(handler).toHaveBeenCalledWith({ method, userId: 'u1' })
    expect(other).not.toHaveBeenCalled()
  })

  it.each([
    ['unknown method', { method: 'SomethingNew' }],
    ['a pong', { method: 'pong' }],
    ['bad JSON', '{oops'],
    ['a JSON array', '[]'],
    ['no method', { userId: 1 }],
    ['binary data', new ArrayBuffer(4)]
  ])('ignores %s without throwing', (_label, data) => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const handlers = IM_METHODS.map((m) => {
      const fn = jest.fn()
      h.socket.on(m, fn)
      return fn
    })
    expect(() => h.last().receive(data)).not.toThrow()
    handlers.forEach((fn) => expect(fn).not.toHaveBeenCalled())
    expect(h.socket.state).toBe('open')
  })

  it('off and the returned unsubscribe remove handlers', () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const a = jest.fn()
    const b = jest.fn()
    const unsubscribe = h.socket.on('Online', a)
    h.socket.on('Offline', b)
    unsubscribe()
    h.socket.off('Offline', b)
    h.last().receive({ method: 'Online' })
    h.last().receive({ method: 'Offline' })
    expect(a).not.toHaveBeenCalled()
    expect(b).not.toHaveBeenCalled()
  })

  it('a throwing handler is reported and the others still run', () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const failure = new Error('handler bug')
    const after = jest.fn()
    h.socket.on('receiveMessage', () => { throw failure })
    h.socket.on('receiveMessage', after)
    expect(() => h.last().receive({ method: 'receiveMessage' })).not.toThrow()
    expect(h.deps.reportError).toHaveBeenCalledWith(failure, { method: 'receiveMessage' })
    expect(after).toHaveBeenCalled()
  })
})

describe('createImSocket: reconnect', () => {
  it('an error counts one attempt (even when close follows) and reconnects after the delay', async () => {
    const h = setup()
    h.socket.connect()
    const first = h.last()
    first.error()
    first.closed()
    expect(first.close).toHaveBeenCalled()
    expect(h.socket.getStatus()).toEqual({ state: 'connecting', attempts: 1 })
    await jest.advanceTimersByTimeAsync(2999)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(h.deps.connect).toHaveBeenCalledTimes(2)
    h.last().open()
    expect(h.socket.attempts).toBe(0)
  })

  it('toasts from the 3rd attempt, fails after 10 retries and never connects again', async () => {
    const h = setup()
    h.socket.connect()
    for (let attempt = 1; attempt <= 10; attempt++) {
      h.last().error()
      expect(h.socket.attempts).toBe(attempt)
      if (attempt < 3) expect(h.deps.toast).not.toHaveBeenCalled()
      else expect(h.deps.toast).toHaveBeenLastCalledWith(`IM通讯正在连接:${attempt}...`)
      await jest.advanceTimersByTimeAsync(3000)
      expect(h.deps.connect).toHaveBeenCalledTimes(attempt + 1)
    }
    h.last().error()
    expect(h.deps.toast).toHaveBeenLastCalledWith('IM连接失败，请联系服务器管理员')
    expect(h.deps.toast).toHaveBeenCalledTimes(8 + 1)
    expect(h.socket.state).toBe('failed')
    await jest.advanceTimersByTimeAsync(60000)
    expect(h.deps.connect).toHaveBeenCalledTimes(11)
  })

  it('connect() after failure starts over with a fresh counter', async () => {
    const h = setup({ reconnectLimit: 1 })
    h.socket.connect()
    h.last().error()
    await jest.advanceTimersByTimeAsync(3000)
    h.last().error()
    expect(h.socket.state).toBe('failed')
    h.socket.connect()
    expect(h.socket.getStatus()).toEqual({ state: 'connecting', attempts: 0 })
    expect(h.deps.connect).toHaveBeenCalledTimes(3)
  })

  it('reconnects when the server closes while a token exists', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    h.last().closed()
    await jest.advanceTimersByTimeAsync(3000)
    expect(h.deps.connect).toHaveBeenCalledTimes(2)
  })

  it('does not reconnect once the token is gone', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    h.setToken(null)
    h.last().closed()
    await jest.advanceTimersByTimeAsync(10000)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    expect(h.socket.state).toBe('closed')
  })

  it('does not reconnect after an explicit close()', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const s = h.last()
    h.socket.close()
    s.closed()
    await jest.advanceTimersByTimeAsync(10000)
    expect(s.close).toHaveBeenCalled()
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    expect(h.socket.state).toBe('closed')
  })

  it('close() cancels a pending reconnect', async () => {
    const h = setup()
    h.socket.connect()
    h.last().error()
    h.socket.close()
    await jest.advanceTimersByTimeAsync(10000)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
  })

  it('a connector that throws counts as a failed attempt', async () => {
    const h = setup()
    h.deps.connect.mockImplementationOnce(() => { throw new Error('too many sockets') })
    h.socket.connect()
    expect(h.socket.attempts).toBe(1)
    await jest.advanceTimersByTimeAsync(3000)
    expect(h.deps.connect).toHaveBeenCalledTimes(2)
  })
})

describe('createImSocket: server frames', () => {
  it.each([
    [{ method: 'logout', msg: '您的账号在其他地方登录' }, '您的账号在其他地方登录'],
    [{ method: 'logout' }, '登录已过期'],
    [{ method: 'logout', msg: '' }, '登录已过期']
  ])('%j: toast %s, 1500 ms later clear session, close, relaunch; no reconnect', async (frame, msg) => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const s = h.last()
    const handler = jest.fn()
    h.socket.on('logout', handler)
    s.receive(frame)
    expect(h.deps.toast).toHaveBeenCalledWith(msg)
    expect(handler).toHaveBeenCalledWith(frame)
    await jest.advanceTimersByTimeAsync(1499)
    expect(h.deps.clearSession).not.toHaveBeenCalled()
    expect(s.close).not.toHaveBeenCalled()
    expect(h.deps.relaunchLogin).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(h.deps.clearSession).toHaveBeenCalledTimes(1)
    expect(s.close).toHaveBeenCalled()
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
    expect(h.deps.clearSession.mock.invocationCallOrder[0]).toBeLessThan(s.close.mock.invocationCallOrder[0])
    expect(s.close.mock.invocationCallOrder[0]).toBeLessThan(h.deps.relaunchLogin.mock.invocationCallOrder[0])
    s.closed()
    await jest.advanceTimersByTimeAsync(60000)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    expect(h.socket.state).toBe('closed')
  })

  it('a server close right after logout does not reconnect in the 1500 ms window', async () => {
    const h = setup({}, {})
    h.socket.connect()
    h.last().open()
    h.last().receive({ method: 'logout' })
    h.last().closed()
    await jest.advanceTimersByTimeAsync(5000)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
  })

  it('repeated logout frames log out once', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    h.last().receive({ method: 'logout' })
    h.last().receive({ method: 'logout' })
    await jest.advanceTimersByTimeAsync(1500)
    expect(h.deps.toast).toHaveBeenCalledTimes(1)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
  })

  it('closeSocket closes without reconnecting', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const s = h.last()
    s.receive({ method: 'closeSocket' })
    expect(s.close).toHaveBeenCalled()
    s.closed()
    await jest.advanceTimersByTimeAsync(60000)
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
    expect(h.socket.state).toBe('closed')
    expect(h.deps.relaunchLogin).not.toHaveBeenCalled()
  })
})

describe('createImSocket: heartbeat', () => {
  it.each([true, false])('sends {method: ping, token} every interval while open (setInterval given: %s)', async (withInterval) => {
    const h = setup({}, { withInterval })
    h.socket.connect()
    h.last().open()
    await jest.advanceTimersByTimeAsync(29999)
    expect(h.last().methods()).toEqual(['OnConnection'])
    await jest.advanceTimersByTimeAsync(1)
    expect(h.last().sent[1]).toEqual({ method: 'ping', token: TOKEN })
    h.last().receive({ method: 'pong' })
    await jest.advanceTimersByTimeAsync(30000)
    expect(h.last().methods()).toEqual(['OnConnection', 'ping', 'ping'])
  })

  it('once the server answers pings, two silent intervals mean dead: close and reconnect', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const s = h.last()
    await jest.advanceTimersByTimeAsync(30000)
    s.receive({ method: 'pong' })
    await jest.advanceTimersByTimeAsync(30000)
    expect(s.close).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(30000)
    expect(s.close).toHaveBeenCalled()
    expect(h.socket.getStatus()).toEqual({ state: 'connecting', attempts: 1 })
    await jest.advanceTimersByTimeAsync(3000)
    expect(h.deps.connect).toHaveBeenCalledTimes(2)
    expect(s.methods().filter((m) => m === 'ping')).toHaveLength(2)
  })

  it('any incoming frame keeps a pong-answering connection alive', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    await jest.advanceTimersByTimeAsync(30000)
    h.last().receive({ method: 'pong' })
    for (let i = 0; i < 5; i++) {
      await jest.advanceTimersByTimeAsync(30000)
      h.last().receive({ method: 'Online', userId: 'u' })
    }
    expect(h.last().close).not.toHaveBeenCalled()
    expect(h.deps.connect).toHaveBeenCalledTimes(1)
  })

  it('a server that never answers pings is not cut off for being quiet', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    await jest.advanceTimersByTimeAsync(300000)
    expect(h.last().close).not.toHaveBeenCalled()
    expect(h.socket.state).toBe('open')
  })

  it('stops when the socket closes', async () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    const s = h.last()
    h.socket.close()
    await jest.advanceTimersByTimeAsync(120000)
    expect(s.methods()).toEqual(['OnConnection'])
  })
})

describe('createImSocket: client frames', () => {
  it('every sender adds the token', () => {
    const h = setup()
    h.socket.connect()
    h.last().open()
    expect(h.socket.sendText('u2', '你好')).toBe(true)
    h.socket.sendMessage('u2', 'image', { name: 'a.png', width: 10, height: 20 })
    h.socket.sendMessage('u2', 'voice', '{"name":"v.mp3","length":3}')
    h.socket.updateReadMessage('u2')
    h.socket.messageList({ toUserId: 'u2', formUserId: 'u1', currentPage: 1, pageSize: 20 })
    h.socket.messageList({ toUserId: 'u2', formUserId: 'u1', currentPage: 2, pageSize: 20, keyword: 'k', sord: 'asc' })
    expect(h.last().sent.slice(1)).toEqual([
      { method: 'SendMessage', token: TOKEN, toUserId: 'u2', messageType: 'text', messageContent: '你好' },
      { method: 'SendMessage', token: TOKEN, toUserId: 'u2', messageType: 'image', messageContent: '{"name":"a.png","width":10,"height":20}' },
      { method: 'SendMessage', token: TOKEN, toUserId: 'u2', messageType: 'voice', messageContent: '{"name":"v.mp3","length":3}' },
      { method: 'UpdateReadMessage', token: TOKEN, formUserId: 'u2' },
      { method: 'MessageList', token: TOKEN, toUserId: 'u2', formUserId: 'u1', currentPage: 1, pageSize: 20, sord: 'desc', keyword: '' },
      { method: 'MessageList', token: TOKEN, toUserId: 'u2', formUserId: 'u1', currentPage: 2, pageSize: 20, sord: 'asc', keyword: 'k' }
    ])
  })

  it('returns false and sends nothing while not open', () => {
    const h = setup()
    expect(h.socket.sendText('u2', 'x')).toBe(false)
    h.socket.connect()
    expect(h.socket.updateReadMessage('u2')).toBe(false)
    expect(h.last().sent).toEqual([])
  })
})
