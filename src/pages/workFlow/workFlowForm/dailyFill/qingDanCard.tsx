import { Text, View } from '@tarojs/components'
import type { FormData } from '@/core/form'
import { valueNodes } from '@/core/form'
import type { ModuleDef } from '@/core/listConfig'
import { CardItem } from './cardItem'

/**
 * qing-dan-card: the child table of the daily report (人员机械) as a list of cards, under the form,
 * so the day's whole list reads at a glance before it is submitted.
 */
export function QingDanCard ({ data, module }: { data: FormData, module: ModuleDef }) {
  const table = valueNodes(module.form).find((n) => n.role === 'table')
  if (!table) return null
  const rows = Array.isArray(data[table.key]) ? (data[table.key] as FormData[]) : []
  return (
    <View className='sf-daily-card'>
      <View className='sf-daily-card__head'>
        <Text className='sf-daily-card__title'>{`${table.label}清单`}</Text>
        <Text className='sf-daily-card__count'>{`共 ${rows.length} 项`}</Text>
      </View>
      {rows.length === 0
        ? <Text className='sf-daily-card__empty'>{`尚未添加${table.label}`}</Text>
        : rows.map((row, i) => <CardItem key={i} table={table} row={row} index={i} />)}
    </View>
  )
}
