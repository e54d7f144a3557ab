/**
 * Value shapes per kind: what "empty" looks like, and how values that arrive in another shape
 * (numeric strings, JSON-string arrays, date strings) are read back into the shape the widgets use.
 */
import { toDate } from '../format'
import { ARRAY_KINDS, MULTIPLE_KINDS, NUMBER_KINDS } from './keys'
import type { FieldNode } from './types'

/** Whether the field holds an array: always for some kinds, with `multiple` for others. */
export const isArrayValued = (node: FieldNode): boolean =>
  ARRAY_KINDS.has(node.kind) || (MULTIPLE_KINDS.has(node.kind) && !!node.field.multiple)

export function emptyValue (node: FieldNode): unknown {
  if (isArrayValued(node)) return []
  if (NUMBER_KINDS.has(node.kind)) return null
  return ''
}

const parseJsonArray = (text: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : text
  } catch {
    return text
  }
}

const toNumber = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return value
}

/** Switch values are 0/1 by default; configs saved with booleans mean the inactive / active value. */
function switchValue (node: FieldNode, value: unknown): unknown {
  const on = node.field.activeValue ?? 1
  const off = node.field.inactiveValue ?? 0
  if (value === true) return on
  if (value === false || value === undefined || value === null || value === '') return off
  return toNumber(value)
}

const COERCE: Partial<Record<FieldNode['kind'], (node: FieldNode, value: unknown) => unknown>> = {
  switch: switchValue,
  // dates are epoch ms; strings from older records are read as local dates
  date: (_node, value) => {
    if (value === null || value === undefined || value === '') return null
    const date = toDate(value as string | number)
    return date ? date.getTime() : value
  }
}

/** The value in the shape the field's widget and the validator expect. */
export function coerceValue (node: FieldNode, value: unknown): unknown {
  const own = COERCE[node.kind]
  if (own) return own(node, value)
  if (value === undefined || value === null) return emptyValue(node)
  if (isArrayValued(node) && typeof value === 'string') {
    const parsed = value.trim().startsWith('[') ? parseJsonArray(value) : value
    if (Array.isArray(parsed)) return parsed
    return value === '' ? [] : parsed
  }
  if (NUMBER_KINDS.has(node.kind)) return toNumber(value)
  return value
}

/** Empty for the required rule: null/undefined, a blank string, an empty array or object. 0 and false are values (a switch that is off, a quantity of 0). */
export function isEmptyValue (value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value as object).length === 0
  return false
}
