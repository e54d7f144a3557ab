import { View } from '@tarojs/components'
import { useState } from 'react'
import type { HazardListQuery, HazardRow } from '../../../../types/api/safety'
import { listHazards } from '@/api/safety'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { HazardCard } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { nav } from '@/platform/nav'

/** The notices by where they stand; open ones nearest deadline first. */
const TABS: Array<{ title: string, query: HazardListQuery }> = [
  { title: '待我处理', query: { todo: '1', order: 'deadline' } },
  { title: '待整改', query: { state: 'rectifying', order: 'deadline' } },
  { title: '待复查', query: { state: 'reviewing', order: 'deadline' } },
  { title: '已闭合', query: { state: 'closed' } },
  { title: '全部', query: {} }
]

/**
 * 整改通知: each reported hazard is a rectification notice to its section's contractor. The
 * contractor answers the ones waiting on him with photos of the work done, the supervision
 * engineer reviews and closes them.
 */
export default function Page () {
  const [tab, setTab] = useState(0)
  const [keyword, setKeyword] = useState('')
  const query = { ...TABS[tab].query, keyword: keyword || undefined }
  const list = usePagedList<HazardRow>((currentPage, pageSize) => listHazards({ ...query, currentPage, pageSize }), JSON.stringify(query))
  const now = Date.now()
  return (
    <View className='sf-safety-page'>
      <FilterBar placeholder='搜索编号、标题或位置' onSearch={setKeyword} />
      <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      <View className='sf-safety-page__total'>{list.loading ? '' : `共 ${list.total} 条`}</View>
      <PageShell {...listShell(list)} emptyText={tab === 0 ? '没有待您处理的整改通知' : '暂无整改通知'} onRefresh={list.reload}>
        {list.items.map((row) => (
          <HazardCard key={row.id} row={row} now={now}
            onClick={() => { void nav.push('pages/apply/rectificationAddDetail/index', { id: row.id }) }} />
        ))}
        <ListFooter list={list} />
      </PageShell>
    </View>
  )
}
