import { View } from '@tarojs/components'
import { useState } from 'react'
import { FlowList } from '@/components/FlowList'
import { useModule } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { useMenuTitle } from '@/components/Progress'
import { TabStrip } from '@/components/TabStrip'

const TABS = [{ title: '待审批' }, { title: '已审批' }]

/**
 * 日报审批: the contractors' daily reports waiting for the supervision engineer (the review step
 * of the daily report's flow) and those reviewed; a tap opens the report to approve or return.
 */
export default function Page () {
  useMenuTitle()
  const mod = useModule('progressDailyReport')
  const [tab, setTab] = useState(0)
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return (
    <View>
      <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      {tab === 0
        ? <FlowList key='todo' kind='todo' flowId={mod.data.flowId} emptyText='暂无待审批的施工日报' />
        : <FlowList key='done' kind='done' flowId={mod.data.flowId} emptyText='暂无已审批的施工日报' />}
    </View>
  )
}
