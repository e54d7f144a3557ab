/**
 * 待我审批 / 我已审批 / 抄送我的 / 我发起的 through the fake backend: rows, empty state, keyword and
 * filters, paging, the flow screen config of a tap (API.md 4.1), delete and 催办 asked first.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { fail, reply, requests, toasts } from '../../helpers/taro-server'
import FlowTodo from '@/pages/workFlow/flowTodo/index'
import FlowDone from '@/pages/workFlow/flowDone/index'
import FlowCopy from '@/pages/workFlow/flowCopy/index'
import FlowLaunch from '@/pages/workFlow/flowLaunch/index'
import { BASE, confirms, declineNextConfirm, flowOpened, page, search, sent, setUp, settle, tap, tearDown } from './helpers'

beforeEach(setUp)
afterEach(tearDown)

const row = (n: number, over: Record<string, unknown> = {}) => ({
  id: `row${n}`, processId: `t${n}`, flowId: 'f1', flowCode: 'hotWork', enCode: `DH${n}`, fullName: `动火作业${n}`,
  flowName: '动火作业审批', flowCategory: 'safety', formType: 2, status: 1, flowUrgent: 1, thisStep: '安全员', thisStepId: `n${n}`,
  nodeName: '安全员', creatorUserId: 'u1', userName: '李四/lisi', creatorTime: Date.now() - 2 * 3600_000, startTime: 0,
  description: '', flowVersion: '1', delegateUser: '', approversProperties: null, ...over
})

const SCREENS = [
  ['待我审批', FlowTodo, `${BASE}/FlowBefore/List/1`, 1, '暂无待审批的流程'],
  ['我已审批', FlowDone, `${BASE}/FlowBefore/List/2`, 2, '暂无已审批的流程'],
  ['抄送我的', FlowCopy, `${BASE}/FlowBefore/List/3`, 3, '暂无抄送给我的流程']
] as const

describe.each(SCREENS)('%s', (_title, Screen, path, opType, emptyText) => {
  it('shows title, flow, step, launcher, relative time, status and urgency above 普通', async () => {
    reply('GET', path, page([row(1), row(2, { flowUrgent: 3, fullName: '紧急的动火作业' })]))
    render(<Screen />)
    await settle()
    expect(sent(path)[0].query).toEqual({ currentPage: '1', pageSize: '20' })
    const card = screen.getByRole('button', { name: '动火作业1' })
    expect(within(card).getByText('动火作业审批')).toBeInTheDocument()
    expect(within(card).getByText('安全员')).toBeInTheDocument()
    expect(within(card).getByText('发起人：李四')).toBeInTheDocument()
    expect(within(card).getByText('2小时前')).toBeInTheDocument()
    expect(within(card).queryByText('普通')).toBeNull()
    expect(within(screen.getByRole('button', { name: '紧急的动火作业' })).getByText('紧急')).toBeInTheDocument()
  })

  it('a card says what its record is: its title, and the description the server made of its telling fields (issue 12, item 8)', async () => {
    reply('GET', path, page([row(1, { fullName: '2#墩临边防护缺失', description: 'K6+320 右幅 · 重大隐患' }), row(2, { fullName: '3#墩基坑堆载' })]))
    render(<Screen />)
    await settle()
    expect(within(screen.getByRole('button', { name: '2#墩临边防护缺失' })).getByText('K6+320 右幅 · 重大隐患')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '3#墩基坑堆载' })).toBeInTheDocument()
  })

  it('a tap opens the flow screen with this list\'s config', async () => {
    reply('GET', path, page([row(1)]))
    render(<Screen />)
    await settle()
    await tap(screen.getByRole('button', { name: '动火作业1' }))
    expect(flowOpened()).toEqual([{
      id: 't1', enCode: 'hotWork', flowId: 'f1', formType: 2, opType, status: 1, taskNodeId: 'n1', fullName: '动火作业1', taskId: 'row1'
    }])
  })

  it('empty: its own text', async () => {
    reply('GET', path, page([]))
    render(<Screen />)
    await settle()
    expect(screen.getByText(emptyText)).toBeInTheDocument()
  })

  it('a failure shows the error with 重试, which asks again', async () => {
    fail('GET', path, '服务繁忙')
    render(<Screen />)
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙')
    reply('GET', path, page([row(1)]))
    await tap(screen.getByText('重试'))
    expect(screen.getByRole('button', { name: '动火作业1' })).toBeInTheDocument()
  })
})

describe('search, filters and paging (待我审批)', () => {
  const path = `${BASE}/FlowBefore/List/1`

  it('the keyword goes to the server after typing stops, and back to page 1', async () => {
    reply('GET', path, page([row(1)]))
    render(<FlowTodo />)
    await settle()
    await search(screen.getByPlaceholderText('搜索流程标题或编号'), ' 动火 ')
    expect(sent(path).map((r) => r.query)).toEqual([
      { currentPage: '1', pageSize: '20' },
      { currentPage: '1', pageSize: '20', keyword: '动火' }
    ])
  })

  it('an urgency chip filters by flowUrgent; 全部 drops it', async () => {
    reply('GET', path, page([row(1)]))
    render(<FlowTodo />)
    await settle()
    const urgency = screen.getByRole('radiogroup', { name: '紧急程度' })
    await tap(within(urgency).getByText('紧急'))
    expect(within(urgency).getByText('紧急')).toHaveAttribute('aria-checked', 'true')
    await tap(within(urgency).getByText('全部'))
    expect(sent(path).map((r) => r.query.flowUrgent)).toEqual([undefined, '3', undefined])
    expect(screen.queryByRole('radiogroup', { name: '状态' })).toBeNull()
  })

  it('the next page comes at the end of the list and is appended; the last page says so', async () => {
    const first = Array.from({ length: 20 }, (_, i) => row(i + 1))
    reply('GET', path, page(first, 21))
    render(<FlowTodo />)
    await settle()
    reply('GET', path, { list: [row(21)], pagination: { currentPage: 2, pageSize: 20, total: 21 } })
    await tap(screen.getByRole('button', { name: '加载更多' }))
    expect(sent(path).map((r) => r.query.currentPage)).toEqual(['1', '2'])
    expect(screen.getAllByRole('button', { name: /^动火作业\d+$/ })).toHaveLength(21)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })
})

describe('我发起的', () => {
  const path = `${BASE}/FlowLaunch`
  const mine = (n: number, status: number) => ({
    id: `t${n}`, enCode: `DH${n}`, fullName: `我的流程${n}`, flowName: '动火作业审批', flowId: 'f1', flowCode: 'hotWork', flowCategory: 'safety',
    formType: 2, formData: '{}', status, completion: 0, thisStep: '安全员', startTime: Date.now(), endTime: null, creatorTime: Date.now(),
    flowUrgent: 2, parentId: '0', delegateUser: '', description: ''
  })

  it('a draft opens editable (-1), one in approval as mine (0)', async () => {
    reply('GET', path, page([mine(1, 0), mine(2, 1)]))
    render(<FlowLaunch />)
    await settle()
    await tap(screen.getByRole('button', { name: '我的流程1' }))
    await tap(screen.getByRole('button', { name: '我的流程2' }))
    expect(flowOpened().map((c) => [c?.id, c?.opType, c?.taskId, c?.enCode])).toEqual([['t1', -1, 't1', 'hotWork'], ['t2', 0, 't2', 'hotWork']])
    expect(within(screen.getByRole('button', { name: '我的流程1' })).getByText('等待提交')).toBeInTheDocument()
    expect(within(screen.getByRole('button', { name: '我的流程2' })).getByText('审核中')).toBeInTheDocument()
  })

  it('filters by status', async () => {
    reply('GET', path, page([mine(1, 3)]))
    render(<FlowLaunch />)
    await settle()
    await tap(within(screen.getByRole('radiogroup', { name: '状态' })).getByText('审核退回'))
    expect(sent(path).map((r) => r.query.status)).toEqual([undefined, '3'])
  })

  it('delete is offered on drafts only, asks first, then DELETE FlowLaunch/{id} and the row goes', async () => {
    reply('GET', path, page([mine(1, 0), mine(2, 1)]))
    reply('DELETE', `${path}/t1`, null, { msg: '删除成功' })
    render(<FlowLaunch />)
    await settle()
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1)
    declineNextConfirm()
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(confirms()[0]).toContain('确定删除「我的流程1」吗')
    expect(sent(`${path}/t1`, 'DELETE')).toHaveLength(0)
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(sent(`${path}/t1`, 'DELETE')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: '我的流程1' })).toBeNull()
    expect(toasts()).toContain('删除成功')
  })

  it('催办 is offered in approval only, asks first, then POST FlowLaunch/Press/{id}', async () => {
    reply('GET', path, page([mine(1, 0), mine(2, 1)]))
    reply('POST', `${path}/Press/t2`, null, { msg: '催办成功' })
    render(<FlowLaunch />)
    await settle()
    expect(screen.getAllByRole('button', { name: '催办' })).toHaveLength(1)
    declineNextConfirm()
    await tap(screen.getByRole('button', { name: '催办' }))
    expect(sent(`${path}/Press/t2`, 'POST')).toHaveLength(0)
    await tap(screen.getByRole('button', { name: '催办' }))
    expect(sent(`${path}/Press/t2`, 'POST')).toHaveLength(1)
    expect(toasts()).toContain('催办成功')
    expect(requests().some((r) => r.method === 'DELETE')).toBe(false)
  })

  it('empty: 暂无发起的流程', async () => {
    reply('GET', path, page([]))
    render(<FlowLaunch />)
    await settle()
    expect(screen.getByText('暂无发起的流程')).toBeInTheDocument()
  })
})
