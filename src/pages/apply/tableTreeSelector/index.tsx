import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { previewDataInterface } from '@/api/system'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { BadSelector, SelectionBar, finish, useSelectorParams } from '@/components/Selector'
import { useRemote } from '@/components/useRemote'
import { ancestorsOf, buildRowTree, isPickable, searchRowTree, type RowNode, type SelectorParams } from '@/core/selector'

/**
 * 树形选择: rows shaped as a tree (WBS nodes, categories, units), opened level by level or found by
 * a word with their path; a node (only a leaf when the field asks) goes back to the form.
 */
export default function Page () {
  const p = useSelectorParams('tableTreeSelector')
  if (typeof p === 'string') return <BadSelector message={p} />
  return <Tree p={p} />
}

function Tree ({ p }: { p: SelectorParams }) {
  const { table } = p
  const rows = useRemote(() => previewDataInterface(table.interfaceId ?? '', table.params))
  const roots = useMemo(() => buildRowTree(rows.data ?? [], table.valueKey, table.labelKey, p.parentKey ?? 'parentId'), [rows.data])
  const [opened, setOpened] = useState<Set<string> | null>(null)
  const open = opened ?? new Set(ancestorsOf(roots, p.selected))
  const [keyword, setKeyword] = useState('')
  const [draft, setDraft] = useState<RowNode[]>([])
  const chosen = new Set([...(p.multiple ? [] : p.selected), ...draft.map((n) => n.id)])
  const leafOnly = !!p.leafOnly

  const pick = (node: RowNode) => {
    if (!p.multiple) return finish(p, { rows: [node.row] })
    setDraft((d) => (d.some((n) => n.id === node.id) ? d.filter((n) => n.id !== node.id) : [...d, node]))
  }
  const toggle = (node: RowNode) => {
    const next = new Set(open)
    if (next.has(node.id)) next.delete(node.id)
    else next.add(node.id)
    setOpened(next)
  }

  const pickButton = (node: RowNode) => isPickable(node, leafOnly)
    ? (
      <View className={`sf-sel-tree__pick ${chosen.has(node.id) ? 'sf-sel-tree__pick--on' : ''}`} role='button' aria-label={`选择${node.label}`}
        onClick={(e) => { e.stopPropagation(); pick(node) }}><Text>{chosen.has(node.id) ? '已选' : '选择'}</Text></View>
      )
    : null

  const branch = (nodes: RowNode[], depth: number): JSX.Element[] => nodes.flatMap((node) => {
    const hasChildren = node.children.length > 0
    const expanded = open.has(node.id)
    const row = (
      <View key={node.id} className={`sf-sel-tree__row ${chosen.has(node.id) ? 'sf-sel-tree__row--on' : ''}`} style={{ paddingLeft: `${12 + depth * 16}px` }}
        role='treeitem' aria-expanded={hasChildren ? expanded : undefined} aria-label={node.label}
        onClick={() => (hasChildren ? toggle(node) : pick(node))}>
        <Text className='sf-sel-tree__arrow'>{hasChildren ? (expanded ? '▾' : '▸') : ''}</Text>
        <Text className='sf-sel-tree__name'>{node.label}</Text>
        {pickButton(node)}
      </View>
    )
    return hasChildren && expanded ? [row, ...branch(node.children, depth + 1)] : [row]
  })

  const hits = keyword ? searchRowTree(roots, keyword) : []
  return (
    <View className={`sf-sel ${p.multiple ? 'sf-sel--bar' : ''}`}>
      <FilterBar placeholder={`搜索${p.title}`} onSearch={setKeyword} />
      <PageShell loading={rows.loading} error={rows.error} onRetry={() => { void rows.reload() }}
        empty={!rows.loading && !rows.error && (keyword ? hits.length === 0 : roots.length === 0)}
        emptyText={keyword ? '没有符合条件的节点' : '暂无数据'}>
        <View className='sf-sel-tree' role='tree'>
          {keyword
            ? hits.map(({ node, path }) => (
              <View key={node.id} className={`sf-sel-tree__row ${chosen.has(node.id) ? 'sf-sel-tree__row--on' : ''}`} role='treeitem' aria-label={node.label}
                onClick={() => { if (isPickable(node, leafOnly)) pick(node) }}>
                <View className='sf-sel-tree__name'>
                  <Text>{node.label}</Text>
                  <Text className='sf-sel-tree__path'>{path.slice(0, -1).join(' / ')}</Text>
                </View>
                {pickButton(node)}
              </View>
            ))
            : branch(roots, 0)}
        </View>
      </PageShell>
      {p.multiple ? <SelectionBar count={draft.length} onConfirm={() => finish(p, { rows: draft.map((n) => n.row) })} onClear={() => setDraft([])} /> : null}
    </View>
  )
}
