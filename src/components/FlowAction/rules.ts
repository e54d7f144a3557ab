/**
 * The rules shared by the flow screen and the operate page (API.md 4.3, 4.4): what each action is
 * called and answers, when the operate page is needed, what its config carries and what it sends.
 * Pure: no Taro, no React.
 */
import type { ApproversProperties, CandidatesResult, FlowModel } from '../../../types/api/workflow'
import type { FlowActionName } from '@/api/workflow'
import type { PickedUser } from '../UserPickerSheet'

/** The actions of API.md 4.3 by name, plus the launcher's withdraw (its own endpoint). */
export type ActionName = FlowActionName | 'withdraw'

/** What the user reads once the server has it. The outbox hands back data, not msg, so the
 *  server's words are repeated here (server/src/domains/workflow/service.ts). */
export const DONE_TEXT: Record<ActionName, string> = {
  launch: '提交成功',
  update: '提交成功',
  audit: '审核成功',
  reject: '退回成功',
  transfer: '转办成功',
  freeApprover: '加签成功',
  saveAudit: '保存成功',
  recall: '撤回成功',
  cancel: '终止成功',
  assign: '指派成功',
  suspend: '挂起成功',
  restore: '恢复成功',
  press: '催办成功',
  deleteLaunch: '删除成功',
  withdraw: '撤回成功'
}

/** A submit or save says which one it was: status "1" is a save. An approval says what its
 *  button said (已整改完成, 已通过; issue 12: 整改完成 was answered 审核成功). */
export const doneText = (action: ActionName, body?: FlowModel, button?: string): string => {
  if ((action === 'launch' || action === 'update') && String(body?.status) === '1') return '保存成功'
  if (action === 'audit' && button) return `已${button}`
  return DONE_TEXT[action]
}

export const QUEUED_TEXT = '网络不可用，已保存到待发送，联网后自动提交'

export type CandidateNode = CandidatesResult['list'][number]

/** What the operate page is opened for. */
export type OperateEvent = 'submit' | 'audit' | 'reject' | 'transfer' | 'freeApprover'

/**
 * The operate page's config (`?config=encodeURIComponent(JSON)`). The model being sent (form data
 * included) can be too long for a mini-program URL, so it stays in memory under modelKey.
 */
export interface OperateConfig {
  eventType: OperateEvent
  /** the button's words: page title and confirm button (通过, 整改完成, 退回, 转审, 加签, 提交) */
  title: string
  /** the task's title, for the outbox banner */
  fullName: string
  /** the action and its path id (API.md 4.3 table) */
  action: ActionName
  actionId?: string
  /** the todo ('' for a launch): RejectList and the candidate page */
  taskOperatorId: string
  flowId: string
  /** the task ('' for a new launch), for the candidate page of a resubmit */
  taskId: string
  hasOpinion?: boolean
  hasSign?: boolean
  isCustomCopy?: boolean
  /** the Candidates answer */
  candidateType?: 1 | 2 | 3
  countersignOver?: boolean
  candidates?: CandidateNode[]
  /** reject: the node's default return type */
  rejectType?: 1 | 2
  modelKey: string
  draftKey?: string
}

/** The operate page is needed when something is to be chosen, written or signed (API.md 4.4). */
export function needsOperate (candidates: Pick<CandidatesResult, 'type'>, props: Partial<ApproversProperties> | null): boolean {
  return candidates.type === 1 || candidates.type === 2 || !!props?.hasOpinion || !!props?.hasSign || !!props?.isCustomCopy
}

export function parseOperateConfig (raw: string | undefined): OperateConfig | null {
  let text = raw ?? ''
  // the navigation query may have encoded it once more
  for (let level = 0; level < 3 && text; level++) {
    try {
      const value = JSON.parse(text) as OperateConfig
      return value && typeof value === 'object' && typeof value.eventType === 'string' && typeof value.action === 'string' ? value : null
    } catch {
      try {
        const decoded = decodeURIComponent(text)
        if (decoded === text) return null
        text = decoded
      } catch {
        return null
      }
    }
  }
  return null
}

export const operateQuery = (config: OperateConfig): { config: string } => ({ config: encodeURIComponent(JSON.stringify(config)) })

// ---------------------------------------------------------------------------------------------
// The operate page's input and what it sends
// ---------------------------------------------------------------------------------------------

export type { PickedUser }

export interface FileItem {
  name: string
  fileId: string
  url: string
}

export interface OperateInput {
  handleOpinion: string
  signImg: string
  fileList: FileItem[]
  copyUsers: PickedUser[]
  /** transfer / add signer */
  target: PickedUser | null
  freeApproverType: 1 | 2
  branchList: string[]
  candidateList: Record<string, PickedUser[]>
  rejectStep: string
  rejectType: 1 | 2
}

export const emptyInput = (config: OperateConfig): OperateInput => ({
  handleOpinion: '',
  signImg: '',
  fileList: [],
  copyUsers: [],
  target: null,
  freeApproverType: 2,
  branchList: [],
  candidateList: {},
  rejectStep: '',
  rejectType: config.rejectType ?? 1
})

/** Which parts the page shows for an event. */
export interface OperateParts {
  branches: boolean
  candidates: boolean
  opinion: boolean
  sign: boolean
  copy: boolean
  target: boolean
  signerType: boolean
  reject: boolean
}

const SIGNED: ReadonlySet<OperateEvent> = new Set(['audit', 'reject'])

export function partsOf (config: OperateConfig): OperateParts {
  const e = config.eventType
  return {
    branches: config.candidateType === 1,
    candidates: (config.candidates ?? []).some((n) => n.isCandidates),
    // the launcher writes no opinion; an approval carries one when the node asks for it, the other actions always may
    opinion: e === 'audit' ? !!config.hasOpinion : e !== 'submit',
    sign: !!config.hasSign && SIGNED.has(e),
    copy: !!config.isCustomCopy && e === 'audit',
    target: e === 'transfer' || e === 'freeApprover',
    signerType: e === 'freeApprover',
    reject: e === 'reject'
  }
}

/** The candidate nodes to pick for now: with branches, only those of a chosen branch. */
export function candidateNodes (config: OperateConfig, branchList: string[]): CandidateNode[] {
  return (config.candidates ?? []).filter((n) => n.isCandidates && (config.candidateType !== 1 || branchList.includes(n.nodeId)))
}

export const branchNodes = (config: OperateConfig): CandidateNode[] => (config.candidates ?? []).filter((n) => n.isBranchFlow)

type Rule = (config: OperateConfig, input: OperateInput, parts: OperateParts) => string | null

/** Checked in order; the first message is shown. */
const RULES: Rule[] = [
  (_c, i, p) => (p.branches && i.branchList.length === 0 ? '请选择分支' : null),
  (c, i, p) => {
    if (!p.candidates) return null
    // a node with nobody to pick from is left to the server's rule for it
    const missing = candidateNodes(c, i.branchList).find((n) => n.hasCandidates && !(i.candidateList[n.nodeId]?.length))
    return missing ? `请选择${missing.nodeName}的审批人` : null
  },
  (c, i, p) => (p.target && !i.target ? `请选择${c.title}人` : null),
  (_c, i, p) => (p.reject && !i.rejectStep ? '请选择退回节点' : null),
  (_c, i, p) => (p.sign && !i.signImg ? '请签名' : null)
]

export function validateOperate (config: OperateConfig, input: OperateInput): string {
  const parts = partsOf(config)
  for (const rule of RULES) {
    const message = rule(config, input, parts)
    if (message) return message
  }
  return ''
}

/** The body of the action: the model from the flow screen and what the page collected, only the parts it showed. */
export function operateBody (config: OperateConfig, model: FlowModel, input: OperateInput): FlowModel {
  const parts = partsOf(config)
  const chosen = candidateNodes(config, input.branchList)
  const body: FlowModel = { ...model }
  if (config.candidateType) {
    body.candidateType = config.candidateType
    body.countersignOver = config.countersignOver
  }
  if (parts.branches) body.branchList = input.branchList
  if (parts.candidates) {
    body.candidateList = Object.fromEntries(chosen.filter((n) => input.candidateList[n.nodeId]?.length)
      .map((n) => [n.nodeId, input.candidateList[n.nodeId].map((u) => u.id)]))
  }
  if (parts.opinion) {
    body.handleOpinion = input.handleOpinion.trim()
    body.fileList = input.fileList
  }
  if (parts.sign) body.signImg = input.signImg
  if (parts.copy && input.copyUsers.length) body.copyIds = input.copyUsers.map((u) => u.id).join(',')
  if (parts.target && input.target) body.freeApproverUserId = input.target.id
  if (parts.signerType) body.freeApproverType = input.freeApproverType
  if (parts.reject) {
    body.rejectStep = input.rejectStep
    body.rejectType = input.rejectType
  }
  return body
}
