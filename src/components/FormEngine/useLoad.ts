/** A load through the form's shared cache, with loading and error states for pickers and labels. */
import { useCallback, useEffect, useState } from 'react'
import { useEngine } from './context'

export interface Loaded<T> {
  data: T | undefined
  loading: boolean
  /** message of the failure; '' when none */
  error: string
  retry: () => void
}

export const messageOf = (err: unknown): string => (err as { message?: string })?.message || '加载失败，请重试'

/** Loads `key` once per form while `enabled`; a new key loads again. A null key loads nothing. */
export function useLoad<T> (key: string | null, loader: () => Promise<T>, enabled = true): Loaded<T> {
  const { load, forget } = useEngine()
  const [state, setState] = useState<{ key: string | null, data?: T, loading: boolean, error: string }>({ key: null, loading: false, error: '' })
  const [attempt, setAttempt] = useState(0)
  const active = enabled && key !== null

  useEffect(() => {
    if (!active) return
    let alive = true
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, loading: true, error: '' }))
    load(key!, loader).then(
      (data) => { if (alive) setState({ key, data, loading: false, error: '' }) },
      (err) => {
        forget(key!)
        if (alive) setState({ key, loading: false, error: messageOf(err) })
      }
    )
    return () => { alive = false }
    // the loader is a new function each render; the key says what it loads
  }, [key, active, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = state.key === key
  return { data: current ? state.data : undefined, loading: active && (!current || state.loading), error: current ? state.error : '', retry }
}
