import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'
import { PageShell, EmptyView } from '@/components/PageShell'

/**
 * Where an address the app does not have lands (app.tsx, onPageNotFound): an old link, a
 * mistyped URL. Says so and leads home (the launch page: to sign in first when signed out).
 */
export default function NotFound () {
  const { params } = useRouter()
  const asked = decodeParam(params?.path)
  return (
    <PageShell>
      <EmptyView text='页面不存在或已下线'>
        {asked && <Text className='sf-state__text'>{asked}</Text>}
        <Button className='sf-state__action' type='primary' size='small' onClick={() => { void nav.relaunch('pages/launch/index') }}>返回首页</Button>
      </EmptyView>
    </PageShell>
  )
}
