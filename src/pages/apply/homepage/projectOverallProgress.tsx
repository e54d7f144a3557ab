import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { BranchProgress } from '../../../../types/api/progress'
import { getProgressDashboard } from '@/api/progress'
import { PageShell } from '@/components/PageShell'
import { FigureCard, useMenuTitle } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'

const DETAILS = 'pages/apply/progressManage/progressFilling/contractDetails' as const

/**
 * 总体进度: the project's progress, each section's and each unit work's (the first level of the
 * WBS), computed by the server from the progress filled, in the project and section chosen. A
 * figure opens the bill behind it.
 */
export default function Page () {
  useMenuTitle()
  const dashboard = useRemote(getProgressDashboard)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void dashboard.refresh()
    shown.current = true
  })
  const project = useSession((s) => s.project?.fullName ?? '')
  const o = dashboard.data
  const bySection = new Map<string, BranchProgress[]>()
  for (const b of o?.branches ?? []) bySection.set(b.contractId, [...(bySection.get(b.contractId) ?? []), b])
  return (
    <PageShell className='sf-progress-page' loading={dashboard.loading} error={dashboard.error} onRetry={() => { void dashboard.reload() }}
      onRefresh={dashboard.refresh} empty={!!o && o.sections.length === 0} emptyText='当前合同段没有工程量清单'>
      {o && (
        <>
          <FigureCard big title={project || '项目总体进度'} figure={o}
            sub={o.lastFillDate ? `按已填报完成量计算 · 截至 ${timeFormat(o.lastFillDate, 'yyyy-mm-dd')}` : '尚未填报完成量'} />
          <Text className='sf-progress-page__section-title'>各合同段进度</Text>
          {o.sections.map((s) => (
            <FigureCard key={s.contractId} title={s.contractName} figure={s} sub={`清单 ${s.items} 项 · 已开工 ${s.started} 项 · 已完成 ${s.finished} 项`}
              onOpen={() => { void nav.push(DETAILS, { contractId: s.contractId, title: s.contractName }) }} />
          ))}
          <Text className='sf-progress-page__section-title'>各单位工程进度</Text>
          {o.sections.map((s) => (
            <View key={s.contractId}>
              <Text className='sf-progress-page__note'>{s.contractName}</Text>
              {(bySection.get(s.contractId) ?? []).map((b) => (
                <FigureCard key={b.wbsNodeId} title={b.name} figure={b}
                  onOpen={() => { void nav.push(DETAILS, { wbsNodeId: b.wbsNodeId, title: b.name }) }} />
              ))}
            </View>
          ))}
        </>
      )}
    </PageShell>
  )
}
