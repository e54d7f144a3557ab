import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import type { MaterialRow } from '../../../../../types/api/lab'
import { getMaterialSummary } from '@/api/lab'
import { FigureRow, OwedBar, SectionTitle } from '@/components/Lab'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety/StatTiles'
import '@/components/Safety/index.scss'
import { useRemote } from '@/components/useRemote'
import { quantityText, rateColor, rateText } from '@/core/lab'
import { nav } from '@/platform/nav'

const DETAIL = 'pages/apply/laboratoryManagement/materialSummary/summary'

/**
 * 材料汇总: each material received, the samples its rule asks for against those taken (the
 * contractor's own and the supervision's), its pass rate and the batches overdue for testing;
 * a material opens its statistics.
 */
export default function Page () {
  const summary = useRemote(getMaterialSummary)
  useDidShow(() => { if (summary.data) void summary.refresh() })
  const s = summary.data
  return (
    <View className='sf-lab-page'>
      <PageShell loading={summary.loading} error={summary.error} onRetry={() => { void summary.reload() }} onRefresh={summary.refresh}
        empty={!!s && s.materials.length === 0} emptyText='暂无进场材料'>
        {s && (
          <>
            <View className='sf-lab-panel'>
              <StatTiles label='材料检测统计' tiles={[
                { label: '合格率', value: rateText(s.total.passRate), color: rateColor(s.total) },
                { label: '自检已检/应检', value: `${s.total.selfTaken}/${s.total.selfOwed}` },
                { label: '抽检已检/应检', value: `${s.total.samplingTaken}/${s.total.samplingOwed}` },
                { label: '逾期未检', value: s.total.overdue, color: s.total.overdue > 0 ? '#fa3534' : undefined, onClick: () => { void nav.push(DETAIL) } },
              ]} />
              <Text className='sf-lab-panel__note'>{`进场 ${s.total.batches} 批，检测 ${s.total.samples} 组，不合格 ${s.total.failed} 组`}</Text>
            </View>
            <SectionTitle title='按材料' link='逾期未检批次' onLink={() => { void nav.push(DETAIL) }} />
            {s.materials.map((m) => <MaterialCard key={m.material} m={m} />)}
          </>
        )}
      </PageShell>
    </View>
  )
}

function MaterialCard ({ m }: { m: MaterialRow }) {
  return (
    <View className='sf-lab-card' role='button' aria-label={`${m.materialName} 合格率 ${rateText(m.passRate)}`}
      onClick={() => { void nav.push(DETAIL, { material: m.material }) }}>
      <View className='sf-lab-card__head'>
        <Text className='sf-lab-card__name'>{m.materialName}{m.overdue > 0 && <Text className='sf-lab-tag'>{`逾期 ${m.overdue} 批`}</Text>}</Text>
        <Text className='sf-lab-card__rate' style={{ color: rateColor(m) }}>{rateText(m.passRate)}<Text className='sf-lab-card__go'>›</Text></Text>
      </View>
      <Text className='sf-lab-card__sub'>{`${m.rule}；进场 ${m.batches} 批 ${quantityText(m.received, m.unit)}`}</Text>
      <OwedBar label='施工自检' taken={m.selfTaken} owed={m.selfOwed} />
      <OwedBar label='监理抽检' taken={m.samplingTaken} owed={m.samplingOwed} />
      <FigureRow label='检测 / 合格 / 不合格' warn={m.failed > 0}>{`${m.samples} / ${m.passed} / ${m.failed} 组`}</FigureRow>
    </View>
  )
}
