/**
 * 批量审批 (API.md 4.1 category 4, FlowBefore/BatchOperation): my todos whose node lets them be
 * handled together. Check them (or 全选), then 批量同意 or 批量退回 with one opinion (required to
 * return); the answer says how many were done, and why each of the others was not. When a checked
 * todo's node demands a signature (approversProperties.hasSign), 批量同意 asks for one (the saved
 * one or drawn) and sends it with the batch.
 */
import { View, Text, Textarea } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { BatchOperationResult, BatchType, FlowBeforeListItem } from '../../../../types/api/workflow'
import { batchOperation, getFlowBeforeList } from '@/api/workflow'
import { FlowCard } from '@/components/FlowCard'
import { SignChoice } from '@/components/SignChoice'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useSubmit } from '@/components/useSubmit'
import { timeFrom } from '@/core/format'
import { BATCH_MAX, LIST_CATEGORY, batchResultText, launcherName, statusTag, urgencyTag } from '@/core/workflow'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import './index.scss'

type Verdict = 'approve' | 'reject'

const VERDICTS: Record<Verdict, { title: string, verb: string, batchType: BatchType, placeholder: string, required?: string }> = {
  approve: { title: '批量同意', verb: '同意', batchType: 0, placeholder: '请输入审批意见（选填）' },
  reject: { title: '批量退回', verb: '退回', batchType: 1, placeholder: '请输入退回意见（必填）', required: '请输入退回意见' }
}

const OPINION_MAX = 500
const TOO_MANY = `一次最多批量审批${BATCH_MAX}条`

/** The checked ids after a tap on `id`, or null when one more would be over the limit. */
export function toggled (chosen: readonly string[], id: string): string[] | null {
  if (chosen.includes(id)) return chosen.filter((x) => x !== id)
  return chosen.length >= BATCH_MAX ? null : [...chosen, id]
}

/** How many of the checked todos are on a node that demands a signature to approve. */
export const signsNeeded = (items: readonly FlowBeforeListItem[], picked: readonly string[]): number =>
  items.filter((i) => picked.includes(i.id) && i.approversProperties?.hasSign === true).length

export function BatchApproval ({ onExit }: { onExit: () => void }) {
  const list = usePagedList<FlowBeforeListItem>((currentPage, pageSize) => getFlowBeforeList(LIST_CATEGORY.batch, { currentPage, pageSize }), 'batch')
  const savedSign = useSession((s) => s.userInfo?.signImg)
  const [chosen, setChosen] = useState<string[]>([])
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  const [opinion, setOpinion] = useState('')
  const [signImg, setSignImg] = useState('')
  const [failed, setFailed] = useState<BatchOperationResult['failed']>([])

  const shown = list.items.map((i) => i.id)
  // a todo handled elsewhere meanwhile leaves the list, and the selection with it
  const picked = chosen.filter((id) => shown.includes(id))
  const allOn = shown.length > 0 && shown.slice(0, BATCH_MAX).every((id) => picked.includes(id))
  // only approving signs: a return never asks for a signature
  const signing = verdict === 'approve' ? signsNeeded(list.items, picked) : 0

  const toggle = (id: string) => {
    const next = toggled(picked, id)
    if (next) setChosen(next)
    else toast(TOO_MANY)
  }
  const toggleAll = () => {
    if (allOn) return setChosen([])
    if (shown.length > BATCH_MAX) toast(`${TOO_MANY}，已选前${BATCH_MAX}条`)
    setChosen(shown.slice(0, BATCH_MAX))
  }
  const open = (v: Verdict) => {
    if (picked.length === 0) return toast('请选择要审批的流程')
    setOpinion('')
    setSignImg('')
    setVerdict(v)
  }

  const [busy, submit] = useSubmit(async () => {
    if (!verdict) return
    const v = VERDICTS[verdict]
    const text = opinion.trim()
    if (v.required && !text) return toast(v.required)
    if (signing > 0 && !signImg) return toast('请先签名')
    if (!(await confirm(v.title, `确定${v.verb}选中的 ${picked.length} 条流程吗？`))) return
    const result = await batchOperation({ ids: picked, batchType: v.batchType, handleOpinion: text, ...(signing > 0 ? { signImg } : {}) })
    setVerdict(null)
    setChosen([])
    setFailed(result.failed)
    toast(batchResultText(result))
    await list.reload()
  })

  return (
    <View className='sf-flow-batch'>
      <View className='sf-flow-batch__head'>
        <View className='sf-flow-batch__all' role='checkbox' aria-checked={allOn} aria-label='全选' onClick={toggleAll}>
          <Text className={`sf-flow-batch__check ${allOn ? 'sf-flow-batch__check--on' : ''}`}>{allOn ? '✓' : ''}</Text>
          <Text>全选</Text>
        </View>
        <Text className='sf-flow-batch__count'>已选 {picked.length} 条</Text>
        <View className='sf-flow-batch__exit' role='button' aria-label='退出批量审批' onClick={onExit}>完成</View>
      </View>
      {failed.length > 0 && (
        <View className='sf-flow-batch__failed' role='region' aria-label='未处理的流程'>
          <Text className='sf-flow-batch__failed-title'>以下流程未处理</Text>
          {failed.map((f) => <Text key={f.id} className='sf-flow-batch__failed-item'>{`${f.fullName || '流程'}：${f.msg}`}</Text>)}
          <View className='sf-flow-batch__failed-ok' role='button' onClick={() => setFailed([])}>知道了</View>
        </View>
      )}
      <PageShell
        {...listShell(list)}
        emptyText='暂无可批量审批的流程'
        onRefresh={list.reload}
      >
        {list.items.map((item) => {
          const on = picked.includes(item.id)
          return (
            <View key={item.id} className='sf-flow-batch__row' role='checkbox' aria-checked={on} aria-label={item.fullName} onClick={() => toggle(item.id)}>
              <Text className={`sf-flow-batch__check ${on ? 'sf-flow-batch__check--on' : ''}`}>{on ? '✓' : ''}</Text>
              <View className='sf-flow-batch__card'>
                <FlowCard
                  title={item.fullName}
                  summary={item.description}
                  flowName={item.flowName}
                  step={item.thisStep}
                  launcher={launcherName(item.userName)}
                  time={timeFrom(item.creatorTime)}
                  status={statusTag('todo', item.status)}
                  urgency={urgencyTag(item.flowUrgent)}
                  urgent={Number(item.flowUrgent) || 1}
                />
              </View>
            </View>
          )
        })}
        <ListFooter list={list} />
      </PageShell>
      <View className='sf-flow-batch__bar' role='toolbar' aria-label='批量操作'>
        <Button className='sf-flow-batch__btn' disabled={busy} onClick={() => open('reject')}>批量退回</Button>
        <Button className='sf-flow-batch__btn' type='primary' disabled={busy} onClick={() => open('approve')}>批量同意</Button>
      </View>
      <Popup visible={verdict !== null} position='bottom' round closeable title={verdict ? VERDICTS[verdict].title : ''} onClose={() => setVerdict(null)}>
        {verdict && (
          <View className='sf-flow-batch__sheet'>
            <Text className='sf-flow-batch__sheet-hint'>已选 {picked.length} 条流程，将逐条{VERDICTS[verdict].verb}</Text>
            <Textarea
              className='sf-flow-batch__opinion'
              aria-label='审批意见'
              value={opinion}
              placeholder={VERDICTS[verdict].placeholder}
              maxlength={OPINION_MAX}
              onInput={(e) => setOpinion(inputValue(e))}
            />
            {signing > 0 && (
              <View className='sf-flow-batch__sign' role='group' aria-label='签名区'>
                <Text className='sf-flow-batch__sign-title'><Text className='sf-flow-batch__star'>*</Text>签名</Text>
                <Text className='sf-flow-batch__sheet-hint'>{signing === picked.length ? '所选流程需要签名' : `其中 ${signing} 条流程需要签名`}</Text>
                <SignChoice signImg={signImg} saved={savedSign} onSign={setSignImg} drawText='手写签名' inline />
              </View>
            )}
            <Button type='primary' block loading={busy} disabled={busy} onClick={() => { void submit() }}>确定</Button>
          </View>
        )}
      </Popup>
    </View>
  )
}
