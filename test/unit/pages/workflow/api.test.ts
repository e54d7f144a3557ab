/**
 * src/api/workflow.ts against the fake backend: every action's method, path and id, the
 * nodes-without-approver answer (API.md 4.3), and the calls no screen of this set makes.
 */
import { fail, reply, requests, resetTaro } from '../../helpers/taro-server'
import * as api from '@/api/workflow'
import { BASE } from './helpers'

beforeEach(() => resetTaro({ token: 'bearer t' }))

const last = () => requests()[requests().length - 1]
const model = { flowId: 'f1', formData: { a: 1 }, handleOpinion: '同意' }

describe('actions', () => {
  it.each<[string, () => Promise<api.FlowActionResult>, string, string, unknown]>([
    ['launch', () => api.launchTask({ ...model, status: '0' }), 'POST', 'FlowTask', { ...model, status: '0' }],
    ['update', () => api.updateTask('t1', model), 'PUT', 'FlowTask/t1', model],
    ['audit', () => api.audit('op1', model), 'POST', 'FlowBefore/Audit/op1', model],
    ['reject', () => api.reject('op1', { rejectStep: '0', rejectType: 1 }), 'POST', 'FlowBefore/Reject/op1', { rejectStep: '0', rejectType: 1 }],
    ['transfer', () => api.transfer('op1', { freeApproverUserId: 'u3' }), 'POST', 'FlowBefore/Transfer/op1', { freeApproverUserId: 'u3' }],
    ['freeApprover', () => api.freeApprover('op1', { freeApproverUserId: 'u3', freeApproverType: 1 }), 'POST', 'FlowBefore/freeApprover/op1', { freeApproverUserId: 'u3', freeApproverType: 1 }],
    ['saveAudit', () => api.saveAudit('op1', model), 'POST', 'FlowBefore/SaveAudit/op1', model],
    ['recall', () => api.recall('rec1'), 'POST', 'FlowBefore/Recall/rec1', {}],
    ['cancel', () => api.cancel('t1', { handleOpinion: '作废' }), 'POST', 'FlowBefore/Cancel/t1', { handleOpinion: '作废' }],
    ['assign', () => api.assign('t1', { nodeCode: 'n2', freeApproverUserId: 'u4' }), 'POST', 'FlowBefore/Assign/t1', { nodeCode: 'n2', freeApproverUserId: 'u4' }],
    ['suspend', () => api.suspend('t1', { handleOpinion: '资料待核实' }), 'POST', 'FlowBefore/Suspend/t1', { handleOpinion: '资料待核实' }],
    ['restore', () => api.restore('t1'), 'POST', 'FlowBefore/Restore/t1', {}],
    ['withdraw', () => api.withdraw('t1', { handleOpinion: '撤回' }), 'PUT', 'FlowLaunch/t1/Actions/Withdraw', { handleOpinion: '撤回' }],
    ['press', () => api.press('t1'), 'POST', 'FlowLaunch/Press/t1', undefined],
    ['deleteLaunch', () => api.deleteLaunch('t1'), 'DELETE', 'FlowLaunch/t1', undefined]
  ])('%s: %s %s', async (_name, call, method, path, body) => {
    reply(method, `${BASE}/${path}`, null, { msg: '操作成功' })
    await expect(call()).resolves.toEqual({ msg: '操作成功', noApprover: [] })
    expect(last()).toMatchObject({ method, path: `${BASE}/${path}` })
    expect(last().data).toEqual(body)
  })

  it('nodes without approvers come back as noApprover; other data does not count', async () => {
    reply('POST', `${BASE}/FlowBefore/Audit/op1`, [{ nodeId: 'n3', nodeName: '总监' }], { msg: '' })
    await expect(api.audit('op1', model)).resolves.toEqual({ msg: '', noApprover: [{ nodeId: 'n3', nodeName: '总监' }] })
    reply('POST', `${BASE}/FlowTask`, { id: 't9' })
    await expect(api.launchTask(model)).resolves.toMatchObject({ noApprover: [] })
    expect(api.nodesWithoutApprover([{ nodeName: 'x' }, null, 'n'])).toEqual([])
  })

  it('batchOperation: one POST with the ids; the count and the failures, whatever shape comes back', async () => {
    const failed = [{ id: 'op2', fullName: '施工日报', msg: '请签名' }]
    reply('POST', `${BASE}/FlowBefore/BatchOperation`, { success: 1, failed }, { msg: '批量审批完成' })
    await expect(api.batchOperation({ ids: ['op1', 'op2'], batchType: 0, handleOpinion: '同意' })).resolves.toEqual({ success: 1, failed })
    expect(last()).toMatchObject({ method: 'POST', data: { ids: ['op1', 'op2'], batchType: 0, handleOpinion: '同意' } })
    reply('POST', `${BASE}/FlowBefore/BatchOperation`, null)
    await expect(api.batchOperation({ ids: ['op1'], batchType: 1 })).resolves.toEqual({ success: 0, failed: [] })
  })

  it('a refusal rejects (the requester has toasted it)', async () => {
    fail('POST', `${BASE}/FlowBefore/Audit/op1`, '该流程已被处理')
    await expect(api.audit('op1', model)).rejects.toBeTruthy()
  })

  it('actionRequest gives what the outbox needs', () => {
    expect(api.actionRequest('update', 't/1', model)).toEqual({ method: 'PUT', url: `${BASE}/FlowTask/t%2F1`, body: model })
    expect(api.actionRequest('launch')).toEqual({ method: 'POST', url: `${BASE}/FlowTask`, body: undefined })
  })
})

describe('detail and helpers', () => {
  it('detail of a new launch asks FlowBefore/0 with the flowId', async () => {
    reply('GET', `${BASE}/FlowBefore/0`, { flowTaskInfo: null })
    await api.getFlowBeforeInfo('', { flowId: 'f1' })
    expect(last()).toMatchObject({ path: `${BASE}/FlowBefore/0`, query: { flowId: 'f1' } })
    reply('GET', `${BASE}/FlowBefore/t1`, { flowTaskInfo: { id: 't1' } })
    await expect(api.getFlowBeforeInfo('t1', { taskNodeId: 'n2', taskOperatorId: 'op1' })).resolves.toEqual({ flowTaskInfo: { id: 't1' } })
    expect(last().query).toEqual({ taskNodeId: 'n2', taskOperatorId: 'op1' })
  })

  it.each([[true, true], ['1', true], [1, true], [false, false], [null, false]])('task check isCheck %p → %p', async (value, isCheck) => {
    reply('GET', `${BASE}/FlowBefore/op1/Info`, { isCheck: value })
    await expect(api.getTaskCheck('op1')).resolves.toEqual({ isCheck })
  })

  it('reject list, record list, sub-flows, candidates', async () => {
    reply('GET', `${BASE}/FlowBefore/RejectList/op1`, { list: [{ id: 'n1', nodeName: '开始', nodeCode: 'start' }], isLastAppro: true })
    await expect(api.getRejectList('op1')).resolves.toEqual({ list: [{ id: 'n1', nodeName: '开始', nodeCode: 'start' }], isLastAppro: true })
    reply('GET', `${BASE}/FlowBefore/RecordList/t1`, [{ id: 'r1' }])
    await expect(api.getRecordList('t1', { category: 1, type: 0 })).resolves.toEqual([{ id: 'r1' }])
    expect(last().query).toEqual({ category: '1', type: '0' })
    reply('GET', `${BASE}/FlowBefore/SubFlowInfo/n5`, [{ flowTaskInfo: { id: 's1' } }])
    await expect(api.getSubFlowInfo('n5')).resolves.toHaveLength(1)
    reply('POST', `${BASE}/FlowBefore/Candidates/0`, { type: 2, countersignOver: false, list: [{ nodeId: 'n3' }] })
    await expect(api.getCandidates('', model)).resolves.toMatchObject({ type: 2, list: [{ nodeId: 'n3' }] })
    expect(last().data).toEqual(model)
  })

  it('entrust: launchable for others and who lets me', async () => {
    reply('GET', `${BASE}/FlowDelegate/getflow`, [{ id: 'f1', fullName: '动火', enCode: 'a', templateId: 'tp1' }])
    await expect(api.getDelegateFlows()).resolves.toHaveLength(1)
    reply('GET', `${BASE}/FlowDelegate/userList`, { list: [{ id: 'u2', fullName: '李四', headIcon: '', organize: '' }] })
    await expect(api.getDelegateUsers('f1')).resolves.toEqual([{ id: 'u2', fullName: '李四', headIcon: '', organize: '' }])
    expect(last().query).toEqual({ flowId: 'f1' })
  })

  it('a page answer without pagination counts 0 total; a bare array of delegates is read too', async () => {
    reply('GET', `${BASE}/FlowLaunch`, { list: [{ id: 't1' }] })
    await expect(api.getFlowLaunchList({ currentPage: 1, pageSize: 20 })).resolves.toEqual({ list: [{ id: 't1' }], total: 0 })
    reply('GET', `${BASE}/FlowDelegate`, [{ id: 'd1' }])
    await expect(api.getDelegates({ currentPage: 1, pageSize: 20, myOrDelagateToMe: 1 })).resolves.toEqual({ list: [{ id: 'd1' }], total: 1 })
  })
})
