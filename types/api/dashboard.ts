/**
 * /api/dashboard/<name>: the workbench dashboards (pages/apply/homepage/...). Every figure is
 * computed by the server from records, within the visibility rule of the module it reads, in the
 * caller's current project and chosen contract section. Amounts are in 元.
 */
import type { HazardRow, HazardSummary } from './safety'

/** Where the figures are from: the current project, and the chosen section (null: every section). */
export interface DashboardPlace {
  projectId: string | null
  projectName: string
  contractId: string | null
  /** the chosen section's name, 全部合同段 for every section */
  contractName: string
}

/** 项目首页: the day's key figures. A part is absent when the caller holds no grant of its module. */
export interface HomeDashboard {
  place: DashboardPlace
  /** the caller's todos (flows waiting on them) */
  todo: number
  unreadNotices: number
  /** the latest notice the caller received */
  notice: { id: string, title: string, time: number } | null
  hazards?: {
    reportedToday: number
    /** not closed, withdrawn or terminated */
    open: number
    rectifying: number
    overdue: number
  }
  meter?: {
    /** claims waiting in approval, and their amount */
    inApproval: number
    inApprovalAmount: number
    /** approved this month (by the day the approval ended) */
    paidThisMonth: number
  }
}

/** Investment of one contract section. */
export interface InvestmentSection {
  contractId: string
  name: string
  /** the section's contract amount */
  planned: number
  /** claims in approval or approved */
  claimed: number
  /** claims approved */
  paid: number
  /** paid / planned, 0..1; null without a contract amount */
  rate: number | null
}

/** One month (China time, YYYY-MM): claimed by the month of the claim, paid by the month it was approved. */
export interface InvestmentMonth {
  month: string
  claimed: number
  paid: number
}

/** 项目投资: the contract amounts against the metered claims (module meterApprove). */
export interface InvestmentDashboard {
  place: DashboardPlace
  planned: number
  claimed: number
  paid: number
  rate: number | null
  /** claims waiting in approval */
  inApproval: number
  sections: InvestmentSection[]
  /** the last 12 months, oldest first */
  months: InvestmentMonth[]
}

export interface HazardTrendMonth {
  month: string
  reported: number
  closed: number
}

/** 安全隐患: hazards by state, level, area and section, the monthly trend and the overdue rectifications. */
export interface SafetyDashboard {
  place: DashboardPlace
  summary: HazardSummary
  /** the last 6 months, oldest first: reported by the month reported, closed by the month closed */
  trend: HazardTrendMonth[]
  /** the overdue rectifications, the longest overdue first (at most 5) */
  overdue: HazardRow[]
}

export interface OverviewPerson {
  id: string
  name: string
  mobile: string
  /** what they head: the unit or a department of it */
  heads: string
}

export interface OverviewUnit {
  id: string
  name: string
  kind: 'owner' | 'construction' | 'supervision'
  /** the heads of the unit and its departments, the unit's own head first */
  keyPeople: OverviewPerson[]
  /** people of the unit in the project */
  people: number
}

export interface OverviewSection {
  id: string
  name: string
  sectionName: string
  startMileage: string
  endMileage: string
  /** 元 */
  amount: number | null
  constructionUnit: string
  supervisionUnit: string
}

/** 项目概况: the project, its sections, units and their heads. */
export interface OverviewDashboard {
  place: DashboardPlace
  project: {
    id: string
    name: string
    shortName: string
    code: string
    location: string
    startDate: number | null
    endDate: number | null
    /** 元 */
    investment: number | null
    ownerUnit: string
  } | null
  sections: OverviewSection[]
  units: OverviewUnit[]
  /** people of the project (in the chosen section's units) */
  people: number
}
