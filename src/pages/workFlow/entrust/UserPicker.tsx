import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { getImUsers, type ImUser } from '@/api/permission'
import { FilterBar } from '@/components/FilterBar'
import { EmptyView, ErrorView, LoadingView } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { ListFooter, usePagedList } from '@/components/usePagedList'

function UserList ({ onPick }: { onPick: (user: ImUser) => void }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<ImUser>(
    (currentPage, pageSize) => getImUsers({ currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    keyword,
    { pageHooks: false }
  )
  let body
  if (list.loading) body = <LoadingView />
  else if (list.error) body = <ErrorView message={list.error} onRetry={() => { void list.reload() }} />
  else if (list.items.length === 0) body = <EmptyView text='未找到相关人员' />
  else {
    body = list.items.map((u) => (
      <View key={u.id} className='sf-entrust-user' role='option' aria-label={u.realName} onClick={() => onPick(u)}>
        <UserAvatar name={u.realName || u.account} headIcon={u.headIcon} size='small' />
        <View className='sf-entrust-user__text'>
          <Text>{u.realName}{u.account ? `/${u.account}` : ''}</Text>
          <Text className='sf-entrust-user__meta'>{u.department ?? ''}</Text>
        </View>
      </View>
    ))
  }
  return (
    <View>
      <FilterBar placeholder='搜索姓名或账号' onSearch={setKeyword} />
      <View className='sf-entrust-user__list'>
        {body}
        <ListFooter list={list} />
      </View>
    </View>
  )
}

/** A bottom sheet of people to entrust to, searchable; the list loads when it opens. */
export function UserPicker ({ visible, onClose, onPick }: { visible: boolean, onClose: () => void, onPick: (user: ImUser) => void }) {
  return (
    <Popup visible={visible} position='bottom' round title='选择被委托人' closeable onClose={onClose}>
      {visible && <UserList onPick={(u) => { onPick(u); onClose() }} />}
    </Popup>
  )
}
