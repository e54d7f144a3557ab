import { useState, type ReactNode } from 'react'
import type { FlowTemplateListItem, FlowVersionItem } from '../../../types/api/workflow'
import { getFlowVersions } from '@/api/flowCentre'
import { versionChoice } from '@/core/flowLaunch'
import { toast } from '@/platform/ui'
import { useSubmit } from '../useSubmit'
import { ChoiceSheet } from '../ChoiceSheet'

export const NO_VERSION_MSG = '该流程暂无可发起的版本'

interface Sheet {
  template: FlowTemplateListItem
  versions: FlowVersionItem[]
}

/**
 * A tap on a flow template: its launchable versions are fetched; one is used at once, several are
 * offered in a sheet. Render `sheet` in the page.
 */
export function useFlowPicker (onPicked: (version: FlowVersionItem, template: FlowTemplateListItem) => void): { pick: (t: FlowTemplateListItem) => void, sheet: ReactNode } {
  const [open, setOpen] = useState<Sheet | null>(null)
  const [, pick] = useSubmit(async (template: FlowTemplateListItem) => {
    const choice = versionChoice(await getFlowVersions(template.id))
    if (choice.kind === 'none') toast(NO_VERSION_MSG)
    else if (choice.kind === 'one') onPicked(choice.version, template)
    else setOpen({ template, versions: choice.versions })
  })

  const sheet = (
    <ChoiceSheet
      visible={open !== null}
      title={open ? `选择${open.template.fullName}版本` : ''}
      options={(open?.versions ?? []).map((v) => ({ id: v.id, name: v.fullName || v.flowName }))}
      onCancel={() => setOpen(null)}
      onSelect={(item) => {
        const version = open?.versions.find((v) => v.id === item.id)
        const template = open?.template
        setOpen(null)
        if (version && template) onPicked(version, template)
      }}
    />
  )
  return { pick: (t) => { void pick(t) }, sheet }
}
