import type { ReactNode } from 'react'
import type { FormData } from '@/core/form'
import type { ModuleDef } from '@/core/listConfig'
import { PageShell } from '../PageShell'
import { ModuleForm } from './ModuleForm'
import { useModule } from './useModule'

export interface FlowLaunchFormProps {
  /** the enCode of the module bound to the flow: its form is the flow's form */
  module: string
  fullName?: string
  renderExtra?: (data: FormData, module: ModuleDef) => ReactNode
  /** values chosen before the form, laid over the draft (ModuleForm initialData) */
  initialData?: FormData
}

export const NO_FLOW = '该功能未绑定审批流程'

/**
 * A workflow form screen: the form of the flow bound to a module, launched through FlowTask (the
 * outbox sends it). The module is how the screen finds its flow, so no flow id is written here.
 */
export function FlowLaunchForm ({ module, fullName, renderExtra, initialData }: FlowLaunchFormProps) {
  const mod = useModule(module)
  if (mod.data && !mod.data.enableFlow) return <PageShell error={NO_FLOW} />
  return mod.data
    ? <ModuleForm module={mod.data.id} fullName={fullName} target='flowTask' renderExtra={renderExtra} initialData={initialData} />
    : <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
}
