import { Text, View } from '@tarojs/components'
import './index.scss'

export interface TabStripItem {
  title: string
  /** shown as (n) after the title; null or absent: nothing */
  count?: number | null
}

/**
 * The row of text tabs over a list (电子签章 待签署/已签署, 委托, 消息): the active one blue and
 * underlined. `fill` spreads the tabs over the row; without it they sit at its start.
 */
export function TabStrip ({ tabs, active, onChange, fill = true }: {
  tabs: readonly TabStripItem[]
  active: number
  onChange: (index: number) => void
  fill?: boolean
}) {
  return (
    <View className={`sf-tabstrip ${fill ? 'sf-tabstrip--fill' : ''}`} role='tablist'>
      {tabs.map((t, i) => (
        <View key={t.title} role='tab' aria-selected={i === active}
          className={`sf-tabstrip__tab ${i === active ? 'sf-tabstrip__tab--active' : ''}`} onClick={() => onChange(i)}>
          <Text>{t.title}</Text>
          {t.count !== undefined && t.count !== null && <Text className='sf-tabstrip__count'>{`(${t.count})`}</Text>}
        </View>
      ))}
    </View>
  )
}
