import {
  computeCheckState, findNode, isHexColor, refreshCheckStates, toggleNode, treeText,
  type TreeNode, type TreeOption, type TreeValue
} from '@/core/tree'

const areas: TreeOption[] = [
  { id: '1', fullName: '浙江', children: [
    { id: '11', fullName: '杭州', children: [{ id: '111', fullName: '西湖区' }] },
    { id: '12', fullName: '宁波' }
  ] },
  { id: 2, fullName: '江苏', children: [] }
]

describe('"Tree text lookup returns an empty string for an empty value and falls back to the raw id"', () => {
  it.each<[string, TreeValue, string]>([
    ['empty string', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['empty array', [], ''],
    ['top-level id', '1', '浙江'],
    ['deep id', '111', '西湖区'],
    ['numeric option id, string value', '2', '江苏'],
    ['string option id, numeric value', 12, '宁波'],
    ['unknown id', 'x9', 'x9'],
    ['id array', ['11', '12'], '杭州/宁波'],
    ['cascader path', ['1', '11', '111'], '浙江/杭州/西湖区'],
    ['path with an unknown id', ['1', 'zz'], '浙江/zz'],
    ['array of paths (multiple cascader)', [['1', '11'], ['1', '12']], '浙江/杭州,浙江/宁波']
  ])('%s', (_label, value, expected) => {
    expect(treeText(areas, value)).toBe(expected)
  })

  it('uses the given keys and separator', () => {
    const options = [{ value: 'a', label: '甲', items: [{ value: 'b', label: '乙' }] }]
    expect(treeText(options, ['a', 'b'], { label: 'label', value: 'value', children: 'items' }, ' > ')).toBe('甲 > 乙')
  })

  it('falls back to the raw id when there are no options', () => {
    expect(treeText(null, 'u1')).toBe('u1')
  })
})

const leaf = (id: string, checked = false, extra: Partial<TreeNode> = {}): TreeNode => ({ id, label: id, checked, ...extra })
const parent = (id: string, children: TreeNode[], extra: Partial<TreeNode> = {}): TreeNode => ({ id, label: id, children, ...extra })

describe('"A parent is checked when all children are checked, indeterminate when some are, unchecked when none are"', () => {
  it.each<[string, TreeNode, { checked: boolean; indeterminate: boolean }]>([
    ['all children checked', parent('p', [leaf('a', true), leaf('b', true)]), { checked: true, indeterminate: false }],
    ['some children checked', parent('p', [leaf('a', true), leaf('b')]), { checked: false, indeterminate: true }],
    ['no child checked', parent('p', [leaf('a'), leaf('b')]), { checked: false, indeterminate: false }],
    ['no child checked, one indeterminate', parent('p', [leaf('a'), leaf('b', false, { indeterminate: true })]), { checked: false, indeterminate: true }],
    ['stale parent state is ignored', parent('p', [leaf('a')], { checked: true }), { checked: false, indeterminate: false }],
    ['checked leaf keeps its state', leaf('a', true), { checked: true, indeterminate: false }],
    ['unchecked leaf keeps its state', leaf('a'), { checked: false, indeterminate: false }],
    ['empty children is a leaf', parent('p', [], { checked: true }), { checked: true, indeterminate: false }]
  ])('%s', (_label, node, expected) => {
    expect(computeCheckState(node)).toEqual(expected)
  })
})

describe('refreshCheckStates', () => {
  it('recomputes bottom up, so a grandchild reaches the root', () => {
    const tree = [parent('root', [parent('mid', [leaf('a', true), leaf('b')]), leaf('c')])]
    const [root] = refreshCheckStates(tree)
    expect(root).toMatchObject({ checked: false, indeterminate: true })
    expect(root.children![0]).toMatchObject({ checked: false, indeterminate: true })
  })

  it('a fully checked subtree makes its ancestors checked', () => {
    const [root] = refreshCheckStates([parent('root', [parent('mid', [leaf('a', true)]), leaf('c', true)])])
    expect(root).toMatchObject({ checked: true, indeterminate: false })
  })
})

describe('toggleNode: cascades down, recomputes up, never mutates', () => {
  const tree = (): TreeNode[] => [
    parent('root', [
      parent('mid', [leaf('a'), leaf('b')]),
      leaf('c'),
      leaf('locked', false, { disabled: true })
    ])
  ]
  const states = (nodes: TreeNode[]) =>
    Object.fromEntries(['root', 'mid', 'a', 'b', 'c', 'locked'].map((id) => {
      const n = findNode(nodes, id)!
      return [id, n.indeterminate ? 'some' : n.checked ? 'on' : 'off']
    }))

  it.each<[string, Array<[string, boolean]>, Record<string, string>]>([
    ['checking a leaf makes its parents indeterminate', [['a', true]],
      { root: 'some', mid: 'some', a: 'on', b: 'off', c: 'off', locked: 'off' }],
    ['checking both leaves checks their parent', [['a', true], ['b', true]],
      { root: 'some', mid: 'on', a: 'on', b: 'on', c: 'off', locked: 'off' }],
    ['checking a parent checks its subtree', [['mid', true]],
      { root: 'some', mid: 'on', a: 'on', b: 'on', c: 'off', locked: 'off' }],
    ['checking the root leaves a disabled child as it was', [['root', true]],
      { root: 'some', mid: 'on', a: 'on', b: 'on', c: 'on', locked: 'off' }],
    ['unchecking a parent clears its subtree', [['root', true], ['mid', false]],
      { root: 'some', mid: 'off', a: 'off', b: 'off', c: 'on', locked: 'off' }],
    ['unchecking the last checked leaf clears its parents', [['a', true], ['a', false]],
      { root: 'off', mid: 'off', a: 'off', b: 'off', c: 'off', locked: 'off' }],
    ['a disabled node cannot be toggled', [['locked', true]],
      { root: 'off', mid: 'off', a: 'off', b: 'off', c: 'off', locked: 'off' }]
  ])('%s', (_label, toggles, expected) => {
    const result = toggles.reduce((t, [id, on]) => toggleNode(t, id, on), tree())
    expect(states(result)).toEqual(expected)
  })

  it('returns a new tree and leaves the input untouched', () => {
    const input = tree()
    const snapshot = JSON.stringify(input)
    const output = toggleNode(input, 'a', true)
    expect(output).not.toBe(input)
    expect(JSON.stringify(input)).toBe(snapshot)
  })

  it('an unknown id returns the same tree', () => {
    const input = tree()
    expect(toggleNode(input, 'nope', true)).toBe(input)
  })
})

describe('"Hex colours: 3 or 6 hex digits"', () => {
  it.each<[unknown, boolean]>([
    ['#fff', true],
    ['#2979FF', true],
    ['#a1B2c3', true],
    ['fff', false],
    ['#ffff', false],
    ['#fffff', false],
    ['#fffffff', false],
    ['#ggg', false],
    ['#2979ff ', false],
    ['', false],
    [null, false]
  ])('%p → %p', (value, expected) => {
    expect(isHexColor(value)).toBe(expected)
  })
})
