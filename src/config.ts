/**
 * Build-time configuration. Taro 4 replaces `process.env.TARO_APP_*` (from the environment and
 * .env files) and `process.env.TARO_ENV` with literals when bundling. Each read is wrapped
 * because an unset variable stays a `process.env…` expression, and `process` does not exist
 * in the mini-program runtime.
 *
 * - H5: baseURL defaults to the page's own origin, socketURL to it with http→ws / https→wss
 *   plus SOCKET_PATH; TARO_APP_BASE_URL / TARO_APP_SOCKET_URL override both.
 * - weapp: set TARO_APP_BASE_URL (and optionally TARO_APP_SOCKET_URL). WeChat only allows
 *   https:// and wss:// hosts listed as legal domains of the mini-program (plain http works only
 *   in DevTools with domain checks off).
 * - timeout: 60000 ms (SPEC §9 request timeout); TARO_APP_TIMEOUT overrides.
 * - the IM socket sends the token in its first frame, not in its URL (URLs end up in logs);
 *   TARO_APP_SOCKET_TOKEN_IN_URL=1 adds it to the URL for a JNPF 3.4+ backend that wants it there.
 */
import { REQUEST_TIMEOUT } from './core/constants'

export const SOCKET_PATH = '/api/message/websocket'
export const DEFAULT_TIMEOUT = REQUEST_TIMEOUT

function readEnv(read: () => string | undefined): string {
  try {
    return (read() || '').trim()
  } catch {
    return ''
  }
}

/** ws(s):// URL of the IM socket for an http(s) base URL. */
export function socketUrlFor(baseURL: string): string {
  return baseURL.replace(/^http(s?):\/\//i, (_m, secure: string) => (secure ? 'wss://' : 'ws://')).replace(/\/+$/, '') + SOCKET_PATH
}

function pageOrigin(): string {
  if (typeof window === 'undefined' || !window.location) return ''
  const origin = window.location.origin
  return origin && origin !== 'null' ? origin : ''
}

export const taroEnv = readEnv(() => process.env.TARO_ENV)

const envBaseURL = readEnv(() => process.env.TARO_APP_BASE_URL).replace(/\/+$/, '')
const envSocketURL = readEnv(() => process.env.TARO_APP_SOCKET_URL)
const envTimeout = Number(readEnv(() => process.env.TARO_APP_TIMEOUT))

export const baseURL: string = envBaseURL || (taroEnv === 'weapp' ? '' : pageOrigin())
export const socketURL: string = envSocketURL || (baseURL ? socketUrlFor(baseURL) : '')
export const timeout: number = envTimeout > 0 ? envTimeout : DEFAULT_TIMEOUT
export const socketTokenInUrl: boolean = /^(1|true|yes|on)$/i.test(readEnv(() => process.env.TARO_APP_SOCKET_TOKEN_IN_URL))

export const config = { baseURL, socketURL, timeout, socketTokenInUrl } as const
export default config
