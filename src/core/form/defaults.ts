/**
 * Initial values (API.md 5.4): each field from `__config__.defaultValue`, then the record's data
 * on top. When adding, a field with `defaultCurrent` takes the current value instead: now for a
 * date, the user's own ids for org fields, the user's signature for a sign field.
 */
import type { FormConfig, FormField } from '../../../types/api/form'
import { deepClone } from '../util'
import type { FieldKind } from './keys'
import { coerceValue } from './values'
import { columnNodes, valueNodes } from './walk'
import type { FieldNode, FormData, FormUser } from './types'

export interface InitOptions {
  user?: FormUser | null
  /** epoch ms used for date fields with defaultCurrent (tests pass a fixed one) */
  now?: number
  /** adding a record: defaultCurrent applies. Default: true when no record is given */
  isAdd?: boolean
}

/** The current value of a kind for this user; `multiple` wraps single ids in an array. */
const CURRENT: Partial<Record<FieldKind, (user: FormUser, now: number, multiple: boolean) => unknown>> = {
  date: (_u, now) => now,
  organize: (u, _n, multiple) => (u.organizeIdList?.length ? (multiple ? [u.organizeIdList] : u.organizeIdList) : undefined),
  department: (u, _n, multiple) => wrap(u.departmentId, multiple),
  position: (u, _n, multiple) => wrap(u.positionId, multiple),
  user: (u, _n, multiple) => wrap(u.userId, multiple),
  users: (u) => (u.userId ? [u.userId] : undefined),
  role: (u, _n, multiple) => (multiple ? nonEmpty(u.roleIds) : u.roleIds?.[0]),
  group: (u, _n, multiple) => (multiple ? nonEmpty(u.groupIds) : u.groupIds?.[0]),
  sign: (u) => u.signImg || undefined
}

function wrap (id: string | undefined, multiple: boolean): unknown {
  if (!id) return undefined
  return multiple ? [id] : id
}

const nonEmpty = (ids: string[] | undefined): string[] | undefined => (ids?.length ? [...ids] : undefined)

/** Whether the kind can be filled with a current value (defaultCurrent is only offered for those). */
export const hasCurrentValue = (kind: FieldKind): boolean => kind in CURRENT

export function defaultValueOf (node: FieldNode, opts: InitOptions = {}): unknown {
  const config = node.field.__config__ ?? ({} as FormField['__config__'])
  if (node.role === 'table') return []
  if (opts.isAdd !== false && config.defaultCurrent && opts.user) {
    const current = CURRENT[node.kind]?.(opts.user, opts.now ?? Date.now(), !!node.field.multiple)
    if (current !== undefined) return current
  }
  // defaults are shared by every row and every form opened from the same config: copy them
  return coerceValue(node, deepClone(config.defaultValue))
}

/** A new child-table row: each column's default. */
export function newRow (table: FieldNode, opts: InitOptions = {}): FormData {
  return Object.fromEntries(columnNodes(table).map((c) => [c.key, defaultValueOf(c, opts)]))
}

function rowsOf (table: FieldNode, value: unknown): FormData[] {
  const rows = coerceValue(table, value)
  if (!Array.isArray(rows)) return []
  const columns = columnNodes(table)
  return rows.map((row) => {
    const source = row && typeof row === 'object' ? (row as FormData) : {}
    const cells = columns.map((c) => [c.key, c.key in source ? coerceValue(c, source[c.key]) : defaultValueOf(c, { isAdd: false })])
    return { ...source, ...Object.fromEntries(cells) }
  })
}

/**
 * formData for a form: defaults, with the record's values on top. Keys of the record that the
 * config does not name (id, flow fields) are kept, so that saving does not drop them.
 */
export function initialValues (config: FormConfig | FormField[] | null | undefined, record?: FormData | null, opts: InitOptions = {}): FormData {
  const isAdd = opts.isAdd ?? !record
  const data: FormData = { ...(record ?? {}) }
  for (const node of valueNodes(config)) {
    const has = !!record && record[node.key] !== undefined
    if (node.role === 'table') data[node.key] = has ? rowsOf(node, record![node.key]) : []
    else data[node.key] = has ? coerceValue(node, record![node.key]) : defaultValueOf(node, { ...opts, isAdd })
  }
  return data
}
