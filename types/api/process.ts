/**
 * /api/engineering/Process: the processes of each WBS part (the process library) with the state
 * their inspection applications (module processInspectionApplication) give them, answered within
 * that module's visibility rule.
 */

/**
 * waiting: an earlier process has not passed; ready: may be applied for; draft: the caller's
 * application saved, not sent; inspecting: applied, the supervision engineer has not checked it;
 * failed: returned as 不合格, to be corrected and applied for again; passed: 合格.
 */
export type ProcessState = 'waiting' | 'ready' | 'draft' | 'inspecting' | 'failed' | 'passed'

/** One check of an application by the supervision engineer. */
export interface ProcessCheck {
  passed: boolean
  userName: string
  opinion: string
  time: number
}

export interface ProcessApplication {
  id: string
  applyNo: string
  /** the application's flow task; null for a draft never sent */
  taskId: string | null
  flowState: number | null
  applicantId: string
  applicantName: string
  applyTime: number | null
  /** every site check of this application, oldest first (a re-applied one has a failed check before) */
  checks: ProcessCheck[]
  /** the caller's todo of it (the operator id the approval screen acts on); null when not theirs to check */
  todoId: string | null
}

export interface ProcessStep {
  code: string
  name: string
  keyPoints: string[]
  state: ProcessState
  /** the application the state comes from: the live one, else the latest */
  application: ProcessApplication | null
}

/** A WBS part (a leaf of the tree) and its processes in order. */
export interface ProcessNode {
  id: string
  contractId: string
  contractName: string
  /** names from the unit work down to this part */
  path: string[]
  kindName: string
  steps: ProcessStep[]
  passed: number
  /** the first process not passed; null when every one has */
  current: { code: string, name: string, state: ProcessState } | null
  /** the part's state: its current process's, or passed */
  state: ProcessState
}

/** A node as the board lists it: its steps without key points and checks. */
export type ProcessBoardNode = Omit<ProcessNode, 'steps'> & { steps: Array<Pick<ProcessStep, 'code' | 'name' | 'state'>> }

export interface ProcessBoard {
  contractId: string
  /** parts by their state, of the whole section (before the state and keyword filters) */
  counts: Record<ProcessState, number>
  nodes: ProcessBoardNode[]
}
