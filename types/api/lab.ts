/** /api/lab: the laboratory's summaries, computed by the server from module records. */

/** Samples judged by the standard's limits, and their pass rate (percent, one decimal; null when none). */
export interface SampleCounts {
  samples: number
  passed: number
  failed: number
  passRate: number | null
}

/** One material (materialType dictionary item) of the batches received. */
export interface MaterialRow extends SampleCounts {
  material: string
  materialName: string
  unit: string
  /** the sampling frequency rule, as the standard writes it */
  rule: string
  batches: number
  received: number
  /** contractor's own tests (自检) owed by the rule, and taken */
  selfOwed: number
  selfTaken: number
  /** supervision samples (抽检) owed, a fifth of the contractor's, and taken */
  samplingOwed: number
  samplingTaken: number
  /** batches past their test deadline with fewer own tests than owed */
  overdue: number
}

export interface OverdueBatch {
  id: string
  batchNo: string
  material: string
  materialName: string
  specification: string
  contractName: string
  quantity: number
  unit: string
  entryDate: number
  owed: number
  taken: number
  /** whole days past the deadline */
  daysOver: number
}

export interface MaterialSummary {
  total: SampleCounts & { batches: number, selfOwed: number, selfTaken: number, samplingOwed: number, samplingTaken: number, overdue: number }
  materials: MaterialRow[]
  overdue: OverdueBatch[]
}

/** Concrete poured (施工台账) and samples tested in one section or month. */
export interface LedgerCounts extends SampleCounts {
  ledgers: number
  /** m³ */
  volume: number
  specimens: number
}

export interface LedgerSummary {
  total: LedgerCounts
  sections: Array<LedgerCounts & { contractId: string, contractName: string }>
  /** newest first; month 'YYYY-MM' in China time */
  months: Array<LedgerCounts & { month: string }>
}

/** One material received and used: what is left on site. */
export interface ConsumeBalanceRow {
  materialName: string
  specification: string
  unit: string
  batches: number
  received: number
  used: number
  balance: number
}
