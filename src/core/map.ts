/**
 * Rules of the map screens: which layers a filter shows, the frame of what is drawn, points typed
 * by hand or handed over in a page's query, and the stamp a casual snap carries.
 */
import dayjs from 'dayjs'
import type { LngLat, MapFeature, MapGeometry, MapLayer } from '../../types/api/map'
import type { ChosenLocation } from './form/location'

/** Every point of a geometry. */
export function pointsOf (g: MapGeometry): LngLat[] {
  if (g.type === 'Point') return [g.coordinates]
  if (g.type === 'LineString') return g.coordinates
  return g.coordinates.flat()
}

/** A point to put a feature's label or marker at: the point itself, or the middle of its points. */
export function anchorOf (g: MapGeometry): LngLat {
  if (g.type === 'Point') return g.coordinates
  const pts = pointsOf(g)
  if (g.type === 'LineString') return pts[Math.floor(pts.length / 2)]
  const [w, s, e, n] = boundsOf(pts)!
  return [(w + e) / 2, (s + n) / 2]
}

/** [west, south, east, north] of points; null for none. */
export function boundsOf (points: LngLat[]): [number, number, number, number] | null {
  if (!points.length) return null
  let [w, s] = points[0]
  let [e, n] = points[0]
  for (const [lng, lat] of points) {
    w = Math.min(w, lng); e = Math.max(e, lng); s = Math.min(s, lat); n = Math.max(n, lat)
  }
  return [w, s, e, n]
}

/** The layers to draw: those switched on, in the server's drawing order. */
export const shownLayers = (layers: MapLayer[], on: string[]): MapLayer[] => layers.filter((l) => on.includes(l.key))

/** What the feature list under the map shows: points first (they are what one walks to), then shapes. */
export function listedFeatures (layers: MapLayer[]): Array<MapFeature & { layer: string }> {
  const all = layers.flatMap((l) => l.features.map((f) => ({ ...f, layer: l.title })))
  return [...all.filter((f) => f.geometry.type === 'Point'), ...all.filter((f) => f.geometry.type !== 'Point')]
}

const valid = (lng: number, lat: number): boolean =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90

/** A point typed by hand: the place, or the message that says what is wrong with it. */
export function typedPoint (latText: string, lngText: string): { point: LngLat } | { error: string } {
  const lat = Number(latText.trim())
  const lng = Number(lngText.trim())
  if (!latText.trim() || !lngText.trim()) return { error: '请输入纬度和经度' }
  if (!Number.isFinite(lat) || Math.abs(lat) > 90) return { error: '纬度应在 -90 到 90 之间' }
  if (!Number.isFinite(lng) || Math.abs(lng) > 180) return { error: '经度应在 -180 到 180 之间' }
  return { point: [lng, lat] }
}

/** The point a location page is opened at (?latitude=&longitude=&name=&address=); null without a valid one. */
export function queryPoint (q: Record<string, string | undefined>): ChosenLocation | null {
  if (!q.latitude || !q.longitude) return null
  const latitude = Number(q.latitude)
  const longitude = Number(q.longitude)
  if (!valid(longitude, latitude)) return null
  return { latitude, longitude, name: q.name ?? '', address: q.address ?? '' }
}

/** '32.03650, 118.96900' (lat, lng: how a phone's map shows a point). */
export const formatPoint = (p: { latitude: number, longitude: number }): string =>
  `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`

/** How a place reads: its address when there is one, else its name, else its coordinates. */
export const placeText = (p: { latitude: number, longitude: number, name?: string, address?: string }): string =>
  p.address || p.name || formatPoint(p)

/** A place chosen without a map service: its coordinates name it, and an address when one was found. */
export function pointPlace (point: LngLat, address = ''): ChosenLocation {
  const [longitude, latitude] = point
  return { latitude, longitude, name: address ? '' : `坐标 ${formatPoint({ latitude, longitude })}`, address }
}

/** How sure a fix is, said plainly: a weak fix is told, not hidden. */
export function accuracyText (metres: number | undefined): string {
  if (metres === undefined || !Number.isFinite(metres)) return ''
  const m = Math.round(metres)
  return m > 100 ? `定位精度约 ${m} 米，信号较弱，可手动定位` : `定位精度约 ${m} 米`
}

/** The lines stamped on a casual snap: when, where, who. */
export function stampLines (at: number, place: ChosenLocation | null, who: string): string[] {
  const where = place ? placeText(place) : '未获取到位置'
  return [dayjs(at).format('YYYY-MM-DD HH:mm'), where, place && (place.address || place.name) ? formatPoint(place) : '', who].filter(Boolean)
}

/** Great-circle distance in metres (the server measures a check-in the same way). */
export function metresBetween ([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** '约 60 米' / '约 1.2 公里'. */
export const distanceText = (m: number): string => (m < 1000 ? `约 ${Math.round(m)} 米` : `约 ${(m / 1000).toFixed(1)} 公里`)
