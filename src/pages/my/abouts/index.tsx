import { View, Text } from '@tarojs/components'
import { CellGroup } from '@nutui/nutui-react-taro'
import { APP_VERSION, VERSION_CODE } from '@/core/constants'
import { getAppVersion, isNewerVersion } from '@/api/app'
import { getStorage } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

/** About: app name and version, system version and copyright (sysConfigInfo), update check. */
export default function Abouts () {
  const sys = useSession((s) => s.sysConfigInfo)
  const sysVersion = sys?.sysVersion || getStorage<string>('sysVersion', '')
  const copyright = sys?.copyright || getStorage<string>('copyright', '')
  const [checking, check] = useSubmit(async () => {
    const info = await getAppVersion()
    toast(isNewerVersion(info, { version: APP_VERSION, versionCode: VERSION_CODE }) ? `发现新版本 ${info.version}` : '当前已是最新版本')
  })

  return (
    <PageShell>
      <View className='sf-about__head'>
        <View className='sf-about__logo'>S</View>
        <Text className='sf-about__name'>{sys?.title || 'SiteFlow'}</Text>
        <Text className='sf-about__version'>版本 {APP_VERSION}</Text>
      </View>
      <CellGroup>
        <LinkCell title='应用版本' value={`${APP_VERSION} (${VERSION_CODE})`} />
        <LinkCell title='系统版本' value={sysVersion || '—'} />
        <LinkCell title='检查更新' value={checking ? '检查中...' : ''} onClick={() => { void check() }} />
      </CellGroup>
      {copyright ? <Text className='sf-about__copyright'>{copyright}</Text> : null}
    </PageShell>
  )
}
