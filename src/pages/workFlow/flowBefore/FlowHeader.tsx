/** The head of the flow screen: title, status, number, and the urgency a launcher picks. */
import { View, Text } from '@tarojs/components'
import type { FlowBeforeInfo, FlowUrgent } from '../../../../types/api/workflow'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { timeFormat } from '@/core/format'
import { TASK_STATUS, URGENCY, urgencyTag } from '@/core/workflow'
import type { FlowView } from './rules'

const URGENCIES: FlowUrgent[] = [1, 2, 3]

export interface FlowHeaderProps {
  info: FlowBeforeInfo
  view: FlowView
  flowUrgent: FlowUrgent
  /** given while launching: the urgency can be changed */
  onUrgent?: (u: FlowUrgent) => void
}

export function FlowHeader ({ info, view, flowUrgent, onUrgent }: FlowHeaderProps) {
  const task = info.flowTaskInfo
  const status = task ? TASK_STATUS[view.status] : undefined
  const urgency = urgencyTag(flowUrgent)
  return (
    <View className='sf-flow__head'>
      <View className='sf-flow__title-row'>
        <Text className='sf-flow__title'>{view.title}</Text>
        {status && <Text className='sf-flow__tag' style={{ color: status.color, borderColor: status.color }}>{status.text}</Text>}
      </View>
      <Text className='sf-flow__meta'>
        {/* the task's number only: config.enCode is the flow's code (hazardRectify), no name for a reader (issue 12) */}
        {[task?.flowName || info.flowTemplateInfo?.fullName, task?.enCode, task?.startTime ? timeFormat(task.startTime, 'yyyy-mm-dd hh:MM') : '']
          .filter(Boolean).join(' · ')}
      </Text>
      {onUrgent
        ? (
          <Field label='紧急程度' className='sf-flow__urgency'>
            <ChoiceChips label='紧急程度' options={URGENCIES.map((u) => ({ value: u, text: URGENCY[u].text }))} value={flowUrgent} onChange={onUrgent} />
          </Field>
          )
        : flowUrgent > 1 && <Text className='sf-flow__tag' style={{ color: urgency.color, borderColor: urgency.color }}>{urgency.text}</Text>}
    </View>
  )
}
