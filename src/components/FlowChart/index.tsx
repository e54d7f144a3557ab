/** 流程信息: the flow as a vertical line of steps, branches side by side under the node they leave. */
import { View, Text } from '@tarojs/components'
import { EmptyView } from '../PageShell'
import { STATE_TEXT, type ChartBranch, type ChartStep } from './steps'
import './index.scss'

export * from './steps'

function Step ({ step }: { step: ChartStep }) {
  return (
    <View className={`sf-flow-chart__step sf-flow-chart__step--${step.state}`} data-state={step.state} data-node={step.nodeId} aria-label={step.title}>
      <View className='sf-flow-chart__dot' />
      <View className='sf-flow-chart__body'>
        <View className='sf-flow-chart__head'>
          <Text className='sf-flow-chart__title'>{step.title}</Text>
          {step.kind !== 'end' && <Text className='sf-flow-chart__state'>{STATE_TEXT[step.state]}</Text>}
        </View>
        {step.handlers && <Text className='sf-flow-chart__handlers'>{step.handlers}</Text>}
      </View>
    </View>
  )
}

function Branch ({ branch }: { branch: ChartBranch }) {
  return (
    <View className={`sf-flow-chart__branch ${branch.taken ? 'sf-flow-chart__branch--taken' : ''}`} data-node={branch.nodeId}>
      <Text className='sf-flow-chart__branch-title'>{branch.title}</Text>
      {branch.steps.length > 0 ? <Steps steps={branch.steps} /> : <Text className='sf-flow-chart__direct'>直接进入下一步</Text>}
    </View>
  )
}

function Steps ({ steps }: { steps: ChartStep[] }) {
  return (
    <>
      {steps.map((s) => (
        <View key={s.nodeId}>
          <Step step={s} />
          {s.branches.length > 0 && (
            <View className='sf-flow-chart__branches'>
              {s.branches.map((b) => <Branch key={b.nodeId} branch={b} />)}
            </View>
          )}
        </View>
      ))}
    </>
  )
}

export function FlowChart ({ steps }: { steps: ChartStep[] }) {
  if (steps.length === 0) return <EmptyView text='暂无流程图' />
  return <View className='sf-flow-chart'><Steps steps={steps} /></View>
}
