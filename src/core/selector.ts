/**
 * The full-screen selectors forms open (pages/apply/popSelect, tableSelect, tableLinkage,
 * tableTreeSelector), in the JNPF manner: which field opens which page, what the page's URL
 * carries (a reload on H5 reopens the same selector), what each row shows, how a tree of rows is
 * built and searched, and what goes back to the form. The choice travels back through a small
 * store keyed by a token the field made, because navigateBack carries no result and the form's
 * page (with what the user typed) stays underneath, untouched. Pure.
 */
import type { OnlineDevConfig } from '../../types/api/form'
import { cellText, parseColumnData } from './listConfig'
import type { InterfaceParam } from './form/options'
import type { FieldKind, FieldNode } from './form'

export type Row = Record<string, unknown>
export interface SelectorColumn { value: string, label: string }

export type SelectorKind = 'popSelect' | 'tableSelect' | 'tableLinkage' | 'tableTreeSelector'

export const SELECTOR_ROUTES = {
  popSelect: 'pages/apply/popSelect/index',
  tableSelect: 'pages/apply/tableSelect/index',
  tableLinkage: 'pages/apply/tableLinkage/index',
  tableTreeSelector: 'pages/apply/tableTreeSelector/index'
} as const satisfies Record<SelectorKind, string>

/** More columns than this do not fit under a row of the in-page sheet: the field opens a full screen. */
export const HANDFUL = 3
export const DEFAULT_PAGE_SIZE = 20

/** One table of rows: a data interface (with its parameters) or another module's list (modelId). */
export interface SelectorTable {
  interfaceId?: string
  modelId?: string
  valueKey: string
  labelKey: string
  columns: SelectorColumn[]
  params: InterfaceParam[]
}

export interface SelectorParams {
  kind: SelectorKind
  /** the field's token: the choice goes back under it */
  token: string
  title: string
  multiple: boolean
  pageSize: number
  /** what the field holds now: a multiple choice starts from it */
  selected: string[]
  table: SelectorTable
  /** tableLinkage: the first table, and the parameter of the second that takes the chosen first row's value */
  first?: SelectorTable
  linkParam?: string
  /** tableTreeSelector: the column that names a row's parent, and whether only leaves may be picked */
  parentKey?: string
  leafOnly?: boolean
}

/** What goes back to the form: the chosen rows, and for linked tables the first table's row. */
export interface Selection {
  rows: Row[]
  linked?: Row
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))
const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v !== '' ? v : fallback)
const record = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {})

export function columnsOf (value: unknown): SelectorColumn[] {
  return (Array.isArray(value) ? value : [])
    .filter((c): c is SelectorColumn => !!c && typeof (c as SelectorColumn).value === 'string' && (c as SelectorColumn).value !== '')
    .map((c) => ({ value: c.value, label: str(c.label) || c.value }))
}

const POPUP_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['popupSelect', 'popupTableSelect'])

/**
 * Which full-screen selector a field opens, or null for the in-page sheet (the simple cases):
 * a popup field with `linkage` opens the linked tables, one with `parentField` the tree; a popup
 * field opens its full-screen table when it asks for it (popupType 'fullScreen') or has more than
 * a handful of columns, a relationForm only when it asks for it: its sheet shows each record's
 * columns as lines (the construction-ledger picker, SPEC ledgeChoose) and offers the full screen
 * past MANY_ROWS records.
 */
export function selectorFor (node: FieldNode): SelectorKind | null {
  const f = node.field
  const wide = f.popupType === 'fullScreen' || columnsOf(f.columnOptions).length > HANDFUL
  if (POPUP_KINDS.has(node.kind)) {
    if (text(record(f.linkage).interfaceId, '')) return 'tableLinkage'
    if (text(f.parentField, '')) return 'tableTreeSelector'
    return wide ? 'popSelect' : null
  }
  if (node.kind === 'relationForm') return f.popupType === 'fullScreen' ? 'tableSelect' : null
  return null
}

/** Past this many rows the in-page sheet offers its full-screen selector (paging through it in a sheet is slow going). */
export const MANY_ROWS = 50

/** The full-screen selector a sheet of `total` rows offers, or null while the sheet is enough. */
export function fullScreenOf (node: FieldNode, total: number): SelectorKind | null {
  if (total <= MANY_ROWS) return null
  if (node.kind === 'relationForm') return 'tableSelect'
  return POPUP_KINDS.has(node.kind) ? 'popSelect' : null
}

const pageSizeOf = (v: unknown): number => (typeof v === 'number' && v > 0 ? Math.min(Math.floor(v), 100) : DEFAULT_PAGE_SIZE)

/** The selector of a field (selectorFor says which), with the field's parameters resolved against the form. */
export function selectorParams (node: FieldNode, kind: SelectorKind, token: string, params: InterfaceParam[], selected: string[] = []): SelectorParams {
  const f = node.field
  const table: SelectorTable = kind === 'tableSelect'
    ? { modelId: text(f.modelId, ''), valueKey: 'id', labelKey: text(f.relationField, 'id'), columns: columnsOf(f.columnOptions), params: [] }
    : { interfaceId: text(f.interfaceId, ''), valueKey: text(f.propsValue, 'id'), labelKey: text(f.relationField, 'fullName'), columns: columnsOf(f.columnOptions), params }
  const base: SelectorParams = { kind, token, title: node.label || '请选择', multiple: !!f.multiple, pageSize: pageSizeOf(f.pageSize), selected, table }
  if (kind === 'tableLinkage') {
    const l = record(f.linkage)
    return {
      ...base,
      first: { interfaceId: text(l.interfaceId, ''), valueKey: text(l.propsValue, 'id'), labelKey: text(l.relationField, 'fullName'), columns: columnsOf(l.columnOptions), params: [] },
      linkParam: text(l.param, '')
    }
  }
  if (kind === 'tableTreeSelector') return { ...base, parentKey: text(f.parentField, 'parentId'), leafOnly: !!f.leafOnly }
  return base
}

const cols = (c: SelectorColumn[]): string => JSON.stringify(c.map((x) => [x.value, x.label]))

/** The selector's URL query: everything it needs, so a reload opens the same selector. */
export function selectorQuery (p: SelectorParams): Record<string, string> {
  const q: Record<string, string> = {
    token: p.token, title: p.title, multiple: p.multiple ? '1' : '0', pageSize: String(p.pageSize),
    valueKey: p.table.valueKey, labelKey: p.table.labelKey, columns: cols(p.table.columns)
  }
  if (p.selected.length) q.selected = JSON.stringify(p.selected)
  if (p.table.modelId) q.modelId = p.table.modelId
  if (p.table.interfaceId) q.interfaceId = p.table.interfaceId
  if (p.table.params.length) q.params = JSON.stringify(p.table.params.map((x) => [x.field, x.defaultValue ?? '']))
  if (p.first) {
    q.firstInterfaceId = str(p.first.interfaceId)
    q.firstValueKey = p.first.valueKey
    q.firstLabelKey = p.first.labelKey
    q.firstColumns = cols(p.first.columns)
  }
  if (p.linkParam) q.linkParam = p.linkParam
  if (p.parentKey) q.parentKey = p.parentKey
  if (p.leafOnly) q.leafOnly = '1'
  return q
}

function parsePairs (raw: string | undefined): Array<[string, unknown]> | null {
  if (!raw) return []
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) && v.every((x) => Array.isArray(x) && typeof x[0] === 'string') ? (v as Array<[string, unknown]>) : null
  } catch {
    return null
  }
}

function parseIds (raw: string | undefined): string[] | null {
  if (!raw) return []
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null
  } catch {
    return null
  }
}

export const BAD_SELECTOR = '选择器参数不完整，请返回表单重新打开'

/** A selector page's URL query back into its parameters, or the message to show when it cannot be read. */
export function parseSelector (kind: SelectorKind, q: Record<string, string | undefined>): SelectorParams | string {
  const columns = parsePairs(q.columns)
  const params = parsePairs(q.params)
  const firstColumns = parsePairs(q.firstColumns)
  const selected = parseIds(q.selected)
  if (!columns || !params || !firstColumns || !selected) return BAD_SELECTOR
  const source = kind === 'tableSelect' ? q.modelId : q.interfaceId
  if (!source) return BAD_SELECTOR
  const table: SelectorTable = {
    modelId: kind === 'tableSelect' ? source : undefined,
    interfaceId: kind === 'tableSelect' ? undefined : source,
    valueKey: q.valueKey || 'id',
    labelKey: q.labelKey || (kind === 'tableSelect' ? 'id' : 'fullName'),
    columns: columns.map(([value, label]) => ({ value, label: str(label) || value })),
    params: params.map(([field, defaultValue]) => ({ field, defaultValue }))
  }
  const p: SelectorParams = {
    kind, token: q.token ?? '', title: q.title || '请选择', multiple: q.multiple === '1', pageSize: pageSizeOf(Number(q.pageSize)), selected, table
  }
  if (kind === 'tableLinkage') {
    if (!q.firstInterfaceId || !q.linkParam) return BAD_SELECTOR
    p.first = {
      interfaceId: q.firstInterfaceId, valueKey: q.firstValueKey || 'id', labelKey: q.firstLabelKey || 'fullName',
      columns: firstColumns.map(([value, label]) => ({ value, label: str(label) || value })), params: []
    }
    p.linkParam = q.linkParam
  }
  if (kind === 'tableTreeSelector') {
    p.parentKey = q.parentKey || 'parentId'
    p.leafOnly = q.leafOnly === '1'
  }
  return p
}

/** The second table's parameters once a first row is chosen: its own, with the link taking the row's value. */
export function linkedParams (p: SelectorParams, firstRow: Row): InterfaceParam[] {
  const link = p.linkParam ?? ''
  const value = firstRow[p.first?.valueKey ?? 'id']
  return [...p.table.params.filter((x) => x.field !== link), { field: link, defaultValue: value }]
}

/** A row as a card: its label as the title, then each column that is not the label. */
export function rowCard (row: Row, table: Pick<SelectorTable, 'valueKey' | 'labelKey' | 'columns'>): { title: string, lines: Array<{ label: string, text: string }> } {
  return {
    title: cellText(row[table.labelKey]) || str(row[table.valueKey]),
    lines: table.columns.filter((c) => c.value !== table.labelKey).map((c) => ({ label: c.label, text: cellText(row[c.value]) }))
  }
}

/** A module's list columns (its app columns when it has them), for a relationForm field that names none. */
export const moduleColumns = (config: Partial<Pick<OnlineDevConfig, 'columnData' | 'appColumnData'>>): SelectorColumn[] =>
  parseColumnData(config).columnList.map((c) => ({ value: c.prop, label: c.label || c.prop }))

/** The draft of a multiple choice after tapping a row: in or out. */
export function toggleRow (draft: Row[], row: Row, valueKey: string): Row[] {
  const id = str(row[valueKey])
  return draft.some((d) => str(d[valueKey]) === id) ? draft.filter((d) => str(d[valueKey]) !== id) : [...draft, row]
}

/** The field's value from the chosen rows: an id, or with `multiple` the ids. */
export function valueOf (rows: Row[], valueKey: string, multiple: boolean): string | string[] {
  const ids = rows.map((r) => str(r[valueKey])).filter(Boolean)
  return multiple ? ids : ids[0] ?? ''
}

// --- trees of rows ---------------------------------------------------------------------------

export interface RowNode {
  id: string
  label: string
  row: Row
  children: RowNode[]
}

/** Flat rows (each naming its parent) as a tree; a row whose parent is not among them is a root. */
export function buildRowTree (rows: Row[], valueKey: string, labelKey: string, parentKey: string): RowNode[] {
  const nodes = new Map<string, RowNode>()
  for (const row of rows) {
    const id = str(row[valueKey])
    if (id && !nodes.has(id)) nodes.set(id, { id, label: cellText(row[labelKey]) || id, row, children: [] })
  }
  const roots: RowNode[] = []
  for (const node of nodes.values()) {
    const parent = nodes.get(str(node.row[parentKey]))
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

export const isPickable = (node: RowNode, leafOnly: boolean): boolean => !leafOnly || node.children.length === 0

/** Nodes whose label holds the keyword, each with the labels of the path down to it. */
export function searchRowTree (roots: RowNode[], keyword: string): Array<{ node: RowNode, path: string[] }> {
  const word = keyword.trim().toLowerCase()
  if (!word) return []
  const found: Array<{ node: RowNode, path: string[] }> = []
  const walk = (nodes: RowNode[], path: string[]) => {
    for (const node of nodes) {
      const here = [...path, node.label]
      if (node.label.toLowerCase().includes(word)) found.push({ node, path: here })
      walk(node.children, here)
    }
  }
  walk(roots, [])
  return found
}

/** The ids of the nodes above each chosen one: opened, so a reopened tree shows what the field holds. */
export function ancestorsOf (roots: RowNode[], ids: string[]): string[] {
  const wanted = new Set(ids)
  const open = new Set<string>()
  const walk = (nodes: RowNode[], path: string[]): void => {
    for (const node of nodes) {
      if (wanted.has(node.id)) path.forEach((id) => open.add(id))
      walk(node.children, [...path, node.id])
    }
  }
  walk(roots, [])
  return [...open]
}

// --- the way back ----------------------------------------------------------------------------

type Listener = (selection: Selection) => void
const listeners = new Map<string, Listener>()
const waiting = new Map<string, Selection>()
let made = 0

/** A token for one field of one open form. */
export function selectorToken (path: string): string {
  made += 1
  return `${path}~${made}~${Date.now().toString(36)}`
}

/** The field listens for its choice; one that came while nobody listened is given at once. */
export function listenSelection (token: string, listener: Listener): () => void {
  listeners.set(token, listener)
  const early = waiting.get(token)
  if (early) {
    waiting.delete(token)
    listener(early)
  }
  return () => { if (listeners.get(token) === listener) listeners.delete(token) }
}

/** The selector page gives its choice back to the field that opened it. */
export function deliverSelection (token: string, selection: Selection): void {
  const listener = listeners.get(token)
  if (listener) listener(selection)
  else if (token) waiting.set(token, selection)
}
