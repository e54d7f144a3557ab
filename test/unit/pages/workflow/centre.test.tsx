/**
 * 流程中心 and 更多流程: counts on show, flows by WorkFlowCategory, launching a flow (one version
 * opens at once with opType -1, several are offered), search and paging of all flows.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { navigations, reply, toasts } from '../../helpers/taro-server'
import WorkFlowCentre from '@/pages/index/workFlow'
import AllApp from '@/pages/workFlow/allApp/index'
import { BASE, flowOpened, page, search, sent, setUp, settle, tap, tearDown } from './helpers'

beforeEach(setUp)
afterEach(tearDown)

const template = (id: string, fullName: string, category: string) =>
  ({ id, fullName, enCode: id, category, icon: 'icon-ym', iconBackground: '#F5222D', type: 0, description: '' })
const TEMPLATES = [template('tp1', '动火作业', 'c1'), template('tp2', '隐患整改', 'c1'), template('tp3', '监理日志', 'c2'), template('tp4', '请假', 'x9')]
const DICTIONARY = '/api/system/DictionaryData/WorkFlowCategory/Data/Selector'
const version = (id: string, fullName: string) => ({ id, fullName, flowName: fullName, flowType: 0 })

function backend () {
  reply('POST', '/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewed: 3, flowDone: 12, flowCirculate: 4, entrust: 1 })
  reply('GET', `${BASE}/flowTemplate/PageListAll`, page(TEMPLATES))
  reply('GET', DICTIONARY, { list: [{ id: 'c2', fullName: '工程管理' }, { id: 'c1', fullName: '安全管理' }] })
  reply('GET', `${BASE}/flowTemplate/FlowJsonList/tp1`, [version('f1', '动火作业审批')])
  reply('GET', `${BASE}/flowTemplate/FlowJsonList/tp2`, [version('f2a', '隐患整改（施工）'), version('f2b', '隐患整改（监理）')])
  reply('GET', `${BASE}/flowTemplate/FlowJsonList/tp3`, [])
}

describe('流程中心', () => {
  it('asks the counts with empty category filters and shows them on the entries', async () => {
    backend()
    render(<WorkFlowCentre />)
    await settle()
    expect(sent('/api/visualdev/Dashboard/FlowTodoCount', 'POST')[0].data).toEqual({ toBeReviewedType: [], flowDoneType: [], flowCirculateType: [] })
    expect(within(screen.getByRole('button', { name: '待我审批' })).getByLabelText('3条未读')).toBeInTheDocument()
    expect(screen.getByLabelText('我已审批数量')).toHaveTextContent('12')
    expect(screen.getByLabelText('抄送我的数量')).toHaveTextContent('4')
    expect(screen.getByLabelText('流程委托数量')).toHaveTextContent('1')
  })

  it('every count reads as a number, 0 too, on each entry alike (issue 12)', async () => {
    backend()
    reply('POST', '/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewed: 0, flowDone: 0, flowCirculate: 0, entrust: 0 })
    render(<WorkFlowCentre />)
    await settle()
    for (const name of ['待我审批', '我已审批', '抄送我的', '流程委托']) expect(screen.getByLabelText(`${name}数量`)).toHaveTextContent(/^0$/)
    expect(screen.queryByLabelText(/条未读/)).toBeNull()
  })

  it('each entry and each launch tile has a pictogram of its own, not the first characters of its name (issue 12)', async () => {
    backend()
    reply('GET', `${BASE}/flowTemplate/PageListAll`, page([{ ...TEMPLATES[0], pictogram: 'flame' }, { ...TEMPLATES[1], pictogram: 'triangle-alert' }, TEMPLATES[2]]))
    const { container } = render(<WorkFlowCentre />)
    await settle()
    const srcs = (selector: string) => [...container.querySelectorAll(selector)].map((img) => img.getAttribute('src') ?? '')
    const entries = srcs('.sf-flow-centre__pictogram')
    expect(entries).toHaveLength(5)
    expect(new Set(entries).size).toBe(5)
    expect(entries.every((src) => /\/api\/app\/Pictogram\/[a-z-]+\.svg$/.test(src))).toBe(true)
    expect(screen.queryByText('待我')).toBeNull()
    expect(srcs('.sf-menu-grid__pictogram').map((src) => src.split('/').pop())).toEqual(['flame.svg', 'triangle-alert.svg'])
    // a template without one (a JNPF backend's) keeps its name's characters
    expect(within(screen.getByRole('button', { name: '监理日志' })).getByText('监理')).toBeInTheDocument()
  })

  it.each([
    ['待我审批', '/pages/workFlow/flowTodo/index'],
    ['我已审批', '/pages/workFlow/flowDone/index'],
    ['抄送我的', '/pages/workFlow/flowCopy/index'],
    ['我发起的', '/pages/workFlow/flowLaunch/index'],
    ['流程委托', '/pages/workFlow/entrust/index']
  ])('%s opens %s', async (name, url) => {
    backend()
    render(<WorkFlowCentre />)
    await settle()
    await tap(screen.getByRole('button', { name }))
    expect(navigations()).toEqual([`navigateTo ${url}`])
  })

  it('launchable flows (flowType 0) by category in dictionary order; an unknown category by its id', async () => {
    backend()
    const { container } = render(<WorkFlowCentre />)
    await settle()
    expect(sent(`${BASE}/flowTemplate/PageListAll`)[0].query).toMatchObject({ flowType: '0', currentPage: '1' })
    const titles = [...container.querySelectorAll('.sf-menu-grid__title')].map((el) => el.textContent)
    expect(titles).toEqual(['工程管理', '安全管理', 'x9'])
  })

  it('a flow with one version opens the flow screen to launch it (opType -1, flowId = the version)', async () => {
    backend()
    render(<WorkFlowCentre />)
    await settle()
    await tap(screen.getByRole('button', { name: '动火作业' }))
    expect(sent(`${BASE}/flowTemplate/FlowJsonList/tp1`)[0].query).toEqual({ type: '1' })
    expect(flowOpened()).toEqual([expect.objectContaining({ id: '', flowId: 'f1', opType: -1, fullName: '动火作业审批' })])
  })

  it('a flow with several versions lets the user pick one', async () => {
    backend()
    render(<WorkFlowCentre />)
    await settle()
    await tap(screen.getByRole('button', { name: '隐患整改' }))
    expect(flowOpened()).toEqual([])
    await tap(screen.getByText('隐患整改（监理）'))
    expect(flowOpened()).toEqual([expect.objectContaining({ flowId: 'f2b', opType: -1 })])
  })

  it('a flow with no version to launch says so', async () => {
    backend()
    render(<WorkFlowCentre />)
    await settle()
    await tap(screen.getByRole('button', { name: '监理日志' }))
    expect(flowOpened()).toEqual([])
    expect(toasts()).toContain('该流程暂无可发起的版本')
  })

  it('no launchable flow: 暂无可发起的流程, the entries still work', async () => {
    backend()
    reply('GET', `${BASE}/flowTemplate/PageListAll`, page([]))
    render(<WorkFlowCentre />)
    await settle()
    expect(screen.getByText('暂无可发起的流程')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '待我审批' })).toBeInTheDocument()
  })

  it('the dictionary is cached for the session: a second visit does not ask again', async () => {
    backend()
    const first = render(<WorkFlowCentre />)
    await settle()
    first.unmount()
    render(<WorkFlowCentre />)
    await settle()
    expect(sent(DICTIONARY)).toHaveLength(1)
    expect(sent('/api/visualdev/Dashboard/FlowTodoCount', 'POST')).toHaveLength(2)
  })
})

describe('更多流程', () => {
  it('lists every launchable flow with its category; search sends the keyword', async () => {
    backend()
    render(<AllApp />)
    await settle()
    expect(within(screen.getByRole('button', { name: '动火作业' })).getByText('安全管理')).toBeInTheDocument()
    await search(screen.getByPlaceholderText('搜索流程名称'), '日志')
    expect(sent(`${BASE}/flowTemplate/PageListAll`).map((r) => r.query.keyword)).toEqual([undefined, '日志'])
  })

  it('a tap launches like the process centre', async () => {
    backend()
    render(<AllApp />)
    await settle()
    await tap(screen.getByRole('button', { name: '动火作业' }))
    expect(flowOpened()).toEqual([expect.objectContaining({ flowId: 'f1', opType: -1 })])
  })

  it('pages on: the next page is asked at the end', async () => {
    backend()
    reply('GET', `${BASE}/flowTemplate/PageListAll`, page(TEMPLATES, 30))
    render(<AllApp />)
    await settle()
    await tap(screen.getByRole('button', { name: '加载更多' }))
    expect(sent(`${BASE}/flowTemplate/PageListAll`).map((r) => r.query.currentPage)).toEqual(['1', '2'])
  })

  it('nothing found: 未找到相关流程', async () => {
    backend()
    render(<AllApp />)
    await settle()
    reply('GET', `${BASE}/flowTemplate/PageListAll`, page([]))
    await search(screen.getByPlaceholderText('搜索流程名称'), '不存在')
    expect(screen.getByText('未找到相关流程')).toBeInTheDocument()
  })
})
