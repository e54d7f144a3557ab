/** Children of lazily loaded tree nodes (areas, the user tree), loaded when a node is opened. */
import { useCallback, useRef, useState } from 'react'
import { messageOf } from '../useLoad'
import type { PickNode } from './types'

export interface LevelState {
  list: PickNode[]
  loading: boolean
  error: string
}

export function useChildren (loadChildren?: (node: PickNode) => Promise<PickNode[]>) {
  const [levels, setLevels] = useState<Record<string, LevelState>>({})
  // what was asked for, read synchronously so that a second tap does not ask again
  const asked = useRef(new Map<string, LevelState>())

  const put = useCallback((id: string, level: LevelState) => {
    asked.current.set(id, level)
    setLevels((s) => ({ ...s, [id]: level }))
  }, [])

  const open = useCallback((node: PickNode, force = false) => {
    if (node.children || !loadChildren) return
    const known = asked.current.get(node.id)
    if (known && !known.error && !force) return
    put(node.id, { list: [], loading: true, error: '' })
    loadChildren(node).then(
      (list) => put(node.id, { list, loading: false, error: '' }),
      (err) => put(node.id, { list: [], loading: false, error: messageOf(err) })
    )
  }, [loadChildren, put])

  /** The level under a node: its own children, or what was loaded for it. */
  const levelOf = useCallback((node: PickNode): LevelState =>
    node.children ? { list: node.children, loading: false, error: '' } : levels[node.id] ?? { list: [], loading: true, error: '' },
  [levels])

  return { open, levelOf }
}
