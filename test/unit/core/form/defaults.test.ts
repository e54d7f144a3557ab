import { defaultValueOf, initialValues, newRow, valueNodes, type FormUser } from '@/core/form'
import type { FormField } from '../../../../types/api/form'
import { container, field, table } from './fixtures'

const NOW = new Date(2024, 4, 6, 9, 30).getTime()
const user: FormUser = {
  userId: 'u1', organizeIdList: ['c1', 'd1'], organizeId: 'd1', departmentId: 'd1', positionId: 'p1',
  roleIds: ['r1', 'r2'], groupIds: ['g1'], signImg: 'data:image/svg+xml;base64,AAA'
}
const nodeOf = (f: FormField) => valueNodes([f])[0]

describe('defaults from __config__.defaultValue', () => {
  it.each<[string, FormField, unknown]>([
    ['input', field('comInput', 'a', 'A', {}, { defaultValue: '默认' }), '默认'],
    ['input without default', field('input', 'a', 'A'), ''],
    ['number', field('numInput', 'a', 'A', {}, { defaultValue: 3 }), 3],
    ['number from a numeric string', field('inputNumber', 'a', 'A', {}, { defaultValue: '2.5' }), 2.5],
    ['number without default', field('inputNumber', 'a', 'A'), null],
    ['switch default false → inactive value', field('switch', 'a', 'A', {}, { defaultValue: false }), 0],
    ['switch default true → active value', field('switch', 'a', 'A', {}, { defaultValue: true }), 1],
    ['switch with own values', field('switch', 'a', 'A', { activeValue: 'Y', inactiveValue: 'N' }, { defaultValue: true }), 'Y'],
    ['checkbox', field('checkbox', 'a', 'A', {}, { defaultValue: ['1'] }), ['1']],
    ['checkbox without default', field('checkbox', 'a', 'A'), []],
    ['multiple select without default', field('select', 'a', 'A', { multiple: true }), []],
    ['single select without default', field('select', 'a', 'A'), ''],
    ['cascader from a JSON string', field('cascader', 'a', 'A', {}, { defaultValue: '["1","11"]' }), ['1', '11']],
    ['uploads', field('uploadImg', 'a', 'A'), []],
    ['date from a date string', field('date', 'a', 'A', {}, { defaultValue: '2024-05-06' }), new Date(2024, 4, 6).getTime()],
    ['date without default', field('datePicker', 'a', 'A'), null],
    ['time', field('time', 'a', 'A', {}, { defaultValue: '08:00:00' }), '08:00:00'],
    ['system field', field('billRule', 'a', 'A'), '']
  ])('%s', (_name, f, expected) => {
    expect(initialValues([f])).toEqual({ a: expected })
  })

  it('copies defaults: two forms never share one array', () => {
    const f = field('checkbox', 'a', 'A', {}, { defaultValue: ['1'] })
    const one = initialValues([f])
    ;(one.a as string[]).push('2')
    expect(initialValues([f])).toEqual({ a: ['1'] })
  })
})

describe('defaultCurrent fills current values when adding (API.md 5.4)', () => {
  const current = (f: FormField) => defaultValueOf(nodeOf(f), { user, now: NOW })
  it.each<[string, FormField, unknown]>([
    ['date → now', field('date', 'a', 'A'), NOW],
    ['comSelect → organize path', field('comSelect', 'a', 'A'), ['c1', 'd1']],
    ['organizeSelect multiple → [path]', field('organizeSelect', 'a', 'A', { multiple: true }), [['c1', 'd1']]],
    ['depSelect → department', field('depSelect', 'a', 'A'), 'd1'],
    ['depSelect multiple → [department]', field('depSelect', 'a', 'A', { multiple: true }), ['d1']],
    ['posSelect → position', field('posSelect', 'a', 'A'), 'p1'],
    ['userSelect → user', field('userSelect', 'a', 'A'), 'u1'],
    ['userSelect multiple → [user]', field('userSelect', 'a', 'A', { multiple: true }), ['u1']],
    ['usersSelect → [user]', field('usersSelect', 'a', 'A'), ['u1']],
    ['roleSelect → first role', field('roleSelect', 'a', 'A'), 'r1'],
    ['roleSelect multiple → roles', field('roleSelect', 'a', 'A', { multiple: true }), ['r1', 'r2']],
    ['groupSelect → group', field('groupSelect', 'a', 'A'), 'g1'],
    ['groupSelect multiple → groups', field('groupSelect', 'a', 'A', { multiple: true }), ['g1']],
    ['sign → signImg', field('sign', 'a', 'A'), user.signImg]
  ])('%s', (_name, f, expected) => {
    f.__config__.defaultCurrent = true
    expect(current(f)).toEqual(expected)
  })

  it('without defaultCurrent the configured default stays', () => {
    expect(defaultValueOf(nodeOf(field('depSelect', 'a', 'A', {}, { defaultValue: 'dx' })), { user, now: NOW })).toBe('dx')
  })

  it('a user without the value falls back to the default', () => {
    const f = field('sign', 'a', 'A', {}, { defaultCurrent: true, defaultValue: '' })
    expect(defaultValueOf(nodeOf(f), { user: { userId: 'u1' }, now: NOW })).toBe('')
  })

  it('not when editing a record', () => {
    const f = field('date', 'a', 'A', {}, { defaultCurrent: true })
    expect(initialValues([f], { id: 'r1' }, { user, now: NOW })).toEqual({ id: 'r1', a: null })
    expect(initialValues([f], undefined, { user, now: NOW })).toEqual({ a: NOW })
    expect(initialValues([f], { id: 'r1' }, { user, now: NOW, isAdd: true })).toEqual({ id: 'r1', a: NOW })
  })
})

describe('the record overlays the defaults', () => {
  const fields = [
    container('card', '卡片', [field('input', 'title', '标题', {}, { defaultValue: '默认' })]),
    field('numInput', 'qty', '数量', {}, { defaultValue: 1 }),
    field('select', 'tags', '标签', { multiple: true }),
    table('items', '明细', [field('input', 'name', '名称', {}, { defaultValue: '新' }), field('numInput', 'n', '数', {}, { defaultValue: 0 })])
  ]

  it('record values win, missing ones keep defaults, unknown keys are kept', () => {
    const data = initialValues(fields, { id: 'r1', title: '现有', tags: '["a","b"]', flowId: 'f1' })
    expect(data).toEqual({ id: 'r1', title: '现有', qty: 1, tags: ['a', 'b'], items: [], flowId: 'f1' })
  })

  it('numbers saved as strings are read back as numbers', () => {
    expect(initialValues(fields, { qty: '5' }).qty).toBe(5)
  })

  it('child table rows: missing cells get their column default, extra row keys stay', () => {
    const data = initialValues(fields, { items: [{ name: 'A', id: 'row1' }, { n: '3' }, null] })
    expect(data.items).toEqual([{ name: 'A', n: 0, id: 'row1' }, { name: '新', n: 3 }, { name: '新', n: 0 }])
  })

  it('a child table from a JSON string, or junk, becomes rows or []', () => {
    expect(initialValues(fields, { items: '[{"name":"X","n":1}]' }).items).toEqual([{ name: 'X', n: 1 }])
    expect(initialValues(fields, { items: 'oops' }).items).toEqual([])
  })

  it('a new row takes each column default', () => {
    const items = valueNodes(fields).find((n) => n.key === 'items')!
    expect(newRow(items)).toEqual({ name: '新', n: 0 })
  })
})
