// stringify only: qs's parser (20 KB) is never used and would ship with the index module
import stringify from 'qs/lib/stringify'

export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma'

export type QueryParams = Record<string, unknown>

/**
 * Serialises params the way the JNPF backend parses them. Values are encoded, keys are not,
 * so bracket and comma syntax stay readable (`ids[]=1`, `ids=1,2`); null and undefined are skipped.
 */
export function buildQuery(params: QueryParams | null | undefined, arrayFormat: ArrayFormat = 'brackets'): string {
  if (!params) return ''
  return stringify(params, { arrayFormat, skipNulls: true, encodeValuesOnly: true })
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
