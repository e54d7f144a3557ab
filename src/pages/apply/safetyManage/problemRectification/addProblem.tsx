import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import type { InspectionFailure } from '../../../../../types/api/safety'
import { getInspectionFailures } from '@/api/safety'
import { PageShell } from '@/components/PageShell'
import { HazardReport, PhotoRow } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { hazardFromFailure } from '@/core/safety/checklist'
import { nav } from '@/platform/nav'

/**
 * 检查问题上报: a failed item of an inspection raised as a hazard, the report prefilled from it
 * (its photos, place and item). Opened from the item (`?inspectionId=&itemCode=`), or without one
 * on the failed items of the user's own inspections that are still to raise.
 */
export default function Page () {
  const { params } = useRouter()
  const inspectionId = decodeParam(params?.inspectionId)
  const itemCode = decodeParam(params?.itemCode)
  const failures = useRemote(() => getInspectionFailures(inspectionId ? { inspectionId } : { open: true }))
  const [chosen, setChosen] = useState<InspectionFailure | null>(null)
  const failure = chosen ?? (inspectionId ? failures.data?.find((f) => f.itemCode === itemCode) ?? null : null)
  return (
    <PageShell className='sf-safety-page' loading={failures.loading} error={failures.error} onRetry={() => { void failures.reload() }}
      empty={!failures.loading && !failures.error && !failure && (inspectionId !== '' || (failures.data ?? []).length === 0)}
      emptyText={inspectionId ? '该检查项不存在或已修改' : '近 30 天的检查没有待上报的不合格项'}>
      {failure
        ? <FromFailure failure={failure} />
        : (failures.data ?? []).map((f) => (
          <View key={`${f.inspectionId}-${f.itemCode}`} className='sf-inspection-card' role='button' aria-label={f.item} onClick={() => setChosen(f)}>
            <View className='sf-inspection-card__head'>
              <Text className='sf-inspection-card__name'>{f.note || f.item}</Text>
              <Text className='sf-inspection-card__count'>上报 ›</Text>
            </View>
            <Text className='sf-inspection-card__line'>{`${f.checklistName}：${f.item}`}</Text>
            <View className='sf-inspection-card__foot'>
              <Text>{f.wbsPart}</Text>
              <Text>{f.checkDate ? timeFormat(f.checkDate, 'mm-dd') : ''}</Text>
            </View>
          </View>
        ))}
    </PageShell>
  )
}

function FromFailure ({ failure }: { failure: InspectionFailure }) {
  const prefill = useMemo(() => hazardFromFailure(failure), [failure])
  if (failure.hazardId) {
    return (
      <View className='sf-safety-panel'>
        <Text className='sf-safety-page__hint'>{`该检查项已上报隐患 ${failure.hazardNo}（${failure.hazardStateName}）`}</Text>
        <View className='sf-walk__raised' role='button' onClick={() => { void nav.redirect('pages/apply/rectificationAddDetail/index', { id: failure.hazardId! }) }}>
          <Text>查看整改情况</Text>
          <Text>›</Text>
        </View>
      </View>
    )
  }
  const header = (
    <View className='sf-hazard-report__source'>
      <Text className='sf-hazard-report__source-title'>{`来自${failure.checklistName}检查 ${failure.checkNo}`}</Text>
      <Text className='sf-hazard-report__source-item'>{`不合格项：${failure.item}`}</Text>
      {failure.note ? <Text className='sf-hazard-report__source-item'>{`发现问题：${failure.note}`}</Text> : null}
      <PhotoRow photos={failure.photos} />
    </View>
  )
  return <HazardReport prefill={prefill} header={header} contractId={failure.contractId ?? undefined} />
}
