import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { findRoute } from '@/routes'
import { PageShell } from '../PageShell'
import './index.scss'

/**
 * The screen of a route that is not built yet: its title and an honest notice, nothing that
 * pretends to work. The route table says which routes are in this state.
 */
export function PendingPage () {
  const router = useRouter()
  const route = findRoute(router.path ?? '')
  return (
    <PageShell>
      <View className='sf-pending'>
        <Text className='sf-pending__title'>{route?.title ?? '功能'}</Text>
        <Text className='sf-pending__text'>该功能正在建设中，敬请期待</Text>
      </View>
    </PageShell>
  )
}
