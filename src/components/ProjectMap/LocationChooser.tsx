/**
 * Choosing a point without a map service: where the phone is (its accuracy said), a tap on the
 * project's map, or coordinates typed by hand when the signal is poor. Needs no map key.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { LngLat } from '../../../types/api/map'
import type { ChosenLocation } from '@/core/form'
import { accuracyText, formatPoint, pointPlace, typedPoint } from '@/core/map'
import { getMapView } from '@/api/map'
import { currentPosition } from '@/platform/location'
import { useRemote } from '@/components/useRemote'
import { MapCanvas } from './MapCanvas'
import { useAddress } from './useAddress'
import './chooser.scss'

export interface LocationChooserProps {
  /** locate the phone as the page opens */
  locate?: boolean
  confirmText?: string
  onConfirm: (place: ChosenLocation) => void
}

export function LocationChooser ({ locate = true, confirmText = '确定', onConfirm }: LocationChooserProps) {
  const shapes = useRemote(() => getMapView(['sections', 'alignment', 'sites']).catch(() => ({ tileUrl: '', layers: [] })))
  const [point, setPoint] = useState<LngLat | null>(null)
  const [lat, setLat] = useState('')
  const [lng, setLng] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // the address of the point when the server has a geocoder; the coordinates stand alone otherwise
  const found = useAddress(point?.[1], point?.[0])

  const put = (p: LngLat, said = '') => {
    setPoint(p)
    setLat(p[1].toFixed(6))
    setLng(p[0].toFixed(6))
    setNote(said)
    setError('')
  }
  const locateMe = async () => {
    setBusy(true)
    setError('')
    try {
      const fix = await currentPosition()
      put([fix.longitude, fix.latitude], accuracyText(fix.accuracy))
    } catch (err) {
      setError(`${(err as Error).message}。可在地图上点选，或输入坐标`)
    } finally {
      setBusy(false)
    }
  }
  useEffect(() => { if (locate) void locateMe() }, [])
  const typed = () => {
    const r = typedPoint(lat, lng)
    if ('error' in r) setError(r.error)
    else put(r.point, '手动输入的坐标')
  }
  return (
    <View className='sf-chooser'>
      <MapCanvas layers={shapes.data?.layers ?? []} tileUrl={shapes.data?.tileUrl} marker={point} height='45vh'
        onPick={(p) => put(p, '在地图上点选的位置')} />
      <View className='sf-chooser__panel'>
        <Text className='sf-chooser__point' aria-label='已选位置'>
          {point ? formatPoint({ latitude: point[1], longitude: point[0] }) : busy ? '正在定位…' : '尚未选择位置'}
        </Text>
        {point && (found.address || found.note || !found.answered) && (
          <Text className='sf-chooser__note' aria-label='地址'>
            {found.answered ? (found.address ? `地址：${found.address}` : found.note) : '正在查询地址…'}
          </Text>
        )}
        {note && <Text className='sf-chooser__note'>{note}</Text>}
        {error && <View role='alert'><Text className='sf-chooser__error'>{error}</Text></View>}
        <View className='sf-chooser__inputs'>
          <Input className='sf-chooser__input' type='digit' value={lat} placeholder='纬度，如 32.036500' aria-label='纬度'
            onInput={(e) => setLat(e.detail.value)} />
          <Input className='sf-chooser__input' type='digit' value={lng} placeholder='经度，如 118.969000' aria-label='经度'
            onInput={(e) => setLng(e.detail.value)} />
        </View>
        <View className='sf-chooser__actions'>
          <Button size='small' onClick={() => { void locateMe() }} loading={busy}>当前位置</Button>
          <Button size='small' onClick={typed}>使用输入的坐标</Button>
        </View>
        <Button type='primary' block disabled={!point} onClick={() => { if (point) onConfirm(pointPlace(point, found.address)) }}>{confirmText}</Button>
      </View>
    </View>
  )
}
