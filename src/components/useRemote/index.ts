import { useCallback, useEffect, useRef, useState } from 'react'

export interface Remote<T> {
  data: T | undefined
  loading: boolean
  /** message of the last failure ('' when none) */
  error: string
  /** loads again showing the loading view (retry) */
  reload: () => Promise<void>
  /** loads again keeping what is shown (pull to refresh); rejects never */
  refresh: () => Promise<void>
  setData: (data: T) => void
}

const messageOf = (err: unknown): string =>
  (err as { message?: string })?.message || '加载失败，请重试'

/**
 * Data of a page from one call, for PageShell: loading, error (the requester has already toasted
 * it; the page shows it with a retry), reload and refresh. `immediate: false` waits for reload().
 */
export function useRemote<T> (load: () => Promise<T>, opts: { immediate?: boolean } = {}): Remote<T> {
  const { immediate = true } = opts
  const [data, setData] = useState<T | undefined>(undefined)
  const [loading, setLoading] = useState(immediate)
  const [error, setError] = useState('')
  const loadRef = useRef(load)
  loadRef.current = load
  const alive = useRef(true)
  useEffect(() => () => { alive.current = false }, [])

  const run = useCallback(async (showLoading: boolean) => {
    if (showLoading) setLoading(true)
    try {
      const value = await loadRef.current()
      if (!alive.current) return
      setData(value)
      setError('')
    } catch (err) {
      if (alive.current && showLoading) setError(messageOf(err))
    } finally {
      if (alive.current && showLoading) setLoading(false)
    }
  }, [])

  useEffect(() => {
    if (immediate) void run(true)
  }, [immediate, run])

  return {
    data,
    loading,
    error,
    reload: () => run(true),
    refresh: () => run(false),
    setData
  }
}
