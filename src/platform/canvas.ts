/**
 * The drawing surface of the signature pad: Taro's canvas context (the same call on weapp and H5). The
 * signature's value is built from the recorded points (core/form/signature.ts), so nothing here
 * exports the bitmap.
 */
import Taro from '@tarojs/taro'
import type { Point } from '@/core/form'

export interface Pen {
  segment: (from: Point, to: Point) => void
  clear: (width: number, height: number) => void
}

export function createPen (canvasId: string, scope: unknown, color: string, lineWidth: number): Pen {
  const ctx = Taro.createCanvasContext(canvasId, scope as never)
  let warned = false
  // Taro's H5 canvas sometimes rejects a draw it has mostly done ("reading 'apply'"): the stroke is
  // kept in the recorded points anyway, so the pad goes on; the first failure is reported
  const draw = (reserve: boolean) => {
    void Promise.resolve(ctx.draw(reserve) as unknown).catch((err: { errMsg?: string } | undefined) => {
      if (!warned) console.warn('[sign] canvas draw failed', err?.errMsg ?? err)
      warned = true
    })
  }
  return {
    segment (from, to) {
      ctx.setStrokeStyle(color)
      ctx.setLineWidth(lineWidth)
      ctx.setLineCap('round')
      ctx.setLineJoin('round')
      ctx.beginPath()
      ctx.moveTo(from.x, from.y)
      ctx.lineTo(to.x, to.y)
      ctx.stroke()
      // true: keep what is drawn and add the segment
      draw(true)
    },
    clear (width, height) {
      ctx.clearRect(0, 0, width, height)
      draw(false)
    }
  }
}

/** Width of the pad: the window less the sheet's margins (a sensible size when unknown). */
export function padWidth (): number {
  try {
    const width = Taro.getWindowInfo?.()?.windowWidth ?? Taro.getSystemInfoSync().windowWidth
    return Math.max(200, Math.round((width || 375) - 32))
  } catch {
    return 343
  }
}
