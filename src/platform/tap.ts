/**
 * Where a tap fell inside an element, in its own px: the tap's viewport point (a MouseEvent's
 * clientX on H5, the touch's clientX in the mini-program) less the element's viewport rectangle.
 */
import Taro from '@tarojs/taro'

interface TapLike {
  clientX?: number
  clientY?: number
  changedTouches?: ArrayLike<{ clientX: number, clientY: number }>
  touches?: ArrayLike<{ clientX: number, clientY: number }>
  detail?: unknown
}

function clientPoint (e: TapLike): { x: number, y: number } | null {
  if (typeof e.clientX === 'number' && typeof e.clientY === 'number') return { x: e.clientX, y: e.clientY }
  const touch = e.changedTouches?.[0] ?? e.touches?.[0]
  if (touch) return { x: touch.clientX, y: touch.clientY }
  return null
}

function rectOf (selector: string): Promise<{ left: number, top: number } | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery().select(selector).boundingClientRect((rect) => {
      const r = Array.isArray(rect) ? rect[0] : rect
      resolve(r ? { left: r.left, top: r.top } : null)
    }).exec()
  })
}

/** The tap's point in the element `selector` names (its px); null when either cannot be read. */
export async function tapPointIn (selector: string, event: unknown): Promise<{ x: number, y: number } | null> {
  const point = clientPoint(event as TapLike)
  if (!point) return null
  const rect = await rectOf(selector)
  return rect ? { x: point.x - rect.left, y: point.y - rect.top } : null
}
