import {
  billExample, billRuleForm, billRuleProblem, dictionaryItemForm, dictionaryItemProblem, itemRows, menuNameProblem, movedIds, positionForm,
  positionProblem, toBillRuleInput, toDictionaryItemInput, toPositionInput
} from '@/core/admin'
import type { DictionaryItemNode } from '../../../types/api/admin'

const item = (id: string, over: Partial<DictionaryItemNode> = {}): DictionaryItemNode =>
  ({ id, dictionaryTypeId: 't', parentId: '', fullName: id, enCode: id, sortCode: 0, enabledMark: 1, description: '', ...over })

describe('dictionary items', () => {
  it('names what is wrong first, as the server would refuse it', () => {
    const ok = { ...dictionaryItemForm(), fullName: '重大隐患', enCode: '3' }
    expect(dictionaryItemProblem(ok)).toBeNull()
    expect(dictionaryItemProblem({ ...ok, fullName: '  ' })).toBe('请填写名称')
    expect(dictionaryItemProblem({ ...ok, enCode: '' })).toBe('请填写编码')
    expect(dictionaryItemProblem({ ...ok, enCode: '重大' })).toMatch(/编码只能/)
    expect(dictionaryItemProblem({ ...ok, sortCode: '-1' })).toMatch(/排序/)
    expect(dictionaryItemProblem({ ...ok, sortCode: '2000000' })).toMatch(/排序/)
    expect(dictionaryItemProblem({ ...ok, sortCode: '20' })).toBeNull()
  })

  it('sends trimmed values, the state as enabledMark, and no order when none was typed', () => {
    expect(toDictionaryItemInput({ fullName: ' 较大隐患 ', enCode: ' 2 ', sortCode: '', enabled: false, description: ' 说明 ' }))
      .toEqual({ fullName: '较大隐患', enCode: '2', enabledMark: 0, description: '说明' })
    expect(toDictionaryItemInput({ ...dictionaryItemForm(item('a', { sortCode: 5 })) }).sortCode).toBe(5)
  })

  it('lists a tree dictionary\'s items with their depth, children under their parent', () => {
    const rows = itemRows([item('a', { children: [item('a1'), item('a2', { children: [item('a21')] })] }), item('b')])
    expect(rows.map((r) => `${r.item.id}:${r.depth}`)).toEqual(['a:0', 'a1:1', 'a2:1', 'a21:2', 'b:0'])
  })
})

describe('positions', () => {
  it('needs a unit, a name and a code', () => {
    const ok = { ...positionForm(), organizeId: 'org_con1', fullName: '安全员', enCode: 'AQY' }
    expect(positionProblem(ok)).toBeNull()
    expect(positionProblem({ ...ok, organizeId: '' })).toBe('请选择岗位所属的单位或部门')
    expect(positionProblem({ ...ok, fullName: '' })).toBe('请填写岗位名称')
    expect(positionProblem({ ...ok, enCode: '-x' })).toMatch(/岗位编码只能/)
    expect(toPositionInput({ ...ok, fullName: ' 安全员 ', enabled: false })).toEqual({ organizeId: 'org_con1', fullName: '安全员', enCode: 'AQY', enabledMark: 0 })
  })
})

describe('bill rules', () => {
  const ok = { ...billRuleForm(), fullName: '隐患排查编号', enCode: 'hazardNo', prefix: 'YH' }
  it('checks the prefix, the digits and the start as the server does', () => {
    expect(billRuleProblem(ok)).toBeNull()
    expect(billRuleProblem({ ...ok, prefix: '隐患' })).toMatch(/前缀/)
    expect(billRuleProblem({ ...ok, digit: '0' })).toMatch(/位数/)
    expect(billRuleProblem({ ...ok, digit: '11' })).toMatch(/位数/)
    expect(billRuleProblem({ ...ok, startNumber: '1.5' })).toMatch(/起始号/)
    expect(toBillRuleInput(ok)).toEqual({ fullName: '隐患排查编号', enCode: 'hazardNo', prefix: 'YH', dateFormat: 'YYYYMMDD', digit: 4, startNumber: 1 })
  })

  it('shows the next number as the server makes it: prefix, the date cut to the format, the counter padded', () => {
    expect(billExample(ok, '20261125')).toBe('YH202611250001')
    expect(billExample({ ...ok, dateFormat: 'YYYYMM', digit: '3', startNumber: '7' }, '20261125')).toBe('YH202611007')
    expect(billExample({ ...ok, dateFormat: '', prefix: '' }, '20261125')).toBe('0001')
  })
})

describe('menus', () => {
  const siblings = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
  it('moves an entry one place within its section, not past either end', () => {
    expect(movedIds(siblings, 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(movedIds(siblings, 'b', 1)).toEqual(['a', 'c', 'b'])
    expect(movedIds(siblings, 'a', -1)).toBeNull()
    expect(movedIds(siblings, 'c', 1)).toBeNull()
    expect(movedIds(siblings, 'x', 1)).toBeNull()
  })

  it('needs a name', () => {
    expect(menuNameProblem(' ')).toBe('请填写菜单名称')
    expect(menuNameProblem('特种设备台账')).toBeNull()
  })
})
