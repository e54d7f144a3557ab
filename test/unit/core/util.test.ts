import { debounce, deepClone, randomId, throttle } from '@/core/util'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

// [ms since start at which the wrapper is called, ...]; returns the ms at which fn ran and with what
function run(wrap: (fn: (arg: number) => void) => (arg: number) => void, calls: number[], until = 3000) {
  const runs: Array<[number, number]> = []
  const start = Date.now()
  const wrapped = wrap((arg) => runs.push([Date.now() - start, arg]))
  let last = 0
  for (const at of calls) {
    jest.advanceTimersByTime(at - last)
    last = at
    wrapped(at)
  }
  jest.advanceTimersByTime(until - last)
  return runs
}

describe('debounce (default 500 ms)', () => {
  it.each<[string, Parameters<typeof debounce>[1], boolean | undefined, number[], Array<[number, number]>]>([
    ['trailing: one run, 500 ms after the last call, with its argument', undefined, undefined, [0, 100, 400], [[900, 400]]],
    ['trailing: calls 500 ms apart run each', undefined, undefined, [0, 500], [[500, 0], [1000, 500]]],
    ['trailing: custom wait', 200, false, [0, 100], [[300, 100]]],
    ['leading: runs at once and ignores a burst', 500, true, [0, 100, 400], [[0, 0]]],
    ['leading: each call restarts the quiet period; runs again after 500 ms of it', 500, true, [0, 400, 899, 1398, 1898], [[0, 0], [1898, 1898]]]
  ])('%s', (_label, wait, immediate, calls, expected) => {
    expect(run((fn) => debounce(fn, wait, immediate), calls)).toEqual(expected)
  })

  it('cancel drops the pending run', () => {
    const fn = jest.fn()
    const debounced = debounce(fn)
    debounced()
    debounced.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('cancel lets a leading debounce run again at once', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 500, true)
    debounced()
    debounced.cancel()
    debounced()
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('throttle (default 500 ms, leading)', () => {
  it.each<[string, number | undefined, boolean | undefined, number[], Array<[number, number]>]>([
    ['leading: first call runs at once, the rest of the window is dropped', undefined, undefined, [0, 100, 499], [[0, 0]]],
    ['leading: at most one run per window', undefined, undefined, [0, 200, 500, 700, 1000], [[0, 0], [500, 500], [1000, 1000]]],
    ['trailing: one run at the end of the window with the latest argument', 500, false, [0, 100, 300], [[500, 300]]],
    ['trailing: a call after the window opens a new one', 500, false, [0, 600], [[500, 0], [1100, 600]]]
  ])('%s', (_label, wait, immediate, calls, expected) => {
    expect(run((fn) => throttle(fn, wait, immediate), calls)).toEqual(expected)
  })

  it('cancel drops a pending trailing run', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500, false)
    throttled()
    throttled.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('randomId: "default length 32, alphanumeric"', () => {
  it.each<[number | undefined, number]>([[undefined, 32], [8, 8], [1, 1], [0, 0], [64, 64]])('randomId(%p) has length %p', (len, expected) => {
    expect(randomId(len).length).toBe(expected)
  })

  it('uses only letters and digits', () => {
    expect(Array.from({ length: 50 }, () => randomId()).join('')).toMatch(/^[0-9A-Za-z]+$/)
  })

  it('two calls differ', () => {
    expect(randomId()).not.toBe(randomId())
  })

  it('draws from the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomId()).join(''))
    expect(seen.size).toBe(62)
  })
})

describe('deepClone', () => {
  it('copies nested data without sharing', () => {
    const source = { a: 1, list: [{ b: 2 }], when: new Date(0), re: /x/gi, map: new Map([['k', { v: 1 }]]), set: new Set([1]) }
    const copy = deepClone(source)
    expect(copy).toEqual(source)
    expect(copy.list).not.toBe(source.list)
    expect(copy.list[0]).not.toBe(source.list[0])
    expect(copy.when).not.toBe(source.when)
    expect(copy.re.flags).toBe('gi')
    expect(copy.map.get('k')).not.toBe(source.map.get('k'))
    copy.list[0].b = 3
    expect(source.list[0].b).toBe(2)
  })

  it('keeps cycles', () => {
    const source: { self?: unknown; n: number } = { n: 1 }
    source.self = source
    const copy = deepClone(source)
    expect(copy.self).toBe(copy)
    expect(copy).not.toBe(source)
  })

  it.each([[1], ['s'], [null], [undefined], [true]])('returns primitive %p as is', (value) => {
    expect(deepClone(value)).toBe(value)
  })

  it('copies arrays as arrays', () => {
    const copy = deepClone([1, [2, 3]])
    expect(Array.isArray(copy)).toBe(true)
    expect(copy).toEqual([1, [2, 3]])
  })
})
