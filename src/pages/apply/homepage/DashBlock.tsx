import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

/** A card of a dashboard: a title, an optional link to the list behind it, its figures. */
export function Block ({ title, more, onMore, children }: { title: string, more?: string, onMore?: () => void, children: ReactNode }) {
  return (
    <View className='sf-dash-block'>
      <View className='sf-dash-block__head'>
        <Text className='sf-dash-block__title'>{title}</Text>
        {more && <View className='sf-dash-block__more' role='button' onClick={onMore}>{`${more} ›`}</View>}
      </View>
      {children}
    </View>
  )
}

/** A line of a dashboard card: a label, its value, and a tap to the list behind it. */
export function Line ({ label, value, sub, onClick }: { label: string, value: string, sub?: string, onClick?: () => void }) {
  return (
    <View className='sf-dash-line' role={onClick ? 'button' : undefined} aria-label={`${label} ${value}`} onClick={onClick}>
      <View className='sf-dash-line__text'>
        <Text className='sf-dash-line__label'>{label}</Text>
        {sub && <Text className='sf-dash-line__sub'>{sub}</Text>}
      </View>
      <Text className='sf-dash-line__value'>{value}</Text>
      {onClick && <Text className='sf-dash-line__go'>›</Text>}
    </View>
  )
}
