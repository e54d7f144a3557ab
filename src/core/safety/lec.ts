/**
 * The LEC method as the hazard-source form shows it while L, E and C are chosen: D = L × E × C and
 * its grade. The server grades the same way (server/src/domains/safety/lec.ts): the app and the
 * server share types only, so the four bands are written on each side.
 */
export interface Grade {
  key: 'major' | 'large' | 'general' | 'low'
  name: string
  meaning: string
  controlLevel: string
  /** D above which the grade starts */
  above: number
  color: string
}

/** From the highest band down (四色分级: 红 橙 黄 蓝). */
export const GRADES: readonly Grade[] = [
  { key: 'major', name: '重大风险', meaning: '极其危险，不能继续作业', controlLevel: '企业级管控', above: 320, color: '#fa3534' },
  { key: 'large', name: '较大风险', meaning: '高度危险，需立即整改', controlLevel: '项目部管控', above: 160, color: '#ff7a00' },
  { key: 'general', name: '一般风险', meaning: '显著危险，需要整改', controlLevel: '工区管控', above: 70, color: '#d4a600' },
  { key: 'low', name: '低风险', meaning: '一般危险，需要注意', controlLevel: '班组管控', above: -Infinity, color: '#2979ff' }
]

/** D of the three chosen values; null while one is missing or not a number. */
export function riskValue (l: unknown, e: unknown, c: unknown): number | null {
  const values = [l, e, c].map((v) => (v === '' || v === null || v === undefined ? NaN : Number(v)))
  if (values.some((v) => !Number.isFinite(v))) return null
  return Math.round(values[0] * values[1] * values[2] * 100) / 100
}

export const gradeOf = (d: number): Grade => GRADES.find((g) => d > g.above)!

export const gradeByKey = (key: string): Grade | undefined => GRADES.find((g) => g.key === key)

/** The band of D a grade covers, as the method's table writes it. */
export function bandText (g: Grade): string {
  const i = GRADES.indexOf(g)
  if (i === 0) return `D > ${g.above}`
  if (g.above === -Infinity) return `D ≤ ${GRADES[i - 1].above}`
  return `${g.above} < D ≤ ${GRADES[i - 1].above}`
}
