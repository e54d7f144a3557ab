/**
 * Base64 of a string's UTF-8 bytes, and back. Navigation passes some parameters as
 * `config=base64(JSON)` (API.md §1: flowBefore, dynamicModel); the mini-program runtime has no
 * btoa/atob and they do not handle Chinese text anyway.
 */
import { utf8Bytes } from './md5'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

export function encodeBase64 (text: string): string {
  const bytes = utf8Bytes(text)
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : '='
  }
  return out
}

/** Decodes standard or URL-safe base64 (padding optional) into text; invalid UTF-8 becomes U+FFFD. */
export function decodeBase64 (encoded: string): string {
  const clean = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/[^A-Za-z0-9+/]/g, '')
  const bytes: number[] = []
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = clean.slice(i, i + 4)
    const n = chunk.split('').reduce((acc, ch) => (acc << 6) | ALPHABET.indexOf(ch), 0) << (6 * (4 - chunk.length))
    if (chunk.length > 1) bytes.push((n >> 16) & 255)
    if (chunk.length > 2) bytes.push((n >> 8) & 255)
    if (chunk.length > 3) bytes.push(n & 255)
  }
  return utf8Decode(bytes)
}

function utf8Decode (bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]
    const need = b < 0x80 ? 0 : b >= 0xf0 && b < 0xf8 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1
    if (need < 0 || i + need > bytes.length - 1) {
      out += '\ufffd'
      i++
      continue
    }
    let cp = need === 0 ? b : b & (0x3f >> need)
    let ok = true
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]
      if ((c & 0xc0) !== 0x80) { ok = false; break }
      cp = (cp << 6) | (c & 63)
    }
    if (!ok) {
      out += '\ufffd'
      i++
      continue
    }
    out += String.fromCodePoint(cp)
    i += need + 1
  }
  return out
}

/** base64(JSON.stringify(value)). */
export const encodeJsonBase64 = (value: unknown): string => encodeBase64(JSON.stringify(value))

/** The value of a base64(JSON) parameter, or undefined when it does not decode. */
export function decodeJsonBase64<T = unknown> (encoded: string): T | undefined {
  try {
    return JSON.parse(decodeBase64(encoded)) as T
  } catch {
    return undefined
  }
}
