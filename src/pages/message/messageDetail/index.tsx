import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { getMessageInfo } from '@/api/message'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { htmlToText } from '@/core/html'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import './index.scss'

/** One in-app message: title, sender, time and the body as plain text (HTML bodies are stripped,
 *  never rendered as markup). ReadInfo also marks it read. Its failure is not toasted (SPEC §8). */
export default function MessageDetail () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const info = useRemote(() => getMessageInfo(id, { toast: false }))
  const message = info.data
  return (
    <PageShell loading={info.loading} error={info.error} onRetry={info.reload}>
      {message && (
        <View className='sf-msgdetail'>
          <Text className='sf-msgdetail__title'>{message.title}</Text>
          <View className='sf-msgdetail__meta'>
            <Text>{message.releaseUser || ''}</Text>
            <Text>{timeFormat(message.releaseTime, 'yyyy-mm-dd hh:MM')}</Text>
          </View>
          <Text className='sf-msgdetail__body' userSelect>{htmlToText(message.bodyText) || '（无内容）'}</Text>
        </View>
      )}
    </PageShell>
  )
}
