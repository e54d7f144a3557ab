import { useEffect, useState } from 'react'

/**
 * Follows `active`, but turns true only after it has stayed true for `delay` ms, so fast loads
 * never flash a spinner. Returns false again as soon as `active` ends.
 */
export function useDelayedFlag (active: boolean, delay: number): boolean {
  const [flag, setFlag] = useState(false)
  useEffect(() => {
    if (!active) {
      setFlag(false)
      return undefined
    }
    const timer = setTimeout(() => setFlag(true), delay)
    return () => clearTimeout(timer)
  }, [active, delay])
  return flag
}
