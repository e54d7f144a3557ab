/** Typing, validation messages, read-only labels, defaults and workflow permissions through the component. */
import '@testing-library/jest-dom'
import { act, screen } from '@testing-library/react'
import { reply, resetTaro, settle } from '../../helpers/taro-server'
import { useBase } from '@/stores/base'
import { container, field, table } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

const type = (placeholder: string, value: string, index = 0) => typeInto(screen.getAllByPlaceholderText(placeholder)[index], value)

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
  useBase.getState().clear()
})
afterEach(() => {
})

const config = {
  fields: [
    field('comInput', 'title', '标题', { placeholder: '请输入标题' }, { required: true }),
    container('card', '数量', [
      field('inputNumber', 'qty', '数量'),
      field('numInput', 'price', '单价'),
      field('calculate', 'total', '合计', { expression: ['qty', '*', 'price'] })
    ]),
    field('textarea', 'note', '备注', { placeholder: '请输入备注' }, { regList: [{ pattern: '/^\\S+$/', message: '备注不能有空格' }] }),
    field('select', 'level', '等级', { __slot__: { options: [{ fullName: '一般', id: '1' }, { fullName: '重大', id: '2' }] } }, { required: true })
  ]
}

describe('typing', () => {
  it('updates formData, reported through onChange and getData', () => {
    const onChange = jest.fn()
    const { form } = renderForm({ config, onChange, services: testServices() })
    type('请输入标题', '基坑巡查')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: '基坑巡查' }), 'title')
    expect(form().getData()).toEqual({ title: '基坑巡查', qty: null, price: null, total: 0, note: '', level: '' })
  })

  it('calculate fields follow the numbers they are made of', () => {
    const { form } = renderForm({ config, values: { qty: 3, price: 2.5 }, services: testServices() })
    expect(screen.getByText('7.5')).toBeInTheDocument()
    act(() => form().setValue('qty', 4))
    expect(screen.getByText('10')).toBeInTheDocument()
    expect(form().getData().total).toBe(10)
  })
})

describe('validation', () => {
  it('shows 不能为空 under each required field, toasts the first, keeps what was typed', () => {
    const services = testServices()
    const { form } = renderForm({ config, services })
    type('请输入备注', 'a b')
    let result!: ReturnType<ReturnType<typeof form>['validate']>
    act(() => { result = form().validate() })
    expect(result.valid).toBe(false)
    expect(result.errors.map((e) => e.message)).toEqual(['标题不能为空', '备注不能有空格', '等级不能为空'])
    expect(screen.getByText('标题不能为空')).toBeInTheDocument()
    expect(screen.getByText('等级不能为空')).toBeInTheDocument()
    expect(screen.getByText('备注不能有空格')).toBeInTheDocument()
    expect(services.toasts).toEqual(['标题不能为空'])
    expect(screen.getByPlaceholderText('请输入备注')).toHaveValue('a b')
    expect(result.data.note).toBe('a b')
  })

  it('typing into a field clears its error only', () => {
    const { form } = renderForm({ config, services: testServices() })
    act(() => { form().validate() })
    type('请输入标题', '现场')
    expect(screen.queryByText('标题不能为空')).toBeNull()
    expect(screen.getByText('等级不能为空')).toBeInTheDocument()
  })

  it('a valid form gives the payload', () => {
    const { form } = renderForm({ config, values: { id: 'r1', title: 'A', level: '2' }, services: testServices() })
    let result!: ReturnType<ReturnType<typeof form>['validate']>
    act(() => { result = form().validate() })
    expect(result).toEqual({ valid: true, errors: [], data: { id: 'r1', title: 'A', qty: null, price: null, total: 0, note: '', level: '2' } })
  })
})

describe('read-only mode', () => {
  it('shows labels, not inputs', async () => {
    reply('GET', '/api/system/DictionaryData/lv/Data/Selector', { list: [{ id: 'd2', fullName: '二级' }] })
    reply('POST', '/api/permission/Users/getSelectedList', { list: [{ id: 'u1', type: 'user', fullName: '张三/zhangsan' }] })
    const fields = [
      ...config.fields,
      field('switch', 'on', '启用'),
      field('dicSelect', 'dict', '字典', {}, { dictionaryType: 'lv' }),
      field('checkbox', 'tags', '标签', { __slot__: { options: [{ fullName: '甲', id: 'a' }, { fullName: '乙', id: 'b' }] } }),
      field('userSelect', 'owner', '负责人'),
      field('billRule', 'code', '编号')
    ]
    const { container: root } = renderForm({
      config: { fields }, readonly: true, services: testServices(),
      values: { title: '基坑', level: '2', on: 1, dict: 'd2', tags: ['a', 'b'], owner: 'u1', code: 'NO-9' }
    })
    await act(() => settle())
    for (const text of ['基坑', '重大', '开', '二级', '甲,乙', '张三/zhangsan', 'NO-9']) expect(screen.getByText(text)).toBeInTheDocument()
    expect(root.querySelectorAll('input, textarea')).toHaveLength(0)
    expect(screen.queryByText('*')).toBeNull()
  })
})

describe('defaults and permissions', () => {
  it('defaultCurrent fills the current user when adding', async () => {
    reply('POST', '/api/permission/Users/getSelectedList', { list: [{ id: 'd9', type: 'department', fullName: '项目部' }] })
    const fields = [field('depSelect', 'dep', '部门', {}, { defaultCurrent: true }), field('date', 'day', '日期', {}, { defaultCurrent: true })]
    const before = Date.now()
    const { form } = renderForm({ config: { fields }, user: { userId: 'u1', departmentId: 'd9' }, services: testServices() })
    const data = form().getData()
    expect(data.dep).toBe('d9')
    expect(data.day as number).toBeGreaterThanOrEqual(before)
    await act(() => settle())
    expect(screen.getByText('项目部')).toBeInTheDocument()
  })

  it('formOperates hide fields, make them read-only and required; child-table columns by "table-field"', () => {
    const fields = [
      field('input', 'a', '甲', { placeholder: '甲' }),
      field('input', 'b', '乙', { placeholder: '乙' }, { required: true }),
      field('input', 'c', '丙', { placeholder: '丙' }),
      table('items', '明细', [field('input', 'n', '名称', { placeholder: '名称' }), field('input', 'm', '型号', { placeholder: '型号' })])
    ]
    const formOperates = [
      { id: 'a', read: false, write: false },
      { id: 'b', read: true, write: false },
      { id: 'c', read: true, write: true, required: true },
      { id: 'items-n', read: true, write: false }
    ]
    const { form } = renderForm({ config: { fields }, formOperates, values: { b: '只读', items: [{ n: '钢筋', m: '' }] }, services: testServices() })
    expect(screen.queryByText('甲')).toBeNull()
    expect(screen.getByText('只读')).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('乙')).toBeNull()
    expect(screen.getByText('钢筋')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('型号')).toBeInTheDocument()
    let errors: string[] = []
    act(() => { errors = form().validate().errors.map((e) => e.message) })
    expect(errors).toEqual(['丙不能为空'])
  })

  it('a card or row whose fields formOperates all hide is not drawn; one with a shown field or a display item is', () => {
    const fields = [
      container('card', '整改情况', [field('input', 'measure', '整改措施'), container('row', '栅格', [field('input', 'done', '完成日期')])], { header: '整改情况' }),
      container('card', '验收', [field('input', 'opinion', '验收意见'), field('input', 'result', '验收结论')], { header: '验收' }),
      container('card', '说明', [field('groupTitle', '', '分组', { content: '以下由监理填写' }), field('input', 'note', '备注')], { header: '说明' })
    ]
    const hide = (id: string) => ({ id, read: false, write: false })
    renderForm({ config: { fields }, formOperates: [hide('measure'), hide('done'), hide('opinion'), hide('note')], services: testServices() })
    expect(screen.queryByText('整改情况')).toBeNull()
    expect(screen.getByText('验收')).toBeInTheDocument()
    expect(screen.queryByText('验收意见')).toBeNull()
    expect(screen.getByText('验收结论')).toBeInTheDocument()
    expect(screen.getByText('说明')).toBeInTheDocument()
  })

  it('fields hidden by visibility or noShow are not rendered', () => {
    const fields = [field('input', 'a', '电脑端', {}, { visibility: ['pc'] }), field('input', 'b', '隐藏', {}, { noShow: true }), field('input', 'c', '可见')]
    renderForm({ config: { fields }, services: testServices() })
    expect(screen.queryByText('电脑端')).toBeNull()
    expect(screen.queryByText('隐藏')).toBeNull()
    expect(screen.getByText('可见')).toBeInTheDocument()
  })

  it('the same record rebuilt on each parent render does not wipe what is typed', () => {
    const { rerender, ref } = renderForm({ config, values: { title: '原值' }, services: testServices() })
    typeInto(screen.getByPlaceholderText('请输入标题'), '改过')
    rerender(<FormEngine ref={ref} config={{ ...config }} values={{ title: '原值' }} services={testServices()} />)
    expect(screen.getByPlaceholderText('请输入标题')).toHaveValue('改过')
  })

  it('a new record given later starts the form again', () => {
    const { rerender, ref } = renderForm({ config, services: testServices() })
    const services = testServices()
    rerender(<FormEngineAgain refObj={ref} services={services} />)
    expect(screen.getByPlaceholderText('请输入标题')).toHaveValue('新记录')
  })
})

import { FormEngine, type FormEngineRef } from '@/components/FormEngine'
import type { RefObject } from 'react'
function FormEngineAgain ({ refObj, services }: { refObj: RefObject<FormEngineRef>, services: ReturnType<typeof testServices> }) {
  return <FormEngine ref={refObj} config={config} values={{ title: '新记录' }} services={services} />
}
