import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { HazardListQuery, HazardRow } from '../../../../types/api/safety'
import { listHazards } from '@/api/safety'
import { PageShell } from '@/components/PageShell'
import { HazardCard } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { hazardFlowConfig, isMineToFinish } from '@/core/safety/hazard'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'

const MINE = { mine: '1' } as const
const TABS: Array<{ title: string, query: HazardListQuery }> = [
  { title: '全部', query: MINE },
  { title: '草稿', query: { ...MINE, state: 'draft' } },
  { title: '整改中', query: { ...MINE, state: 'open' } },
  { title: '已退回', query: { ...MINE, state: 'returned' } },
  { title: '已闭合', query: { ...MINE, state: 'closed' } }
]

/**
 * 我的上报: the hazards the user reported, where each stands. A draft or a report returned to
 * them opens on the flow form to finish and submit again; the others open their notice.
 */
export default function Page () {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  const [tab, setTab] = useState(0)
  const query = TABS[tab].query
  const list = usePagedList<HazardRow>((currentPage, pageSize) => listHazards({ ...query, currentPage, pageSize }), JSON.stringify(query))
  const now = Date.now()
  const open = (row: HazardRow) => {
    if (!isMineToFinish(row, userId)) return void nav.push('pages/apply/rectificationAddDetail/index', { id: row.id })
    const config = hazardFlowConfig(row, userId)
    if (config) void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(config))
  }
  return (
    <View className='sf-safety-page sf-safety-page--bar'>
      <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      <View className='sf-safety-page__total'>{list.loading ? '' : `共 ${list.total} 条`}</View>
      <PageShell {...listShell(list)} emptyText={tab === 0 ? '您还没有上报过隐患' : '暂无记录'} onRefresh={list.reload}>
        {list.items.map((row) => <HazardCard key={row.id} row={row} now={now} onClick={() => open(row)} />)}
        <ListFooter list={list} />
      </PageShell>
      <View className='sf-safety-bar'>
        <Button type='primary' block onClick={() => { void nav.push('pages/apply/hiddenDanger/index') }}>上报隐患</Button>
      </View>
    </View>
  )
}
