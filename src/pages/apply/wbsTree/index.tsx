import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { WbsProgressNode } from '../../../../types/api/progress'
import { getWbsProgress } from '@/api/progress'
import { PageShell } from '@/components/PageShell'
import { FigureCard, ProgressBar, useMenuTitle } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { nav } from '@/platform/nav'

const DETAILS = 'pages/apply/progressManage/progressFilling/contractDetails' as const

/**
 * WBS: the project's breakdown per section, expandable level by level; each node with its
 * progress by amount and the bill items and fills under it, which it opens.
 */
export default function Page () {
  useMenuTitle()
  const tree = useRemote(() => getWbsProgress())
  const [open, setOpen] = useState<Record<string, boolean>>({})
  const toggle = (id: string) => setOpen((o) => ({ ...o, [id]: !o[id] }))
  return (
    <PageShell className='sf-progress-page' loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}
      onRefresh={tree.refresh} empty={!!tree.data && tree.data.length === 0} emptyText='当前合同段没有 WBS'>
      {tree.data?.map((s) => (
        <View key={s.contractId}>
          <FigureCard title={s.contractName} figure={s} />
          <View className='sf-progress-page__tree'>
            {s.children.map((n) => <Node key={n.id} node={n} depth={0} open={open} onToggle={toggle} />)}
          </View>
        </View>
      ))}
    </PageShell>
  )
}

function Node ({ node, depth, open, onToggle }: { node: WbsProgressNode, depth: number, open: Record<string, boolean>, onToggle: (id: string) => void }) {
  const hasChildren = node.children.length > 0
  const expanded = !!open[node.id]
  return (
    <>
      <View className='sf-wbs-node' style={{ paddingLeft: `${24 + depth * 28}px` }} role={hasChildren ? 'button' : undefined}
        aria-expanded={hasChildren ? expanded : undefined} aria-label={node.name} onClick={() => { if (hasChildren) onToggle(node.id) }}>
        <Text className='sf-wbs-node__toggle'>{hasChildren ? (expanded ? '▾' : '▸') : '·'}</Text>
        <View className='sf-wbs-node__body'>
          <Text className='sf-wbs-node__name'>{node.name}</Text>
          {node.items > 0 ? <ProgressBar percent={node.percent} label={node.name} /> : null}
          <Text className='sf-wbs-node__meta'>{node.items > 0 ? `${node.code} · 清单 ${node.items} 项 · 填报 ${node.fills} 次` : `${node.code} · 无清单子目`}</Text>
        </View>
        {node.items > 0 && (
          <View className='sf-wbs-node__link' role='link'
            onClick={(e) => { e.stopPropagation(); void nav.push(DETAILS, { wbsNodeId: node.id, title: node.name }) }}>清单 ›</View>
        )}
      </View>
      {expanded && node.children.map((c) => <Node key={c.id} node={c} depth={depth + 1} open={open} onToggle={onToggle} />)}
    </>
  )
}
