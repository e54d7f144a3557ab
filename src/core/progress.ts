/**
 * How the progress screens show the server's figures (types/api/progress.ts), and what a fill
 * must hold before it is sent (the server checks the same and has the last word).
 */

/** An amount in 元 as site staff read it: 亿 and 万. */
export function money (yuan: number): string {
  const abs = Math.abs(yuan)
  if (abs >= 1e8) return `${(yuan / 1e8).toFixed(2)}亿元`
  if (abs >= 1e4) return `${(yuan / 1e4).toFixed(2)}万元`
  return `${Math.round(yuan * 100) / 100}元`
}

export const percentText = (percent: number): string => `${(Math.round(percent * 100) / 100).toFixed(2)}%`

/** The filled share of a bar: 0-100, a started item at least a sliver so it shows. */
export function barWidth (percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0
  return Math.min(100, Math.max(1, percent))
}

/** A quantity with at most three decimals, without trailing zeros. */
export const quantityText = (n: number): string => String(Math.round(n * 1000) / 1000)

export interface FillInput { quantity: string, date: number | null }

/** What is wrong with a fill before sending it ('' when nothing), for an item with `left` still to do. */
export function fillError (input: FillInput, left: number, unit: string, now: number): string {
  const text = input.quantity.trim()
  if (!text) return '请填写完成数量'
  const n = Number(text)
  if (!Number.isFinite(n)) return '完成数量必须是数字'
  if (n <= 0) return '完成数量必须大于 0'
  if (n > left + 1e-9) return `本次最多还可填 ${quantityText(left)}${unit}`
  if (input.date === null) return '请选择完成日期'
  if (input.date > now) return '完成日期不能晚于今天'
  return ''
}
