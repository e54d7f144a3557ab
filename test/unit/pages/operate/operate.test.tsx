/**
 * 审批操作 (API.md 4.4 step 2): the config it accepts, what it asks for by event, its checks
 * (signature, candidates, return node, target person), and the body it sends through the outbox
 * before going back past the flow screen.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { handle, reply, taro, toasts } from '../../helpers/taro-server'
import OperatePage from '@/pages/workFlow/operate/index'
import { keepModel, operateQuery, type OperateConfig } from '@/components/FlowAction'
import { useDrafts } from '@/stores/drafts'
import { useOutbox } from '@/stores/outbox'
import { useSession } from '@/stores/session'
import { typeInto } from '../../components/FormEngine/setup'
import { BASE, page, sent, settle, tap, tearDown } from '../workflow/helpers'
import { setUpFlow } from '../flowBefore/fixtures'

let bus: ReturnType<typeof setUpFlow>
beforeEach(() => {
  bus = setUpFlow()
  reply('GET', '/api/system/CommonWords/Selector', { list: [{ id: 'w1', commonWordsText: '同意' }, { id: 'w2', commonWordsText: '已现场核实' }] })
})
afterEach(tearDown)

const SIGN = 'data:image/svg+xml;base64,PHN2Zy8+'
const MODEL = { flowId: 'flow_hazard', formData: { title: '2#墩临边防护缺失', rectifyMeasure: '已加装护栏' } }

function open (over: Partial<OperateConfig> = {}, model: object | null = MODEL) {
  const config: OperateConfig = {
    eventType: 'audit', title: '整改完成', fullName: '张三上报的隐患整改', action: 'audit', actionId: 'op1', taskOperatorId: 'op1',
    flowId: 'flow_hazard', taskId: 't1', hasOpinion: true, hasSign: false, isCustomCopy: false, modelKey: model ? keepModel(model) : 'gone',
    draftKey: 'todo:op1', ...over
  }
  // the navigation query encodes the already encoded value once more
  taro.__setRouterParams({ config: encodeURIComponent(operateQuery(config).config) })
  render(<OperatePage />)
  return settle()
}

const confirmButton = (name = '整改完成') => screen.getByRole('button', { name })

it('audit with a signature required: 请签名 until signed, then Audit/{id} with the model, opinion and signature; back to the list', async () => {
  useSession.setState({ userInfo: { ...useSession.getState().userInfo!, signImg: SIGN } })
  reply('POST', `${BASE}/FlowBefore/Audit/op1`, null, { msg: '审核成功' })
  useDrafts.getState().save('todo:op1', { rectifyMeasure: '已加装护栏' })
  await open({ hasSign: true })
  expect(taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '整改完成' })
  typeInto(screen.getByLabelText('审批意见'), '护栏已加装')
  await tap(screen.getByText('已现场核实'))
  await tap(confirmButton())
  expect(toasts()).toEqual(['请签名'])
  expect(sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')).toHaveLength(0)

  await tap(screen.getByRole('button', { name: '使用我的签名' }))
  expect(screen.getByLabelText('签名')).toHaveAttribute('src', SIGN)
  await tap(confirmButton())
  const [audit] = sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')
  expect(audit.data).toEqual({ ...MODEL, handleOpinion: '护栏已加装，已现场核实', fileList: [], signImg: SIGN })
  expect(audit.header['Idempotency-Key']).toBeTruthy()
  expect(toasts()).toContain('已整改完成') // what the button said (issue 12), not 审核成功
  expect(useDrafts.getState().get('todo:op1')).toBeNull()
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
})

it('the signature pad: 点击签名 opens it with 确定 and 取消', async () => {
  await open({ hasSign: true })
  await tap(screen.getByRole('button', { name: '点击签名' }))
  expect(screen.getByLabelText('签名板')).toBeInTheDocument()
  expect(screen.getByText('请在下方区域内签名')).toBeInTheDocument()
})

it('candidates (type 2): picked on the candidate page, sent back by event, sent as candidateList', async () => {
  reply('POST', `${BASE}/FlowBefore/Audit/op1`, null)
  await open({
    hasOpinion: false,
    candidateType: 2,
    countersignOver: true,
    candidates: [{ nodeId: 'n_chief', nodeName: '总监', isCandidates: true, isBranchFlow: false, hasCandidates: true }]
  })
  await tap(confirmButton())
  expect(toasts()).toEqual(['请选择总监的审批人'])
  await tap(screen.getByRole('button', { name: '选择总监审批人' }))
  const url = taro.navigateTo.mock.calls[0][0].url as string
  expect(url).toMatch(/^\/pages\/workFlow\/candiDateUserSelect\/index\?data=/)
  const data = JSON.parse(decodeURIComponent(decodeURIComponent(url.split('data=')[1])))
  expect(data).toEqual({ nodeId: 'n_chief', nodeName: '总监', taskId: 'op1', formData: { flowId: 'flow_hazard', taskId: 't1' }, selected: [] })

  act(() => { bus.trigger('confirm', [{ id: 'u_zj', fullName: '钱总监', headIcon: '', organize: '监理部' }], 'n_chief') })
  await settle()
  expect(screen.getByText('钱总监')).toBeInTheDocument()
  await tap(confirmButton())
  expect(sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')[0].data).toEqual({
    ...MODEL, candidateType: 2, countersignOver: true, candidateList: { n_chief: ['u_zj'] }
  })
})

it('branches (type 1): one at least; the candidates of a chosen branch only', async () => {
  reply('POST', `${BASE}/FlowTask`, { id: 't9' })
  await open({
    eventType: 'submit', title: '提交', action: 'launch', actionId: undefined, taskOperatorId: '', taskId: '', hasOpinion: false,
    candidateType: 1,
    candidates: [
      { nodeId: 'b_big', nodeName: '专家论证', isCandidates: true, isBranchFlow: true, hasCandidates: true },
      { nodeId: 'b_small', nodeName: '监理审查', isCandidates: false, isBranchFlow: true, hasCandidates: false }
    ]
  }, { flowId: 'flow_plan', formData: { name: '方案' }, flowUrgent: 1, status: '0' })
  expect(screen.queryByLabelText('审批意见')).toBeNull()
  await tap(confirmButton('提交'))
  expect(toasts()).toEqual(['请选择分支'])
  expect(screen.queryByRole('button', { name: '选择专家论证审批人' })).toBeNull()
  await tap(screen.getByRole('checkbox', { name: '监理审查' }))
  await tap(confirmButton('提交'))
  expect(sent(`${BASE}/FlowTask`, 'POST')[0].data).toEqual({
    flowId: 'flow_plan', formData: { name: '方案' }, flowUrgent: 1, status: '0', candidateType: 1, branchList: ['b_small'], candidateList: {}
  })
})

it('reject: RejectList, the nearest node chosen, the return type; Reject/{id} with rejectStep and rejectType', async () => {
  reply('GET', `${BASE}/FlowBefore/RejectList/op1`, { list: [{ id: 'tn_start', nodeName: '安全员上报', nodeCode: 'hazard_start' }, { id: 'tn_rect', nodeName: '施工单位整改', nodeCode: 'hazard_rectify' }], isLastAppro: true })
  reply('POST', `${BASE}/FlowBefore/Reject/op1`, null, { msg: '退回成功' })
  await open({ eventType: 'reject', title: '整改不合格', action: 'reject', rejectType: 2 }, {})
  expect(screen.getByRole('radio', { name: '施工单位整改' })).toHaveAttribute('aria-checked', 'true')
  expect(screen.getByRole('radio', { name: '直接提交给我' })).toHaveAttribute('aria-checked', 'true')
  await tap(screen.getByRole('radio', { name: '安全员上报' }))
  await tap(screen.getByRole('radio', { name: '重新审批' }))
  typeInto(screen.getByLabelText('审批意见'), '护栏高度不足')
  await tap(confirmButton('整改不合格'))
  expect(sent(`${BASE}/FlowBefore/Reject/op1`, 'POST')[0].data).toEqual({ handleOpinion: '护栏高度不足', fileList: [], rejectStep: 'tn_start', rejectType: 1 })
  expect(toasts()).toContain('退回成功')
})

it('transfer: the person is required; Transfer/{id} with freeApproverUserId', async () => {
  reply('GET', '/api/permission/Users/ImUser', page([{ id: 'u8', realName: '孙工', account: 'sungong' }]))
  reply('POST', `${BASE}/FlowBefore/Transfer/op1`, null)
  await open({ eventType: 'transfer', title: '转办', action: 'transfer' }, {})
  await tap(confirmButton('转办'))
  expect(toasts()).toEqual(['请选择转办人'])
  await tap(screen.getByRole('button', { name: '选择转办人' }))
  await tap(screen.getByRole('option', { name: '孙工' }))
  expect(screen.getByText('孙工')).toBeInTheDocument()
  await tap(confirmButton('转办'))
  expect(sent(`${BASE}/FlowBefore/Transfer/op1`, 'POST')[0].data).toEqual({ handleOpinion: '', fileList: [], freeApproverUserId: 'u8' })
})

it('add signer: before or after me; copy-to people when the node lets me name them', async () => {
  reply('GET', '/api/permission/Users/ImUser', page([{ id: 'u8', realName: '孙工' }, { id: 'u9', realName: '周工' }]))
  reply('POST', `${BASE}/FlowBefore/freeApprover/op1`, null)
  await open({ eventType: 'freeApprover', title: '加签', action: 'freeApprover' }, { formData: { a: 1 } })
  await tap(screen.getByRole('button', { name: '选择加签人' }))
  await tap(screen.getByRole('option', { name: '周工' }))
  await tap(screen.getByRole('radio', { name: '在我之前审批' }))
  await tap(confirmButton('加签'))
  expect(sent(`${BASE}/FlowBefore/freeApprover/op1`, 'POST')[0].data).toEqual({
    formData: { a: 1 }, handleOpinion: '', fileList: [], freeApproverUserId: 'u9', freeApproverType: 1
  })
})

it('copy-to (isCustomCopy): several people as copyIds', async () => {
  reply('GET', '/api/permission/Users/ImUser', page([{ id: 'u8', realName: '孙工' }, { id: 'u9', realName: '周工' }]))
  reply('POST', `${BASE}/FlowBefore/Audit/op1`, null)
  await open({ isCustomCopy: true, title: '同意销号' })
  await tap(screen.getByRole('button', { name: '选择抄送人' }))
  await tap(screen.getByRole('checkbox', { name: '孙工' }))
  await tap(screen.getByRole('checkbox', { name: '周工' }))
  await tap(screen.getByText('确定'))
  await tap(confirmButton('同意销号'))
  expect(sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')[0].data).toMatchObject({ copyIds: 'u8,u9' })
})

it('photos: up to 3 uploaded and sent as fileList', async () => {
  taro.chooseImage.mockResolvedValue({ tempFilePaths: ['/tmp/a.jpg'] })
  reply('POST', '/api/file/Uploader/annexpic', { name: 'a.jpg', url: '/api/file/Image/annexpic/a.jpg', fileVersionId: 'fv1' })
  reply('POST', `${BASE}/FlowBefore/Audit/op1`, null)
  await open()
  await tap(screen.getByRole('button', { name: '添加附件' }))
  expect(screen.getByText('附件（1/3）')).toBeInTheDocument()
  await tap(confirmButton())
  expect(sent(`${BASE}/FlowBefore/Audit/op1`, 'POST')[0].data).toMatchObject({ fileList: [{ name: 'a.jpg', fileId: 'fv1', url: '/api/file/Image/annexpic/a.jpg' }] })
})

it('a dropped network: waits in the outbox with its key, the user told, back to the list', async () => {
  handle('POST', `${BASE}/FlowBefore/Audit/op1`, () => ({ networkError: 'request:fail timeout' }))
  await open()
  await tap(confirmButton())
  expect(toasts()).toContain('网络不可用，已保存到待发送，联网后自动提交')
  expect(useOutbox.getState().entries).toEqual([expect.objectContaining({ url: expect.stringContaining('/FlowBefore/Audit/op1'), label: '整改完成：张三上报的隐患整改', state: 'pending' })])
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
})

it('opened without its model (an H5 reload): says so, sends nothing', async () => {
  await open({}, null)
  expect(screen.getByRole('alert')).toHaveTextContent('操作已失效，请返回流程重新操作')
})

it('an unreadable config: an error', async () => {
  taro.__setRouterParams({ config: '%7Bnope' })
  render(<OperatePage />)
  await settle()
  expect(screen.getByRole('alert')).toHaveTextContent('参数错误，请返回重试')
})
