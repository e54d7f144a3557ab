import { Text, View } from '@tarojs/components'
import type { TaskAssignee, TaskListItem } from '../../../../../types/api/task'
import { OVERDUE_TAG, assigneeSummary, assigneeTag, deadlineLabel, deadlineText, taskTags, urgencyTag } from '@/core/taskCentre'
import { UserAvatar } from '@/components/UserAvatar'
import { Tags } from './Tags'

/**
 * A task in a list: title with its urgency, status and overdue tags, deadline and what is left of
 * it, place and section, and its people; `part` shows one person's part (mine, or the one audited).
 */
export function TaskCard ({ task, now, part, onClick }: { task: TaskListItem, now: number, part?: TaskAssignee | null, onClick: () => void }) {
  const urgency = urgencyTag(task.urgency)
  const open = task.status !== 'done' && task.status !== 'draft'
  return (
    <View className='sf-tc-card' role='button' aria-label={task.title} onClick={onClick}>
      <View className='sf-tc-card__head'>
        {task.urgency > 1 && <Text className='sf-tc-card__urgent' style={{ background: urgency.color }}>{urgency.text}</Text>}
        <Text className='sf-tc-card__title'>{task.title || '（未命名任务）'}</Text>
      </View>
      <Tags tags={part ? [assigneeTag(part.state), ...(part.overdue ? [OVERDUE_TAG] : [])] : taskTags(task)} />
      <View className='sf-tc-card__line'>
        <Text className='sf-tc-card__label'>截止</Text>
        <Text className='sf-tc-card__value'>{deadlineLabel(task.deadline, now).replace('截止 ', '') || '—'}</Text>
        {open && task.deadline && <Text className={`sf-tc-card__left ${task.overdue || (part?.overdue ?? false) ? 'sf-tc-card__left--late' : ''}`}>{deadlineText(task.deadline, now)}</Text>}
      </View>
      <View className='sf-tc-card__line'>
        <Text className='sf-tc-card__label'>地点</Text>
        <Text className='sf-tc-card__value'>{[task.sectionName, task.place].filter(Boolean).join(' · ') || '—'}</Text>
      </View>
      {part && part.state !== 3 && part.progress > 0 && (
        <View className='sf-tc-card__progress' aria-label={`进度 ${part.progress}%`}>
          <View className='sf-tc-card__bar'><View className='sf-tc-card__fill' style={{ width: `${part.progress}%` }} /></View>
          <Text>{part.progress}%</Text>
        </View>
      )}
      <View className='sf-tc-card__foot'>
        <View className='sf-tc-card__people'>
          {task.assignees.slice(0, 5).map((a) => <UserAvatar key={a.userId} name={a.realName} headIcon={a.headIcon} size='small' className='sf-tc-card__avatar' />)}
          <Text className='sf-tc-card__summary'>{assigneeSummary(task.assignees)}</Text>
        </View>
        <Text className='sf-tc-card__who'>{part ? `发布人 ${task.publisherName}` : task.publisherName}</Text>
      </View>
    </View>
  )
}
