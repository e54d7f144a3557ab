import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/entry'
import { formatPoint, queryPoint } from '@/core/map'
import { getMapView } from '@/api/map'
import { copyText } from '@/platform/device'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { MapCanvas, useAddress } from '@/components/ProjectMap'
import './index.scss'

/** 查看位置: a point (?latitude=&longitude=&name=&address=) on the project's map, with its coordinates to copy. */
export default function OpenLocation () {
  const { params } = useRouter()
  const place = queryPoint(Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, decodeParam(v)])))
  const shapes = useRemote(() => getMapView(['sections', 'alignment', 'sites']).catch(() => ({ tileUrl: '', layers: [] })))
  // a point sent without its address: the server's geocoder may know it
  const geocoded = useAddress(place && !place.address ? place.latitude : undefined, place?.longitude)
  if (!place) return <PageShell empty emptyText='没有可查看的位置' />
  const coords = formatPoint(place)
  return (
    <PageShell>
      <MapCanvas layers={shapes.data?.layers ?? []} tileUrl={shapes.data?.tileUrl} marker={[place.longitude, place.latitude]} height='55vh' />
      <View className='sf-open-location'>
        <Text className='sf-open-location__name'>{place.name || '位置'}</Text>
        {place.address
          ? <Text className='sf-open-location__address'>{place.address}</Text>
          : geocoded.address && <Text className='sf-open-location__address' aria-label='地址'>{geocoded.address}</Text>}
        <Text className='sf-open-location__coords' userSelect selectable>{coords}</Text>
        <Button block onClick={() => { void copyText(coords).then((ok) => toast(ok ? '已复制坐标' : '复制失败')) }}>复制坐标</Button>
      </View>
    </PageShell>
  )
}
