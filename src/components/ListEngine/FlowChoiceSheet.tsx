import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { CandidatesResult, FlowModel } from '../../../types/api/workflow'
import { getCandidates } from '@/api/workflow'
import type { FlowChoices } from '@/core/listConfig'
import { classify, toFailure } from '@/core/outbox'
import { on } from '@/platform/events'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { branchNodes, candidateNodes, choiceError, needsChoice, toChoices, type ChosenUsers } from './choices'

interface SheetProps {
  result: CandidatesResult
  model: FlowModel
  onDone: (choices: FlowChoices | null) => void
}

/** The branches and approvers to choose before a launch; approvers are picked on the candidate page. */
function FlowChoiceSheet ({ result, model, onDone }: SheetProps) {
  const [branches, setBranches] = useState<string[]>([])
  const [users, setUsers] = useState<ChosenUsers>({})
  // the candidate page answers with the users of one node
  useEffect(() => on('confirm', (list, nodeId) => setUsers((u) => ({ ...u, [nodeId]: list }))), [])

  const toggle = (nodeId: string) =>
    setBranches((b) => (b.includes(nodeId) ? b.filter((id) => id !== nodeId) : [...b, nodeId]))
  const pick = (nodeId: string, nodeName: string) => {
    const data = { nodeId, nodeName, taskId: '0', formData: model, selected: users[nodeId] ?? [] }
    void nav.push('pages/workFlow/candiDateUserSelect/index', { data: JSON.stringify(data) })
  }
  const confirmChoice = () => {
    const error = choiceError(result, branches, users)
    if (error) return toast(error)
    onDone(toChoices(result, branches, users))
  }

  return (
    <Popup visible position='bottom' round onClose={() => onDone(null)}>
      <View className='sf-flow-choice'>
        <View className='sf-flow-choice__bar'>
          <View className='sf-flow-choice__cancel' role='button' onClick={() => onDone(null)}>取消</View>
          <Text className='sf-flow-choice__title'>提交审批</Text>
          <View className='sf-flow-choice__ok' role='button' onClick={confirmChoice}>确定提交</View>
        </View>
        {branchNodes(result).length > 0 && <Text className='sf-flow-choice__section'>选择流程分支</Text>}
        {branchNodes(result).map((n) => (
          <View
            key={n.nodeId}
            role='checkbox'
            aria-checked={branches.includes(n.nodeId)}
            className={`sf-flow-choice__row ${branches.includes(n.nodeId) ? 'sf-flow-choice__row--on' : ''}`}
            onClick={() => toggle(n.nodeId)}
          >
            {n.nodeName}
          </View>
        ))}
        {candidateNodes(result, branches).length > 0 && <Text className='sf-flow-choice__section'>选择审批人</Text>}
        {candidateNodes(result, branches).map((n) => (
          <View key={n.nodeId} className='sf-flow-choice__row' role='button' aria-label={`选择${n.nodeName}审批人`} onClick={() => pick(n.nodeId, n.nodeName)}>
            <Text className='sf-flow-choice__node'>{n.nodeName}</Text>
            <Text className='sf-flow-choice__users'>
              {(users[n.nodeId] ?? []).map((u) => u.fullName).join('、') || (n.hasCandidates ? '请选择' : '该节点暂无候选人')}
            </Text>
          </View>
        ))}
      </View>
    </Popup>
  )
}

interface Pending extends Omit<SheetProps, 'onDone'> {
  resolve: (choices: FlowChoices | null) => void
}

/**
 * Asks the server what a launch needs chosen (FlowBefore/Candidates/0) and, when it needs
 * anything, the user. Resolves with the choices, {} when there is nothing to choose, or null when
 * the user gave up or the server refused (toasted). Without network the submission goes to the
 * outbox unchosen: the server says then, in the outbox banner, what is missing.
 */
export function useFlowChoices (): [ReactNode, (model: FlowModel) => Promise<FlowChoices | null>] {
  const [pending, setPending] = useState<Pending | null>(null)
  const ask = useCallback(async (model: FlowModel): Promise<FlowChoices | null> => {
    let result: CandidatesResult
    try {
      result = await getCandidates('0', model)
    } catch (err) {
      return classify(toFailure(err)) === 'retry' ? {} : null
    }
    if (!needsChoice(result)) return {}
    return new Promise((resolve) => setPending({ result, model, resolve }))
  }, [])
  const sheet = pending
    ? <FlowChoiceSheet result={pending.result} model={pending.model} onDone={(c) => { pending.resolve(c); setPending(null) }} />
    : null
  return [sheet, ask]
}
