/**
 * The sign field (3.5): the value is "data:image/svg+xml;base64,…" (API.md 7, Signatures). The pad
 * records strokes as points and the SVG is built from them, so the same value comes out of the
 * mini-program and H5 without exporting a canvas bitmap.
 */
import { encodeBase64 } from '../base64'

export interface Point {
  x: number
  y: number
}

export type Stroke = Point[]

export const SVG_DATA_URL_PREFIX = 'data:image/svg+xml;base64,'

const num = (n: number): string => String(Math.round(n * 10) / 10)

/** One stroke as path data; a tap (one point) becomes a dot. */
function pathOf (stroke: Stroke): string {
  const [first, ...rest] = stroke
  const start = `M${num(first.x)} ${num(first.y)}`
  if (rest.length === 0) return `${start}l0.1 0`
  return `${start}${rest.map((p) => `L${num(p.x)} ${num(p.y)}`).join('')}`
}

export interface SvgOptions {
  color?: string
  lineWidth?: number
}

export function strokesToSvg (strokes: Stroke[], width: number, height: number, opts: SvgOptions = {}): string {
  const d = strokes.filter((s) => s.length > 0).map(pathOf).join('')
  const w = num(width)
  const h = num(height)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<path d="${d}" fill="none" stroke="${opts.color ?? '#000000'}" stroke-width="${opts.lineWidth ?? 3}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
}

/** The signature's value; '' when nothing was drawn. */
export function signatureDataUrl (strokes: Stroke[], width: number, height: number, opts?: SvgOptions): string {
  if (!strokes.some((s) => s.length > 0)) return ''
  return SVG_DATA_URL_PREFIX + encodeBase64(strokesToSvg(strokes, width, height, opts))
}
