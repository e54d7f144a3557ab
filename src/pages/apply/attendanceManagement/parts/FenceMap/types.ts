import type { FenceView } from '../../../../../../types/api/attendance'

export interface MapPoint {
  id: string
  longitude: number
  latitude: number
  /** shown when tapped */
  label: string
  /** inside a fence (green) or not (orange) */
  tone: 'in' | 'out' | 'me'
}

export interface FenceMapProps {
  fences: FenceView[]
  points?: MapPoint[]
  /** CSS height, e.g. '420px' */
  height?: string
  /** fit the view to the points only (a month of punches), not to every fence of the project */
  fitPoints?: boolean
  onPointTap?: (id: string) => void
}

/** The points to fit the view to: every fence's outline (circle: its box) and every point. */
export function boundsOf (fences: FenceView[], points: MapPoint[]): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const f of fences) {
    if (f.shape === 'circle' && f.center && f.radiusM) {
      const dLat = f.radiusM / 111_320
      const dLng = dLat / Math.cos((f.center[1] * Math.PI) / 180)
      out.push([f.center[1] - dLat, f.center[0] - dLng], [f.center[1] + dLat, f.center[0] + dLng])
    } else if (f.ring) out.push(...f.ring.map(([lng, lat]) => [lat, lng] as [number, number]))
  }
  for (const p of points) out.push([p.latitude, p.longitude])
  return out
}
