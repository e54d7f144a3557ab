import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { getMaterialSummary } from '@/api/lab'
import { FigureRow, OwedBar, SectionTitle } from '@/components/Lab'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { quantityText, rateColor, rateText } from '@/core/lab'

/**
 * 材料统计: one material's figures (`?material=`), or every material's, and the batches past their
 * test deadline with fewer of the contractor's own tests than their rule asks, longest overdue first.
 */
export default function Page () {
  const { params } = useRouter()
  const material = decodeParam(params?.material)
  const summary = useRemote(getMaterialSummary)
  const s = summary.data
  const m = s?.materials.find((x) => x.material === material)
  const overdue = (s?.overdue ?? []).filter((b) => !material || b.material === material)
  return (
    <View className='sf-lab-page'>
      <PageShell loading={summary.loading} error={summary.error} onRetry={() => { void summary.reload() }} onRefresh={summary.refresh}>
        {s && (
          <>
            {m && (
              <View className='sf-lab-card'>
                <View className='sf-lab-card__head'>
                  <Text className='sf-lab-card__name'>{m.materialName}</Text>
                  <Text className='sf-lab-card__rate' style={{ color: rateColor(m) }}>{rateText(m.passRate)}</Text>
                </View>
                <Text className='sf-lab-card__sub'>{`取样频率：${m.rule}`}</Text>
                <FigureRow label='进场'>{`${m.batches} 批 ${quantityText(m.received, m.unit)}`}</FigureRow>
                <OwedBar label='施工自检' taken={m.selfTaken} owed={m.selfOwed} />
                <OwedBar label='监理抽检（不少于自检的20%）' taken={m.samplingTaken} owed={m.samplingOwed} />
                <FigureRow label='检测'>{`${m.samples} 组`}</FigureRow>
                <FigureRow label='合格'>{`${m.passed} 组`}</FigureRow>
                <FigureRow label='不合格' warn={m.failed > 0}>{`${m.failed} 组`}</FigureRow>
              </View>
            )}
            <SectionTitle title={`逾期未检批次（${overdue.length}）`} />
            {overdue.length === 0 && <View className='sf-lab-panel'><Text className='sf-lab-panel__note'>没有逾期未检的批次</Text></View>}
            {overdue.map((b) => (
              <View key={b.id} className='sf-lab-card' role='group' aria-label={`批号 ${b.batchNo}`}>
                <View className='sf-lab-card__head'>
                  <Text className='sf-lab-card__name'>{b.materialName}</Text>
                  <Text className='sf-lab-card__warn'>{`逾期 ${b.daysOver} 天`}</Text>
                </View>
                <Text className='sf-lab-card__sub'>{`${b.specification}　批号 ${b.batchNo}`}</Text>
                <FigureRow label='合同段'>{b.contractName || '—'}</FigureRow>
                <FigureRow label='进场'>{`${timeFormat(b.entryDate)}　${quantityText(b.quantity, b.unit)}`}</FigureRow>
                <FigureRow label='自检 已检/应检' warn>{`${b.taken}/${b.owed} 组`}</FigureRow>
              </View>
            ))}
          </>
        )}
      </PageShell>
    </View>
  )
}
