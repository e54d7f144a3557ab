import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { ProcessState } from '../../../../types/api/process'
import { getProcessBoard } from '@/api/process'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { PART_PATH, PartCard, useRefreshOnReturn } from '@/components/Process'
import { StatTiles, useSections } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { PROCESS_STATE } from '@/core/process'
import { nav } from '@/platform/nav'

const FIGURES: ProcessState[] = ['inspecting', 'failed', 'ready', 'passed']
/** What waits on someone: a check on site, or a correction and a new application. */
const WAITING: ReadonlySet<ProcessState> = new Set(['inspecting', 'failed'])

/**
 * 工序流程: a section's processes at a glance: how many parts wait for a check, failed, may be
 * applied for or are done (each opening the board narrowed to them), the parts that wait on
 * someone now, and the WBS to pick any part from.
 */
export default function Page () {
  const sections = useSections()
  const [contractId, setContractId] = useState('')
  useEffect(() => { if (!contractId && sections.start) setContractId(sections.start) }, [sections.start])
  const board = useRemote(() => getProcessBoard({ contractId }), { immediate: false })
  useEffect(() => { if (contractId) void board.reload() }, [contractId])
  useRefreshOnReturn(board)
  const counts = board.data?.counts
  const waiting = (board.data?.nodes ?? []).filter((n) => WAITING.has(n.state))

  return (
    <View className='sf-safety-page sf-safety-page--bar'>
      <PageShell loading={sections.loading || board.loading} error={sections.error || board.error}
        onRetry={() => { void (sections.error ? sections.reload() : board.reload()) }} onRefresh={board.refresh}
        empty={!sections.loading && !sections.error && sections.list.length === 0} emptyText='您没有可查看的合同段'>
        {sections.list.length > 1 && (
          <View className='sf-tree-page__sections'>
            <ChoiceChips label='合同段' value={contractId} options={sections.list.map((s) => ({ value: s.id, text: s.name }))} onChange={setContractId} />
          </View>
        )}
        {counts && (
          <StatTiles label='部位工序状态' tiles={FIGURES.map((s) => ({
            label: PROCESS_STATE[s].text === '合格' ? '已完成' : PROCESS_STATE[s].text, value: counts[s], color: PROCESS_STATE[s].color,
            onClick: () => { void nav.push('pages/apply/processManage/index', { contractId, state: s }) }
          }))} />
        )}
        <View className='sf-safety-page__total'>{waiting.length ? `待处理的部位（${waiting.length}）` : '没有待检查或不合格的部位'}</View>
        {waiting.map((n) => <PartCard key={n.id} node={n} onClick={() => { void nav.push(PART_PATH, { id: n.id }) }} />)}
      </PageShell>
      <View className='sf-safety-bar'>
        <Button type='primary' block onClick={() => { void nav.push('pages/apply/processManageNew/selectWbs', { contractId }) }}>按 WBS 选择部位</Button>
      </View>
    </View>
  )
}
