/**
 * A fake backend behind the mocked Taro.request / Taro.uploadFile, plus in-memory storage, for
 * tests of api functions, stores and pages that go all the way through src/platform/http.
 */
import Taro from '@tarojs/taro'

export type Mock = jest.Mock
export const taro = Taro as unknown as Record<string, Mock> & { __setRouterParams: (p: Record<string, string>) => void }

export interface SentRequest {
  url: string
  path: string
  query: Record<string, string>
  method: string
  data: unknown
  header: Record<string, string>
}

type Answer = { statusCode?: number, body: unknown } | { networkError: string }
type Handler = (req: SentRequest) => Answer | Promise<Answer>

const routes: Array<{ method: string, path: string | RegExp, handler: Handler }> = []
export const storage = new Map<string, unknown>()

const RESET = [
  'request', 'uploadFile', 'showToast', 'showLoading', 'hideLoading', 'showModal', 'reLaunch', 'navigateTo',
  'redirectTo', 'switchTab', 'navigateBack', 'getStorageSync', 'setStorageSync', 'removeStorageSync',
  'getStorageInfoSync', 'connectSocket', 'login', 'chooseImage', 'makePhoneCall', 'setClipboardData', 'scanCode',
  'getCurrentPages'
]

function parse (opts: { url: string, method?: string, data?: unknown, header?: Record<string, string> }): SentRequest {
  const u = new URL(opts.url)
  return {
    url: opts.url,
    path: u.pathname,
    query: Object.fromEntries(u.searchParams.entries()),
    method: (opts.method ?? 'GET').toUpperCase(),
    data: opts.data,
    header: opts.header ?? {}
  }
}

async function answer (req: SentRequest): Promise<{ statusCode: number, data: unknown }> {
  const route = [...routes].reverse().find((r) =>
    r.method === req.method && (typeof r.path === 'string' ? r.path === req.path : r.path.test(req.path)))
  if (!route) return { statusCode: 404, data: { code: 404, msg: `no route ${req.method} ${req.path}` } }
  const a = await route.handler(req)
  if ('networkError' in a) throw { errMsg: a.networkError }
  return { statusCode: a.statusCode ?? 200, data: a.body }
}

/** Fresh mocks, empty storage (or `initial`), no routes. */
export function resetTaro (initial: Record<string, unknown> = {}): void {
  routes.length = 0
  storage.clear()
  Object.entries(initial).forEach(([k, v]) => storage.set(k, v))
  RESET.forEach((name) => taro[name].mockReset())
  taro.getStorageSync.mockImplementation((key: string) => (storage.has(key) ? storage.get(key) : ''))
  taro.setStorageSync.mockImplementation((key: string, value: unknown) => { storage.set(key, value) })
  taro.removeStorageSync.mockImplementation((key: string) => { storage.delete(key) })
  taro.getStorageInfoSync.mockImplementation(() => ({ keys: [...storage.keys()], currentSize: storage.size, limitSize: 10240 }))
  for (const api of ['showToast', 'showLoading', 'hideLoading', 'reLaunch', 'navigateTo', 'redirectTo', 'switchTab', 'navigateBack', 'setClipboardData', 'makePhoneCall']) {
    taro[api].mockResolvedValue({ errMsg: `${api}:ok` })
  }
  taro.showModal.mockResolvedValue({ confirm: true, cancel: false })
  taro.getCurrentPages.mockReturnValue([])
  taro.connectSocket.mockImplementation(() => new Promise(() => {}))
  taro.request.mockImplementation((opts: Parameters<typeof parse>[0]) => answer(parse(opts)))
  taro.uploadFile.mockImplementation(async (opts: { url: string, name: string, filePath: string, header?: Record<string, string> }) => {
    const res = await answer({ ...parse({ url: opts.url, method: 'POST', header: opts.header }), data: { [opts.name]: opts.filePath } })
    return { statusCode: res.statusCode, data: JSON.stringify(res.data) }
  })
  taro.__setRouterParams({})
}

/** Answers METHOD path with {code, msg, data}. */
export function reply (method: string, path: string | RegExp, data: unknown = null, opts: { code?: number, msg?: string } = {}): void {
  routes.push({ method, path, handler: () => ({ body: { code: opts.code ?? 200, msg: opts.msg ?? 'Success', data } }) })
}

/** Answers METHOD path with a business error (HTTP 200, code 400 and msg). */
export function fail (method: string, path: string | RegExp, msg: string, code = 400): void {
  routes.push({ method, path, handler: () => ({ body: { code, msg } }) })
}

/** Answers METHOD path through a handler (e.g. one that waits). */
export function handle (method: string, path: string | RegExp, handler: Handler): void {
  routes.push({ method, path, handler })
}

export function requests (): SentRequest[] {
  return taro.request.mock.calls.map((c) => parse(c[0]))
}

export function uploads (): Array<{ url: string, name: string, filePath: string, header: Record<string, string> }> {
  return taro.uploadFile.mock.calls.map((c) => c[0])
}

export function toasts (): string[] {
  return taro.showToast.mock.calls.map((c) => c[0].title as string)
}

/** URLs passed to navigateTo / redirectTo / switchTab / reLaunch, as 'api url', in call order. */
export function navigations (): string[] {
  return ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch']
    .flatMap((api) => taro[api].mock.calls.map((c, i) => ({ order: taro[api].mock.invocationCallOrder[i], text: `${api} ${c[0].url as string}` })))
    .sort((a, b) => a.order - b.order)
    .map((n) => n.text)
}

/** Lets pending promises (and React updates that follow them) settle. */
export async function settle (rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
