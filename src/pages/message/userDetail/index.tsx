import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, CellGroup } from '@nutui/nutui-react-taro'
import { getAppUser, type AppUser } from '@/api/app'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'
import { copyText, makePhoneCall } from '@/platform/device'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import './index.scss'

const nameOf = (u: AppUser) => u.realName || u.account || ''
const departmentOf = (u: AppUser) => u.departmentName || u.department || u.organizeName || u.organize || ''
const positionOf = (u: AppUser) => u.positionName || u.position || ''
const mobileOf = (u: AppUser) => u.mobilePhone || u.telePhone || ''

async function copy (text: string): Promise<void> {
  if (await copyText(text)) toast('已复制')
}

/** A colleague's card (GET /api/app/User/{id}): call them, copy their e-mail, or start a chat. */
export default function UserDetail () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const me = useSession((s) => s.userInfo?.userId ?? '')
  const user = useRemote(() => getAppUser(id))
  const u = user.data
  return (
    <PageShell loading={user.loading} error={user.error} onRetry={user.reload} onRefresh={user.refresh}>
      {u && (
        <View className='sf-userdetail'>
          <View className='sf-userdetail__head'>
            <UserAvatar name={nameOf(u)} headIcon={u.headIcon} size='large' />
            <View className='sf-userdetail__names'>
              <Text className='sf-userdetail__name'>{nameOf(u)}</Text>
              <Text className='sf-userdetail__account'>{u.account ?? ''}</Text>
            </View>
          </View>
          <CellGroup>
            <LinkCell title='部门' value={departmentOf(u) || '未设置'} />
            <LinkCell title='岗位' value={positionOf(u) || '未设置'} />
            <LinkCell
              title='手机'
              value={mobileOf(u) || '未设置'}
              onClick={mobileOf(u) ? () => { void makePhoneCall(mobileOf(u)) } : undefined}
            />
            <LinkCell title='邮箱' value={u.email || '未设置'} onClick={u.email ? () => { void copy(u.email!) } : undefined} />
          </CellGroup>
          {id !== me && (
            <View className='sf-userdetail__actions'>
              <Button
                type='primary'
                block
                size='large'
                onClick={() => {
                  void nav.push('pages/message/im/index', { name: nameOf(u), account: u.account ?? '', formUserId: id, headIcon: u.headIcon ?? '' })
                }}
              >
                发消息
              </Button>
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}
