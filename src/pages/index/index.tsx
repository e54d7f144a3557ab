import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { latestMessagePreview, type ConversationItem } from '@/core/message'
import { timeFrom } from '@/core/format'
import { nav } from '@/platform/nav'
import { confirm } from '@/platform/ui'
import { imSocket } from '@/platform/socket'
import { useChat } from '@/stores/chat'
import { syncTabBadge } from '@/stores/badge'
import { deleteConversation, refreshUnread } from '@/stores/messages'
import { refreshFlowCount } from '@/stores/flowCount'
import { PageShell, EmptyView } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { CountBadge } from '@/components/CountBadge'
import { SwipeCell } from '@/components/SwipeCell'
import { FlowCentreEntry } from '@/components/FlowCentreEntry'
import './index.scss'

const SOCKET_NOTICE: Partial<Record<string, string>> = {
  failed: '消息服务连接失败，下拉刷新重试',
  closed: '消息服务已断开，下拉刷新重试'
}

const openChat = (c: ConversationItem) =>
  nav.push('pages/message/im/index', { name: c.realName, account: c.account, formUserId: c.id, headIcon: c.headIcon })

async function removeChat (c: ConversationItem): Promise<void> {
  if (!(await confirm('删除会话', `确定删除与${c.realName || c.account || '该用户'}的会话吗？`))) return
  try {
    await deleteConversation(c.id)
  } catch {
    // the requester has told the user
  }
}

function ConversationRow ({ item }: { item: ConversationItem }) {
  return (
    <SwipeCell
      actions={[{ text: '删除', danger: true, onClick: () => { void removeChat(item) } }]}
      onClick={() => { void openChat(item) }}
      onLongPress={() => { void removeChat(item) }}
    >
      <View className='sf-conv' aria-label={item.realName}>
        <UserAvatar name={item.realName || item.account} headIcon={item.headIcon} />
        <View className='sf-conv__main'>
          <View className='sf-conv__line'>
            <Text className='sf-conv__name'>{item.realName || item.account}</Text>
            <Text className='sf-conv__time'>{timeFrom(item.latestDate)}</Text>
          </View>
          <View className='sf-conv__line'>
            <Text className='sf-conv__preview'>{latestMessagePreview(item.messageType, item.latestMessage)}</Text>
            <CountBadge count={item.unreadMessage} />
          </View>
        </View>
      </View>
    </SwipeCell>
  )
}

/** Messages tab: the notice entry, the IM conversations (live from the socket, refreshed over HTTP), search. */
/** The notice entry's second line: the latest title, else the unread count, never "none" beside a badge. */
export function noticePreview (text: string, count: number): string {
  if (text) return text
  return count > 0 ? `${count}条未读消息` : '暂无新消息'
}

export default function Messages () {
  const conversations = useChat((s) => s.conversations)
  const msgInfo = useChat((s) => s.msgInfo)
  const socketState = useChat((s) => s.socket.state)
  const [loading, setLoading] = useState(false)

  const refresh = async () => {
    if (socketState !== 'open') imSocket().connect()
    await Promise.all([refreshUnread(), refreshFlowCount()])
  }

  useDidShow(() => {
    void syncTabBadge()
    void refreshFlowCount()
    setLoading(true)
    void refreshUnread().finally(() => setLoading(false))
  })

  const notice = SOCKET_NOTICE[socketState]
  return (
    <PageShell onRefresh={refresh} className='sf-messages'>
      <View className='sf-messages__search' role='button' onClick={() => { void nav.push('pages/index/contacts') }}>
        <Text className='sf-messages__search-text'>搜索联系人</Text>
      </View>
      {notice && <View className='sf-messages__socket' role='status'><Text>{notice}</Text></View>}
      <View className='sf-notice' role='button' aria-label='系统消息' onClick={() => { void nav.push('pages/message/message/index') }}>
        <View className='sf-notice__icon'><Text>通知</Text></View>
        <View className='sf-conv__main'>
          <View className='sf-conv__line'>
            <Text className='sf-conv__name'>系统消息</Text>
            <Text className='sf-conv__time'>{timeFrom(msgInfo.messageDate)}</Text>
          </View>
          <View className='sf-conv__line'>
            <Text className='sf-conv__preview'>{noticePreview(msgInfo.messageText, msgInfo.messageCount)}</Text>
            <CountBadge count={msgInfo.messageCount} />
          </View>
        </View>
      </View>
      <FlowCentreEntry />
      {conversations.length > 0
        ? <View className='sf-conv-list'>{conversations.map((c) => <ConversationRow key={c.id} item={c} />)}</View>
        : !loading && <EmptyView text='暂无会话，可从通讯录发起聊天' />}
    </PageShell>
  )
}
