import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { previewDataInterface } from '@/api/system'
import { partText } from '@/core/safety/pickers'
import { PageShell } from '../PageShell'
import { useRemote } from '../useRemote'
import '../Safety/index.scss'

/** The WBS children interface (named query wbsChildren). */
const WBS_INTERFACE = 'di_wbs_children'

export interface WbsNode { id: string, fullName: string, hasChildren: boolean }

export interface WbsLevelsProps {
  contractId: string
  /** the chosen part: the nodes from the unit work down to it */
  onPick: (trail: WbsNode[]) => void
  /** a branch may be chosen too (选择此部位), not only a part at the bottom of the tree */
  pickBranch?: boolean
  /** what a part at the bottom of the tree says it does */
  leafText?: string
  /** shown on the right of a part at the bottom of the tree instead of leafText */
  leafExtra?: (node: WbsNode) => string | null
}

/** A contract section's WBS opened level by level, each level asked for when it opens. */
export function WbsLevels ({ contractId, onPick, pickBranch = false, leafText = '选择', leafExtra }: WbsLevelsProps) {
  const [trail, setTrail] = useState<WbsNode[]>([])
  const parentId = trail.length ? trail[trail.length - 1].id : '-1'
  const children = useRemote(async (): Promise<WbsNode[]> => (await previewDataInterface(WBS_INTERFACE, [
    { field: 'contractId', defaultValue: contractId }, { field: 'parentId', defaultValue: parentId }
  ])).map((r) => ({ id: String(r.id), fullName: String(r.fullName ?? ''), hasChildren: r.hasChildren === true })), { immediate: false })
  useEffect(() => { void children.reload() }, [parentId])

  return (
    <View>
      <View className='sf-tree-page__trail'>
        <View className='sf-tree-page__crumb' role='button' onClick={() => setTrail([])}>全部</View>
        {trail.map((n, i) => (
          <View key={n.id} className='sf-tree-page__crumb' role='button' onClick={() => setTrail(trail.slice(0, i + 1))}>{` / ${n.fullName}`}</View>
        ))}
      </View>
      {pickBranch && trail.length > 0 && (
        <View className='sf-tree-page__row sf-tree-page__row--current' role='button' aria-label='选择当前部位' onClick={() => onPick(trail)}>
          <Text className='sf-tree-page__name'>{partText({ path: trail.map((n) => n.fullName) })}</Text>
          <View className='sf-tree-page__pick'>选择此部位</View>
        </View>
      )}
      <PageShell loading={children.loading} error={children.error} onRetry={() => { void children.reload() }}
        empty={!children.loading && !children.error && (children.data ?? []).length === 0} emptyText='该合同段暂无 WBS 部位'>
        {(children.data ?? []).map((n) => (
          <View key={n.id} className='sf-tree-page__row' role='button' aria-label={n.fullName}
            onClick={() => (n.hasChildren ? setTrail([...trail, n]) : onPick([...trail, n]))}>
            <Text className='sf-tree-page__name'>{n.fullName}</Text>
            <Text className='sf-tree-page__go'>{n.hasChildren ? '›' : (leafExtra?.(n) ?? leafText)}</Text>
          </View>
        ))}
      </PageShell>
    </View>
  )
}
