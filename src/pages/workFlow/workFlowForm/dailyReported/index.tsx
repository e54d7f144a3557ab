import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useState } from 'react'
import type { FlowLaunchItem } from '../../../../../types/api/workflow'
import { getFlowLaunchList } from '@/api/workflow'
import { timeFrom } from '@/core/format'
import { FLOW_BEFORE_PATH, flowBeforeQuery, launchItemConfig, statusTag, urgencyTag } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { FilterBar } from '@/components/FilterBar'
import { FlowCard } from '@/components/FlowCard'
import { NO_FLOW, useModule } from '@/components/ListEngine'
import { OutboxBanner } from '@/components/OutboxBanner'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import './index.scss'

/** The daily report module: its flow is what this list shows. */
const DAILY_MODULE = 'progressDailyReport'

/** 日报上报: the daily reports I launched (我发起的 of the daily report flow), and 填报日报. */
export default function Page () {
  const mod = useModule(DAILY_MODULE)
  if (mod.data && !mod.data.enableFlow) return <PageShell error={NO_FLOW} />
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return <Reports flowId={mod.data.flowId} />
}

function Reports ({ flowId }: { flowId: string }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<FlowLaunchItem>(
    (currentPage, pageSize) => getFlowLaunchList({ currentPage, pageSize, flowId, ...(keyword ? { keyword } : {}) }),
    keyword
  )
  const onSearch = useCallback((value: string) => setKeyword(value), [])
  return (
    <View className='sf-daily-reported'>
      <FilterBar placeholder='搜索日报标题' onSearch={onSearch} />
      <OutboxBanner />
      <PageShell
        {...listShell(list)}
        emptyText={keyword ? '没有符合条件的日报' : '暂无已上报的日报'}
        onRefresh={list.reload}
      >
        {list.items.map((item) => (
          <FlowCard
            key={item.id}
            title={item.fullName}
            summary={item.description}
            flowName={item.flowName}
            step={item.thisStep}
            time={timeFrom(item.startTime || item.creatorTime)}
            status={statusTag('launch', item.status)}
            urgency={urgencyTag(item.flowUrgent)}
            urgent={Number(item.flowUrgent) || 1}
            onClick={() => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(launchItemConfig(item))) }}
          />
        ))}
        <ListFooter list={list} />
      </PageShell>
      <View className='sf-daily-reported__bar'>
        <Button type='primary' block onClick={() => { void nav.push('pages/workFlow/workFlowForm/dailyFill/index') }}>填报日报</Button>
      </View>
    </View>
  )
}
