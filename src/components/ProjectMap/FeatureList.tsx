/** The features drawn on a map as a list under it: what a tap on the map opens, reachable without aiming. */
import { Text, View } from '@tarojs/components'
import type { MapFeature, MapLayer } from '../../../types/api/map'
import { listedFeatures } from '@/core/map'
import './list.scss'

export function FeatureList ({ layers, onOpen }: { layers: MapLayer[], onOpen: (f: MapFeature) => void }) {
  const items = listedFeatures(layers)
  if (!items.length) return <View className='sf-map-list__empty'>当前筛选下没有可显示的内容</View>
  return (
    <View className='sf-map-list' role='list' aria-label='地图要素'>
      {items.map((f) => (
        <View key={`${f.layer}-${f.id}`} className='sf-map-list__item' role='listitem' onClick={() => onOpen(f)}>
          <View className='sf-map-list__dot' style={{ background: f.color }} />
          <View className='sf-map-list__body'>
            <Text className='sf-map-list__name'>{f.name}</Text>
            <Text className='sf-map-list__detail'>{[f.layer, f.detail].filter(Boolean).join(' · ')}</Text>
          </View>
          {f.link && <Text className='sf-map-list__go'>›</Text>}
        </View>
      ))}
    </View>
  )
}
