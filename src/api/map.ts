/** /api/map: the project on a map and check-ins at key inspection points (types/api/map.ts). */
import type { CheckInBody, CheckInResult, MapView } from '../../types/api/map'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

export async function getMapView (layers?: string[]): Promise<MapView> {
  const res = await request<MapView>({ url: appendQuery('/api/map/View', { layers: layers?.join(',') }), load: false })
  return res.data
}

export async function checkInKeyPoint (id: string, body: CheckInBody & { note?: string, photos?: unknown[] }): Promise<CheckInResult> {
  const res = await request<CheckInResult>({ url: `/api/map/KeyPoints/${encodeURIComponent(id)}/CheckIn`, method: 'POST', data: body })
  return res.data
}
