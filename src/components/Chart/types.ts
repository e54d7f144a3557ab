import type { ChartOption } from '@/platform/echartsParts'

export interface ChartPoint {
  seriesIndex: number
  seriesName: string
  dataIndex: number
  /** the category or the slice's name */
  name: string
  value: unknown
}

export interface ChartProps {
  option: ChartOption
  /** px, 220 by default; the width is the container's */
  height?: number
  onClick?: (point: ChartPoint) => void
  className?: string
}
