import { View } from '@tarojs/components'
import { useState } from 'react'
import { FlowList } from '@/components/FlowList'
import { useModule } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'

const TABS = [{ title: '待检查' }, { title: '已检查' }]

/**
 * 现场检查: the special inspection tasks the contractor is to carry out (its 落实 step of the flow)
 * and those done; a tap opens the task, where the check is recorded with its photos.
 */
export default function SceneCheck () {
  const mod = useModule('addTask')
  const [tab, setTab] = useState(0)
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return (
    <View>
      <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      {tab === 0
        ? <FlowList key='todo' kind='todo' flowId={mod.data.flowId} emptyText='暂无待落实的专项检查任务' />
        : <FlowList key='done' kind='done' flowId={mod.data.flowId} emptyText='暂无已落实的专项检查任务' />}
    </View>
  )
}
