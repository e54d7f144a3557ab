/**
 * People to pick from (GET /api/permission/Users/ImUser), searchable and paged: one tap picks one,
 * or ticks several and 确定. `UserList` is the list alone, for a sheet that already is a popup.
 */
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { getImUsers, type ImUser } from '@/api/permission'
import { toast } from '@/platform/ui'
import { FilterBar } from '../FilterBar'
import { EmptyView, ErrorView, LoadingView } from '../PageShell'
import { UserAvatar } from '../UserAvatar'
import { ListFooter, usePagedList } from '../usePagedList'
import './index.scss'

export interface PickedUser {
  id: string
  fullName: string
}

const nameOf = (u: ImUser): string => u.realName || u.account || u.id

export interface UserListProps {
  multiple?: boolean
  /** already chosen (multiple): shown ticked */
  selected?: PickedUser[]
  onConfirm: (users: PickedUser[]) => void
}

export function UserList ({ multiple = false, selected = [], onConfirm }: UserListProps) {
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<Map<string, PickedUser>>(() => new Map(selected.map((u) => [u.id, u])))
  const list = usePagedList<ImUser>(
    (currentPage, pageSize) => getImUsers({ currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    keyword,
    { pageHooks: false }
  )
  const tap = (u: ImUser) => {
    const user = { id: u.id, fullName: nameOf(u) }
    if (!multiple) return onConfirm([user])
    setChosen((m) => {
      const next = new Map(m)
      if (next.has(u.id)) next.delete(u.id)
      else next.set(u.id, user)
      return next
    })
  }
  const done = () => {
    if (chosen.size === 0) return toast('请选择人员')
    onConfirm([...chosen.values()])
  }

  let body
  if (list.loading) body = <LoadingView />
  else if (list.error) body = <ErrorView message={list.error} onRetry={() => { void list.reload() }} />
  else if (list.items.length === 0) body = <EmptyView text={keyword ? '未找到相关人员' : '暂无人员'} />
  else {
    body = list.items.map((u) => (
      <View
        key={u.id}
        className='sf-user-pick__row'
        role={multiple ? 'checkbox' : 'option'}
        aria-checked={multiple ? chosen.has(u.id) : undefined}
        aria-label={nameOf(u)}
        onClick={() => tap(u)}
      >
        {multiple && <View className={`sf-user-pick__box ${chosen.has(u.id) ? 'sf-user-pick__box--on' : ''}`}><Text>{chosen.has(u.id) ? '✓' : ''}</Text></View>}
        <UserAvatar name={nameOf(u)} headIcon={u.headIcon} size='small' />
        <View className='sf-user-pick__text'>
          <Text className='sf-user-pick__name'>{nameOf(u)}{u.account ? `/${u.account}` : ''}</Text>
          <Text className='sf-user-pick__meta'>{u.department ?? ''}</Text>
        </View>
      </View>
    ))
  }
  return (
    <View className='sf-user-pick'>
      <FilterBar placeholder='搜索姓名或账号' onSearch={setKeyword} />
      <View className='sf-user-pick__list'>
        {body}
        <ListFooter list={list} />
      </View>
      {multiple && (
        <View className='sf-user-pick__bar'>
          <Text className='sf-user-pick__count'>已选 {chosen.size} 人</Text>
          <Button type='primary' className='sf-user-pick__ok' onClick={done}>确定</Button>
        </View>
      )}
    </View>
  )
}

export interface UserPickerSheetProps extends UserListProps {
  visible: boolean
  title: string
  onClose: () => void
}

/** A bottom sheet of people; the list loads when it opens and closes once the choice is made. */
export function UserPickerSheet ({ visible, title, onClose, onConfirm, ...rest }: UserPickerSheetProps) {
  return (
    <Popup visible={visible} position='bottom' round title={title} closeable onClose={onClose}>
      {visible && <UserList {...rest} onConfirm={(users) => { onConfirm(users); onClose() }} />}
    </Popup>
  )
}
