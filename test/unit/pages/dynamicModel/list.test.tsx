/**
 * pages/apply/dynamicModel/index (the list engine) through the fake backend: Config then List,
 * cards, keyword / filter / sort, paging, add, what a tap opens, delete asked first.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { fail, reply, taro, toasts } from '../../helpers/taro-server'
import ListPage from '@/pages/apply/dynamicModel/index'
import AddTaskList from '@/pages/apply/addTask/index'
import {
  OD, confirms, declineNextConfirm, flowOpened, opened, page, search, sent, serveModule, setUp, settle, tap, tearDown
} from './helpers'

const LIST = `${OD}/m1/List`
const FULL = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'].map((enCode) => ({ enCode }))
const COLUMNS = ['title', 'level', 'location'].map((enCode) => ({ enCode }))
const permission = (button = FULL, column = COLUMNS) => [{ modelId: 'menu_h', moduleName: '隐患排查', button, column, form: [], resource: [] }]

const row = (n: number, over: Record<string, unknown> = {}) => ({
  id: `r${n}`, title: `临边防护缺失${n}`, level: '重大', location: `K6+32${n}`, creatorUserId: 'me', creatorTime: Date.now() - 3600_000, ...over
})

function open (params: Record<string, string> = { modelId: 'm1', menuId: 'menu_h', fullName: '隐患排查' }) {
  taro.__setRouterParams(params)
  render(<ListPage />)
  return settle()
}

beforeEach(() => setUp({}, permission()))
afterEach(tearDown)

describe('loading', () => {
  it('asks Config, then List with the module\'s paging, default sort and the menu', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    expect(sent(`${OD}/m1/Config`)).toHaveLength(1)
    expect(sent(LIST, 'POST')[0].data).toEqual({ currentPage: 1, pageSize: 20, sort: 'desc', sidx: 'title', menuId: 'menu_h' })
  })

  it('a card: first column as title, the others as lines, the time; no flow tag without a flow', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    const card = screen.getByRole('button', { name: '临边防护缺失1' })
    expect(within(card).getByText('隐患等级')).toBeInTheDocument()
    expect(within(card).getByText('重大')).toBeInTheDocument()
    expect(within(card).getByText('K6+321')).toBeInTheDocument()
    expect(within(card).getByText('1小时前')).toBeInTheDocument()
    expect(within(card).queryByText('审核中')).toBeNull()
    expect(screen.getByText('共 1 条')).toBeInTheDocument()
  })

  it('a flow module tags each record with its flow state', async () => {
    serveModule({ flow: true })
    reply('POST', LIST, page([row(1, { flowState: 1, flowTaskId: 't1' }), row(2, { flowState: 3, flowTaskId: 't2' })]))
    await open()
    expect(within(screen.getByRole('button', { name: '临边防护缺失1' })).getByText('审核中')).toBeInTheDocument()
    expect(within(screen.getByRole('button', { name: '临边防护缺失2' })).getByText('审核退回')).toBeInTheDocument()
  })

  it('column permission hides the columns not granted', async () => {
    setUp({}, permission(FULL, [{ enCode: 'title' }, { enCode: 'location' }]))
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    const card = screen.getByRole('button', { name: '临边防护缺失1' })
    expect(within(card).queryByText('隐患等级')).toBeNull()
    expect(within(card).getByText('隐患位置')).toBeInTheDocument()
  })

  it('empty: says there is nothing yet', async () => {
    serveModule()
    reply('POST', LIST, page([]))
    await open()
    expect(screen.getByText('暂无隐患排查记录')).toBeInTheDocument()
  })

  it('a Config failure shows the error with 重试, which asks again', async () => {
    fail('GET', `${OD}/m1/Config`, '功能模块不存在或已删除')
    await open()
    expect(screen.getByRole('alert')).toHaveTextContent('功能模块不存在或已删除')
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await tap(screen.getByText('重试'))
    expect(screen.getByRole('button', { name: '临边防护缺失1' })).toBeInTheDocument()
  })

  it('no module in the query: says so, asks nothing', async () => {
    await open({})
    expect(screen.getByRole('alert')).toHaveTextContent('缺少功能模块参数')
    expect(sent(LIST, 'POST')).toHaveLength(0)
  })

  it('opened by enCode, the rest of the calls use the module id', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open({ enCode: 'hazardInvestigat' })
    expect(sent(`${OD}/hazardInvestigat/Config`)).toHaveLength(1)
    expect(sent(LIST, 'POST')).toHaveLength(1)
  })
})

describe('search, filters, sort and paging', () => {
  beforeEach(() => serveModule())

  it('the keyword box names the keyword fields; the keyword goes to page 1', async () => {
    reply('POST', LIST, page([row(1)]))
    await open()
    await search(screen.getByPlaceholderText('搜索隐患标题、隐患位置'), ' K6 ')
    const last = sent(LIST, 'POST').at(-1)!
    expect(last.data).toMatchObject({ currentPage: 1, keyword: 'K6' })
  })

  it('a keyword with no match says so', async () => {
    reply('POST', LIST, page([]))
    await open()
    await search(screen.getByPlaceholderText('搜索隐患标题、隐患位置'), '无此隐患')
    expect(screen.getByText('没有符合条件的记录')).toBeInTheDocument()
  })

  it('the filter sheet draws the search fields and sends them as queryJson, a JSON string', async () => {
    reply('POST', LIST, page([row(1)]))
    await open()
    await tap(screen.getByText('筛选'))
    await tap(within(document.querySelector('.sf-module-filter') as HTMLElement).getByText('重大'))
    await tap(screen.getByText('确定'))
    const last = sent(LIST, 'POST').at(-1)!.data as Record<string, unknown>
    expect(typeof last.queryJson).toBe('string')
    expect(JSON.parse(last.queryJson as string)).toEqual({ level: '3' })
    expect(screen.getByText('筛选（已启用）')).toBeInTheDocument()
  })

  it('重置 clears the filters', async () => {
    reply('POST', LIST, page([row(1)]))
    await open()
    await tap(screen.getByText('筛选'))
    await tap(within(document.querySelector('.sf-module-filter') as HTMLElement).getByText('重大'))
    await tap(screen.getByText('确定'))
    await tap(screen.getByText('筛选（已启用）'))
    await tap(screen.getByText('重置'))
    expect(sent(LIST, 'POST').at(-1)!.data).not.toHaveProperty('queryJson')
  })

  it('a sort chip sends its column and direction', async () => {
    reply('POST', LIST, page([row(1)]))
    await open()
    await tap(screen.getByRole('radio', { name: '隐患等级↑' }))
    expect(sent(LIST, 'POST').at(-1)!.data).toMatchObject({ sidx: 'level', sort: 'asc', currentPage: 1 })
  })

  it('pages: the next page is asked for at the end, until the total is reached', async () => {
    reply('POST', LIST, page(Array.from({ length: 20 }, (_v, i) => row(i + 1)), 21))
    await open()
    reply('POST', LIST, { list: [row(21)], pagination: { currentPage: 2, pageSize: 20, total: 21 } })
    await tap(screen.getByRole('button', { name: '加载更多' }))
    expect(sent(LIST, 'POST').at(-1)!.data).toMatchObject({ currentPage: 2 })
    expect(screen.getByRole('button', { name: '临边防护缺失21' })).toBeInTheDocument()
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })
})

describe('add', () => {
  it('新增 opens the form with the module and the menu', async () => {
    serveModule()
    reply('POST', LIST, page([]))
    await open()
    await tap(screen.getByText('新增'))
    expect(opened('pages/apply/dynamicModel/form')).toEqual([{ modelId: 'm1', menuId: 'menu_h', fullName: '隐患排查' }])
  })

  it('without btn_add there is no 新增', async () => {
    setUp({}, permission([{ enCode: 'btn_detail' }]))
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    expect(screen.getByRole('button', { name: '临边防护缺失1' })).toBeInTheDocument()
    expect(screen.queryByText('新增')).toBeNull()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })
})

describe('a tap on a record', () => {
  it('a plain module opens the detail', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    await tap(screen.getByRole('button', { name: '临边防护缺失1' }))
    expect(opened('pages/apply/dynamicModel/detail')).toEqual([{ modelId: 'm1', menuId: 'menu_h', fullName: '隐患排查', id: 'r1' }])
  })

  it('my record in a flow opens the flow screen as its launcher (opType 0)', async () => {
    serveModule({ flow: true })
    reply('POST', LIST, page([row(1, { flowState: 1, flowTaskId: 't1' })]))
    await open()
    await tap(screen.getByRole('button', { name: '临边防护缺失1' }))
    expect(flowOpened()).toEqual([{
      id: 't1', enCode: 'hazardRectify', flowId: 'f1', formType: 2, opType: 0, status: 1, taskNodeId: '', fullName: '临边防护缺失1', taskId: 't1'
    }])
  })

  it('someone else\'s record in a flow opens it read-only (opType 3)', async () => {
    serveModule({ flow: true })
    reply('POST', LIST, page([row(1, { flowState: 2, flowTaskId: 't1', creatorUserId: 'other' })]))
    await open()
    await tap(screen.getByRole('button', { name: '临边防护缺失1' }))
    expect(flowOpened()[0]).toMatchObject({ id: 't1', opType: 3, status: 2 })
  })
})

describe('a module with a form and a record screen of its own (src/routes.ts form(), detail())', () => {
  const openAddTask = async () => {
    serveModule({ flow: true, id: 'm2', enCode: 'addTask' })
    reply('POST', `${OD}/m2/List`, page([row(1, { flowState: 1, flowTaskId: 't1' })]))
    taro.__setRouterParams({ menuId: 'menu_h', fullName: '专项检查任务' })
    render(<AddTaskList />)
    await settle()
  }

  it('新增 opens its own form', async () => {
    await openAddTask()
    await tap(screen.getByText('新增'))
    expect(opened('pages/apply/addTask/addPage')).toEqual([{ modelId: 'm2', menuId: 'menu_h', fullName: '专项检查任务' }])
    expect(opened('pages/apply/dynamicModel/form')).toEqual([])
  })

  it('a record in its flow opens its own screen, which links to the flow', async () => {
    await openAddTask()
    await tap(screen.getByRole('button', { name: '临边防护缺失1' }))
    expect(opened('pages/apply/addTask/taskDetail')).toEqual([{ modelId: 'm2', menuId: 'menu_h', fullName: '专项检查任务', id: 'r1' }])
    expect(flowOpened()).toEqual([])
  })
})

describe('delete', () => {
  const DEL = `${OD}/m1/r1`

  it('asks first; declined, nothing is sent', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    await open()
    declineNextConfirm()
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(confirms()).toEqual(['删除记录: 确定删除「临边防护缺失1」吗？删除后无法恢复。'])
    expect(sent(DEL, 'DELETE')).toHaveLength(0)
    expect(screen.getByRole('button', { name: '临边防护缺失1' })).toBeInTheDocument()
  })

  it('confirmed: deleted on the server, the card goes', async () => {
    serveModule()
    reply('POST', LIST, page([row(1), row(2)]))
    reply('DELETE', DEL, null, { msg: '删除成功' })
    await open()
    await tap(within(screen.getAllByRole('button', { name: '删除' })[0].closest('.sf-swipe') as HTMLElement).getByRole('button', { name: '删除' }))
    expect(sent(DEL, 'DELETE')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: '临边防护缺失1' })).toBeNull()
    expect(toasts()).toContain('删除成功')
  })

  it('refused by the server: the card stays', async () => {
    serveModule()
    reply('POST', LIST, page([row(1)]))
    fail('DELETE', DEL, '只能删除自己创建的记录')
    await open()
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(screen.getByRole('button', { name: '临边防护缺失1' })).toBeInTheDocument()
  })

  it.each([1, 2, 3, 5])('flowState %i: no 删除', async (flowState) => {
    serveModule({ flow: true })
    reply('POST', LIST, page([row(1, { flowState, flowTaskId: 't1' })]))
    await open()
    expect(screen.getByRole('button', { name: '临边防护缺失1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  })

  it('a draft (flowState 0) of mine may be deleted and edited', async () => {
    serveModule({ flow: true })
    reply('POST', LIST, page([row(1, { flowState: 0, flowTaskId: 't1' })]))
    await open()
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '编辑' }))
    expect(opened('pages/apply/dynamicModel/form')).toEqual([{ modelId: 'm1', menuId: 'menu_h', fullName: '隐患排查', id: 'r1' }])
  })
})
