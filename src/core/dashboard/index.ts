/**
 * The dashboards' rules on the app side: how amounts read, where a figure leads, and the chart
 * options drawn from the server's figures (the figures themselves are the server's).
 */
import type { HazardTrendMonth, InvestmentMonth, InvestmentSection } from '../../../types/api/dashboard'
import type { Count, HazardState } from '../../../types/api/safety'

/** The lists behind the figures. */
export const LISTS = {
  hazards: 'pages/apply/hiddenDangerLedger/index',
  meter: 'pages/apply/meterManage/meterApprove/index',
  todo: 'pages/workFlow/flowTodo/index',
  notices: 'pages/message/message/index',
  notice: 'pages/message/messageDetail/index',
  person: 'pages/message/userDetail/index',
  contacts: 'pages/index/contacts'
} as const

export const DASHBOARDS = {
  investment: 'pages/apply/homepage/projectInvestment',
  safety: 'pages/apply/homepage/safetyHazardsManage',
  overview: 'pages/apply/homepage/projectOverview'
} as const

/** 元 as 万元 with two decimals (1234567.8 → '123.46'), the unit site staff read amounts in. */
export function wan (yuan: number | null | undefined): string {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return '-'
  return (yuan / 10_000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** A 0..1 rate as a percentage with one decimal; '-' when there is none. */
export function percent (rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? `${(rate * 100).toFixed(1)}%` : '-'
}

/** '2026-03' → '3月'; January shows its year ('2026-01' → '26年1月'). */
export function monthLabel (month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 1 ? `${String(y).slice(2)}年1月` : `${m}月`
}

const BLUE = '#1989fa'
const GREEN = '#07c160'
const GOLD = '#faad14'
const GREY = '#c8c9cc'

/** Claimed against paid, month by month (万元). */
export function monthOption (months: InvestmentMonth[]) {
  return {
    grid: { left: 48, right: 12, top: 32, bottom: 28 },
    legend: { top: 0, itemWidth: 12, itemHeight: 8 },
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'category' as const, data: months.map((m) => monthLabel(m.month)) },
    yAxis: { type: 'value' as const, name: '万元', nameGap: 8 },
    series: [
      { name: '计量', type: 'bar' as const, data: months.map((m) => m.claimed / 10_000), itemStyle: { color: BLUE } },
      { name: '支付', type: 'bar' as const, data: months.map((m) => m.paid / 10_000), itemStyle: { color: GREEN } }
    ]
  }
}

/** Each section's contract amount against what is paid (万元). */
export function sectionOption (sections: InvestmentSection[]) {
  return {
    grid: { left: 72, right: 16, top: 32, bottom: 24 },
    legend: { top: 0, itemWidth: 12, itemHeight: 8 },
    tooltip: { trigger: 'axis' as const },
    yAxis: { type: 'category' as const, data: sections.map((s) => shortSection(s.name)), inverse: true },
    xAxis: { type: 'value' as const, name: '万元', nameGap: 4 },
    series: [
      { name: '合同额', type: 'bar' as const, data: sections.map((s) => s.planned / 10_000), itemStyle: { color: GREY } },
      { name: '已支付', type: 'bar' as const, data: sections.map((s) => s.paid / 10_000), itemStyle: { color: GREEN } }
    ]
  }
}

/** '宁句高速公路改扩建工程第一合同段' → '第一合同段': the section's own part of a long name. */
export function shortSection (name: string): string {
  const m = /第[一二三四五六七八九十\d]+合同段$/.exec(name)
  return m ? m[0] : name
}

/** Hazard levels as a ring, each slice a level's count. */
export function levelOption (levels: Count[], colors: (key: string) => string) {
  return {
    tooltip: { trigger: 'item' as const },
    legend: { bottom: 0, itemWidth: 12, itemHeight: 8 },
    series: [{
      name: '隐患等级', type: 'pie' as const, radius: ['40%', '68%'], center: ['50%', '44%'],
      label: { formatter: '{b} {c}' },
      data: levels.map((l) => ({ name: l.name, value: l.count, itemStyle: { color: colors(l.key) } }))
    }]
  }
}

/** Hazards by section (bars). */
export function sectionCountOption (contracts: Count[]) {
  return {
    grid: { left: 80, right: 24, top: 8, bottom: 24 },
    tooltip: { trigger: 'axis' as const },
    yAxis: { type: 'category' as const, data: contracts.map((c) => shortSection(c.name)), inverse: true },
    xAxis: { type: 'value' as const, minInterval: 1 },
    series: [{ name: '隐患', type: 'bar' as const, data: contracts.map((c) => c.count), itemStyle: { color: GOLD }, label: { show: true, position: 'right' as const } }]
  }
}

/** Reported against closed, month by month. */
export function trendOption (trend: HazardTrendMonth[]) {
  return {
    grid: { left: 36, right: 16, top: 32, bottom: 28 },
    legend: { top: 0, itemWidth: 12, itemHeight: 8 },
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'category' as const, data: trend.map((m) => monthLabel(m.month)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      { name: '上报', type: 'line' as const, data: trend.map((m) => m.reported), itemStyle: { color: GOLD } },
      { name: '闭合', type: 'line' as const, data: trend.map((m) => m.closed), itemStyle: { color: GREEN } }
    ]
  }
}

/** The hazard ledger's query for a state tile of the dashboards. */
export function ledgerQuery (f: { state?: HazardState | 'open', level?: string, overdue?: boolean, contractId?: string | null }) {
  return { state: f.state, level: f.level, overdue: f.overdue ? '1' : undefined, contractId: f.contractId ?? undefined }
}
