import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { FilterBar } from '@/components/FilterBar'
import { FlowLaunchForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { setPageTitle } from '@/platform/nav'
import { loadDictionary, type OptionNode } from '@/stores/base'
import './planChoose.scss'

/** The tour plans: a dictionary, so the 总监办 keeps them without a release (server seed dictionaries.ts). */
export const TOUR_PLAN_DICTIONARY = 'supervisionTourPlan'
/** The module of the supervision tour flow, and its field that holds the plan (the item's enCode). */
const TOUR_MODULE = 'supervisionInspection'
const PLAN_FIELD = 'tourPlan'
const TITLE = '巡视计划选择'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** The plans a tour can follow: the items of the dictionary (those of a tree at its leaves). */
const plansOf = (items: OptionNode[]): OptionNode[] =>
  items.flatMap((item) => (item.children?.length ? plansOf(item.children) : [item]))

const matches = (plan: OptionNode, keyword: string): boolean =>
  !keyword || `${plan.fullName}\n${text(plan.description)}`.toLowerCase().includes(keyword.toLowerCase())

/**
 * 巡视计划选择: the supervision tour starts from its plan. Step 1 lists the plans with what each
 * covers; a tap opens step 2, the tour flow's form with the plan filled in, where 更换计划 goes back
 * to the list (what was typed stays in the draft).
 */
export default function Page () {
  const [plan, setPlan] = useState<OptionNode | null>(null)
  useEffect(() => { if (!plan) setPageTitle(TITLE) }, [plan])
  return plan
    ? <TourForm plan={plan} onChange={() => setPlan(null)} />
    : <Plans onPick={setPlan} />
}

function Plans ({ onPick }: { onPick: (plan: OptionNode) => void }) {
  const [keyword, setKeyword] = useState('')
  const plans = useRemote(async () => plansOf(await loadDictionary(TOUR_PLAN_DICTIONARY)))
  const shown = useMemo(() => (plans.data ?? []).filter((p) => matches(p, keyword)), [plans.data, keyword])
  return (
    <View className='sf-plan-choose'>
      <FilterBar placeholder='搜索巡视计划' onSearch={setKeyword} />
      <PageShell
        loading={plans.loading}
        error={plans.error}
        onRetry={() => { void plans.reload() }}
        empty={!plans.loading && !plans.error && shown.length === 0}
        emptyText={keyword ? '没有符合条件的巡视计划' : '暂无巡视计划，请联系管理员在数据字典中添加'}
      >
        <Text className='sf-plan-choose__hint'>请选择本次巡视依据的计划</Text>
        <View className='sf-plan-choose__list'>
          {shown.map((p) => (
            <View key={p.id} className='sf-plan-choose__item' role='button' aria-label={p.fullName} onClick={() => onPick(p)}>
              <View className='sf-plan-choose__text'>
                <Text className='sf-plan-choose__name'>{p.fullName}</Text>
                {text(p.description) && <Text className='sf-plan-choose__desc'>{text(p.description)}</Text>}
              </View>
              <Text className='sf-plan-choose__go'>选择</Text>
            </View>
          ))}
        </View>
      </PageShell>
    </View>
  )
}

function TourForm ({ plan, onChange }: { plan: OptionNode, onChange: () => void }) {
  const preset = useMemo(() => ({ [PLAN_FIELD]: text(plan.enCode) || plan.id }), [plan])
  return (
    <View className='sf-plan-choose sf-plan-choose--form'>
      <View className='sf-plan-choose__current'>
        <View className='sf-plan-choose__text'>
          <Text className='sf-plan-choose__label'>巡视计划</Text>
          <Text className='sf-plan-choose__name'>{plan.fullName}</Text>
          {text(plan.description) && <Text className='sf-plan-choose__desc'>{text(plan.description)}</Text>}
        </View>
        <View className='sf-plan-choose__change' role='button' onClick={onChange}>更换计划</View>
      </View>
      <FlowLaunchForm module={TOUR_MODULE} fullName='监理巡视' initialData={preset} />
    </View>
  )
}
