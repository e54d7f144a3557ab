import { Text, View } from '@tarojs/components'
import type { DayRecords } from '../../../types/api/progress'
import { dayHasRecords, quantityText } from '@/core/progress'
import type { Remote } from '../useRemote'

/**
 * 今日已记录: what the section's day already holds (progress filled, inspections, materials
 * received, hazards), taken over into the daily report with one tap so nothing is typed twice.
 */
export function DayPanel ({ day, taken, onTake }: { day: Remote<DayRecords>, taken: boolean, onTake: (d: DayRecords) => void }) {
  const d = day.data
  return (
    <View className='sf-day-panel'>
      <View className='sf-day-panel__head'>
        <Text className='sf-day-panel__title'>今日已记录</Text>
        {d && dayHasRecords(d) && (
          <View className='sf-day-panel__take' role='button' onClick={() => onTake(d)}>{taken ? '重新带入' : '带入日报'}</View>
        )}
      </View>
      {day.loading && <Text className='sf-day-panel__line'>正在读取今日记录…</Text>}
      {day.error && <Text className='sf-day-panel__line'>{`今日记录读取失败：${day.error}`}</Text>}
      {d && !dayHasRecords(d) && <Text className='sf-day-panel__line'>今天还没有进度填报、检查、材料进场或隐患记录</Text>}
      {d?.fills?.map((f) => <Text key={f.id} className='sf-day-panel__line'>{`进度 · ${f.itemName} ${quantityText(f.quantity)}${f.unit} · ${f.wbsPath}`}</Text>)}
      {d?.inspections?.map((i) => <Text key={i.id} className='sf-day-panel__line'>{`检查 · ${i.checklistName} · ${i.wbsPart} · ${i.failed ? `${i.failed} 项不合格` : '全部合格'}`}</Text>)}
      {d?.materials?.map((m) => <Text key={m.id} className='sf-day-panel__line'>{`材料 · ${m.materialName} ${m.specification}${m.quantity !== null ? ` ${quantityText(m.quantity)}${m.unitName}` : ''}`}</Text>)}
      {d?.hazards?.map((h) => <Text key={h.id} className='sf-day-panel__line'>{`隐患 · ${h.title}${h.wbsPart ? ` · ${h.wbsPart}` : ''}`}</Text>)}
    </View>
  )
}
