/**
 * Validation (API.md 5.4): required → "{label}不能为空"; each regList pattern, a "/regex/flags"
 * string, with its message; number fields must hold numbers within min/max; multi-selects hold
 * arrays. Each field gives at most its first error; child-table cells are checked row by row and
 * their messages name the row ("明细第2行：数量不能为空").
 */
import type { FormConfig, FormField } from '../../../types/api/form'
import { NUMBER_KINDS, type FieldKind } from './keys'
import { fieldState, isChecked, type StateOptions } from './state'
import { isArrayValued, isEmptyValue } from './values'
import { columnNodes, valueNodes } from './walk'
import type { FieldError, FieldNode, FieldState, FormData } from './types'

/** "/^\d+$/i" → /^\d+$/i; a bare "^\d+$" is read as the source itself. Invalid patterns give null. */
export function parsePattern (pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '') return null
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern)
  // g and y make test() remember lastIndex between calls: one value would pass and fail by turns
  const flags = (literal?.[2] ?? '').replace(/[gy]/g, '')
  try {
    return new RegExp(literal ? literal[1] : pattern, flags)
  } catch {
    return null
  }
}

type Check = (node: FieldNode, value: unknown, label: string) => string | null

/** A switch is left out: its values are whatever activeValue / inactiveValue say ('Y'/'N' too). */
const NUMBER_CHECKED: ReadonlySet<FieldKind> = new Set([...NUMBER_KINDS].filter((kind) => kind !== 'switch'))

const numberCheck: Check = (node, value, label) => {
  if (!NUMBER_CHECKED.has(node.kind)) return null
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}必须是数字`
  const { min, max } = node.field
  if (node.kind === 'number' && typeof min === 'number' && value < min) return `${label}不能小于${min}`
  if (node.kind === 'number' && typeof max === 'number' && value > max) return `${label}不能大于${max}`
  return null
}

const arrayCheck: Check = (node, value, label) =>
  isArrayValued(node) && !Array.isArray(value) ? `${label}格式不正确` : null

const lengthCheck: Check = (node, value, label) => {
  const max = node.field.maxlength
  return typeof max === 'number' && max > 0 && typeof value === 'string' && value.length > max
    ? `${label}不能超过${max}个字符`
    : null
}

const patternCheck: Check = (node, value, label) => {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  for (const rule of node.field.__config__?.regList ?? []) {
    const re = parsePattern(rule?.pattern)
    if (re && !re.test(String(value))) return rule.message || `${label}格式不正确`
  }
  return null
}

/** Checks of a filled value, in the order their messages are most useful. */
const CHECKS: Check[] = [numberCheck, arrayCheck, lengthCheck, patternCheck]

/** The first error of one value, or null. */
export function checkValue (node: FieldNode, value: unknown, state: FieldState): string | null {
  const label = node.label
  if (isEmptyValue(value)) return state.required ? `${label}不能为空` : null
  for (const check of CHECKS) {
    const message = check(node, value, label)
    if (message) return message
  }
  return null
}

function checkTable (table: FieldNode, rows: unknown, tableState: FieldState, opts: StateOptions): FieldError[] {
  const list = Array.isArray(rows) ? rows : []
  if (list.length === 0) return tableState.required ? [{ path: table.key, message: `${table.label}不能为空` }] : []
  const columns = columnNodes(table).map((c) => ({ node: c, state: fieldState(c, opts, tableState) }))
  return list.flatMap((row, index) => columns.flatMap(({ node, state }) => {
    if (!isChecked(state)) return []
    const message = checkValue(node, (row as FormData | null)?.[node.key], state)
    return message ? [{ path: `${table.key}.${index}.${node.key}`, message: `${table.label}第${index + 1}行：${message}` }] : []
  }))
}

/** Every error of the form, in field order; [] when it may be submitted. Read-only forms never fail. */
export function validateForm (config: FormConfig | FormField[] | null | undefined, data: FormData, opts: StateOptions = {}): FieldError[] {
  if (opts.readonly) return []
  return valueNodes(config).flatMap((node): FieldError[] => {
    const state = fieldState(node, opts)
    if (!isChecked(state)) return []
    if (node.role === 'table') return checkTable(node, data[node.key], state, opts)
    const message = checkValue(node, data[node.key], state)
    return message ? [{ path: node.key, message }] : []
  })
}

/** Errors by path, for showing each under its field. */
export const errorsByPath = (errors: FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((e) => [e.path, e.message]))
