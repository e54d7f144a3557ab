import { View, Text } from '@tarojs/components'
import { nav } from '@/platform/nav'
import { useFlowCount } from '@/stores/flowCount'
import { CountBadge } from '@/components/CountBadge'
import './index.scss'

/**
 * 流程中心 one tap from the Messages tab and the workbench head, with what waits for the user's
 * approval (issue 12): the todo, done, copy and launched lists were reachable only from a notice.
 * The page that shows it asks for the count when it shows (refreshFlowCount).
 */
export function FlowCentreEntry () {
  const todo = useFlowCount((s) => s.todo)
  return (
    <View className='sf-flow-entry' role='button' aria-label='流程中心' onClick={() => { void nav.push('pages/index/workFlow') }}>
      <View className='sf-flow-entry__icon'><Text>流程</Text></View>
      <View className='sf-flow-entry__main'>
        <Text className='sf-flow-entry__name'>流程中心</Text>
        <Text className='sf-flow-entry__hint'>{todo > 0 ? `${todo}条待我审批` : '待办、已办、抄送、我发起的'}</Text>
      </View>
      <CountBadge count={todo} />
      <Text className='sf-flow-entry__arrow'>›</Text>
    </View>
  )
}
