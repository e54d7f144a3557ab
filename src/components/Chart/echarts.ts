/**
 * The parts of ECharts the app draws with, registered once (a call, not an import for its side
 * effect: a type-only import of this file would register nothing). Only what is listed here is bundled:
 * add a chart type or component here before an option uses it.
 */
import { use } from 'echarts/core'
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import type { ComposeOption } from 'echarts/core'
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption, TitleComponentOption, DatasetComponentOption, MarkLineComponentOption } from 'echarts/components'

let registered = false

/** Registers the charts, components and renderer below with ECharts (once), before a chart starts. */
export function registerCharts (): void {
  if (registered) return
  registered = true
  use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent, CanvasRenderer])
}

/** An option of the charts registered above. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption |
  TooltipComponentOption | TitleComponentOption | DatasetComponentOption | MarkLineComponentOption
>
