/**
 * MD5 (RFC 1321) of a string's UTF-8 bytes, as 32 lowercase hex digits. The login, WeChat binding
 * and password-change calls send md5(plain) (API.md §2.1, §7). Pure and small: no crypto module
 * exists in the mini-program runtime.
 */

/** UTF-8 bytes of a JS string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Bytes (text: string): number[] {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00)
        i++
      } else cp = 0xfffd
    } else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return bytes
}

// per-round shift amounts and the sine-derived constants
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0)

const rotl = (x: number, c: number): number => (x << c) | (x >>> (32 - c))

export function md5 (text: string): string {
  const bytes = utf8Bytes(text)
  const bitLength = bytes.length * 8
  bytes.push(0x80)
  while (bytes.length % 64 !== 56) bytes.push(0)
  // length in bits, 64-bit little endian (strings here are far below 2^32 bits)
  for (let i = 0; i < 8; i++) bytes.push(i < 4 ? (bitLength >>> (8 * i)) & 0xff : i === 4 ? Math.floor(bitLength / 2 ** 32) & 0xff : 0)

  let a0 = 0x67452301
  let b0 = 0xefcdab89
  let c0 = 0x98badcfe
  let d0 = 0x10325476
  const m = new Array<number>(16)

  for (let offset = 0; offset < bytes.length; offset += 64) {
    for (let j = 0; j < 16; j++) {
      const p = offset + j * 4
      m[j] = bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16) | (bytes[p + 3] << 24)
    }
    let a = a0
    let b = b0
    let c = c0
    let d = d0
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) {
        f = (b & c) | (~b & d)
        g = i
      } else if (i < 32) {
        f = (d & b) | (~d & c)
        g = (5 * i + 1) % 16
      } else if (i < 48) {
        f = b ^ c ^ d
        g = (3 * i + 5) % 16
      } else {
        f = c ^ (b | ~d)
        g = (7 * i) % 16
      }
      const next = d
      d = c
      c = b
      b = (b + rotl((a + f + K[i] + m[g]) | 0, S[(i >> 4) * 4 + (i % 4)])) | 0
      a = next
    }
    a0 = (a0 + a) | 0
    b0 = (b0 + b) | 0
    c0 = (c0 + c) | 0
    d0 = (d0 + d) | 0
  }

  return [a0, b0, c0, d0]
    .map((word) => {
      let hex = ''
      for (let i = 0; i < 4; i++) hex += ((word >>> (8 * i)) & 0xff).toString(16).padStart(2, '0')
      return hex
    })
    .join('')
}
