/**
 * Date and time fields (API.md 5.3): dates are epoch ms, times "HH:mm:ss". Configs carry Java-style
 * formats ("yyyy-MM-dd HH:mm"); dayjs spells year and day in capitals.
 */
import dayjs from 'dayjs'
import { toDate } from '../format'

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd'
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss'

/** "yyyy-MM-dd HH:mm:ss" → "YYYY-MM-DD HH:mm:ss". */
export const toDayjsFormat = (format: string): string => format.replace(/y/g, 'Y').replace(/d/g, 'D')

/** The picker a date format needs: the finest unit it shows decides. */
export type DatePickerType = 'year-month' | 'date' | 'datehour' | 'datetime'

export function datePickerType (format: string | undefined, type?: string): DatePickerType {
  const fmt = format || (type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : DEFAULT_DATE_FORMAT)
  if (/m/.test(fmt)) return 'datetime'
  if (/H/.test(fmt)) return 'datehour'
  if (/d/.test(fmt)) return 'date'
  return 'year-month'
}

/** The format of a date field: its own, or by its type. */
export const dateFormatOf = (format: unknown, type: unknown): string =>
  typeof format === 'string' && format !== '' ? format : type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : DEFAULT_DATE_FORMAT

export function formatDate (value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value as number | string | null | undefined)
  return date ? dayjs(date).format(toDayjsFormat(format)) : ''
}

/** Time pickers without seconds ("HH:mm") still store "HH:mm:00", so values compare as text. */
export function timeValue (hours: number, minutes: number, seconds = 0): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
}

/** "HH:mm:ss" → Date today at that time (what a time picker starts from); null when unreadable. */
export function timeToDate (value: unknown, today: Date = new Date()): Date | null {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null
  if (!match) return null
  const date = new Date(today.getTime())
  date.setHours(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), 0)
  return date
}

/** A time value shown in the field's format ("HH:mm" drops the seconds). */
export function formatTime (value: unknown, format: string = DEFAULT_TIME_FORMAT): string {
  const date = timeToDate(value)
  return date ? dayjs(date).format(toDayjsFormat(format)) : typeof value === 'string' ? value : ''
}

/** Columns of each picker type, in the order NutUI's DatePicker gives the picked values. */
const COLUMNS: Record<string, Array<'Y' | 'M' | 'D' | 'h' | 'm' | 's'>> = {
  date: ['Y', 'M', 'D'],
  datetime: ['Y', 'M', 'D', 'h', 'm'],
  datehour: ['Y', 'M', 'D', 'h'],
  'year-month': ['Y', 'M'],
  time: ['h', 'm', 's'],
  'hour-minutes': ['h', 'm']
}

function parts (type: string, values: Array<string | number>): Record<string, number> {
  const columns = COLUMNS[type] ?? COLUMNS.date
  return Object.fromEntries(columns.map((c, i) => [c, Number(values[i] ?? 0)]))
}

/** A date picker's picked columns → epoch ms (missing columns: the start of the unit). */
export function pickedDate (type: string, values: Array<string | number>): number {
  const p = parts(type, values)
  return new Date(p.Y, (p.M || 1) - 1, p.D || 1, p.h || 0, p.m || 0, p.s || 0).getTime()
}

/** A time picker's picked columns → "HH:mm:ss". */
export function pickedTime (type: string, values: Array<string | number>): string {
  const p = parts(type, values)
  return timeValue(p.h || 0, p.m || 0, p.s || 0)
}

/** The time picker a format needs: without seconds, hours and minutes only. */
export const timePickerType = (format: unknown): 'time' | 'hour-minutes' =>
  typeof format === 'string' && format !== '' && !format.includes('s') ? 'hour-minutes' : 'time'
