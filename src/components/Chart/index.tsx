/**
 * A chart on ECharts, the same on H5 and in the mini-program (src/platform/chart.ts draws it).
 *
 *   <Chart option={{ xAxis: {...}, yAxis: {...}, series: [{ type: 'bar', data }] }}
 *          height={220} onClick={(p) => open(p.dataIndex)} />
 *
 * - `option`: an ECharts option of the registered parts (bar, line, pie:
 *   src/platform/echartsParts.ts); a new object redraws the chart in full.
 * - `onClick`: a data point was tapped: its series, index, name and value.
 *
 * ECharts is large: on H5 it comes with the page that imports this (import it only from
 * subpackage pages); the mini-program fetches it from its own subpackage when the first chart is
 * drawn (src/platform/echartsLib.weapp.ts). Until then the chart says it is loading; if it cannot
 * be fetched, the same figures are shown as rows (./Rows.tsx).
 */
import { Text, View } from '@tarojs/components'
import { Canvas } from '@/components/tags/canvas'
import { useEffect, useMemo, useRef, useState } from 'react'
import { mountChart, type ChartSurface } from '@/platform/chart'
import { isWeapp } from '@/platform/wechat'
import { ChartRows } from './Rows'
import type { ChartProps } from './types'
import './index.scss'

export type { ChartOption } from '@/platform/echartsParts'

export type { ChartPoint, ChartProps } from './types'

let chartCount = 0

type State = 'loading' | 'drawn' | 'failed'

export function Chart ({ option, height = 220, onClick, className }: ChartProps) {
  const id = useMemo(() => `sf-chart-${++chartCount}`, [])
  const surface = useRef<ChartSurface | null>(null)
  const latest = useRef({ option, onClick })
  latest.current = { option, onClick }
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    let gone = false
    mountChart(id).then((s) => {
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
      setState('drawn')
    }, () => { if (!gone) setState('failed') })
    return () => { gone = true; surface.current?.dispose(); surface.current = null }
  }, [id])

  useEffect(() => { surface.current?.chart.setOption(option, true) }, [option])

  if (state === 'failed') return <ChartRows option={option} onClick={onClick} className={className} />

  const style = { height: `${height}px` }
  const cls = `sf-chart ${className ?? ''}`
  const loading = state === 'loading' ? <Text className='sf-chart__loading'>图表加载中…</Text> : null
  if (isWeapp()) {
    return (
      <View className='sf-chart__box' style={style}>
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
        {loading}
      </View>
    )
  }
  return (
    <View className='sf-chart__box' style={style}>
      <View id={id} className={cls} style={style} />
      {loading}
    </View>
  )
}
