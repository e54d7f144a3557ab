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
