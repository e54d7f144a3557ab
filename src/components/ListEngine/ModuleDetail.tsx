import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect } from 'react'
import { getOnlineDev } from '@/api/visualdev'
import { decodeParam } from '@/core/entry'
import { flowStateTag, recordTap, type ModuleDef } from '@/core/listConfig'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav, setPageTitle } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { FormEngine } from '../FormEngine'
import { PageShell } from '../PageShell'
import { useRemote } from '../useRemote'
import { useModule } from './useModule'
import './index.scss'

export interface ModuleDetailProps {
  /** the module's id or enCode */
  module: string
  id: string
  fullName?: string
  /** a preview (a scanned or shared form): the record only, nothing to open from it */
  preview?: boolean
}

/** One record, read-only: the raw values drawn by the form engine, which shows names for ids itself. */
export function ModuleDetail ({ module: key, ...rest }: ModuleDetailProps) {
  const mod = useModule(key)
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return <Detail module={mod.data} {...rest} />
}

/** The detail page of the module given or of ?modelId= (&id=), or its preview. */
export function ModuleDetailPage ({ preview = false, enCode }: { preview?: boolean, enCode?: string }) {
  const { params } = useRouter()
  return (
    <ModuleDetail
      module={enCode || decodeParam(params?.modelId) || decodeParam(params?.enCode)}
      id={decodeParam(params?.id)}
      fullName={decodeParam(params?.fullName)}
      preview={preview}
    />
  )
}

function Detail ({ module, id, fullName, preview }: Omit<ModuleDetailProps, 'module'> & { module: ModuleDef }) {
  const user = useSession((s) => s.userInfo)
  const title = fullName || module.fullName
  const record = useRemote(() => (id ? getOnlineDev(module.id, id) : Promise.reject(new Error('缺少记录参数'))))
  useEffect(() => { setPageTitle(preview ? '表单预览' : `${title}详情`) }, [preview, title])

  const data = record.data
  const tag = module.enableFlow ? flowStateTag(data?.flowState) : null
  // the record's own flow, read-only: who launched it is not known here, the flow screen knows
  const tap = data ? recordTap({ id, flowState: data.flowState, flowTaskId: data.flowTaskId }, { module, buttons: new Set(), userId: '' }, title) : null

  return (
    <PageShell className='sf-module-detail' loading={record.loading} error={record.error} onRetry={() => { void record.reload() }}>
      {tag && (
        <View className='sf-module-detail__state'>
          <Text>审批状态</Text>
          <Text className='sf-module-card__tag' style={{ color: tag.color, borderColor: tag.color }}>{tag.text}</Text>
        </View>
      )}
      {data && <FormEngine config={module.form} values={data.data} isAdd={false} readonly user={user} />}
      {!preview && tap?.kind === 'flow' && (
        <View className='sf-module-detail__bar'>
          <Button type='primary' block onClick={() => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(tap.config)) }}>查看审批流程</Button>
        </View>
      )}
    </PageShell>
  )
}
