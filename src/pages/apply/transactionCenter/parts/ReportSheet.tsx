import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { FormConfig } from '../../../../../types/api/form'
import { reportRequest } from '@/api/task'
import { toast } from '@/platform/ui'
import { EngineForm, QUEUED_MSG } from '@/components/EngineForm'

/** The assignee's report in a sheet over the task: progress (percent, what was done, photos) or completion (with its photos). */
export function ReportSheet ({ taskId, kind, form, onClose, onSent }: {
  taskId: string
  kind: 'progress' | 'complete' | null
  form: FormConfig | null
  onClose: () => void
  onSent: () => void
}) {
  const title = kind === 'complete' ? '提交完成' : '汇报进展'
  return (
    <Popup visible={kind !== null} position='bottom' round destroyOnClose onClose={onClose}>
      {kind && form && (
        <View className='sf-tc-sheet'>
          <View className='sf-tc-sheet__head'>
            <Text className='sf-tc-sheet__title'>{title}</Text>
            <View className='sf-tc-sheet__close' role='button' onClick={onClose}>取消</View>
          </View>
          <EngineForm
            config={form}
            draftKey={`task:${taskId}:${kind}`}
            label={title}
            fixedBar={false}
            actions={[{
              text: kind === 'complete' ? '提交完成' : '提交进展',
              primary: true,
              request: (data) => reportRequest(taskId, kind, data),
              done: ({ queued }) => {
                toast(queued ? QUEUED_MSG : kind === 'complete' ? '已提交完成，等待审核' : '进展已提交')
                onSent()
              }
            }]}
          />
        </View>
      )}
    </Popup>
  )
}
