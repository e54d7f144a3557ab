/**
 * Branches (Candidates type 1) and the candidates of each node that needs them (API.md 4.4). A
 * node's candidates are picked on candiDateUserSelect, which sends them back with
 * emit('confirm', list, nodeId).
 */
import { View, Text } from '@tarojs/components'
import { useEffect } from 'react'
import { ChoiceChips } from '@/components/ChoiceChips'
import { branchNodes, candidateNodes, type OperateConfig, type OperateInput, type PickedUser } from '@/components/FlowAction'
import { on } from '@/platform/events'
import { nav } from '@/platform/nav'
import { Section } from './Section'

export interface CandidateSectionProps {
  config: OperateConfig
  input: OperateInput
  onBranches: (branchList: string[]) => void
  onCandidates: (nodeId: string, users: PickedUser[]) => void
}

export function CandidateSection ({ config, input, onBranches, onCandidates }: CandidateSectionProps) {
  useEffect(() => on('confirm', (list, nodeId) => onCandidates(nodeId, list.map((u) => ({ id: u.id, fullName: u.fullName })))), [onCandidates])

  const toggle = (nodeId: string) =>
    onBranches(input.branchList.includes(nodeId) ? input.branchList.filter((id) => id !== nodeId) : [...input.branchList, nodeId])
  const pick = (nodeId: string, nodeName: string) => {
    const data = {
      nodeId,
      nodeName,
      taskId: config.taskOperatorId || '0',
      // what CandidateUser needs to find the flow; the form data stays here
      formData: { flowId: config.flowId, ...(config.taskId ? { taskId: config.taskId } : {}) },
      selected: (input.candidateList[nodeId] ?? []).map((u) => ({ ...u, headIcon: '', organize: '' }))
    }
    void nav.push('pages/workFlow/candiDateUserSelect/index', { data: encodeURIComponent(JSON.stringify(data)) })
  }

  const branches = branchNodes(config)
  return (
    <>
      {config.candidateType === 1 && (
        <Section title='选择分支' required>
          <ChoiceChips label='选择分支' options={branches.map((n) => ({ value: n.nodeId, text: n.nodeName }))} value={input.branchList} onChange={toggle} />
        </Section>
      )}
      {candidateNodes(config, input.branchList).map((n) => {
        const chosen = input.candidateList[n.nodeId] ?? []
        return (
          <Section key={n.nodeId} title={`${n.nodeName}审批人`} required={n.hasCandidates}>
            <View className='sf-operate__picker' role='button' aria-label={`选择${n.nodeName}审批人`} onClick={() => pick(n.nodeId, n.nodeName)}>
              <Text className={chosen.length ? 'sf-operate__value' : 'sf-operate__placeholder'}>
                {chosen.length ? chosen.map((u) => u.fullName).join('、') : n.hasCandidates ? '请选择审批人' : '该节点暂无候选人'}
              </Text>
              <Text className='sf-operate__arrow'>›</Text>
            </View>
          </Section>
        )
      })}
    </>
  )
}
