/**
 * Process inspection (工序报验) as the screens show it: state names and colours, what the caller may
 * do with a process, and the values an application starts from. The rule of which process may be
 * applied for is the server's (domains/process/rules.ts); this only offers what it will accept.
 */
import type { ProcessNode, ProcessState, ProcessStep } from '../../types/api/process'
import { OP_TYPE } from './constants'
import { PART_SEPARATOR } from './safety/pickers'
import type { FlowBeforeConfig } from './workflow'

/** The application flow (catalog processInspectionApplication), as the approval screen opens it. */
export const PROCESS_FLOW = { flowId: 'flow_processInspection', enCode: 'processInspection' } as const

export const PROCESS_STATE: Record<ProcessState, { text: string, color: string }> = {
  waiting: { text: '未开始', color: '#8c8c8c' },
  ready: { text: '待报验', color: '#1677ff' },
  draft: { text: '草稿', color: '#8c8c8c' },
  inspecting: { text: '待检查', color: '#fa8c16' },
  failed: { text: '不合格', color: '#f5222d' },
  passed: { text: '合格', color: '#52c41a' }
}

/** The board's tabs, in the order a supervisor reads them. */
export const BOARD_TABS: Array<{ state: ProcessState | '', title: string }> = [
  { state: '', title: '全部' },
  { state: 'inspecting', title: '待检查' },
  { state: 'failed', title: '不合格' },
  { state: 'ready', title: '待报验' },
  { state: 'passed', title: '已完成' }
]


/** What the caller may do with one process of a part. */
export type ProcessAction =
  | { kind: 'apply' }
  | { kind: 'edit', recordId: string }
  | { kind: 'reapply', recordId: string }
  | { kind: 'check' }
  | { kind: 'flow' }
  | { kind: 'none' }

/**
 * apply: a process ready for whoever may add applications; edit: the caller's draft; reapply: a
 * failed process, for its applicant; check: an application waiting for the caller's site check;
 * flow: an application sent (its approval, to follow).
 */
export function actionOf (step: ProcessStep, viewer: { userId: string, mayApply: boolean }): ProcessAction {
  const app = step.application
  if (step.state === 'ready') return viewer.mayApply ? { kind: 'apply' } : { kind: 'none' }
  if (step.state === 'draft' && app) return app.applicantId === viewer.userId ? { kind: 'edit', recordId: app.id } : { kind: 'none' }
  if (step.state === 'failed' && app && app.applicantId === viewer.userId) return { kind: 'reapply', recordId: app.id }
  if (app?.todoId) return { kind: 'check' }
  if (app?.taskId) return { kind: 'flow' }
  return { kind: 'none' }
}

/** The values an application of `step` of `node` starts from: what the server checks against the part. */
export function applicationPreset (node: Pick<ProcessNode, 'id' | 'contractId' | 'path'>, step: Pick<ProcessStep, 'code' | 'name'>): Record<string, unknown> {
  return { contractName: node.contractId, wbsPart: node.path.join(PART_SEPARATOR), process: step.name, wbsNode: node.id, processStep: step.code }
}

/** The last site check's opinion of a returned application: what to correct. */
export function failedOpinion (step: ProcessStep): string {
  const checks = step.application?.checks ?? []
  const last = [...checks].reverse().find((c) => !c.passed)
  return last?.opinion ?? ''
}

/** "3/7": processes passed of all. */
export const progressText = (node: { passed: number, steps: readonly unknown[] }): string => `${node.passed}/${node.steps.length}`

/** The approval screen of a process's application: the caller's check when it is their todo, else to follow it. */
export function processFlowConfig (step: ProcessStep, userId: string): FlowBeforeConfig | null {
  const app = step.application
  if (!app?.taskId) return null
  const mine = app.applicantId === userId
  return {
    id: app.taskId,
    enCode: PROCESS_FLOW.enCode,
    flowId: PROCESS_FLOW.flowId,
    formType: 2,
    opType: app.todoId ? OP_TYPE.todo : mine ? OP_TYPE.mine : OP_TYPE.read,
    status: app.flowState ?? 0,
    taskNodeId: '',
    fullName: `${step.name}报验`,
    taskId: app.todoId ?? app.taskId
  }
}
