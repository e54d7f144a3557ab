import { Text, View } from '@tarojs/components'
import { getLedgerSummary } from '@/api/lab'
import { CountsCard } from '@/components/Lab'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { monthText } from '@/core/lab'

/** 台账统计: concrete poured and samples tested month by month, the newest first. */
export default function Page () {
  const summary = useRemote(getLedgerSummary)
  const s = summary.data
  return (
    <View className='sf-lab-page'>
      <PageShell loading={summary.loading} error={summary.error} onRetry={() => { void summary.reload() }} onRefresh={summary.refresh}
        empty={!!s && s.months.length === 0} emptyText='暂无台账和检测记录'>
        {s && s.months.map((m) => <CountsCard key={m.month} title={monthText(m.month)} c={m} />)}
        {s && s.months.length > 0 && <View className='sf-lab-panel'><Text className='sf-lab-panel__note'>按浇筑日期、取样日期所在月份统计</Text></View>}
      </PageShell>
    </View>
  )
}
