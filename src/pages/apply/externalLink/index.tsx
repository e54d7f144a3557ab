/**
 * 外部链接 (menu type 7, API.md 2.3: ?url=): a web page inside the app, only of a host the
 * organisation allows (src/core/externalLink.ts); a refused or malformed address says why and is
 * never loaded. H5 shows the page in a frame under a notice, with 在浏览器中打开 (many sites forbid
 * being framed and stay blank) and 复制链接. The mini-program's web-view fills the page and opens
 * only hosts that are also 业务域名 of the mini-program (WeChat admin console; README "External links").
 */
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { baseURL } from '@/config'
import { getAllowedHosts } from '@/api/externalLink'
import { decodeParam } from '@/core/entry'
import { checkExternalLink } from '@/core/externalLink'
import { openInBrowser } from '@/platform/browser'
import { copyText } from '@/platform/device'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { FRAME_FILLS_PAGE, WebFrame } from '@/components/WebFrame'
import './index.scss'

export default function ExternalLink () {
  const { params } = useRouter()
  const address = decodeParam(params?.url)
  const hosts = useRemote(getAllowedHosts)
  if (hosts.loading || hosts.error || !hosts.data) {
    return <PageShell loading={hosts.loading} error={hosts.error || null} onRetry={() => { void hosts.reload() }} />
  }
  const link = checkExternalLink(address, hosts.data, baseURL)
  if (!link.ok) {
    return (
      <View className='sf-link sf-link--refused' role='alert'>
        <Text className='sf-link__refused-title'>无法打开该链接</Text>
        <Text className='sf-link__reason'>{link.reason}</Text>
        {address && <Text className='sf-link__address' userSelect selectable>{address}</Text>}
      </View>
    )
  }
  const copy = () => { void copyText(link.url).then((ok) => toast(ok ? '链接已复制' : '复制失败')) }
  if (FRAME_FILLS_PAGE) return <WebFrame src={link.url} title={link.host} />
  return (
    <View className='sf-link'>
      <View className='sf-link__notice' aria-label='外部网页提示'>
        <Text className='sf-link__notice-text'>
          {link.own ? '以下为本系统提供的网页' : `以下为外部网站 ${link.host} 的网页，内容由该网站提供`}
          。若显示空白，可能是该网站禁止内嵌显示，请在浏览器中打开。
        </Text>
        <View className='sf-link__actions'>
          <Button size='small' type='primary' onClick={() => { if (!openInBrowser(link.url)) copy() }}>在浏览器中打开</Button>
          <Button size='small' onClick={copy}>复制链接</Button>
        </View>
      </View>
      <WebFrame src={link.url} title={link.host} />
    </View>
  )
}
