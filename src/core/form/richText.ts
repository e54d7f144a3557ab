/**
 * Editor fields hold HTML written in the web console. Read-only forms show it as rich text; on H5
 * rich text becomes innerHTML, so anything that can run script is removed first: script-like
 * elements with their content, event-handler attributes, and javascript: / data: addresses
 * (images keep data:image addresses, which cannot run script).
 */
const BLOCKED_ELEMENTS = /<(script|style|iframe|object|embed|frame|frameset|link|meta|base|form|svg|math|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi
const BLOCKED_SINGLE = /<\/?(script|style|iframe|object|embed|frame|frameset|link|meta|base|form|svg|math|template|noscript)\b[^>]*>/gi
const EVENT_ATTR = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi
const URL_ATTR = /\s+(href|src|xlink:href|action|formaction)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi

const NAMED: Record<string, string> = { colon: ':', tab: '', newline: '' }

const decode = (text: string): string => text
  .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
  .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
  .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole)

function safeUrl (raw: string): boolean {
  // entities and whitespace can hide the scheme: "jav&#x61;script:", "java\nscript:"
  const url = decode(raw.replace(/^["']|["']$/g, '')).replace(/[\s\u0000-\u001f]/g, '').toLowerCase()
  if (url.startsWith('data:image/')) return true
  return !/^(javascript|vbscript|data):/.test(url)
}

export function sanitizeHtml (html: unknown): string {
  if (typeof html !== 'string') return ''
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCKED_ELEMENTS, '')
    .replace(BLOCKED_SINGLE, '')
    .replace(EVENT_ATTR, '')
    .replace(URL_ATTR, (whole, _name: string, value: string) => (safeUrl(value) ? whole : ''))
}
