import type { ProcessApplication, ProcessStep } from '../../../types/api/process'
import { actionOf, applicationPreset, failedOpinion, processFlowConfig, progressText } from '@/core/process'
import { OP_TYPE } from '@/core/constants'

const app = (over: Partial<ProcessApplication> = {}): ProcessApplication => ({
  id: 'r1', applyNo: 'GXBY001', taskId: 't1', flowState: 1, applicantId: 'u_shigong', applicantName: '张伟', applyTime: 1, checks: [], todoId: null, ...over
})
const step = (state: ProcessStep['state'], application: ProcessApplication | null = null): ProcessStep =>
  ({ code: 'pile.4', name: '成孔检查', keyPoints: [], state, application })
const contractor = { userId: 'u_shigong', mayApply: true }
const engineer = { userId: 'u_jianli', mayApply: false }

describe('what a process offers', () => {
  it('offers 报验 on a ready process only to whoever may apply', () => {
    expect(actionOf(step('ready'), contractor)).toEqual({ kind: 'apply' })
    expect(actionOf(step('ready'), engineer)).toEqual({ kind: 'none' })
    expect(actionOf(step('waiting'), contractor)).toEqual({ kind: 'none' })
  })

  it('offers a failed process to its applicant to apply again, and its approval to the others', () => {
    const failed = step('failed', app({ flowState: 3 }))
    expect(actionOf(failed, contractor)).toEqual({ kind: 'reapply', recordId: 'r1' })
    expect(actionOf(failed, engineer)).toEqual({ kind: 'flow' })
  })

  it('offers the engineer his check, and a draft only to its author', () => {
    expect(actionOf(step('inspecting', app({ todoId: 'op1' })), engineer)).toEqual({ kind: 'check' })
    expect(actionOf(step('inspecting', app()), contractor)).toEqual({ kind: 'flow' })
    expect(actionOf(step('draft', app({ taskId: 't1', flowState: 0 })), contractor)).toEqual({ kind: 'edit', recordId: 'r1' })
    expect(actionOf(step('draft', app({ flowState: 0 })), engineer)).toEqual({ kind: 'none' })
  })
})

describe('an application', () => {
  it('starts from the part and the process, as the server checks them', () => {
    expect(applicationPreset({ id: 'wbs_1', contractId: 'ct_sg01', path: ['秦淮河大桥', '钻孔灌注桩', '2#墩桩基'] }, { code: 'pile.4', name: '成孔检查' }))
      .toEqual({ contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 钻孔灌注桩 / 2#墩桩基', process: '成孔检查', wbsNode: 'wbs_1', processStep: 'pile.4' })
  })

  it('shows what the last failed check said', () => {
    const checks = [{ passed: false, userName: '李明', opinion: '沉渣厚度 85mm', time: 1 }, { passed: true, userName: '李明', opinion: '合格', time: 2 },
      { passed: false, userName: '李明', opinion: '钢筋笼偏位', time: 3 }]
    expect(failedOpinion(step('failed', app({ checks })))).toBe('钢筋笼偏位')
    expect(failedOpinion(step('ready'))).toBe('')
  })

  it('opens the approval as the caller\'s todo when it is one, else to follow', () => {
    expect(processFlowConfig(step('inspecting', app({ todoId: 'op1' })), 'u_jianli')).toMatchObject({ id: 't1', taskId: 'op1', opType: OP_TYPE.todo, flowId: 'flow_processInspection' })
    expect(processFlowConfig(step('inspecting', app()), 'u_shigong')).toMatchObject({ taskId: 't1', opType: OP_TYPE.mine })
    expect(processFlowConfig(step('inspecting', app()), 'u_yezhu')).toMatchObject({ opType: OP_TYPE.read })
    expect(processFlowConfig(step('ready'), 'u_shigong')).toBeNull()
    expect(progressText({ passed: 3, steps: [1, 2, 3, 4, 5, 6, 7] })).toBe('3/7')
  })
})
