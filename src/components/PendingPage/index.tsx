import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { decodeParam } from '@/core/entry'
import { currentPageTitle, setPageTitle } from '@/platform/nav'
import { PageShell } from '../PageShell'
import './index.scss'

/**
 * The screen of a route that is not built yet: its title and an honest notice, nothing that
 * pretends to work. The route table says which routes are in this state. Opened from a workbench
 * tile it is called by the tile's name (issue 12: the title is the menu's, not the route's); else by
 * the title its page config has from the route table (not the table itself: it stays out of the
 * packages' shared code).
 */
export function PendingPage () {
  const router = useRouter()
  const menuName = decodeParam(router.params?.fullName)
  useEffect(() => { setPageTitle(menuName) }, [menuName])
  return (
    <PageShell>
      <View className='sf-pending'>
        <Text className='sf-pending__title'>{menuName || currentPageTitle() || '功能'}</Text>
        <Text className='sf-pending__text'>该功能正在建设中，敬请期待</Text>
      </View>
    </PageShell>
  )
}
