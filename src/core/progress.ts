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

/** The bill's units as the measureUnit dictionary spells them (the daily report's 单位). */
const UNIT_CODES: Record<string, string> = { 'm³': 'm3', 'm²': 'm2', m: 'm', km: 'km', t: 't', kg: 'kg', 片: 'panel', 个: 'each', 根: 'piece', 套: 'set' }

export interface DayRecordsLike {
  date: number
  fills?: Array<{ itemCode: string, itemName: string, unit: string, quantity: number, wbsPath: string, contractId: string }>
  inspections?: Array<{ checklistName: string, wbsPart: string, failed: number }>
  materials?: Array<{ materialName: string, specification: string, quantity: number | null, unitName: string }>
  hazards?: Array<{ title: string, wbsPart: string }>
}

/** Whether the day recorded anything to take over. */
export const dayHasRecords = (d: DayRecordsLike): boolean =>
  [d.fills, d.inspections, d.materials, d.hazards].some((list) => (list?.length ?? 0) > 0)

const WBS_PART_MAX = 200

/**
 * The daily report's fields from what the day recorded: the day, the section and the parts the
 * progress was filled on, the quantity when every fill is of one unit, and the rest as the remark.
 */
export function dailyReportPreset (d: DayRecordsLike, contractId: string): Record<string, unknown> {
  const fills = d.fills ?? []
  const preset: Record<string, unknown> = { reportDate: d.date }
  const section = fills[0]?.contractId || contractId
  if (section) preset.contractName = section
  const parts = [...new Set(fills.map((f) => f.wbsPath).filter(Boolean))]
  if (parts.length) {
    const joined = parts.join('；')
    preset.wbsPart = joined.length > WBS_PART_MAX ? `${joined.slice(0, WBS_PART_MAX - 1)}…` : joined
  }
  const units = new Set(fills.map((f) => f.unit))
  if (fills.length && units.size === 1 && UNIT_CODES[fills[0].unit]) {
    preset.todayQuantity = Math.round(fills.reduce((a, f) => a + f.quantity, 0) * 100) / 100
    preset.unit = UNIT_CODES[fills[0].unit]
  }
  const lines: string[] = []
  if (fills.length) lines.push(`完成：${fills.map((f) => `${f.itemName} ${quantityText(f.quantity)}${f.unit}`).join('，')}`)
  for (const i of d.inspections ?? []) lines.push(`检查：${i.checklistName}（${i.wbsPart}）${i.failed ? `${i.failed} 项不合格` : '全部合格'}`)
  if (d.materials?.length) lines.push(`材料进场：${d.materials.map((m) => `${m.materialName}${m.specification ? ` ${m.specification}` : ''}${m.quantity !== null ? ` ${quantityText(m.quantity)}${m.unitName}` : ''}`).join('，')}`)
  if (d.hazards?.length) lines.push(`隐患：${d.hazards.map((h) => h.title).join('，')}`)
  if (lines.length) preset.remark = lines.join('\n')
  return preset
}

const CN = 8 * 3_600_000
const DAY = 86_400_000
/** The China date of an epoch ms, as mm-dd. */
const mmdd = (ms: number): string => { const d = new Date(ms + CN); return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}` }

/** 本周 / 上周 / 下周 or the week's dates: what the week navigator says of the week starting `weekStart`. */
export function weekTitle (weekStart: number, now: number): string {
  const range = `${mmdd(weekStart)} ~ ${mmdd(weekStart + 6 * DAY)}`
  const diff = Math.round((weekStart - now) / (7 * DAY))
  const ahead = weekStart + 7 * DAY <= now ? (now - weekStart < 14 * DAY ? '上周' : '') : weekStart > now ? (diff <= 1 ? '下周' : '') : '本周'
  return ahead ? `${ahead} ${range}` : range
}
