import { Text, View } from '@tarojs/components'

export interface StatTile {
  label: string
  value: number | string
  color?: string
  /** tapping narrows a list to it; an active tile is outlined */
  onClick?: () => void
  active?: boolean
}

/** A row of figures (待整改 5, 逾期 2 ...), each a tap target where it leads somewhere. */
export function StatTiles ({ tiles, label }: { tiles: StatTile[], label: string }) {
  return (
    <View className='sf-stat-tiles' role='group' aria-label={label}>
      {tiles.map((t) => (
        <View key={t.label} className={`sf-stat-tiles__tile ${t.active ? 'sf-stat-tiles__tile--active' : ''}`}
          role={t.onClick ? 'button' : undefined} aria-label={`${t.label} ${t.value}`} onClick={t.onClick}>
          <Text className='sf-stat-tiles__value' style={t.color ? { color: t.color } : undefined}>{t.value}</Text>
          <Text className='sf-stat-tiles__label'>{t.label}</Text>
        </View>
      ))}
    </View>
  )
}
