import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import type { SafetyDashboard } from '../../../../types/api/dashboard'
import type { HazardState } from '../../../../types/api/safety'
import { getSafetyDashboard } from '@/api/dashboard'
import { Chart, type ChartPoint } from '@/components/Chart'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety'
import { LISTS, ledgerQuery, levelOption, sectionCountOption, trendOption } from '@/core/dashboard'
import { levelColor, STATE_COLORS } from '@/core/safety/hazard'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { Block, Line } from './DashBlock'
import { useDashboard } from './useDashboard'
import './dashboard.scss'

const ledger = (f: Parameters<typeof ledgerQuery>[0] = {}) => () => { void nav.push(LISTS.hazards, ledgerQuery(f)) }

/**
 * 安全隐患: hazards by state, level and section, reported and closed by month, and the overdue
 * rectifications; a figure, a slice or a bar opens the ledger on it.
 */
export default function Page () {
  const remote = useDashboard(getSafetyDashboard)
  const d = remote.data
  return (
    <PageShell className='sf-dash' loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }} onRefresh={remote.refresh}>
      {d && <Hazards d={d} />}
    </PageShell>
  )
}

function Hazards ({ d }: { d: SafetyDashboard }) {
  const s = d.summary
  const count = (state: HazardState) => s.states.find((c) => c.key === state)?.count ?? 0
  const levels = useMemo(() => levelOption(s.levels, levelColor), [d])
  const sections = useMemo(() => sectionCountOption(s.contracts), [d])
  const trend = useMemo(() => trendOption(d.trend), [d])
  const byLevel = (p: ChartPoint) => { const l = s.levels[p.dataIndex]; if (l) ledger({ level: l.key })() }
  const bySection = (p: ChartPoint) => { const c = s.contracts[p.dataIndex]; if (c) ledger({ contractId: c.key })() }
  return (
    <View>
      <Block title={`隐患统计 · ${d.place.contractName}`} more='隐患台账' onMore={ledger()}>
        <StatTiles label='隐患统计' tiles={[
          { label: '全部', value: s.total, onClick: ledger() },
          { label: '待整改', value: count('rectifying'), color: STATE_COLORS.rectifying, onClick: ledger({ state: 'rectifying' }) },
          { label: '待复查', value: count('reviewing'), color: STATE_COLORS.reviewing, onClick: ledger({ state: 'reviewing' }) },
          { label: '已逾期', value: s.overdue, color: '#fa3534', onClick: ledger({ overdue: true }) },
          { label: '已闭合', value: count('closed'), color: STATE_COLORS.closed, onClick: ledger({ state: 'closed' }) }
        ]} />
      </Block>
      <Block title='隐患等级'>
        <Chart option={levels} height={220} onClick={byLevel} />
      </Block>
      {s.contracts.length > 0 && (
        <Block title='各合同段隐患'>
          <Chart option={sections} height={Math.max(120, 48 * s.contracts.length + 40)} onClick={bySection} />
        </Block>
      )}
      <Block title='近6个月趋势'>
        <Chart option={trend} height={220} />
      </Block>
      <Block title='逾期未整改' more={s.overdue > 0 ? `全部 ${s.overdue} 条` : undefined} onMore={ledger({ overdue: true })}>
        {d.overdue.length === 0 && <Text className='sf-dash__none'>没有逾期的整改</Text>}
        {d.overdue.map((h) => (
          <Line key={h.id} label={h.title} value={h.levelName} sub={`${h.contractName} · 期限 ${timeFormat(h.deadline)}`}
            onClick={() => { void nav.push('pages/apply/rectificationAddDetail/index', { id: h.id }) }} />
        ))}
      </Block>
    </View>
  )
}
