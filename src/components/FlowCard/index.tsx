import { View, Text } from '@tarojs/components'
import type { Tag } from '@/core/workflow'
import './index.scss'

export interface FlowCardProps {
  title: string
  /** what else tells the record apart (place, level…): the list's description */
  summary?: string
  flowName: string
  /** current step (empty once the flow has ended) */
  step?: string
  launcher?: string
  time: string
  status: Tag
  urgency: Tag
  /** the urgency tag shows only above 普通, where it means something */
  urgent: number
  onClick?: () => void
}

function TagText ({ tag, className }: { tag: Tag, className: string }) {
  return <Text className={`sf-flow-card__tag ${className}`} style={{ color: tag.color, borderColor: tag.color }}>{tag.text}</Text>
}

/** One row of an approval list. */
export function FlowCard ({ title, summary, flowName, step, launcher, time, status, urgency, urgent, onClick }: FlowCardProps) {
  return (
    <View className='sf-flow-card' role='button' aria-label={title} onClick={onClick}>
      <View className='sf-flow-card__head'>
        <Text className='sf-flow-card__title'>{title}</Text>
        <TagText tag={status} className='sf-flow-card__status' />
      </View>
      {summary ? <View className='sf-flow-card__summary'>{summary}</View> : null}
      <View className='sf-flow-card__line'>
        <Text className='sf-flow-card__label'>流程</Text>
        <Text className='sf-flow-card__value'>{flowName}</Text>
        {urgent > 1 && <TagText tag={urgency} className='sf-flow-card__urgent' />}
      </View>
      {step ? (
        <View className='sf-flow-card__line'>
          <Text className='sf-flow-card__label'>当前节点</Text>
          <Text className='sf-flow-card__value'>{step}</Text>
        </View>
      ) : null}
      <View className='sf-flow-card__foot'>
        <Text>{launcher ? `发起人：${launcher}` : ''}</Text>
        <Text>{time}</Text>
      </View>
    </View>
  )
}
