import { useDidHide, useDidShow, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'

export const PAGE_SIZE = 20

export interface PagedState<T> {
  items: T[]
  /** the last page loaded (0: none yet) */
  page: number
  total: number
  /** first page, nothing shown yet */
  loading: boolean
  loadingMore: boolean
  /** the first page failed ('' when none) */
  error: string
}

export interface PagedList<T> extends PagedState<T> {
  finished: boolean
  /** page 1 again, keeping what is shown until it arrives (pull to refresh, search, filters) */
  reload: () => Promise<void>
  loadMore: () => void
  setItems: (update: (items: T[]) => T[]) => void
}

const initial = { items: [], page: 0, total: 0, loading: true, loadingMore: false, error: '' }
const failure = (err: unknown) => (err as Error)?.message || '加载失败，请重试'

/**
 * A list loaded a page at a time: page 1 whenever `key` changes (keyword, filters), the next page
 * at the bottom of the page, page 1 again when the page shows again (back from a flow that was
 * handled meanwhile). Answers to an older key or reload are dropped. A list inside a popup passes
 * pageHooks false: the page's scroll and show are not its own.
 * Past page 1, `fetch` is also given the id of the last row shown (`lastId`): a list whose server
 * pages after a known row (module records, the todo and done lists) sends it, so a deep page costs
 * what page 1 costs and a row handled meanwhile shifts nothing.
 */
export function usePagedList<T extends { id: string }> (
  fetch: (page: number, pageSize: number, lastId?: string) => Promise<{ list: T[], total: number }>,
  key: string,
  opts: { pageSize?: number, pageHooks?: boolean } = {}
): PagedList<T> {
  const { pageSize = PAGE_SIZE, pageHooks = true } = opts
  const [state, setState] = useState<PagedState<T>>(initial)
  const generation = useRef(0)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch

  const load = useCallback(async (page: number, lastId?: string) => {
    const gen = page === 1 ? ++generation.current : generation.current
    setState((s) => (page === 1 ? { ...s, loading: s.items.length === 0, error: '' } : { ...s, loadingMore: true }))
    try {
      const res = await fetchRef.current(page, pageSize, lastId)
      if (gen !== generation.current) return
      setState((s) => {
        const seen = new Set(page === 1 ? [] : s.items.map((i) => i.id))
        return {
          items: page === 1 ? res.list : [...s.items, ...res.list.filter((i) => !seen.has(i.id))],
          page,
          total: res.total,
          loading: false,
          loadingMore: false,
          error: ''
        }
      })
    } catch (err) {
      if (gen !== generation.current) return
      setState((s) => ({ ...s, loading: false, loadingMore: false, error: page === 1 && s.items.length === 0 ? failure(err) : '' }))
    }
  }, [pageSize])

  useEffect(() => {
    setState(initial)
    void load(1)
  }, [key, load])

  // Page 1 again when the page comes back from another (a record added, changed or approved
  // there): after a hide, not on the page's first show. A list that mounts once its page has shown
  // (after its module's config came) never sees that first show, so counting shows would skip the
  // first return and leave 共 3 条 after 提交成功 (issue 12).
  const hidden = useRef(false)
  useDidHide(() => { hidden.current = true })
  useDidShow(() => {
    if (hidden.current && pageHooks) void load(1)
    hidden.current = false
  })

  // without a total from the server, a short page is the last one
  const finished = state.page > 0 && (state.total > 0 ? state.items.length >= state.total : state.items.length < state.page * pageSize)
  const loadMore = () => {
    if (!state.loading && !state.loadingMore && !finished && !state.error) void load(state.page + 1, state.items.at(-1)?.id)
  }
  useReachBottom(() => { if (pageHooks) loadMore() })

  return {
    ...state,
    finished,
    reload: () => load(1),
    loadMore,
    setItems: (update) => setState((s) => {
      const items = update(s.items)
      return { ...s, items, total: Math.max(0, s.total + items.length - s.items.length) }
    })
  }
}
/** What a PageShell over the list shows: loading, the error with 重试, and empty once page 1 came back with nothing. */
export const listShell = <T,>(list: PagedList<T>) => ({
  loading: list.loading,
  error: list.error,
  onRetry: () => { void list.reload() },
  empty: !list.loading && !list.error && list.items.length === 0
})

export { ListFooter } from './ListFooter'
