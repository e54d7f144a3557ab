/**
 * Rules of the approval lists (API.md 4.1, 4.5, 4.6): which config opens the flow screen from a
 * list row, what a status or an urgency reads as, what may be done to a launched task, when an
 * entrust is valid and in force; launching a flow is in core/flowLaunch.ts (re-exported). Pure.
 */
import type {
  CandidateUser, FlowBeforeListItem, FlowLaunchItem, FlowModel
} from '../../types/api/workflow'
import { OP_TYPE, type OpType } from './constants'
import { THEME_COLORS } from './theme'
import type { FlowBeforeConfig } from './flowLaunch'

export {
  FLOW_BEFORE_PATH, UNCATEGORISED, flowBeforeQuery, groupTemplates, newLaunchConfig, versionChoice,
  type Category, type FlowBeforeConfig, type VersionChoice
} from './flowLaunch'

export type FlowListKind = 'todo' | 'done' | 'copy' | 'launch'

/** FlowBefore/List/{category}: the three lists, and the todos that may be handled together (批量审批). */
export const LIST_CATEGORY = { todo: 1, done: 2, copy: 3, batch: 4 } as const

/** How many todos one BatchOperation takes (the server refuses more). */
export const BATCH_MAX = 50

/** What a batch answered, in one line: 成功 n 条，失败 m 条. */
export const batchResultText = (r: { success: number, failed: readonly unknown[] }): string => `成功 ${r.success} 条，失败 ${r.failed.length} 条`

/** Task status 挂起: nothing can be done to the task until an administrator restores it. */
export const TASK_SUSPENDED = 6
export const isSuspended = (status: number, suspend?: boolean | null): boolean => Number(status) === TASK_SUSPENDED || suspend === true

/** How the flow screen opens from each FlowBefore list. */
const OP_TYPE_BY_LIST = { todo: OP_TYPE.todo, done: OP_TYPE.done, copy: OP_TYPE.read } as const

/** Task statuses the launcher may edit and submit again: draft, returned, withdrawn, withdrawn for resubmit
 *  (the engine refuses editing in approval, approved, terminated and suspended). */
const EDITABLE_STATUSES: ReadonlySet<number> = new Set([0, 3, 4, 7])
/** Deletable by the launcher: a draft or a withdrawn task (the engine's rule). */
const DELETABLE_STATUSES: ReadonlySet<number> = new Set([0, 4])
const IN_APPROVAL = 1

/** My launched task opens editable (-1) while I may still change it, else as mine (0). */
export const launchOpType = (status: number): OpType => (EDITABLE_STATUSES.has(Number(status)) ? OP_TYPE.launch : OP_TYPE.mine)
export const canDeleteLaunch = (status: number): boolean => DELETABLE_STATUSES.has(Number(status))
/** 催办 reaches the pending handlers, so only a task in approval has any. */
export const canPress = (status: number): boolean => Number(status) === IN_APPROVAL

/** A todo, done or copy row: id = the task, taskId = the row's own id (operator, record or task id). */
export function beforeItemConfig (kind: keyof typeof OP_TYPE_BY_LIST, item: FlowBeforeListItem): FlowBeforeConfig {
  return {
    id: item.processId,
    enCode: item.flowCode,
    flowId: item.flowId,
    formType: item.formType,
    opType: OP_TYPE_BY_LIST[kind],
    status: item.status,
    taskNodeId: item.thisStepId ?? '',
    fullName: item.fullName,
    taskId: item.id
  }
}

/** A row of 我发起的: the task is the row; it has no current node id. */
export function launchItemConfig (item: FlowLaunchItem): FlowBeforeConfig {
  return {
    id: item.id,
    enCode: item.flowCode,
    flowId: item.flowId,
    formType: item.formType,
    opType: launchOpType(item.status),
    status: item.status,
    taskNodeId: '',
    fullName: item.fullName,
    taskId: item.id
  }
}

// ---------------------------------------------------------------------------------------------
// What statuses and urgencies read as
// ---------------------------------------------------------------------------------------------

export interface Tag {
  text: string
  color: string
}

const C = THEME_COLORS

/** Task status (API.md 4.6). */
export const TASK_STATUS: Record<number, Tag> = {
  0: { text: '等待提交', color: C.info },
  1: { text: '审核中', color: C.primary },
  2: { text: '审核通过', color: C.success },
  3: { text: '审核退回', color: C.error },
  4: { text: '已撤回', color: C.warning },
  5: { text: '已终止', color: C.error },
  6: { text: '已挂起', color: C.warning },
  7: { text: '已撤回', color: C.warning }
}

/** Record handleStatus (API.md 4.6): what I did, in 我已审批. */
export const RECORD_STATUS: Record<number, Tag> = {
  [-1]: { text: '已撤回', color: C.warning },
  0: { text: '退回', color: C.error },
  1: { text: '同意', color: C.success },
  2: { text: '提交', color: C.primary },
  3: { text: '撤回', color: C.warning },
  4: { text: '终止', color: C.error },
  5: { text: '指派', color: C.primary },
  6: { text: '加签', color: C.primary },
  7: { text: '转审', color: C.primary },
  8: { text: '变更', color: C.primary },
  9: { text: '复活', color: C.primary },
  10: { text: '加签', color: C.primary },
  11: { text: '挂起', color: C.warning },
  12: { text: '恢复', color: C.primary },
  13: { text: '转向', color: C.primary },
  100: { text: '结束', color: C.info }
}

const UNKNOWN: Tag = { text: '未知', color: C.info }

/** The status tag of a row: done rows carry the record's handleStatus, the others the task's status. */
export const statusTag = (kind: FlowListKind, status: number): Tag =>
  (kind === 'done' ? RECORD_STATUS : TASK_STATUS)[Number(status)] ?? UNKNOWN

/** Urgency (flowUrgent): 1 普通, 2 重要, 3 紧急. */
export const URGENCY: Record<number, Tag> = {
  1: { text: '普通', color: C.info },
  2: { text: '重要', color: C.warning },
  3: { text: '紧急', color: C.error }
}

export const urgencyTag = (urgent: number | null | undefined): Tag => URGENCY[Number(urgent)] ?? URGENCY[1]

/** Launcher as the lists send it, "张三/zhangsan": the name. */
export const launcherName = (userName: string | null | undefined): string => (userName ?? '').split('/')[0].trim()

// ---------------------------------------------------------------------------------------------
// Entrust (API.md 4.5)
// ---------------------------------------------------------------------------------------------

/** type "0" 发起委托 (launch for me) | "1" 审批委托 (approve for me). */
export const ENTRUST_TYPES = [
  { value: '0', text: '发起委托' },
  { value: '1', text: '审批委托' }
] as const

export const entrustTypeText = (type: string | number): string =>
  ENTRUST_TYPES.find((t) => t.value === String(type))?.text ?? ''

export const ALL_FLOWS = '全部流程'

export interface EntrustForm {
  type: '0' | '1'
  toUserId: string
  toUserName: string
  /** '' = every flow */
  flowId: string
  flowName: string
  startTime: number | null
  endTime: number | null
  description: string
}

export const DESCRIPTION_MAX = 500

/** Each rule and its message, checked in order: the first failure is shown. */
const ENTRUST_RULES: Array<[(f: EntrustForm, selfId: string) => boolean, string]> = [
  [(f) => f.type === '0' || f.type === '1', '请选择委托类型'],
  [(f) => !!f.toUserId, '请选择被委托人'],
  [(f, selfId) => f.toUserId !== selfId, '不能委托给自己'],
  [(f) => !!f.startTime, '请选择开始时间'],
  [(f) => !!f.endTime, '请选择结束时间'],
  [(f) => (f.endTime ?? 0) > (f.startTime ?? 0), '结束时间必须晚于开始时间'],
  [(f) => f.description.length <= DESCRIPTION_MAX, `委托说明不能超过${DESCRIPTION_MAX}字`]
]

/** The first message of a rule the form breaks, or '' when it may be saved. */
export function validateEntrust (form: EntrustForm, selfId: string): string {
  return ENTRUST_RULES.find(([ok]) => !ok(form, selfId))?.[1] ?? ''
}

/** The body of POST / PUT FlowDelegate. */
export const entrustBody = (f: EntrustForm) => ({
  type: f.type, toUserId: f.toUserId, flowId: f.flowId, startTime: f.startTime as number, endTime: f.endTime as number,
  description: f.description.trim()
})

/** Where an entrust stands: stopped by its owner, not begun, in force, or run out. */
export function entrustState (item: { enabledMark: number, startTime: number, endTime: number }, now: number): Tag & { active: boolean } {
  if (Number(item.enabledMark) !== 1) return { text: '已终止', color: C.info, active: false }
  if (now < item.startTime) return { text: '未开始', color: C.warning, active: true }
  if (now >= item.endTime) return { text: '已失效', color: C.info, active: false }
  return { text: '委托中', color: C.success, active: true }
}

// ---------------------------------------------------------------------------------------------
// Candidate page (API.md 4.4 step 3)
// ---------------------------------------------------------------------------------------------

/**
 * What the opener passes as `data=encodeURIComponent(JSON)`: the node, the task (taskOperatorId,
 * '0' for a new launch) and the FlowModel being submitted (as `formData`, the original client's
 * name), plus the users already chosen.
 */
export interface CandidatePageData {
  nodeId: string
  nodeName?: string
  taskId?: string
  formData?: FlowModel
  selected?: CandidateUser[]
}

/** The page's data, or null when it cannot be read or names no node. The value may arrive encoded
 *  once more than the opener encoded it (the navigation query encodes it again), so up to three
 *  levels are undone. */
export function parseCandidateData (raw: string | undefined): CandidatePageData | null {
  let text = raw ?? ''
  for (let level = 0; level < 3 && text; level++) {
    const value = parseJson(text) as CandidatePageData | null
    if (value && typeof value === 'object') return typeof value.nodeId === 'string' && value.nodeId ? value : null
    const decoded = safeDecode(text)
    if (decoded === text) break
    text = decoded
  }
  return null
}

function parseJson (text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function safeDecode (text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The body of CandidateUser: the model first, so paging and the node always win. */
export const candidateQuery = (data: CandidatePageData, currentPage: number, pageSize: number, keyword: string) => ({
  ...(data.formData ?? {}),
  currentPage,
  pageSize,
  ...(keyword ? { keyword } : {}),
  nodeCode: data.nodeId
})

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

export interface FileRef {
  name: string
  fileId: string
  url: string
}

export const COMMENT_IMAGE_MAX = 3

/** image / file of a comment: a JSON string of [{name, fileId, url}]; anything else reads as none. */
export function parseFiles (json: string | null | undefined): FileRef[] {
  const value = json ? parseJson(json) : null
  return Array.isArray(value) ? value.filter((f): f is FileRef => !!f && typeof (f as FileRef).url === 'string') : []
}

/** A date-time picker's column values (year, month, day, hour, minute) as epoch ms; NaN parts read as 0. */
export function pickedDateTime (values: Array<string | number>): number {
  const [y, m = 1, d = 1, h = 0, mi = 0] = values.map((v) => Number(v) || 0)
  return new Date(y, m - 1, d, h, mi).getTime()
}
