/** 退回: the node to send it back to (RejectList, the nearest first chosen) and how it comes back. */
import { Text } from '@tarojs/components'
import { useEffect } from 'react'
import type { RejectList } from '../../../../types/api/workflow'
import { getRejectList } from '@/api/workflow'
import { ChoiceChips } from '@/components/ChoiceChips'
import { ErrorView, LoadingView } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { Section } from './Section'

/** API.md 4.3 rejectType: 1 the flow runs again from the node, 2 it comes straight back to me. */
const REJECT_TYPES = [
  { value: 1 as const, text: '重新审批' },
  { value: 2 as const, text: '直接提交给我' }
]

export interface RejectSectionProps {
  taskOperatorId: string
  rejectStep: string
  rejectType: 1 | 2
  onStep: (step: string) => void
  onType: (type: 1 | 2) => void
}

export function RejectSection ({ taskOperatorId, rejectStep, rejectType, onStep, onType }: RejectSectionProps) {
  const remote = useRemote<RejectList>(() => getRejectList(taskOperatorId))
  const nodes = remote.data?.list ?? []
  useEffect(() => {
    if (!rejectStep && nodes.length > 0) onStep(nodes[nodes.length - 1].id)
  }, [nodes, rejectStep, onStep])

  let body
  if (remote.loading) body = <LoadingView />
  else if (remote.error) body = <ErrorView message={remote.error} onRetry={() => { void remote.reload() }} />
  else if (nodes.length === 0) body = <Text className='sf-operate__placeholder'>没有可退回的节点</Text>
  else body = <ChoiceChips label='退回节点' options={nodes.map((n) => ({ value: n.id, text: n.nodeName }))} value={rejectStep} onChange={onStep} />
  return (
    <>
      <Section title='退回节点' required>{body}</Section>
      <Section title='退回后'>
        <ChoiceChips label='退回方式' options={REJECT_TYPES} value={rejectType} onChange={onType} />
      </Section>
    </>
  )
}
