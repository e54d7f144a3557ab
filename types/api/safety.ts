/**
 * /api/safety: the safety screens' views of module records (the hazard module hazardInvestigat,
 * the checklist inspections, hazard sources, pre-shift meetings, hazard types), each answered
 * within the visibility rule of the module it reads.
 */

/** Where a hazard is, from its record and the step its rectification flow is at. */
export type HazardState =
  | 'draft' | 'rectifying' | 'reviewing' | 'closing' | 'inApproval' | 'closed' | 'returned' | 'withdrawn' | 'terminated' | 'suspended'

/** One hazard as the ledger, the rectification notices and 我的上报 list it. */
export interface HazardRow {
  id: string
  /** the rectification task and its flow; null and '' for a record without one */
  taskId: string | null
  flowId: string
  flowEnCode: string
  hazardNo: string
  title: string
  /** hazardCategory item enCode and name */
  category: string
  categoryName: string
  /** 隐患细类 (a typical or organisation-defined type), free text */
  hazardType: string
  level: string
  levelName: string
  contractId: string | null
  contractName: string
  wbsPart: string
  /** the first segment of the part (a unit work of the WBS or a yard of the site); '' when none */
  area: string
  location: string
  /** epoch ms of the day */
  deadline: number | null
  finishDate: number | null
  state: HazardState
  stateName: string
  /** still to be rectified after its deadline day */
  overdue: boolean
  reporterId: string
  reporterName: string
  reportTime: number
  /** the first photo before and after rectification ('' when none) */
  photo: string
  rectifyPhoto: string
  /** who the flow waits on now */
  handlers: string[]
  /** the caller's own pending todo of the task (an operator id), and its node */
  todoId: string | null
  todoNode: string | null
}

export interface HazardListQuery {
  /** a state, or 'open' (rectifying, reviewing, closing, in approval) */
  state?: HazardState | 'open'
  level?: string
  /** '1': overdue only */
  overdue?: string
  contractId?: string
  area?: string
  /** report time from / to (epoch ms, inclusive days) */
  start?: number
  end?: number
  /** '1': those the caller reported (drafts included) */
  mine?: string
  /** '1': those waiting on the caller */
  todo?: string
  keyword?: string
  /** 'deadline': what is open, nearest deadline first; else the newest report first */
  order?: 'newest' | 'deadline'
  currentPage?: number
  pageSize?: number
}

export interface Count<K extends string = string> {
  key: K
  name: string
  count: number
}

/** Counts of the hazards the caller sees, under the same filters as the list (state and level aside). */
export interface HazardSummary {
  total: number
  states: Array<Count<HazardState>>
  levels: Count[]
  overdue: number
  /** filter choices with their counts */
  areas: Count[]
  contracts: Count[]
}

/** A step of the rectification as it happened. */
export interface HazardStep {
  nodeCode: string
  nodeName: string
  userName: string
  /** what was done: 上报, 整改完成, 复查通过, 退回 ... */
  action: string
  opinion: string
  time: number
  signImg: string
}

export interface HazardDetail extends HazardRow {
  /** the record's values as stored (photos as [{name, fileId, url}]) */
  data: Record<string, unknown>
  history: HazardStep[]
}

/** A node of the hazard category tree: a category, a typical type, or a type the organisation approved. */
export interface HazardCategoryNode {
  id: string
  /** the category's item enCode (for a type: its category's) */
  category: string
  fullName: string
  /** 'category', 'typical' (shipped under its category) or 'custom' (approved by the organisation) */
  kind: 'category' | 'typical' | 'custom'
  /** a custom type's default level and judging standard */
  defaultLevel?: string
  description?: string
  children?: HazardCategoryNode[]
}

/** A failed item of one of the caller's inspections, with what a hazard report takes from it. */
export interface InspectionFailure {
  inspectionId: string
  checkNo: string
  /** the safetyChecklist item enCode of the checklist, and its name */
  checklist: string
  checklistName: string
  checkDate: number | null
  contractId: string | null
  wbsPart: string
  itemCode: string
  item: string
  note: string
  photos: Array<{ name: string, fileId: string, url: string }>
  /** the hazard raised from it, if one was */
  hazardId: string | null
  hazardNo: string
  hazardState: HazardState | null
  hazardStateName: string
}

export interface InspectionRow {
  id: string
  checkNo: string
  checklist: string
  checklistName: string
  checkDate: number | null
  contractName: string
  wbsPart: string
  inspectorName: string
  items: number
  failed: number
  /** failed items a hazard was raised from */
  raised: number
  draft: boolean
}

/** The safety home: each part only for a user granted the module it counts. */
export interface SafetyOverview {
  hazards?: {
    open: number
    rectifying: number
    reviewing: number
    overdue: number
    major: number
    reportedThisMonth: number
    closedThisMonth: number
    /** waiting on the caller */
    mine: number
  }
  inspections?: {
    today: InspectionRow[]
    todayCount: number
    failedToday: number
  }
  risks?: Array<Count>
  meetings?: {
    today: number
    attendeesToday: number
  }
  /** hazard types waiting for the caller's approval */
  hazardTypes?: {
    toApprove: number
  }
}

/** A proposed hazard type: the record, its flow's state and the caller's todo on it. */
export interface HazardTypeProposal {
  id: string
  taskId: string | null
  typeName: string
  parentCategory: string
  parentName: string
  defaultLevel: string
  levelName: string
  description: string
  measures: string
  basis: string
  proposerName: string
  proposeTime: number
  /** flow status (API.md 4.6): 1 in approval, 2 approved, 3 returned ... */
  flowState: number | null
  todoId: string | null
}

/** Hazard sources by LEC grade. */
export interface RiskGrades {
  total: number
  grades: Count[]
}

/** A hazard source with its LEC evaluation, graded on the server. */
export interface DangerSourceRow {
  id: string
  sourceNo: string
  sourceName: string
  contractName: string
  wbsPart: string
  accidentName: string
  likelihood: string
  exposure: string
  consequence: string
  /** D = L × E × C; null while a value is missing (a draft) */
  riskValue: number | null
  grade: string
  gradeName: string
  controlLevel: string
  responsible: string
  /** 'controlled' 管控中, 'eliminated' 已消除 */
  state: string
  creatorUserId: string
  draft: boolean
}
