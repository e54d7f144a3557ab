/**
 * Where relationForm and popupSelect / popupTableSelect find records (API.md 5.1, 7): the list
 * of another online-dev module, or a data interface, and how a stored id is turned back into its record.
 */
import { dataInterfaceByIds, listDataInterface } from '@/api/system'
import { getOnlineDevDisplay, listOnlineDev } from '@/api/visualdev'
import { interfaceParams, type FieldKind, type FieldNode, type FormData } from '@/core/form'
import type { RecordColumn, RecordPage, RecordRow } from './RecordPicker'

export interface RelationSource {
  valueKey: (node: FieldNode) => string
  labelKey: (node: FieldNode) => string
  list: (node: FieldNode, data: FormData, query: { currentPage: number, pageSize: number, keyword: string }) => Promise<RecordPage>
  /** `data`: the form's values, whose fields may be the interface's parameters (a bill item of the record's section, not the user's current one) */
  byIds: (node: FieldNode, ids: string[], data: FormData) => Promise<RecordRow[]>
}

const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v !== '' ? v : fallback)

const relationForm: RelationSource = {
  valueKey: () => 'id',
  labelKey: (node) => str(node.field.relationField, 'id'),
  list: (node, _data, q) => listOnlineDev(str(node.field.modelId, ''), q),
  byIds: (node, ids) => Promise.all(ids.map((id) => getOnlineDevDisplay(str(node.field.modelId, ''), id)))
}

const popup: RelationSource = {
  valueKey: (node) => str(node.field.propsValue, 'id'),
  labelKey: (node) => str(node.field.relationField, 'fullName'),
  list: (node, data, q) => listDataInterface(str(node.field.interfaceId, ''), { ...q, paramList: interfaceParams(node, data) }),
  byIds: (node, ids, data) => dataInterfaceByIds(str(node.field.interfaceId, ''), { ids, propsValue: str(node.field.propsValue, 'id'), paramList: interfaceParams(node, data) })
}

export const RELATION_SOURCES: Partial<Record<FieldKind, RelationSource>> = {
  relationForm, popupSelect: popup, popupTableSelect: popup
}

/** Extra columns shown under each record. */
export const columnsOf = (node: FieldNode): RecordColumn[] =>
  (Array.isArray(node.field.columnOptions) ? node.field.columnOptions : [])
    .filter((c): c is RecordColumn => !!c && typeof (c as RecordColumn).value === 'string')
    .map((c) => ({ value: c.value, label: String(c.label ?? c.value) }))
