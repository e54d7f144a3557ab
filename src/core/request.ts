/**
 * The one requester (SPEC §7, §8; API.md §1, §3): pure rules plus a factory whose I/O is injected,
 * so the same code runs on Taro.request in the app and on plain fakes in tests.
 */
import { appendQuery, buildQuery, type ArrayFormat, type QueryParams } from './query'

import { DEFAULT_TOAST_MSG, LOADING_DELAY, LOGOUT_DELAY } from './constants'

export { DEFAULT_TOAST_MSG, LOADING_DELAY, LOGOUT_DELAY }
export const LOADING_TEXT = '正在请求...'
export const CANCEL_MSG = '请求已取消'
export const TOKEN_ERROR_CODES: readonly number[] = [600, 601, 602]
export const UPLOAD_PATH = '/api/file/Uploader/'
export const LOGIN_PATH = '/api/oauth/Login'

/** Fixed client credentials the login call carries as query (API.md §1, v3.2). */
export const LOGIN_CLIENT_QUERY = {
  client_id: 'admin',
  client_secret: '123456',
  scope: 'all',
  grant_type: 'password'
} as const

export interface ApiResponse<T = unknown> {
  code: number
  msg: string
  data: T
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'
export type Headers = Record<string, string>

const ABSOLUTE_URL = /^(https?:|wss?:)?\/\//i

export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url)
}

/** Relative URLs get baseURL prepended with exactly one slash between; absolute ones pass through. */
export function joinUrl(baseURL: string, url: string): string {
  if (isAbsoluteUrl(url)) return url
  const base = (baseURL || '').replace(/\/+$/, '')
  const path = (url || '').replace(/^\/+/, '')
  if (!path) return base || '/'
  return `${base}/${path}`
}

/** JSON content type, the app origin, and the token exactly as login returned it ("bearer …"). */
export function buildHeaders(token?: string | null, extra?: Headers): Headers {
  const headers: Headers = {
    'Content-Type': 'application/json;charset=UTF-8',
    'jnpf-origin': 'app'
  }
  if (token) headers.Authorization = token
  return { ...headers, ...(extra || {}) }
}

/** True for the password login call only (not /api/oauth/Login/socials and the like). */
export function isLoginUrl(url: string): boolean {
  const path = (url || '').split(/[?#]/)[0].replace(/^(https?:|wss?:)?\/\/[^/]*/i, '').replace(/\/+$/, '')
  return `/${path.replace(/^\/+/, '')}`.endsWith(LOGIN_PATH)
}

function headerValue(headers: Headers, name: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
  return key ? headers[key] : ''
}

export type Outcome =
  | { ok: true; body: unknown }
  | { ok: false; message: string; tokenError: boolean; statusCode: number; code?: number; body: unknown }

function bodyCode(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined
  const code = Number((body as { code?: unknown }).code)
  return Number.isFinite(code) ? code : undefined
}

function bodyMsg(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const msg = (body as { msg?: unknown }).msg
  return typeof msg === 'string' ? msg : ''
}

/**
 * Success is HTTP 200 and body code 200. Raw mode (e.g. the JS-SDK signature) resolves with the body
 * whenever HTTP is 200, whatever the body holds; a non-200 HTTP status still fails in raw mode.
 * Token errors (600/601/602) are recognised from the body code whatever the HTTP status.
 */
export function evaluateResponse(res: { statusCode: number; data: unknown }, opts: { raw?: boolean } = {}): Outcome {
  const body = res.data
  const code = bodyCode(body)
  if (res.statusCode === 200 && (opts.raw || code === 200)) return { ok: true, body }
  return {
    ok: false,
    message: bodyMsg(body) || DEFAULT_TOAST_MSG,
    tokenError: code !== undefined && TOKEN_ERROR_CODES.includes(code),
    statusCode: res.statusCode,
    code,
    body
  }
}

export type RequestErrorKind = 'http' | 'business' | 'cancel'

/** Rejection value for HTTP/business failures and cancellations. Network failures reject with the transport's own error. */
export class RequestError extends Error {
  readonly isRequestError = true
  constructor (
    message: string,
    readonly kind: RequestErrorKind,
    readonly statusCode?: number,
    readonly code?: number,
    readonly body?: unknown,
    readonly tokenError = false
  ) {
    super(message)
    this.name = 'RequestError'
    Object.setPrototypeOf(this, RequestError.prototype)
  }
}

export function isRequestError(err: unknown): err is RequestError {
  return !!err && typeof err === 'object' && (err as RequestError).isRequestError === true
}

export function isCancel(err: unknown): boolean {
  return isRequestError(err) && err.kind === 'cancel'
}

export interface TransportOptions {
  url: string
  method: HttpMethod
  data?: unknown
  header: Headers
  timeout: number
}

export interface TransportResponse {
  statusCode: number
  data: any
  header?: any
}

export interface UploadTransportOptions {
  url: string
  filePath: string
  name: string
  formData?: Record<string, unknown>
  header: Headers
  timeout: number
}

export interface DownloadTransportOptions {
  url: string
  header: Headers
  timeout: number
  filePath?: string
}

export interface DownloadTransportResponse {
  statusCode: number
  tempFilePath: string
  filePath?: string
}

export type TimerHandle = unknown

export interface RequesterDeps {
  transport(opts: TransportOptions): Promise<TransportResponse>
  uploadTransport?(opts: UploadTransportOptions): Promise<TransportResponse>
  downloadTransport?(opts: DownloadTransportOptions): Promise<DownloadTransportResponse>
  getToken(): string | null | undefined
  clearToken(): void
  toast(msg: string): void
  showLoading(text: string): void
  hideLoading(): void
  relaunchLogin(): void
  setTimer(fn: () => void, ms: number): TimerHandle
  clearTimer(handle: TimerHandle): void
}

type MaybePromise<T> = T | Promise<T>

export interface RequesterConfig {
  baseURL: string
  timeout: number
  loadingDelay?: number
  loadingText?: string
  logoutDelay?: number
  /** Return false to cancel the call: it rejects with a 'cancel' RequestError and nothing is sent. */
  requestInterceptor?(opts: TransportOptions): MaybePromise<TransportOptions | false>
  /** May rewrite the transport response or reject; a rejection is passed on as is, without a toast. */
  responseInterceptor?(res: TransportResponse): MaybePromise<TransportResponse>
}

interface CommonOptions {
  header?: Headers
  timeout?: number
  /** false: no loading indicator (default true; it appears only after loadingDelay). */
  load?: boolean
  /** false: no error toast (token-expiry toasts always show). Default true. */
  toast?: boolean
}

export interface RequestOptions extends CommonOptions {
  url: string
  method?: HttpMethod | Lowercase<HttpMethod>
  data?: unknown
  raw?: boolean
  arrayFormat?: ArrayFormat
}

export interface UploadOptions extends CommonOptions {
  filePath: string
  /** Uploader type: the URL defaults to /api/file/Uploader/{type}. */
  type?: string
  url?: string
  name?: string
  formData?: Record<string, unknown>
}

export interface DownloadOptions extends CommonOptions {
  url: string
  filePath?: string
}

export interface Requester {
  request<T = any>(opts: RequestOptions & { raw: true }): Promise<T>
  request<T = any>(opts: RequestOptions): Promise<ApiResponse<T>>
  upload<T = any>(opts: UploadOptions): Promise<ApiResponse<T>>
  /** Resolves with the downloaded file's path (tempFilePath, or filePath when one was given). */
  download(opts: DownloadOptions): Promise<string>
}

function isPlainObject(value: unknown): value is QueryParams {
  return !!value && typeof value === 'object' && Object.prototype.toString.call(value) === '[object Object]'
}

export function createRequester(deps: RequesterDeps, config: RequesterConfig): Requester {
  const loadingDelay = config.loadingDelay ?? LOADING_DELAY
  const loadingText = config.loadingText ?? LOADING_TEXT
  const logoutDelay = config.logoutDelay ?? LOGOUT_DELAY
  let loadingVisible = 0
  let logoutPending = false

  /** Shows the indicator only once a call has been pending loadingDelay ms; shared by concurrent calls. */
  function trackLoading(load: boolean | undefined): () => void {
    if (load === false) return () => {}
    let shown = false
    const handle = deps.setTimer(() => {
      shown = true
      if (loadingVisible++ === 0) deps.showLoading(loadingText)
    }, loadingDelay)
    return () => {
      deps.clearTimer(handle)
      if (shown && --loadingVisible === 0) deps.hideLoading()
    }
  }

  function expireSession(message: string): void {
    if (logoutPending) return
    logoutPending = true
    deps.toast(message)
    deps.setTimer(() => {
      logoutPending = false
      deps.clearToken()
      deps.relaunchLogin()
    }, logoutDelay)
  }

  function settle(res: TransportResponse, raw: boolean | undefined, toast: boolean | undefined): unknown {
    const outcome = evaluateResponse(res, { raw })
    if (outcome.ok) return outcome.body
    if (outcome.tokenError) expireSession(outcome.message)
    else if (toast !== false) deps.toast(outcome.message)
    const kind: RequestErrorKind = res.statusCode === 200 ? 'business' : 'http'
    throw new RequestError(outcome.message, kind, outcome.statusCode, outcome.code, outcome.body, outcome.tokenError)
  }

  /**
   * Runs one transport call under the loading indicator; a transport rejection is a network failure.
   * The indicator is hidden before any toast: on weapp hideLoading would also close a toast.
   */
  async function send<R>(call: () => Promise<R>, opts: CommonOptions): Promise<R> {
    const done = trackLoading(opts.load)
    let res: R
    try {
      res = await call()
    } catch (err) {
      done()
      if (opts.toast !== false) deps.toast(DEFAULT_TOAST_MSG)
      throw err
    }
    done()
    return res
  }

  async function request(opts: RequestOptions): Promise<any> {
    const method = (opts.method || 'GET').toUpperCase() as HttpMethod
    const arrayFormat = opts.arrayFormat || 'brackets'
    let url = joinUrl(config.baseURL, opts.url)
    if (isLoginUrl(opts.url)) url = appendQuery(url, { ...LOGIN_CLIENT_QUERY }, arrayFormat)
    const header = buildHeaders(deps.getToken(), opts.header)
    let data = opts.data
    if (method === 'GET' && isPlainObject(data)) {
      url = appendQuery(url, data, arrayFormat)
      data = undefined
    } else if (isPlainObject(data) && headerValue(header, 'Content-Type').includes('application/x-www-form-urlencoded')) {
      data = buildQuery(data, arrayFormat)
    }
    let transportOpts: TransportOptions = { url, method, data, header, timeout: opts.timeout ?? config.timeout }
    if (config.requestInterceptor) {
      const intercepted = await config.requestInterceptor(transportOpts)
      if (intercepted === false) throw new RequestError(CANCEL_MSG, 'cancel')
      transportOpts = intercepted
    }
    let res = await send(() => deps.transport(transportOpts), opts)
    if (config.responseInterceptor) res = await config.responseInterceptor(res)
    return settle(res, opts.raw, opts.toast)
  }

  async function upload(opts: UploadOptions): Promise<any> {
    if (!deps.uploadTransport) throw new Error('upload transport not configured')
    if (!opts.url && !opts.type) throw new Error('upload needs a url or an uploader type')
    const url = joinUrl(config.baseURL, opts.url || `${UPLOAD_PATH}${opts.type}`)
    // multipart: the platform sets the boundary content type itself
    const header = buildHeaders(deps.getToken(), opts.header)
    delete header['Content-Type']
    const uploadTransport = deps.uploadTransport
    const res = await send(() => uploadTransport({
      url,
      filePath: opts.filePath,
      name: opts.name || 'file',
      formData: opts.formData,
      header,
      timeout: opts.timeout ?? config.timeout
    }), opts)
    return settle({ ...res, data: parseJsonBody(res.data) }, false, opts.toast)
  }

  async function download(opts: DownloadOptions): Promise<string> {
    if (!deps.downloadTransport) throw new Error('download transport not configured')
    const header = buildHeaders(deps.getToken(), opts.header)
    delete header['Content-Type']
    const downloadTransport = deps.downloadTransport
    const res = await send(() => downloadTransport({
      url: joinUrl(config.baseURL, opts.url),
      header,
      timeout: opts.timeout ?? config.timeout,
      filePath: opts.filePath
    }), opts)
    if (res.statusCode === 200) return res.tempFilePath || res.filePath || ''
    if (opts.toast !== false) deps.toast(DEFAULT_TOAST_MSG)
    throw new RequestError(DEFAULT_TOAST_MSG, 'http', res.statusCode)
  }

  return { request, upload, download } as Requester
}

/** uploadFile answers with the body as text; a body that is not JSON stays a string (and fails evaluation). */
export function parseJsonBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}
