/** Rules of the H5 page inside the WeChat browser (SPEC §7): JS-SDK configuration from the
 *  signature endpoint's raw answer, and the menu items that are hidden. */

/** Share, favourite, copy-link and the other ways of taking the page out of the app. */
export const HIDDEN_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:facebook',
  'menuItem:share:QZone',
  'menuItem:favorite',
  'menuItem:copyUrl',
  'menuItem:openWithQQBrowser',
  'menuItem:openWithSafari',
  'menuItem:share:email',
  'menuItem:share:brand'
] as const

export const JSSDK_API_LIST = ['hideMenuItems', 'hideOptionMenu'] as const

export const isWechatBrowser = (userAgent: string | null | undefined): boolean => /MicroMessenger/i.test(userAgent ?? '')

/** The URL that is signed: the page address without its hash. */
export const signedUrl = (href: string): string => href.split('#')[0]

export interface JssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

const pick = (obj: Record<string, unknown>, ...keys: string[]): string => {
  for (const k of keys) if (typeof obj[k] === 'string' || typeof obj[k] === 'number') return String(obj[k])
  return ''
}

/**
 * wx.config parameters from the raw answer: a bare signature string, the signature object, or the
 * envelope around either. Null when no signature can be read (then nothing is configured).
 */
export function jssdkConfig (raw: unknown, sent: { timestamp: number, nonceStr: string, appId?: string }): JssdkConfig | null {
  let value: unknown = raw
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try { value = JSON.parse(value) } catch { /* a bare signature string */ }
  }
  if (value && typeof value === 'object' && 'data' in value && !('signature' in value)) value = (value as { data: unknown }).data
  if (typeof value === 'string') {
    const signature = value.trim()
    return signature ? { appId: sent.appId ?? '', timestamp: sent.timestamp, nonceStr: sent.nonceStr, signature } : null
  }
  if (!value || typeof value !== 'object') return null
  const obj = value as Record<string, unknown>
  const signature = pick(obj, 'signature', 'sign')
  if (!signature) return null
  return {
    appId: pick(obj, 'appId', 'appid') || (sent.appId ?? ''),
    timestamp: Number(pick(obj, 'timestamp')) || sent.timestamp,
    nonceStr: pick(obj, 'nonceStr', 'noncestr') || sent.nonceStr,
    signature
  }
}
