/** WeChat sign-in (mini-program only) and the JS-SDK of H5 pages in the WeChat browser. */
import Taro from '@tarojs/taro'
import { HIDDEN_MENU_ITEMS, JSSDK_API_LIST, isWechatBrowser, jssdkConfig, signedUrl } from '../core/wechat'
import { randomId } from '../core/util'

/** True in the WeChat mini-program build (Taro replaces process.env.TARO_ENV when bundling). */
export function isWeapp (): boolean {
  try {
    return process.env.TARO_ENV === 'weapp'
  } catch {
    return false
  }
}

/** A one-time login code from WeChat, for GET /api/oauth/GetWechatUserInfoByCode. Rejects when none is given. */
export async function wechatLoginCode (): Promise<string> {
  const res = await Taro.login()
  if (!res?.code) throw new Error(res?.errMsg || 'wx.login failed')
  return res.code
}

/** True in the H5 build. */
export function isH5 (): boolean {
  try {
    return process.env.TARO_ENV === 'h5'
  } catch {
    return false
  }
}

/** The part of the WeChat JS-SDK (window.wx, loaded by the page, not bundled) that is used. */
interface WxJssdk {
  config (c: Record<string, unknown>): void
  ready (cb: () => void): void
  error? (cb: (err: unknown) => void): void
  hideMenuItems (opts: { menuList: string[] }): void
}

export type SignatureFetcher = (query: { timestamp: number, noncestr: string, url: string }) => Promise<unknown>

/**
 * H5 inside the WeChat browser (SPEC §7): asks the server for a JS-SDK signature of this page,
 * configures window.wx with it and hides share, favourite, copy-link and the like. Elsewhere, or
 * when the JS-SDK script is not on the page, nothing happens. Never rejects: without the SDK the
 * page works as in any browser. Resolves whether the SDK was configured.
 */
export async function setupWechatJssdk (fetchSignature: SignatureFetcher, env: { h5?: boolean } = {}): Promise<boolean> {
  if (!(env.h5 ?? isH5()) || typeof window === 'undefined' || typeof navigator === 'undefined') return false
  if (!isWechatBrowser(navigator.userAgent)) return false
  const wx = (window as unknown as { wx?: WxJssdk }).wx
  if (!wx || typeof wx.config !== 'function') return false
  const timestamp = Math.floor(Date.now() / 1000)
  const nonceStr = randomId(16)
  try {
    const raw = await fetchSignature({ timestamp, noncestr: nonceStr, url: signedUrl(window.location.href) })
    const config = jssdkConfig(raw, { timestamp, nonceStr })
    if (!config) return false
    wx.config({ debug: false, ...config, jsApiList: [...JSSDK_API_LIST] })
    wx.ready(() => wx.hideMenuItems({ menuList: [...HIDDEN_MENU_ITEMS] }))
    return true
  } catch {
    return false
  }
}
