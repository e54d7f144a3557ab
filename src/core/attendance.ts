/**
 * Attendance rules of the app: what a placement, a fix, a day and a punch say in words, months to
 * choose, and the punch as it is sent. The judging itself is the server's (domains/attendance).
 */
import type { DayFlag, DayView, Placement, PunchInput, PunchView } from '../../types/api/attendance'
import { timeFormat } from './format'

/** Beyond this many metres a fix is weak: said on the screen, the punch still allowed. */
export const WEAK_FIX_M = 100

export const CLOCK_PATH = 'pages/apply/attendanceManagement/attendanceClock/index'
export const FIELD_CLOCK_PATH = 'pages/apply/attendanceManagementFieldService/attendanceClock/index'
export const FACE_CLOCK_PATH = 'pages/apply/attendanceFaceRecognition/index'
export const REVIEW_FORM_PATH = 'pages/apply/attendanceManagementFieldService/photoCheck/operationForm'

export const FLAG_TEXT: Record<DayFlag, string> = {
  normal: '正常', late: '迟到', early: '早退', missing: '缺卡', outside: '围栏外', fieldService: '外勤'
}
export const FLAG_TONE: Record<DayFlag, 'ok' | 'warn' | 'bad' | 'info'> = {
  normal: 'ok', late: 'warn', early: 'warn', missing: 'bad', outside: 'bad', fieldService: 'info'
}

/** 1234 → '1.2公里', 85.4 → '85米'. */
export function distanceText (metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)}公里` : `${Math.round(metres)}米`
}

/** The line under the clock button. */
export function placementText (p: Placement | null): { text: string, inside: boolean } {
  if (!p) return { text: '正在判断是否在考勤范围内…', inside: false }
  if (!p.fenceId || p.distanceM === null) return { text: '本项目尚未设置考勤围栏，打卡将记为围栏外', inside: false }
  if (p.inside) return { text: `您已进入考勤范围：${p.fenceName}`, inside: true }
  return { text: `您不在考勤范围内，距离${p.fenceName}约${distanceText(p.distanceM)}`, inside: false }
}

/** A weak fix said plainly; '' for a good one. */
export function accuracyText (accuracy: number): string {
  if (accuracy > WEAK_FIX_M) return `定位信号弱（误差约${distanceText(accuracy)}），结果可能不准，可到开阔处重新定位`
  return `定位精度约${distanceText(accuracy)}`
}

/** The button's word: the first punch of the day starts work, later ones end it. */
export const punchWord = (todayCount: number): string => (todayCount === 0 ? '上班打卡' : '下班打卡')

/** 'YYYY-MM' of a time. */
export const monthOf = (at: number): string => timeFormat(at, 'yyyy-mm')

/** The month before or after 'YYYY-MM'. */
export function shiftMonth (month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(y, m - 1 + by, 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}

/** The weeks of a month as rows of 7 (Sunday first), null for the days of other months. */
export function calendarWeeks (month: string): Array<Array<string | null>> {
  const [y, m] = month.split('-').map(Number)
  const first = new Date(y, m - 1, 1).getDay()
  const days = new Date(y, m, 0).getDate()
  const cells: Array<string | null> = Array.from({ length: first }, () => null)
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

/** The tone a calendar day is drawn in: its worst flag. */
export function dayTone (day: DayView | undefined): 'ok' | 'warn' | 'bad' | 'info' | 'none' {
  if (!day || day.flags.length === 0) return 'none'
  const tones = day.flags.map((f) => FLAG_TONE[f])
  for (const t of ['bad', 'warn', 'info', 'ok'] as const) if (tones.includes(t)) return t
  return 'none'
}

/** What a punch's record says besides its time: where, how, and whether it waited offline. */
export function punchTags (p: PunchView): string[] {
  const tags: string[] = []
  tags.push(p.inside ? '围栏内' : p.distanceM === null ? '围栏外' : `围栏外 ${distanceText(p.distanceM)}`)
  if (p.fieldService) tags.push({ none: '外勤', pending: '外勤·待核验', approved: '外勤·已通过', rejected: '外勤·已驳回' }[p.reviewState])
  if (p.faceResult === 'match') tags.push('人脸识别')
  if (p.offline) tags.push('离线打卡')
  return tags
}

export const REVIEW_TEXT: Record<PunchView['reviewState'], string> = { none: '', pending: '待核验', approved: '已通过', rejected: '已驳回' }

/** A new punch key: the outbox's idempotency key and the server's, so a replay counts once. */
export function punchKey (): string {
  const rand = Math.random().toString(36).slice(2, 10)
  return `p-${Date.now().toString(36)}-${rand}`
}

/** The body of a punch made now at `pos`. */
export function punchBody (pos: { longitude: number, latitude: number, accuracy: number }, now: number, extra: Partial<PunchInput> = {}): PunchInput {
  return {
    clientKey: punchKey(), deviceTime: now, longitude: pos.longitude, latitude: pos.latitude,
    accuracy: Math.round(pos.accuracy * 10) / 10, ...extra
  }
}

/** The text stamped on a field-service photo. */
export function stampLines (now: number, pos: { longitude: number, latitude: number }, who: string, address = ''): string[] {
  return [
    `${timeFormat(now, 'yyyy-mm-dd hh:MM:ss')} ${who}`,
    `经度 ${pos.longitude.toFixed(6)} 纬度 ${pos.latitude.toFixed(6)}`,
    ...(address ? [address] : [])
  ]
}
