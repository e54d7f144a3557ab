/**
 * Platform adapters over the @tarojs/taro mock (test/__mocks__/taro.js: every API is a jest.fn).
 * Covers http.ts, and the small storage/ui/socket/config adapters it builds on.
 */
import Taro from '@tarojs/taro'
import { download, request, upload, configureHttp, LOGIN_PAGE } from '@/platform/http'
import { getStorage, setStorage, removeStorage, getToken, clearSessionStorage, SESSION_KEYS } from '@/platform/storage'
import { confirm, toast } from '@/platform/ui'
import { connectTaroSocket, imSocket, configureImSocket } from '@/platform/socket'
import { baseURL, socketURL, socketUrlFor, timeout } from '@/config'

type Mock = jest.Mock
const taro = Taro as unknown as Record<string, Mock>
const TOKEN = 'bearer t-1'
let store: Record<string, unknown>

beforeEach(() => {
  jest.useFakeTimers()
  store = { token: TOKEN }
  for (const name of ['request', 'uploadFile', 'downloadFile', 'showToast', 'showLoading', 'hideLoading', 'reLaunch',
    'showModal', 'connectSocket', 'getStorageSync', 'setStorageSync', 'removeStorageSync']) {
    taro[name].mockReset()
  }
  taro.getStorageSync.mockImplementation((key: string) => (key in store ? store[key] : ''))
  taro.setStorageSync.mockImplementation((key: string, value: unknown) => { store[key] = value })
  taro.removeStorageSync.mockImplementation((key: string) => { delete store[key] })
  taro.showToast.mockResolvedValue({})
  taro.showLoading.mockResolvedValue({})
  taro.hideLoading.mockResolvedValue({})
  taro.reLaunch.mockResolvedValue({})
})
afterEach(() => jest.useRealTimers())

describe('config', () => {
  it('defaults to the page origin on H5 (jsdom) with a derived socket URL', () => {
    expect(baseURL).toBe(process.env.TARO_APP_BASE_URL || window.location.origin)
    if (!process.env.TARO_APP_SOCKET_URL) expect(socketURL).toBe(socketUrlFor(baseURL))
    expect(timeout).toBe(60000)
  })

  it.each([
    ['http://localhost:3000', 'ws://localhost:3000/api/message/websocket'],
    ['https://pm.example.com/', 'wss://pm.example.com/api/message/websocket'],
    ['HTTPS://pm.example.com', 'wss://pm.example.com/api/message/websocket']
  ])('socketUrlFor(%s) → %s', (base, expected) => {
    expect(socketUrlFor(base)).toBe(expected)
  })

  it('build-time variables override the defaults', () => {
    const saved = { ...process.env }
    process.env.TARO_APP_BASE_URL = 'https://api.example.com/'
    process.env.TARO_APP_SOCKET_URL = 'wss://im.example.com/ws'
    process.env.TARO_APP_TIMEOUT = '5000'
    jest.isolateModules(() => {
      const c = require('@/config') as typeof import('@/config')
      expect([c.baseURL, c.socketURL, c.timeout]).toEqual(['https://api.example.com', 'wss://im.example.com/ws', 5000])
    })
    process.env = saved
  })
})

describe('storage', () => {
  it('reads values, falling back when missing or when Taro throws', () => {
    store.userInfo = { id: 'u1' }
    expect(getStorage('userInfo', null)).toEqual({ id: 'u1' })
    expect(getStorage('project', 'none')).toBe('none')
    taro.getStorageSync.mockImplementationOnce(() => { throw new Error('quota') })
    expect(getStorage('userInfo', 'fallback')).toBe('fallback')
  })

  it('writes JSON-safe values, removes on undefined, reports failures instead of throwing', () => {
    expect(setStorage('userInfo', { id: 'u1', at: new Date(0), fn: () => 1 })).toBe(true)
    expect(store.userInfo).toEqual({ id: 'u1', at: '1970-01-01T00:00:00.000Z' })
    expect(setStorage('userInfo', undefined)).toBe(true)
    expect(store).not.toHaveProperty('userInfo')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(setStorage('x', cyclic)).toBe(false)
    taro.removeStorageSync.mockImplementationOnce(() => { throw new Error('io') })
    expect(removeStorage('token')).toBe(false)
  })

  it('token helpers and session clearing', () => {
    expect(getToken()).toBe(TOKEN)
    store.token = 42
    expect(getToken()).toBe('')
    SESSION_KEYS.forEach((k) => { store[k] = 'v' })
    store.sysVersion = '3.3.5'
    clearSessionStorage()
    expect(Object.keys(store)).toEqual(['sysVersion'])
  })
})

describe('ui', () => {
  it('toast uses icon none and 1500 ms by default', () => {
    toast('保存成功')
    toast('x', 3000)
    toast('')
    expect(taro.showToast.mock.calls).toEqual([
      [{ title: '保存成功', icon: 'none', duration: 1500 }],
      [{ title: 'x', icon: 'none', duration: 3000 }]
    ])
  })

  it.each([
    [() => Promise.resolve({ confirm: true, cancel: false }), true],
    [() => Promise.resolve({ confirm: false, cancel: true }), false],
    [() => Promise.reject(new Error('fail')), false]
  ])('confirm resolves a boolean (%#)', async (impl, expected) => {
    taro.showModal.mockImplementation(impl)
    await expect(confirm('提示', '确定删除？')).resolves.toBe(expected)
    expect(taro.showModal).toHaveBeenCalledWith({ title: '提示', content: '确定删除？' })
  })
})

describe('http', () => {
  const ok = (data: unknown = null) => ({ statusCode: 200, data: { code: 200, msg: 'ok', data }, header: {} })

  it('calls Taro.request with the base URL, query, headers and timeout', async () => {
    taro.request.mockResolvedValue(ok({ id: 1 }))
    await expect(request({ url: '/api/message', data: { currentPage: 1, type: [1, 2] } }))
      .resolves.toEqual({ code: 200, msg: 'ok', data: { id: 1 } })
    expect(taro.request).toHaveBeenCalledWith({
      url: `${baseURL}/api/message?currentPage=1&type[]=1&type[]=2`,
      method: 'GET',
      data: undefined,
      header: { 'Content-Type': 'application/json;charset=UTF-8', 'jnpf-origin': 'app', Authorization: TOKEN },
      timeout: 60000,
      dataType: 'json'
    })
  })

  it('posts the login call with the client credentials and no Authorization when signed out', async () => {
    delete store.token
    taro.request.mockResolvedValue(ok())
    await request({ url: '/api/oauth/Login', method: 'POST', data: { account: 'admin' } })
    const opts = taro.request.mock.calls[0][0]
    expect(opts.url).toBe(`${baseURL}/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password`)
    expect(opts.header).not.toHaveProperty('Authorization')
  })

  it('toasts the body msg through Taro.showToast', async () => {
    taro.request.mockResolvedValue({ statusCode: 200, data: { code: 400, msg: '名称重复' } })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: '名称重复' })
    expect(taro.showToast).toHaveBeenCalledWith({ title: '名称重复', icon: 'none', duration: 1500 })
  })

  it('on a token error removes the token and relaunches the login page 1500 ms later', async () => {
    taro.request.mockResolvedValue({ statusCode: 200, data: { code: 602, msg: '账号在其他地方登录' } })
    await request({ url: '/x' }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(1499)
    expect(taro.reLaunch).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(taro.removeStorageSync).toHaveBeenCalledWith('token')
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: LOGIN_PAGE })
    expect(LOGIN_PAGE).toBe('/pages/login/index')
  })

  it('shows Taro loading after 800 ms and hides it at the end', async () => {
    let finish!: (v: unknown) => void
    taro.request.mockImplementation(() => new Promise((resolve) => { finish = resolve }))
    const call = request({ url: '/slow' })
    await jest.advanceTimersByTimeAsync(799)
    expect(taro.showLoading).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(taro.showLoading).toHaveBeenCalledWith({ title: '正在请求...', mask: true })
    finish(ok())
    await call
    expect(taro.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('rejects with the Taro failure on network errors', async () => {
    const failure = { errMsg: 'request:fail' }
    taro.request.mockRejectedValue(failure)
    await expect(request({ url: '/x' })).rejects.toBe(failure)
    expect(taro.showToast).toHaveBeenCalledWith({ title: '请求出错，请重试', icon: 'none', duration: 1500 })
  })

  it('uploads through Taro.uploadFile as field "file" and parses the text body', async () => {
    taro.uploadFile.mockResolvedValue({ statusCode: 200, data: '{"code":200,"msg":"ok","data":{"name":"a.jpg"}}' })
    await expect(upload({ type: 'annexpic', filePath: 'wxfile://a.jpg' })).resolves.toMatchObject({ data: { name: 'a.jpg' } })
    expect(taro.uploadFile).toHaveBeenCalledWith({
      url: `${baseURL}/api/file/Uploader/annexpic`,
      filePath: 'wxfile://a.jpg',
      name: 'file',
      formData: undefined,
      header: { 'jnpf-origin': 'app', Authorization: TOKEN },
      timeout: 60000
    })
  })

  it('downloads through Taro.downloadFile and resolves with the temp path', async () => {
    taro.downloadFile.mockResolvedValue({ statusCode: 200, tempFilePath: 'http://tmp/a.pdf' })
    await expect(download({ url: '/api/file/Download/annex/1' })).resolves.toBe('http://tmp/a.pdf')
    expect(taro.downloadFile.mock.calls[0][0]).toMatchObject({ url: `${baseURL}/api/file/Download/annex/1`, header: { Authorization: TOKEN } })
  })

  it('configureHttp swaps dependencies and config for the exported functions', async () => {
    const clearToken = jest.fn()
    configureHttp({ clearToken }, { requestInterceptor: () => false })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'cancel' })
    expect(taro.request).not.toHaveBeenCalled()
    configureHttp()
  })
})

describe('socket adapter', () => {
  function fakeTask() {
    const on: Record<string, (arg?: unknown) => void> = {}
    return {
      on,
      send: jest.fn(),
      close: jest.fn(),
      onOpen: jest.fn((cb) => { on.open = cb }),
      onMessage: jest.fn((cb) => { on.message = cb }),
      onError: jest.fn((cb) => { on.error = cb }),
      onClose: jest.fn((cb) => { on.close = cb })
    }
  }

  it('attaches listeners once Taro.connectSocket resolves and passes message data on', async () => {
    const task = fakeTask()
    taro.connectSocket.mockResolvedValue(task)
    const socket = connectTaroSocket('wss://h/ws/t')
    const opened = jest.fn()
    const message = jest.fn()
    socket.onOpen(opened)
    socket.onMessage(message)
    expect(taro.connectSocket).toHaveBeenCalledWith({ url: 'wss://h/ws/t' })
    await Promise.resolve()
    await Promise.resolve()
    task.on.open()
    task.on.message({ data: '{"method":"Online"}' })
    expect(opened).toHaveBeenCalled()
    expect(message).toHaveBeenCalledWith('{"method":"Online"}')
    socket.send('x')
    expect(task.send).toHaveBeenCalledWith({ data: 'x' })
  })

  it('reports a failed connectSocket through onError and closes a task that arrives after close()', async () => {
    taro.connectSocket.mockRejectedValueOnce(new Error('fail'))
    const failing = connectTaroSocket('wss://h/1')
    const onError = jest.fn()
    failing.onError(onError)
    const task = fakeTask()
    taro.connectSocket.mockResolvedValueOnce(task)
    const early = connectTaroSocket('wss://h/2')
    early.close()
    await jest.advanceTimersByTimeAsync(0)
    expect(onError).toHaveBeenCalled()
    expect(task.close).toHaveBeenCalled()
  })

  it('imSocket() is one lazily built instance wired to Taro and storage', async () => {
    const task = fakeTask()
    taro.connectSocket.mockResolvedValue(task)
    configureImSocket({}, { socketUrl: 'wss://h/api/message/websocket/' })
    const socket = imSocket()
    expect(imSocket()).toBe(socket)
    store.userInfo = { appSystemId: 's2' }
    socket.connect()
    // the token travels in the OnConnection frame, not in the URL
    expect(taro.connectSocket).toHaveBeenCalledWith({ url: 'wss://h/api/message/websocket' })
    await jest.advanceTimersByTimeAsync(0)
    task.on.open()
    expect(JSON.parse(task.send.mock.calls[0][0].data)).toEqual({ method: 'OnConnection', token: TOKEN, mobileDevice: true, systemId: 's2' })
    configureImSocket()
    expect(task.close).toHaveBeenCalled()
    expect(imSocket()).not.toBe(socket)
  })
})
