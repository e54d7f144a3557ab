import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { WeekSection } from '../../../../../types/api/progress'
import { getWeekProgress } from '@/api/progress'
import { openModuleForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { ProgressBar, useMenuTitle } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { timeFormat } from '@/core/format'
import { money, weekTitle } from '@/core/progress'

const WEEK = 7 * 86_400_000
const MODULE = 'weekPlan'

/**
 * 周进度: each section's plan for the week against the output filled in it (computed by the
 * server), week by week; the contractor sets or changes the week's plan from here.
 */
export default function Page () {
  useMenuTitle()
  const [date, setDate] = useState(() => Date.now())
  const week = useRemote(() => getWeekProgress(date), { immediate: false })
  // the first load and each week chosen
  useEffect(() => { void week.reload() }, [date])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void week.refresh()
    shown.current = true
  })
  const go = (delta: number) => { setDate((d) => d + delta * WEEK) }
  const w = week.data
  return (
    <PageShell className='sf-progress-page' loading={week.loading} error={week.error} onRetry={() => { void week.reload() }} onRefresh={week.refresh}>
      {w && (
        <>
          <View className='sf-week-nav'>
            <View className='sf-week-nav__btn' role='button' onClick={() => go(-1)}>‹ 上一周</View>
            <Text className='sf-week-nav__title'>{weekTitle(w.weekStart, Date.now())}</Text>
            <View className='sf-week-nav__btn' role='button' onClick={() => go(1)}>下一周 ›</View>
          </View>
          {w.sections.length === 0 && <Text className='sf-progress-page__note'>当前合同段没有工程量清单</Text>}
          {w.sections.map((s) => <SectionWeek key={s.contractId} s={s} weekStart={w.weekStart} />)}
        </>
      )}
    </PageShell>
  )
}

function SectionWeek ({ s, weekStart }: { s: WeekSection, weekStart: number }) {
  const openPlan = () => { void openModuleForm({ modelId: MODULE, fullName: '周计划', ...(s.planId ? { id: s.planId } : {}) }) }
  return (
    <View className='sf-progress-card' aria-label={s.contractName}>
      <View className='sf-progress-card__head'>
        <Text className='sf-progress-card__title'>{s.contractName}</Text>
        <View className='sf-boq-item__action' role='button' onClick={openPlan}>{s.planId ? '查看计划' : '填写计划'}</View>
      </View>
      {s.rate === null
        ? <Text className='sf-progress-card__sub'>{`本周（${timeFormat(weekStart, 'mm-dd')} 起）尚未填写计划`}</Text>
        : <ProgressBar percent={s.rate} label={`${s.contractName} 完成率`} />}
      <Text className='sf-progress-card__amounts'>{`计划 ${money(s.plan)} · 实际 ${money(s.actual)}`}</Text>
      {s.planContent ? <Text className='sf-progress-card__sub'>{`计划内容：${s.planContent}`}</Text> : null}
      {s.lagReason ? <Text className='sf-progress-card__sub'>{`滞后原因：${s.lagReason}`}</Text> : null}
    </View>
  )
}
