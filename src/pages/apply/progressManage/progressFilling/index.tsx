import { Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { getProgressOverview } from '@/api/progress'
import { PageShell } from '@/components/PageShell'
import { FigureCard, useMenuTitle } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'

const DETAILS = 'pages/apply/progressManage/progressFilling/contractDetails' as const

/**
 * 进度填报: the progress of every section the user sees, by amount against its bill; a section
 * opens its bill to fill what was completed.
 */
export default function Page () {
  useMenuTitle()
  const overview = useRemote(getProgressOverview)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void overview.refresh()
    shown.current = true
  })
  const o = overview.data
  return (
    <PageShell className='sf-progress-page' loading={overview.loading} error={overview.error} onRetry={() => { void overview.reload() }}
      onRefresh={overview.refresh} empty={!!o && o.sections.length === 0} emptyText='当前合同段没有工程量清单'>
      {o && (
        <>
          <FigureCard big title='合计完成' figure={o} sub={o.lastFillDate ? `最近填报 ${timeFormat(o.lastFillDate, 'yyyy-mm-dd')}` : '尚未填报'} />
          <Text className='sf-progress-page__section-title'>合同段</Text>
          {o.sections.map((s) => (
            <FigureCard key={s.contractId} title={s.contractName} figure={s}
              sub={`清单 ${s.items} 项 · 已开工 ${s.started} 项 · 已完成 ${s.finished} 项`}
              onOpen={() => { void nav.push(DETAILS, { contractId: s.contractId, title: s.contractName }) }} />
          ))}
          {o.mayFill && <Text className='sf-progress-page__note'>点击合同段，按清单子目填报完成数量</Text>}
        </>
      )}
    </PageShell>
  )
}
