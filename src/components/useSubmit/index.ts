import { useCallback, useRef, useState } from 'react'

/**
 * Runs a submit action at most once at a time: `busy` disables the button while it runs, a second
 * tap meanwhile does nothing. Errors are swallowed: the requester (or the action) has told the user,
 * and what they typed stays in the form.
 */
export function useSubmit<A extends unknown[]> (action: (...args: A) => Promise<unknown>): [boolean, (...args: A) => Promise<void>] {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const actionRef = useRef(action)
  actionRef.current = action
  const run = useCallback(async (...args: A) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await actionRef.current(...args)
    } catch {
      // already reported
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return [busy, run]
}
