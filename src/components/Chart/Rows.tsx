/**
 * The chart's figures as rows of bars with their values (a long series, such as a sensor's 24
 * hours, as its latest, highest and lowest figures): what a reader gets when ECharts cannot be
 * loaded (the mini-program fetches it from a subpackage of its own, on a weak signal that can
 * fail). A tap on a row answers the same point as a tap on the drawn chart.
 */
import { Text, View } from '@tarojs/components'
import type { ChartPoint, ChartProps } from './types'

type Datum = number | { value?: unknown, name?: string } | null
interface Series { type?: string, name?: string, data?: Datum[] }

const valueOf = (d: Datum): number => Number(typeof d === 'object' && d !== null ? d.value : d) || 0
const LONG = 12
const fmt = (n: number): string => (Math.abs(n) >= 100 ? n.toFixed(0) : String(Math.round(n * 100) / 100))

export function ChartRows ({ option, onClick, className }: ChartProps) {
  const o = option as { xAxis?: { data?: string[] } | Array<{ data?: string[] }>, yAxis?: { data?: string[] }, series?: Series | Series[] }
  const series = (Array.isArray(o.series) ? o.series : o.series ? [o.series] : []).filter((s) => Array.isArray(s.data))
  const axis = Array.isArray(o.xAxis) ? o.xAxis[0] : o.xAxis
  const categories = axis?.data ?? o.yAxis?.data ?? []
  const tap = (p: ChartPoint) => onClick?.(p)
  const rows = series.flatMap((s, si) => (s.data ?? []).map((d, di) => ({
    si, di, series: s.name ?? '', name: (typeof d === 'object' && d?.name) || categories[di] || '', value: valueOf(d), raw: typeof d === 'object' && d !== null ? d.value : d
  })))
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.value)))
  const long = series.length === 1 && (series[0].data?.length ?? 0) > LONG && series[0].type === 'line'
  if (long) {
    const values = rows.map((r) => r.value)
    const last = rows[rows.length - 1]
    return (
      <View className={`sf-chart sf-chart--summary ${className ?? ''}`}>
        <Text>最新 {fmt(last.value)}</Text><Text>最高 {fmt(Math.max(...values))}</Text><Text>最低 {fmt(Math.min(...values))}</Text>
      </View>
    )
  }
  return (
    <View className={`sf-chart sf-chart--rows ${className ?? ''}`}>
      {rows.map((r) => (
        <View key={`${r.si}-${r.di}`} className='sf-chart__row' role='button'
          onClick={() => tap({ seriesIndex: r.si, seriesName: r.series, dataIndex: r.di, name: r.name, value: r.raw })}>
          <Text className='sf-chart__label'>{series.length > 1 && r.series ? `${r.name} · ${r.series}` : r.name}</Text>
          <View className='sf-chart__track'><View className='sf-chart__bar' style={{ width: `${Math.round((Math.abs(r.value) / max) * 100)}%` }} /></View>
          <Text className='sf-chart__value'>{fmt(r.value)}</Text>
        </View>
      ))}
    </View>
  )
}
