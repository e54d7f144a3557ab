import { View, Text } from '@tarojs/components'
import { useLoad, useRouter } from '@tarojs/taro'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { useEntry } from '@/stores/entry'
import { startSocketIfSignedIn } from '@/stores/bootstrap'
import { enterApp, refreshCurrentUser, LOGIN_PAGE } from '@/stores/auth'
import './index.scss'

/**
 * The entry ('/'). The code the app was opened with (scene / q / config) is kept in memory for
 * after sign-in. With a stored token the chat socket starts, the app opens at once (weak networks:
 * no waiting) and the current user is checked in the background: a user who lost every menu is
 * signed out, an expired token is handled by the requester. Without a token the login page opens.
 */
export default function Launch () {
  const { params } = useRouter()
  useLoad(() => {
    useEntry.getState().remember(params)
    if (useSession.getState().token) {
      startSocketIfSignedIn()
      void enterApp()
      refreshCurrentUser({ toast: false, load: false }).catch(() => {})
    } else {
      nav.relaunch(LOGIN_PAGE)
    }
  })
  return (
    <View className='sf-launch'>
      <View className='sf-launch__logo'>S</View>
      <Text className='sf-launch__name'>SiteFlow</Text>
      <Text className='sf-launch__slogan'>工程现场协同管理</Text>
    </View>
  )
}
