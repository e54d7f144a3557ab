/** Generic checks of SPEC.md §5. Format checks take unknown input (form values arrive as
 *  strings or numbers) and reject empty strings: "is it filled in" is `empty`'s job, so a
 *  required rule and a format rule never disagree about ''. */
import { CODE_LENGTH } from './constants'

/** Strings and finite numbers are checked as text; anything else fails a format check. */
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null

const matching =
  (pattern: RegExp) =>
  (value: unknown): boolean => {
    const text = asText(value)
    return text !== null && pattern.test(text)
  }

const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]'
// Plates never use I or O, which read as 1 and 0.
const PLATE_CHAR = '[A-HJ-NP-Z0-9]'

export const email = matching(
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:\w(?:[\w-]*\w)?\.)+\w(?:[\w-]*\w)?$/
)
/** Mainland mobile: 1, then 3-9, then 9 more digits. */
export const mobile = matching(/^1[3-9]\d{9}$/)
export const url = matching(/^https?:\/\/(?:[\w-]+\.)+[\w-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/)
/** Year-month-day with / or -, month and day with or without a leading zero. */
export const dateISO = matching(/^\d{4}[/-](?:0?[1-9]|1[0-2])[/-](?:0?[1-9]|[12]\d|3[01])$/)
/** Optional sign, optional thousands commas, optional decimals; an integer part is required. */
export const number = matching(/^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/)
export const digits = matching(/^\d+$/)
/** 18 characters: region, birth date (years 1800-2099), sequence, check character. The checksum
 *  is not verified: the spec asks only for the shape. */
export const idCard = matching(/^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/)
/** Money: positive, at most 2 decimals, no leading zero except 0.x (0.0 and 0.00 are not positive). */
export const amount = matching(/^(?:[1-9]\d*(?:\.\d{1,2})?|0\.(?!0+$)\d{1,2})$/)
export const chinese = matching(/^[\u4e00-\u9fa5]+$/)
export const letter = matching(/^[a-zA-Z]+$/)
export const enOrNum = matching(/^[0-9a-zA-Z]+$/)
/** Area code 3-4 digits, hyphen, 7-8 digits, optional hyphen and extension (1-6 digits). */
export const landline = matching(/^\d{3,4}-\d{7,8}(?:-\d{1,6})?$/)

const plates: Record<number, RegExp> = {
  // ordinary: province, issuing-office letter, 5 characters (the last may be 挂学警港澳)
  7: new RegExp(`^${PROVINCE}[A-Z]${PLATE_CHAR}{4}(?:${PLATE_CHAR}|[挂学警港澳])$`),
  // new energy: D/F (electric/hybrid) at the end for large vehicles, after the letter for small ones
  8: new RegExp(`^${PROVINCE}[A-Z](?:\\d{5}[DF]|[DF]${PLATE_CHAR}\\d{4})$`)
}
export const carNo = (value: unknown): boolean =>
  typeof value === 'string' && (plates[value.length]?.test(value) ?? false)

export const date = (value: unknown): boolean => {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(new Date(value).getTime())
}

export const contains = (value: unknown, part: unknown): boolean =>
  Array.isArray(value) ? value.includes(part) : typeof value === 'string' && value.includes(String(part))

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN

/** Inclusive numeric range; numeric strings count. */
export const range = (value: unknown, [min, max]: readonly [number, number]): boolean => {
  const n = toNumber(value)
  return !Number.isNaN(n) && n >= min && n <= max
}

/** Inclusive length range for strings and arrays. */
export const rangeLength = (value: unknown, [min, max]: readonly [number, number]): boolean =>
  (typeof value === 'string' || Array.isArray(value)) && value.length >= min && value.length <= max

export const object = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]'

export const array = (value: unknown): value is unknown[] => Array.isArray(value)

/** Empty: undefined, null, blank string, false, 0, NaN, [] and {} (SPEC §5). */
export const empty = (value: unknown): boolean => {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return value === 0 || Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  return object(value) && Object.keys(value).length === 0
}

/** A string holding a JSON object or array (a bare number or string is not "JSON data"). */
export const jsonString = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** Numeric verification code of exactly `len` digits. */
export const code = (value: unknown, len: number = CODE_LENGTH): boolean => matching(new RegExp(`^\\d{${len}}$`))(value)

export const validators = {
  email,
  mobile,
  url,
  date,
  dateISO,
  number,
  digits,
  idCard,
  carNo,
  amount,
  chinese,
  letter,
  enOrNum,
  contains,
  range,
  rangeLength,
  empty,
  jsonString,
  landline,
  object,
  array,
  code
} as const
export type ValidatorName = keyof typeof validators
