import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { getProcessNode } from '@/api/process'
import { PageShell } from '@/components/PageShell'
import { PartHead, STEP_PATH, StepRow, useRefreshOnReturn } from '@/components/Process'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'

/** 部位工序: one WBS part's processes in order, each with its state and what the caller may do with it. */
export default function Page () {
  const id = decodeParam(useRouter().params?.id)
  const node = useRemote(() => (id ? getProcessNode(id) : Promise.reject(new Error('缺少部位参数'))))
  useRefreshOnReturn(node)
  const n = node.data
  return (
    <PageShell className='sf-safety-page' loading={node.loading} error={node.error} onRetry={() => { void node.reload() }} onRefresh={node.refresh}>
      {n && <PartHead node={n} />}
      {n && (
        <View className='sf-process-list'>
          {n.steps.map((s, i) => (
            <StepRow key={s.code} node={n} step={s} index={i} onOpen={() => { void nav.push(STEP_PATH, { id: n.id, step: s.code }) }} />
          ))}
        </View>
      )}
    </PageShell>
  )
}
