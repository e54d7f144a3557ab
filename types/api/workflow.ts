/**
 * Wire types of /api/workflow/Engine (API.md 4) and the flow definition (`flowTemplateJson`) in
 * JNPF 3.4's node-tree form. Type-only: imported by the app and by the server.
 * All times are epoch milliseconds.
 */

// ---------------------------------------------------------------------------------------------
// Flow definition: a tree of nodes (`flowTemplateJson`), as the JNPF designer writes it.
// ---------------------------------------------------------------------------------------------

export type FlowNodeType = 'start' | 'approver' | 'condition' | 'subFlow' | 'timer'

/**
 * One node of the tree. `childNode` is what follows it; `conditionNodes` (on a node that leads into
 * a branch) are the branches, each of type 'condition' with its own `childNode` chain. After the
 * branches, flow continues with the `childNode` of the node that holds `conditionNodes`.
 * A chain that ends with no `childNode` leads to the end of the flow.
 */
export interface FlowNode {
  nodeId: string
  type: FlowNodeType
  prevId?: string
  properties: FlowNodeProperties
  childNode?: FlowNode | null
  conditionNodes?: FlowNode[]
}

/**
 * assigneeType of API.md 4.6: 1 launcher's manager, 2 department manager, 3 launcher, 4 variable
 * (a form field), 5 tache (another node's handler), 6 named users, 7 candidates, 9 service.
 * (types/api holds types only: each side names the values itself.)
 */
export type AssigneeTypeValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 9

/** counterSign of API.md 4.6: 0 or-sign 或签, 1 countersign 会签, 2 sequential 依次. */
export type CounterSign = 0 | 1 | 2

/**
 * What happens when an approver node resolves to nobody (JNPF `errorRule`): 1 the platform
 * administrator handles it, 2 the users in `errorRuleUser`, 3 the previous handler picks users (the
 * errorRuleUserList round trip of API.md 4.3), 4 the node passes by itself, 5 the submit is refused.
 */
export type ErrorRuleValue = 1 | 2 | 3 | 4 | 5

export interface FormOperate {
  id: string
  read: boolean
  write: boolean
  required?: boolean
}

/** One comparison of a branch condition. `filedValue` keeps JNPF's spelling. */
export interface FlowCondition {
  /** form field (__vModel__), or '@launcher', '@launcherDept', '@urgent' */
  field: string
  fieldName?: string
  jnpfKey?: string
  symbol: '==' | '<>' | '>' | '<' | '>=' | '<=' | 'like' | 'notLike' | 'in' | 'notIn'
  filedValue: string | number | boolean | Array<string | number>
  /** how this comparison joins the previous one; the first one's is ignored */
  logic?: '&&' | '||'
}

export interface FlowNodeProperties {
  title: string
  // -- start node ---------------------------------------------------------------------------
  /** who may launch: empty means everyone of the organisation */
  initiator?: string[]
  initiatePos?: string[]
  initiateRole?: string[]
  /** start node: field rights of the launcher's form; approver node: its own */
  formOperates?: FormOperate[]
  /** start node: the detail page shows 审批汇总 / 流程评论 tabs */
  isSummary?: boolean
  isComment?: boolean
  /** start node: title template, e.g. '{发起人}的隐患整改' */
  titleType?: 0 | 1
  titleContent?: string
  /** start node: once the task is approved, everyone who approved a node signs the final document (hand-sign) */
  handSign?: boolean
  // -- approver node ------------------------------------------------------------------------
  assigneeType?: AssigneeTypeValue
  /** assigneeType 6: user ids */
  approvers?: string[]
  /** role ids (users holding any of them) */
  approverRole?: string[]
  /** role and position holders (as approvers, candidates and copy-to): 'section' (default) only those
   *  working in the task's contract section (or project-wide in its project); 'project' all of them */
  assigneeScope?: 'section' | 'project'
  /** position ids */
  approverPos?: string[]
  /** assigneeType 1: how many levels above the launcher (1 = direct manager) */
  managerLevel?: number
  /** assigneeType 5: the node whose handler handles this one too */
  nodeId?: string
  /** assigneeType 4: form field holding user id(s) */
  formField?: string
  counterSign?: CounterSign
  /** countersign: percentage of agreements that passes the node (default 100) */
  countersignRatio?: number
  errorRule?: ErrorRuleValue
  errorRuleUser?: string[]
  /** copy-to 抄送 */
  circulateUser?: string[]
  circulateRole?: string[]
  circulatePosition?: string[]
  /** the handler may name extra copy-to users */
  isCustomCopy?: boolean
  /** the handler chooses which branch(es) follow instead of the conditions */
  isBranchFlow?: boolean
  /** its todos may be approved, returned or transferred together (待办 category 4, BatchOperation); default false */
  isBatchApproval?: boolean
  /** return: "0" = the start, "1" = the previous node, "2" = any passed node before it (the handler picks), or a nodeId; rejectType 1 restart | 2 back to me */
  rejectStep?: string
  rejectType?: 1 | 2
  hasSign?: boolean
  hasOpinion?: boolean
  hasAuditBtn?: boolean
  auditBtnText?: string
  hasRejectBtn?: boolean
  rejectBtnText?: string
  hasTransferBtn?: boolean
  transferBtnText?: string
  hasFreeApproverBtn?: boolean
  hasFreeApproverBtnText?: string
  hasSaveBtn?: boolean
  saveBtnText?: string
  hasRevokeBtn?: boolean
  revokeBtnText?: string
  hasCancelBtn?: boolean
  cancelBtnText?: string
  hasPressBtn?: boolean
  hasPrintBtn?: boolean
  // -- condition node -----------------------------------------------------------------------
  conditions?: FlowCondition[]
  /** the branch taken when no other matches */
  isDefault?: boolean
  /** lower goes first */
  priority?: number
  description?: string
}

// ---------------------------------------------------------------------------------------------
// Enums (API.md 4.6)
// ---------------------------------------------------------------------------------------------

/** Task status: 0 draft 等待提交, 1 in approval 等待审核, 2 approved 审核通过, 3 returned 审核退回,
 *  4 withdrawn 撤回, 5 terminated 终止, 6 suspended 挂起, 7 withdrawn for resubmit. */
export type TaskStatusValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7

/** Record handleStatus: 0 reject, 1 agree, 2 submit, 3 revoke, 4 cancel, 5 assign, 6 add-sign (after),
 *  7 transfer, 8 change, 9 resurrection, 10 add-sign before, 11 suspend, 12 restore, 13 swerve,
 *  100 end, -1 node recall. */
export type RecordStatusValue = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 100

/** Node `type` in the detail: -1 not passed, 0 passed, 1 current, 2 not yet. */
export type TaskNodeState = '-1' | '0' | '1' | '2'

/** opType of the detail page config: -1 launch/edit, 0 mine, 1 todo, 2 done, 3 copy/read-only. */
export type FlowOpType = -1 | 0 | 1 | 2 | 3

export type FlowUrgent = 1 | 2 | 3

// ---------------------------------------------------------------------------------------------
// Lists (API.md 4.1)
// ---------------------------------------------------------------------------------------------

export interface FlowBeforeListItem {
  /** todo: taskOperatorId; done: operator record id; copy: task id */
  id: string
  processId: string
  flowId: string
  flowCode: string
  enCode: string
  fullName: string
  flowName: string
  flowCategory: string
  formType: 1 | 2
  status: number
  flowUrgent: FlowUrgent
  thisStep: string
  thisStepId: string
  nodeName: string
  creatorUserId: string
  userName: string
  creatorTime: number
  startTime: number
  description: string
  flowVersion: string
  delegateUser: string
  /** batch list (category 4): the todo's node's action bar (hasSign, hasOpinion, ...); null on the others */
  approversProperties: ApproversProperties | null
  /** copy list only */
  circulateId?: string
}

export interface FlowLaunchItem {
  id: string
  enCode: string
  fullName: string
  flowName: string
  flowId: string
  flowCode: string
  flowCategory: string
  formType: 1 | 2
  formData: string
  status: TaskStatusValue
  completion: number
  thisStep: string
  startTime: number
  endTime: number | null
  creatorTime: number
  flowUrgent: FlowUrgent
  parentId: string
  delegateUser: string
  description: string
}

export interface FlowListQuery {
  currentPage?: number
  pageSize?: number
  keyword?: string
  startTime?: number
  endTime?: number
  flowCategory?: string
  flowId?: string
  templateId?: string
  creatorUserId?: string
  status?: number
  nodeCode?: string
  flowUrgent?: number
  /** SiteFlow: the last row the client shows (todo, done, batch lists); the page starts after it */
  lastId?: string
}

/** GET flowTemplate/PageListAll item */
export interface FlowTemplateListItem {
  id: string
  fullName: string
  enCode: string
  category: string
  icon: string
  iconBackground: string
  type: number
  description: string
  /** SiteFlow: the Lucide pictogram of the template's workbench tile; null or absent for none (a JNPF backend) */
  pictogram?: string | null
}

/** GET flowTemplate/FlowJsonList/{templateId}: the launchable versions */
export interface FlowVersionItem {
  id: string
  fullName: string
  flowName: string
  flowType: number
}

export interface FlowTodoCount {
  toBeReviewed: number
  flowDone: number
  flowCirculate: number
  entrust: number
}

// ---------------------------------------------------------------------------------------------
// Detail (API.md 4.2)
// ---------------------------------------------------------------------------------------------

export interface FlowTaskInfo {
  id: string
  processId: string
  enCode: string
  fullName: string
  flowId: string
  flowCode: string
  flowName: string
  flowType: number
  flowCategory: string
  flowForm: string
  flowFormContentJson: string
  flowTemplateJson: string
  flowVersion: string
  startTime: number | null
  endTime: number | null
  thisStep: string
  thisStepId: string
  grade: string
  status: TaskStatusValue
  completion: number
  description: string
  flowUrgent: FlowUrgent
  type: number
  rejectDataId: string
  suspend: boolean
  creatorUserId?: string
}

export interface FlowTaskNode {
  id: string
  nodeCode: string
  nodeName: string
  nodeType: string
  nodePropertyJson: string
  nodeUp: string
  nodeNext: string
  completion: number
  type: TaskNodeState
  userName: string
  assigneeName: string
  taskId: string
  formId: string
  sortCode: number
  creatorTime: number
}

export interface FlowTaskOperator {
  id: string
  handleType: string
  handleId: string
  handleStatus: 0 | 1 | null
  handleTime: number | null
  nodeCode: string
  nodeName: string
  completion: number
  taskNodeId: string
  taskId: string
  creatorTime: number
  draftData: Record<string, unknown> | null
}

export interface FlowTaskOperatorRecord {
  id: string
  nodeCode: string
  nodeName: string
  handleStatus: RecordStatusValue
  handleId: string
  userName: string
  handleTime: number
  handleOpinion: string
  signImg: string
  /** JSON string of [{name,fileId,url}] */
  fileList: string
  taskOperatorId: string
  taskNodeId: string
  taskId: string
  /** transfer / add-sign target */
  operatorId: string
  status: number
  approverType: number | null
  draftData: Record<string, unknown> | null
  creatorTime: number
  isLog: boolean
}

/** approversProperties: the action bar of the current handler (subset of FlowNodeProperties). */
export interface ApproversProperties {
  title: string
  hasSign: boolean
  hasOpinion: boolean
  hasAuditBtn: boolean
  auditBtnText: string
  hasRejectBtn: boolean
  rejectBtnText: string
  hasTransferBtn: boolean
  transferBtnText: string
  hasFreeApproverBtn: boolean
  hasFreeApproverBtnText: string
  hasSaveBtn: boolean
  saveBtnText: string
  hasRevokeBtn: boolean
  revokeBtnText: string
  hasCancelBtn: boolean
  cancelBtnText: string
  hasPressBtn: boolean
  hasPrintBtn: boolean
  isCustomCopy: boolean
  rejectStep: string
  rejectType: 1 | 2
  counterSign: CounterSign
  isComment: boolean
  isSummary: boolean
}

export interface FlowBeforeInfo {
  flowTaskInfo: FlowTaskInfo
  flowTaskNodeList: FlowTaskNode[]
  flowTaskOperatorList: FlowTaskOperator[]
  flowTaskOperatorRecordList: FlowTaskOperatorRecord[]
  flowTemplateInfo: {
    id: string
    templateId: string
    fullName: string
    visibleType: number
    version: string
    type: number
    /** JSON of FlowNode */
    flowTemplateJson: string
  }
  flowFormInfo: {
    id: string
    enCode: string
    fullName: string
    formType: 1 | 2
    flowType: number
    urlAddress: string
    appUrlAddress: string
    interfaceUrl: string
    /** JSON of FormConfig (types/api/form.ts) */
    propertyJson: string
    tableJson: string
  }
  formOperates: FormOperate[]
  approversProperties: ApproversProperties | null
  formData: Record<string, unknown>
  draftData: Record<string, unknown> | null
  noOperateAuth: boolean
}

// ---------------------------------------------------------------------------------------------
// Actions (API.md 4.3, 4.4)
// ---------------------------------------------------------------------------------------------

export interface FlowModel {
  id?: string
  flowId?: string
  processId?: string
  taskId?: string
  taskNodeId?: string
  taskOperatorId?: string
  flowTitle?: string
  flowUrgent?: FlowUrgent
  billNo?: string
  /** submit: "0" submit | "1" save as draft */
  status?: string | number
  parentId?: string
  userId?: string
  delegateUser?: string
  rollbackId?: string
  handleOpinion?: string
  signImg?: string
  fileList?: unknown[]
  /** "u1,u2" */
  copyIds?: string
  freeApproverUserId?: string
  /** 1 before | 2 after */
  freeApproverType?: 1 | 2
  formData?: Record<string, unknown>
  nodeCode?: string
  candidateList?: Record<string, string[]>
  errorRuleUserList?: Record<string, string[]>
  branchList?: string[]
  ids?: string[]
  batchType?: number
  delegateUserList?: string[]
  rejectStep?: string
  rejectType?: 1 | 2
  resurgence?: boolean
  suspend?: boolean
  candidateType?: number
  countersignOver?: boolean
}

/** POST FlowBefore/BatchOperation: batchType 0 approve, 1 return, 2 transfer. */
export type BatchType = 0 | 1 | 2

/** `data` of BatchOperation: an object, never an array (a non-empty array would read as ErrorForm's nodes). */
export interface BatchOperationResult {
  success: number
  /** the todos that were not handled, with why */
  failed: Array<{ id: string, fullName: string, msg: string }>
}

/** `data` of an action answered with nodes that have nobody to handle them (API.md 4.3). */
export interface NodeWithoutApprover {
  nodeId: string
  nodeName: string
}

/** POST FlowBefore/Candidates/{id} */
export interface CandidatesResult {
  /** 1 choose branch(es), 2 choose candidates, 3 nothing to choose */
  type: 1 | 2 | 3
  countersignOver: boolean
  list: Array<{
    nodeId: string
    nodeName: string
    isCandidates: boolean
    isBranchFlow: boolean
    hasCandidates: boolean
  }>
}

export interface CandidateUser {
  id: string
  fullName: string
  headIcon: string
  organize: string
}

/** GET FlowBefore/RejectList/{id} */
export interface RejectList {
  list: Array<{ id: string, nodeName: string, nodeCode: string }>
  isLastAppro: boolean
}

/** GET FlowBefore/RecordList/{taskId}: the summary, grouped by node */
export interface RecordSummaryItem {
  id: string
  fullName: string
  handleOpinion: string
  userName: string
  handleTime: number | null
  handleStatus: number | null
  operatorId: string
  signImg: string
  headIcon: string
  fileList: string
  list: RecordSummaryItem[]
}

export interface FlowCommentItem {
  id: string
  taskId: string
  text: string
  /** JSON string of [{name,fileId,url}] */
  image: string
  file: string
  creatorUserId: string
  creatorUserName: string
  creatorUserHeadIcon: string
  creatorTime: number
  isDel: boolean
}

// ---------------------------------------------------------------------------------------------
// Entrust (API.md 4.5)
// ---------------------------------------------------------------------------------------------

export interface FlowDelegateItem {
  id: string
  /** "0" 发起委托 | "1" 审批委托 */
  type: '0' | '1'
  userId: string
  userName: string
  toUserId: string
  toUserName: string
  flowId: string
  flowName: string
  startTime: number
  endTime: number
  description: string
  enabledMark: 0 | 1
}
