/**
 * The map in the mini-program: WeChat's native Map component (the H5 build uses MapCanvas.h5.tsx,
 * Leaflet). Polygons, polylines and point markers from the layers; a tap on a marker opens its
 * feature, a tap on the map picks a point.
 */
import { Map } from '@tarojs/components'
import { useMemo } from 'react'
import type { MapFeature } from '../../../types/api/map'
import { anchorOf, pointsOf } from '@/core/map'
import type { MapCanvasProps } from './types'

const at = ([longitude, latitude]: [number, number]) => ({ longitude, latitude })
/** '#rrggbb' with an alpha, as the native map takes fills. */
/** The tab bar's map pin: an image the package ships already (markers need one). */
const PIN = '/assets/tabbar/map-active.png'
const alpha = (color: string, a: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}${a}` : color)

export function MapCanvas ({ layers, marker, onFeature, onPick, height = '60vh' }: MapCanvasProps) {
  const drawn = useMemo(() => {
    const points: MapFeature[] = []
    const polygons: Array<{ points: Array<{ latitude: number, longitude: number }>, strokeWidth: number, strokeColor: string, fillColor: string }> = []
    const polyline: Array<{ points: Array<{ latitude: number, longitude: number }>, color: string, width: number }> = []
    for (const layer of layers) {
      for (const f of layer.features) {
        if (f.geometry.type === 'Point') points.push(f)
        else if (f.geometry.type === 'LineString') polyline.push({ points: f.geometry.coordinates.map(at), color: f.color, width: 4 })
        else polygons.push({ points: f.geometry.coordinates[0].map(at), strokeWidth: 1, strokeColor: f.color, fillColor: alpha(f.color, '22') })
      }
    }
    const markers = points.map((f, i) => ({
      id: i, ...at(anchorOf(f.geometry)), iconPath: PIN, width: 24, height: 24,
      callout: { content: f.name, display: 'BYCLICK' as const, padding: 6, borderRadius: 4, borderWidth: 0, borderColor: '#ffffff', fontSize: 12, color: '#333333', bgColor: '#ffffff', anchorX: 0, anchorY: 0, textAlign: 'center' as const }
    }))
    if (marker) markers.push({ id: points.length, ...at(marker), iconPath: PIN, width: 32, height: 32, callout: undefined as never })
    const all = layers.flatMap((l) => l.features.flatMap((f) => pointsOf(f.geometry)))
    const include = (marker ? [marker] : all).map(at)
    const center = marker ? at(marker) : include[0] ?? { longitude: 118.9, latitude: 32.0 }
    return { points, markers, polygons, polyline, include, center }
  }, [layers, marker])
  return (
    <Map
      style={{ width: '100%', height }}
      longitude={drawn.center.longitude}
      latitude={drawn.center.latitude}
      scale={marker ? 16 : 11}
      markers={drawn.markers}
      polyline={drawn.polyline}
      polygons={drawn.polygons}
      includePoints={drawn.include}
      onMarkerTap={(e) => {
        const f = drawn.points[Number((e.detail as { markerId?: number }).markerId)]
        if (f) onFeature?.(f)
      }}
      onError={() => {}}
      onTap={(e) => {
        const d = e.detail as { latitude?: number, longitude?: number }
        if (typeof d.latitude === 'number' && typeof d.longitude === 'number') onPick?.([d.longitude, d.latitude])
      }}
    />
  )
}
