/**
 * 流程委托: the two lists, stop and delete asked first, edit; the form's validation, its save bodies
 * (new and edit), the user picker; entrust/flow sending the picked flow back to the form.
 */
import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import { navigations, reply, taro, toasts } from '../../helpers/taro-server'
import EntrustList from '@/pages/workFlow/entrust/index'
import EntrustForm from '@/pages/workFlow/entrust/form'
import EntrustFlow from '@/pages/workFlow/entrust/flow'
import { BASE, confirms, declineNextConfirm, page, search, sent, setUp, settle, tap, tearDown } from './helpers'

/** The date picker answers with the columns the test sets (NutUI's wheel cannot be turned in jsdom).
 *  The NutUI import plugin loads each component from its own file: that file is replaced. */
let mockPicked: string[] = []
jest.mock('@nutui/nutui-react-taro/dist/es/packages/datepicker', () => {
  const { createElement } = jest.requireActual('react')
  const DatePicker = (props: { visible: boolean, title: string, onConfirm: (o: unknown[], v: string[]) => void, onClose: () => void }) =>
    props.visible
      ? createElement('button', { onClick: () => { props.onConfirm([], mockPicked); props.onClose() } }, `确认${props.title}`)
      : null
  return { __esModule: true, default: DatePicker }
})

let bus: ReturnType<typeof setUp>
beforeEach(() => { bus = setUp() })
afterEach(tearDown)

const DELEGATE = `${BASE}/FlowDelegate`
const NOW = Date.now()
const item = (id: string, over: Record<string, unknown> = {}) => ({
  id, type: '1', userId: 'me', userName: '张三', toUserId: 'u2', toUserName: '李四', flowId: '', flowName: '全部流程',
  startTime: NOW - 86400_000, endTime: NOW + 86400_000, description: '出差', enabledMark: 1, ...over
})

describe('the list', () => {
  it('我的委托 asks myOrDelagateToMe=1; 委托给我的 asks 2 and offers no actions', async () => {
    reply('GET', DELEGATE, page([item('d1')]))
    render(<EntrustList />)
    await settle()
    const card = screen.getByLabelText('李四的委托')
    expect(within(card).getByText('委托中')).toBeInTheDocument()
    expect(within(card).getByText('委托类型：审批委托')).toBeInTheDocument()
    expect(within(card).getByText('委托流程：全部流程')).toBeInTheDocument()
    reply('GET', DELEGATE, page([item('d2', { userName: '王五', toUserName: '张三' })]))
    await tap(screen.getByRole('tab', { name: '委托给我的' }))
    expect(sent(DELEGATE).map((r) => r.query.myOrDelagateToMe)).toEqual(['1', '2'])
    expect(within(screen.getByLabelText('王五的委托')).queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.queryByText('新建委托')).toBeNull()
  })

  it('empty: a hint to create one', async () => {
    reply('GET', DELEGATE, page([]))
    render(<EntrustList />)
    await settle()
    expect(screen.getByText('暂无委托，点击下方按钮新建')).toBeInTheDocument()
    await tap(screen.getByText('新建委托'))
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/entrust/form'])
  })

  it('终止 asks first, then PUT Stop/{id} and the list again; a stopped one offers no 终止', async () => {
    reply('GET', DELEGATE, page([item('d1'), item('d3', { toUserName: '赵六', enabledMark: 0 })]))
    reply('PUT', `${DELEGATE}/Stop/d1`, null, { msg: '委托已终止' })
    render(<EntrustList />)
    await settle()
    expect(within(screen.getByLabelText('赵六的委托')).queryByRole('button', { name: '终止' })).toBeNull()
    declineNextConfirm()
    await tap(within(screen.getByLabelText('李四的委托')).getByRole('button', { name: '终止' }))
    expect(sent(`${DELEGATE}/Stop/d1`, 'PUT')).toHaveLength(0)
    await tap(within(screen.getByLabelText('李四的委托')).getByRole('button', { name: '终止' }))
    expect(confirms()[1]).toBe('终止委托: 确定终止对李四的委托吗？')
    expect(sent(`${DELEGATE}/Stop/d1`, 'PUT')).toHaveLength(1)
    expect(sent(DELEGATE)).toHaveLength(2)
  })

  it('删除 asks first, then DELETE /{id} and the row goes', async () => {
    reply('GET', DELEGATE, page([item('d1')]))
    reply('DELETE', `${DELEGATE}/d1`, null)
    render(<EntrustList />)
    await settle()
    declineNextConfirm()
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(sent(`${DELEGATE}/d1`, 'DELETE')).toHaveLength(0)
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(sent(`${DELEGATE}/d1`, 'DELETE')).toHaveLength(1)
    expect(screen.queryByLabelText('李四的委托')).toBeNull()
    expect(toasts()).toContain('删除成功')
  })

  it('编辑 opens the form with the id', async () => {
    reply('GET', DELEGATE, page([item('d1')]))
    render(<EntrustList />)
    await settle()
    await tap(screen.getByRole('button', { name: '编辑' }))
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/entrust/form?id=d1'])
  })
})

describe('the form', () => {
  const users = () => reply('GET', '/api/permission/Users/ImUser', page([
    { id: 'me', realName: '张三', account: 'zhangsan' }, { id: 'u2', realName: '李四', account: 'lisi', department: '工程部' }
  ]))
  const pickDate = async (which: '开始时间' | '结束时间', columns: string[]) => {
    mockPicked = columns
    await tap(screen.getByRole('button', { name: `选择${which}` }))
    await tap(screen.getByText(`确认${which}`))
  }
  const pickUser = async (name: string) => {
    await tap(screen.getByRole('button', { name: '选择被委托人' }))
    await tap(screen.getByRole('option', { name }))
  }
  const save = () => tap(screen.getByText('保存'))

  it('says what is missing, one thing at a time, and sends nothing', async () => {
    users()
    render(<EntrustForm />)
    await settle()
    await save()
    await pickUser('张三')
    await save()
    await pickUser('李四')
    await save()
    await pickDate('开始时间', ['2030', '01', '02', '08', '00'])
    await save()
    await pickDate('结束时间', ['2030', '01', '01', '08', '00'])
    await save()
    expect(toasts()).toEqual(['请选择被委托人', '不能委托给自己', '请选择开始时间', '请选择结束时间', '结束时间必须晚于开始时间'])
    expect(sent(DELEGATE, 'POST')).toHaveLength(0)
  })

  it('a new one: POST with type, target, every flow, the times and the description; then back', async () => {
    users()
    reply('POST', DELEGATE, { id: 'd9' }, { msg: '新建成功' })
    taro.getCurrentPages.mockReturnValue([{}, {}])
    render(<EntrustForm />)
    await settle()
    await tap(screen.getByRole('radio', { name: '审批委托' }))
    await pickUser('李四')
    await pickDate('开始时间', ['2030', '01', '01', '08', '00'])
    await pickDate('结束时间', ['2030', '01', '31', '18', '30'])
    expect(screen.getByText('2030-01-31 18:30')).toBeInTheDocument()
    await save()
    expect(sent(DELEGATE, 'POST')[0].data).toEqual({
      type: '1', toUserId: 'u2', flowId: '', startTime: new Date(2030, 0, 1, 8, 0).getTime(), endTime: new Date(2030, 0, 31, 18, 30).getTime(), description: ''
    })
    expect(toasts()).toContain('新建成功')
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('the user picker searches people by keyword', async () => {
    users()
    render(<EntrustForm />)
    await settle()
    await tap(screen.getByRole('button', { name: '选择被委托人' }))
    await search(screen.getByPlaceholderText('搜索姓名或账号'), '李')
    expect(sent('/api/permission/Users/ImUser').map((r) => r.query.keyword)).toEqual([undefined, '李'])
  })

  it('the flow comes back from entrust/flow through the event bus', async () => {
    render(<EntrustForm />)
    await settle()
    await tap(screen.getByRole('button', { name: '选择委托流程' }))
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/entrust/flow?flowId='])
    act(() => { bus.trigger('entrustFlow', { flowId: 'f1', flowName: '动火作业审批' }) })
    await settle()
    expect(screen.getByRole('button', { name: '选择委托流程' })).toHaveTextContent('动火作业审批')
  })

  it('an existing one (?id=) is loaded, shown and saved with PUT', async () => {
    taro.__setRouterParams({ id: 'd1' })
    reply('GET', `${DELEGATE}/d1`, item('d1', { flowId: 'f1', flowName: '动火作业审批', startTime: new Date(2030, 0, 1).getTime(), endTime: new Date(2030, 1, 1).getTime() }))
    reply('PUT', `${DELEGATE}/d1`, null, { msg: '修改成功' })
    render(<EntrustForm />)
    await settle()
    expect(screen.getByRole('button', { name: '选择被委托人' })).toHaveTextContent('李四')
    expect(screen.getByRole('radio', { name: '审批委托' })).toHaveAttribute('aria-checked', 'true')
    await save()
    expect(sent(`${DELEGATE}/d1`, 'PUT')[0].data).toEqual({
      type: '1', toUserId: 'u2', flowId: 'f1', startTime: new Date(2030, 0, 1).getTime(), endTime: new Date(2030, 1, 1).getTime(), description: '出差'
    })
    expect(toasts()).toContain('修改成功')
  })

  it('stops listening for the flow when it closes', async () => {
    const { unmount } = render(<EntrustForm />)
    await settle()
    expect(bus.count('entrustFlow')).toBe(1)
    unmount()
    expect(bus.count('entrustFlow')).toBe(0)
  })
})

describe('entrust/flow', () => {
  const templates = () => {
    reply('GET', `${BASE}/flowTemplate/PageListAll`, page([
      { id: 'tp1', fullName: '动火作业', enCode: 'a', category: 'c1', icon: '', iconBackground: '', type: 0, description: '' }
    ]))
    reply('GET', `${BASE}/flowTemplate/FlowJsonList/tp1`, [{ id: 'f1', fullName: '动火作业审批', flowName: '动火作业审批', flowType: 0 }])
  }

  it('全部流程 sends flowId "" back and returns', async () => {
    templates()
    taro.getCurrentPages.mockReturnValue([{}, {}])
    const got: unknown[] = []
    bus.on('entrustFlow', (f) => got.push(f))
    render(<EntrustFlow />)
    await settle()
    await tap(screen.getByRole('option', { name: '全部流程' }))
    expect(got).toEqual([{ flowId: '', flowName: '全部流程' }])
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('a flow sends its version back; search asks by keyword', async () => {
    templates()
    taro.getCurrentPages.mockReturnValue([{}, {}])
    const got: unknown[] = []
    bus.on('entrustFlow', (f) => got.push(f))
    render(<EntrustFlow />)
    await settle()
    await tap(screen.getByRole('option', { name: '动火作业' }))
    expect(got).toEqual([{ flowId: 'f1', flowName: '动火作业审批' }])
    expect(taro.navigateBack).toHaveBeenCalled()
    await search(screen.getByPlaceholderText('搜索流程名称'), '动火')
    expect(sent(`${BASE}/flowTemplate/PageListAll`).map((r) => r.query.keyword)).toEqual([undefined, '动火'])
    expect(screen.queryByRole('option', { name: '全部流程' })).toBeNull()
  })
})
