/** /api/workflow/Engine (API.md §4): lists, detail, actions, candidates, comments, entrust. */
import { request } from '@/platform/http'
import type {
  BatchOperationResult, BatchType, CandidatesResult, CandidateUser, FlowBeforeInfo, FlowBeforeListItem, FlowCommentItem, FlowDelegateItem,
  FlowLaunchItem, FlowListQuery, FlowModel, NodeWithoutApprover, RecordSummaryItem,
  RejectList
} from '../../types/api/workflow'
import { BASE, listOf, pageOf, seg, type Page, type Paging, type Wire } from './flowCentre'

export { getFlowTodoCount, getFlowTemplates, getFlowVersions, type Page, type Paging } from './flowCentre'

// ---------------------------------------------------------------------------------------------
// Lists (4.1)
// ---------------------------------------------------------------------------------------------

/** FlowBefore/List/{category}: 1 todo, 2 done, 3 copied to me, 4 batch. */
export type FlowListCategory = 1 | 2 | 3 | 4

/** GET FlowBefore/List/{category}: one page, without the loading indicator (the page shows its own). */
export async function getFlowBeforeList (category: FlowListCategory, query: FlowListQuery & Paging): Promise<Page<FlowBeforeListItem>> {
  const res = await request<Wire<FlowBeforeListItem>>({ url: `${BASE}/FlowBefore/List/${category}`, data: query, load: false })
  return pageOf(res.data)
}

/** GET FlowLaunch: the tasks I launched. */
export async function getFlowLaunchList (query: FlowListQuery & Paging): Promise<Page<FlowLaunchItem>> {
  const res = await request<Wire<FlowLaunchItem>>({ url: `${BASE}/FlowLaunch`, data: query, load: false })
  return pageOf(res.data)
}

// ---------------------------------------------------------------------------------------------
// Detail (4.2)
// ---------------------------------------------------------------------------------------------

/** GET FlowBefore/{taskId}?taskNodeId&taskOperatorId&flowId. A new launch has no task: id '' is sent as 0. */
export async function getFlowBeforeInfo (
  id: string, query: { taskNodeId?: string, taskOperatorId?: string, flowId?: string } = {}
): Promise<FlowBeforeInfo> {
  const res = await request<FlowBeforeInfo>({ url: `${BASE}/FlowBefore/${seg(id || '0')}`, data: query })
  return res.data
}

/** GET FlowBefore/{taskOperatorId}/Info: whether the task has been handled already (isCheck).
 *  Callers ignore its failures (SPEC §8), so it never toasts. */
export async function getTaskCheck (taskOperatorId: string): Promise<{ isCheck: boolean }> {
  const res = await request<{ isCheck?: unknown } | null>({
    url: `${BASE}/FlowBefore/${seg(taskOperatorId)}/Info`,
    toast: false
  })
  const v = res.data?.isCheck
  return { isCheck: v === true || v === 1 || v === '1' || v === 'true' }
}

/** GET FlowBefore/RecordList/{taskId}: the 审批汇总, grouped by node. */
export async function getRecordList (taskId: string, query: { category?: string | number, type?: string | number } = {}): Promise<RecordSummaryItem[]> {
  const res = await request<RecordSummaryItem[] | { list?: RecordSummaryItem[] } | null>({
    url: `${BASE}/FlowBefore/RecordList/${seg(taskId)}`, data: query, load: false
  })
  return listOf(res.data)
}

/** GET FlowBefore/SubFlowInfo/{id}: the detail of each sub-flow task of a node. */
export async function getSubFlowInfo (id: string): Promise<FlowBeforeInfo[]> {
  const res = await request<FlowBeforeInfo[] | { list?: FlowBeforeInfo[] } | null>({ url: `${BASE}/FlowBefore/SubFlowInfo/${seg(id)}` })
  return listOf(res.data)
}

// ---------------------------------------------------------------------------------------------
// Actions (4.3)
// ---------------------------------------------------------------------------------------------

/**
 * What an action answers: the server's message, and the nodes that have nobody to handle them.
 * When `noApprover` is not empty nothing happened yet: the user picks users per node and the same
 * call is sent again with `errorRuleUserList` (API.md 4.3).
 */
export interface FlowActionResult {
  msg: string
  noApprover: NodeWithoutApprover[]
}

const isNode = (v: unknown): v is NodeWithoutApprover =>
  !!v && typeof v === 'object' && typeof (v as NodeWithoutApprover).nodeId === 'string'

/** `data` is an array of nodes only in that case; any other data means done. */
export const nodesWithoutApprover = (data: unknown): NodeWithoutApprover[] =>
  Array.isArray(data) ? data.filter(isNode) : []

/** Method and path (before the id) of each action; the id it takes is in API.md 4.3's table. */
export const ACTIONS = {
  /** submit (status "0") or save (status "1") a new task */
  launch: ['POST', 'FlowTask'],
  /** resubmit / save an existing task: taskId */
  update: ['PUT', 'FlowTask'],
  /** 同意: taskOperatorId */
  audit: ['POST', 'FlowBefore/Audit'],
  /** 退回 (+rejectStep, rejectType): taskOperatorId */
  reject: ['POST', 'FlowBefore/Reject'],
  /** 转审 (freeApproverUserId): taskOperatorId */
  transfer: ['POST', 'FlowBefore/Transfer'],
  /** 加签 (freeApproverUserId, freeApproverType): taskOperatorId */
  freeApprover: ['POST', 'FlowBefore/freeApprover'],
  /** 暂存 the opinion and form as the operator's draft: taskOperatorId */
  saveAudit: ['POST', 'FlowBefore/SaveAudit'],
  /** 撤回 my approval: the operator record id (a done list item's id) */
  recall: ['POST', 'FlowBefore/Recall'],
  /** 终止: taskId */
  cancel: ['POST', 'FlowBefore/Cancel'],
  /** 指派 (admin; nodeCode, freeApproverUserId): taskId */
  assign: ['POST', 'FlowBefore/Assign'],
  /** 挂起 (admin): taskId */
  suspend: ['POST', 'FlowBefore/Suspend'],
  /** 恢复 a suspended task (admin): taskId */
  restore: ['POST', 'FlowBefore/Restore'],
  /** 催办: taskId */
  press: ['POST', 'FlowLaunch/Press'],
  /** delete my draft or withdrawn task: taskId */
  deleteLaunch: ['DELETE', 'FlowLaunch']
} as const

export type FlowActionName = keyof typeof ACTIONS

/** The request of an action, for callers that queue it (the outbox sends method, url and body). */
export function actionRequest (name: FlowActionName, id?: string, body?: FlowModel) {
  const [method, path] = ACTIONS[name]
  return { method, url: id === undefined ? `${BASE}/${path}` : `${BASE}/${path}/${seg(id)}`, body }
}

async function act (name: FlowActionName, id: string | undefined, body?: FlowModel): Promise<FlowActionResult> {
  const { method, url } = actionRequest(name, id)
  const res = await request<unknown>({ url, method, ...(body === undefined ? {} : { data: body }) })
  return { msg: res.msg ?? '', noApprover: nodesWithoutApprover(res.data) }
}

export const launchTask = (model: FlowModel) => act('launch', undefined, model)
export const updateTask = (taskId: string, model: FlowModel) => act('update', taskId, model)
export const audit = (taskOperatorId: string, model: FlowModel) => act('audit', taskOperatorId, model)
export const reject = (taskOperatorId: string, model: FlowModel) => act('reject', taskOperatorId, model)
export const transfer = (taskOperatorId: string, model: FlowModel) => act('transfer', taskOperatorId, model)
export const freeApprover = (taskOperatorId: string, model: FlowModel) => act('freeApprover', taskOperatorId, model)
export const saveAudit = (taskOperatorId: string, model: FlowModel) => act('saveAudit', taskOperatorId, model)
export const recall = (recordId: string, model: FlowModel = {}) => act('recall', recordId, model)
export const cancel = (taskId: string, model: FlowModel = {}) => act('cancel', taskId, model)
export const assign = (taskId: string, model: FlowModel) => act('assign', taskId, model)
export const suspend = (taskId: string, model: FlowModel = {}) => act('suspend', taskId, model)
export const restore = (taskId: string, model: FlowModel = {}) => act('restore', taskId, model)
export const press = (taskId: string) => act('press', taskId)
export const deleteLaunch = (taskId: string) => act('deleteLaunch', taskId)

/** PUT FlowLaunch/{taskId}/Actions/Withdraw: the launcher takes the task back. */
export async function withdraw (taskId: string, body: { handleOpinion?: string, signImg?: string, fileList?: unknown[] } = {}): Promise<FlowActionResult> {
  const res = await request<unknown>({ url: `${BASE}/FlowLaunch/${seg(taskId)}/Actions/Withdraw`, method: 'PUT', data: body })
  return { msg: res.msg ?? '', noApprover: nodesWithoutApprover(res.data) }
}

/** The body of FlowBefore/BatchOperation: todos (taskOperatorIds) handled together. */
export interface BatchBody {
  ids: string[]
  /** 0 同意, 1 退回, 2 转审 */
  batchType: BatchType
  handleOpinion?: string
  signImg?: string
  /** the target of a transfer */
  freeApproverUserId?: string
}

/** POST FlowBefore/BatchOperation: each todo as its own action; how many were done, and why the others were not. */
export async function batchOperation (body: BatchBody): Promise<BatchOperationResult> {
  const res = await request<Partial<BatchOperationResult> | null>({ url: `${BASE}/FlowBefore/BatchOperation`, method: 'POST', data: body })
  const failed = Array.isArray(res.data?.failed) ? res.data!.failed : []
  return { success: Number(res.data?.success) || 0, failed }
}

/** GET FlowBefore/RejectList/{taskOperatorId}: the nodes it may be returned to. */
export async function getRejectList (taskOperatorId: string): Promise<RejectList> {
  const res = await request<Partial<RejectList> | null>({ url: `${BASE}/FlowBefore/RejectList/${seg(taskOperatorId)}` })
  return { list: listOf(res.data?.list), isLastAppro: !!res.data?.isLastAppro }
}

// ---------------------------------------------------------------------------------------------
// Candidates (4.4)
// ---------------------------------------------------------------------------------------------

/** POST FlowBefore/Candidates/{taskOperatorId | 0}: branches / candidates to choose before submit or approve. */
export async function getCandidates (taskOperatorId: string, model: FlowModel): Promise<CandidatesResult> {
  const res = await request<CandidatesResult>({ url: `${BASE}/FlowBefore/Candidates/${seg(taskOperatorId || '0')}`, method: 'POST', data: model })
  return { ...res.data, list: listOf(res.data?.list) }
}

/** POST FlowBefore/CandidateUser/{taskOperatorId | 0} {currentPage, pageSize, keyword, nodeCode, ...model}. */
export async function getCandidateUsers (
  taskOperatorId: string, body: Paging & { nodeCode: string } & FlowModel
): Promise<Page<CandidateUser>> {
  const res = await request<Wire<CandidateUser>>({
    url: `${BASE}/FlowBefore/CandidateUser/${seg(taskOperatorId || '0')}`, method: 'POST', data: body, load: false
  })
  return pageOf(res.data)
}

// ---------------------------------------------------------------------------------------------
// Comments (4.3)
// ---------------------------------------------------------------------------------------------

/** GET FlowComment?taskId: newest first. */
export async function getComments (query: { taskId: string, currentPage: number, pageSize: number }): Promise<Page<FlowCommentItem>> {
  const res = await request<Wire<FlowCommentItem>>({ url: `${BASE}/FlowComment`, data: query, load: false })
  return pageOf(res.data)
}

/** POST FlowComment: image and file are JSON strings of [{name, fileId, url}]. */
export async function addComment (body: { taskId: string, text?: string, image?: string, file?: string }): Promise<{ id: string }> {
  const res = await request<{ id: string }>({ url: `${BASE}/FlowComment`, method: 'POST', data: body })
  return res.data
}

/** DELETE FlowComment/{id}: only my own. */
export async function deleteComment (id: string): Promise<void> {
  await request({ url: `${BASE}/FlowComment/${seg(id)}`, method: 'DELETE' })
}

// ---------------------------------------------------------------------------------------------
// Entrust (4.5)
// ---------------------------------------------------------------------------------------------

/** 1 the ones I made, 2 the ones made to me (the server's spelling). */
export type DelegateScope = 1 | 2

/** The body of POST / PUT FlowDelegate; flowId '' (or none) = every flow. */
export interface DelegateBody {
  type: '0' | '1'
  toUserId: string
  flowId?: string
  startTime: number
  endTime: number
  description?: string
}

/** A flow of FlowDelegate/getflow. */
export interface DelegateFlow {
  id: string
  fullName: string
  enCode: string
  templateId: string
}

export async function getDelegates (query: Paging & { myOrDelagateToMe: DelegateScope }): Promise<Page<FlowDelegateItem>> {
  const res = await request<Wire<FlowDelegateItem> | FlowDelegateItem[]>({ url: `${BASE}/FlowDelegate`, data: query, load: false })
  // older servers answer a bare array
  return Array.isArray(res.data) ? { list: res.data, total: res.data.length } : pageOf(res.data)
}

export async function getDelegate (id: string): Promise<FlowDelegateItem> {
  const res = await request<FlowDelegateItem>({ url: `${BASE}/FlowDelegate/${seg(id)}` })
  return res.data
}

export async function createDelegate (body: DelegateBody): Promise<{ id: string }> {
  const res = await request<{ id: string }>({ url: `${BASE}/FlowDelegate`, method: 'POST', data: body })
  return res.data
}

export async function updateDelegate (id: string, body: DelegateBody): Promise<void> {
  await request({ url: `${BASE}/FlowDelegate/${seg(id)}`, method: 'PUT', data: body })
}

/** PUT FlowDelegate/Stop/{id}: ends it now; it stays in the list. */
export async function stopDelegate (id: string): Promise<void> {
  await request({ url: `${BASE}/FlowDelegate/Stop/${seg(id)}`, method: 'PUT' })
}

export async function deleteDelegate (id: string): Promise<void> {
  await request({ url: `${BASE}/FlowDelegate/${seg(id)}`, method: 'DELETE' })
}

/** GET FlowDelegate/getflow: the flows someone lets me launch for them now. */
export async function getDelegateFlows (): Promise<DelegateFlow[]> {
  const res = await request<DelegateFlow[] | { list?: DelegateFlow[] } | null>({ url: `${BASE}/FlowDelegate/getflow`, load: false })
  return listOf(res.data)
}

/** GET FlowDelegate/userList?flowId: who lets me launch this flow for them (delegateUserList of a submit). */
export async function getDelegateUsers (flowId: string): Promise<CandidateUser[]> {
  const res = await request<{ list?: CandidateUser[] } | CandidateUser[] | null>({ url: `${BASE}/FlowDelegate/userList`, data: { flowId }, load: false })
  return listOf(res.data)
}

// ---------------------------------------------------------------------------------------------
// Flow screen and operate page
// ---------------------------------------------------------------------------------------------

/** The request of the launcher's withdraw, for callers that queue it (the outbox sends method, url and body). */
export const withdrawRequest = (taskId: string, body: FlowModel = {}) =>
  ({ method: 'PUT' as const, url: `${BASE}/FlowLaunch/${seg(taskId)}/Actions/Withdraw`, body })

/** A phrase of the opinion box. */
export interface CommonWord {
  id: string
  commonWordsText: string
}

/** GET /api/system/CommonWords/Selector?type=App: the phrases offered under the opinion box (the page shows its own error). */
export async function getCommonWords (): Promise<CommonWord[]> {
  const res = await request<CommonWord[] | { list?: CommonWord[] } | null>({
    url: '/api/system/CommonWords/Selector', data: { type: 'App' }, load: false, toast: false
  })
  return listOf(res.data).filter((w) => !!w?.commonWordsText)
}
