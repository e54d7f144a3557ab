/**
 * A chart on ECharts, the same on H5 and in the mini-program (src/platform/chart.ts draws it).
 *
 *   <Chart option={{ xAxis: {...}, yAxis: {...}, series: [{ type: 'bar', data }] }}
 *          height={220} onClick={(p) => open(p.dataIndex)} />
 *
 * - `option`: an ECharts option of the registered charts (bar, line, pie: ./echarts.ts); a new
 *   object redraws the chart in full.
 * - `onClick`: a data point was tapped: its series, index, name and value.
 *
 * ECharts is large: import this only from subpackage pages (pages/apply/...), never from the main
 * package, so the mini-program's main package does not carry it.
 */
import { Canvas, View } from '@tarojs/components'
import { useEffect, useMemo, useRef } from 'react'
import { mountChart, type ChartSurface } from '@/platform/chart'
import { isWeapp } from '@/platform/wechat'
import { registerCharts } from './echarts'
import type { ChartProps } from './types'
import './index.scss'

export type { ChartOption } from './echarts'

export type { ChartPoint, ChartProps } from './types'

let chartCount = 0

export function Chart ({ option, height = 220, onClick, className }: ChartProps) {
  const id = useMemo(() => `sf-chart-${++chartCount}`, [])
  const surface = useRef<ChartSurface | null>(null)
  const latest = useRef({ option, onClick })
  latest.current = { option, onClick }

  useEffect(() => {
    let gone = false
    registerCharts()
    void mountChart(id).then((s) => {
      if (!s) return
      if (gone) { s.dispose(); return }
      surface.current = s
      s.chart.on('click', (p) => {
        const params = p as { seriesIndex?: number, seriesName?: string, dataIndex?: number, name?: string, value?: unknown }
        latest.current.onClick?.({
          seriesIndex: params.seriesIndex ?? 0,
          seriesName: params.seriesName ?? '',
          dataIndex: params.dataIndex ?? 0,
          name: params.name ?? '',
          value: params.value
        })
      })
      s.chart.setOption(latest.current.option, true)
    })
    return () => { gone = true; surface.current?.dispose(); surface.current = null }
  }, [id])

  useEffect(() => { surface.current?.chart.setOption(option, true) }, [option])

  const style = { height: `${height}px` }
  const cls = `sf-chart ${className ?? ''}`
  if (isWeapp()) {
    return (
      <Canvas
        type='2d'
        id={id}
        canvasId={id}
        className={cls}
        style={style}
        disableScroll={false}
        onTouchStart={(e) => surface.current?.touch('start', e)}
        onTouchMove={(e) => surface.current?.touch('move', e)}
        onTouchEnd={(e) => surface.current?.touch('end', e)}
      />
    )
  }
  return <View id={id} className={cls} style={style} />
}
