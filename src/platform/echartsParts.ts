/**
 * The parts of ECharts the app draws with. Only what is listed here is bundled (H5: with the page
 * that draws a chart; mini-program: in the packages/charts subpackage, scripts/echarts-weapp.ts):
 * add a chart type or component here before an option uses it.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import type { ComposeOption } from 'echarts/core'
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption, TitleComponentOption, DatasetComponentOption, MarkLineComponentOption } from 'echarts/components'

export const CHART_PARTS = [BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent, CanvasRenderer]

/** An option of the charts registered above. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption |
  TooltipComponentOption | TitleComponentOption | DatasetComponentOption | MarkLineComponentOption
>
