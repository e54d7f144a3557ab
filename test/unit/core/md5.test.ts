/** src/core/md5.ts and src/core/base64.ts: known vectors and node's crypto as the reference. */
import { createHash } from 'crypto'
import { md5, utf8Bytes } from '@/core/md5'
import { decodeBase64, decodeJsonBase64, encodeBase64, encodeJsonBase64 } from '@/core/base64'

const nodeMd5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    ['123456', 'e10adc3949ba59abbe56e057f20f883e'],
    // node -e "console.log(require('crypto').createHash('md5').update('Demo@1234').digest('hex'))"
    ['Demo@1234', 'd109ad8c1a64f009a86d58fb7064dae7'],
    // Chinese text is hashed as UTF-8
    ['中文', 'a7bac2239fcdcb3a067903d8077c4a07'],
    ['施工现场安全', '4f33966492cb34561c3a748fc36c2912']
  ])('md5(%j) = %s', (input, hex) => {
    expect(md5(input)).toBe(hex)
  })

  it.each([1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000])('matches node crypto at %i bytes (padding edges)', (n) => {
    const s = 'x'.repeat(n)
    expect(md5(s)).toBe(nodeMd5(s))
  })

  it.each(['密码Abc123!', '😀 emoji', '工程现场协同管理'.repeat(30), 'tab\tnew\nline', '\u00e9\u00e8'])('matches node crypto for %j', (s) => {
    expect(md5(s)).toBe(nodeMd5(s))
  })

  it('utf8Bytes equals Buffer for BMP, astral and lone surrogates', () => {
    for (const s of ['aé中😀', '\ud800x', 'x\udc00']) expect(utf8Bytes(s)).toEqual([...Buffer.from(s, 'utf8')])
  })
})

describe('base64', () => {
  it.each(['', 'a', 'ab', 'abc', '中文', '{"id":"m1","fullName":"隐患排查"}', '😀x'])('round trip of %j equals Buffer', (s) => {
    expect(encodeBase64(s)).toBe(Buffer.from(s, 'utf8').toString('base64'))
    expect(decodeBase64(encodeBase64(s))).toBe(s)
  })

  it('decodes URL-safe and unpadded input', () => {
    const s = '工程?>>'
    const url = Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(decodeBase64(url)).toBe(s)
  })

  it('JSON helpers; a broken value decodes to undefined', () => {
    const menu = { id: 'm1', fullName: '动火作业', type: 3 }
    expect(decodeJsonBase64(encodeJsonBase64(menu))).toEqual(menu)
    expect(decodeJsonBase64('not base64 json')).toBeUndefined()
  })
})
