import { Text, View } from '@tarojs/components'
import type { MeetingDecision } from '../../../../../types/api/task'
import { decisionToTask, deleteDecision } from '@/api/task'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { useSubmit } from '@/components/useSubmit'

/**
 * A meeting's decisions: what, who, by when; each one made a task with one tap (after a confirm
 * that says to whom it goes), or opened once it is one. The organiser may drop one not yet a task.
 */
export function Decisions ({ meetingId, decisions, canTask, canRemove, onChanged }: {
  meetingId: string
  decisions: MeetingDecision[]
  /** make them tasks (organiser with 发布任务) */
  canTask: boolean
  canRemove: boolean
  onChanged: () => void
}) {
  const [busy, act] = useSubmit(async (d: MeetingDecision, what: 'task' | 'remove') => {
    if (what === 'task') {
      if (!(await confirm('发布为任务', `将“${d.content.split('\n')[0]}”发布为任务，指派给 ${d.assigneeNames}？`))) return
      const { msg } = await decisionToTask(meetingId, d.id)
      toast(msg || '已发布为任务')
    } else {
      if (!(await confirm('删除决议', '确定删除这条决议吗？'))) return
      toast(await deleteDecision(meetingId, d.id))
    }
    onChanged()
  })
  if (decisions.length === 0) return <View className='sf-tc-empty'>暂无决议事项</View>
  return (
    <View>
      {decisions.map((d, i) => (
        <View key={d.id} className='sf-tc-decision'>
          <Text className='sf-tc-decision__content'>{`${i + 1}. ${d.content}`}</Text>
          <Text className='sf-tc-decision__meta'>
            {`责任人 ${d.assigneeNames || '—'}${d.deadline ? ` · 期限 ${timeFormat(d.deadline, 'yyyy-mm-dd')}` : ''}${d.place ? ` · ${d.place}` : ''}`}
          </Text>
          <View className='sf-tc-decision__actions'>
            {d.taskId
              ? (
                <View className='sf-tc-decision__link' role='link' onClick={() => { void nav.push('pages/apply/transactionCenter/myTasks/taskDetail', { id: d.taskId! }) }}>
                  已发布为任务 ›
                </View>
                )
              : (
                <>
                  {canRemove && <View className='sf-tc-decision__remove' role='button' onClick={() => { if (!busy) void act(d, 'remove') }}>删除</View>}
                  {canTask && <View className='sf-tc-decision__link' role='button' onClick={() => { if (!busy) void act(d, 'task') }}>发布为任务</View>}
                </>
                )}
          </View>
        </View>
      ))}
    </View>
  )
}
