/**
 * The parts of ECharts the app draws with, registered once. Only what is listed here is bundled:
 * add a chart type or component here before an option uses it.
 */
import { use } from 'echarts/core'
import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import type { ComposeOption } from 'echarts/core'
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption, TitleComponentOption, DatasetComponentOption, MarkLineComponentOption } from 'echarts/components'

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, TitleComponent, DatasetComponent, MarkLineComponent, CanvasRenderer])

/** An option of the charts registered above. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption |
  TooltipComponentOption | TitleComponentOption | DatasetComponentOption | MarkLineComponentOption
>
