/**
 * The picker of every choice that is a list or a tree: selects, dictionaries, tree selects,
 * cascaders, areas and the org pickers. It walks down one level at a time (a breadcrumb goes back),
 * searches the loaded tree or asks the server, and picks one node or several.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { OptionsState } from '../widgets/OptionsState'
import type { Loaded } from '../useLoad'
import { PickerSheet } from './PickerSheet'
import { PickRow } from './PickRow'
import { flattenPick, pickedOf, type PickNode, type Picked } from './types'
import { useChildren } from './useChildren'
import { useSearch } from './useSearch'

export interface TreePickerProps {
  visible: boolean
  title: string
  multiple: boolean
  roots: Loaded<PickNode[]>
  loadChildren?: (node: PickNode) => Promise<PickNode[]>
  /** a server search; without it the search box filters the loaded tree */
  search?: (keyword: string) => Promise<PickNode[]>
  selected: Picked[]
  onConfirm: (picked: Picked[]) => void
  onClose: () => void
}

export function TreePicker ({ visible, title, multiple, roots, loadChildren, search, selected, onConfirm, onClose }: TreePickerProps) {
  const [trail, setTrail] = useState<PickNode[]>([])
  const [draft, setDraft] = useState<Picked[]>(selected)
  const [keyword, setKeyword] = useState('')
  const { open, levelOf } = useChildren(loadChildren)
  const found = useSearch(keyword, search)

  // each opening starts from what the field holds now, at the top level
  useEffect(() => {
    if (!visible) return
    setDraft(selected)
    setTrail([])
    setKeyword('')
  }, [visible])

  const level = trail.length === 0
    ? { list: roots.data ?? [], loading: roots.loading, error: roots.error }
    : levelOf(trail[trail.length - 1])
  const localHits = useMemo(() => (search || !keyword ? [] : flattenPick(roots.data ?? [])
    .filter(({ node }) => node.selectable && node.label.includes(keyword))), [search, keyword, roots.data])
  const hits = search ? found.list.map((node) => ({ node, path: [node] })) : localHits

  const isChecked = (id: string) => draft.some((p) => p.id === id)
  const toggle = (path: PickNode[]) => {
    const picked = pickedOf(path)
    if (!multiple) return onConfirm([picked])
    setDraft((d) => (d.some((p) => p.id === picked.id) ? d.filter((p) => p.id !== picked.id) : [...d, picked]))
  }
  const drill = (node: PickNode) => {
    open(node)
    setTrail((t) => [...t, node])
  }
  const retryLevel = trail.length === 0 ? roots.retry : () => open(trail[trail.length - 1], true)

  return (
    <PickerSheet
      visible={visible}
      title={title}
      onClose={onClose}
      onConfirm={multiple ? () => onConfirm(draft) : undefined}
      search={{ value: keyword, onChange: setKeyword }}
    >
      {keyword ? (
        <OptionsState loading={found.loading} error={found.error} empty={hits.length === 0} onRetry={found.retry}>
          {hits.map(({ node, path }) => (
            <PickRow key={path.map((n) => n.id).join('/')} node={node} multiple={multiple} checked={isChecked(node.id)}
              pathText={path.length > 1 ? path.map((n) => n.label).join(' / ') : node.sub ?? ''}
              onOpen={() => toggle(path)} onToggle={() => toggle(path)} />
          ))}
        </OptionsState>
      ) : (
        <>
          {trail.length > 0 && (
            <View className='sf-fe-crumbs'>
              <Text className='sf-fe-link' onClick={() => setTrail([])}>全部</Text>
              {trail.map((n, i) => (
                <Text key={n.id} className='sf-fe-link' onClick={() => setTrail(trail.slice(0, i + 1))}> / {n.label}</Text>
              ))}
            </View>
          )}
          <OptionsState loading={level.loading} error={level.error} empty={level.list.length === 0} onRetry={retryLevel}>
            {level.list.map((node) => (
              <PickRow key={node.id} node={node} multiple={multiple} checked={isChecked(node.id)}
                onOpen={() => drill(node)} onToggle={() => toggle([...trail, node])} />
            ))}
          </OptionsState>
        </>
      )}
    </PickerSheet>
  )
}
