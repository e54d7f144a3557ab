import { View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { getMapView } from '@/api/map'
import { shownLayers } from '@/core/map'
import { PageShell } from '@/components/PageShell'
import { ChoiceChips } from '@/components/ChoiceChips'
import { useRemote } from '@/components/useRemote'
import { MapCanvas } from '@/components/ProjectMap/MapCanvas'
import { FeatureList } from '@/components/ProjectMap/FeatureList'
import { openFeature } from '@/components/ProjectMap/open'
import './map.scss'

/** Map tab: the project on a map (alignment, sections, sites, key inspection points, open hazards), with filters and a tap-through to each. */
export default function MapTab () {
  const view = useRemote(() => getMapView())
  const [on, setOn] = useState<string[] | null>(null)
  const layers = view.data?.layers ?? []
  useEffect(() => { if (view.data && on === null) setOn(view.data.layers.map((l) => l.key)) }, [view.data, on])
  const shown = useMemo(() => shownLayers(layers, on ?? []), [layers, on])
  const toggle = (key: string) => setOn((keys) => ((keys ?? []).includes(key) ? (keys ?? []).filter((k) => k !== key) : [...(keys ?? []), key]))
  return (
    <PageShell loading={view.loading} error={view.error} onRetry={() => { void view.reload() }}
      empty={!!view.data && layers.every((l) => l.features.length === 0)} emptyText='当前项目还没有地图数据'>
      <View className='sf-map-tab'>
        <ChoiceChips label='图层' className='sf-map-tab__filters' value={on ?? []} onChange={toggle}
          options={layers.map((l) => ({ value: l.key, text: `${l.title} ${l.features.length}` }))} />
        <MapCanvas layers={shown} tileUrl={view.data?.tileUrl} onFeature={openFeature} height='55vh' />
        <FeatureList layers={shown} onOpen={openFeature} />
      </View>
    </PageShell>
  )
}
