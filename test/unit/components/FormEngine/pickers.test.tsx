/** Choice fields through the tree picker: selects, dictionaries, cascaders, dates and times. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { fail, reply, requests, resetTaro, settle } from '../../helpers/taro-server'
import { useBase } from '@/stores/base'
import { field } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
  useBase.getState().clear()
})
afterEach(() => {
})

const levels = [{ fullName: '一般', id: '1' }, { fullName: '较大', id: 2 }, { fullName: '重大', id: '3' }]
const option = (label: string) => screen.getAllByRole('option').find((o) => o.textContent?.includes(label))!
const openPicker = (text = '请选择', index = 0) => fireEvent.click(screen.getAllByText(text)[index])

describe('select', () => {
  it('single: picking closes the sheet and keeps the value type', async () => {
    const { form } = renderForm({ config: { fields: [field('select', 'level', '等级', { __slot__: { options: levels } })] }, services: testServices() })
    openPicker()
    fireEvent.click(within(option('较大')).getByText('较大'))
    expect(form().getData().level).toBe(2)
    // the sheet leaves after its closing animation
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText('较大')).toBeInTheDocument()
  })

  it('multiple: checks several, 确定 keeps them', () => {
    const { form } = renderForm({ config: { fields: [field('select', 'tags', '标签', { multiple: true, __slot__: { options: levels } })] }, services: testServices() })
    openPicker()
    fireEvent.click(within(option('一般')).getByText('一般'))
    fireEvent.click(within(option('重大')).getByText('重大'))
    expect(option('重大')).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByText('确定'))
    expect(form().getData().tags).toEqual(['1', '3'])
    expect(screen.getByText('一般,重大')).toBeInTheDocument()
  })

  it('the search box filters the options', () => {
    renderForm({ config: { fields: [field('select', 'level', '等级', { __slot__: { options: levels } })] }, services: testServices() })
    openPicker()
    typeInto(screen.getByPlaceholderText('搜索'), '重')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['○重大'])
    typeInto(screen.getByPlaceholderText('搜索'), '无此项')
    expect(screen.getByText('暂无选项')).toBeInTheDocument()
  })
})

describe('dictionary options', () => {
  it('loads once, caches in the base store, and shows a failure with 重试', async () => {
    fail('GET', '/api/system/DictionaryData/dt/Data/Selector', '字典加载失败')
    const fields = [field('select', 'a', '类别', {}, { dataType: 'dictionary', dictionaryType: 'dt' }), field('dicSelect', 'b', '类别二', {}, { dictionaryType: 'dt' })]
    const { form } = renderForm({ config: { fields }, services: testServices() })
    await act(() => settle())
    openPicker('请选择', 0)
    expect(screen.getByText('字典加载失败')).toBeInTheDocument()
    reply('GET', '/api/system/DictionaryData/dt/Data/Selector', { list: [{ id: 'x1', fullName: '土建' }, { id: 'x2', fullName: '安装' }] })
    await act(async () => { fireEvent.click(screen.getByText('重试')); await settle() })
    fireEvent.click(within(option('安装')).getByText('安装'))
    expect(form().getData().a).toBe('x2')
    expect(useBase.getState().dictionary('dt').map((d) => d.fullName)).toEqual(['土建', '安装'])
    const calls = requests().filter((r) => r.path.includes('DictionaryData'))
    expect(calls.length).toBeGreaterThanOrEqual(2)
  })

  it('dynamic options come from the data interface with parameters from other fields', async () => {
    reply('POST', '/api/system/DataInterface/if1/Actions/Preview', [{ id: 'c1', fullName: '一标段' }])
    const fields = [
      field('input', 'project', '项目'),
      field('select', 'contract', '标段', {}, { dataType: 'dynamic', propsUrl: 'if1', templateJson: [{ field: 'projectId', relationField: 'project' }] })
    ]
    renderForm({ config: { fields }, values: { project: 'p1' }, services: testServices() })
    await act(() => settle())
    const call = requests().find((r) => r.path === '/api/system/DataInterface/if1/Actions/Preview')!
    expect(call.data).toEqual({ paramList: [{ field: 'projectId', defaultValue: 'p1' }] })
    openPicker()
    expect(screen.getByText('一标段')).toBeInTheDocument()
  })
})

describe('cascader and treeSelect', () => {
  const tree = [{ id: 'zj', fullName: '浙江', children: [{ id: 'hz', fullName: '杭州' }, { id: 'nb', fullName: '宁波' }] }]

  it('cascader walks down and keeps the path; parents cannot be picked', () => {
    const { form } = renderForm({ config: { fields: [field('cascader', 'city', '城市', { options: tree })] }, services: testServices() })
    openPicker()
    expect(within(option('浙江')).queryByLabelText('选择浙江')).toBeNull()
    fireEvent.click(within(option('浙江')).getByText('浙江'))
    expect(screen.getByText('全部')).toBeInTheDocument()
    fireEvent.click(within(option('宁波')).getByText('宁波'))
    expect(form().getData().city).toEqual(['zj', 'nb'])
    expect(screen.getByText('浙江/宁波')).toBeInTheDocument()
  })

  it('treeSelect picks any node by its mark', () => {
    const { form } = renderForm({ config: { fields: [field('treeSelect', 'org', '单位', { options: tree })] }, services: testServices() })
    openPicker()
    fireEvent.click(screen.getByLabelText('选择浙江'))
    expect(form().getData().org).toBe('zj')
  })
})

describe('dates and times', () => {
  it('a date is picked as epoch ms, shown in its format, and can be cleared', () => {
    const { form } = renderForm({ config: { fields: [field('datePicker', 'day', '日期', { format: 'yyyy-MM-dd' })] }, services: testServices() })
    openPicker()
    fireEvent.click(screen.getByText('确认'))
    const day = form().getData().day as number
    const today = new Date()
    expect(day).toBe(new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime())
    const text = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    expect(screen.getByText(text)).toBeInTheDocument()
    fireEvent.click(screen.getByText('清空'))
    expect(form().getData().day).toBeNull()
  })

  it('a time is "HH:mm:ss"', () => {
    const { form } = renderForm({ config: { fields: [field('time', 't', '时间')] }, values: { t: '08:30:15' }, services: testServices() })
    expect(screen.getByText('08:30:15')).toBeInTheDocument()
    fireEvent.click(screen.getByText('08:30:15'))
    fireEvent.click(screen.getByText('确认'))
    expect(form().getData().t).toBe('08:30:15')
  })

  it('a range keeps [start, end] and refuses an end before its start', () => {
    const day10 = new Date(2024, 0, 10).getTime()
    const day5 = new Date(2024, 0, 5).getTime()
    const services = testServices()
    const { form } = renderForm({ config: { fields: [field('dateRange', 'span', '工期')] }, values: { span: [day5, day10] }, services })
    fireEvent.click(screen.getByText('2024-01-05'))
    fireEvent.click(screen.getByText('确认'))
    expect(form().getData().span).toEqual([day5, day10])
    expect(services.toasts).toEqual([])
    // a record saved with the ends swapped: confirming the start is refused
    act(() => form().setValue('span', [day10, day5]))
    fireEvent.click(screen.getByText('2024-01-10'))
    fireEvent.click(screen.getByText('确认'))
    expect(services.toasts).toEqual(['结束时间不能早于开始时间'])
  })

  it('a time range is shown in its format', () => {
    renderForm({ config: { fields: [field('timeRange', 'shift', '班次', { format: 'HH:mm' })] }, values: { shift: ['08:00:00', '17:30:00'] }, services: testServices() })
    expect(screen.getByText('08:00')).toBeInTheDocument()
    expect(screen.getByText('17:30')).toBeInTheDocument()
  })
})

describe('simple controls', () => {
  it('switch, radio and checkbox set their values', () => {
    const fields = [
      field('switch', 'on', '启用'),
      field('radio', 'r', '结论', { __slot__: { options: [{ fullName: '合格', id: 'y' }, { fullName: '不合格', id: 'n' }] } }),
      field('checkbox', 'c', '问题', { __slot__: { options: levels } })
    ]
    const { form, container } = renderForm({ config: { fields }, services: testServices() })
    fireEvent.click(container.querySelector('.nut-switch')!)
    fireEvent.click(screen.getByText('不合格'))
    fireEvent.click(screen.getByText('较大'))
    expect(form().getData()).toEqual({ on: 1, r: 'n', c: [2] })
  })

  it('a number is typed with its decimals, stepped within min/max, and null when emptied', () => {
    const { form } = renderForm({ config: { fields: [field('numInput', 'n', '数量', { max: 3, placeholder: '数量' })] }, services: testServices() })
    const input = screen.getByPlaceholderText('数量')
    typeInto(input, '2.')
    expect(form().getData().n).toBeNull()
    typeInto(input, '2.5')
    expect(form().getData().n).toBe(2.5)
    fireEvent.click(screen.getByLabelText('增加'))
    expect(form().getData().n).toBe(3)
    expect(input).toHaveValue('3')
    fireEvent.click(screen.getByLabelText('减少'))
    expect(form().getData().n).toBe(2)
    typeInto(input, '')
    expect(form().getData().n).toBeNull()
  })
})
