/** Display formats of SPEC.md §5 and §9: file size, relative time, date format. */
import dayjs from 'dayjs'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

export const DEFAULT_DATE_FORMAT = 'yyyy-mm-dd'

export type TimeInput = number | string | Date | null | undefined

/** Epoch ms, epoch seconds (exactly 10 digits, as the backend of some screens sends), a Date,
 *  or a date string. Anything unreadable is null, so the display shows nothing rather than "now". */
export function toDate(input: TimeInput): Date | null {
  if (input === null || input === undefined || input === '') return null
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input
  const numeric = typeof input === 'number' ? input : /^-?\d+$/.test(input.trim()) ? Number(input) : NaN
  if (typeof input === 'number' || !Number.isNaN(numeric)) {
    if (!Number.isFinite(numeric)) return null
    return new Date(String(Math.trunc(Math.abs(numeric))).length === 10 ? numeric * SECOND : numeric)
  }
  // dayjs reads 'YYYY-MM-DD' as local midnight, where Date would read it as UTC.
  const parsed = dayjs(input)
  return parsed.isValid() ? parsed.toDate() : null
}

const FILE_UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** Bytes as B, KB, MB or GB with 2 decimals. The unit steps up when the rounded value would
 *  read 1024 (1048575 B is "1.00 MB", not "1024.00 KB"). Not a size: ''. */
export function fileSize(bytes: number | string | null | undefined): string {
  const size = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return ''
  let unit = 0
  while (unit < FILE_UNITS.length - 1 && Number((size / 1024 ** unit).toFixed(2)) >= 1024) unit++
  return `${(size / 1024 ** unit).toFixed(2)} ${FILE_UNITS[unit]}`
}

type DatePart = (d: Date) => number
const DATE_PARTS: Record<string, DatePart> = {
  y: (d) => d.getFullYear(),
  m: (d) => d.getMonth() + 1,
  d: (d) => d.getDate(),
  h: (d) => d.getHours(),
  M: (d) => d.getMinutes(),
  s: (d) => d.getSeconds()
}

/** uview-style tokens: yyyy year, mm month, dd day, hh hours, MM minutes, ss seconds. A token is
 *  zero-padded to its length; a single letter is unpadded. */
export function timeFormat(input: TimeInput, fmt: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(input)
  if (!date) return ''
  return fmt.replace(/y+|m+|d+|h+|M+|s+/g, (token) => String(DATE_PARTS[token[0]](date)).padStart(token.length, '0'))
}

interface Step {
  below: number
  text: (elapsed: number) => string
}

// Each step applies while the elapsed time is below its bound; bounds are exclusive, so exactly
// 5 minutes already reads "5分钟前".
const TIME_FROM_STEPS: Step[] = [
  { below: 5 * MINUTE, text: () => '刚刚' },
  { below: HOUR, text: (t) => `${Math.floor(t / MINUTE)}分钟前` },
  { below: DAY, text: (t) => `${Math.floor(t / HOUR)}小时前` },
  { below: MONTH, text: (t) => `${Math.floor(t / DAY)}天前` }
]
const TIME_FROM_LONG_AGO: Step[] = [
  { below: YEAR, text: (t) => `${Math.floor(t / MONTH)}个月前` },
  { below: Infinity, text: (t) => `${Math.floor(t / YEAR)}年前` }
]

/** Relative time, helper 1 (SPEC §9): 刚刚 under 5 min, then minutes, hours, days up to 30 days;
 *  older than that the date in `format`, or with format false 'N个月前' / 'N年前'.
 *  A time in the future reads 刚刚 (clock skew between phone and server). */
export function timeFrom(input: TimeInput, now: number = Date.now(), format: string | false = DEFAULT_DATE_FORMAT): string {
  const date = toDate(input)
  if (!date) return ''
  const elapsed = now - date.getTime()
  const step = TIME_FROM_STEPS.find((s) => elapsed < s.below)
  if (step) return step.text(elapsed)
  if (format !== false) return timeFormat(date, format)
  return TIME_FROM_LONG_AGO.find((s) => elapsed < s.below)!.text(elapsed)
}

const TIME_AGO_UNITS: Array<[number, string]> = [
  [MONTH, '月前'],
  [WEEK, '周前'],
  [DAY, '天前'],
  [HOUR, '小时前'],
  [MINUTE, '分钟前']
]

/** Relative time, helper 2 (SPEC §9): the largest whole unit of months (30 days), weeks, days,
 *  hours or minutes; under a minute, or in the future, 刚刚. */
export function timeAgo(input: TimeInput, now: number = Date.now()): string {
  const date = toDate(input)
  if (!date) return ''
  const elapsed = now - date.getTime()
  const unit = TIME_AGO_UNITS.find(([ms]) => elapsed >= ms)
  return unit ? `${Math.floor(elapsed / unit[0])}${unit[1]}` : '刚刚'
}

/** 已自动保存草稿 14:05, under a form whose draft was saved. Here rather than beside the drafts store,
 *  which every page loads at launch (the outbox uses it): the forms that show it bring dayjs. */
export const draftSavedText = (draft: { savedAt: number } | null | undefined): string =>
  draft ? `已自动保存草稿 ${timeFormat(draft.savedAt, 'hh:MM')}` : ''
