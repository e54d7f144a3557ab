/**
 * Rebar counting's rules on the screen: the marks the server found, corrected by taps (a tap on a
 * mark removes it, a tap elsewhere on the photo adds one of the bundle's typical size), and the
 * scale between the photo's pixels and the view's. Marks stay in the photo's pixels throughout.
 */
import type { RebarMark, RebarRecord } from '../../types/api/rebar'

export type { RebarMark }

/** The zoom steps offered: enough to tap single bars of a dense bundle on a 375 px screen. */
export const ZOOMS = [1, 2, 3] as const

/** A tap this many view px outside a mark's circle still hits it (a finger is wider than a small bar). */
export const TAP_SLOP_PX = 6

/** The bundle's typical bar radius (the median); for a photo without marks, a thirtieth of its short side. */
export function typicalRadius (marks: readonly RebarMark[], width: number, height: number): number {
  if (!marks.length) return Math.max(4, Math.round(Math.min(width, height) / 30))
  const radii = marks.map((m) => m.r).sort((a, b) => a - b)
  return radii[Math.floor(radii.length / 2)]
}

/** The mark under a point of the photo, the nearest when circles touch; -1 when none. */
export function markAt (marks: readonly RebarMark[], x: number, y: number, slop: number): number {
  let best = -1
  let bestDistance = Infinity
  marks.forEach((m, i) => {
    const d = Math.hypot(m.x - x, m.y - y)
    if (d <= m.r + slop && d < bestDistance) {
      best = i
      bestDistance = d
    }
  })
  return best
}

/** The marks after a tap at a point of the photo (its pixels): the mark there removed, else one added. */
export function tapMarks (marks: readonly RebarMark[], x: number, y: number, photo: { width: number, height: number, slop: number }): RebarMark[] {
  if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) return [...marks]
  const hit = markAt(marks, x, y, photo.slop)
  if (hit >= 0) return marks.filter((_, i) => i !== hit)
  return [...marks, { x: Math.round(x), y: Math.round(y), r: typicalRadius(marks, photo.width, photo.height) }]
}

/** View px per photo px when the photo fills `viewWidth` at `zoom`. */
export const viewScale = (photoWidth: number, viewWidth: number, zoom: number): number =>
  photoWidth > 0 ? (viewWidth * zoom) / photoWidth : 1

/** What the edits changed, for the line under the count. */
export function editText (machine: number, marks: readonly RebarMark[], original: readonly RebarMark[]): string {
  const kept = new Set(original.map((m) => `${m.x},${m.y}`))
  const added = marks.filter((m) => !kept.has(`${m.x},${m.y}`)).length
  const removed = original.length - (marks.length - added)
  if (!added && !removed) return `自动识别 ${machine} 根`
  return `自动识别 ${machine} 根，手动${removed ? `删除 ${removed} 根` : ''}${removed && added ? '、' : ''}${added ? `添加 ${added} 根` : ''}`
}

/** A saved count's line in a list: its count, and the machine's when the user changed it. */
export function recordCountText (r: Pick<RebarRecord, 'count' | 'machineCount'>): string {
  return r.count === r.machineCount ? `${r.count} 根` : `${r.count} 根（识别 ${r.machineCount} 根）`
}
