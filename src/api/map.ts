/** /api/map: the project on a map and check-ins at key inspection points (types/api/map.ts). */
import type { CheckInBody, CheckInResult, GeocodeAnswer, MapView } from '../../types/api/map'
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

/**
 * The address of a point, when the server has a geocoder (GET /api/map/Geocode/Reverse). Never
 * rejects and never toasts: without an address the place is shown by its coordinates.
 */
export async function reverseGeocode (latitude: number, longitude: number): Promise<GeocodeAnswer> {
  try {
    const res = await request<GeocodeAnswer>({ url: appendQuery('/api/map/Geocode/Reverse', { lat: latitude, lng: longitude }), load: false, toast: false })
    return res.data ?? { address: null }
  } catch (err) {
    return { address: null, message: (err as { message?: string })?.message || '地址解析失败' }
  }
}
