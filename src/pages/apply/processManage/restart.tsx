import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useMemo } from 'react'
import { getProcessNode } from '@/api/process'
import { ModuleForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { applicationPreset, failedOpinion } from '@/core/process'
import { nav } from '@/platform/nav'
import '@/components/Process/index.scss'

/**
 * 工序报验 / 重新报验: the application of one process of a part (`?node=&step=`), or the caller's
 * draft or returned application corrected and sent again (`&id=`). The part and the process come
 * from the part, never typed; what failed at the last check is shown above the form.
 */
export default function Page () {
  const { params } = useRouter()
  const nodeId = decodeParam(params?.node)
  const code = decodeParam(params?.step)
  const id = decodeParam(params?.id)
  const node = useRemote(() => (nodeId ? getProcessNode(nodeId) : Promise.resolve(null)))
  const step = node.data?.steps.find((s) => s.code === code) ?? null
  const preset = useMemo(() => (node.data && step ? applicationPreset(node.data, step) : undefined), [node.data, step])
  const opinion = step?.state === 'failed' ? failedOpinion(step) : ''
  if (!nodeId && !id) {
    return (
      <PageShell empty emptyText='工序报验须先选择 WBS 部位和工序'
        emptyAction={<Button type='primary' onClick={() => { void nav.redirect('pages/apply/processManageNew/selectWbs') }}>选择部位</Button>} />
    )
  }
  return (
    <PageShell className='sf-safety-page' loading={node.loading} error={node.error || (node.data && !step ? '该部位没有这道工序' : '')}
      onRetry={() => { void node.reload() }}>
      {step && node.data && (
        <View className='sf-process-section'>
          <View className='sf-process-section__title'>{step.name}</View>
          <View className='sf-process-section__item'>{node.data.path.join(' / ')}</View>
          {step.keyPoints.map((k) => <View key={k} className='sf-process-section__item'>· {k}</View>)}
          {opinion ? <View className='sf-process-step__opinion'><Text>上次检查不合格：{opinion}</Text></View> : null}
        </View>
      )}
      {(step || !nodeId) && (
        <ModuleForm module='processInspectionApplication' id={id || undefined} initialData={preset}
          fullName='工序报验' />
      )}
    </PageShell>
  )
}
