/**
 * src/stores/bootstrap.ts: the platform clients wired to the stores (SPEC §4 sign-in and logout,
 * §8 token errors 600/601/602 and the socket logout frame). Each test loads fresh copies of the
 * modules and of the Taro mock, with storage kept in a Map. The signed-in session's code
 * (stores/live.ts) comes through importLive, which on H5 fetches its chunk: here it answers the
 * fresh copy, and says how often it was asked, or fails as a lost fetch would.
 */
type Mock = jest.Mock

interface Task {
  send: Mock
  close: Mock
  onOpen (cb: () => void): void
  onMessage (cb: (res: { data: unknown }) => void): void
  onError (cb: (err: unknown) => void): void
  onClose (cb: (ev: unknown) => void): void
  open (): void
  frame (data: Record<string, unknown>): void
}

function fakeTask (): Task {
  const l = { open: [] as Array<() => void>, message: [] as Array<(res: { data: unknown }) => void> }
  return {
    send: jest.fn(() => Promise.resolve({})),
    close: jest.fn(() => Promise.resolve({})),
    onOpen: (cb) => { l.open.push(cb) },
    onMessage: (cb) => { l.message.push(cb) },
    onError: () => {},
    onClose: () => {},
    open: () => l.open.forEach((cb) => cb()),
    frame: (data) => l.message.forEach((cb) => cb({ data: JSON.stringify(data) }))
  }
}

function load (initial: Record<string, unknown> = {}) {
  const storage = new Map<string, unknown>(Object.entries(initial))
  const tasks: Task[] = []
  let taro!: Record<string, Mock>
  let bootstrap!: typeof import('@/stores/bootstrap')
  let session!: typeof import('@/stores/session')
  let chat!: typeof import('@/stores/chat')
  let http!: typeof import('@/platform/http')
  let config!: typeof import('@/config')
  let entry!: typeof import('@/stores/entry')
  let importLive!: Mock
  jest.isolateModules(() => {
    taro = require('@tarojs/taro')
    taro.getStorageSync.mockImplementation((key: string) => (storage.has(key) ? storage.get(key) : ''))
    taro.setStorageSync.mockImplementation((key: string, value: unknown) => { storage.set(key, value) })
    taro.removeStorageSync.mockImplementation((key: string) => { storage.delete(key) })
    taro.connectSocket.mockImplementation(() => {
      const t = fakeTask()
      tasks.push(t)
      return Promise.resolve(t)
    })
    for (const api of ['showToast', 'showLoading', 'hideLoading', 'reLaunch']) taro[api].mockResolvedValue({})
    const live = require('@/stores/live')
    importLive = jest.fn(() => Promise.resolve(live))
    jest.doMock('@/stores/sessionLoad', () => ({ importLive }))
    bootstrap = require('@/stores/bootstrap')
    session = require('@/stores/session')
    chat = require('@/stores/chat')
    http = require('@/platform/http')
    config = require('@/config')
    entry = require('@/stores/entry')
  })
  return { storage, tasks, taro, importLive, ...bootstrap, useEntry: entry.useEntry, useSession: session.useSession, useChat: chat.useChat, request: http.request, socketURL: config.socketURL }
}

/** Lets the promise callbacks (Taro.request, Taro.connectSocket) run. */
const flush = async () => { for (let i = 0; i < 5; i++) await Promise.resolve() }

const TOKEN = 'bearer a/b c+d'
const signedIn = { token: TOKEN, userInfo: { userId: 'u1' }, project: { id: 'p1' }, sysConfigInfo: { title: 'S' } }

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('initAppSession: token errors (SPEC §8)', () => {
  it.each([600, 601, 602])('code %i clears the token in the store and in storage after 1500 ms and relaunches to login', async (code) => {
    const app = load(signedIn)
    app.initAppSession()
    expect(app.useSession.getState().token).toBe(TOKEN)
    app.taro.request.mockResolvedValue({ statusCode: 200, data: { code, msg: '登录过期，请重新登录' } })

    await expect(app.request({ url: '/api/oauth/CurrentUser' })).rejects.toMatchObject({ tokenError: true, code })
    expect(app.taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录过期，请重新登录' }))

    jest.advanceTimersByTime(1499)
    expect(app.useSession.getState().token).toBe(TOKEN)
    expect(app.storage.get('token')).toBe(TOKEN)
    expect(app.taro.reLaunch).not.toHaveBeenCalled()

    jest.advanceTimersByTime(1)
    expect(app.useSession.getState().token).toBe('')
    expect(app.storage.has('token')).toBe(false)
    expect(app.taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(app.taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
    // only the token goes: the rest waits for the next sign-in
    expect(app.storage.get('userInfo')).toEqual({ userId: 'u1' })
  })

  it('keeps the page on screen, with its query, to open again after sign-in (issue 12)', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.taro.getCurrentInstance.mockReturnValue({ router: { path: '/pages/workFlow/flowTodo/index', params: { category: 'a b', $taroTimestamp: '17' } } })
    app.taro.request.mockResolvedValue({ statusCode: 200, data: { code: 600, msg: '登录过期，请重新登录' } })
    await expect(app.request({ url: '/api/x' })).rejects.toMatchObject({ tokenError: true })
    jest.advanceTimersByTime(1500)
    expect(app.useEntry.getState().page).toBe('/pages/workFlow/flowTodo/index?category=a%20b')
  })

  it.each<[string, { statusCode: number, data: unknown }]>([
    ['business error 400', { statusCode: 200, data: { code: 400, msg: '参数错误' } }],
    ['HTTP 500', { statusCode: 500, data: { code: 500, msg: 'boom' } }],
    ['HTTP 401 without a token code', { statusCode: 401, data: {} }]
  ])('%s keeps the session', async (_name, res) => {
    const app = load(signedIn)
    app.initAppSession()
    app.taro.request.mockResolvedValue(res)
    await expect(app.request({ url: '/api/x' })).rejects.toBeTruthy()
    jest.advanceTimersByTime(5000)
    expect(app.useSession.getState().token).toBe(TOKEN)
    expect(app.storage.get('token')).toBe(TOKEN)
    expect(app.taro.reLaunch).not.toHaveBeenCalled()
  })

  it('several token errors at once relaunch once', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.taro.request.mockResolvedValue({ statusCode: 200, data: { code: 600, msg: 'x' } })
    await Promise.allSettled([app.request({ url: '/a' }), app.request({ url: '/b' }), app.request({ url: '/c' })])
    jest.advanceTimersByTime(1500)
    expect(app.taro.reLaunch).toHaveBeenCalledTimes(1)
    expect(app.useSession.getState().token).toBe('')
  })
})

describe('startSocketIfSignedIn (SPEC §4)', () => {
  it('returns false without a token and opens nothing', async () => {
    const app = load({})
    app.initAppSession()
    expect(app.startSocketIfSignedIn()).toBe(false)
    await flush()
    expect(app.taro.connectSocket).not.toHaveBeenCalled()
  })

  it('connects to the socket url when signed in, the token kept out of it (it goes in the first frame)', async () => {
    const app = load(signedIn)
    app.initAppSession()
    expect(app.startSocketIfSignedIn()).toBe(true)
    await flush()
    expect(app.taro.connectSocket).toHaveBeenCalledTimes(1)
    expect(app.taro.connectSocket).toHaveBeenCalledWith({ url: app.socketURL })
    expect(app.taro.connectSocket.mock.calls[0][0].url).toMatch(/^wss?:\/\/.+\/api\/message\/websocket$/)
    expect(app.useChat.getState().socket.state).toBe('connecting')
  })

  it('does not connect while an initial password must be changed (the server would refuse it)', async () => {
    const app = load({ ...signedIn, userInfo: { userId: 'u1', mustChangePassword: true } })
    app.initAppSession()
    expect(app.startSocketIfSignedIn()).toBe(false)
    await flush()
    expect(app.taro.connectSocket).not.toHaveBeenCalled()
  })

  it('once open, the connect message is sent and socket frames reach the message centre', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.startSocketIfSignedIn()
    await flush()
    const task = app.tasks[0]
    task.open()
    expect(app.useChat.getState().socket.state).toBe('open')
    expect(JSON.parse(task.send.mock.calls[0][0].data)).toMatchObject({ method: 'OnConnection', token: TOKEN, mobileDevice: true })
    task.frame({ method: 'initMessage', unreadTotalCount: 2, unreadNums: [{ unreadNum: 3 }] })
    expect(app.useChat.getState().badgeNum).toBe(5)
  })

  it('a second start while connected opens no second socket', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.startSocketIfSignedIn()
    await flush()
    app.tasks[0].open()
    expect(app.startSocketIfSignedIn()).toBe(true)
    expect(app.taro.connectSocket).toHaveBeenCalledTimes(1)
  })

  it('calling initAppSession twice does not double count frames', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.initAppSession()
    app.startSocketIfSignedIn()
    await flush()
    expect(app.tasks).toHaveLength(1)
    app.tasks[0].open()
    app.tasks[0].frame({ method: 'messagePush', title: 'n' })
    expect(app.useChat.getState().badgeNum).toBe(1)
  })
})

describe("the signed-in session's code (stores/live.ts, its own chunk on H5)", () => {
  it('is not fetched at a launch without a token, and is at sign-in', async () => {
    const app = load({})
    app.initAppSession()
    await flush()
    expect(app.importLive).not.toHaveBeenCalled()
    app.useSession.getState().setToken(TOKEN)
    expect(app.startSocketIfSignedIn()).toBe(true)
    await flush()
    expect(app.importLive).toHaveBeenCalledTimes(1)
    expect(app.taro.connectSocket).toHaveBeenCalledTimes(1)
  })

  it('is fetched at a launch with a stored token, once, and wired before the socket opens', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.startSocketIfSignedIn()
    await app.onAppForeground()
    await flush()
    expect(app.importLive).toHaveBeenCalledTimes(1)
    expect(app.tasks).toHaveLength(1)
    app.tasks[0].open()
    app.tasks[0].frame({ method: 'messagePush', title: 'n' })
    expect(app.useChat.getState().badgeNum).toBe(1)
  })

  it('a session that ended before the code arrived opens no socket', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.startSocketIfSignedIn()
    app.endSession()
    await flush()
    expect(app.taro.connectSocket).not.toHaveBeenCalled()
  })

  it('a fetch lost on a weak signal is made again on the next foreground, which starts the socket', async () => {
    const app = load(signedIn)
    const live = app.importLive.getMockImplementation()!
    app.importLive.mockImplementationOnce(() => Promise.reject(new Error('Loading chunk failed')))
    app.initAppSession()
    expect(app.startSocketIfSignedIn()).toBe(true)
    await flush()
    expect(app.taro.connectSocket).not.toHaveBeenCalled()
    app.importLive.mockImplementation(live)
    app.taro.request.mockResolvedValue({ statusCode: 200, data: { code: 200, data: {} } })
    await app.onAppForeground()
    await flush()
    expect(app.importLive).toHaveBeenCalledTimes(2)
    expect(app.taro.connectSocket).toHaveBeenCalledTimes(1)
  })
})

describe('socket logout frame (SPEC §8)', () => {
  it('toasts, then after 1500 ms clears token (store and storage) and chat, closes and shows login', async () => {
    const app = load(signedIn)
    app.initAppSession()
    app.startSocketIfSignedIn()
    await flush()
    const task = app.tasks[0]
    task.open()
    app.useChat.getState().setBadge(4)
    task.frame({ method: 'logout', msg: '账号已在别处登录' })
    expect(app.taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '账号已在别处登录' }))
    jest.advanceTimersByTime(1499)
    expect(app.useSession.getState().token).toBe(TOKEN)
    jest.advanceTimersByTime(1)
    expect(app.useSession.getState().token).toBe('')
    expect(app.storage.has('token')).toBe(false)
    expect(app.useChat.getState().badgeNum).toBe(0)
    expect(task.close).toHaveBeenCalled()
    expect(app.taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })
})

describe('endSession (SPEC §4 logout)', () => {
  it('closes the socket, logs out and resets the message centre', async () => {
    const app = load({ ...signedIn, permissionList: [{ modelId: 'm' }], dynamicModelExtra: { d: 1 } })
    app.initAppSession()
    app.startSocketIfSignedIn()
    await flush()
    const task = app.tasks[0]
    task.open()
    task.frame({ method: 'initMessage', unreadTotalCount: 3, onlineUsers: ['u2'] })
    expect(app.useChat.getState().badgeNum).toBe(3)

    app.endSession()

    expect(task.close).toHaveBeenCalled()
    expect(app.useSession.getState()).toMatchObject({ token: '', userInfo: null, project: null, cid: '' })
    for (const key of ['token', 'userInfo', 'project', 'projectList', 'contract']) expect(app.storage.has(key)).toBe(false)
    expect(app.storage.get('sysConfigInfo')).toEqual({ title: 'S' })
    expect(app.storage.get('permissionList')).toEqual([{ modelId: 'm' }])
    expect(app.storage.get('dynamicModelExtra')).toEqual({ d: 1 })
    expect(app.useChat.getState()).toMatchObject({ badgeNum: 0, onlineUsers: [], conversations: [] })
    expect(app.useChat.getState().socket).toEqual({ state: 'idle', attempts: 0 })
    // the closed socket does not come back on its own, and a new start needs a new sign-in
    jest.advanceTimersByTime(60_000)
    expect(app.taro.connectSocket).toHaveBeenCalledTimes(1)
    expect(app.startSocketIfSignedIn()).toBe(false)
  })

  it('works when no socket was ever started', () => {
    const app = load(signedIn)
    app.initAppSession()
    expect(() => app.endSession()).not.toThrow()
    expect(app.useSession.getState().token).toBe('')
    expect(app.taro.connectSocket).not.toHaveBeenCalled()
  })
})
