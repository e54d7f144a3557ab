/**
 * A searchable, paged list of records for relationForm (an online-dev list) and popupSelect /
 * popupTableSelect (a data interface). The keyword goes to the server; 加载更多 fetches the next page.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { OptionsState } from '../widgets/OptionsState'
import { messageOf } from '../useLoad'
import { PickerSheet } from './PickerSheet'
import { SEARCH_DELAY } from './useSearch'

export type RecordRow = Record<string, unknown>
export interface RecordPage { list: RecordRow[], total: number }
export interface RecordColumn { value: string, label: string }

export interface RecordPickerProps {
  visible: boolean
  title: string
  multiple: boolean
  pageSize: number
  load: (query: { currentPage: number, pageSize: number, keyword: string }) => Promise<RecordPage>
  valueKey: string
  labelKey: string
  columns: RecordColumn[]
  selected: string[]
  onConfirm: (rows: RecordRow[]) => void
  onClose: () => void
  /** the full-screen selector, offered when the rows are many (core/selector fullScreenOf) */
  fullScreen?: (total: number) => (() => void) | null
}

interface ListState { rows: RecordRow[], total: number, page: number, loading: boolean, error: string }
const EMPTY: ListState = { rows: [], total: 0, page: 0, loading: true, error: '' }
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

export function RecordPicker (props: RecordPickerProps) {
  const { visible, title, multiple, pageSize, load, valueKey, labelKey, columns, selected, onConfirm, onClose, fullScreen } = props
  const [keyword, setKeyword] = useState('')
  const [state, setState] = useState<ListState>(EMPTY)
  const [draft, setDraft] = useState<RecordRow[]>([])
  const [attempt, setAttempt] = useState(0)

  const fetchPage = (page: number, kw: string, alive: () => boolean = () => true) => {
    setState((s) => ({ ...s, loading: true, error: '' }))
    load({ currentPage: page, pageSize, keyword: kw }).then(
      (res) => { if (alive()) setState((s) => ({ rows: page === 1 ? res.list : [...s.rows, ...res.list], total: res.total, page, loading: false, error: '' })) },
      (err) => { if (alive()) setState((s) => ({ ...s, loading: false, error: messageOf(err) })) }
    )
  }

  useEffect(() => {
    if (!visible) return
    let alive = true
    setState(EMPTY)
    const timer = setTimeout(() => fetchPage(1, keyword, () => alive), keyword ? SEARCH_DELAY : 0)
    return () => {
      alive = false
      clearTimeout(timer)
    }
    // a new keyword or a retry starts from page 1; load is a new function each render
  }, [visible, keyword, attempt])

  useEffect(() => {
    if (visible) setDraft(selected.map((id) => ({ [valueKey]: id })))
  }, [visible])

  const isOn = (row: RecordRow) => draft.some((d) => str(d[valueKey]) === str(row[valueKey]))
  const pick = (row: RecordRow) => {
    if (!multiple) return onConfirm([row])
    setDraft((d) => (isOn(row) ? d.filter((x) => str(x[valueKey]) !== str(row[valueKey])) : [...d, row]))
  }
  const more = state.rows.length < state.total && !state.loading && !state.error
  const openFull = fullScreen?.(state.total) ?? null

  return (
    <PickerSheet visible={visible} title={title} onClose={onClose} onConfirm={multiple ? () => onConfirm(draft) : undefined}
      search={{ value: keyword, onChange: setKeyword }}>
      <OptionsState loading={state.loading && state.rows.length === 0} error={state.rows.length === 0 ? state.error : ''}
        empty={state.rows.length === 0} onRetry={() => setAttempt((n) => n + 1)}>
        {openFull && <Text className='sf-fe-link sf-fe-more' onClick={openFull}>共 {state.total} 条，全屏选择</Text>}
        {state.rows.map((row, i) => (
          <View key={`${str(row[valueKey])}-${i}`} className={`sf-fe-pick ${isOn(row) ? 'sf-fe-pick--on' : ''}`} role='option'
            aria-selected={isOn(row)} onClick={() => pick(row)}>
            <View className='sf-fe-pick__main'>
              <Text className='sf-fe-pick__label'>{str(row[labelKey]) || str(row[valueKey])}</Text>
              {columns.filter((c) => c.value !== labelKey).map((c) => (
                <Text key={c.value} className='sf-fe-pick__sub'>{c.label}：{str(row[c.value])}</Text>
              ))}
            </View>
          </View>
        ))}
        {more && <Text className='sf-fe-link sf-fe-more' onClick={() => fetchPage(state.page + 1, keyword)}>加载更多</Text>}
        {state.rows.length > 0 && state.loading && <Text className='sf-fe-muted'>加载中...</Text>}
        {state.rows.length > 0 && state.error && (
          <Text className='sf-fe-link sf-fe-more' onClick={() => fetchPage(state.page + 1, keyword)}>{state.error}，点击重试</Text>
        )}
      </OptionsState>
    </PickerSheet>
  )
}
