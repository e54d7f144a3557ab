/**
 * /api/map: the project on a map, made of layers (server/src/domains/map/layers.ts), each served
 * within the visibility rule of what it shows. Coordinates are WGS-84 [lng, lat].
 */

export type LngLat = [number, number]

export type MapGeometry =
  | { type: 'Point', coordinates: LngLat }
  | { type: 'LineString', coordinates: LngLat[] }
  | { type: 'Polygon', coordinates: LngLat[][] }

/** Where tapping a feature leads: a page of the app and its query. */
export interface MapLink {
  path: string
  query: Record<string, string>
}

export interface MapFeature {
  id: string
  name: string
  geometry: MapGeometry
  /** a line under the name (a hazard's state, a site's purpose) */
  detail: string
  /** the colour it is drawn in, '#rrggbb' */
  color: string
  link: MapLink | null
}

export interface MapLayer {
  /** 'alignment', 'sections', 'sites', 'hazards', 'keyPoints', ... */
  key: string
  title: string
  features: MapFeature[]
}

export interface MapView {
  /** a tile URL template ({z}/{x}/{y}) when one is configured; '' draws the shapes alone */
  tileUrl: string
  /** the layers the user may see, in drawing order */
  layers: MapLayer[]
}

/** A keyInspections point's check-in: where I am, and how sure the device is. */
export interface CheckInBody {
  latitude: number
  longitude: number
  /** metres */
  accuracy?: number
}

export interface CheckInResult {
  /** the check-in record (a record of the keyInspectionCheckins part) */
  id: string
  /** metres from the point */
  distance: number
  radius: number
}

/** GET /api/map/Geocode/Reverse?lat=&lng=: the address of a point, or why there is none (then the app shows the coordinates). */
export interface GeocodeAnswer {
  address: string | null
  /** why there is no address: 未配置地址解析, a timeout, a provider failure */
  message?: string
}
