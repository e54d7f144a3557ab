import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useState } from 'react'
import type { MeetingListItem } from '../../../../../types/api/task'
import { getMeetings } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { hasBtnP } from '@/core/permission'
import { MEETING_TABS } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { OutboxBanner } from '@/components/OutboxBanner'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { ListTabs } from '../parts/ListTabs'
import { MeetingCard } from '../parts/MeetingCard'
import '../parts/parts.scss'

const EMPTY: Record<string, string> = { upcoming: '暂无待召开的会议', mine: '暂无我参加的会议', ended: '暂无已结束的会议', draft: '暂无会议草稿' }

/** 监理会议: meetings to come, mine, ended and drafts; calling one with the grant's 新增. */
export default function SupervisionMeeting () {
  const menuId = decodeParam(useRouter().params?.menuId) || 'menu_supervisionMeeting'
  const permissions = useSession((s) => s.permissionList)
  const [tab, setTab] = useState(MEETING_TABS[0].key)
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<MeetingListItem>(
    (currentPage, pageSize) => getMeetings({ tab, currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    `${tab}|${keyword}`
  )
  const onSearch = useCallback((k: string) => setKeyword(k), [])
  const open = (m: MeetingListItem) => {
    if (m.status === 0) void nav.push('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingAdd', { id: m.id })
    else void nav.push('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail', { id: m.id })
  }
  return (
    <View className='sf-tc-page'>
      <FilterBar placeholder='搜索会议名称' onSearch={onSearch} />
      <ListTabs tabs={MEETING_TABS} active={tab} onChange={setTab} />
      <OutboxBanner />
      <PageShell {...listShell(list)} emptyText={keyword ? '没有符合条件的会议' : EMPTY[tab] ?? '暂无会议'} onRefresh={list.reload}>
        {list.items.map((m) => <MeetingCard key={m.id} meeting={m} onClick={() => open(m)} />)}
        <ListFooter list={list} />
      </PageShell>
      {hasBtnP(permissions, menuId, 'add') && (
        <View className='sf-tc-bar'>
          <Button type='primary' block onClick={() => { void nav.push('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingAdd') }}>召开会议</Button>
        </View>
      )}
    </View>
  )
}
