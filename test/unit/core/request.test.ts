import {
  buildHeaders,
  createRequester,
  evaluateResponse,
  isCancel,
  isLoginUrl,
  isRequestError,
  joinUrl,
  LOGIN_CLIENT_QUERY,
  RequestError,
  type RequesterConfig,
  type RequesterDeps,
  type TransportResponse,
  type TransportOptions,
  type UploadTransportOptions,
  type DownloadTransportOptions,
  type DownloadTransportResponse
} from '@/core/request'

const BASE = 'https://pm.example.com'
const TOKEN = 'bearer abc.def'

describe('joinUrl', () => {
  it.each([
    ['https://a.com', '/api/x', 'https://a.com/api/x'],
    ['https://a.com/', '/api/x', 'https://a.com/api/x'],
    ['https://a.com//', 'api/x', 'https://a.com/api/x'],
    ['https://a.com', 'api/x', 'https://a.com/api/x'],
    ['https://a.com/jnpf', '/api/x', 'https://a.com/jnpf/api/x'],
    ['', '/api/x', '/api/x'],
    ['https://a.com', 'http://b.com/y', 'http://b.com/y'],
    ['https://a.com', 'https://b.com/y', 'https://b.com/y'],
    ['https://a.com', 'ws://b.com/y', 'ws://b.com/y'],
    ['https://a.com', 'wss://b.com/y', 'wss://b.com/y'],
    ['https://a.com', 'HTTPS://B.com/y', 'HTTPS://B.com/y'],
    ['https://a.com', '//cdn.com/y', '//cdn.com/y'],
    ['https://a.com', '/api/x?a=1', 'https://a.com/api/x?a=1'],
    ['https://a.com', 'httpbin/x', 'https://a.com/httpbin/x']
  ])('%s + %s → %s', (base, url, expected) => {
    expect(joinUrl(base, url)).toBe(expected)
  })
})

describe('buildHeaders', () => {
  const base = { 'Content-Type': 'application/json;charset=UTF-8', 'jnpf-origin': 'app' }
  it.each([
    [undefined, undefined, base],
    [null, undefined, base],
    ['', undefined, base],
    [TOKEN, undefined, { ...base, Authorization: TOKEN }],
    [TOKEN, { 'Content-Type': 'application/x-www-form-urlencoded', X: '1' },
      { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'app', Authorization: TOKEN, X: '1' }],
    [TOKEN, { Authorization: 'other' }, { ...base, Authorization: 'other' }]
  ])('token %j, extra %j', (token, extra, expected) => {
    expect(buildHeaders(token, extra)).toEqual(expected)
  })
})

describe('isLoginUrl', () => {
  it.each([
    ['/api/oauth/Login', true],
    ['api/oauth/Login', true],
    ['/api/oauth/Login?x=1', true],
    ['/api/oauth/Login/', true],
    ['https://a.com/api/oauth/Login', true],
    ['https://a.com/jnpf/api/oauth/Login', true],
    ['/api/oauth/Login/socials', false],
    ['/api/oauth/Logout', false],
    ['/api/oauth', false],
    ['/xapi/oauth/Login', false]
  ])('%s → %s', (url, expected) => {
    expect(isLoginUrl(url)).toBe(expected)
  })
})

describe('evaluateResponse', () => {
  it.each([
    [200, { code: 200, msg: 'ok', data: 1 }, false, 'ok'],
    [200, { code: '200', data: 1 }, false, 'ok'],
    [200, { code: 400, msg: '名称重复' }, false, '名称重复'],
    [200, { code: 400 }, false, '请求出错，请重试'],
    [200, { code: 500, msg: '' }, false, '请求出错，请重试'],
    [200, 'plain text', false, '请求出错，请重试'],
    [200, null, false, '请求出错，请重试'],
    [500, { code: 500, msg: '服务器异常' }, false, '服务器异常'],
    [500, '<html>', false, '请求出错，请重试'],
    [404, { code: 200 }, false, '请求出错，请重试'],
    [200, { code: 600, msg: 'token失效' }, false, 'token失效'],
    [200, { code: 601 }, false, '请求出错，请重试'],
    [401, { code: 602, msg: '被踢出' }, false, '被踢出'],
    [200, 'raw signature', true, 'ok'],
    [200, { code: 400, msg: 'x' }, true, 'ok'],
    [500, 'raw', true, '请求出错，请重试']
  ])('HTTP %s body %j raw=%s → %s', (statusCode, data, raw, expected) => {
    const outcome = evaluateResponse({ statusCode, data }, { raw })
    if (expected === 'ok') expect(outcome).toEqual({ ok: true, body: data })
    else expect(outcome).toMatchObject({ ok: false, message: expected, statusCode })
  })

  it.each([[600, true], [601, true], [602, true], [400, false], [500, false], [603, false], [200, false]])(
    'code %s → tokenError %s', (code, tokenError) => {
      const outcome = evaluateResponse({ statusCode: 200, data: { code } })
      expect(outcome.ok ? false : outcome.tokenError).toBe(tokenError)
    })
})

type Harness = ReturnType<typeof setup>

function setup(config: Partial<RequesterConfig> = {}, token: string | null = TOKEN) {
  const deps = {
    transport: jest.fn(async (_o: TransportOptions): Promise<TransportResponse> => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: null } })),
    uploadTransport: jest.fn(async (_o: UploadTransportOptions): Promise<TransportResponse> => ({ statusCode: 200, data: '{"code":200,"msg":"ok","data":{"name":"a.png"}}' })),
    downloadTransport: jest.fn(async (_o: DownloadTransportOptions): Promise<DownloadTransportResponse> => ({ statusCode: 200, tempFilePath: 'tmp://file.pdf' })),
    getToken: jest.fn(() => token),
    clearToken: jest.fn(),
    toast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    relaunchLogin: jest.fn(),
    setTimer: jest.fn((fn: () => void, ms: number) => setTimeout(fn, ms)),
    clearTimer: jest.fn((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>))
  } satisfies RequesterDeps
  const requester = createRequester(deps, { baseURL: BASE, timeout: 60000, ...config })
  return { deps, ...requester }
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

function reply(h: Harness, statusCode: number, data: unknown) {
  h.deps.transport.mockImplementation(async () => ({ statusCode, data }))
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('createRequester: request', () => {
  it('sends GET by default with joined url, headers and timeout, and resolves with the whole body', async () => {
    const h = setup()
    const body = { code: 200, msg: 'ok', data: { id: 1 } }
    reply(h, 200, body)
    await expect(h.request({ url: '/api/app/Version' })).resolves.toEqual(body)
    expect(h.deps.transport).toHaveBeenCalledWith({
      url: `${BASE}/api/app/Version`,
      method: 'GET',
      data: undefined,
      header: { 'Content-Type': 'application/json;charset=UTF-8', 'jnpf-origin': 'app', Authorization: TOKEN },
      timeout: 60000
    })
    expect(h.deps.toast).not.toHaveBeenCalled()
  })

  it('omits Authorization without a token and honours per-call timeout and method case', async () => {
    const h = setup({}, null)
    await h.request({ url: 'https://other.com/x', method: 'post', data: { a: 1 }, timeout: 5 })
    const opts = h.deps.transport.mock.calls[0][0]
    expect(opts).toMatchObject({ url: 'https://other.com/x', method: 'POST', data: { a: 1 }, timeout: 5 })
    expect(opts.header).not.toHaveProperty('Authorization')
  })

  it.each([
    [undefined, '/api/message?ids[]=1&ids[]=2&keyword=%E5%BE%85%E5%8A%9E'],
    ['indices', '/api/message?ids[0]=1&ids[1]=2&keyword=%E5%BE%85%E5%8A%9E'],
    ['brackets', '/api/message?ids[]=1&ids[]=2&keyword=%E5%BE%85%E5%8A%9E'],
    ['repeat', '/api/message?ids=1&ids=2&keyword=%E5%BE%85%E5%8A%9E'],
    ['comma', '/api/message?ids=1,2&keyword=%E5%BE%85%E5%8A%9E']
  ] as const)('GET data goes into the query (arrayFormat %s)', async (arrayFormat, path) => {
    const h = setup()
    await h.request({ url: '/api/message', data: { ids: [1, 2], keyword: '待办', none: null }, arrayFormat })
    expect(h.deps.transport.mock.calls[0][0]).toMatchObject({ url: BASE + path, data: undefined })
  })

  it('serialises form-encoded bodies', async () => {
    const h = setup()
    await h.request({
      url: '/api/oauth/WeChatBinding',
      method: 'POST',
      data: { a: '1 2', b: null },
      header: { 'Content-Type': 'application/x-www-form-urlencoded' }
    })
    expect(h.deps.transport.mock.calls[0][0]).toMatchObject({ data: 'a=1%202' })
  })

  it('appends the client credentials to the login call only', async () => {
    const h = setup()
    await h.request({ url: '/api/oauth/Login', method: 'POST', data: { account: 'a' } })
    await h.request({ url: '/api/oauth/Login/socials' })
    const [login, socials] = h.deps.transport.mock.calls.map((c) => c[0].url)
    expect(login).toBe(`${BASE}/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password`)
    expect(LOGIN_CLIENT_QUERY).toEqual({ client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' })
    expect(socials).toBe(`${BASE}/api/oauth/Login/socials`)
  })

  it.each([
    [200, { code: 400, msg: '名称重复' }, '名称重复', 'business'],
    [200, { code: 400 }, '请求出错，请重试', 'business'],
    [200, { code: 500, msg: '' }, '请求出错，请重试', 'business'],
    [200, 'not json', '请求出错，请重试', 'business'],
    [500, { code: 500, msg: '服务器异常' }, '服务器异常', 'http'],
    [500, '', '请求出错，请重试', 'http'],
    [404, undefined, '请求出错，请重试', 'http']
  ])('HTTP %s body %j → toast %s and reject', async (statusCode, data, msg, kind) => {
    const h = setup()
    reply(h, statusCode, data)
    const err = await h.request({ url: '/x' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RequestError)
    expect(err).toMatchObject({ message: msg, kind, statusCode, tokenError: false, body: data })
    expect(h.deps.toast).toHaveBeenCalledTimes(1)
    expect(h.deps.toast).toHaveBeenCalledWith(msg)
    await jest.advanceTimersByTimeAsync(5000)
    expect(h.deps.clearToken).not.toHaveBeenCalled()
    expect(h.deps.relaunchLogin).not.toHaveBeenCalled()
  })

  it('toast: false rejects without a toast', async () => {
    const h = setup()
    reply(h, 200, { code: 400, msg: 'x' })
    await expect(h.request({ url: '/x', toast: false })).rejects.toMatchObject({ message: 'x' })
    expect(h.deps.toast).not.toHaveBeenCalled()
  })

  it.each([600, 601, 602])('code %s: toast, then exactly 1500 ms later clear token and relaunch', async (code) => {
    const h = setup()
    reply(h, 200, { code, msg: '登录过期,请重新登录' })
    const err = await h.request({ url: '/x' }).catch((e: unknown) => e)
    expect(err).toMatchObject({ tokenError: true, code })
    expect(h.deps.toast).toHaveBeenCalledWith('登录过期,请重新登录')
    await jest.advanceTimersByTimeAsync(1499)
    expect(h.deps.clearToken).not.toHaveBeenCalled()
    expect(h.deps.relaunchLogin).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(h.deps.clearToken).toHaveBeenCalledTimes(1)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
  })

  it('several token failures at once toast and log out once; a later expiry logs out again', async () => {
    const h = setup()
    reply(h, 200, { code: 601 })
    await Promise.allSettled([h.request({ url: '/a' }), h.request({ url: '/b' }), h.request({ url: '/c', toast: false })])
    await jest.advanceTimersByTimeAsync(1500)
    expect(h.deps.toast).toHaveBeenCalledTimes(1)
    expect(h.deps.clearToken).toHaveBeenCalledTimes(1)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
    await h.request({ url: '/d' }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(1500)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(2)
  })

  it('a network failure rejects with the transport error and toasts the default message', async () => {
    const h = setup()
    const failure = { errMsg: 'request:fail timeout' }
    h.deps.transport.mockImplementation(() => Promise.reject(failure))
    await expect(h.request({ url: '/x' })).rejects.toBe(failure)
    expect(h.deps.toast).toHaveBeenCalledWith('请求出错，请重试')
    h.deps.toast.mockClear()
    await expect(h.request({ url: '/x', toast: false })).rejects.toBe(failure)
    expect(h.deps.toast).not.toHaveBeenCalled()
  })

  describe('interceptors', () => {
    it('a request interceptor returning false cancels without calling the transport', async () => {
      const h = setup({ requestInterceptor: () => false })
      const err = await h.request({ url: '/x' }).catch((e: unknown) => e)
      expect(isCancel(err)).toBe(true)
      expect(isRequestError(err)).toBe(true)
      expect((err as Error).message).toBe('请求已取消')
      expect(h.deps.transport).not.toHaveBeenCalled()
      expect(h.deps.toast).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1000)
      expect(h.deps.showLoading).not.toHaveBeenCalled()
    })

    it('a request interceptor can rewrite the call (sync or async)', async () => {
      const h = setup({ requestInterceptor: async (o) => ({ ...o, header: { ...o.header, 'X-Trace': 't1' } }) })
      await h.request({ url: '/x' })
      expect(h.deps.transport.mock.calls[0][0]).toMatchObject({ header: { 'X-Trace': 't1', Authorization: TOKEN } })
    })

    it('a response interceptor rejection is passed on without a toast', async () => {
      const reason = new Error('blocked')
      const h = setup({ responseInterceptor: () => Promise.reject(reason) })
      await expect(h.request({ url: '/x' })).rejects.toBe(reason)
      expect(h.deps.toast).not.toHaveBeenCalled()
    })

    it('a response interceptor can rewrite the response before evaluation', async () => {
      const h = setup({ responseInterceptor: (res) => ({ ...res, data: { code: 400, msg: '改写' } }) })
      await expect(h.request({ url: '/x' })).rejects.toMatchObject({ message: '改写' })
    })
  })

  describe('raw mode', () => {
    it.each([
      ['a signature string', 'sig-123'],
      ['an envelope with an error code', { code: 400, msg: 'x' }],
      ['an envelope with a token code', { code: 601 }]
    ])('HTTP 200 resolves with %s as is', async (_label, data) => {
      const h = setup()
      reply(h, 200, data)
      await expect(h.request({ url: '/api/message/wechatopen/getJssdkSinature', raw: true })).resolves.toEqual(data)
      await jest.advanceTimersByTimeAsync(2000)
      expect(h.deps.toast).not.toHaveBeenCalled()
      expect(h.deps.clearToken).not.toHaveBeenCalled()
    })

    it('non-200 HTTP still rejects with a toast', async () => {
      const h = setup()
      reply(h, 502, 'bad gateway')
      await expect(h.request({ url: '/x', raw: true })).rejects.toMatchObject({ kind: 'http', statusCode: 502 })
      expect(h.deps.toast).toHaveBeenCalledWith('请求出错，请重试')
    })
  })

  describe('loading indicator', () => {
    it('appears only once a call has been pending 800 ms and hides when it ends', async () => {
      const h = setup()
      const pending = deferred<TransportResponse>()
      h.deps.transport.mockImplementation(() => pending.promise)
      const call = h.request({ url: '/slow' })
      await jest.advanceTimersByTimeAsync(799)
      expect(h.deps.showLoading).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      expect(h.deps.showLoading).toHaveBeenCalledWith('正在请求...')
      expect(h.deps.hideLoading).not.toHaveBeenCalled()
      pending.resolve({ statusCode: 200, data: { code: 200 } })
      await call
      expect(h.deps.hideLoading).toHaveBeenCalledTimes(1)
    })

    it('hides before the error toast when a slow call fails', async () => {
      const h = setup()
      const pending = deferred<TransportResponse>()
      h.deps.transport.mockImplementation(() => pending.promise)
      const call = h.request({ url: '/slow' }).catch(() => undefined)
      await jest.advanceTimersByTimeAsync(800)
      pending.reject(new Error('offline'))
      await call
      expect(h.deps.hideLoading.mock.invocationCallOrder[0]).toBeLessThan(h.deps.toast.mock.invocationCallOrder[0])
    })

    it('never shows for a call faster than 800 ms', async () => {
      const h = setup()
      await h.request({ url: '/fast' })
      await jest.advanceTimersByTimeAsync(2000)
      expect(h.deps.showLoading).not.toHaveBeenCalled()
      expect(h.deps.hideLoading).not.toHaveBeenCalled()
    })

    it('load: false suppresses it', async () => {
      const h = setup()
      const pending = deferred<TransportResponse>()
      h.deps.transport.mockImplementation(() => pending.promise)
      const call = h.request({ url: '/api/message', load: false })
      await jest.advanceTimersByTimeAsync(5000)
      pending.resolve({ statusCode: 200, data: { code: 200 } })
      await call
      expect(h.deps.showLoading).not.toHaveBeenCalled()
      expect(h.deps.hideLoading).not.toHaveBeenCalled()
    })

    it('is shared by concurrent calls: shown once, hidden when the last one ends', async () => {
      const h = setup({ loadingText: '加载中' })
      const a = deferred<TransportResponse>()
      const b = deferred<TransportResponse>()
      h.deps.transport.mockImplementationOnce(() => a.promise).mockImplementationOnce(() => b.promise)
      const callA = h.request({ url: '/a' })
      const callB = h.request({ url: '/b' })
      await jest.advanceTimersByTimeAsync(900)
      expect(h.deps.showLoading).toHaveBeenCalledTimes(1)
      expect(h.deps.showLoading).toHaveBeenCalledWith('加载中')
      a.resolve({ statusCode: 200, data: { code: 200 } })
      await callA
      expect(h.deps.hideLoading).not.toHaveBeenCalled()
      b.resolve({ statusCode: 200, data: { code: 200 } })
      await callB
      expect(h.deps.hideLoading).toHaveBeenCalledTimes(1)
    })
  })
})

describe('createRequester: upload', () => {
  it('posts the file as multipart field "file" to /api/file/Uploader/{type} and parses the JSON text body', async () => {
    const h = setup()
    await expect(h.upload({ type: 'userAvatar', filePath: 'wxfile://a.png', formData: { k: 1 } }))
      .resolves.toEqual({ code: 200, msg: 'ok', data: { name: 'a.png' } })
    const opts = h.deps.uploadTransport.mock.calls[0][0]
    expect(opts).toMatchObject({ url: `${BASE}/api/file/Uploader/userAvatar`, filePath: 'wxfile://a.png', name: 'file', formData: { k: 1 }, timeout: 60000 })
    expect(opts.header).toEqual({ 'jnpf-origin': 'app', Authorization: TOKEN })
  })

  it('accepts an explicit url and field name', async () => {
    const h = setup()
    await h.upload({ url: '/api/file/Uploader/IM', filePath: 'p', name: 'img' })
    expect(h.deps.uploadTransport.mock.calls[0][0]).toMatchObject({ url: `${BASE}/api/file/Uploader/IM`, name: 'img' })
  })

  it.each([
    [200, '{"code":400,"msg":"文件过大"}', '文件过大'],
    [200, '<html>oops</html>', '请求出错，请重试'],
    [413, '', '请求出错，请重试']
  ])('HTTP %s body %s → toast %s', async (statusCode, data, msg) => {
    const h = setup()
    h.deps.uploadTransport.mockImplementation(async () => ({ statusCode, data }))
    await expect(h.upload({ type: 'annex', filePath: 'p' })).rejects.toMatchObject({ message: msg })
    expect(h.deps.toast).toHaveBeenCalledWith(msg)
  })

  it('applies token expiry like request', async () => {
    const h = setup()
    h.deps.uploadTransport.mockImplementation(async () => ({ statusCode: 200, data: '{"code":600,"msg":"过期"}' }))
    await h.upload({ type: 'annex', filePath: 'p' }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(1500)
    expect(h.deps.relaunchLogin).toHaveBeenCalledTimes(1)
  })

  it('rejects without a url or type', async () => {
    const h = setup()
    await expect(h.upload({ filePath: 'p' })).rejects.toThrow('upload needs a url or an uploader type')
    expect(h.deps.uploadTransport).not.toHaveBeenCalled()
  })

  it('shows loading after 800 ms like request', async () => {
    const h = setup()
    const pending = deferred<TransportResponse>()
    h.deps.uploadTransport.mockImplementation(() => pending.promise)
    const call = h.upload({ type: 'annex', filePath: 'p' })
    await jest.advanceTimersByTimeAsync(800)
    expect(h.deps.showLoading).toHaveBeenCalledTimes(1)
    pending.resolve({ statusCode: 200, data: '{"code":200}' })
    await call
    expect(h.deps.hideLoading).toHaveBeenCalledTimes(1)
  })
})

describe('createRequester: download', () => {
  it('resolves with tempFilePath on HTTP 200', async () => {
    const h = setup()
    await expect(h.download({ url: '/api/file/Download/annex/1' })).resolves.toBe('tmp://file.pdf')
    const opts = h.deps.downloadTransport.mock.calls[0][0]
    expect(opts).toMatchObject({ url: `${BASE}/api/file/Download/annex/1`, timeout: 60000 })
    expect(opts.header).toEqual({ 'jnpf-origin': 'app', Authorization: TOKEN })
  })

  it.each([404, 500])('HTTP %s → default toast and reject', async (statusCode) => {
    const h = setup()
    h.deps.downloadTransport.mockImplementation(async () => ({ statusCode, tempFilePath: '' }))
    await expect(h.download({ url: '/f' })).rejects.toMatchObject({ kind: 'http', statusCode })
    expect(h.deps.toast).toHaveBeenCalledWith('请求出错，请重试')
  })

  it('a transport failure rejects with its error', async () => {
    const h = setup()
    const failure = new Error('downloadFile:fail')
    h.deps.downloadTransport.mockImplementation(() => Promise.reject(failure))
    await expect(h.download({ url: '/f', toast: false })).rejects.toBe(failure)
    expect(h.deps.toast).not.toHaveBeenCalled()
  })
})
