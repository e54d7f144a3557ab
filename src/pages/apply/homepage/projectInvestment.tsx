import { View } from '@tarojs/components'
import { useMemo } from 'react'
import type { InvestmentDashboard } from '../../../../types/api/dashboard'
import { getInvestmentDashboard } from '@/api/dashboard'
import { Chart } from '@/components/Chart'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety'
import { LISTS, monthOption, percent, sectionOption, shortSection, wan } from '@/core/dashboard'
import { nav } from '@/platform/nav'
import { Block, Line } from './DashBlock'
import { useDashboard } from './useDashboard'
import './dashboard.scss'

const toClaims = () => { void nav.push(LISTS.meter) }

/**
 * 项目投资: the contract amounts against what is metered and paid, by month and by section, from
 * the metering claims (计量审批); every figure opens the claims.
 */
export default function Page () {
  const remote = useDashboard(getInvestmentDashboard)
  const d = remote.data
  return (
    <PageShell className='sf-dash' loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }} onRefresh={remote.refresh}>
      {d && <Investment d={d} />}
    </PageShell>
  )
}

function Investment ({ d }: { d: InvestmentDashboard }) {
  const months = useMemo(() => monthOption(d.months), [d])
  const sections = useMemo(() => sectionOption(d.sections), [d])
  return (
    <View>
      <Block title={`投资概况（万元）· ${d.place.contractName}`} more='计量审批' onMore={toClaims}>
        <StatTiles label='投资' tiles={[
          { label: '合同额', value: wan(d.planned), onClick: toClaims },
          { label: '已计量', value: wan(d.claimed), color: '#1989fa', onClick: toClaims },
          { label: '已支付', value: wan(d.paid), color: '#07c160', onClick: toClaims },
          { label: '支付比例', value: percent(d.rate), onClick: toClaims }
        ]} />
      </Block>
      <Block title='月度计量与支付'>
        <Chart option={months} height={240} onClick={toClaims} />
      </Block>
      <Block title='各合同段支付'>
        <Chart option={sections} height={Math.max(160, 56 * d.sections.length + 60)} onClick={toClaims} />
        {d.sections.map((s) => (
          <Line key={s.contractId} label={shortSection(s.name)} value={percent(s.rate)}
            sub={`合同额 ${wan(s.planned)} · 已计量 ${wan(s.claimed)} · 已支付 ${wan(s.paid)} 万元`} onClick={toClaims} />
        ))}
      </Block>
      {d.inApproval > 0 && (
        <Block title='审批中'>
          <Line label='等待审批的计量' value={`${d.inApproval} 期`} onClick={toClaims} />
        </Block>
      )}
    </View>
  )
}
