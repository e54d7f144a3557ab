/**
 * Read-only text of a value, for fields whose text needs no lookup. Choice, org, area and relation
 * fields get their labels from loaded options (options.ts) and are not handled here.
 */
import { dateFormatOf, formatDate, formatTime, DEFAULT_TIME_FORMAT } from './dates'
import { isEmptyValue } from './values'
import { locationText } from './location'
import type { FieldKind } from './keys'
import type { FieldNode } from './types'

export const SYSTEM_PLACEHOLDER = '系统自动生成'

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

const timeFormatOf = (node: FieldNode): string => (typeof node.field.format === 'string' && node.field.format) || DEFAULT_TIME_FORMAT

const pair = (value: unknown, one: (v: unknown) => string): string => {
  if (!Array.isArray(value) || value.length === 0) return ''
  return value.map(one).join(' 至 ')
}

const TEXT: Partial<Record<FieldKind, (node: FieldNode, value: unknown) => string>> = {
  switch: (node, value) => {
    const on = value === (node.field.activeValue ?? 1)
    return str(on ? node.field.activeTxt ?? '开' : node.field.inactiveTxt ?? '关')
  },
  date: (node, value) => formatDate(value, dateFormatOf(node.field.format, node.field.type)),
  time: (node, value) => formatTime(value, timeFormatOf(node)),
  dateRange: (node, value) => pair(value, (v) => formatDate(v, dateFormatOf(node.field.format, node.field.type))),
  timeRange: (node, value) => pair(value, (v) => formatTime(v, timeFormatOf(node))),
  uploadImg: (_node, value) => (Array.isArray(value) ? `${value.length}张图片` : ''),
  uploadFile: (_node, value) => (Array.isArray(value) ? value.map((f) => str((f as { name?: unknown })?.name)).join('，') : ''),
  location: (_node, value) => locationText(value),
  rate: (_node, value) => (typeof value === 'number' ? `${value}分` : str(value)),
  sign: (_node, value) => (isEmptyValue(value) ? '' : '已签名')
}

/** Text of a value; system fields without a value read 系统自动生成. */
export function displayText (node: FieldNode, value: unknown): string {
  if (node.role === 'system' && isEmptyValue(value)) return SYSTEM_PLACEHOLDER
  const own = TEXT[node.kind]
  if (own) return own(node, value)
  if (Array.isArray(value)) return value.map(str).join(',')
  return str(value)
}
