import { TabStrip } from '@/components/TabStrip'
import { View, Text } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getMessages, MESSAGE_TYPE, type MessageItem } from '@/api/message'
import { timeFrom } from '@/core/format'
import { confirm } from '@/platform/ui'
import { readAllMessages } from '@/stores/messages'
import { openMessage } from '@/stores/openMessage'
import { PageShell } from '@/components/PageShell'
import { CountBadge } from '@/components/CountBadge'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

export const PAGE_SIZE = 20

const TABS: Array<{ title: string, type?: number }> = [
  { title: '全部' },
  { title: '通知', type: MESSAGE_TYPE.notice },
  { title: '流程', type: MESSAGE_TYPE.flow },
  { title: '系统', type: MESSAGE_TYPE.system }
]

const TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '流程', 3: '系统', 4: '日程' }

interface ListState {
  items: MessageItem[]
  page: number
  total: number
  loading: boolean
  loadingMore: boolean
  error: string
}

const empty: ListState = { items: [], page: 0, total: 0, loading: true, loadingMore: false, error: '' }

/** In-app messages by type, paged, with 全部已读; a tap opens the message (a flow message its flow). */
export default function MessageList () {
  const [tab, setTab] = useState(0)
  const [list, setList] = useState<ListState>(empty)
  // answers of an older tab or refresh are dropped
  const generation = useRef(0)
  const type = TABS[tab].type

  const load = useCallback(async (page: number) => {
    const gen = page === 1 ? ++generation.current : generation.current
    setList((s) => (page === 1 ? { ...s, loading: s.items.length === 0, error: '' } : { ...s, loadingMore: true }))
    try {
      const res = await getMessages({ currentPage: page, pageSize: PAGE_SIZE, type })
      if (gen !== generation.current) return
      setList((s) => ({
        items: page === 1 ? res.list : [...s.items, ...res.list.filter((m) => !s.items.some((o) => o.id === m.id))],
        page,
        total: res.pagination.total,
        loading: false,
        loadingMore: false,
        error: ''
      }))
    } catch (err) {
      if (gen !== generation.current) return
      setList((s) => ({ ...s, loading: false, loadingMore: false, error: page === 1 && s.items.length === 0 ? ((err as Error)?.message || '加载失败，请重试') : '' }))
    }
  }, [type])

  useEffect(() => {
    setList(empty)
    void load(1)
  }, [load])

  // without a total from the server, a short page is the last one
  const finished = list.page > 0 && (list.total > 0 ? list.items.length >= list.total : list.items.length < list.page * PAGE_SIZE)
  useReachBottom(() => {
    if (!list.loading && !list.loadingMore && !finished && !list.error) void load(list.page + 1)
  })

  const [busy, markAll] = useSubmit(async () => {
    if (!(await confirm('全部已读', `确定将${type ? TABS[tab].title : '全部'}消息标记为已读吗？`))) return
    await readAllMessages(type)
    setList((s) => ({ ...s, items: s.items.map((m) => ({ ...m, isRead: 1 })) }))
    await load(1)
  })

  const tap = (item: MessageItem) => {
    setList((s) => ({ ...s, items: s.items.map((m) => (m.id === item.id ? { ...m, isRead: 1 } : m)) }))
    void openMessage(item)
  }

  return (
    <View className='sf-msglist'>
      <View className='sf-msglist__head'>
        <TabStrip tabs={TABS} active={tab} onChange={setTab} fill={false} />
        <Button size='small' fill='none' disabled={busy} onClick={() => { void markAll() }}>全部已读</Button>
      </View>
      <PageShell
        loading={list.loading}
        error={list.error}
        onRetry={() => { void load(1) }}
        empty={!list.loading && !list.error && list.items.length === 0}
        emptyText='暂无消息'
        onRefresh={() => load(1)}
      >
        {list.items.map((item) => (
          <View key={item.id} className='sf-msgrow' role='button' aria-label={item.title} onClick={() => tap(item)}>
            <View className='sf-msgrow__line'>
              {!Number(item.isRead) && <CountBadge dot className='sf-msgrow__dot' />}
              <Text className='sf-msgrow__tag'>{TYPE_NAMES[Number(item.type)] ?? '消息'}</Text>
              <Text className={`sf-msgrow__title ${Number(item.isRead) ? '' : 'sf-msgrow__title--unread'}`}>{item.title}</Text>
            </View>
            <View className='sf-msgrow__line sf-msgrow__meta'>
              <Text>{item.releaseUser || item.creatorUser || ''}</Text>
              <Text>{timeFrom(item.releaseTime)}</Text>
            </View>
          </View>
        ))}
        {list.items.length > 0 && (
          <View className='sf-msglist__foot'>
            <Text>{list.loadingMore ? '加载中...' : finished ? '没有更多了' : '上拉加载更多'}</Text>
          </View>
        )}
      </PageShell>
    </View>
  )
}
