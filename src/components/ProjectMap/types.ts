import type { LngLat, MapFeature, MapLayer } from '../../../types/api/map'

export interface MapCanvasProps {
  /** what to draw, bottom layer first */
  layers: MapLayer[]
  /** a tile URL template; '' or absent: the shapes alone */
  tileUrl?: string
  /** a point to mark (the chosen or viewed place): the map centres on it */
  marker?: LngLat | null
  /** a tap on a feature */
  onFeature?: (feature: MapFeature) => void
  /** a tap on the map itself (choosing a point) */
  onPick?: (point: LngLat) => void
  /** CSS height of the map */
  height?: string
}
