/**
 * Where ECharts draws: a DOM element on H5, a Taro `<Canvas type="2d">` node in the mini-program.
 *
 * The mini-program has no DOM: ECharts gets a canvas-like wrapper around the 2d canvas node
 * (zrender takes an object without `nodeName` as a single canvas to draw on), text is measured on
 * an offscreen canvas (setPlatformAPI), and touches are passed to zrender's handler by hand, as
 * the DOM would do on H5.
 */
import Taro from '@tarojs/taro'
import type { EChartsType } from 'echarts/core'
import { loadECharts, type EChartsLib } from './echartsLib'
import { isWeapp } from './wechat'

export interface ChartSurface {
  chart: EChartsType
  /** Mini-program touches on the canvas (H5 gets them from the DOM). */
  touch: (phase: 'start' | 'move' | 'end', e: unknown) => void
  resize: () => void
  dispose: () => void
}

interface CanvasNode {
  width: number
  height: number
  getContext: (type: '2d') => unknown
}

interface TouchPoint { x?: number, y?: number }

/** What zrender needs of a canvas element, over the mini-program's 2d canvas node. */
class MiniCanvas {
  style: Record<string, string> = {}
  constructor (private readonly node: CanvasNode) {}
  getContext (type: string) { return type === '2d' ? this.node.getContext('2d') : null }
  get width () { return this.node.width }
  set width (w: number) { this.node.width = w }
  get height () { return this.node.height }
  set height (h: number) { this.node.height = h }
  addEventListener () {}
  removeEventListener () {}
  attachEvent () {}
  detachEvent () {}
}

let offscreenSet = false

function pixelRatio (): number {
  try {
    return Taro.getWindowInfo?.()?.pixelRatio ?? Taro.getSystemInfoSync().pixelRatio ?? 2
  } catch {
    return 2
  }
}

const noop = () => {}

function zrEvent (p: TouchPoint) {
  return { zrX: p.x ?? 0, zrY: p.y ?? 0, preventDefault: noop, stopImmediatePropagation: noop, stopPropagation: noop }
}

function mountMini (echarts: EChartsLib, id: string, scope: unknown): Promise<ChartSurface | null> {
  return new Promise((resolve) => {
    const query = Taro.createSelectorQuery()
    const scoped = scope ? query.in(scope as never) : query
    scoped.select(`#${id}`).fields({ node: true, size: true }, () => {}).exec((res: Array<{ node?: CanvasNode, width?: number, height?: number } | null>) => {
      const found = res?.[0]
      if (!found?.node) { resolve(null); return }
      if (!offscreenSet) {
        offscreenSet = true
        const createOffscreen = (Taro as unknown as { createOffscreenCanvas?: (o: object) => unknown }).createOffscreenCanvas
        if (createOffscreen) echarts.setPlatformAPI({ createCanvas: () => createOffscreen({ type: '2d', width: 1, height: 1 }) as HTMLCanvasElement })
      }
      const width = found.width ?? 300
      const height = found.height ?? 200
      const chart = echarts.init(new MiniCanvas(found.node) as unknown as HTMLElement, undefined, { width, height, devicePixelRatio: pixelRatio() })
      const handler = (chart.getZr() as unknown as { handler: { dispatch: (name: string, e: object) => void } }).handler
      let last: TouchPoint = {}
      resolve({
        chart,
        touch (phase, raw) {
          const e = raw as { touches?: TouchPoint[], changedTouches?: TouchPoint[] }
          const p = (phase === 'end' ? e.changedTouches?.[0] : e.touches?.[0]) ?? last
          last = p
          if (phase === 'start') {
            handler.dispatch('mousedown', zrEvent(p))
            handler.dispatch('mousemove', zrEvent(p))
          } else if (phase === 'move') {
            handler.dispatch('mousemove', zrEvent(p))
          } else {
            handler.dispatch('mouseup', zrEvent(p))
            handler.dispatch('click', zrEvent(p))
          }
        },
        resize: noop,
        dispose: () => chart.dispose()
      })
    })
  })
}

function mountH5 (echarts: EChartsLib, id: string): Promise<ChartSurface | null> {
  const el = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!el) return Promise.resolve(null)
  const chart = echarts.init(el, undefined, { renderer: 'canvas' })
  const resize = () => chart.resize()
  window.addEventListener('resize', resize)
  return Promise.resolve({
    chart,
    touch: noop,
    resize,
    dispose: () => { window.removeEventListener('resize', resize); chart.dispose() }
  })
}

/**
 * Starts a chart on the element (H5) or the 2d canvas (mini-program) of the given id, once it
 * is on the page. Resolves null when the element is not there (the page left meanwhile); rejects
 * when ECharts cannot be loaded (the mini-program fetches it from its own subpackage).
 */
export function mountChart (id: string, scope?: unknown): Promise<ChartSurface | null> {
  return loadECharts().then((echarts) => new Promise((resolve) => {
    Taro.nextTick(() => {
      void (isWeapp() ? mountMini(echarts, id, scope) : mountH5(echarts, id)).then(resolve, () => resolve(null))
    })
  }))
}
