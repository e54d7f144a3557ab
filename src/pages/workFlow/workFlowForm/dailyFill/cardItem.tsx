import { Text, View } from '@tarojs/components'
import { columnNodes, displayText, optionText, type FieldNode, type FormData } from '@/core/form'

/** A cell as it reads: inline options by their label, anything else as the form engine reads it. */
function cellText (node: FieldNode, value: unknown): string {
  const options = node.field.__slot__?.options
  return options?.length ? optionText(node, options as Parameters<typeof optionText>[1], value) : displayText(node, value)
}

/** card-item: one row of the daily report's list, its cells as label / value lines. */
export function CardItem ({ table, row, index }: { table: FieldNode, row: FormData, index: number }) {
  return (
    <View className='sf-daily-item'>
      <Text className='sf-daily-item__no'>{index + 1}</Text>
      <View className='sf-daily-item__cells'>
        {columnNodes(table).map((c) => (
          <View key={c.key} className='sf-daily-item__cell'>
            <Text className='sf-daily-item__label'>{c.label}</Text>
            <Text className='sf-daily-item__value'>{cellText(c, row[c.key]) || '—'}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
