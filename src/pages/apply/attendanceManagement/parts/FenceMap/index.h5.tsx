/**
 * The fences and punches drawn with Leaflet on H5, without any tile server: the project's own
 * shapes on a plain ground (a tile layer needs a map service this deployment may not have).
 */
import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { boundsOf, type FenceMapProps } from './types'

const TONE = { in: '#19be6b', out: '#ff9900', me: '#2979ff' }

export function FenceMap ({ fences, points = [], height = '420px', fitPoints = false, onPointTap }: FenceMapProps) {
  const box = useRef<HTMLDivElement | null>(null)
  const tapRef = useRef(onPointTap)
  tapRef.current = onPointTap
  useEffect(() => {
    const el = box.current
    if (!el) return
    const map = L.map(el, { attributionControl: false, zoomControl: true, preferCanvas: true })
    for (const f of fences) {
      const style = { color: '#2979ff', weight: 2, fillColor: '#2979ff', fillOpacity: 0.12 }
      const shape = f.shape === 'circle' && f.center
        ? L.circle([f.center[1], f.center[0]], { ...style, radius: f.radiusM ?? 0 })
        : f.ring ? L.polygon(f.ring.map(([lng, lat]) => [lat, lng] as [number, number]), style) : null
      shape?.bindTooltip(f.name, { permanent: true, direction: 'center', className: 'sf-fence-map__name' }).addTo(map)
    }
    for (const p of points) {
      L.circleMarker([p.latitude, p.longitude], { radius: 7, color: '#fff', weight: 2, fillColor: TONE[p.tone], fillOpacity: 1 })
        .bindPopup(p.label).on('click', () => tapRef.current?.(p.id)).addTo(map)
    }
    const bounds = boundsOf(fitPoints && points.length ? [] : fences, points)
    if (bounds.length) map.fitBounds(L.latLngBounds(bounds), { padding: [24, 24], maxZoom: 18 })
    else map.setView([32.05, 118.8], 12)
    return () => { map.remove() }
  }, [fences, points, fitPoints])
  return <View className='sf-fence-map' style={{ height }}><div ref={box} style={{ width: '100%', height: '100%', background: '#eef2f5' }} /></View>
}
