/**
 * relationForm, popupSelect, popupTableSelect: a record picked from a searchable list. The value
 * is the record's id (ids with `multiple`); the label is its relationField column. The picked
 * record is shared with the attribute fields (relationFormAttr / popupAttr) that show its columns.
 * Simple fields pick in a sheet on the form; wide tables, linked tables and trees open their
 * full-screen selector page (core/selector), whose choice comes back under this field's token
 * while the form, and what was typed in it, stays as it was underneath.
 */
import { useEffect, useRef, useState } from 'react'
import { interfaceParams } from '@/core/form'
import {
  SELECTOR_ROUTES, fullScreenOf, listenSelection, selectorFor, selectorParams, selectorQuery, selectorToken, valueOf, type Selection, type SelectorKind
} from '@/core/selector'
import { nav } from '@/platform/nav'
import { useEngine } from '../context'
import { RecordPicker, type RecordRow } from '../pickers/RecordPicker'
import { RELATION_SOURCES, columnsOf } from '../pickers/relationSources'
import { useLoad } from '../useLoad'
import { LoadError } from './LoadError'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

export function RelationWidget ({ node, value, onChange, readonly, path }: WidgetProps) {
  const { data, setRelation, setValue } = useEngine()
  const source = RELATION_SOURCES[node.kind]!
  const [open, setOpen] = useState(false)
  const selector = selectorFor(node)
  const [token] = useState(() => selectorToken(path))
  const [picked, setPicked] = useState<Record<string, RecordRow>>({})
  const multiple = !!node.field.multiple
  const valueKey = source.valueKey(node)
  const labelKey = source.labelKey(node)
  const ids = (multiple ? (Array.isArray(value) ? value : []) : [value]).map(str).filter(Boolean)
  const missing = ids.filter((id) => !picked[id])
  const origin = str(node.field.modelId ?? node.field.interfaceId)
  const loaded = useLoad(missing.length ? `relation:${node.kind}:${origin}:${missing.join(',')}` : null, () => source.byIds(node, missing, data))
  const recordOf = (id: string): RecordRow | undefined =>
    picked[id] ?? loaded.data?.find((r) => str(r[valueKey]) === id) ?? (node.kind === 'relationForm' ? loaded.data?.[missing.indexOf(id)] : undefined)
  const first = ids.length ? recordOf(ids[0]) : undefined

  useEffect(() => {
    setRelation(path, first ?? null)
  }, [first, path, setRelation])

  const remember = (rows: RecordRow[]) =>
    setPicked((p) => ({ ...p, ...Object.fromEntries(rows.filter((r) => r[labelKey] !== undefined).map((r) => [str(r[valueKey]), r])) }))
  const chosen = useRef<(selection: Selection) => void>(() => undefined)
  chosen.current = ({ rows, linked }) => {
    remember(rows)
    onChange(valueOf(rows, valueKey, multiple))
    const link = node.field.linkage as { field?: unknown, propsValue?: unknown } | undefined
    if (linked && typeof link?.field === 'string' && link.field) setValue(link.field, linked[typeof link.propsValue === 'string' ? link.propsValue : 'id'])
  }
  useEffect(() => listenSelection(token, (selection) => chosen.current(selection)), [token])
  const push = (kind: SelectorKind) => {
    const params = kind === 'tableSelect' ? [] : interfaceParams(node, data)
    void nav.push(SELECTOR_ROUTES[kind], selectorQuery(selectorParams(node, kind, token, params, ids)))
  }
  const openSelector = () => (selector ? push(selector) : setOpen(true))
  const fullScreen = (total: number) => {
    const kind = fullScreenOf(node, total)
    return kind && (() => { setOpen(false); push(kind) })
  }

  const text = loaded.loading ? '' : ids.map((id) => str(recordOf(id)?.[labelKey]) || id).join(',')
  const failed = <LoadError error={loaded.error} onRetry={loaded.retry} />
  if (readonly) return <><ReadonlyText text={loaded.loading ? '加载中...' : text} />{failed}</>
  return (
    <>
      <PickerField text={text} loading={loaded.loading} placeholder={node.field.placeholder} onOpen={openSelector}
        onClear={() => onChange(multiple ? [] : '')} />
      {!selector && <RecordPicker
        visible={open}
        title={node.label || '请选择'}
        multiple={multiple}
        pageSize={typeof node.field.pageSize === 'number' && node.field.pageSize > 0 ? node.field.pageSize : 20}
        load={(q) => source.list(node, data, q)}
        valueKey={valueKey}
        labelKey={labelKey}
        columns={columnsOf(node)}
        selected={ids}
        onConfirm={(rows) => {
          setOpen(false)
          remember(rows)
          onChange(valueOf(rows, valueKey, multiple))
        }}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
      />}
      {failed}
    </>
  )
}
