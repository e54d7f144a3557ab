import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { InspectionFailure } from '../../../../types/api/safety'
import { getInspectionFailures } from '@/api/safety'
import { getOnlineDev, getOnlineDevDisplay } from '@/api/visualdev'
import { PageShell } from '@/components/PageShell'
import { PhotoRow, photosOf } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { timeFormat } from '@/core/format'
import { RESULT_NAMES, tally, type CheckResult, type CheckRow } from '@/core/safety/checklist'
import { STATE_COLORS } from '@/core/safety/hazard'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'

const MODULE = 'checklistInspection'
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

async function load (id: string) {
  const [record, shown, failures] = await Promise.all([getOnlineDev(MODULE, id), getOnlineDevDisplay(MODULE, id), getInspectionFailures({ inspectionId: id })])
  const rows: CheckRow[] = Array.isArray(record.data.items) ? (record.data.items as CheckRow[]) : []
  return { data: record.data, shown, rows, failures }
}

/** One inspection: its items as judged; a failed one with the hazard raised from it, or (for its inspector) the way to raise it. */
export function InspectionDetail ({ id }: { id: string }) {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  const inspection = useRemote(() => load(id))
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) void inspection.refresh()
    shownOnce.current = true
  })
  const v = inspection.data
  const t = v ? tally(v.rows) : null
  const raise = (f: InspectionFailure) => nav.push('pages/apply/safetyManage/problemRectification/addProblem', { inspectionId: f.inspectionId, itemCode: f.itemCode })
  return (
    <PageShell className='sf-safety-page' loading={inspection.loading} error={inspection.error} onRetry={() => { void inspection.reload() }}
      onRefresh={inspection.refresh}>
      {v && t && (
        <View>
          <View className='sf-safety-panel'>
            <View className='sf-inspection-card__head'>
              <Text className='sf-inspection-card__name'>{text(v.shown.checklist)}</Text>
              <Text className='sf-inspection-card__count'>{text(v.data.checkNo)}</Text>
            </View>
            <Line label='检查类型' value={text(v.shown.checkType)} />
            <Line label='检查日期' value={typeof v.data.checkDate === 'number' ? timeFormat(v.data.checkDate, 'yyyy-mm-dd') : ''} />
            <Line label='合同段' value={text(v.shown.contractName)} />
            <Line label='检查部位' value={text(v.data.wbsPart)} />
            <Line label='检查人' value={text(v.shown.inspector)} />
            <View className='sf-walk__tally'>
              <Text>{`合格 ${t.pass}`}</Text>
              <Text className='sf-walk__tally-fail'>{`不合格 ${t.fail}`}</Text>
              <Text>{`不涉及 ${t.na}`}</Text>
            </View>
          </View>
          {v.rows.map((r, i) => {
            const failure = v.failures.find((f) => f.item === r.item)
            return (
              <View key={`${r.itemCode}-${i}`} className={`sf-walk__item sf-walk__item--${r.result || 'open'}`} data-item={r.itemCode}>
                <View className='sf-inspection-card__head'>
                  <Text className='sf-walk__item-text'>{`${i + 1}. ${r.item}`}</Text>
                  <Text className={`sf-walk__verdict sf-walk__verdict--${r.result}`}>{RESULT_NAMES[r.result as CheckResult] ?? '未检查'}</Text>
                </View>
                {r.result === 'fail' && (
                  <View className='sf-walk__fail'>
                    {r.note ? <Text className='sf-walk__seen'>{r.note}</Text> : null}
                    <PhotoRow photos={photosOf(r.photos)} />
                    {failure?.hazardId
                      ? (
                        <View className='sf-walk__raised' role='button' aria-label='查看隐患'
                          onClick={() => { void nav.push('pages/apply/rectificationAddDetail/index', { id: failure.hazardId! }) }}>
                          <Text>{`已上报隐患 ${failure.hazardNo}`}</Text>
                          <Text style={{ color: STATE_COLORS[failure.hazardState ?? 'draft'] }}>{`${failure.hazardStateName} ›`}</Text>
                        </View>
                        )
                      : failure && text(v.data.inspector) === userId
                        ? <View className='sf-walk__raise' role='button' onClick={() => { void raise(failure) }}>上报隐患</View>
                        : <Text className='sf-walk__pending'>尚未上报隐患</Text>}
                  </View>
                )}
              </View>
            )
          })}
          {text(v.data.conclusion) && (
            <View className='sf-safety-panel'>
              <Line label='检查结论' value={text(v.data.conclusion)} />
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}

function Line ({ label, value }: { label: string, value: string }) {
  return (
    <View className='sf-notice__line'>
      <Text className='sf-notice__label'>{label}</Text>
      <Text className={`sf-notice__value ${value ? '' : 'sf-notice__value--empty'}`}>{value || '—'}</Text>
    </View>
  )
}
