import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { getProcessBoard } from '@/api/process'
import { ChoiceChips } from '@/components/ChoiceChips'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { PART_PATH, PartCard, useRefreshOnReturn } from '@/components/Process'
import { useSections } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { BOARD_TABS } from '@/core/process'
import { nav } from '@/platform/nav'

/**
 * 工序管理: every part of a contract section's WBS with the process it is at, so a supervisor sees
 * at once which process of which pier waits for inspection and which failed, and a contractor
 * what may be applied for next. A part opens its processes.
 */
export default function Page () {
  const { params } = useRouter()
  const sections = useSections(decodeParam(params?.contractId))
  const [contractId, setContractId] = useState('')
  const [tab, setTab] = useState(Math.max(0, BOARD_TABS.findIndex((t) => t.state === decodeParam(params?.state))))
  const [keyword, setKeyword] = useState('')
  useEffect(() => { if (!contractId && sections.start) setContractId(sections.start) }, [sections.start])
  const board = useRemote(() => getProcessBoard({ contractId, state: BOARD_TABS[tab].state, keyword }), { immediate: false })
  useEffect(() => { if (contractId) void board.reload() }, [contractId, tab, keyword])
  useRefreshOnReturn(board)
  const onSearch = useCallback((text: string) => setKeyword(text), [])
  const counts = board.data?.counts
  const tabs = BOARD_TABS.map((t) => ({ title: t.title, count: t.state && counts ? counts[t.state] : null }))
  const nodes = board.data?.nodes ?? []

  return (
    <View className='sf-safety-page'>
      {sections.list.length > 1 && (
        <View className='sf-tree-page__sections'>
          <ChoiceChips label='合同段' value={contractId} options={sections.list.map((s) => ({ value: s.id, text: s.name }))} onChange={setContractId} />
        </View>
      )}
      <FilterBar placeholder='搜索部位，如 2#墩' onSearch={onSearch} />
      <TabStrip tabs={tabs} active={tab} onChange={setTab} />
      <PageShell loading={sections.loading || board.loading} error={sections.error || board.error}
        onRetry={() => { void (sections.error ? sections.reload() : board.reload()) }} onRefresh={board.refresh}
        empty={!sections.loading && (sections.list.length === 0 || (!board.loading && !board.error && nodes.length === 0))}
        emptyText={sections.list.length === 0 ? '您没有可查看的合同段' : keyword ? '没有找到该部位' : '暂无该状态的部位'}>
        <View className='sf-safety-page__total'>{`共 ${nodes.length} 个部位`}</View>
        {nodes.map((n) => <PartCard key={n.id} node={n} onClick={() => { void nav.push(PART_PATH, { id: n.id }) }} />)}
      </PageShell>
    </View>
  )
}
