export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma'

export type QueryParams = Record<string, unknown>

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff

/**
 * Percent-encodes as qs does (RFC 3986): only letters, digits and - . _ ~ stay as they are, so
 * ! ' ( ) * are encoded too (encodeURIComponent keeps them); UTF-8 bytes, upper-case hex.
 */
function encodeValue (value: unknown): string {
  const text = typeof value === 'string' ? value : String(value)
  let out = ''
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i)
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e) {
      out += text.charAt(i)
      continue
    }
    const bytes: number[] = []
    if (c < 0x80) bytes.push(c)
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f))
    else if (c < 0xd800 || c >= 0xe000 || c >= 0xdc00 || !isLowSurrogate(text.charCodeAt(i + 1))) {
      // a surrogate without its other half stands for U+FFFD, as in qs
      if (c >= 0xd800 && c < 0xe000) c = 0xfffd
      bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f))
    } else {
      i += 1
      c = 0x10000 + (((c & 0x3ff) << 10) | (text.charCodeAt(i) & 0x3ff))
      bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f))
    }
    for (const b of bytes) out += `%${b < 16 ? '0' : ''}${b.toString(16).toUpperCase()}`
  }
  return out
}

const isPrimitive = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'symbol' || typeof v === 'bigint'

/** One key's pairs, nested objects and arrays under bracketed keys (qs's stringify, for the options buildQuery uses). */
function pairs (value: unknown, prefix: string, format: ArrayFormat, encode: boolean): string[] {
  let v = value
  if (v instanceof Date) v = v.toISOString()
  else if (format === 'comma' && Array.isArray(v)) v = v.map((x) => (x instanceof Date ? x.toISOString() : x))
  if (v === null) v = ''
  if (isPrimitive(v)) return [`${prefix}=${encode ? encodeValue(v) : String(v)}`]
  if (v === undefined) return []
  const obj = v as Record<string, unknown>
  const out: string[] = []
  if (format === 'comma' && Array.isArray(obj)) {
    // values encoded one by one, the commas between them kept
    const joined = obj.length > 0 ? (obj.map((x) => (x == null ? x : encodeValue(x))).join(',') || null) : undefined
    if (joined === undefined || joined === null) return out
    return pairs(joined, prefix, format, false)
  }
  for (const key of Object.keys(obj)) {
    const item = obj[key]
    if (item === null) continue
    const itemPrefix = !Array.isArray(obj)
      ? `${prefix}[${key}]`
      : format === 'indices' ? `${prefix}[${key}]` : format === 'brackets' ? `${prefix}[]` : prefix
    out.push(...pairs(item, itemPrefix, format, encode))
  }
  return out
}

/**
 * Serialises params the way the JNPF backend parses them, as qs.stringify with skipNulls and
 * encodeValuesOnly did (written out here: qs's stringify and its helpers were 5 KiB of the H5
 * first load, issue 12). Values are encoded, keys are not, so bracket and comma syntax stay
 * readable (`ids[]=1`, `ids=1,2`); null and undefined are skipped.
 */
export function buildQuery(params: QueryParams | null | undefined, arrayFormat: ArrayFormat = 'brackets'): string {
  if (!params || typeof params !== 'object') return ''
  const out: string[] = []
  for (const key of Object.keys(params)) {
    if (params[key] === null) continue
    out.push(...pairs(params[key], key, arrayFormat, true))
  }
  return out.join('&')
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
