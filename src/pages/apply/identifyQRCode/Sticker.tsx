import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import QRCode from 'qrcode'
import { config } from '@/config'
import { encodeBase64 } from '@/core/base64'
import { codeUrl, type CodeTarget } from '@/core/qrcode'
import { isH5 } from '@/platform/wechat'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import './sticker.scss'

/**
 * 二维码标签: a printable sticker of a module's code (scanning it opens a new record of the module
 * in this project) or of a record's (`id`: a crane, a site entrance). The
 * code is an address of the H5 site, which opens the page after sign-in, and which WeChat hands to
 * the mini-program as its `q`.
 */
export function Sticker ({ module, id, title }: { module: string, id: string, title: string }) {
  const project = useSession((s) => s.project)
  const target: CodeTarget | null = !module ? null : id ? { kind: 'record', module, id } : project ? { kind: 'form', projectId: project.id, module } : null
  const image = useRemote(async () => {
    if (!target) return ''
    const svg = await QRCode.toString(codeUrl(config.baseURL, target), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
    return `data:image/svg+xml;base64,${encodeBase64(svg)}`
  })
  if (!target) return <PageShell empty emptyText='缺少要生成二维码的功能或记录' />
  return (
    <PageShell loading={image.loading} error={image.error}>
      <View className='sf-sticker'>
        <View className='sf-sticker__label'>
          <Text className='sf-sticker__project'>{project?.fullName ?? ''}</Text>
          <Text className='sf-sticker__title'>{title}</Text>
          {image.data && <Image className='sf-sticker__code' src={image.data} mode='aspectFit' aria-label={`${title}二维码`} />}
          <Text className='sf-sticker__hint'>{target.kind === 'form' ? '微信或 SiteFlow 扫码填报' : '扫码查看记录'}</Text>
        </View>
        {isH5()
          ? <Button type='primary' block size='large' className='sf-sticker__print' onClick={() => window.print()}>打印标签</Button>
          : <Text className='sf-sticker__save'>长按二维码可保存图片后打印</Text>}
      </View>
    </PageShell>
  )
}
