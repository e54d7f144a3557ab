/**
 * Rules of the task centre's screens (tasks, meetings, my schedule), without Taro or React: the
 * tabs of each list, the tags of states, how a deadline and a meeting time read, an agenda as its
 * items, and the month grid of the schedule with the items of a day.
 */
import type { FormConfig, FormField } from '../../types/api/form'
import type {
  MeetingListItem, MeetingStatus, ScheduleItem, TaskAssignee, TaskAssigneeState, TaskEventKind, TaskListItem, TaskStatus
} from '../../types/api/task'
import { THEME_COLORS } from './theme'
import { timeFormat } from './format'
import { URGENCY, urgencyTag, type Tag } from './workflow'

export { URGENCY, urgencyTag, type Tag }

const C = THEME_COLORS
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface TabDef { key: string, title: string }

/** 发布任务: the tasks of my scope. */
export const PUBLISHED_TABS: TabDef[] = [
  { key: 'ongoing', title: '进行中' }, { key: 'auditing', title: '待审核' }, { key: 'overdue', title: '已逾期' },
  { key: 'done', title: '已完成' }, { key: 'draft', title: '草稿' }, { key: 'all', title: '全部' }
]
/** 我的任务: the tasks given to me, by my part's state. */
export const MINE_TABS: TabDef[] = [
  { key: 'pending', title: '待接收' }, { key: 'working', title: '进行中' }, { key: 'auditing', title: '待审核' },
  { key: 'overdue', title: '已逾期' }, { key: 'done', title: '已完成' }
]
/** 任务审核. */
export const AUDIT_TABS: TabDef[] = [{ key: 'todo', title: '待审核' }, { key: 'done', title: '已审核' }]
/** 监理会议. */
export const MEETING_TABS: TabDef[] = [
  { key: 'upcoming', title: '待召开' }, { key: 'mine', title: '我参加的' }, { key: 'ended', title: '已结束' },
  { key: 'all', title: '全部' }, { key: 'draft', title: '草稿' }
]

/** Tab counts (GET Task/Counts) shown after the titles. */
export const countOf = (counts: Record<string, number> | undefined, list: string, tab: string): number | null => {
  const n = counts?.[`${list}.${tab}`]
  return typeof n === 'number' && n > 0 ? n : null
}

export const ASSIGNEE_STATE: Record<TaskAssigneeState, Tag> = {
  0: { text: '待接收', color: C.warning },
  1: { text: '进行中', color: C.primary },
  2: { text: '待审核', color: C.warning },
  3: { text: '已完成', color: C.success },
  4: { text: '已退回', color: C.error }
}
export const assigneeTag = (state: number | null | undefined): Tag => ASSIGNEE_STATE[state as TaskAssigneeState] ?? ASSIGNEE_STATE[0]

export const TASK_STATUS: Record<TaskStatus, Tag> = {
  draft: { text: '草稿', color: C.info },
  ongoing: { text: '进行中', color: C.primary },
  auditing: { text: '待审核', color: C.warning },
  done: { text: '已完成', color: C.success }
}
export const taskTag = (status: TaskStatus): Tag => TASK_STATUS[status] ?? TASK_STATUS.ongoing

export const OVERDUE_TAG: Tag = { text: '已逾期', color: C.error }

/** How long is left, or how long it is overdue: 剩余 2 天 / 剩余 3 小时 / 已逾期 1 天 / 已逾期 40 分钟. */
export function deadlineText (deadline: number | null | undefined, now: number): string {
  if (!deadline) return '未设截止时间'
  const left = deadline - now
  const span = Math.abs(left)
  const amount = span >= DAY ? `${Math.floor(span / DAY)} 天` : span >= HOUR ? `${Math.floor(span / HOUR)} 小时` : `${Math.max(1, Math.floor(span / MINUTE))} 分钟`
  return left >= 0 ? `剩余 ${amount}` : `已逾期 ${amount}`
}

/** 截止 05-14 18:00, with the year when it is not this year's. */
export function deadlineLabel (deadline: number | null | undefined, now: number): string {
  if (!deadline) return ''
  const sameYear = new Date(deadline).getFullYear() === new Date(now).getFullYear()
  return `截止 ${timeFormat(deadline, sameYear ? 'mm-dd hh:MM' : 'yyyy-mm-dd hh:MM')}`
}

/** 2 人 · 1 人已完成: how far the people of a task are. */
export function assigneeSummary (assignees: readonly Pick<TaskAssignee, 'state'>[]): string {
  if (assignees.length === 0) return '未指派'
  const done = assignees.filter((a) => a.state === 3).length
  const waiting = assignees.filter((a) => a.state === 2).length
  return [`${assignees.length} 人`, done ? `${done} 人已完成` : '', waiting ? `${waiting} 人待审核` : ''].filter(Boolean).join(' · ')
}

/** The tags of a task card: its status, and overdue when it is. */
export function taskTags (task: Pick<TaskListItem, 'status' | 'overdue'>): Tag[] {
  return [taskTag(task.status), ...(task.overdue ? [OVERDUE_TAG] : [])]
}

/** What an event of a task says happened. */
export const EVENT_TEXT: Record<TaskEventKind, string> = {
  accept: '接收了任务',
  progress: '汇报了进展',
  complete: '提交了完成',
  pass: '审核通过',
  return: '退回了任务'
}

/** 黄磊 汇报了进展（60%） / 张伟 审核通过：黄磊: who did what, for whom. */
export function eventTitle (e: { kind: TaskEventKind, actorName: string, userName: string, actorId: string, userId: string, progress: number | null }): string {
  const forWhom = e.actorId !== e.userId ? `：${e.userName}` : ''
  const percent = e.kind === 'progress' && e.progress !== null ? `（${e.progress}%）` : ''
  return `${e.actorName} ${EVENT_TEXT[e.kind] ?? e.kind}${percent}${forWhom}`
}

// --- meetings -----------------------------------------------------------------------------------

export const MEETING_STATUS: Record<MeetingStatus, Tag> = {
  0: { text: '草稿', color: C.info },
  1: { text: '待召开', color: C.primary },
  2: { text: '已结束', color: C.success }
}
export const meetingTag = (status: number): Tag => MEETING_STATUS[status as MeetingStatus] ?? MEETING_STATUS[1]

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** 05-12 周一 09:00-11:00 (the end's date too when it is another day). */
export function meetingTimeText (start: number | null | undefined, end: number | null | undefined): string {
  if (!start) return '时间待定'
  const day = `${timeFormat(start, 'mm-dd')} ${WEEKDAYS[new Date(start).getDay()]} ${timeFormat(start, 'hh:MM')}`
  if (!end) return day
  return sameDay(start, end) ? `${day}-${timeFormat(end, 'hh:MM')}` : `${day} 至 ${timeFormat(end, 'mm-dd hh:MM')}`
}

/** 签到 3/8 */
export const signInSummary = (m: Pick<MeetingListItem, 'signedCount' | 'attendeeCount'>): string => `签到 ${m.signedCount}/${m.attendeeCount}`

/** The agenda's items: one a line, numbering written by hand taken off. */
export function agendaItems (agenda: unknown): string[] {
  return String(agenda ?? '').split('\n').map((l) => l.trim().replace(/^(\d+[.、．)]|[一二三四五六七八九十]+、|[-*•])\s*/, '').trim()).filter(Boolean)
}

// --- my schedule --------------------------------------------------------------------------------

export function startOfDay (t: number): number {
  const d = new Date(t)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/** The next midnight, whatever the length of the day. */
const nextDay = (dayStart: number): number => {
  const d = new Date(dayStart)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime()
}

export const sameDay = (a: number, b: number): boolean => startOfDay(a) === startOfDay(b)

export const dayKey = (t: number): string => timeFormat(t, 'yyyy-mm-dd')

export interface CalendarDay {
  /** local midnight */
  date: number
  day: number
  inMonth: boolean
}

/** The weeks (Monday first) of the month of `t`, each of seven days; days of the months around it fill them. */
export function monthGrid (t: number): CalendarDay[][] {
  const d = new Date(t)
  const first = new Date(d.getFullYear(), d.getMonth(), 1)
  const lead = (first.getDay() + 6) % 7
  const weeks: CalendarDay[][] = []
  let cursor = new Date(first.getFullYear(), first.getMonth(), 1 - lead)
  do {
    const week: CalendarDay[] = []
    for (let i = 0; i < 7; i++) {
      week.push({ date: cursor.getTime(), day: cursor.getDate(), inMonth: cursor.getMonth() === first.getMonth() })
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1)
    }
    weeks.push(week)
  } while (cursor.getMonth() === first.getMonth())
  return weeks
}

/** The range a month view asks for: its first shown day to the day after its last. */
export function gridRange (weeks: CalendarDay[][]): { startTime: number, endTime: number } {
  const last = weeks[weeks.length - 1][6].date
  return { startTime: weeks[0][0].date, endTime: nextDay(last) }
}

export const monthOf = (t: number, delta: number): number => {
  const d = new Date(t)
  return new Date(d.getFullYear(), d.getMonth() + delta, 1).getTime()
}

/** Items that touch the day starting at `dayStart`, earliest first. */
export function itemsOfDay<T extends Pick<ScheduleItem, 'startTime' | 'endTime'>> (items: readonly T[], dayStart: number): T[] {
  const end = nextDay(dayStart)
  return items.filter((i) => i.startTime < end && Math.max(i.endTime, i.startTime + 1) > dayStart).sort((a, b) => a.startTime - b.startTime)
}

/** The days (dayKey) on which some item falls. */
export function busyDays (items: readonly Pick<ScheduleItem, 'startTime' | 'endTime'>[]): Set<string> {
  const out = new Set<string>()
  for (const i of items) {
    for (let day = startOfDay(i.startTime); day < Math.max(i.endTime, i.startTime + 1); day = nextDay(day)) out.add(dayKey(day))
  }
  return out
}

/** 09:00-11:00, or 全天 for an item over the whole day, or the dates when it spans days. */
export function scheduleTimeText (item: Pick<ScheduleItem, 'startTime' | 'endTime'>, dayStart: number): string {
  const end = nextDay(dayStart)
  if (item.startTime <= dayStart && item.endTime >= end) return '全天'
  const from = item.startTime < dayStart ? '00:00' : timeFormat(item.startTime, 'hh:MM')
  const to = item.endTime >= end ? '24:00' : timeFormat(item.endTime, 'hh:MM')
  return `${from}-${to}`
}

const REMIND_TEXT: Record<string, string> = {
  none: '不提醒', 0: '开始时提醒', 5: '提前 5 分钟提醒', 15: '提前 15 分钟提醒', 30: '提前 30 分钟提醒', 60: '提前 1 小时提醒', 1440: '提前 1 天提醒'
}
export const remindText = (remind: string): string => REMIND_TEXT[remind] ?? ''

/** A new item on a chosen day: 09:00 to 10:00 of it, or the next hour today. */
export function newItemTimes (dayStart: number, now: number): { startTime: number, endTime: number } {
  const start = sameDay(dayStart, now) ? Math.ceil((now + 1) / HOUR) * HOUR : dayStart + 9 * HOUR
  return { startTime: start, endTime: start + HOUR }
}

// --- forms --------------------------------------------------------------------------------------

const filled = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)

/**
 * The form with only the fields named, out of their cards and rows (what a screen shows of a
 * record besides its own header); with `data`, only those it has a value for.
 */
export function formWith (config: FormConfig, keys: readonly string[], data?: Record<string, unknown>): FormConfig {
  const picked: FormField[] = []
  const wanted = (key: string): boolean => keys.includes(key) && (!data || filled(data[key]))
  const walk = (fields: readonly FormField[]): void => {
    for (const f of fields) {
      if (f.__vModel__ && wanted(f.__vModel__)) picked.push({ ...f, __config__: { ...f.__config__, span: 24 } })
      else if (!f.__vModel__ && f.__config__?.children) walk(f.__config__.children)
    }
  }
  walk(config.fields)
  picked.sort((a, b) => keys.indexOf(a.__vModel__!) - keys.indexOf(b.__vModel__!))
  return { ...config, fields: picked }
}
