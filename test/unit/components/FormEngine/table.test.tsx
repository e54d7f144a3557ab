/** Child tables: add rows with defaults, remove after confirmation, per-row validation, sums. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen } from '@testing-library/react'
import { resetTaro, settle, taro } from '../../helpers/taro-server'
import { field, table } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
})
afterEach(() => {
})

const config = {
  fields: [
    table('items', '明细', [
      field('input', 'name', '名称', { placeholder: '名称' }, { required: true }),
      field('inputNumber', 'qty', '数量', {}, { defaultValue: 1 }),
      field('calculate', 'line', '小计', { expression: ['qty', '*', 2] })
    ], { required: true }),
    field('calculate', 'sum', '合计', { expression: ['items-line'] })
  ]
}

describe('child table', () => {
  it('adds rows with column defaults and computes row and total values', () => {
    const { form } = renderForm({ config, services: testServices() })
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    fireEvent.click(screen.getByText('添加明细'))
    fireEvent.click(screen.getByText('添加明细'))
    expect(screen.getByText('明细（1）')).toBeInTheDocument()
    expect(screen.getByText('明细（2）')).toBeInTheDocument()
    typeInto(screen.getAllByPlaceholderText('名称')[1], '钢筋')
    expect(form().getData()).toEqual({ items: [{ name: '', qty: 1, line: 2 }, { name: '钢筋', qty: 1, line: 2 }], sum: 4 })
  })

  it('row errors name the row, and typing keeps the other rows as they were', () => {
    const { form } = renderForm({ config, services: testServices(), values: { items: [{ name: 'A', qty: 1 }, { name: '', qty: 2 }] } })
    let messages: string[] = []
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual(['明细第2行：名称不能为空'])
    expect(screen.getByText('明细第2行：名称不能为空')).toBeInTheDocument()
    typeInto(screen.getAllByPlaceholderText('名称')[1], 'B')
    expect(screen.queryByText('明细第2行：名称不能为空')).toBeNull()
    expect(screen.getAllByPlaceholderText('名称')[0]).toHaveValue('A')
  })

  it('typing in one cell clears that cell\'s error only', () => {
    const { form } = renderForm({ config, services: testServices(), values: { items: [{ name: '' }, { name: '' }] } })
    act(() => { form().validate() })
    typeInto(screen.getAllByPlaceholderText('名称')[0], 'A')
    expect(screen.queryByText('明细第1行：名称不能为空')).toBeNull()
    expect(screen.getByText('明细第2行：名称不能为空')).toBeInTheDocument()
  })

  it('an empty required table says 不能为空', () => {
    const { form } = renderForm({ config, services: testServices() })
    let messages: string[] = []
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual(['明细不能为空'])
    expect(screen.getByText('明细不能为空')).toBeInTheDocument()
  })

  it('removes a row only after the user confirms', async () => {
    const confirm = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const { form } = renderForm({ config, services: testServices({ confirm }), values: { items: [{ name: 'A' }, { name: 'B' }] } })
    await act(async () => { fireEvent.click(screen.getAllByText('删除')[0]); await settle() })
    expect(confirm).toHaveBeenLastCalledWith('提示', '确定删除明细第1行吗？')
    expect((form().getData().items as unknown[])).toHaveLength(2)
    await act(async () => { fireEvent.click(screen.getAllByText('删除')[0]); await settle() })
    expect(form().getData().items).toEqual([{ name: 'B', qty: 1, line: 2 }])
    expect(screen.queryByText('明细（2）')).toBeNull()
  })

  it('the default confirm is the platform modal', async () => {
    taro.showModal.mockResolvedValue({ confirm: true, cancel: false })
    const { container } = renderForm({ config, values: { items: [{ name: 'A' }] } })
    await act(async () => { fireEvent.click(screen.getByText('删除')); await settle() })
    expect(taro.showModal).toHaveBeenCalledWith({ title: '提示', content: '确定删除明细第1行吗？' })
    expect(container.textContent).toContain('暂无数据')
  })

  it('read-only tables show cells as text, without add or remove', () => {
    renderForm({ config, readonly: true, values: { items: [{ name: '钢筋', qty: 3 }] } })
    expect(screen.getByText('钢筋')).toBeInTheDocument()
    expect(screen.queryByText('删除')).toBeNull()
    expect(screen.queryByText('添加明细')).toBeNull()
  })

  it('actionText names the add button', () => {
    const withText = { fields: [table('t', '材料', [field('input', 'n', 'N')], {})] }
    ;(withText.fields[0] as unknown as Record<string, unknown>).actionText = '新增材料'
    renderForm({ config: withText })
    expect(screen.getByText('新增材料')).toBeInTheDocument()
  })
})
