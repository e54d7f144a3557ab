import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { FlowLaunchForm } from '@/components/ListEngine'
import { categoryValues, partText, partValues, type CategoryPick, type PartPick } from '@/core/safety/pickers'
import { on } from '@/platform/events'
import { nav } from '@/platform/nav'

/** The hazard module (catalog hazardInvestigat): its flow's form is the report. */
export const HAZARD_MODULE = 'hazardInvestigat'

export interface HazardReportProps {
  /** values the report starts from (a failed inspection item's photo, place and item) */
  prefill?: Record<string, unknown>
  /** shown above the pickers (where the report comes from) */
  header?: ReactNode
  /** the section whose WBS the part tree opens on */
  contractId?: string
}

/**
 * 隐患上报: the hazard module's flow form, launched through the outbox, with the category tree and
 * the part tree above it; what they give back is set in the form, and the rest of what was typed
 * (kept as a draft) stays.
 */
export function HazardReport ({ prefill, header, contractId }: HazardReportProps) {
  const [category, setCategory] = useState<CategoryPick | null>(null)
  const [part, setPart] = useState<PartPick | null>(null)
  useEffect(() => on('hazardCategory', setCategory), [])
  useEffect(() => on('hazardPart', setPart), [])
  const preset = useMemo(() => ({
    ...prefill,
    ...(category ? categoryValues(category) : {}),
    ...(part ? partValues(part) : {})
  }), [prefill, category, part])

  const pickContract = part?.contractId || contractId || (typeof prefill?.contractName === 'string' ? prefill.contractName : '')
  return (
    <View className='sf-hazard-report'>
      {header}
      <View className='sf-hazard-report__picks'>
        <PickRow label='选择隐患' value={category ? [category.categoryName, category.typeName].filter(Boolean).join(' · ') : ''}
          placeholder='从隐患类别树选择类型和细类' onClick={() => { void nav.push('pages/apply/hazardInvestigat/addTreeSelect') }} />
        <PickRow label='选择部位' value={part ? partText(part) : ''}
          placeholder='从 WBS 或场站区域选择' onClick={() => { void nav.push('pages/apply/hazardInvestigat/treeSelect', { contractId: pickContract }) }} />
      </View>
      <FlowLaunchForm module={HAZARD_MODULE} fullName='隐患' initialData={preset} />
    </View>
  )
}

function PickRow ({ label, value, placeholder, onClick }: { label: string, value: string, placeholder: string, onClick: () => void }) {
  return (
    <View className='sf-hazard-report__pick' role='button' aria-label={label} onClick={onClick}>
      <Text className='sf-hazard-report__label'>{label}</Text>
      <Text className={`sf-hazard-report__value ${value ? '' : 'sf-hazard-report__value--empty'}`}>{value || placeholder}</Text>
      <Text className='sf-hazard-report__go'>›</Text>
    </View>
  )
}
