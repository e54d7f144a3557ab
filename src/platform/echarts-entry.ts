/**
 * The entry of the mini-program's ECharts bundle (scripts/echarts-weapp.ts builds it into the
 * packages/charts subpackage; echartsLib.weapp.ts loads it). Not imported by the app itself.
 */
import { init, setPlatformAPI, use } from 'echarts/core'
import { CHART_PARTS } from './echartsParts'

use(CHART_PARTS)

export { init, setPlatformAPI, use }
