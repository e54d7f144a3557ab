import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { useMenuTitle } from '@/components/Progress/useMenuTitle'
import { useRemote } from '@/components/useRemote'

/** A dashboard's figures, fetched again each time the page shows (back from a list, a section chosen); the screen titled as its tile. */
export function useDashboard<T> (load: () => Promise<T>) {
  useMenuTitle()
  const remote = useRemote(load)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.refresh()
    shown.current = true
  })
  return remote
}
