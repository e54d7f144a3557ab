/**
 * Walking a form config (API.md 5.2): layout containers (card, row, tab with its items, collapse
 * with its items) hold fields whose values sit flat in formData; a child table holds columns whose
 * values sit in its rows.
 */
import type { FormConfig, FormField } from '../../../types/api/form'
import { kindOf, roleOf, type FieldKind } from './keys'
import type { FieldNode } from './types'

/** Tab and collapse items are often saved without a jnpfKey: their parent says what they are. */
const ITEM_OF: Partial<Record<FieldKind, FieldKind>> = { tab: 'tabItem', collapse: 'collapseItem' }

export function fieldKind (field: FormField, parentKind?: FieldKind): FieldKind {
  const own = kindOf(field?.__config__?.jnpfKey)
  if (own !== 'unknown') return own
  return (parentKind && ITEM_OF[parentKind]) || 'unknown'
}

export const childrenOf = (field: FormField): FormField[] => {
  const children = field?.__config__?.children
  return Array.isArray(children) ? children : []
}

export const fieldsOf = (config: FormConfig | FormField[] | null | undefined): FormField[] => {
  const fields = Array.isArray(config) ? config : config?.fields
  return Array.isArray(fields) ? fields : []
}

/** The node of one field; `parentKind` names tab and collapse items, `tableKey` child-table columns. */
export function fieldNode (field: FormField, parentKind?: FieldKind, tableKey?: string): FieldNode {
  return nodeOf(field, fieldKind(field, parentKind), tableKey)
}

function nodeOf (field: FormField, kind: FieldKind, tableKey?: string): FieldNode {
  const key = typeof field.__vModel__ === 'string' ? field.__vModel__ : ''
  const role = roleOf(kind)
  const node: FieldNode = {
    field,
    kind,
    role,
    key,
    operateId: tableKey ? `${tableKey}-${key}` : key,
    label: field.__config__?.label ?? '',
    ...(tableKey ? { tableKey } : {})
  }
  if (role === 'table') node.columns = flattenFields(childrenOf(field), key)
  return node
}

/**
 * Every field that is not a container, depth first, in the order of the config. Containers are
 * walked through; a child table is one node whose `columns` are its own fields.
 */
export function flattenFields (fields: FormField[], tableKey?: string, parentKind?: FieldKind): FieldNode[] {
  return fields.flatMap((field) => {
    if (!field || typeof field !== 'object') return []
    const kind = fieldKind(field, parentKind)
    if (roleOf(kind) === 'container') return flattenFields(childrenOf(field), tableKey, kind)
    return [nodeOf(field, kind, tableKey)]
  })
}

/** The fields that hold a value (inputs, system fields, child tables), in config order. */
export function valueNodes (config: FormConfig | FormField[] | null | undefined): FieldNode[] {
  return flattenFields(fieldsOf(config)).filter((n) => n.role !== 'display' && n.key !== '')
}

/** Value nodes of a child table's columns. */
export const columnNodes = (table: FieldNode): FieldNode[] =>
  (table.columns ?? []).filter((n) => n.role !== 'display' && n.key !== '')
