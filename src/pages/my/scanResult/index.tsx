import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/entry'
import { copyText } from '@/platform/device'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import './index.scss'

/** The text of a scanned code (query `result`), selectable, with a copy button. */
export default function ScanResult () {
  const { params } = useRouter()
  const text = decodeParam(params?.result)
  const copy = async () => {
    toast((await copyText(text)) ? '已复制' : '复制失败，请长按文字复制')
  }
  return (
    <PageShell empty={!text} emptyText='没有扫描到内容'>
      <View className='sf-scan'>
        <Text className='sf-scan__label'>扫描结果</Text>
        <Text className='sf-scan__text' userSelect selectable>{text}</Text>
      </View>
      <View className='sf-scan__actions'>
        <Button type='primary' block size='large' onClick={() => { void copy() }}>复制内容</Button>
      </View>
    </PageShell>
  )
}
