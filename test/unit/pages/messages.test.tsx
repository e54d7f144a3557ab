/**
 * The message centre screens through the fake backend: the Messages tab (notice entry,
 * conversations, removing one), the in-app message list and its tap rules (SPEC §4 message type →
 * flow operation, task check, FLOW_OPEN_DELAY; §8 silent failures), message detail, user detail
 * and the address book (debounced search, organisation browsing).
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, requests, resetTaro, settle, taro, toasts } from '../helpers/taro-server'
import { decodeJsonBase64 } from '@/core/base64'
import { initialMessageState } from '@/core/message'
import { useSession, signedOut } from '@/stores/session'
import { useChat } from '@/stores/chat'
import { clearFlowCount } from '@/stores/flowCount'
import { openMessage } from '@/stores/openMessage'
import Messages, { noticePreview } from '@/pages/index/index'
import Contacts from '@/pages/index/contacts'
import MessageList from '@/pages/message/message/index'
import MessageDetail from '@/pages/message/messageDetail/index'
import UserDetail from '@/pages/message/userDetail/index'

const mockSocket = { connect: jest.fn(), close: jest.fn(), state: 'open' }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const userInfo = { userId: 'u1', userAccount: 'zhangsan', userName: '张三', headIcon: '' }

/** Lets promises settle without timers (for tests on fake timers). */
const flush = async (rounds = 20) => {
  await act(async () => { for (let i = 0; i < rounds; i++) await Promise.resolve() })
}
const tap = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
    await settle()
  })
}
const loaded = () => act(async () => { await settle() })
const paths = () => requests().map((r) => `${r.method} ${r.path}`)
/** Text shown outside an initials avatar (which repeats a two-character name). */
const named = (text: string) => screen.getAllByText(text).filter((el) => !el.classList.contains('sf-avatar__text'))[0]

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t', userInfo } as never)
  useChat.setState({ ...initialMessageState })
  clearFlowCount()
})
afterEach(() => {
  jest.useRealTimers()
})

const flowBody = (type: number) => JSON.stringify({
  processId: 'p1', enCode: 'hotWork', flowId: 'f1', formType: 2, type, taskNodeId: 'node1', taskOperatorId: 'op1', status: 1
})
const MESSAGES = [
  { id: 'm1', title: '动火作业审批', type: 2, flowType: 1, isRead: 0, creatorUser: '王五', releaseUser: '王五', releaseTime: Date.now() - 60_000 },
  { id: 'n1', title: '停电通知', type: 1, isRead: 1, releaseUser: '管理员', releaseTime: Date.now() - 3_600_000 }
]
const page = (list = MESSAGES) => ({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })

/** The flow screen opened so far, with its decoded config. */
const flowOpened = () => navigations()
  .filter((n) => n.startsWith('navigateTo /pages/workFlow/flowBefore/index?config='))
  .map((n) => decodeJsonBase64<Record<string, unknown>>(decodeURIComponent(n.split('config=')[1])))

describe('in-app messages: tapping a message', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    reply('GET', '/api/message', page())
  })

  const openFirst = async () => {
    render(<MessageList />)
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '动火作业审批' }))
    await flush()
  }

  it('bodyText type 1 (mine): opType 0, opened at once, no task check', async () => {
    reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: '动火作业审批', bodyText: flowBody(1) })
    await openFirst()
    expect(flowOpened()).toEqual([{
      id: 'p1', enCode: 'hotWork', flowId: 'f1', formType: 2, opType: 0, taskNodeId: 'node1', taskId: 'op1',
      hideCancelBtn: true, fullName: '动火作业审批', status: 1
    }])
    expect(paths()).not.toContain('GET /api/workflow/Engine/FlowBefore/op1/Info')
  })

  it('bodyText type 2 (todo) whose task says isCheck: opType 3, opened 300 ms later (not at 299)', async () => {
    reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: '动火作业审批', bodyText: flowBody(2) })
    reply('GET', '/api/workflow/Engine/FlowBefore/op1/Info', { isCheck: true })
    await openFirst()
    expect(paths()).toContain('GET /api/workflow/Engine/FlowBefore/op1/Info')
    expect(flowOpened()).toEqual([])
    act(() => { jest.advanceTimersByTime(299) })
    await flush()
    expect(flowOpened()).toEqual([])
    act(() => { jest.advanceTimersByTime(1) })
    await flush()
    expect(flowOpened()).toEqual([expect.objectContaining({ opType: 3, taskId: 'op1' })])
  })

  it('bodyText type 2 whose task is not checked: opType 1 at once', async () => {
    reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: '动火作业审批', bodyText: flowBody(2) })
    reply('GET', '/api/workflow/Engine/FlowBefore/op1/Info', { isCheck: false })
    await openFirst()
    expect(flowOpened()).toEqual([expect.objectContaining({ opType: 1 })])
  })

  it.each([
    ['fails', () => fail('GET', '/api/workflow/Engine/FlowBefore/op1/Info', '任务不存在')],
    ['does not exist', () => undefined],
    ['is unreachable', () => handle('GET', '/api/workflow/Engine/FlowBefore/op1/Info', () => ({ networkError: 'request:fail' }))]
  ])('type 2 whose task check %s: opens at once with opType 1, silently', async (_name, arrange) => {
    reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: '动火作业审批', bodyText: flowBody(2) })
    arrange()
    await openFirst()
    expect(flowOpened()).toEqual([expect.objectContaining({ opType: 1 })])
    expect(toasts()).toEqual([])
  })

  it.each([
    ['fails', () => fail('GET', '/api/message/ReadInfo/m1', '消息不存在')],
    ['is unreachable', () => handle('GET', '/api/message/ReadInfo/m1', () => ({ networkError: 'request:fail' }))],
    ['has a body that is not JSON', () => reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: 'x', bodyText: '<p>hi</p>' })]
  ])('ReadInfo %s: nothing opens, nothing is toasted or thrown', async (_name, arrange) => {
    arrange()
    await expect(openMessage({ id: 'm1', type: 2, isRead: 1 })).resolves.toBeUndefined()
    await openFirst()
    expect(navigations()).toEqual([])
    expect(toasts()).toEqual([])
  })

  it('a tapped unread message shows as read and leaves the message count', async () => {
    useChat.getState().init({ unreadTotalCount: 3 })
    reply('GET', '/api/message/ReadInfo/m1', { id: 'm1', title: '动火作业审批', bodyText: flowBody(1) })
    render(<MessageList />)
    await flush()
    expect(screen.getAllByLabelText('未读')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: '动火作业审批' }))
    await flush()
    expect(screen.queryAllByLabelText('未读')).toHaveLength(0)
    expect(useChat.getState()).toMatchObject({ badgeNum: 2, msgInfo: { messageCount: 2 } })
  })

  it('any other type opens its detail', async () => {
    render(<MessageList />)
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '停电通知' }))
    await flush()
    expect(navigations()).toEqual(['navigateTo /pages/message/messageDetail/index?id=n1'])
  })
})

describe('in-app messages: list', () => {
  it('loads 20 a page without the loading indicator; a tab asks by type', async () => {
    reply('GET', '/api/message', page())
    render(<MessageList />)
    await loaded()
    expect(requests()[0].query).toEqual({ currentPage: '1', pageSize: '20' })
    await tap(screen.getByRole('tab', { name: '流程' }))
    expect(requests()[1].query).toEqual({ currentPage: '1', pageSize: '20', type: '2' })
    expect(taro.showLoading).not.toHaveBeenCalled()
  })

  it('全部已读 asks first, then ReadAll and the counts again', async () => {
    let read = false
    handle('GET', '/api/message', () => ({ body: { code: 200, msg: '', data: page(MESSAGES.map((m) => ({ ...m, isRead: read ? 1 : m.isRead }))) } }))
    handle('POST', '/api/message/Actions/ReadAll', () => { read = true; return { body: { code: 200, msg: '', data: null } } })
    reply('GET', '/api/message/getUnReadMsgNum', { unReadMsg: '0', unReadNotice: '0', unReadSchedule: '0', unReadSystemMsg: '0', unReadNum: '0' })
    reply('GET', '/api/message/imreply', { list: [] })
    useChat.getState().init({ unreadTotalCount: 4 })
    render(<MessageList />)
    await loaded()
    taro.showModal.mockResolvedValueOnce({ confirm: false })
    await tap(screen.getByText('全部已读'))
    expect(paths()).not.toContain('POST /api/message/Actions/ReadAll')
    await tap(screen.getByText('全部已读'))
    expect(paths()).toEqual(expect.arrayContaining(['POST /api/message/Actions/ReadAll', 'GET /api/message/getUnReadMsgNum']))
    expect(useChat.getState().badgeNum).toBe(0)
    expect(screen.queryAllByLabelText('未读')).toHaveLength(0)
  })

  it('empty: 暂无消息', async () => {
    reply('GET', '/api/message', page([]))
    render(<MessageList />)
    await loaded()
    expect(screen.getByText('暂无消息')).toBeInTheDocument()
  })
})

describe('message detail', () => {
  it('shows title, sender and an HTML body as plain text, never as markup', async () => {
    taro.__setRouterParams({ id: 'n1' })
    reply('GET', '/api/message/ReadInfo/n1', {
      id: 'n1', title: '停电通知', releaseUser: '管理员', releaseTime: Date.now(),
      bodyText: '<p>明天&nbsp;停电</p><script>alert(1)</script><img src=x onerror="alert(2)">'
    })
    const { container } = render(<MessageDetail />)
    await loaded()
    expect(screen.getByText('停电通知')).toBeInTheDocument()
    expect(screen.getByText('管理员')).toBeInTheDocument()
    expect(screen.getByText('明天 停电')).toBeInTheDocument()
    expect(container.querySelector('script, img[onerror]')).toBeNull()
  })

  it('a failure is not toasted; the page offers a retry', async () => {
    taro.__setRouterParams({ id: 'n1' })
    fail('GET', '/api/message/ReadInfo/n1', '消息不存在')
    render(<MessageDetail />)
    await loaded()
    expect(toasts()).toEqual([])
    expect(screen.getByText('重试')).toBeInTheDocument()
  })
})

describe('Messages tab', () => {
  const conversations = [
    { id: 'u2', realName: '李四', account: 'lisi', headIcon: '', latestMessage: '{"path":"/x.jpg"}', latestDate: Date.now() - 60_000, unreadMessage: '2', messageType: 'image' },
    { id: 'u3', realName: '王五', account: 'wangwu', headIcon: '', latestMessage: '收到', latestDate: Date.now() - 7_200_000, unreadMessage: 0, messageType: 'text' }
  ]

  beforeEach(() => {
    reply('GET', '/api/message/getUnReadMsgNum', { unReadMsg: '1', unReadNotice: '2', unReadSchedule: '0', unReadSystemMsg: '0', unReadNum: '3' })
    reply('GET', '/api/message/imreply', { list: conversations })
  })

  it('shows the notice entry and the conversations with previews, times and unread counts', async () => {
    useChat.setState({ msgInfo: { messageText: '动火作业审批', messageCount: 0, messageDate: Date.now(), count: 0 } })
    render(<Messages />)
    await loaded()
    expect(paths()).toEqual(['POST /api/visualdev/Dashboard/FlowTodoCount', 'GET /api/message/getUnReadMsgNum', 'GET /api/message/imreply'])
    expect(screen.getByText('动火作业审批')).toBeInTheDocument()
    expect(screen.getByLabelText('3条未读')).toBeInTheDocument()
    expect(screen.getByText('[图片]')).toBeInTheDocument()
    expect(screen.getByText('收到')).toBeInTheDocument()
    expect(screen.getByText('2小时前')).toBeInTheDocument()
    expect(screen.getByLabelText('2条未读')).toBeInTheDocument()
    expect(useChat.getState().badgeNum).toBe(5)
  })

  it('the process centre is one tap away below the notices, with what waits for my approval (issue 12)', async () => {
    reply('POST', '/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewed: 2, flowDone: 0, flowCirculate: 0, entrust: 0 })
    render(<Messages />)
    await loaded()
    const entry = screen.getByRole('button', { name: '流程中心' })
    expect(entry).toHaveTextContent('2条待我审批')
    await tap(entry)
    expect(navigations()).toEqual(['navigateTo /pages/index/workFlow'])
  })

  it('a conversation opens the chat; the notice entry the message list; search the address book', async () => {
    render(<Messages />)
    await loaded()
    await tap(named('李四'))
    await tap(screen.getByRole('button', { name: '系统消息' }))
    await tap(screen.getByText('搜索联系人'))
    expect(navigations()).toEqual([
      'navigateTo /pages/message/im/index?name=%E6%9D%8E%E5%9B%9B&account=lisi&formUserId=u2&headIcon=',
      'navigateTo /pages/message/message/index',
      'navigateTo /pages/index/contacts'
    ])
  })

  it('removing a conversation asks first, then DELETE relocation; its unread leaves the badge', async () => {
    reply('DELETE', '/api/message/imreply/relocation/u2')
    render(<Messages />)
    await loaded()
    taro.showModal.mockResolvedValueOnce({ confirm: false })
    await tap(screen.getAllByRole('button', { name: '删除' })[0])
    expect(paths()).not.toContain('DELETE /api/message/imreply/relocation/u2')
    await tap(screen.getAllByRole('button', { name: '删除' })[0])
    expect(paths()).toContain('DELETE /api/message/imreply/relocation/u2')
    expect(screen.queryAllByText('李四')).toEqual([])
    expect(useChat.getState().badgeNum).toBe(3)
  })

  it('no conversations: the empty state under the notice entry', async () => {
    reply('GET', '/api/message/imreply', { list: [] })
    render(<Messages />)
    await loaded()
    expect(screen.getByText('系统消息')).toBeInTheDocument()
    expect(screen.getByText('暂无会话，可从通讯录发起聊天')).toBeInTheDocument()
  })
})

describe('user detail', () => {
  it('shows the card; the mobile calls; 发消息 opens the chat', async () => {
    taro.__setRouterParams({ id: 'u2' })
    reply('GET', '/api/app/User/u2', {
      id: 'u2', realName: '李四', account: 'lisi', departmentName: '工程部', positionName: '安全员', mobilePhone: '13900000000', email: 'lisi@example.com'
    })
    render(<UserDetail />)
    await loaded()
    for (const text of ['lisi', '工程部', '安全员', '13900000000', 'lisi@example.com']) expect(screen.getByText(text)).toBeInTheDocument()
    await tap(screen.getByText('13900000000'))
    expect(taro.makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '13900000000' })
    await tap(screen.getByText('发消息'))
    expect(navigations()).toEqual(['navigateTo /pages/message/im/index?name=%E6%9D%8E%E5%9B%9B&account=lisi&formUserId=u2&headIcon='])
  })

  it('no 发消息 on one\'s own card', async () => {
    taro.__setRouterParams({ id: 'u1' })
    reply('GET', '/api/app/User/u1', { id: 'u1', realName: '张三', account: 'zhangsan' })
    render(<UserDetail />)
    await loaded()
    expect(screen.getByText('zhangsan')).toBeInTheDocument()
    expect(screen.queryByText('发消息')).toBeNull()
  })
})

describe('address book', () => {
  const TREE = [
    { id: 'o1', parentId: '0', fullName: '高速扩建项目部', type: 'organize', hasChildren: true },
    { id: 'u9', parentId: '0', fullName: '赵六', type: 'user', organize: '总部' }
  ]

  it('search is debounced (500 ms) and pages ImUser by keyword', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    reply('POST', '/api/permission/Users/ImUser/Selector/0', { list: TREE })
    reply('GET', '/api/permission/Users/ImUser', { list: [{ id: 'u2', realName: '李四', account: 'lisi', department: '工程部' }], pagination: { total: 1, currentPage: 1, pageSize: 20 } })
    render(<Contacts />)
    await flush()
    const box = screen.getByPlaceholderText('搜索姓名或账号')
    fireEvent.change(box, { target: { value: '李' } })
    act(() => { jest.advanceTimersByTime(300) })
    fireEvent.change(box, { target: { value: '李四' } })
    act(() => { jest.advanceTimersByTime(499) })
    await flush()
    expect(paths()).not.toContain('GET /api/permission/Users/ImUser')
    act(() => { jest.advanceTimersByTime(1) })
    await flush()
    const searches = requests().filter((r) => r.path === '/api/permission/Users/ImUser')
    expect(searches.map((r) => r.query)).toEqual([{ currentPage: '1', pageSize: '20', keyword: '李四' }])
    fireEvent.click(screen.getByRole('button', { name: '李四' }))
    await flush()
    expect(navigations()).toEqual(['navigateTo /pages/message/userDetail/index?id=u2'])
  })

  it('browses organisations with a breadcrumb; a user opens their card', async () => {
    reply('POST', '/api/permission/Users/ImUser/Selector/0', { list: TREE })
    reply('POST', '/api/permission/Users/ImUser/Selector/o1', { list: [{ id: 'u5', parentId: 'o1', fullName: '孙七', type: 'user' }] })
    render(<Contacts />)
    await loaded()
    expect(requests()[0].data).toEqual({ keyword: '' })
    await tap(screen.getByRole('button', { name: '高速扩建项目部' }))
    expect(named('孙七')).toBeInTheDocument()
    expect(screen.getByText(/\/ 高速扩建项目部/)).toBeInTheDocument()
    await tap(screen.getByText('通讯录'))
    expect(named('赵六')).toBeInTheDocument()
    expect(paths().filter((p) => p.includes('Selector/0'))).toHaveLength(1)
    await tap(screen.getByRole('button', { name: '赵六' }))
    expect(navigations()).toEqual(['navigateTo /pages/message/userDetail/index?id=u9'])
  })

  it('a failure shows an error with retry; no results say so', async () => {
    fail('POST', '/api/permission/Users/ImUser/Selector/0', '服务器错误')
    render(<Contacts />)
    await loaded()
    expect(screen.getByText('服务器错误')).toBeInTheDocument()
    reply('POST', '/api/permission/Users/ImUser/Selector/0', { list: [] })
    await tap(screen.getByText('重试'))
    expect(screen.getByText('暂无成员')).toBeInTheDocument()
  })
})

describe('the notice entry preview', () => {
  it.each([
    ['最新通知', 3, '最新通知'],
    ['', 3, '3条未读消息'],
    ['', 0, '暂无新消息']
  ])('%j with %d unread reads %j', (text, count, expected) => {
    expect(noticePreview(text, count)).toBe(expected)
  })
})
