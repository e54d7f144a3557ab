export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma'

export type QueryParams = Record<string, unknown>

/**
 * Serialises params the way the JNPF backend parses them. Values are encoded, keys are not,
 * so bracket and comma syntax stay readable (`ids[]=1`, `ids=1,2`); null and undefined are skipped.
 */
export function buildQuery(params: QueryParams | null | undefined, arrayFormat: ArrayFormat = 'brackets'): string {
  if (!params) return ''
  return Object.keys(params).flatMap((key) => pairs(key, params[key], arrayFormat)).join('&')
}

/**
 * qs.stringify(params, { arrayFormat, skipNulls: true, encodeValuesOnly: true }), the one way this
 * app calls it, written out: qs and its helpers were 13 KB of the mini-program's main package,
 * which every page needs (issue 12). test/unit/core/query.test.ts holds it to qs's output.
 */
function pairs (prefix: string, value: unknown, format: ArrayFormat): string[] {
  if (value === null || value === undefined) return []
  if (value instanceof Date) return [`${prefix}=${encodeValue(value.toISOString())}`]
  if (typeof value !== 'object') return typeof value === 'function' ? [] : [`${prefix}=${encodeValue(value)}`]
  if (Array.isArray(value)) {
    if (format === 'comma') {
      const joined = value.map((v) => (v === null || v === undefined ? '' : encodeValue(v instanceof Date ? v.toISOString() : v))).join(',')
      return joined === '' ? [] : [`${prefix}=${joined}`]
    }
    return value.flatMap((v, i) => pairs(format === 'brackets' ? `${prefix}[]` : format === 'indices' ? `${prefix}[${i}]` : prefix, v, format))
  }
  const record = value as Record<string, unknown>
  return Object.keys(record).flatMap((key) => pairs(`${prefix}[${key}]`, record[key], format))
}

/** RFC 3986, as qs encodes: encodeURIComponent leaves !'()* as they are. */
function encodeValue (value: unknown): string {
  const text = String(value)
  let encoded: string
  try {
    encoded = encodeURIComponent(text)
  } catch {
    // a lone surrogate half (text cut in the middle of an emoji): sent as U+FFFD, not thrown
    encoded = encodeURIComponent(Array.from(text, (c) => (c.length === 1 && c >= '\uD800' && c <= '\uDFFF' ? '\uFFFD' : c)).join(''))
  }
  return encoded.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Appends params to url, joining with `&` when it already has a query and keeping any `#hash` last. */
export function appendQuery(url: string, params: QueryParams | null | undefined, arrayFormat: ArrayFormat = 'brackets'): string {
  const query = buildQuery(params, arrayFormat)
  if (!query) return url
  const hashAt = url.indexOf('#')
  const path = hashAt < 0 ? url : url.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&'
  return `${path}${separator}${query}${hash}`
}
