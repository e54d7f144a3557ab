/**
 * ECharts in the mini-program. It is about 560 KB: in pages/apply it took that subpackage past
 * WeChat's 2 MB, so it is built on its own (scripts/echarts-weapp.ts) into the packages/charts
 * subpackage and fetched when a chart is first drawn, with require.async (分包异步化, base library
 * 2.11.2+). app.json's resolveAlias names it, so the call does not depend on which output file this
 * code lands in; the relative path is the fallback for where it lands today (pages/apply/sub-vendors.js).
 */
import type { EChartsLib } from './echartsLib'

export type { EChartsLib } from './echartsLib'

/** The name app.json's resolveAlias maps to the subpackage (src/app.config.ts). */
export const CHARTS_ALIAS = 'siteflow-charts/echarts.js'
const RELATIVE = '../../packages/charts/echarts.js'

interface WeappRequire { async?: (path: string) => Promise<unknown> }
// webpack leaves this as the mini-program's own `require` of the output file (not its module loader)
declare const __non_webpack_require__: WeappRequire

let pending: Promise<EChartsLib> | null = null

async function fetchLib (): Promise<EChartsLib> {
  const load = __non_webpack_require__.async
  if (!load) throw new Error('当前微信版本过低，无法加载图表')
  let mod: unknown
  try {
    mod = await load(CHARTS_ALIAS)
  } catch {
    mod = await load(RELATIVE)
  }
  const lib = ((mod as { default?: EChartsLib }).default ?? mod) as EChartsLib
  if (typeof lib?.init !== 'function') throw new Error('图表组件包无效')
  return lib
}

export function loadECharts (): Promise<EChartsLib> {
  if (!pending) pending = fetchLib().catch((e: unknown) => { pending = null; throw e })
  return pending
}
