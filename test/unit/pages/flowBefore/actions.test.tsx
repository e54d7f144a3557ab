/**
 * 流程详情 actions (API.md 4.3, 4.4): launching through the outbox, the form checked first and
 * kept, the local draft, Candidates deciding between a confirm and the operate page, ErrorForm
 * for nodes without a handler, confirmations before withdraw, recall, delete and terminate.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { fail, handle, reply, taro, toasts } from '../../helpers/taro-server'
import FlowBefore from '@/pages/workFlow/flowBefore/index'
import { parseOperateConfig, takeModel } from '@/components/FlowAction'
import { useDrafts } from '@/stores/drafts'
import { useOutbox } from '@/stores/outbox'
import { typeInto } from '../../components/FormEngine/setup'
import { confirms, declineNextConfirm, page, sent, settle, tap, tearDown } from '../workflow/helpers'
import { approvers, BASE, config, detail, formConfig, launchConfig, launchDetail, openWith, setUpFlow, todoDetail } from './fixtures'

beforeEach(setUpFlow)
afterEach(tearDown)

const NONE = { type: 3, countersignOver: true, list: [] }
const button = (name: string) => screen.getByRole('button', { name })

async function launch (answer = launchDetail()) {
  openWith(launchConfig())
  reply('GET', `${BASE}/FlowBefore/0`, answer)
  render(<FlowBefore />)
  await settle()
}

async function todo (props: Record<string, unknown> = {}) {
  openWith(config({ opType: 1, taskId: 'op1' }))
  reply('GET', `${BASE}/FlowBefore/t1`, todoDetail(props))
  render(<FlowBefore />)
  await settle()
}

describe('launch', () => {
  it('提交: checks the form, asks Candidates/0, confirms, POSTs FlowTask through the outbox and clears the draft', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, NONE)
    reply('POST', `${BASE}/FlowTask`, { id: 't9', ids: ['t9'] }, { msg: '提交成功' })
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患标题'), '3#墩脚手架松动')
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 550)) })
    expect(useDrafts.getState().get('flow:flow_hazard')?.values).toMatchObject({ title: '3#墩脚手架松动' })
    await tap(screen.getByRole('radio', { name: '紧急' }))
    await tap(button('提交'))

    expect(sent(`${BASE}/FlowBefore/Candidates/0`, 'POST')[0].data).toMatchObject({ flowId: 'flow_hazard', formData: { title: '3#墩脚手架松动' } })
    expect(confirms()).toEqual(['提交: 确定提交「隐患整改」吗？'])
    const [post] = sent(`${BASE}/FlowTask`, 'POST')
    expect(post.data).toEqual({ flowId: 'flow_hazard', formData: expect.objectContaining({ title: '3#墩脚手架松动' }), flowUrgent: 3, status: '0' })
    expect(post.header['Idempotency-Key']).toMatch(/^\w{12,}$/)
    expect(toasts()).toContain('提交成功')
    expect(useDrafts.getState().get('flow:flow_hazard')).toBeNull()
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('a required field left empty blocks 提交 with 不能为空, shows the form, asks nothing, and keeps what was typed', async () => {
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患描述'), '护栏缺失两处')
    await tap(screen.getByRole('tab', { name: '流程信息' }))
    await tap(button('提交'))
    expect(toasts()).toEqual(['隐患标题不能为空'])
    // the errors are on the form: it comes forward
    expect(screen.getByRole('tab', { name: '表单信息' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('隐患标题不能为空')).toBeInTheDocument()
    expect(sent(`${BASE}/FlowBefore/Candidates/0`, 'POST')).toHaveLength(0)
    expect((screen.getByPlaceholderText('请输入隐患描述') as HTMLTextAreaElement).value).toBe('护栏缺失两处')
  })

  it('opens with the draft typed before, and says it was saved', async () => {
    useDrafts.getState().save('flow:flow_hazard', { title: '昨天没提交的隐患' })
    await launch()
    expect((screen.getByPlaceholderText('请输入隐患标题') as HTMLInputElement).value).toBe('昨天没提交的隐患')
    expect(screen.getByText(/^已自动保存草稿 \d\d:\d\d$/)).toBeInTheDocument()
  })

  it('暂存 saves as a draft task (status "1") without checking the form', async () => {
    reply('POST', `${BASE}/FlowTask`, { id: 't9' })
    await launch()
    await tap(button('暂存'))
    expect(sent(`${BASE}/FlowTask`, 'POST')[0].data).toMatchObject({ flowId: 'flow_hazard', status: '1', flowUrgent: 1 })
    expect(toasts()).toEqual(['保存成功'])
  })

  it('resubmitting my returned task PUTs FlowTask/{id}', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, NONE)
    reply('PUT', `${BASE}/FlowTask/t1`, null)
    openWith(config({ opType: -1, status: 3 }))
    reply('GET', `${BASE}/FlowBefore/t1`, detail({}, { status: 3 }))
    render(<FlowBefore />)
    await settle()
    await tap(button('提交'))
    expect(sent(`${BASE}/FlowBefore/Candidates/0`, 'POST')[0].data).toMatchObject({ taskId: 't1' })
    expect(sent(`${BASE}/FlowTask/t1`, 'PUT')[0].data).toMatchObject({ status: '0', formData: { title: '2#墩临边防护缺失' } })
  })

  it('no network: kept in the outbox with its key, the user told, the draft kept until it goes', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, NONE)
    handle('POST', `${BASE}/FlowTask`, () => ({ networkError: 'request:fail' }))
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患标题'), '隧道口落石')
    await tap(button('提交'))
    expect(toasts()).toContain('网络不可用，已保存到待发送，联网后自动提交')
    const [entry] = useOutbox.getState().entries
    expect(entry).toMatchObject({ method: 'POST', url: expect.stringContaining('/FlowTask'), draftKey: 'flow:flow_hazard', state: 'pending' })
    expect(useDrafts.getState().get('flow:flow_hazard')?.values).toMatchObject({ title: '隧道口落石' })
    expect(taro.navigateBack).toHaveBeenCalled()
  })

  it('no network even for Candidates: asks whether to keep it for later, then it waits in the outbox', async () => {
    handle('POST', `${BASE}/FlowBefore/Candidates/0`, () => ({ networkError: 'request:fail' }))
    handle('POST', `${BASE}/FlowTask`, () => ({ networkError: 'request:fail' }))
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患标题'), '隧道口落石')
    await tap(button('提交'))
    expect(confirms()).toEqual(['网络不可用: 暂时无法确认下一步的审批人。是否先保存到待发送，联网后自动提交？'])
    expect(useOutbox.getState().entries).toEqual([expect.objectContaining({ url: expect.stringContaining('/FlowTask'), state: 'pending' })])
    expect(toasts()).toContain('网络不可用，已保存到待发送，联网后自动提交')
  })

  it('nodes without a handler: ErrorForm, users picked per node, the same call again with errorRuleUserList', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, NONE)
    reply('GET', '/api/permission/Users/ImUser', page([{ id: 'u7', realName: '赵工', account: 'zhaogong', department: '监理部' }]))
    let calls = 0
    handle('POST', `${BASE}/FlowTask`, () => ({ body: ++calls === 1 ? { code: 200, msg: '请选择审批人', data: [{ nodeId: 'hazard_verify', nodeName: '监理复查' }] } : { code: 200, msg: '提交成功', data: { id: 't9' } } }))
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患标题'), '隧道口落石')
    await tap(button('提交'))
    expect(taro.navigateBack).not.toHaveBeenCalled()
    expect(screen.getByText('以下节点没有审批人，请为其选择审批人后重新提交')).toBeInTheDocument()
    await tap(screen.getByText('确定'))
    expect(toasts()).toContain('请选择监理复查的审批人')
    await tap(button('选择监理复查审批人'))
    await tap(screen.getByRole('checkbox', { name: '赵工' }))
    await tap(screen.getByText('确定'))
    expect(screen.getByText('赵工')).toBeInTheDocument()
    await tap(screen.getByText('确定'))
    const posts = sent(`${BASE}/FlowTask`, 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1].data).toMatchObject({ formData: { title: '隧道口落石' }, errorRuleUserList: { hazard_verify: ['u7'] } })
    expect(posts[1].header['Idempotency-Key']).not.toBe(posts[0].header['Idempotency-Key'])
    expect(toasts()).toContain('提交成功')
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('a refusal is toasted and the user stays with what they typed', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, NONE)
    fail('POST', `${BASE}/FlowTask`, '您没有发起该流程的权限')
    await launch()
    typeInto(screen.getByPlaceholderText('请输入隐患标题'), '隧道口落石')
    await tap(button('提交'))
    expect(toasts()).toContain('您没有发起该流程的权限')
    expect(taro.navigateBack).not.toHaveBeenCalled()
    expect((screen.getByPlaceholderText('请输入隐患标题') as HTMLInputElement).value).toBe('隧道口落石')
  })
})

describe('todo', () => {
  it('Candidates type 3 and nothing to write or sign: a confirm, then Audit/{taskOperatorId} with the form', async () => {
    reply('POST', `${BASE}/FlowBefore/Candidates/op1`, NONE)
    reply('POST', `${BASE}/FlowBefore/Audit/op1`, null, { msg: '审核成功' })
    await todo()
    typeInto(screen.getByPlaceholderText('请输入整改措施'), '已加装临边护栏')
    await tap(button('整改完成'))
    expect(sent(`${BASE}/FlowBefore/Candidates/op1`, 'POST')[0].data).toMatchObject({ formData: { rectifyMeasure: '已加装临边护栏' }, taskId: 't1' })
    expect(confirms()).toEqual(['整改完成: 确定整改完成吗？'])
    const [audit] = sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')
    expect(audit.data).toMatchObject({ flowId: 'flow_hazard', formData: { title: '2#墩临边防护缺失', rectifyMeasure: '已加装临边护栏' } })
    expect(audit.header['Idempotency-Key']).toBeTruthy()
    expect(toasts()).toContain('已整改完成') // what the button said (issue 12), not 审核成功
  })

  it('the node\'s required field blocks 整改完成 before anything is asked', async () => {
    await todo()
    await tap(button('整改完成'))
    expect(toasts()).toEqual(['整改措施不能为空'])
    expect(sent(`${BASE}/FlowBefore/Candidates/op1`, 'POST')).toHaveLength(0)
  })

  it('Candidates type 2: the operate page opens with the candidates, the flags and the model kept for it', async () => {
    const list = [{ nodeId: 'n_chief', nodeName: '总监', isCandidates: true, isBranchFlow: false, hasCandidates: true }]
    reply('POST', `${BASE}/FlowBefore/Candidates/op1`, { type: 2, countersignOver: true, list })
    await todo({ hasSign: true })
    typeInto(screen.getByPlaceholderText('请输入整改措施'), '已加装临边护栏')
    await tap(button('整改完成'))
    expect(confirms()).toEqual([])
    const url = taro.navigateTo.mock.calls[0][0].url as string
    expect(url).toMatch(/^\/pages\/workFlow\/operate\/index\?config=/)
    const operate = parseOperateConfig(decodeURIComponent(url.split('config=')[1]))!
    expect(operate).toMatchObject({
      eventType: 'audit', title: '整改完成', action: 'audit', actionId: 'op1', taskOperatorId: 'op1', flowId: 'flow_hazard', taskId: 't1',
      hasSign: true, candidateType: 2, candidates: list, draftKey: 'todo:op1', fullName: '张三上报的隐患整改'
    })
    expect(takeModel(operate.modelKey)).toMatchObject({ formData: { rectifyMeasure: '已加装临边护栏' } })
    expect(sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')).toHaveLength(0)
  })

  describe('a node with hasSign whose form has the handler\'s own 签字 field (整改完成)', () => {
    const SIGNED = 'data:image/svg+xml;base64,U0lH'
    const signForm = { ...formConfig, fields: [...formConfig.fields, { __config__: { jnpfKey: 'sign', label: '整改责任人签字', required: false }, __vModel__: 'rectifySign' }] }
    const signOperates = [
      { id: 'title', read: true, write: false, required: false },
      { id: 'rectifyMeasure', read: true, write: true, required: true },
      { id: 'rectifySign', read: true, write: true, required: false }
    ]
    async function signingTodo (formData: Record<string, unknown>, draftData: Record<string, unknown> | null) {
      reply('POST', `${BASE}/FlowBefore/Candidates/op1`, NONE)
      openWith(config({ opType: 1, taskId: 'op1' }))
      reply('GET', `${BASE}/FlowBefore/t1`, detail({
        formOperates: signOperates, approversProperties: { ...approvers, hasSign: true, hasOpinion: true }, formData, draftData,
        flowFormInfo: { ...detail().flowFormInfo, propertyJson: JSON.stringify(signForm) }
      }))
      render(<FlowBefore />)
      await settle()
      await tap(button('整改完成'))
      const url = taro.navigateTo.mock.calls[0][0].url as string
      return parseOperateConfig(decodeURIComponent(url.split('config=')[1]))!
    }

    it('signed in the form at this step: the operate page does not ask for a second signature', async () => {
      const operate = await signingTodo({ title: '2#墩临边防护缺失' }, { rectifyMeasure: '已加装临边护栏', rectifySign: SIGNED })
      expect(operate).toMatchObject({ eventType: 'audit', hasSign: false, hasOpinion: true })
      expect(takeModel(operate.modelKey)).toMatchObject({ formData: { rectifySign: SIGNED } })
    })

    it('a signature the form held from an earlier round is not this step\'s: the operate page asks for one', async () => {
      const operate = await signingTodo({ title: '2#墩临边防护缺失', rectifyMeasure: '已加装临边护栏', rectifySign: SIGNED }, null)
      expect(operate).toMatchObject({ eventType: 'audit', hasSign: true })
    })
  })

  it('退回 opens the operate page for a return; 转办 and 加签 from 更多 too', async () => {
    await todo()
    await tap(button('退回上报人'))
    await tap(button('更多'))
    await tap(screen.getByText('转办'))
    const opened = taro.navigateTo.mock.calls.map((c) => parseOperateConfig(decodeURIComponent((c[0].url as string).split('config=')[1])))
    expect(opened.map((o) => [o?.eventType, o?.action, o?.actionId, o?.rejectType])).toEqual([['reject', 'reject', 'op1', 2], ['transfer', 'transfer', 'op1', 2]])
  })

  it('终止 is confirmed and sent as Cancel/{taskId}; declined, nothing goes', async () => {
    reply('POST', `${BASE}/FlowBefore/Cancel/t1`, null)
    await todo()
    declineNextConfirm()
    await tap(button('更多'))
    await tap(screen.getByText('终止'))
    expect(sent(`${BASE}/FlowBefore/Cancel/t1`, 'POST')).toHaveLength(0)
    await tap(button('更多'))
    await tap(screen.getByText('终止'))
    expect(confirms()).toEqual(['终止流程: 确定终止该流程吗？终止后流程结束，无法恢复。', '终止流程: 确定终止该流程吗？终止后流程结束，无法恢复。'])
    expect(sent(`${BASE}/FlowBefore/Cancel/t1`, 'POST')).toHaveLength(1)
    expect(toasts()).toContain('终止成功')
  })

  it('暂存 sends SaveAudit with the form as it is', async () => {
    reply('POST', `${BASE}/FlowBefore/SaveAudit/op1`, null)
    await todo()
    typeInto(screen.getByPlaceholderText('请输入整改措施'), '护栏已到场')
    await tap(button('更多'))
    await tap(screen.getByText('暂存'))
    expect(sent(`${BASE}/FlowBefore/SaveAudit/op1`, 'POST')[0].data).toMatchObject({ formData: { rectifyMeasure: '护栏已到场' } })
    expect(toasts()).toContain('保存成功')
  })
})

describe('mine and done', () => {
  it('撤回 my task asks first, then PUTs FlowLaunch/{id}/Actions/Withdraw', async () => {
    reply('PUT', `${BASE}/FlowLaunch/t1/Actions/Withdraw`, null)
    openWith(config())
    reply('GET', `${BASE}/FlowBefore/t1`, detail())
    render(<FlowBefore />)
    await settle()
    declineNextConfirm()
    await tap(button('撤回'))
    expect(sent(`${BASE}/FlowLaunch/t1/Actions/Withdraw`, 'PUT')).toHaveLength(0)
    await tap(button('撤回'))
    expect(confirms()[1]).toBe('撤回流程: 确定撤回该流程吗？撤回后可重新编辑提交。')
    expect(sent(`${BASE}/FlowLaunch/t1/Actions/Withdraw`, 'PUT')).toHaveLength(1)
    expect(toasts()).toContain('撤回成功')
  })

  it('催办 asks, then POSTs FlowLaunch/Press/{id}', async () => {
    reply('POST', `${BASE}/FlowLaunch/Press/t1`, null)
    openWith(config())
    reply('GET', `${BASE}/FlowBefore/t1`, detail())
    render(<FlowBefore />)
    await settle()
    await tap(button('催办'))
    expect(sent(`${BASE}/FlowLaunch/Press/t1`, 'POST')).toHaveLength(1)
    expect(toasts()).toContain('催办成功')
  })

  it('撤回 my approval asks first, then POSTs Recall/{the done row id}', async () => {
    reply('POST', `${BASE}/FlowBefore/Recall/rec9`, null)
    openWith(config({ opType: 2, taskId: 'rec9' }))
    reply('GET', `${BASE}/FlowBefore/t1`, detail())
    render(<FlowBefore />)
    await settle()
    declineNextConfirm()
    await tap(button('撤回'))
    expect(sent(`${BASE}/FlowBefore/Recall/rec9`, 'POST')).toHaveLength(0)
    await tap(button('撤回'))
    expect(confirms()).toEqual(['撤回审批: 确定撤回您的审批吗？', '撤回审批: 确定撤回您的审批吗？'])
    expect(sent(`${BASE}/FlowBefore/Recall/rec9`, 'POST')).toHaveLength(1)
  })

  it('删除 a withdrawn task asks first, then DELETEs FlowLaunch/{id}', async () => {
    reply('DELETE', `${BASE}/FlowLaunch/t1`, null)
    openWith(config({ opType: -1, status: 4 }))
    reply('GET', `${BASE}/FlowBefore/t1`, detail({}, { status: 4 }))
    render(<FlowBefore />)
    await settle()
    await tap(button('删除'))
    expect(confirms()).toEqual(['删除流程: 确定删除该流程吗？删除后无法恢复。'])
    expect(sent(`${BASE}/FlowLaunch/t1`, 'DELETE')).toHaveLength(1)
    expect(toasts()).toContain('删除成功')
  })
})
