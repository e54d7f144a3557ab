import { Image, View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import type { FlowTodoCount } from '../../../types/api/workflow'
import { getFlowTemplates, getFlowTodoCount } from '@/api/flowCentre'
import { FLOW_BEFORE_PATH, flowBeforeQuery, groupTemplates, newLaunchConfig } from '@/core/flowLaunch'
import { pictogramUrl } from '@/api/app'
import { nav } from '@/platform/nav'
import type { RoutePath } from '@/routes'
import { PageShell } from '@/components/PageShell'
import { CountBadge } from '@/components/CountBadge'
import { MenuGrid } from '@/components/MenuGrid'
import { OutboxBanner } from '@/components/OutboxBanner'
import { useRemote } from '@/components/useRemote'
import { useFlowPicker } from '@/components/FlowPicker'
import { useFlowCategories } from '@/components/FlowPicker/useFlowCategories'
import './workFlow.scss'

/** The process centre lists every launchable flow; a catalogue this size fits one request. */
const CATALOGUE_SIZE = 500

/** Each list with a pictogram of its own (Lucide, served by the server), as the workbench tiles. */
const ENTRIES: Array<{ title: string, path: RoutePath, count?: keyof FlowTodoCount, color: string, pictogram: string }> = [
  { title: '待我审批', path: 'pages/workFlow/flowTodo/index', count: 'toBeReviewed', color: '#2979ff', pictogram: 'inbox' },
  { title: '我已审批', path: 'pages/workFlow/flowDone/index', count: 'flowDone', color: '#19be6b', pictogram: 'circle-check-big' },
  { title: '抄送我的', path: 'pages/workFlow/flowCopy/index', count: 'flowCirculate', color: '#ff9900', pictogram: 'copy' },
  { title: '我发起的', path: 'pages/workFlow/flowLaunch/index', color: '#13c2c2', pictogram: 'send' },
  { title: '流程委托', path: 'pages/workFlow/entrust/index', count: 'entrust', color: '#722ed1', pictogram: 'handshake' }
]

/** What waits for me has a badge besides its number; every count reads as a number, 0 too (issue 12). */
const BADGE_KEY: keyof FlowTodoCount = 'toBeReviewed'

/** 流程中心: the approval lists with their counts, and the flows this user may launch by category. */
export default function WorkFlowCentre () {
  const [counts, setCounts] = useState<FlowTodoCount | null>(null)
  const templates = useRemote(() => getFlowTemplates({ currentPage: 1, pageSize: CATALOGUE_SIZE }).then((p) => p.list))
  const categories = useFlowCategories()
  const sections = useMemo(() => groupTemplates(templates.data ?? [], categories), [templates.data, categories])
  const { pick, sheet } = useFlowPicker((version) => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(newLaunchConfig(version))) })

  // counts change whenever a flow is handled elsewhere: fetched each time the page shows
  const loadCounts = () => getFlowTodoCount().then(setCounts, () => {})
  useDidShow(() => { void loadCounts() })

  return (
    <PageShell
      className='sf-flow-centre'
      loading={templates.loading}
      error={templates.error}
      onRetry={() => { void templates.reload() }}
      onRefresh={() => Promise.all([loadCounts(), templates.refresh()])}
    >
      <OutboxBanner />
      <View className='sf-flow-centre__entries'>
        {ENTRIES.map((e) => {
          const n = e.count && counts ? counts[e.count] : undefined
          return (
            <View key={e.path} className='sf-flow-centre__entry' role='button' aria-label={e.title} onClick={() => { void nav.push(e.path) }}>
              <View className='sf-flow-centre__icon' style={{ background: e.color }}>
                <Image className='sf-flow-centre__pictogram' src={pictogramUrl(e.pictogram)} mode='aspectFit' />
                {e.count === BADGE_KEY && <CountBadge count={n} className='sf-flow-centre__badge' />}
              </View>
              <Text className='sf-flow-centre__name'>{e.title}</Text>
              {e.count && <Text className='sf-flow-centre__count' aria-label={`${e.title}数量`}>{n ?? '-'}</Text>}
            </View>
          )
        })}
      </View>
      <View className='sf-flow-centre__head'>
        <Text className='sf-flow-centre__label'>发起流程</Text>
        <View className='sf-flow-centre__more' role='button' onClick={() => { void nav.push('pages/workFlow/allApp/index') }}>更多流程 ›</View>
      </View>
      {sections.length === 0
        ? <View className='sf-flow-centre__none'><Text>暂无可发起的流程</Text></View>
        : <MenuGrid sections={sections} onOpen={pick} />}
      {sheet}
    </PageShell>
  )
}
