/**
 * The drawing surface of the pad: Taro's canvas context (the same call on weapp and H5). The
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
      ctx.draw(true)
    },
    clear (width, height) {
      ctx.clearRect(0, 0, width, height)
      ctx.draw()
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
