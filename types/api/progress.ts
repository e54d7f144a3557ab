/**
 * /api/progress: progress against each contract section's bill of quantities, computed by the
 * server from the completed quantities filled (within the visibility rule of the tile asking).
 * Amounts in 元, percents 0-100 with two decimals.
 */

/** What is built of a whole: planned and completed amounts. */
export interface ProgressFigure {
  /** the bill's amount: quantity × unit price, summed */
  total: number
  /** completed quantity × unit price, summed */
  done: number
  /** done / total × 100; 0 when nothing is billed */
  percent: number
}

export interface SectionProgress extends ProgressFigure {
  contractId: string
  contractName: string
  /** items of its bill */
  items: number
  /** items with something completed */
  started: number
  /** items completed in full */
  finished: number
}

/** A unit work (单位工程, the first level of a section's WBS). */
export interface BranchProgress extends ProgressFigure {
  wbsNodeId: string
  name: string
  contractId: string
  contractName: string
}

export interface ProgressOverview extends ProgressFigure {
  sections: SectionProgress[]
  branches: BranchProgress[]
  /** epoch ms of the latest day filled; null when nothing is */
  lastFillDate: number | null
  /** the caller may fill progress (progressFilling's 新增) */
  mayFill: boolean
}

/** One item of a bill with what is completed of it. */
export interface BoqItemRow {
  id: string
  contractId: string
  contractName: string
  wbsNodeId: string | null
  /** the WBS names from the unit work down to the item's node, joined with ' / ' */
  wbsPath: string
  itemCode: string
  itemName: string
  unit: string
  quantity: number
  unitPrice: number
  total: number
  doneQuantity: number
  done: number
  /** doneQuantity / quantity × 100 */
  percent: number
  lastFillDate: number | null
}

export interface BoqItemQuery {
  contractId?: string
  /** the node and everything under it */
  wbsNodeId?: string
  keyword?: string
}

export interface ProgressFillRow {
  id: string
  itemId: string
  /** epoch ms of the China day */
  fillDate: number
  quantity: number
  remark: string
  creatorName: string
  createdAt: number
}

export interface ProgressFillBody {
  itemId: string
  /** epoch ms within the day completed */
  fillDate: number
  quantity: number
  remark?: string
}

/** A WBS node with what is billed and completed under it, and how many records hang on it. */
export interface WbsProgressNode extends ProgressFigure {
  id: string
  parentId: string
  code: string
  name: string
  level: number
  contractId: string
  /** bill items under the node (itself and below) */
  items: number
  /** progress fills of those items */
  fills: number
  children: WbsProgressNode[]
}

export interface WbsSection extends ProgressFigure {
  contractId: string
  contractName: string
  children: WbsProgressNode[]
}

/** What a section's day already recorded, offered to its daily report (each from a module the caller holds; absent when not). */
export interface DayRecords {
  /** epoch ms of the China day */
  date: number
  fills?: Array<{ id: string, itemCode: string, itemName: string, unit: string, quantity: number, wbsPath: string, contractId: string }>
  inspections?: Array<{ id: string, checkNo: string, checklistName: string, wbsPart: string, failed: number }>
  materials?: Array<{ id: string, materialName: string, specification: string, quantity: number | null, unit: string, unitName: string }>
  hazards?: Array<{ id: string, hazardNo: string, title: string, wbsPart: string }>
}

/** A section's week: its plan (周进度's record) against the output filled in the week. */
export interface WeekSection {
  contractId: string
  contractName: string
  /** the plan record; null when the section set none for the week */
  planId: string | null
  /** 元 */
  plan: number
  actual: number
  /** actual / plan × 100; null without a plan */
  rate: number | null
  planContent: string
  lagReason: string
}

export interface WeekProgress {
  /** epoch ms of the China Monday the week starts, and of the next Monday */
  weekStart: number
  weekEnd: number
  sections: WeekSection[]
}
