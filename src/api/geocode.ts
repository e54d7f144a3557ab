/**
 * GET /api/map/Geocode/Reverse (types/api/map.ts). A module of its own: in the mini-program only
 * subpackage screens ask it (the main package's location pages leave places to WeChat's own
 * chooser and viewer, useAddress.weapp.ts), so the main package does not carry it.
 */
import type { GeocodeAnswer } from '../../types/api/map'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

/** The address of a point, when the server has a geocoder. Never rejects and never toasts: without an address the place is shown by its coordinates. */
export function reverseGeocode (latitude: number, longitude: number): Promise<GeocodeAnswer> {
  return request<GeocodeAnswer>({ url: appendQuery('/api/map/Geocode/Reverse', { lat: latitude, lng: longitude }), load: false, toast: false })
    .then((res) => res.data ?? { address: null }, (err: { message?: string }) => ({ address: null, message: err?.message || '地址解析失败' }))
}
