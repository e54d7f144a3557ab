import { Text, Textarea, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { HazardTypeProposal } from '../../../../../types/api/safety'
import { listHazardTypes } from '@/api/safety'
import { actionRequest } from '@/api/workflow'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { timeFormat } from '@/core/format'
import { levelColor } from '@/core/safety/hazard'
import { confirm, toast } from '@/platform/ui'
import { useOutbox } from '@/stores/outbox'
import '../../../../components/Safety/index.scss'

const FLOW_STATES: Record<number, [string, string]> = { 1: ['待审批', '#ff9900'], 2: ['已启用', '#19be6b'], 3: ['已驳回', '#fa3534'], 4: ['已撤回', '#909399'] }

/**
 * 隐患类型审批: hazard types proposed for the project, the 总监's to approve. Approved, a type is
 * offered in the category tree of every report; turned down, it goes back to its proposer with the
 * reason. Others read where each stands.
 */
export default function Page () {
  const [tab, setTab] = useState(0)
  const types = useRemote(() => listHazardTypes(false))
  const pending = (types.data ?? []).filter((p) => p.flowState === 1)
  const list = tab === 0 ? pending : types.data ?? []
  return (
    <View className='sf-safety-page'>
      <TabStrip tabs={[{ title: '待审批', count: types.data ? pending.length : null }, { title: '全部' }]} active={tab} onChange={setTab} />
      <PageShell loading={types.loading} error={types.error} onRetry={() => { void types.reload() }} onRefresh={types.refresh}
        empty={!types.loading && !types.error && list.length === 0} emptyText={tab === 0 ? '没有待审批的隐患类型' : '暂无隐患类型'}>
        {list.map((p) => <Proposal key={p.id} p={p} onDone={() => { void types.refresh() }} />)}
      </PageShell>
    </View>
  )
}

function Proposal ({ p, onDone }: { p: HazardTypeProposal, onDone: () => void }) {
  const [opinion, setOpinion] = useState('')
  const [state, color] = FLOW_STATES[p.flowState ?? 0] ?? ['', '#909399']
  const [busy, decide] = useSubmit(async (agree: boolean) => {
    if (!p.todoId) return
    if (!agree && !opinion.trim()) return toast('请填写驳回理由')
    if (!(await confirm(agree ? '同意启用' : '驳回', agree ? `启用后「${p.typeName}」将加入隐患类别树，确定同意吗？` : '确定驳回该隐患类型吗？'))) return
    // through the outbox, as every approval of the app: on a weak network it waits and is sent once
    const { method, url, body } = actionRequest(agree ? 'audit' : 'reject', p.todoId, { handleOpinion: opinion.trim() || '同意启用' })
    const res = await useOutbox.getState().submit({ label: `隐患类型审批：${p.typeName}`, method, url, body })
    toast(res.queued ? '网络不可用，已存入待发送，恢复网络后自动提交' : agree ? '已同意启用' : '已驳回')
    onDone()
  })
  return (
    <View className='sf-proposal'>
      <View className='sf-hazard-card__head'>
        <Text className='sf-hazard-card__title'>{p.typeName}</Text>
        <Text className='sf-safety-tag' style={{ color, borderColor: color }}>{state}</Text>
      </View>
      <View className='sf-hazard-card__meta'>
        <Text>{p.parentName}</Text>
        <Text style={{ color: levelColor(p.defaultLevel) }}>{`默认${p.levelName}`}</Text>
      </View>
      <Text className='sf-proposal__text'>{`判定标准：${p.description}`}</Text>
      {p.measures ? <Text className='sf-proposal__text'>{`典型整改措施：${p.measures}`}</Text> : null}
      {p.basis ? <Text className='sf-proposal__text'>{`依据：${p.basis}`}</Text> : null}
      <Text className='sf-proposal__by'>{`${p.proposerName} 提出于 ${timeFormat(p.proposeTime, 'yyyy-mm-dd hh:MM')}`}</Text>
      {p.todoId && (
        <View className='sf-proposal__decide'>
          <Textarea className='sf-walk__note' value={opinion} placeholder='审批意见（驳回时必填）' maxlength={200} autoHeight
            onInput={(e) => setOpinion(inputValue(e))} />
          <View className='sf-proposal__buttons'>
            <Button className='sf-proposal__reject' disabled={busy} onClick={() => { void decide(false) }}>驳回</Button>
            <Button className='sf-proposal__agree' type='primary' disabled={busy} loading={busy} onClick={() => { void decide(true) }}>同意启用</Button>
          </View>
        </View>
      )}
    </View>
  )
}
