/**
 * How a hazard reads on the safety screens: its state's colour, its level's, the deadline as the
 * site counts it (days left, due today, days overdue), what its handler does next, and which
 * screen it opens.
 */
import type { HazardRow, HazardState } from '../../../types/api/safety'
import { OP_TYPE } from '../constants'
import type { FlowBeforeConfig } from '../workflow'

export const STATE_COLORS: Record<HazardState, string> = {
  draft: '#909399',
  rectifying: '#ff9900',
  reviewing: '#2979ff',
  closing: '#722ed1',
  inApproval: '#2979ff',
  closed: '#19be6b',
  returned: '#fa3534',
  withdrawn: '#909399',
  terminated: '#909399',
  suspended: '#909399'
}

/** 一般, 较大, 重大 (hazardLevel 1-3). */
export const LEVEL_COLORS: Record<string, string> = { 1: '#2979ff', 2: '#ff9900', 3: '#fa3534' }
export const levelColor = (level: string): string => LEVEL_COLORS[level] ?? '#909399'

const DAY = 86_400_000
const CN = 8 * 3_600_000
/** China midnight of the day of `ms`: deadlines are days of the site. */
export const chinaDay = (ms: number): number => Math.floor((ms + CN) / DAY) * DAY - CN

export interface DeadlineText {
  text: string
  /** 'late' overdue, 'soon' due today or tomorrow, 'ok' further, 'done' no longer counting */
  tone: 'late' | 'soon' | 'ok' | 'done'
}

/** The deadline of a hazard as its handler reads it; only a hazard still to be rectified counts down. */
export function deadlineText (row: Pick<HazardRow, 'deadline' | 'state' | 'finishDate'>, now: number): DeadlineText | null {
  if (row.deadline === null) return null
  if (row.state !== 'rectifying' && row.state !== 'returned') {
    return row.finishDate !== null && chinaDay(row.finishDate) > chinaDay(row.deadline)
      ? { text: `超期 ${Math.round((chinaDay(row.finishDate) - chinaDay(row.deadline)) / DAY)} 天完成`, tone: 'done' }
      : null
  }
  const days = Math.round((chinaDay(row.deadline) - chinaDay(now)) / DAY)
  if (days < 0) return { text: `已逾期 ${-days} 天`, tone: 'late' }
  if (days === 0) return { text: '今日到期', tone: 'soon' }
  if (days === 1) return { text: '明日到期', tone: 'soon' }
  return { text: `剩 ${days} 天`, tone: 'ok' }
}

/** What the caller's todo at each node of the rectification flow is called on its button. */
const TODO_ACTIONS: Record<string, string> = {
  hazard_rectify: '整改回复',
  hazard_verify: '复查',
  hazard_chief: '销号审批'
}
export const todoAction = (node: string | null): string => (node ? TODO_ACTIONS[node] ?? '去处理' : '')

/** The task status (API.md 4.6) a state stands for. */
const TASK_STATUS: Record<HazardState, number> = {
  draft: 0, rectifying: 1, reviewing: 1, closing: 1, inApproval: 1, closed: 2, returned: 3, withdrawn: 4, terminated: 5, suspended: 6
}

/** The flow screen for the caller's todo of a hazard, or for following it (their own, or someone else's). */
export function hazardFlowConfig (h: Pick<HazardRow, 'taskId' | 'todoId' | 'reporterId' | 'state' | 'title' | 'flowId' | 'flowEnCode'>,
  userId: string): FlowBeforeConfig | null {
  if (!h.taskId) return null
  const mine = h.reporterId === userId
  const editable = mine && (h.state === 'draft' || h.state === 'returned' || h.state === 'withdrawn')
  const opType = h.todoId ? OP_TYPE.todo : editable ? OP_TYPE.launch : mine ? OP_TYPE.mine : OP_TYPE.read
  return {
    id: h.taskId,
    enCode: h.flowEnCode,
    flowId: h.flowId,
    formType: 2,
    opType,
    status: TASK_STATUS[h.state],
    taskNodeId: '',
    fullName: h.title,
    taskId: h.todoId ?? h.taskId
  }
}

/** A hazard of mine that is still mine to finish: a draft, or one returned or withdrawn. */
export const isMineToFinish = (h: Pick<HazardRow, 'state' | 'reporterId'>, userId: string): boolean =>
  h.reporterId === userId && (h.state === 'draft' || h.state === 'returned' || h.state === 'withdrawn')

/** Report-date ranges the ledger offers, as whole China days [start, end] (epoch ms of each day). */
export const REPORT_RANGES = [
  { key: 'all', text: '全部日期' },
  { key: 'today', text: '今日' },
  { key: 'week', text: '本周' },
  { key: 'month', text: '本月' },
  { key: 'quarter', text: '近三个月' }
] as const
export type ReportRange = (typeof REPORT_RANGES)[number]['key']

export function reportRange (range: ReportRange, now: number): { start?: number, end?: number } {
  const today = chinaDay(now)
  const local = new Date(now + CN)
  switch (range) {
    case 'today': return { start: today, end: today }
    // a week starts on Monday
    case 'week': return { start: today - ((local.getUTCDay() + 6) % 7) * DAY, end: today }
    case 'month': return { start: Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CN, end: today }
    case 'quarter': return { start: Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 2, 1) - CN, end: today }
    default: return {}
  }
}
