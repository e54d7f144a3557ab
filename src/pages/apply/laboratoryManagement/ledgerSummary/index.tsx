import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { getLedgerSummary } from '@/api/lab'
import { CountsCard, SectionTitle } from '@/components/Lab'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety/StatTiles'
import '@/components/Safety/index.scss'
import { useRemote } from '@/components/useRemote'
import { rateColor, rateText } from '@/core/lab'
import { nav } from '@/platform/nav'

const MONTHS = 'pages/apply/laboratoryManagement/ledgerSummary/summary'

/** 台账汇总: concrete poured and specimens cast (施工台账), samples tested and their pass rate, in all and by section. */
export default function Page () {
  const summary = useRemote(getLedgerSummary)
  useDidShow(() => { if (summary.data) void summary.refresh() })
  const s = summary.data
  return (
    <View className='sf-lab-page'>
      <PageShell loading={summary.loading} error={summary.error} onRetry={() => { void summary.reload() }} onRefresh={summary.refresh}>
        {s && (
          <>
            <View className='sf-lab-panel'>
              <StatTiles label='台账统计' tiles={[
                { label: '合格率', value: rateText(s.total.passRate), color: rateColor(s.total) },
                { label: '检测(组)', value: s.total.samples },
                { label: '浇筑(m³)', value: s.total.volume },
                { label: '试块(组)', value: s.total.specimens },
              ]} />
              <Text className='sf-lab-panel__note'>{`施工台账 ${s.total.ledgers} 条；合格 ${s.total.passed} 组，不合格 ${s.total.failed} 组`}</Text>
            </View>
            <SectionTitle title='按合同段' link='按月统计' onLink={() => { void nav.push(MONTHS) }} />
            {s.sections.length === 0 && <View className='sf-lab-panel'><Text className='sf-lab-panel__note'>暂无台账和检测记录</Text></View>}
            {s.sections.map((c) => <CountsCard key={c.contractId} title={c.contractName} c={c} />)}
          </>
        )}
      </PageShell>
    </View>
  )
}
