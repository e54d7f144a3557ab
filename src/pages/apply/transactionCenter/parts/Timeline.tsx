import { Text, View } from '@tarojs/components'
import type { FormConfig } from '../../../../../types/api/form'
import type { TaskEvent } from '../../../../../types/api/task'
import { eventTitle, formWith } from '@/core/taskCentre'
import { timeFormat } from '@/core/format'
import { FormEngine } from '@/components/FormEngine'

/**
 * What happened to a task, oldest first: who accepted, reported (with what and photos), completed,
 * passed or returned it (with the reason). Reports are drawn read-only by the form they were
 * written with, so photos and files open as anywhere else.
 */
const REPORT = ['content', 'photos', 'attachments']

export function Timeline ({ events, forms }: { events: TaskEvent[], forms: { progress: FormConfig, complete: FormConfig } | null }) {
  if (events.length === 0) return <View className='sf-tc-empty'>还没有人处理</View>
  return (
    <View className='sf-tc-timeline'>
      {events.map((e) => (
        <View key={e.id} className={`sf-tc-timeline__item sf-tc-timeline__item--${e.kind}`}>
          <View className='sf-tc-timeline__dot' />
          <View className='sf-tc-timeline__body'>
            <View className='sf-tc-timeline__head'>
              <Text className='sf-tc-timeline__title'>{eventTitle(e)}</Text>
              <Text className='sf-tc-timeline__time'>{timeFormat(e.time, 'mm-dd hh:MM')}</Text>
            </View>
            {e.data.reason && <Text className='sf-tc-timeline__reason'>退回原因：{e.data.reason}</Text>}
            {forms && (e.kind === 'progress' || e.kind === 'complete') && (
              <FormEngine className='sf-tc-timeline__report' config={formWith(forms[e.kind], REPORT, e.data)} values={e.data} readonly />
            )}
          </View>
        </View>
      ))}
    </View>
  )
}
