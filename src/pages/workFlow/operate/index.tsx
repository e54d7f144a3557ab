/**
 * 审批操作 (API.md 4.4 step 2): what an action needs beyond the form, on one page: branches and
 * candidates, the return node, the person to transfer to or add, an opinion with photos, the
 * signature and copy-to people. 确定 checks them, sends the action through the outbox and, once
 * done, goes back past the flow screen to the list.
 *
 * Config (`?config=encodeURIComponent(JSON)`, see OperateConfig): eventType, title, fullName,
 * action + actionId, taskOperatorId, flowId, taskId, hasOpinion, hasSign, isCustomCopy,
 * candidateType / countersignOver / candidates, rejectType, modelKey (the flow screen's model,
 * kept in memory), draftKey.
 */
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { FlowModel } from '../../../../types/api/workflow'
import {
  emptyInput, operateBody, parseOperateConfig, partsOf, takeModel, useFlowAction, validateOperate,
  type OperateConfig, type OperateInput, type PickedUser
} from '@/components/FlowAction'
import { ChoiceChips } from '@/components/ChoiceChips'
import { ErrorView, PageShell } from '@/components/PageShell'
import { nav, setPageTitle } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { CandidateSection } from './CandidateSection'
import { OpinionSection } from './OpinionSection'
import { PeopleSection } from './PeopleSection'
import { RejectSection } from './RejectSection'
import { Section } from './Section'
import { SignSection } from './SignSection'
import './index.scss'

export default function OperatePage () {
  const raw = useRouter().params.config
  const config = useMemo(() => parseOperateConfig(raw), [raw])
  const model = useMemo(() => takeModel(config?.modelKey), [config])
  if (!config) return <PageShell><ErrorView message='参数错误，请返回重试' /></PageShell>
  if (!model) {
    return (
      <PageShell>
        <ErrorView message='操作已失效，请返回流程重新操作' onRetry={() => { void nav.back() }} />
      </PageShell>
    )
  }
  return <Operate config={config} model={model} />
}

const SIGNER_TYPES = [
  { value: 1 as const, text: '在我之前审批' },
  { value: 2 as const, text: '在我之后审批' }
]

function Operate ({ config, model }: { config: OperateConfig, model: FlowModel }) {
  const parts = partsOf(config)
  const savedSign = useSession((s) => s.userInfo?.signImg)
  const [input, setInput] = useState<OperateInput>(() => emptyInput(config))
  const patch = useCallback((change: Partial<OperateInput>) => setInput((i) => ({ ...i, ...change })), [])
  const flow = useFlowAction({ backDelta: 2 })
  useEffect(() => { setPageTitle(config.title) }, [config.title])

  const onCandidates = useCallback((nodeId: string, users: PickedUser[]) =>
    setInput((i) => ({ ...i, candidateList: { ...i.candidateList, [nodeId]: users } })), [])
  const onStep = useCallback((rejectStep: string) => patch({ rejectStep }), [patch])

  const submit = () => {
    const message = validateOperate(config, input)
    if (message) return toast(message)
    void flow.run({
      action: config.action,
      id: config.actionId,
      body: operateBody(config, model, input),
      label: `${config.title}：${config.fullName}`,
      button: config.title,
      draftKey: config.draftKey
    })
  }

  return (
    <View className='sf-operate'>
      {(parts.branches || parts.candidates) && (
        <CandidateSection config={config} input={input} onBranches={(branchList) => patch({ branchList })} onCandidates={onCandidates} />
      )}
      {parts.reject && (
        <RejectSection taskOperatorId={config.taskOperatorId} rejectStep={input.rejectStep} rejectType={input.rejectType}
          onStep={onStep} onType={(rejectType) => patch({ rejectType })} />
      )}
      {parts.target && (
        <PeopleSection title={`${config.title}人`} required users={input.target ? [input.target] : []} onChange={(users) => patch({ target: users[0] ?? null })} />
      )}
      {parts.signerType && (
        <Section title='加签方式'>
          <ChoiceChips label='加签方式' options={SIGNER_TYPES} value={input.freeApproverType} onChange={(freeApproverType) => patch({ freeApproverType })} />
        </Section>
      )}
      {parts.opinion && (
        <OpinionSection title={`${config.title}意见`} opinion={input.handleOpinion} files={input.fileList}
          onOpinion={(handleOpinion) => patch({ handleOpinion })} onFiles={(update) => setInput((i) => ({ ...i, fileList: update(i.fileList) }))} />
      )}
      {parts.copy && <PeopleSection title='抄送人' multiple users={input.copyUsers} onChange={(copyUsers) => patch({ copyUsers })} />}
      {parts.sign && <SignSection signImg={input.signImg} saved={savedSign} onSign={(signImg) => patch({ signImg })} />}
      <View className='sf-operate__bar'>
        <Button className='sf-operate__submit' aria-label={config.title} type='primary' block loading={flow.busy} disabled={flow.busy} onClick={submit}>
          {config.title}
        </Button>
      </View>
      {flow.errorForm}
    </View>
  )
}
