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

describe('buildQuery writes what qs.stringify wrote (the app called qs before, issue 12)', () => {
  // the one way the app called it
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const qs = require('qs') as typeof import('qs')
  const inputs: Array<Record<string, unknown>> = [
    params,
    { keyword: "a!b'c(d)e*f~g-h.i_j", emoji: '工地🚧', plus: '1+1=2', slash: 'a/b?c#d', percent: '100%' },
    { ids: ['a b', 'c,d', '张三'], n: [0, -1.5, 1e21], flags: [true, false] },
    { q: { x: 1, y: [1, 2], z: { deep: 'v w' }, n: null, u: undefined }, after: 'x' },
    { list: [{ id: 1, name: '甲' }, { id: 2 }], empty: [], emptyObj: {}, blank: '' },
    { when: new Date(Date.UTC(2026, 10, 25, 8, 30)), dates: [new Date(Date.UTC(2026, 0, 1))] },
    { big: BigInt(12) }
  ]
  const cases = [
    ...inputs.flatMap((input) => (['indices', 'brackets', 'repeat', 'comma'] as ArrayFormat[]).map((f) => [f, input] as const)),
    // null inside a list: qs throws on it in a comma list, so only the other formats
    ...(['indices', 'brackets', 'repeat'] as ArrayFormat[]).map((f) => [f, { only: [null, 'x', undefined] }] as const)
  ]
  it.each(cases)('%s %p', (format, input) => {
    expect(buildQuery(input, format)).toBe(qs.stringify(input, { arrayFormat: format, skipNulls: true, encodeValuesOnly: true }))
  })

  it('a lone surrogate half is sent as U+FFFD, not thrown', () => {
    expect(buildQuery({ t: 'a\uD83D' })).toBe('t=a%EF%BF%BD')
  })
})
