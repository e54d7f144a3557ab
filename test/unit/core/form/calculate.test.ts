import { applyCalculations, evaluate } from '@/core/form'
import { field, table } from './fixtures'

describe('evaluate', () => {
  const data: Record<string, number> = { a: 2, b: 3, c: 4 }
  const resolve = (ref: string) => data[ref] ?? 0
  it.each<[string, unknown[], number | null]>([
    ['a + b', ['a', '+', 'b'], 5],
    ['precedence', ['a', '+', 'b', '*', 'c'], 14],
    ['parentheses', ['(', 'a', '+', 'b', ')', '*', 'c'], 20],
    ['numbers and numeric strings', [10, '/', '4'], 2.5],
    ['field objects', [{ __vModel__: 'a' }, '*', { __vModel__: 'c' }], 8],
    ['missing field counts as 0', ['a', '+', 'zz'], 2],
    ['division by zero', ['a', '/', 'zz'], null],
    ['dangling operator', ['a', '+'], null],
    ['unbalanced', ['(', 'a'], null],
    ['unbalanced close', ['a', ')'], null],
    ['empty', [], null],
    ['bad token', ['a', '+', null], null]
  ])('%s', (_name, expression, expected) => {
    expect(evaluate(expression, resolve)).toBe(expected)
  })

  it('no expression: null', () => {
    expect(evaluate(undefined, resolve)).toBeNull()
  })
})

describe('applyCalculations', () => {
  const fields = [
    field('numInput', 'price', '单价'),
    table('items', '明细', [
      field('numInput', 'qty', '数量'),
      field('calculate', 'line', '小计', { expression: ['qty', '*', 'price'], precision: 2 })
    ]),
    field('calculate', 'total', '合计', { expression: ['items-line'] }),
    field('calculate', 'double', '双倍', { expression: ['price', '*', 2] })
  ]

  it('rows read their own cells and the main form; main sums read the rows', () => {
    const out = applyCalculations(fields, { price: 1.005, items: [{ qty: 2 }, { qty: '3' }, { qty: '' }] })
    expect(out.items).toEqual([{ qty: 2, line: 2.01 }, { qty: '3', line: 3.02 }, { qty: '', line: 0 }])
    expect(out.total).toBeCloseTo(5.03)
    expect(out.double).toBe(2.01)
  })

  it('returns the same object when nothing changes', () => {
    const once = applyCalculations(fields, { price: 1, items: [{ qty: 1 }] })
    expect(applyCalculations(fields, once)).toBe(once)
  })
})

describe('precision', () => {
  it.each<[unknown[], number, number]>([
    [[1, '/', 3], 2, 0.33],
    [[0.0000001, '*', 1], 2, 0],
    [[1e21, '*', 1], 2, 1e21],
    [[2.5, '*', 1], 0, 3]
  ])('%p at %i decimals → %p', (expression, precision, expected) => {
    const out = applyCalculations([field('calculate', 'x', 'X', { expression, precision })], {})
    expect(out.x).toBe(expected)
  })
})
