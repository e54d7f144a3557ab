/**
 * The parts of the full-screen selectors (pages/apply/popSelect, tableSelect, tableLinkage,
 * tableTreeSelector): the parameters read from the page's URL, a searchable paged table of rows
 * shown as cards, the bar of a multiple choice, and the way back to the form. Rules: core/selector.
 */
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter } from '@/components/usePagedList/ListFooter'
import { usePagedList } from '@/components/usePagedList'
import { decodeParam } from '@/core/entry'
import {
  deliverSelection, parseSelector, rowCard, toggleRow, type Row, type Selection, type SelectorKind, type SelectorParams, type SelectorTable
} from '@/core/selector'
import { nav } from '@/platform/nav'
import './index.scss'

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

/** The selector's parameters from the page's URL, or the message to show when they cannot be read. */
export function useSelectorParams (kind: SelectorKind): SelectorParams | string {
  const { params } = useRouter()
  const raw = JSON.stringify(params ?? {})
  return useMemo(() => {
    const q = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, decodeParam(v)]))
    return parseSelector(kind, q)
  }, [kind, raw])
}

/** Gives the choice back to the field that opened the selector, and returns to its form. */
export function finish (p: SelectorParams, selection: Selection): void {
  deliverSelection(p.token, selection)
  void nav.back()
}

export function BadSelector ({ message }: { message: string }) {
  return <PageShell error={message} />
}

export interface RowCardProps {
  row: Row
  table: Pick<SelectorTable, 'valueKey' | 'labelKey' | 'columns'>
  multiple: boolean
  on: boolean
  onPick: () => void
}

/** One row: its label, then its columns as label / value lines; a check for a multiple choice. */
export function SelectorRow ({ row, table, multiple, on, onPick }: RowCardProps) {
  const card = rowCard(row, table)
  return (
    <View className={`sf-sel-row ${on ? 'sf-sel-row--on' : ''}`} role='option' aria-selected={on} aria-label={card.title} onClick={onPick}>
      <View className='sf-sel-row__head'>
        <Text className='sf-sel-row__title'>{card.title}</Text>
        {multiple ? <Text className={`sf-sel-check ${on ? 'sf-sel-check--on' : ''}`}>{on ? '✓' : ''}</Text> : null}
      </View>
      {card.lines.map((line) => (
        <View key={line.label} className='sf-sel-row__line'>
          <Text className='sf-sel-row__label'>{line.label}</Text>
          <Text className='sf-sel-row__value'>{line.text || '—'}</Text>
        </View>
      ))}
    </View>
  )
}

/** 已选 N 项 and 确定 under a multiple choice. */
export function SelectionBar ({ count, onConfirm, onClear }: { count: number, onConfirm: () => void, onClear: () => void }) {
  return (
    <View className='sf-sel-bar'>
      <Text className='sf-sel-bar__count'>已选 {count} 项</Text>
      {count > 0 ? <View className='sf-sel-bar__clear' role='button' onClick={onClear}><Text>清空</Text></View> : null}
      <View className='sf-sel-bar__ok' role='button' aria-label='确定' onClick={onConfirm}><Text>确定</Text></View>
    </View>
  )
}

export type FetchRows = (q: { currentPage: number, pageSize: number, keyword: string }) => Promise<{ list: Row[], total: number }>

export interface RowTableProps {
  table: Pick<SelectorTable, 'valueKey' | 'labelKey' | 'columns'>
  fetch: FetchRows
  pageSize: number
  multiple: boolean
  /** ids chosen when the table opens (a multiple choice starts from them) */
  selected: string[]
  /** a single choice, or 确定 of a multiple one */
  onDone: (rows: Row[]) => void
  placeholder?: string
  /** what else changes the rows (the first row of linked tables) */
  reloadKey?: string
  emptyText?: string
  /** the table is one of two on its page: the page's scroll and show are not its own */
  nested?: boolean
}

/** A searchable, paged table of rows: a tap picks a row, or toggles it in a multiple choice. */
export function RowTable ({ table, fetch, pageSize, multiple, selected, onDone, placeholder, reloadKey = '', emptyText, nested }: RowTableProps) {
  const [keyword, setKeyword] = useState('')
  const [draft, setDraft] = useState<Row[]>(() => selected.map((id) => ({ [table.valueKey]: id })))
  const list = usePagedList<{ id: string, row: Row }>(
    async (page, size) => {
      const res = await fetch({ currentPage: page, pageSize: size, keyword })
      return { list: res.list.map((row, i) => ({ id: str(row[table.valueKey]) || `#${(page - 1) * size + i}`, row })), total: res.total }
    },
    `${reloadKey}|${keyword}`,
    { pageSize, pageHooks: !nested }
  )
  const isOn = (row: Row) => draft.some((d) => str(d[table.valueKey]) === str(row[table.valueKey]))
  return (
    <View className={`sf-sel ${multiple ? 'sf-sel--bar' : ''}`}>
      <FilterBar placeholder={placeholder ?? '请输入关键词搜索'} onSearch={setKeyword} />
      <PageShell loading={list.loading} error={list.error} onRetry={() => { void list.reload() }}
        empty={!list.loading && !list.error && list.items.length === 0} emptyText={emptyText ?? (keyword ? '没有符合条件的数据' : '暂无数据')}>
        {list.items.map(({ id, row }) => (
          <SelectorRow key={id} row={row} table={table} multiple={multiple} on={isOn(row)}
            onPick={() => (multiple ? setDraft((d) => toggleRow(d, row, table.valueKey)) : onDone([row]))} />
        ))}
        <ListFooter list={{ items: list.items, loadingMore: list.loadingMore, finished: list.finished, loadMore: list.loadMore }} />
      </PageShell>
      {multiple ? <SelectionBar count={draft.length} onConfirm={() => onDone(draft)} onClear={() => setDraft([])} /> : null}
    </View>
  )
}
