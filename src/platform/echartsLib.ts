/**
 * ECharts with the app's parts registered. On H5 it is bundled with the page that draws a chart;
 * the mini-program loads it from a subpackage of its own instead (echartsLib.weapp.ts).
 */
import { init, setPlatformAPI, use } from 'echarts/core'
import { CHART_PARTS } from './echartsParts'

export interface EChartsLib {
  init: typeof init
  use: typeof use
  setPlatformAPI: typeof setPlatformAPI
}

let lib: EChartsLib | null = null

export function loadECharts (): Promise<EChartsLib> {
  if (!lib) {
    use(CHART_PARTS)
    lib = { init, use, setPlatformAPI }
  }
  return Promise.resolve(lib)
}
