import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { LngLat, MapFeature } from '../../../../../types/api/map'
import { decodeParam } from '@/core/entry'
import { accuracyText, distanceText, metresBetween } from '@/core/map'
import { checkInKeyPoint, getMapView } from '@/api/map'
import { currentPosition, type Fix } from '@/platform/location'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { MapCanvas } from '@/components/ProjectMap'
import './index.scss'

const here = (fix: Fix | null): LngLat | null => (fix ? [fix.longitude, fix.latitude] : null)

/**
 * 重点巡查: the places to patrol on the map and as a list, how far I am from each, and the check-in
 * on arrival (the server measures the distance against the point's radius). A visit anywhere else
 * is a 巡访 at my location.
 */
export default function KeyInspections () {
  const focus = decodeParam(useRouter().params?.id)
  const view = useRemote(() => getMapView(['keyPoints']))
  const [fix, setFix] = useState<Fix | null>(null)
  const [fixError, setFixError] = useState('')
  const [busy, setBusy] = useState('')
  const layer = view.data?.layers.find((l) => l.key === 'keyPoints')
  const points = [...(layer?.features ?? [])].sort((a, b) => (a.id === focus ? -1 : b.id === focus ? 1 : 0))

  const locate = async (): Promise<Fix | null> => {
    try {
      const f = await currentPosition()
      setFix(f)
      setFixError('')
      return f
    } catch (err) {
      setFixError((err as Error).message)
      return null
    }
  }
  const checkIn = async (p: MapFeature) => {
    if (busy) return
    setBusy(p.id)
    try {
      const f = await locate()
      if (!f) { toast('未获取到位置，无法签到'); return }
      const res = await checkInKeyPoint(p.id, { latitude: f.latitude, longitude: f.longitude, accuracy: f.accuracy })
      toast(`签到成功，距巡查点${distanceText(res.distance)}`)
    } catch { /* the requester has said why (too far, a weak fix) */ } finally {
      setBusy('')
    }
  }
  const me = here(fix)
  return (
    <PageShell loading={view.loading} error={view.error} onRetry={() => { void view.reload() }}
      empty={!!view.data && !layer} emptyText='您没有重点巡查的权限，请联系管理员'>
      <MapCanvas layers={layer ? [layer] : []} tileUrl={view.data?.tileUrl} marker={me} height='36vh' />
      <View className='sf-patrol__bar'>
        <Text className='sf-patrol__fix'>{fix ? `已定位，${accuracyText(fix.accuracy)}` : fixError || '签到时将获取您的位置'}</Text>
        <Button size='small' onClick={() => { void locate() }}>刷新定位</Button>
      </View>
      <View className='sf-patrol__actions'>
        <Button size='small' type='primary' onClick={() => { void nav.push('pages/apply/projectMap/visitationIncreased/index') }}>新增巡访</Button>
        <Button size='small' onClick={() => { void nav.push('pages/apply/dynamicModel/form', { enCode: 'keyInspections' }) }}>新增巡查点</Button>
      </View>
      {points.length === 0 && <View className='sf-patrol__empty'>还没有巡查点</View>}
      <View role='list' aria-label='巡查点'>
        {points.map((p) => (
          <View key={p.id} role='listitem' className={`sf-patrol__point ${p.id === focus ? 'sf-patrol__point--focus' : ''}`}>
            <View className='sf-patrol__info'>
              <Text className='sf-patrol__name'>{p.name}</Text>
              <Text className='sf-patrol__detail'>{p.detail}</Text>
              {me && p.geometry.type === 'Point' && <Text className='sf-patrol__distance'>{`距您${distanceText(metresBetween(me, p.geometry.coordinates))}`}</Text>}
            </View>
            <View className='sf-patrol__buttons'>
              <Button size='small' type='primary' loading={busy === p.id} onClick={() => { void checkIn(p) }}>签到</Button>
              <Button size='small' onClick={() => { void nav.push('pages/apply/identifyQRCode/index', { module: 'keyInspections', id: p.id, title: p.name }) }}>二维码</Button>
            </View>
          </View>
        ))}
      </View>
    </PageShell>
  )
}
