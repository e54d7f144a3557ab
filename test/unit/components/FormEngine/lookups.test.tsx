/** Org pickers, areas and record lookups (relationForm, popupSelect, attributes, autoComplete) against the fake backend. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { fail, handle, reply, requests, resetTaro, settle } from '../../helpers/taro-server'
import { field, table } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices, typeInto } from './setup'

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
})
afterEach(() => {
})

const option = (label: string) => screen.getAllByRole('option').find((o) => o.textContent?.includes(label))!
const tap = async (element: HTMLElement) => act(async () => { fireEvent.click(element); await settle() })

describe('org pickers', () => {
  it('userSelect walks the org tree level by level and picks a user', async () => {
    reply('POST', '/api/permission/Users/ImUser/Selector/0', [{ id: 'c1', fullName: '建设公司', type: 'organize', hasChildren: true }])
    reply('POST', '/api/permission/Users/ImUser/Selector/c1', [
      { id: 'd1', fullName: '工程部', type: 'department', hasChildren: true },
      { id: 'u1', fullName: '张三/zhangsan', type: 'user', organize: '建设公司', isLeaf: true }
    ])
    const { form } = renderForm({ config: { fields: [field('userSelect', 'owner', '负责人')] }, services: testServices() })
    await tap(screen.getByText('请选择'))
    expect(screen.queryByLabelText('选择建设公司')).toBeNull()
    await tap(within(option('建设公司')).getByText('建设公司'))
    await tap(within(option('张三')).getByText('张三/zhangsan'))
    expect(form().getData().owner).toBe('u1')
    expect(screen.getAllByText('张三/zhangsan').length).toBeGreaterThan(0)
    // names of picked users are known: no lookup
    expect(requests().some((r) => r.path === '/api/permission/Users/getSelectedList')).toBe(false)
  })

  it('usersSelect searches on the server and always holds a list', async () => {
    reply('POST', '/api/permission/Users/ImUser/Selector/0', [])
    handle('POST', '/api/permission/Users/ImUser/Selector/0', (req) => ({
      body: { code: 200, msg: 'ok', data: (req.data as { keyword?: string }).keyword ? [{ id: 'u2', fullName: '李四/lisi', type: 'user', organize: '监理部' }] : [] }
    }))
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      const { form } = renderForm({ config: { fields: [field('usersSelect', 'members', '成员')] }, services: testServices() })
      fireEvent.click(screen.getByText('请选择'))
      typeInto(screen.getByPlaceholderText('搜索'), '李')
      await act(async () => { jest.advanceTimersByTime(300); await Promise.resolve() })
      await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
      expect(screen.getByText('监理部')).toBeInTheDocument()
      fireEvent.click(within(option('李四')).getByText('李四/lisi'))
      fireEvent.click(screen.getByText('确定'))
      expect(form().getData().members).toEqual(['u2'])
      const search = requests().find((r) => (r.data as { keyword?: string })?.keyword === '李')
      expect(search?.path).toBe('/api/permission/Users/ImUser/Selector/0')
    } finally {
      jest.useRealTimers()
    }
  })

  it('depSelect picks departments only; comSelect keeps the organize path', async () => {
    const tree = [{ id: 'c1', fullName: '建设公司', type: 'company', children: [{ id: 'd1', fullName: '工程部', type: 'department', children: [] }] }]
    reply('GET', '/api/permission/Organize/Department/Selector/0', { list: tree })
    reply('GET', '/api/permission/Organize/Selector/0', { list: tree })
    const fields = [field('depSelect', 'dep', '部门'), field('organizeSelect', 'org', '组织')]
    const { form } = renderForm({ config: { fields }, services: testServices() })
    await tap(screen.getAllByText('请选择')[0])
    expect(screen.queryByLabelText('选择建设公司')).toBeNull()
    await tap(within(option('建设公司')).getByText('建设公司'))
    await tap(screen.getByLabelText('选择工程部'))
    expect(form().getData().dep).toBe('d1')
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    await tap(screen.getByText('请选择'))
    await tap(within(option('建设公司')).getByText('建设公司'))
    await tap(screen.getByLabelText('选择工程部'))
    expect(form().getData().org).toEqual(['c1', 'd1'])
    expect(screen.getByText('建设公司/工程部')).toBeInTheDocument()
  })

  it('a level that fails to load says so and loads again on 重试', async () => {
    reply('POST', '/api/permission/Users/ImUser/Selector/0', [{ id: 'c1', fullName: '建设公司', type: 'organize', hasChildren: true }])
    fail('POST', '/api/permission/Users/ImUser/Selector/c1', '网络异常')
    renderForm({ config: { fields: [field('userSelect', 'owner', '负责人')] }, services: testServices() })
    await tap(screen.getByText('请选择'))
    await tap(within(option('建设公司')).getByText('建设公司'))
    expect(screen.getByText('网络异常')).toBeInTheDocument()
    reply('POST', '/api/permission/Users/ImUser/Selector/c1', [{ id: 'u1', fullName: '张三/zhangsan', type: 'user' }])
    await tap(screen.getByText('重试'))
    expect(screen.getByText('张三/zhangsan')).toBeInTheDocument()
  })

  it('a failed tree load is shown with 重试', async () => {
    fail('GET', '/api/permission/Role/Selector', '角色加载失败')
    renderForm({ config: { fields: [field('roleSelect', 'role', '角色')] }, services: testServices() })
    await tap(screen.getByText('请选择'))
    expect(screen.getByText('角色加载失败')).toBeInTheDocument()
    reply('GET', '/api/permission/Role/Selector', { list: [{ id: 'r1', fullName: '安全员', type: 'role' }] })
    await tap(screen.getByText('重试'))
    expect(screen.getByText('安全员')).toBeInTheDocument()
  })

  it('saved ids are shown by name (getSelectedList)', async () => {
    reply('POST', '/api/permission/Users/getSelectedList', { list: [{ id: 'p1', type: 'position', fullName: '安全总监' }, { id: 'g1', type: 'group', fullName: '夜班' }] })
    renderForm({ config: { fields: [field('posSelect', 'pos', '岗位'), field('groupSelect', 'grp', '分组', { multiple: true })] }, values: { pos: 'p1', grp: ['g1'] }, services: testServices() })
    await act(() => settle())
    expect(screen.getByText('安全总监')).toBeInTheDocument()
    expect(screen.getByText('夜班')).toBeInTheDocument()
  })

  it('a failed name lookup shows the ids with the message and 重试', async () => {
    fail('POST', '/api/permission/Users/getSelectedList', '名称加载失败')
    renderForm({ config: { fields: [field('userSelect', 'u', '负责人')] }, values: { u: 'u7' }, readonly: true })
    await act(() => settle())
    expect(screen.getByText('u7')).toBeInTheDocument()
    expect(screen.getByText('名称加载失败')).toBeInTheDocument()
    reply('POST', '/api/permission/Users/getSelectedList', { list: [{ id: 'u7--user', type: 'user', fullName: '钱七/qianqi' }] })
    await tap(screen.getByText('重试'))
    await act(() => settle())
    expect(screen.getByText('钱七/qianqi')).toBeInTheDocument()
  })
})

describe('area', () => {
  it('loads level by level down to `level` and keeps the path; saved paths are named by GetAreaByIds', async () => {
    reply('GET', '/api/system/Area/-1/Selector/0', { list: [{ id: '33', fullName: '浙江省', hasChildren: true }] })
    reply('GET', '/api/system/Area/33/Selector/0', { list: [{ id: '3301', fullName: '杭州市', hasChildren: true }] })
    reply('POST', '/api/system/Area/GetAreaByIds', [['浙江省', '宁波市']])
    const fields = [field('areaSelect', 'city', '城市', { level: 1 }), field('address', 'old', '旧地址')]
    const { form } = renderForm({ config: { fields }, values: { old: ['33', '3302'] }, services: testServices() })
    await act(() => settle())
    expect(screen.getByText('浙江省/宁波市')).toBeInTheDocument()
    await tap(screen.getByText('请选择'))
    await tap(within(option('浙江省')).getByText('浙江省'))
    // level 1 (city) is the last: 杭州市 is picked, not opened
    await tap(within(option('杭州市')).getByText('杭州市'))
    expect(form().getData().city).toEqual(['33', '3301'])
    expect(requests().some((r) => r.path === '/api/system/Area/3301/Selector/0')).toBe(false)
  })
})

describe('record lookups', () => {
  it('relationForm lists the other module, shows the relationField, and feeds relationFormAttr', async () => {
    reply('POST', '/api/visualdev/OnlineDev/m1/List', { list: [{ id: 'r1', title: '1#基坑', owner: '王五' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } })
    const fields = [
      field('relationForm', 'pit', '基坑', { modelId: 'm1', relationField: 'title', columnOptions: [{ value: 'owner', label: '负责人' }] }),
      field('relationFormAttr', 'pitOwner', '基坑负责人', { relationField: 'pit', showField: 'owner' })
    ]
    const { form } = renderForm({ config: { fields }, services: testServices() })
    await tap(screen.getByText('请选择'))
    expect(screen.getByText('负责人：王五')).toBeInTheDocument()
    await tap(screen.getByText('1#基坑'))
    expect(form().getData()).toEqual({ pit: 'r1' })
    expect(screen.getAllByText('王五').length).toBeGreaterThan(0)
    const list = requests().find((r) => r.path === '/api/visualdev/OnlineDev/m1/List')!
    expect(list.data).toMatchObject({ currentPage: 1, pageSize: 20, keyword: '' })
  })

  it('a saved relationForm id is shown through DataChange', async () => {
    reply('GET', '/api/visualdev/OnlineDev/m1/r9/DataChange', { id: 'r9', data: JSON.stringify({ title: '2#基坑', owner: '赵六' }) })
    const fields = [
      field('relationForm', 'pit', '基坑', { modelId: 'm1', relationField: 'title' }),
      field('relationFormAttr', 'pitOwner', '基坑负责人', { relationField: 'pit', showField: 'owner' })
    ]
    renderForm({ config: { fields }, values: { pit: 'r9' }, readonly: true })
    await act(() => settle())
    expect(screen.getByText('2#基坑')).toBeInTheDocument()
    expect(screen.getByText('赵六')).toBeInTheDocument()
  })

  it('a saved popupSelect id is named by the interface with the form\'s parameters (the record\'s section, not the user\'s)', async () => {
    handle('POST', '/api/system/DataInterface/boq/Action/InfoByIds', (req) => {
      const b = req.data as { ids: string[], paramList: Array<{ field: string, defaultValue: unknown }> }
      const section = b.paramList.find((p) => p.field === 'contractId')?.defaultValue
      const list = section === 'ct_sg02' && b.ids.includes('boq9') ? [{ id: 'boq9', fullName: '403-1 钢筋' }] : []
      return { body: { code: 200, msg: 'ok', data: list } }
    })
    const fields = [
      field('select', 'contract', '合同段', {}),
      field('popupSelect', 'item', '清单项', { interfaceId: 'boq', propsValue: 'id', relationField: 'fullName', templateJson: [{ field: 'contractId', relationField: 'contract' }] })
    ]
    renderForm({ config: { fields }, values: { contract: 'ct_sg02', item: 'boq9' }, readonly: true })
    await act(() => settle())
    expect(screen.getByText('403-1 钢筋')).toBeInTheDocument()
  })

  it('popupSelect pages through a data interface; popupAttr in a child-table row reads its own row', async () => {
    handle('POST', '/api/system/DataInterface/i1/Action/List', (req) => {
      const page = (req.data as { currentPage: number }).currentPage
      return { body: { code: 200, msg: 'ok', data: { list: [{ id: `s${page}`, fullName: `供应商${page}`, tel: `1380000000${page}` }], pagination: { currentPage: page, pageSize: 1, total: 2 } } } }
    })
    const fields = [table('rows', '材料', [
      field('popupSelect', 'supplier', '供应商', { interfaceId: 'i1', propsValue: 'id', relationField: 'fullName', pageSize: 1 }),
      field('popupAttr', 'tel', '电话', { relationField: 'supplier', showField: 'tel' })
    ])]
    const { form } = renderForm({ config: { fields }, values: { rows: [{}, {}] }, services: testServices() })
    await tap(screen.getAllByText('请选择')[1])
    expect(screen.getByText('供应商1')).toBeInTheDocument()
    await tap(screen.getByText('加载更多'))
    await tap(screen.getByText('供应商2'))
    expect(form().getData().rows).toEqual([{ supplier: '' }, { supplier: 's2' }])
    expect(screen.getByText('13800000002')).toBeInTheDocument()
  })

  it('a failed list shows the message and retries', async () => {
    fail('POST', '/api/system/DataInterface/i1/Action/List', '接口异常')
    renderForm({ config: { fields: [field('popupTableSelect', 'p', '弹窗', { interfaceId: 'i1', multiple: true })] }, services: testServices() })
    await tap(screen.getByText('请选择'))
    expect(screen.getByText('接口异常')).toBeInTheDocument()
    reply('POST', '/api/system/DataInterface/i1/Action/List', { list: [{ id: 'a', fullName: '甲' }], pagination: { total: 1 } })
    await tap(screen.getByText('重试'))
    // the effect that asks again runs once the click's act is over
    await act(() => settle())
    expect(screen.getByText('甲')).toBeInTheDocument()
  })

  it('autoComplete suggests from a data interface; the typed text is the value', async () => {
    reply('POST', '/api/system/DataInterface/i2/Action/List', { list: [{ fullName: '钢筋笼' }, { fullName: '钢筋网' }], pagination: { total: 2 } })
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      const { form } = renderForm({ config: { fields: [field('autoComplete', 'mat', '材料', { interfaceId: 'i2', relationField: 'fullName', placeholder: '材料' })] }, services: testServices() })
      typeInto(screen.getByPlaceholderText('材料'), '钢')
      expect(form().getData().mat).toBe('钢')
      await act(async () => { jest.advanceTimersByTime(300); for (let i = 0; i < 10; i++) await Promise.resolve() })
      fireEvent.click(screen.getByText('钢筋网'))
      expect(form().getData().mat).toBe('钢筋网')
    } finally {
      jest.useRealTimers()
    }
  })
})
