/** Fields that open a full-screen selector page (core/selector) and take its choice back. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen } from '@testing-library/react'
import { deliverSelection, parseSelector } from '@/core/selector'
import { navigations, reply, resetTaro, settle } from '../../helpers/taro-server'
import { field } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
})

const tap = async (element: HTMLElement) => act(async () => { fireEvent.click(element); await settle() })
const cols = [['itemCode', '清单编号'], ['itemName', '名称'], ['unit', '单位'], ['quantity', '数量']].map(([value, label]) => ({ value, label }))

/** The query of the page the form opened last. */
function opened (): { path: string, q: Record<string, string> } {
  const url = navigations().at(-1)!.replace(/^navigateTo /, '')
  const [path, query = ''] = url.split('?')
  return { path, q: Object.fromEntries(new URLSearchParams(query)) }
}

describe('full-screen selectors', () => {
  it('a wide popup table opens popSelect with its parameters, and its choice fills the field while typed text stays', async () => {
    const fields = [
      field('comInput', 'note', '备注', { placeholder: '请输入备注' }),
      field('comInput', 'contractName', '合同段'),
      field('popupTableSelect', 'boqItem', '清单项', {
        interfaceId: 'di_boq_items', propsValue: 'id', relationField: 'fullName', columnOptions: cols,
        templateJson: [{ field: 'contractId', relationField: 'contractName' }]
      } as never)
    ]
    const { form } = renderForm({ config: { fields }, values: { contractName: 'ct_1' }, services: testServices() })
    typeInto(screen.getByPlaceholderText('请输入备注'), '二号墩钢筋')
    await tap(screen.getByText('请选择'))
    const { path, q } = opened()
    expect(path).toBe('/pages/apply/popSelect/index')
    const p = parseSelector('popSelect', q)
    if (typeof p === 'string') throw new Error(p)
    expect(p.table).toMatchObject({ interfaceId: 'di_boq_items', columns: cols, params: [{ field: 'contractId', defaultValue: 'ct_1' }] })
    await act(async () => { deliverSelection(p.token, { rows: [{ id: 'b7', fullName: '403-1 钢筋' }] }); await settle() })
    expect(form().getData()).toMatchObject({ note: '二号墩钢筋', boqItem: 'b7' })
    expect(screen.getByText('403-1 钢筋')).toBeInTheDocument()
  })

  it('a linked table writes the first row into the field it names; a tree opens tableTreeSelector; a narrow popup keeps its sheet', async () => {
    const fields = [
      field('select', 'contractName', '合同段', { placeholder: '选择合同段' }, { dataType: 'static' }),
      field('popupTableSelect', 'items', '清单项', {
        interfaceId: 'di_boq_items', relationField: 'fullName', multiple: true, placeholder: '选择清单项',
        linkage: { interfaceId: 'di_contract_list', param: 'contractId', field: 'contractName' }
      } as never),
      field('popupSelect', 'wbs', 'WBS 节点', { interfaceId: 'di_wbs_nodes', parentField: 'parentId', leafOnly: true, placeholder: '选择WBS' } as never),
      field('popupSelect', 'small', '小表', { interfaceId: 'di_x', columnOptions: cols.slice(0, 2), placeholder: '选择小表' } as never)
    ]
    const { form } = renderForm({ config: { fields }, services: testServices() })
    await tap(screen.getByText('选择清单项'))
    const link = opened()
    expect(link.path).toBe('/pages/apply/tableLinkage/index')
    await act(async () => {
      deliverSelection(link.q.token, { rows: [{ id: 'b1', fullName: 'a' }, { id: 'b2', fullName: 'b' }], linked: { id: 'ct_2', fullName: '第二合同段' } })
      await settle()
    })
    expect(form().getData()).toMatchObject({ items: ['b1', 'b2'], contractName: 'ct_2' })
    await tap(screen.getByText('选择WBS'))
    const tree = opened()
    expect(tree.path).toBe('/pages/apply/tableTreeSelector/index')
    expect(tree.q).toMatchObject({ parentKey: 'parentId', leafOnly: '1' })
    const before = navigations().length
    await tap(screen.getByText('选择小表'))
    expect(navigations()).toHaveLength(before)
    expect(screen.getAllByText('小表')).toHaveLength(2) // its label and the sheet's title
  })

  it('a sheet of many records offers the full-screen table, a short one does not', async () => {
    reply('POST', '/api/visualdev/OnlineDev/m1/List', { list: [{ id: 'r1', title: '1#基坑' }], pagination: { currentPage: 1, pageSize: 20, total: 80 } })
    reply('POST', '/api/visualdev/OnlineDev/m2/List', { list: [{ id: 'r2', title: '2#基坑' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } })
    const fields = [
      field('relationForm', 'many', '多', { modelId: 'm1', relationField: 'title', placeholder: '选择多' } as never),
      field('relationForm', 'few', '少', { modelId: 'm2', relationField: 'title', placeholder: '选择少' } as never)
    ]
    const { form } = renderForm({ config: { fields }, services: testServices() })
    await tap(screen.getByText('选择少'))
    expect(screen.getByText('2#基坑')).toBeInTheDocument()
    expect(screen.queryByText(/全屏选择/)).toBeNull()
    await tap(screen.getByText('选择多'))
    await tap(screen.getByText('共 80 条，全屏选择'))
    const { path, q } = opened()
    expect(path).toBe('/pages/apply/tableSelect/index')
    await act(async () => { deliverSelection(q.token, { rows: [{ id: 'r9', title: '9#基坑' }] }); await settle() })
    expect(form().getData()).toMatchObject({ many: 'r9' })
  })
})
