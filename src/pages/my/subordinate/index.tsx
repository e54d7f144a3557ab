import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { CellGroup } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/entry'
import { getSubordinates, type Subordinate } from '@/api/permission'
import { nav } from '@/platform/nav'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import './index.scss'

const nameOf = (p: Subordinate): string => p.realName || p.userName || p.account || ''
const hasOwn = (p: Subordinate): boolean => p.isLeaf === false || p.isLeaf === 0

/** My subordinates (GET Current/Subordinate/0); someone with subordinates of their own opens theirs. */
export default function SubordinatePage () {
  const { params } = useRouter()
  const id = decodeParam(params?.id) || '0'
  const list = useRemote(() => getSubordinates(id))
  const people = list.data ?? []
  return (
    <PageShell
      loading={list.loading}
      error={list.error}
      onRetry={list.reload}
      empty={!list.loading && !list.error && people.length === 0}
      emptyText='暂无下属'
      onRefresh={list.refresh}
    >
      <CellGroup>
        {people.map((p) => (
          <LinkCell
            key={p.id}
            title={
              <View className='sf-person'>
                <UserAvatar name={nameOf(p)} headIcon={p.headIcon || p.avatar} size='small' />
                <View className='sf-person__text'>
                  <Text className='sf-person__name'>{nameOf(p)}</Text>
                  <Text className='sf-person__meta'>{[p.department, p.position].filter(Boolean).join(' · ')}</Text>
                </View>
              </View>
            }
            onClick={hasOwn(p) ? () => nav.push('pages/my/subordinate/index', { id: p.id }) : undefined}
          />
        ))}
      </CellGroup>
    </PageShell>
  )
}
