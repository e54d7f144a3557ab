import { appendQuery, buildQuery, type ArrayFormat } from '@/core/query'

const params = { ids: [1, 2], keyword: '张 三&', page: 1, empty: null, missing: undefined }

describe('buildQuery', () => {
  it.each<[ArrayFormat, string]>([
    ['indices', 'ids[0]=1&ids[1]=2'],
    ['brackets', 'ids[]=1&ids[]=2'],
    ['repeat', 'ids=1&ids=2'],
    ['comma', 'ids=1,2']
  ])('array format %s', (format, ids) => {
    expect(buildQuery(params, format)).toBe(`${ids}&keyword=%E5%BC%A0%20%E4%B8%89%26&page=1`)
  })

  it('defaults to brackets', () => {
    expect(buildQuery(params)).toBe(buildQuery(params, 'brackets'))
  })

  it.each([
    [null, ''],
    [undefined, ''],
    [{}, ''],
    [{ a: null, b: undefined }, ''],
    [{ a: '' }, 'a='],
    [{ a: 0, b: false }, 'a=0&b=false'],
    [{ q: { x: 1 } }, 'q[x]=1']
  ])('%j → %s', (input, expected) => {
    expect(buildQuery(input as Record<string, unknown> | null | undefined)).toBe(expected)
  })
})

describe('appendQuery', () => {
  it.each([
    ['/api/a', { x: 1 }, '/api/a?x=1'],
    ['/api/a?y=2', { x: 1 }, '/api/a?y=2&x=1'],
    ['/api/a?', { x: 1 }, '/api/a?x=1'],
    ['/api/a?y=2&', { x: 1 }, '/api/a?y=2&x=1'],
    ['/api/a#top', { x: 1 }, '/api/a?x=1#top'],
    ['/api/a', {}, '/api/a'],
    ['/api/a?y=2', { x: null }, '/api/a?y=2']
  ])('%s + %j → %s', (url, query, expected) => {
    expect(appendQuery(url, query)).toBe(expected)
  })

  it('passes the array format on', () => {
    expect(appendQuery('/a', { ids: [1, 2] }, 'repeat')).toBe('/a?ids=1&ids=2')
  })
})

describe('buildQuery writes what qs.stringify did (issue 12: qs left the first load)', () => {
  // qs is the reference: the same options buildQuery used to pass it
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const qs = require('qs') as typeof import('qs')
  const FORMATS: ArrayFormat[] = ['indices', 'brackets', 'repeat', 'comma']
  const samples: Array<Record<string, unknown>> = [
    { keyword: "a!b'c(d)e*f~g-h_i.j k+l/m?n=o&p#q%r", emoji: '工地😀', lone: 'x\ud800y', lowFirst: '\udc00a', highEnd: 'b\udbff', esc: '\u0000\u007f\u00e9\u07ff\u0800\uffff' },
    { n: 0, neg: -1.5, t: true, f: false, e: '', big: BigInt(12) },
    { d: new Date(Date.UTC(2026, 10, 25, 8, 30)), ds: [new Date(Date.UTC(2026, 0, 1))] },
    { ids: [], one: [7], mixed: [1, null, undefined, '', 'a,b', { x: 1 }], nested: [[1, 2], [3]] },
    { q: { a: 1, b: null, c: undefined, d: { e: [1, 2], f: '' } }, arr: [{ id: 1, name: '张三' }, { id: 2 }] },
    { sparse: [1, , 3], 'k[x]': 'v', 'key with space': 'v', 中文: '值' } // eslint-disable-line no-sparse-arrays
  ]
  it.each(FORMATS.flatMap((f) => samples.map((s, i) => [f, i, s] as const)))('%s, sample %i', (format, _i, sample) => {
    expect(buildQuery(sample, format)).toBe(qs.stringify(sample, { arrayFormat: format, skipNulls: true, encodeValuesOnly: true }))
  })
})
