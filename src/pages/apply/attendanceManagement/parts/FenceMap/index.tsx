/**
 * The fences and punches on the mini-program's native map (circles, polygons, markers). The H5
 * build takes index.h5.tsx (Leaflet) instead.
 */
import { Map } from '@tarojs/components'
import { boundsOf, type FenceMapProps } from './types'

const TONE = { in: '#19be6b', out: '#ff9900', me: '#2979ff' }

export function FenceMap ({ fences, points = [], height = '420px', fitPoints = false, onPointTap }: FenceMapProps) {
  const bounds = boundsOf(fitPoints && points.length ? [] : fences, points)
  const lat = bounds.length ? bounds.reduce((s, b) => s + b[0], 0) / bounds.length : 32.05
  const lng = bounds.length ? bounds.reduce((s, b) => s + b[1], 0) / bounds.length : 118.8
  const ids = points.map((p) => p.id)
  return (
    <Map
      style={{ width: '100%', height }}
      longitude={lng}
      latitude={lat}
      scale={15}
      includePoints={bounds.map(([latitude, longitude]) => ({ latitude, longitude }))}
      circles={fences.filter((f) => f.shape === 'circle' && f.center).map((f) => ({
        latitude: f.center![1], longitude: f.center![0], radius: f.radiusM ?? 0,
        color: '#2979ffcc', fillColor: '#2979ff22', strokeWidth: 2
      }))}
      polygons={fences.filter((f) => f.shape === 'polygon' && f.ring).map((f) => ({
        points: f.ring!.map(([longitude, latitude]) => ({ longitude, latitude })),
        strokeColor: '#2979ffcc', fillColor: '#2979ff22', strokeWidth: 2, zIndex: 1
      }))}
      markers={points.map((p, i) => ({
        id: i, latitude: p.latitude, longitude: p.longitude, width: 18, height: 18, iconPath: '',
        callout: { content: p.label, color: '#333', fontSize: 12, borderRadius: 4, padding: 6, display: 'BYCLICK', bgColor: '#fff' },
        label: { content: '●', color: TONE[p.tone], fontSize: 18, anchorX: -6, anchorY: -18 }
      })) as never}
      onMarkerTap={(e) => { const id = ids[Number((e.detail as { markerId?: number }).markerId)]; if (id) onPointTap?.(id) }}
      onError={() => {}}
    />
  )
}
