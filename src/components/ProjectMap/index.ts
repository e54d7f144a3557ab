export { MapCanvas } from './MapCanvas'
export type { MapCanvasProps } from './types'
export { FeatureList } from './FeatureList'
export { openFeature } from './open'
