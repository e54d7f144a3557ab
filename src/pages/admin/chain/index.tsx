/**
 * 审批流程: each catalog module's approval chain, top to bottom as DingTalk's designer shows it
 * (发起, each approval node with who approves, 抄送, 结束). The administrator edits a node, adds one
 * between two others, removes one, and saves: the save is the flow's next version, tasks in
 * flight keep the version they started on. System administrators only (the server says so too).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { getChainFlows, type ChainFlowItem } from '@/api/chain'
import { adminReach } from '@/core/admin'
import { scrollToTop } from '@/platform/scroll'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ChainEditor } from './ChainEditor'
import '../admin.scss'
import './chain.scss'

export default function ChainPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'system' ? <Chains /> : <PageShell className='sf-admin' empty emptyText='仅系统管理员可用' />
}

function Chains () {
  const flows = useRemote(getChainFlows)
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState('')
  const list = (flows.data ?? []).filter((f) => f.nodeCount > 0)
    .filter((f) => !keyword || [f.fullName, f.moduleName, f.enCode].some((x) => x.includes(keyword)))
  return (
    <View className='sf-admin'>
      <View className='sf-admin__split'>
        <View className={chosen ? 'sf-admin__list--hidden' : 'sf-admin__list'}>
          <FilterBar placeholder='搜索流程或模块' onSearch={setKeyword} />
          <View className='sf-admin__bar'>
            <Text className='sf-admin__count'>{`共 ${list.length} 个流程`}</Text>
          </View>
          <PageShell loading={flows.loading} error={flows.error} onRetry={() => { void flows.reload() }}
            empty={list.length === 0} emptyText={keyword ? '没有找到流程' : '还没有审批流程'} onRefresh={flows.refresh}>
            {list.map((f) => <FlowCard key={f.id} f={f} on={f.id === chosen} onOpen={() => { setChosen(f.id); scrollToTop() }} />)}
          </PageShell>
        </View>
        <View className='sf-admin__detail'>
          {chosen
            ? <ChainEditor key={chosen} id={chosen} onBack={() => setChosen('')} onSaved={() => { void flows.refresh() }} />
            : <View className='sf-admin__placeholder'>选择一个流程查看审批链</View>}
        </View>
      </View>
    </View>
  )
}

function FlowCard ({ f, on, onOpen }: { f: ChainFlowItem, on: boolean, onOpen: () => void }) {
  return (
    <View className={`sf-admin__card ${on ? 'sf-admin__card--on' : ''}`} role='button' aria-label={f.fullName} onClick={onOpen}>
      <Text className='sf-admin__title'>
        {f.fullName}
        {f.customised && <Text className='sf-admin__tag sf-admin__tag--warn'>已调整</Text>}
        {f.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
      </Text>
      <Text className='sf-admin__line'>{f.moduleName || f.enCode}</Text>
      <Text className='sf-admin__muted'>{`${f.nodeCount} 个审批节点 · 版本 v${f.version}`}</Text>
    </View>
  )
}
