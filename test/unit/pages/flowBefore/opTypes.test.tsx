/**
 * 流程详情 by opType (API.md 4.1, 4.2): the detail call, the tabs, what the form lets the user
 * change, and the action bar; the flow chart's past and current nodes; the records.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { reply, taro } from '../../helpers/taro-server'
import FlowBefore from '@/pages/workFlow/flowBefore/index'
import { decodeJsonBase64 } from '@/core/base64'
import { timeFormat } from '@/core/format'
import { BASE, config, detail, launchConfig, launchDetail, openWith, record, setUpFlow, todoDetail } from './fixtures'
import { sent, settle, tap, tearDown } from '../workflow/helpers'
import { typeInto } from '../../components/FormEngine/setup'

beforeEach(setUpFlow)
afterEach(tearDown)

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent)
const bar = () => screen.queryAllByRole('button').filter((b) => b.getAttribute('data-action')).map((b) => b.textContent)
const inputs = () => document.querySelectorAll('.sf-flow__pane input, .sf-flow__pane textarea')

async function show (c: Record<string, unknown>, answer: unknown, path = `${BASE}/FlowBefore/t1`) {
  openWith(c)
  reply('GET', path, answer)
  render(<FlowBefore />)
  await settle()
}

describe('opType -1: a new launch', () => {
  it('asks FlowBefore/0 with the flowId; form and flow tabs; 暂存 and 提交; the form can be filled', async () => {
    await show(launchConfig(), launchDetail(), `${BASE}/FlowBefore/0`)
    expect(sent(`${BASE}/FlowBefore/0`)[0].query).toEqual({ flowId: 'flow_hazard' })
    expect(tabs()).toEqual(['表单信息', '流程信息'])
    expect(bar()).toEqual(['暂存', '提交'])
    expect(screen.getByPlaceholderText('请输入隐患标题')).toBeInTheDocument()
    // the start node hides what the contractor fills later
    expect(screen.queryByText('整改措施')).toBeNull()
    expect(screen.getByRole('radiogroup', { name: '紧急程度' })).toBeInTheDocument()
    expect(taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '隐患整改' })
  })

  it('my returned task opened for editing: its values, 删除 when withdrawn', async () => {
    await show(config({ opType: -1, status: 4 }), detail({}, { status: 4 }))
    expect((screen.getByPlaceholderText('请输入隐患标题') as HTMLInputElement).value).toBe('2#墩临边防护缺失')
    expect(bar()).toEqual(['删除', '暂存', '提交'])
  })
})

describe('opType 0: my task', () => {
  it('in approval: every tab the start node allows, 催办 and 撤回, the form read-only', async () => {
    await show(config(), detail())
    expect(sent(`${BASE}/FlowBefore/t1`)[0].query).toEqual({ taskNodeId: 'tn_hazard_rectify', flowId: 'flow_hazard' })
    expect(tabs()).toEqual(['表单信息', '流程信息', '流转记录', '审批汇总', '流程评论'])
    expect(bar()).toEqual(['催办', '撤回'])
    expect(inputs()).toHaveLength(0)
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
    expect(screen.getByText('审核中')).toBeInTheDocument()
  })

  it('the head names the flow and the task\'s number, never the flow\'s code (issue 12)', async () => {
    await show(config(), detail({}, { enCode: '' }))
    const head = document.querySelector('.sf-flow__meta') as HTMLElement
    expect(head.textContent).toContain('隐患整改')
    expect(head.textContent).not.toContain('hazardRectify')
  })

  it('returned: 编辑 reopens the same task editable (opType -1)', async () => {
    await show(config({ status: 3 }), detail({}, { status: 3 }))
    expect(bar()).toEqual(['编辑'])
    await tap(screen.getByRole('button', { name: '编辑' }))
    const url = taro.redirectTo.mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/workFlow\/flowBefore\/index\?config=/)
    expect(decodeJsonBase64(decodeURIComponent(url.split('config=')[1]))).toMatchObject({ id: 't1', opType: -1, status: 3 })
  })

  it('approved: nothing to do', async () => {
    await show(config({ status: 2 }), detail({}, { status: 2 }))
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
    expect(bar()).toEqual([])
  })
})

describe('opType 1: my todo', () => {
  it('sends the operator id; the node\'s buttons and words; its fields editable, the others read-only', async () => {
    await show(config({ opType: 1, taskId: 'op1' }), todoDetail())
    expect(sent(`${BASE}/FlowBefore/t1`)[0].query).toEqual({ taskNodeId: 'tn_hazard_rectify', taskOperatorId: 'op1', flowId: 'flow_hazard' })
    expect(bar()).toEqual(['更多', '退回上报人', '整改完成'])
    expect(screen.getByRole('button', { name: '整改完成' })).toHaveClass('sf-flow-bar__btn--audit')
    expect(screen.getByPlaceholderText('请输入整改措施')).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('请输入隐患标题')).toBeNull()
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
  })

  it('更多 lists transfer, add signer, save and terminate; a message-opened todo hides terminate', async () => {
    await show(config({ opType: 1, taskId: 'op1' }), todoDetail())
    await tap(screen.getByRole('button', { name: '更多' }))
    expect(screen.getByText('转办')).toBeInTheDocument()
    expect(screen.getByText('加签')).toBeInTheDocument()
    expect(screen.getByText('暂存')).toBeInTheDocument()
    expect(screen.getByText('终止')).toBeInTheDocument()
  })

  it('hideCancelBtn (from a message): no terminate', async () => {
    await show(config({ opType: 1, taskId: 'op1', hideCancelBtn: true }), todoDetail())
    await tap(screen.getByRole('button', { name: '更多' }))
    expect(screen.queryByText('终止')).toBeNull()
  })

  it('a todo no longer mine to handle: read-only, no buttons, says so', async () => {
    await show(config({ opType: 1, taskId: 'op1' }), detail())
    expect(bar()).toEqual([])
    expect(inputs()).toHaveLength(0)
    expect(screen.getByText('该待办已处理或无需您处理，当前仅可查看')).toBeInTheDocument()
  })

  it('starts from the todo\'s saved draft', async () => {
    await show(config({ opType: 1, taskId: 'op1' }), { ...todoDetail(), draftData: { ...detail().formData, rectifyMeasure: '已加装护栏' } })
    expect((screen.getByPlaceholderText('请输入整改措施') as HTMLTextAreaElement).value).toBe('已加装护栏')
  })
})

describe('opType 2 and 3', () => {
  it('done: only 撤回, read-only', async () => {
    await show(config({ opType: 2, taskId: 'rec9' }), detail())
    expect(bar()).toEqual(['撤回'])
    expect(inputs()).toHaveLength(0)
  })

  it('copied to me: read-only and no bar', async () => {
    await show(config({ opType: 3 }), detail())
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
    expect(bar()).toEqual([])
    expect(screen.queryByRole('toolbar')).toBeNull()
    expect(inputs()).toHaveLength(0)
  })
})

describe('tabs', () => {
  it('流程信息 marks past and current nodes, names the handlers, shows the branches', async () => {
    await show(config(), detail())
    await tap(screen.getByRole('tab', { name: '流程信息' }))
    const step = (name: string) => screen.getByLabelText(name)
    expect(step('安全员上报')).toHaveAttribute('data-state', 'past')
    expect(step('施工单位整改')).toHaveAttribute('data-state', 'current')
    expect(step('监理复查')).toHaveAttribute('data-state', 'pending')
    expect(within(step('施工单位整改')).getByText('王五')).toBeInTheDocument()
    expect(screen.getByText('重大隐患')).toBeInTheDocument()
    expect(step('总监审批')).toHaveAttribute('data-state', 'pending')
    expect(step('结束')).toHaveAttribute('data-state', 'pending')
  })

  it('流转记录: who, what, opinion, time, signature', async () => {
    await show(config(), detail({
      flowTaskOperatorRecordList: [record('r1'), record('r2', { userName: '王五', handleStatus: 0, handleOpinion: '照片不清楚', signImg: 'data:image/svg+xml;base64,AA==', nodeName: '施工单位整改' })]
    }))
    await tap(screen.getByRole('tab', { name: '流转记录' }))
    expect(screen.getByLabelText('张三提交')).toBeInTheDocument()
    const returned = screen.getByLabelText('王五退回')
    expect(within(returned).getByText('照片不清楚')).toBeInTheDocument()
    expect(within(returned).getByLabelText('签名')).toHaveAttribute('src', 'data:image/svg+xml;base64,AA==')
    expect(within(returned).getByText(timeFormat(1700000000000, 'yyyy-mm-dd hh:MM'))).toBeInTheDocument()
  })

  it('审批汇总 loads RecordList when shown; 流程评论 opens the comment page; the form keeps what was typed', async () => {
    reply('GET', `${BASE}/FlowBefore/RecordList/t1`, [{ id: 'g1', fullName: '施工单位整改', userName: '', list: [{ id: 'x', userName: '王五', handleStatus: 1, handleOpinion: '已整改', handleTime: 0, signImg: '', fileList: '[]', list: [] }] }])
    await show(config({ opType: 1, taskId: 'op1' }), todoDetail())
    typeInto(screen.getByPlaceholderText('请输入整改措施'), '已整改完毕')
    expect(sent(`${BASE}/FlowBefore/RecordList/t1`)).toHaveLength(0)
    await tap(screen.getByRole('tab', { name: '审批汇总' }))
    expect(screen.getByLabelText('王五同意')).toBeInTheDocument()
    await tap(screen.getByRole('tab', { name: '流程评论' }))
    await tap(screen.getByText('进入流程评论'))
    expect(taro.navigateTo.mock.calls[0][0].url).toBe('/pages/workFlow/comment/index?taskId=t1')
    await tap(screen.getByRole('tab', { name: '表单信息' }))
    expect((screen.getByPlaceholderText('请输入整改措施') as HTMLTextAreaElement).value).toBe('已整改完毕')
  })
})

it('unreadable config: an error and no call', async () => {
  taro.__setRouterParams({ config: 'nonsense' })
  render(<FlowBefore />)
  await settle()
  expect(screen.getByRole('alert')).toHaveTextContent('参数错误，请返回重试')
  expect(taro.request).not.toHaveBeenCalled()
})
