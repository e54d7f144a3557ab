import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { decodeParam } from '@/core/entry'
import { codeModules } from '@/core/qrcode'
import { findRoute } from '@/routes'
import { nav } from '@/platform/nav'
import { scanCode, scanFromAlbum } from '@/platform/scan'
import { toast } from '@/platform/ui'
import { useMenu } from '@/stores/menu'
import { refreshCurrentUser } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { Sticker } from './Sticker'
import './index.scss'

const moduleOfUrl = (url: string) => findRoute(url)?.module

async function read (how: () => Promise<string | null>): Promise<void> {
  try {
    const result = await how()
    if (result !== null) await nav.push('pages/my/scanResult/index', { result })
  } catch (err) {
    toast((err as Error)?.message || '无法打开扫码，请检查相机权限')
  }
}

/**
 * 二维码识别: read a code (camera, or a photo of the album) and open what it names; print a
 * module's code as a sticker (`?module=&title=`, and `&id=` for a record's).
 */
export default function IdentifyQRCode () {
  const { params } = useRouter()
  const module = decodeParam(params?.module)
  if (module) return <Sticker module={module} id={decodeParam(params?.id)} title={decodeParam(params?.title) || '二维码'} />
  return <Reader />
}

function Reader () {
  const menus = useMenu((s) => s.menuList)
  // opened straight from a link or a reload: the workbench's menus are not in memory yet
  useEffect(() => { if (!useMenu.getState().loaded) void refreshCurrentUser({ toast: false, load: false }).catch(() => {}) }, [])
  const modules = useMemo(() => codeModules(menus, moduleOfUrl), [menus])
  return (
    <PageShell>
      <View className='sf-qr'>
        <View className='sf-qr__card'>
          <Text className='sf-qr__title'>扫码</Text>
          <Text className='sf-qr__hint'>扫描现场张贴的 SiteFlow 二维码，直接打开对应的表单、记录或设备</Text>
          <Button type='primary' block size='large' onClick={() => { void read(scanCode) }}>扫一扫</Button>
          <Button block size='large' className='sf-qr__album' onClick={() => { void read(scanFromAlbum) }}>从相册识别</Button>
        </View>
        <View className='sf-qr__card'>
          <Text className='sf-qr__title'>生成二维码</Text>
          <Text className='sf-qr__hint'>为功能生成二维码标签，张贴在工地入口、塔吊等处，扫码即可填报</Text>
          {modules.length === 0 && <Text className='sf-qr__hint'>暂无可生成二维码的功能</Text>}
          <View role='list' aria-label='可生成二维码的功能'>
            {modules.map((m) => (
              <View key={m.module} role='listitem' className='sf-qr__module' onClick={() => { void nav.push('pages/apply/identifyQRCode/index', { module: m.module, title: m.title }) }}>
                <Text>{m.title}</Text>
                <Text className='sf-qr__go'>›</Text>
              </View>
            ))}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
