import { View, Text } from '@tarojs/components'
import { useLoad } from '@tarojs/taro'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { startSocketIfSignedIn } from '@/stores/bootstrap'
import './index.scss'

/**
 * The entry ('/'): with a stored token the chat socket starts and the message tab opens;
 * without one the login page opens.
 */
export default function Launch () {
  useLoad(() => {
    if (useSession.getState().token) {
      startSocketIfSignedIn()
      nav.switchTab('pages/index/index')
    } else {
      nav.relaunch('pages/login/index')
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
