import type { FieldKind, FieldNode } from '@/core/form'
import {
  BAD_SELECTOR, MANY_ROWS, ancestorsOf, fullScreenOf, buildRowTree, deliverSelection, isPickable, linkedParams, listenSelection, parseSelector,
  rowCard, searchRowTree, selectorFor, selectorParams, selectorQuery, selectorToken, toggleRow, valueOf, type Selection
} from '@/core/selector'

const node = (kind: FieldKind, field: Record<string, unknown>, label = '清单项'): FieldNode =>
  ({ kind, field: { __config__: { jnpfKey: kind }, __vModel__: 'f', ...field }, role: 'value', key: 'f', operateId: 'f', label } as unknown as FieldNode)

const cols = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `c${i}`, label: `列${i}` }))

describe('which fields open a full-screen selector', () => {
  it.each<[string, FieldKind, Record<string, unknown>, string | null]>([
    ['a popup with a handful of columns keeps the sheet', 'popupSelect', { interfaceId: 'x', columnOptions: cols(3) }, null],
    ['a popup with more columns opens popSelect', 'popupSelect', { interfaceId: 'x', columnOptions: cols(4) }, 'popSelect'],
    ['a popup table with more columns opens popSelect', 'popupTableSelect', { interfaceId: 'x', columnOptions: cols(5) }, 'popSelect'],
    ['a popup asking for the full screen opens popSelect', 'popupTableSelect', { interfaceId: 'x', popupType: 'fullScreen' }, 'popSelect'],
    ['a popup with linked tables opens tableLinkage', 'popupTableSelect', { interfaceId: 'x', linkage: { interfaceId: 'y', param: 'p' } }, 'tableLinkage'],
    ['a popup naming a parent column opens the tree', 'popupSelect', { interfaceId: 'x', parentField: 'parentId' }, 'tableTreeSelector'],
    ['a relationForm keeps the sheet', 'relationForm', { modelId: 'm', columnOptions: cols(2) }, null],
    ['a relationForm asking for the full screen opens tableSelect', 'relationForm', { modelId: 'm', popupType: 'fullScreen' }, 'tableSelect'],
    ['a relationForm with many columns keeps its sheet (its columns are the rows\' lines)', 'relationForm', { modelId: 'm', columnOptions: cols(5) }, null],
    ['other kinds never do', 'select', { popupType: 'fullScreen' }, null]
  ])('%s', (_label, kind, field, expected) => {
    expect(selectorFor(node(kind, field))).toBe(expected)
  })
})

describe('a sheet with many rows offers its full screen', () => {
  it('from more than MANY_ROWS rows, as the field\'s own kind of table', () => {
    expect(fullScreenOf(node('relationForm', { modelId: 'm' }), MANY_ROWS)).toBeNull()
    expect(fullScreenOf(node('relationForm', { modelId: 'm' }), MANY_ROWS + 1)).toBe('tableSelect')
    expect(fullScreenOf(node('popupSelect', { interfaceId: 'x' }), 500)).toBe('popSelect')
    expect(fullScreenOf(node('select', {}), 500)).toBeNull()
  })
})

describe('the selector\'s URL carries everything it needs', () => {
  it('round-trips a popup table with its parameters and columns', () => {
    const n = node('popupTableSelect', { interfaceId: 'di_boq_items', propsValue: 'id', relationField: 'fullName', multiple: true, pageSize: 10, columnOptions: cols(4) })
    const p = selectorParams(n, 'popSelect', 't1', [{ field: 'contractId', defaultValue: 'ct_1' }], ['b1', 'b2'])
    expect(p.selected).toEqual(['b1', 'b2'])
    const q = selectorQuery(p)
    expect(Object.values(q).every((v) => typeof v === 'string')).toBe(true)
    expect(parseSelector('popSelect', q)).toEqual(p)
  })

  it('round-trips a relationForm table, a linkage and a tree', () => {
    const rel = selectorParams(node('relationForm', { modelId: 'm1', relationField: 'batchNo', popupType: 'fullScreen' }, '进场批次'), 'tableSelect', 't2', [])
    expect(rel.table).toEqual({ modelId: 'm1', valueKey: 'id', labelKey: 'batchNo', columns: [], params: [] })
    expect(parseSelector('tableSelect', selectorQuery(rel))).toEqual({ ...rel, table: { ...rel.table, interfaceId: undefined } })
    const link = selectorParams(node('popupTableSelect', {
      interfaceId: 'di_boq_items', linkage: { interfaceId: 'di_contract_list', param: 'contractId', columnOptions: [{ value: 'sectionName', label: '标段' }] }
    }), 'tableLinkage', 't3', [])
    expect(link.first).toEqual({ interfaceId: 'di_contract_list', valueKey: 'id', labelKey: 'fullName', columns: [{ value: 'sectionName', label: '标段' }], params: [] })
    expect(parseSelector('tableLinkage', selectorQuery(link))).toEqual({ ...link, table: { ...link.table, modelId: undefined } })
    const tree = selectorParams(node('popupSelect', { interfaceId: 'di_wbs_nodes', parentField: 'parentId', leafOnly: true }), 'tableTreeSelector', 't4', [])
    expect(tree).toMatchObject({ parentKey: 'parentId', leafOnly: true })
    expect(parseSelector('tableTreeSelector', selectorQuery(tree))).toEqual({ ...tree, table: { ...tree.table, modelId: undefined } })
  })

  it.each<[string, string, Record<string, string>]>([
    ['no interface', 'popSelect', { token: 't' }],
    ['no module', 'tableSelect', { token: 't', interfaceId: 'x' }],
    ['unreadable columns', 'popSelect', { interfaceId: 'x', columns: '{bad' }],
    ['columns not pairs', 'popSelect', { interfaceId: 'x', columns: '[1,2]' }],
    ['chosen ids that are not strings', 'popSelect', { interfaceId: 'x', selected: '[1]' }],
    ['a linkage without its first table', 'tableLinkage', { interfaceId: 'x', linkParam: 'p' }],
    ['a linkage without its parameter', 'tableLinkage', { interfaceId: 'x', firstInterfaceId: 'y' }]
  ])('refuses a query with %s', (_label, kind, q) => {
    expect(parseSelector(kind as 'popSelect', q)).toBe(BAD_SELECTOR)
  })
})

describe('rows', () => {
  const table = { valueKey: 'id', labelKey: 'fullName', columns: [{ value: 'fullName', label: '名称' }, { value: 'unit', label: '单位' }, { value: 'quantity', label: '数量' }] }

  it('show their label as the title and every other column, empty for a missing value', () => {
    expect(rowCard({ id: 'b1', fullName: '401-1 钢筋', unit: 'kg', quantity: 0 }, table))
      .toEqual({ title: '401-1 钢筋', lines: [{ label: '单位', text: 'kg' }, { label: '数量', text: '0' }] })
    expect(rowCard({ id: 'b2', unit: null }, table).title).toBe('b2')
    expect(rowCard({ id: 'b2', unit: null }, table).lines[0].text).toBe('')
  })

  it('toggle in and out of a multiple choice, and give the field its ids', () => {
    let draft = toggleRow([], { id: 1, fullName: 'a' }, 'id')
    draft = toggleRow(draft, { id: '2', fullName: 'b' }, 'id')
    draft = toggleRow(draft, { id: '1' }, 'id')
    expect(draft).toEqual([{ id: '2', fullName: 'b' }])
    expect(valueOf(draft, 'id', true)).toEqual(['2'])
    expect(valueOf(draft, 'id', false)).toBe('2')
    expect(valueOf([], 'id', false)).toBe('')
  })

  it('give the second table of a linkage the first row\'s value in its parameter', () => {
    const p = parseSelector('tableLinkage', { interfaceId: 'b', firstInterfaceId: 'c', linkParam: 'contractId', params: '[["contractId","old"],["x",1]]' })
    if (typeof p === 'string') throw new Error(p)
    expect(linkedParams(p, { id: 'ct_2' })).toEqual([{ field: 'x', defaultValue: 1 }, { field: 'contractId', defaultValue: 'ct_2' }])
  })
})

describe('trees of rows', () => {
  const rows = [
    { id: 'b', parentId: 'a', fullName: '基础及下部构造' },
    { id: 'a', parentId: '-1', fullName: '秦淮河大桥' },
    { id: 'c', parentId: 'b', fullName: '墩台身 2#墩' },
    { id: 'd', parentId: 'b', fullName: '承台 2#墩' },
    { id: 'e', parentId: 'gone', fullName: '路基工程' },
    { id: 'a', parentId: '-1', fullName: 'duplicate' }
  ]
  const tree = buildRowTree(rows, 'id', 'fullName', 'parentId')

  it('nest rows under their parents whatever their order; an orphan is a root', () => {
    expect(tree.map((n) => n.id)).toEqual(['a', 'e'])
    expect(tree[0].children.map((n) => n.id)).toEqual(['b'])
    expect(tree[0].children[0].children.map((n) => n.label)).toEqual(['墩台身 2#墩', '承台 2#墩'])
  })

  it('let only leaves be picked when the field asks', () => {
    expect(isPickable(tree[0], true)).toBe(false)
    expect(isPickable(tree[0].children[0].children[0], true)).toBe(true)
    expect(isPickable(tree[0], false)).toBe(true)
  })

  it('find nodes by a word with their paths, and open the way to the chosen ones', () => {
    expect(searchRowTree(tree, ' 2#墩 ').map((f) => f.path.join(' / ')))
      .toEqual(['秦淮河大桥 / 基础及下部构造 / 墩台身 2#墩', '秦淮河大桥 / 基础及下部构造 / 承台 2#墩'])
    expect(searchRowTree(tree, '  ')).toEqual([])
    expect(ancestorsOf(tree, ['d']).sort()).toEqual(['a', 'b'])
  })
})

describe('the way back to the form', () => {
  it('gives a choice to the field that listens under its token only', () => {
    const a = selectorToken('f')
    const b = selectorToken('f')
    expect(a).not.toBe(b)
    const gotA: Selection[] = []
    const gotB: Selection[] = []
    const stopA = listenSelection(a, (s) => gotA.push(s))
    listenSelection(b, (s) => gotB.push(s))
    deliverSelection(a, { rows: [{ id: '1' }] })
    expect(gotA).toEqual([{ rows: [{ id: '1' }] }])
    expect(gotB).toEqual([])
    stopA()
    deliverSelection(a, { rows: [{ id: '2' }] })
    expect(gotA).toHaveLength(1)
  })

  it('keeps a choice made while nobody listened until its field listens again, once', () => {
    const t = selectorToken('g')
    deliverSelection(t, { rows: [{ id: '9' }], linked: { id: 'ct' } })
    const got: Selection[] = []
    listenSelection(t, (s) => got.push(s))()
    listenSelection(t, (s) => got.push(s))
    expect(got).toEqual([{ rows: [{ id: '9' }], linked: { id: 'ct' } }])
  })
})
