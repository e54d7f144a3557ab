/** A server search that follows the typed keyword, 300 ms after the last key. */
import { useEffect, useState } from 'react'
import { messageOf } from '../useLoad'
import type { PickNode } from './types'

export const SEARCH_DELAY = 300

export function useSearch (keyword: string, search?: (keyword: string) => Promise<PickNode[]>) {
  const [state, setState] = useState<{ list: PickNode[], loading: boolean, error: string }>({ list: [], loading: false, error: '' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!search || !keyword) return
    let alive = true
    setState({ list: [], loading: true, error: '' })
    const timer = setTimeout(() => {
      search(keyword).then(
        (list) => { if (alive) setState({ list, loading: false, error: '' }) },
        (err) => { if (alive) setState({ list: [], loading: false, error: messageOf(err) }) }
      )
    }, SEARCH_DELAY)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [keyword, search, attempt])

  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
