/**
 * 表单预览: a flow task's form, read-only, as opened from a scanned or shared code: `?config=`
 * (the flow screen's base64 JSON) or `?id=<taskId>`. 查看流程 opens the flow screen read-only.
 */
import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo } from 'react'
import type { FlowBeforeInfo } from '../../../../types/api/workflow'
import { getFlowBeforeInfo } from '@/api/workflow'
import { FormEngine } from '@/components/FormEngine'
import { EmptyView, ErrorView, PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { OP_TYPE } from '@/core/constants'
import { FLOW_BEFORE_PATH, TASK_STATUS, flowBeforeQuery, type FlowBeforeConfig } from '@/core/workflow'
import { nav, setPageTitle } from '@/platform/nav'
import { detailQuery, parseFlowBeforeConfig, parseFormConfig } from '../flowBefore/rules'
import './index.scss'

/** The task to show: from the config, or a bare task id; only a task has a form to preview. */
function targetOf (params: Record<string, string | undefined>): FlowBeforeConfig | null {
  const config = parseFlowBeforeConfig(params.config)
  if (config?.id) return { ...config, opType: OP_TYPE.read }
  const id = params.id ?? ''
  return id ? { id, enCode: '', flowId: '', formType: 0, opType: OP_TYPE.read, status: 0, taskNodeId: '', taskId: id, fullName: '' } : null
}

export default function ScanForm () {
  const { params } = useRouter()
  const target = useMemo(() => targetOf(params), [params.config, params.id])
  if (!target) return <PageShell><ErrorView message='二维码内容无效，请重新扫描' /></PageShell>
  return <Preview target={target} />
}

function Preview ({ target }: { target: FlowBeforeConfig }) {
  const remote = useRemote<FlowBeforeInfo>(() => getFlowBeforeInfo(target.id, detailQuery(target)))
  const info = remote.data
  const formConfig = useMemo(() => parseFormConfig(info?.flowFormInfo?.propertyJson), [info])
  const title = target.fullName || info?.flowTaskInfo?.fullName || ''
  useEffect(() => { setPageTitle(title) }, [title])
  const status = info?.flowTaskInfo ? TASK_STATUS[info.flowTaskInfo.status] : undefined

  return (
    <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }}>
      {info && (
        <View className='sf-scan-form'>
          <View className='sf-scan-form__head'>
            <Text className='sf-scan-form__title'>{title}</Text>
            {status && <Text className='sf-scan-form__tag' style={{ color: status.color, borderColor: status.color }}>{status.text}</Text>}
          </View>
          {formConfig
            ? <FormEngine config={formConfig} values={info.formData ?? {}} readonly formOperates={info.formOperates} />
            : <EmptyView text='该流程的表单暂不支持在移动端显示' />}
          <View className='sf-scan-form__bar'>
            <Button type='primary' fill='outline' block onClick={() => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery({ ...target, fullName: title })) }}>查看流程</Button>
          </View>
        </View>
      )}
    </PageShell>
  )
}
