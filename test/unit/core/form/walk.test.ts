import { columnNodes, fieldKind, flattenFields, valueNodes } from '@/core/form'
import { container, field, item, table } from './fixtures'

const config = {
  fields: [
    field('groupTitle', '', '基本信息'),
    container('card', '卡片', [field('comInput', 'title', '标题')]),
    container('row', '行', [field('numInput', 'qty', '数量'), field('divider', '', '')]),
    container('tab', '标签', [item('第一页', [field('date', 'day', '日期')]), item('第二页', [field('textarea', 'note', '备注')])]),
    container('collapse', '折叠', [item('更多', [field('switch', 'on', '启用')])]),
    table('items', '明细', [field('input', 'name', '名称'), field('inputNumber', 'count', '数量'), field('text', '', '说明')]),
    field('billRule', 'code', '编号'),
    field('JNPFText', '', '提示'),
    field('relationFormAttr', 'attr', '属性')
  ]
}

describe('walking the config', () => {
  it('flattens containers, keeps display items, in config order', () => {
    expect(flattenFields(config.fields).map((n) => `${n.kind}:${n.key}`)).toEqual([
      'groupTitle:', 'input:title', 'number:qty', 'divider:', 'date:day', 'textarea:note', 'switch:on',
      'table:items', 'billRule:code', 'text:', 'relationFormAttr:attr'
    ])
  })

  it('lists value fields (inputs, tables, system fields) with their keys', () => {
    expect(valueNodes(config).map((n) => [n.key, n.role])).toEqual([
      ['title', 'value'], ['qty', 'value'], ['day', 'value'], ['note', 'value'], ['on', 'value'],
      ['items', 'table'], ['code', 'system']
    ])
  })

  it('gives a child table its columns, with "table-field" operate ids', () => {
    const items = valueNodes(config).find((n) => n.key === 'items')!
    expect(columnNodes(items).map((c) => [c.key, c.kind, c.operateId, c.tableKey])).toEqual([
      ['name', 'input', 'items-name', 'items'],
      ['count', 'number', 'items-count', 'items']
    ])
    expect(items.operateId).toBe('items')
  })

  it('knows tab and collapse items without a jnpfKey by their parent', () => {
    expect(fieldKind(item('x', []), 'tab')).toBe('tabItem')
    expect(fieldKind(item('x', []), 'collapse')).toBe('collapseItem')
    expect(fieldKind(item('x', []))).toBe('unknown')
  })

  it.each([[null], [undefined], [{}], [{ fields: null }], [[]]])('an empty config %p has no fields', (cfg) => {
    expect(valueNodes(cfg as never)).toEqual([])
  })

  it('skips junk entries and unknown keys without crashing', () => {
    const nodes = flattenFields([null, 42, field('PsdInput' as never, 'p', '密码'), field('input', 'a', 'A')] as never)
    expect(nodes.map((n) => n.kind)).toEqual(['unknown', 'input'])
    expect(valueNodes({ fields: [field('PsdInput' as never, 'p', '密码')] })).toEqual([])
  })
})
