import { checkValue, errorsByPath, parsePattern, validateForm, valueNodes, type FormData } from '@/core/form'
import type { FormField } from '../../../../types/api/form'
import { container, field, table } from './fixtures'

const first = (f: FormField, value: unknown, required = false) =>
  checkValue(valueNodes([f])[0], value, { hidden: false, disabled: false, required })

describe('regList patterns: "/re/flags" strings become RegExps', () => {
  it.each<[string, string | null]>([
    ['/^\\d+$/', '/^\\d+$/'],
    ['/^abc$/i', '/^abc$/i'],
    ['/a/gimy', '/a/im'],
    ['^\\d{3}$', '/^\\d{3}$/'],
    ['/[/', null],
    ['', null]
  ])('%s → %s', (pattern, expected) => {
    const re = parsePattern(pattern)
    expect(re ? String(re) : null).toBe(expected)
  })

  it('a g flag does not make one value pass and fail by turns', () => {
    const f = field('input', 'a', '编号', {}, { regList: [{ pattern: '/^\\d+$/g', message: '请输入数字' }] })
    expect([first(f, '12'), first(f, '12'), first(f, '12')]).toEqual([null, null, null])
  })
})

describe('required: "{label}不能为空"', () => {
  const f = field('input', 'a', '标题')
  it.each<[string, unknown, string | null]>([
    ['undefined', undefined, '标题不能为空'],
    ['null', null, '标题不能为空'],
    ['empty string', '', '标题不能为空'],
    ['blank string', '  \n', '标题不能为空'],
    ['empty array', [], '标题不能为空'],
    ['empty object', {}, '标题不能为空'],
    ['NaN', NaN, '标题不能为空'],
    ['text', '现场', null],
    ['0 is a value', 0, null],
    ['false is a value', false, null],
    ['array with an item', ['x'], null]
  ])('%s', (_name, value, expected) => {
    expect(first(f, value, true)).toBe(expected)
  })

  it('empty and not required: no error, no other rule runs', () => {
    const g = field('input', 'a', '标题', {}, { regList: [{ pattern: '/^\\d+$/', message: '请输入数字' }] })
    expect(first(g, '', false)).toBeNull()
  })
})

describe('checks of a filled value', () => {
  const digits = { regList: [{ pattern: '/^\\d+$/', message: '请输入数字' }, { pattern: '/^\\d{3}$/', message: '须为3位' }] }
  it.each<[string, FormField, unknown, string | null]>([
    ['pattern fails', field('comInput', 'a', '编号', {}, digits), 'abc', '请输入数字'],
    ['first failing pattern wins', field('comInput', 'a', '编号', {}, digits), '12', '须为3位'],
    ['all patterns pass', field('comInput', 'a', '编号', {}, digits), '123', null],
    ['pattern without a message', field('input', 'a', '编号', {}, { regList: [{ pattern: '/^x$/', message: '' }] }), 'y', '编号格式不正确'],
    ['pattern on a number value', field('inputNumber', 'a', '数量', {}, { regList: [{ pattern: '/^\\d$/', message: '一位数' }] }), 12, '一位数'],
    ['number must be a number', field('numInput', 'a', '数量'), 'abc', '数量必须是数字'],
    ['number below min', field('numInput', 'a', '数量', { min: 1 }), 0, '数量不能小于1'],
    ['number above max', field('inputNumber', 'a', '数量', { max: 10 }), 11, '数量不能大于10'],
    ['number in range', field('inputNumber', 'a', '数量', { min: 1, max: 10 }), 10, null],
    ['rate is a number', field('rate', 'a', '评分'), '3', '评分必须是数字'],
    ['slider is a number', field('slider', 'a', '进度'), 30, null],
    ['date is a number', field('date', 'a', '日期'), '2024-01-01', '日期必须是数字'],
    ['switch is a number', field('switch', 'a', '启用'), 1, null],
    ['switch with text values', field('switch', 'a', '启用', { activeValue: 'Y', inactiveValue: 'N' }), 'Y', null],
    ['calculate is a number', field('calculate', 'a', '合计'), Infinity, '合计必须是数字'],
    ['multi-select must be an array', field('select', 'a', '标签', { multiple: true }), 'x', '标签格式不正确'],
    ['checkbox must be an array', field('checkbox', 'a', '标签'), 'x', '标签格式不正确'],
    ['multi-select array', field('select', 'a', '标签', { multiple: true }), ['x'], null],
    ['longer than maxlength', field('input', 'a', '标题', { maxlength: 3 }), 'abcd', '标题不能超过3个字符'],
    ['within maxlength', field('input', 'a', '标题', { maxlength: 3 }), 'abc', null]
  ])('%s', (_name, f, value, expected) => {
    expect(first(f, value)).toBe(expected)
  })
})

describe('the whole form', () => {
  const fields = [
    field('input', 'title', '标题', {}, { required: true }),
    container('card', '卡片', [field('numInput', 'qty', '数量', { min: 1 }, { required: true })]),
    field('input', 'hidden', '隐藏', {}, { required: true, noShow: true }),
    field('input', 'pcOnly', '电脑端', {}, { required: true, visibility: ['pc'] }),
    field('input', 'locked', '锁定', { disabled: true }, { required: true }),
    field('billRule', 'code', '编号', {}, { required: true }),
    table('items', '明细', [
      field('input', 'name', '名称', {}, { required: true }),
      field('numInput', 'count', '数量', {}, { required: true })
    ], { required: true })
  ]
  const valid: FormData = { title: 'A', qty: 2, items: [{ name: 'x', count: 1 }] }

  it('no errors for a filled form', () => {
    expect(validateForm(fields, valid)).toEqual([])
  })

  it('first error per field, in field order; hidden, disabled and system fields never block', () => {
    expect(validateForm(fields, { title: '', qty: 0, items: [] })).toEqual([
      { path: 'title', message: '标题不能为空' },
      { path: 'qty', message: '数量不能小于1' },
      { path: 'items', message: '明细不能为空' }
    ])
  })

  it('child-table rows are checked per row and the message names the row', () => {
    const errors = validateForm(fields, { ...valid, items: [{ name: 'a', count: 1 }, { name: '', count: null }, { name: 'c' }] })
    expect(errors).toEqual([
      { path: 'items.1.name', message: '明细第2行：名称不能为空' },
      { path: 'items.1.count', message: '明细第2行：数量不能为空' },
      { path: 'items.2.count', message: '明细第3行：数量不能为空' }
    ])
    expect(errorsByPath(errors)['items.2.count']).toBe('明细第3行：数量不能为空')
  })

  it('formOperates decide what is required, also for columns', () => {
    const formOperates = [
      { id: 'title', read: true, write: true, required: false },
      { id: 'hidden', read: true, write: true, required: true },
      { id: 'items-name', read: true, write: false }
    ]
    expect(validateForm(fields, { qty: 1, items: [{ name: '', count: 1 }] }, { formOperates })).toEqual([
      { path: 'hidden', message: '隐藏不能为空' }
    ])
  })

  it('a read-only form never fails', () => {
    expect(validateForm(fields, {}, { readonly: true })).toEqual([])
  })

  it('a child table that is not required may be empty', () => {
    expect(validateForm([table('items', '明细', [field('input', 'n', 'N', {}, { required: true })])], { items: [] })).toEqual([])
  })
})
