/**
 * Rules of the list engine (API.md 5.1): which column config applies, what a record's card shows,
 * what can be searched and sorted, which buttons a module offers, what a flow state reads as, what
 * a tap on a record opens, and the bodies of List and of a save. Pure.
 */
import type { FormConfig, FormField, OnlineDevConfig } from '../../types/api/form'
import type { FlowModel, FormOperate } from '../../types/api/workflow'
import { OP_TYPE } from './constants'
import { isEmptyValue } from './form/values'
import { applyBtnPermission, applyColumnPermission, type PermissionList } from './permission'
import { TASK_STATUS, type FlowBeforeConfig, type Tag } from './workflow'

export interface ListColumn {
  prop: string
  label: string
  jnpfKey?: string
  sortable?: boolean
}

/** A search field: a copy of the form field plus how it matches (1 equals, 2 contains, 3 range). */
export type SearchField = FormField & { prop: string, label: string, searchType?: number, isKeyword?: boolean }

export type ButtonValue = 'add' | 'edit' | 'remove' | 'detail'

export interface ListButton {
  value: string
  label: string
}

/** ColumnDataModel, with what the app reads of it. */
export interface ColumnData {
  columnList: ListColumn[]
  /** SiteFlow's: the record's title field, heading its card (absent from a JNPF backend's config) */
  cardTitle: ListColumn | null
  /** SiteFlow's: the fields that tell records apart, first on a card */
  summary: ListColumn[]
  searchList: SearchField[]
  sortList: ListColumn[]
  defaultSidx: string
  sort: 'asc' | 'desc'
  hasPage: boolean
  pageSize: number
  btnsList: ListButton[]
  columnBtnsList: ListButton[]
  useBtnPermission: boolean
  useColumnPermission: boolean
}

/** A module as the app uses it: its form, its list and its flow. */
export interface ModuleDef {
  id: string
  enCode: string
  fullName: string
  form: FormConfig
  columns: ColumnData
  /** 1 form only, 2 list + form, 4 data view */
  webType: string
  enableFlow: boolean
  flowId: string
  flowEnCode: string
  /** the field rights of the flow's start node (flowTemplateJson): what its launcher sees and fills; null when not given */
  launchOperates: FormOperate[] | null
}

const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

/** formOperates of the start node of a flow's node tree (API.md 4.2 flowTemplateJson). */
function startOperates (template: unknown): FormOperate[] | null {
  const properties = parseObject(parseObject(template)?.properties)
  const operates = properties?.formOperates
  return Array.isArray(operates) ? operates.filter((o): o is FormOperate => !!o && typeof (o as FormOperate).id === 'string') : null
}

function parseObject (json: unknown): Record<string, unknown> | null {
  if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>
  if (typeof json !== 'string' || json.trim() === '') return null
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const arrayOf = <T>(value: unknown, keep: (item: T) => boolean): T[] =>
  (Array.isArray(value) ? (value as T[]).filter((item) => !!item && typeof item === 'object' && keep(item)) : [])
const hasProp = (c: { prop?: unknown }) => typeof c.prop === 'string' && c.prop !== ''
const hasValue = (b: { value?: unknown }) => typeof b.value === 'string' && b.value !== ''

function pageSizeOf (value: unknown): number {
  const n = Math.floor(Number(value))
  return n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE
}

/** The column config the app uses: appColumnData when it says anything, else columnData. */
export function parseColumnData (config: Partial<Pick<OnlineDevConfig, 'columnData' | 'appColumnData'>>): ColumnData {
  const app = parseObject(config.appColumnData)
  const raw = (app && Object.keys(app).length > 0 ? app : parseObject(config.columnData)) ?? {}
  return {
    columnList: arrayOf<ListColumn>(raw.columnList, hasProp),
    cardTitle: arrayOf<ListColumn>([raw.cardTitle], hasProp)[0] ?? null,
    summary: arrayOf<ListColumn>(raw.summary, hasProp),
    searchList: arrayOf<SearchField>(raw.searchList, hasProp),
    sortList: arrayOf<ListColumn>(raw.sortList, hasProp),
    defaultSidx: typeof raw.defaultSidx === 'string' ? raw.defaultSidx : '',
    sort: raw.sort === 'asc' ? 'asc' : 'desc',
    hasPage: raw.hasPage !== false,
    pageSize: pageSizeOf(raw.pageSize),
    btnsList: arrayOf<ListButton>(raw.btnsList, hasValue),
    columnBtnsList: arrayOf<ListButton>(raw.columnBtnsList, hasValue),
    useBtnPermission: !!raw.useBtnPermission,
    useColumnPermission: !!raw.useColumnPermission
  }
}

/** OnlineDev/{id}/Config → the module; `requested` (the id or enCode asked for) stands in for a missing id. */
export function parseModule (config: Partial<OnlineDevConfig> & { id?: string, enCode?: string }, requested: string): ModuleDef {
  const form = parseObject(config.formData)
  return {
    id: config.id || requested,
    enCode: config.enCode ?? '',
    fullName: config.fullName ?? '',
    form: { ...(form ?? {}), fields: Array.isArray(form?.fields) ? (form!.fields as FormField[]) : [] },
    columns: parseColumnData(config),
    webType: String(config.webType ?? '2'),
    enableFlow: Number(config.enableFlow) === 1 && !!config.flowId,
    flowId: config.flowId ?? '',
    flowEnCode: config.flowEnCode ?? '',
    launchOperates: startOperates(config.flowTemplateJson)
  }
}

// ---------------------------------------------------------------------------------------------
// What the list shows and offers
// ---------------------------------------------------------------------------------------------

export interface SortOption {
  text: string
  /** `prop:asc` | `prop:desc` */
  value: string
}

export interface ListModel {
  /** the columns the user may see; the first is a card's title unless the module names its title field */
  columns: ListColumn[]
  /** the record's title field (隐患: title); null: the first column */
  cardTitle: ListColumn | null
  /** the fields that tell records apart, a card's first lines */
  summary: ListColumn[]
  keywordPlaceholder: string
  /** fields of the filter sheet */
  filters: SearchField[]
  sorts: SortOption[]
  buttons: ReadonlySet<ButtonValue>
  pageSize: number
  defaultSort: { sidx: string, sort: 'asc' | 'desc' }
}

/** Whose permissions govern the list: the menu it was opened from (permissionList is keyed by menu id). */
export interface PermissionScope {
  list: PermissionList
  menuId: string
}

const BUTTONS: readonly ButtonValue[] = ['add', 'edit', 'remove', 'detail']
const isButton = (value: string): value is ButtonValue => (BUTTONS as readonly string[]).includes(value)

/** Range search (searchType 3) is left out: the server matches a field by equality or containment only. */
const RANGE = 3

export function listModel (columns: ColumnData, scope?: PermissionScope): ListModel {
  // without a menu there is no permission entry to read; the server still checks every call
  const gated = !!scope?.menuId
  const visible = applyColumnPermission(columns.columnList, scope?.list, scope?.menuId ?? '', gated && columns.useColumnPermission)
  const buttons = applyBtnPermission([...columns.btnsList, ...columns.columnBtnsList], scope?.list, scope?.menuId ?? '', gated && columns.useBtnPermission)
  const keywordLabels = columns.searchList.filter((s) => s.isKeyword).map((s) => s.label)
  // a column the role may not see stays off the card too; summary fields outside the columns are the form's own
  const hidden = new Set(columns.columnList.filter((c) => !visible.includes(c)).map((c) => c.prop))
  return {
    columns: visible,
    cardTitle: columns.cardTitle && !hidden.has(columns.cardTitle.prop) ? columns.cardTitle : null,
    summary: columns.summary.filter((c) => !hidden.has(c.prop)),
    keywordPlaceholder: keywordLabels.length > 0 ? `搜索${keywordLabels.join('、')}` : '请输入关键词搜索',
    filters: columns.searchList.filter((s) => Number(s.searchType) !== RANGE),
    sorts: sortOptions(columns.sortList.length > 0 ? columns.sortList : columns.columnList.filter((c) => c.sortable)),
    buttons: new Set(buttons.map((b) => b.value).filter(isButton)),
    pageSize: columns.hasPage ? columns.pageSize : MAX_PAGE_SIZE,
    defaultSort: { sidx: columns.defaultSidx, sort: columns.sort }
  }
}

export const sortOptions = (sortable: ListColumn[]): SortOption[] =>
  sortable.flatMap((c) => [{ text: `${c.label}↓`, value: `${c.prop}:desc` }, { text: `${c.label}↑`, value: `${c.prop}:asc` }])

/** A chosen sort option, or the module's default when none (or an unreadable one) is chosen. */
export function sortOf (value: string | undefined, fallback: ListModel['defaultSort']): ListModel['defaultSort'] {
  const [sidx, sort] = (value ?? '').split(':')
  return sidx && (sort === 'asc' || sort === 'desc') ? { sidx, sort } : fallback
}

const SEARCH_ONLY = ['prop', 'label', 'searchType', 'isKeyword'] as const

/** The filter sheet's form: the search fields as optional fields with no defaults (a search starts empty). */
export function searchForm (filters: SearchField[]): FormConfig {
  return {
    fields: filters.map((search) => {
      const field: FormField = { ...search, __vModel__: search.prop }
      for (const key of SEARCH_ONLY) delete field[key]
      field.__config__ = { ...search.__config__, required: false, regList: [], defaultValue: null, defaultCurrent: false, span: 24 }
      return field
    })
  }
}

// ---------------------------------------------------------------------------------------------
// A record's card
// ---------------------------------------------------------------------------------------------

export type ListRow = { id: string, flowState?: number | string | null, flowTaskId?: string | null, creatorUserId?: string, creatorTime?: number, [field: string]: unknown }

/** Lines under the title. */
export const CARD_LINES = 3
export const NO_TITLE = '未填写'

/** A display value (the List answers display values) as one line of text. */
export function cellText (value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(cellText).filter((t) => t !== '').join('，')
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (typeof value === 'object') {
    const named = value as { name?: unknown, fullName?: unknown }
    return typeof named.fullName === 'string' ? named.fullName : typeof named.name === 'string' ? named.name : ''
  }
  return String(value)
}

export interface Card {
  title: string
  lines: Array<{ label: string, text: string }>
}

/**
 * The title and lines of a record's card: the module's title field (隐患: its title) or else the
 * first column, then the fields that tell records apart (place, level), then the other columns.
 */
export function cardOf (row: ListRow, columns: ListColumn[], parts: Pick<ListModel, 'cardTitle' | 'summary'> = { cardTitle: null, summary: [] }): Card {
  const ordered = [...parts.summary, ...columns.filter((c) => !parts.summary.some((s) => s.prop === c.prop))]
  const first = parts.cardTitle ?? columns[0]
  return {
    title: (first && cellText(row[first.prop])) || NO_TITLE,
    lines: ordered.filter((c) => c.prop !== first?.prop).slice(0, CARD_LINES).map((c) => ({ label: c.label, text: cellText(row[c.prop]) }))
  }
}

/** flowState of a record is its task's status (API.md 4.6): the same words as the workflow screens. */
export const FLOW_STATES = TASK_STATUS

const hasState = (state: unknown): boolean => state !== undefined && state !== null && state !== ''

export const flowStateTag = (state: unknown): Tag | null => (hasState(state) ? FLOW_STATES[Number(state)] ?? null : null)

// ---------------------------------------------------------------------------------------------
// What may be done to a record
// ---------------------------------------------------------------------------------------------

/** In approval, approved, returned, terminated: the server refuses to delete these. */
const LOCKED_STATES: ReadonlySet<number> = new Set([1, 2, 3, 5])
/** Draft, returned, withdrawn: the launcher may change and submit again. */
const EDITABLE_STATES: ReadonlySet<number> = new Set([0, 3, 4])

export interface RecordContext {
  module: Pick<ModuleDef, 'enableFlow' | 'flowId' | 'flowEnCode'>
  buttons: ReadonlySet<ButtonValue>
  userId: string
  isAdmin?: boolean
}

/** Only the creator (or an administrator) may change or delete a record; a record with no creator is left to the server. */
const mayChange = (row: ListRow, ctx: RecordContext): boolean =>
  !!ctx.isAdmin || !row.creatorUserId || row.creatorUserId === ctx.userId

export function canRemove (row: ListRow, ctx: RecordContext): boolean {
  const locked = ctx.module.enableFlow && hasState(row.flowState) && LOCKED_STATES.has(Number(row.flowState))
  return ctx.buttons.has('remove') && mayChange(row, ctx) && !locked
}

export function canEdit (row: ListRow, ctx: RecordContext): boolean {
  const open = !ctx.module.enableFlow || !hasState(row.flowState) || EDITABLE_STATES.has(Number(row.flowState))
  return ctx.buttons.has('edit') && mayChange(row, ctx) && open
}

export type RecordTap =
  | { kind: 'flow', config: FlowBeforeConfig }
  | { kind: 'detail' }
  | { kind: 'edit' }
  | { kind: 'none' }

/** A record in a flow opens its flow (mine as launcher, anyone else's read-only); others their detail, or their form. */
export function recordTap (row: ListRow, ctx: RecordContext, title: string): RecordTap {
  if (ctx.module.enableFlow && row.flowTaskId) {
    const mine = !!ctx.userId && row.creatorUserId === ctx.userId
    return {
      kind: 'flow',
      config: {
        id: row.flowTaskId,
        enCode: ctx.module.flowEnCode,
        flowId: ctx.module.flowId,
        formType: 2,
        opType: mine ? OP_TYPE.mine : OP_TYPE.read,
        status: Number(row.flowState) || 0,
        taskNodeId: '',
        fullName: title,
        taskId: row.flowTaskId
      }
    }
  }
  if (ctx.buttons.has('detail')) return { kind: 'detail' }
  if (canEdit(row, ctx)) return { kind: 'edit' }
  return { kind: 'none' }
}

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

export interface ListState {
  keyword: string
  /** filter sheet values by field */
  filters: Record<string, unknown>
  /** a sort option's value; '' = the module's default */
  sortValue: string
}

export const EMPTY_LIST_STATE: ListState = { keyword: '', filters: {}, sortValue: '' }

/** The filters that say something, as the JSON string queryJson is; '' when none do. */
export function queryJsonOf (filters: Record<string, unknown>): string {
  const set = Object.entries(filters).filter(([, v]) => !isEmptyValue(v))
  return set.length > 0 ? JSON.stringify(Object.fromEntries(set)) : ''
}

export interface ListBody {
  currentPage: number
  pageSize: number
  sort: 'asc' | 'desc'
  sidx: string
  keyword?: string
  queryJson?: string
  menuId?: string
  /** the last record shown: the server pages after it (keyset) in the default order */
  lastId?: string
}

export function listBody (state: ListState, model: Pick<ListModel, 'defaultSort'>, page: { currentPage: number, pageSize: number, lastId?: string }, menuId: string): ListBody {
  const { sidx, sort } = sortOf(state.sortValue, model.defaultSort)
  const keyword = state.keyword.trim()
  const queryJson = queryJsonOf(state.filters)
  return {
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    sort,
    sidx,
    ...(keyword ? { keyword } : {}),
    ...(queryJson ? { queryJson } : {}),
    ...(menuId ? { menuId } : {}),
    ...(page.lastId ? { lastId: page.lastId } : {})
  }
}

/** 提交 starts the approval (status "0"); 暂存 keeps a draft (status "1"). */
export type SaveMode = 'submit' | 'draft'
const STATUS: Record<SaveMode, '0' | '1'> = { submit: '0', draft: '1' }

/** What the user chose before a launch (branches, candidates), API.md 4.4. */
export type FlowChoices = Pick<FlowModel, 'branchList' | 'candidateList'>

/** POST / PUT OnlineDev body: `data` is the JSON string of formData; a flow module adds the FlowModel fields. */
export function recordBody (data: Record<string, unknown>, opts: { enableFlow: boolean, mode: SaveMode, choices?: FlowChoices }) {
  const base = { data: JSON.stringify(data) }
  if (!opts.enableFlow) return base
  return { ...base, status: STATUS[opts.mode], flowUrgent: 1 as const, ...(opts.choices ?? {}) }
}

/** POST FlowTask body of a launch from a workflow form screen. */
export const flowTaskBody = (flowId: string, data: Record<string, unknown>, mode: SaveMode, choices?: FlowChoices): FlowModel =>
  ({ flowId, formData: data, status: STATUS[mode], flowUrgent: 1, ...(choices ?? {}) })
