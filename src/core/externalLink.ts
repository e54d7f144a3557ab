/**
 * Which addresses the external link page (menu type 7, API.md 2.3) loads: only pages of hosts the
 * organisation allows (GET /api/app/ExternalLink: host names or *.suffix) over https, and pages
 * of the server itself (an address beginning with one '/', or the server's own origin) over http
 * or https. Anything else is refused with the reason, and never loaded. The server hands out
 * menus by the same rule (server/src/domains/externalLink/rules.ts).
 */

export type LinkCheck = { ok: true, url: string, host: string, own: boolean } | { ok: false, reason: string }

/** Whether `host` is one the list allows: `*.example.com` allows a.example.com and a.b.example.com, not example.com. */
export function hostAllowed (host: string, hosts: readonly string[]): boolean {
  const h = host.toLowerCase()
  return hosts.some((p) => {
    const pattern = p.trim().toLowerCase()
    return pattern.startsWith('*.') ? h.endsWith(pattern.slice(1)) && h.length > pattern.length - 1 : h === pattern
  })
}

// no URL class in the mini-program's JavaScript: the parts are read by pattern
const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i
const AUTHORITY = /^(?:([^@]*)@)?(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/

/**
 * The address to load, or why not. `serverOrigin` is the server the app talks to
 * ('https://site.example.com'; '' when unknown, then only absolute addresses can be checked).
 */
export function checkExternalLink (raw: string | undefined, hosts: readonly string[], serverOrigin: string): LinkCheck {
  const address = (raw ?? '').trim()
  if (!address) return { ok: false, reason: '缺少链接地址' }
  const origin = serverOrigin.replace(/\/+$/, '')
  const own = ABSOLUTE.exec(origin)
  const ownHost = own ? (AUTHORITY.exec(own[2])?.[2] ?? '').toLowerCase() : ''
  if (address.startsWith('/') && !address.startsWith('//')) {
    if (!origin) return { ok: false, reason: '无法确定服务器地址，不能打开该链接' }
    return { ok: true, url: `${origin}${address}`, host: ownHost, own: true }
  }
  const m = ABSOLUTE.exec(address)
  if (!m) return { ok: false, reason: '链接地址格式不正确' }
  const scheme = m[1].toLowerCase()
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, reason: '只能打开 http(s) 网页' }
  const authority = AUTHORITY.exec(m[2])
  if (!authority || !authority[2]) return { ok: false, reason: '链接地址格式不正确' }
  if (authority[1] !== undefined) return { ok: false, reason: '链接中不能包含账号信息' }
  const host = authority[2].toLowerCase()
  const isOwn = !!ownHost && host === ownHost
  if (isOwn) return { ok: true, url: address, host, own: true }
  if (scheme !== 'https') return { ok: false, reason: '只能打开 https 网页（http 网页不安全）' }
  if (!hostAllowed(host, hosts)) return { ok: false, reason: `「${host}」不在本单位允许打开的网站之内，请联系管理员` }
  return { ok: true, url: address, host, own: false }
}
