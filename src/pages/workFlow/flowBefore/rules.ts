/**
 * What the flow screen shows for a config and a detail answer (API.md 4.1, 4.2): its tabs, whether
 * the form may be changed and under which field rights, which values it starts from, and the
 * action bar by opType. Pure.
 */
import type { ApproversProperties, FlowBeforeInfo, FlowModel, FlowNode, FlowNodeProperties, FlowTaskNode, FormOperate } from '../../../../types/api/workflow'
import type { FormConfig } from '../../../../types/api/form'
import { decodeJsonBase64 } from '@/core/base64'
import { DEFAULT_SHARE_PATH, OP_TYPE, type OpType } from '@/core/constants'
import { appendQuery } from '@/core/query'
import { FLOW_BEFORE_PATH, canDeleteLaunch, canPress, flowBeforeQuery, isSuspended, launchOpType, type FlowBeforeConfig } from '@/core/workflow'
import { parseTemplate } from '@/components/FlowChart'

const OP_TYPES: ReadonlySet<number> = new Set(Object.values(OP_TYPE))

const decodeOnce = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The config of `?config=base64(JSON)`, or null when it cannot be read. The value may still be
 *  URL-encoded, and a '+' of base64 may have become a space on the way. */
export function parseFlowBeforeConfig (raw: string | undefined): FlowBeforeConfig | null {
  if (!raw) return null
  const text = (raw.includes('%') ? decodeOnce(raw) : raw).replace(/ /g, '+')
  const c = decodeJsonBase64<Partial<Record<keyof FlowBeforeConfig, unknown>>>(text)
  if (!c || typeof c !== 'object') return null
  const opType = Number(c.opType)
  const id = c.id === undefined || c.id === null || String(c.id) === '0' ? '' : String(c.id)
  if (!OP_TYPES.has(opType) || (!id && !c.flowId)) return null
  return {
    id,
    enCode: String(c.enCode ?? ''),
    flowId: String(c.flowId ?? ''),
    formType: Number(c.formType) || 0,
    opType: opType as OpType,
    status: Number(c.status) || 0,
    taskNodeId: String(c.taskNodeId ?? ''),
    taskId: String(c.taskId ?? ''),
    fullName: String(c.fullName ?? ''),
    ...(c.hideCancelBtn ? { hideCancelBtn: true } : {})
  }
}

/** The todo behind the screen: the operator id of opType 1, none otherwise. */
export const taskOperatorIdOf = (c: FlowBeforeConfig): string => (c.opType === OP_TYPE.todo ? c.taskId : '')

/** The detail call's query (API.md 4.2). */
export const detailQuery = (c: FlowBeforeConfig) => ({
  ...(c.taskNodeId ? { taskNodeId: c.taskNodeId } : {}),
  ...(taskOperatorIdOf(c) ? { taskOperatorId: taskOperatorIdOf(c) } : {}),
  ...(c.flowId ? { flowId: c.flowId } : {})
})

/** The local draft of the form being filled: a new launch by flow, a task by id, a todo by operator. */
export function draftKeyOf (c: FlowBeforeConfig): string | undefined {
  if (c.opType === OP_TYPE.launch) return c.id ? `task:${c.id}` : `flow:${c.flowId}`
  if (c.opType === OP_TYPE.todo && c.taskId) return `todo:${c.taskId}`
  return undefined
}

// ---------------------------------------------------------------------------------------------
// The view of a detail answer
// ---------------------------------------------------------------------------------------------

export type TabKey = 'form' | 'chart' | 'records' | 'summary' | 'comment'

export const TAB_TITLES: Record<TabKey, string> = {
  form: '表单信息', chart: '流程信息', records: '流转记录', summary: '审批汇总', comment: '流程评论'
}

/** Records, summary and comments need a task; the last two are switched on at the start node. */
export function tabsOf (hasTask: boolean, start: FlowNodeProperties | undefined): TabKey[] {
  const shown: Array<[TabKey, boolean]> = [
    ['form', true],
    ['chart', true],
    ['records', hasTask],
    ['summary', hasTask && !!start?.isSummary],
    ['comment', hasTask && !!start?.isComment]
  ]
  return shown.filter(([, on]) => on).map(([key]) => key)
}

export function parseFormConfig (json: string | null | undefined): FormConfig | null {
  if (!json) return null
  try {
    const config = JSON.parse(json) as FormConfig
    return config && Array.isArray(config.fields) ? config : null
  } catch {
    return null
  }
}

export interface FlowView {
  template: FlowNode | null
  start: FlowNodeProperties | undefined
  formConfig: FormConfig | null
  /** the todo is still this user's to handle */
  pending: boolean
  editable: boolean
  formOperates: FormOperate[]
  status: number
  /** 挂起 (status 6): read-only for everyone until an administrator restores it */
  suspended: boolean
  title: string
  tabs: TabKey[]
}

/**
 * Editable for a launch and for a todo still pending (fields per its formOperates), read-only
 * otherwise. Rights come from the start node for my own task (opType 0), else from the answer.
 */
export function viewOf (c: FlowBeforeConfig, info: FlowBeforeInfo): FlowView {
  const template = parseTemplate(info.flowTemplateInfo?.flowTemplateJson || info.flowTaskInfo?.flowTemplateJson)
  const start = template?.properties
  const pending = c.opType === OP_TYPE.todo && !!info.approversProperties
  const hasTask = !!c.id
  const status = Number(info.flowTaskInfo?.status ?? c.status) || 0
  return {
    template,
    start,
    formConfig: parseFormConfig(info.flowFormInfo?.propertyJson),
    pending,
    editable: c.opType === OP_TYPE.launch || pending,
    formOperates: (c.opType === OP_TYPE.mine ? start?.formOperates : info.formOperates) ?? [],
    status,
    suspended: hasTask && isSuspended(status, info.flowTaskInfo?.suspend),
    title: c.fullName || info.flowTaskInfo?.fullName || info.flowTemplateInfo?.fullName || '流程详情',
    tabs: tabsOf(hasTask, start)
  }
}

// ---------------------------------------------------------------------------------------------
// The action bar
// ---------------------------------------------------------------------------------------------

export type ActionKey =
  | 'delete' | 'save' | 'submit'
  | 'press' | 'withdraw' | 'edit'
  | 'reject' | 'audit' | 'transfer' | 'freeApprover' | 'saveAudit' | 'cancel'
  | 'recall'

export interface BarContext {
  opType: OpType
  status: number
  hasTask: boolean
  props: ApproversProperties | null
  start: FlowNodeProperties | undefined
  hideCancelBtn: boolean
  /** a suspended task takes no action at all */
  suspended?: boolean
}

interface ActionDef {
  key: ActionKey
  opTypes: readonly OpType[]
  /** the bar itself, or the 更多 sheet */
  more?: boolean
  primary?: boolean
  danger?: boolean
  text: (c: BarContext) => string
  when?: (c: BarContext) => boolean
}

const flag = (c: BarContext, key: keyof ApproversProperties): boolean => !!c.props?.[key]
const word = (c: BarContext, key: keyof ApproversProperties, fallback: string): string => String(c.props?.[key] || fallback)

/** In bar order (left to right); the primary action last, under the right thumb. */
const ACTIONS: readonly ActionDef[] = [
  { key: 'delete', opTypes: [OP_TYPE.launch, OP_TYPE.mine], danger: true, text: () => '删除', when: (c) => c.hasTask && canDeleteLaunch(c.status) },
  { key: 'save', opTypes: [OP_TYPE.launch], text: () => '暂存' },
  { key: 'submit', opTypes: [OP_TYPE.launch], primary: true, text: () => '提交' },
  { key: 'press', opTypes: [OP_TYPE.mine], text: () => '催办', when: (c) => canPress(c.status) && c.start?.hasPressBtn !== false },
  { key: 'withdraw', opTypes: [OP_TYPE.mine], text: (c) => c.start?.revokeBtnText || '撤回', when: (c) => c.status === 1 && c.start?.hasRevokeBtn !== false },
  // returned or withdrawn: the launcher edits it and submits it again as the same task
  { key: 'edit', opTypes: [OP_TYPE.mine], primary: true, text: () => '编辑', when: (c) => c.hasTask && launchOpType(c.status) === OP_TYPE.launch },
  { key: 'reject', opTypes: [OP_TYPE.todo], text: (c) => word(c, 'rejectBtnText', '退回'), when: (c) => flag(c, 'hasRejectBtn') },
  { key: 'audit', opTypes: [OP_TYPE.todo], primary: true, text: (c) => word(c, 'auditBtnText', '通过'), when: (c) => flag(c, 'hasAuditBtn') },
  { key: 'transfer', opTypes: [OP_TYPE.todo], more: true, text: (c) => word(c, 'transferBtnText', '转审'), when: (c) => flag(c, 'hasTransferBtn') },
  { key: 'freeApprover', opTypes: [OP_TYPE.todo], more: true, text: (c) => word(c, 'hasFreeApproverBtnText', '加签'), when: (c) => flag(c, 'hasFreeApproverBtn') },
  { key: 'saveAudit', opTypes: [OP_TYPE.todo], more: true, text: (c) => word(c, 'saveBtnText', '暂存'), when: (c) => flag(c, 'hasSaveBtn') },
  { key: 'cancel', opTypes: [OP_TYPE.todo], more: true, danger: true, text: (c) => word(c, 'cancelBtnText', '终止'), when: (c) => flag(c, 'hasCancelBtn') && !c.hideCancelBtn },
  { key: 'recall', opTypes: [OP_TYPE.done], text: () => '撤回' }
]

export interface BarItem {
  key: ActionKey
  text: string
  primary?: boolean
  danger?: boolean
}

export function barOf (c: BarContext): { buttons: BarItem[], more: BarItem[] } {
  if (c.suspended) return { buttons: [], more: [] }
  const items = ACTIONS.filter((a) => a.opTypes.includes(c.opType) && (a.when?.(c) ?? true))
  const item = (a: ActionDef): BarItem => ({ key: a.key, text: a.text(c), ...(a.primary ? { primary: true } : {}), ...(a.danger ? { danger: true } : {}) })
  return { buttons: items.filter((a) => !a.more).map(item), more: items.filter((a) => a.more).map(item) }
}

// ---------------------------------------------------------------------------------------------
// The administrator's actions (API.md 4.3 assign; FlowBefore/Suspend, FlowBefore/Restore)
// ---------------------------------------------------------------------------------------------

export type AdminKey = 'assign' | 'suspend' | 'restore'

export const ADMIN_TEXT: Record<AdminKey, string> = { assign: '指派', suspend: '挂起', restore: '恢复' }

/** The approval in progress: task status 1 (挂起 is status 6, or the suspend flag). */
const IN_APPROVAL = 1

/** The nodes being handled now (flowTaskNodeList type "1"), one per nodeCode: the ones 指派 may hand
 *  to someone else. Only approval nodes: the start node and sub-flows have nobody to replace. */
export function currentNodesOf (nodes: readonly FlowTaskNode[] | null | undefined): FlowTaskNode[] {
  const seen = new Set<string>()
  return (nodes ?? []).filter((n) => {
    if (String(n?.type) !== '1' || !n.nodeCode || seen.has(n.nodeCode)) return false
    if (n.nodeType && n.nodeType !== 'approver') return false
    seen.add(n.nodeCode)
    return true
  })
}

export interface AdminContext {
  /** userInfo.isAdministrator of the signed-in user */
  isAdmin: boolean
  hasTask: boolean
  status: number
  suspended: boolean
  /** how many nodes are being handled now */
  currentNodes: number
}

/** Nothing for anyone else; 恢复 alone on a suspended task; 指派 (when a node is being handled) and
 *  挂起 on a task in approval; nothing once it has ended, been returned or withdrawn. */
export function adminActionsOf (c: AdminContext): AdminKey[] {
  if (!c.isAdmin || !c.hasTask) return []
  if (c.suspended) return ['restore']
  if (c.status !== IN_APPROVAL) return []
  return c.currentNodes > 0 ? ['assign', 'suspend'] : ['suspend']
}

/** Where they go: into 更多 when the bar already shows something, else a compact bar of their own. */
export function placeAdmin<T> (bar: { buttons: T[], more: T[] }, admin: T[]): { buttons: T[], more: T[], adminOnly: boolean } {
  if (admin.length === 0) return { ...bar, adminOnly: false }
  if (bar.buttons.length === 0 && bar.more.length === 0) return { buttons: admin, more: [], adminOnly: true }
  return { buttons: bar.buttons, more: [...bar.more, ...admin], adminOnly: false }
}

export interface AssignInput {
  nodeCode: string
  user: { id: string, fullName: string } | null
  opinion: string
}

/** The first thing missing, in the server's words; '' when it may be sent. */
export function assignProblem (input: AssignInput, nodes: readonly FlowTaskNode[]): string {
  if (!nodes.some((n) => n.nodeCode === input.nodeCode)) return '请选择指派节点'
  if (!input.user) return '请选择指派人'
  return ''
}

/** The node chosen at first: the only one, or none so that the administrator picks. */
export const initialAssignNode = (nodes: readonly FlowTaskNode[]): string => (nodes.length === 1 ? nodes[0].nodeCode : '')

export const assignBody = (input: AssignInput): FlowModel =>
  ({ nodeCode: input.nodeCode, freeApproverUserId: input.user?.id ?? '', handleOpinion: input.opinion.trim() })

export const assignConfirmText = (nodeName: string, userName: string): string => `确定将「${nodeName}」指派给「${userName}」吗？`

// ---------------------------------------------------------------------------------------------
// Share
// ---------------------------------------------------------------------------------------------

/** The flow's name and this screen with the same config; the default page for a signed-out user. */
export const shareOf = (c: FlowBeforeConfig, title: string, signedIn: boolean) => ({
  title,
  path: signedIn ? appendQuery(`/${FLOW_BEFORE_PATH}`, flowBeforeQuery(c)) : DEFAULT_SHARE_PATH
})
