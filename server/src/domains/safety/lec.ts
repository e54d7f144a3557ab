/**
 * The LEC method (作业条件危险性评价法): D = L × E × C, graded by the bands below into the four
 * colours of risk grading (重大 red, 较大 orange, 一般 yellow, 低 blue). The value tables are the
 * choices of the dangerSource form (catalog dangerList.ts).
 */
export interface Grade {
  key: 'major' | 'large' | 'general' | 'low'
  name: string
  /** what the band of D means, and who controls a source of the grade */
  meaning: string
  controlLevel: string
  /** D above which the grade starts */
  above: number
}

/** From the highest band down. */
export const GRADES: readonly Grade[] = [
  { key: 'major', name: '重大风险', meaning: '极其危险，不能继续作业', controlLevel: '企业级管控', above: 320 },
  { key: 'large', name: '较大风险', meaning: '高度危险，需立即整改', controlLevel: '项目部管控', above: 160 },
  { key: 'general', name: '一般风险', meaning: '显著危险，需要整改', controlLevel: '工区管控', above: 70 },
  { key: 'low', name: '低风险', meaning: '一般危险，需要注意', controlLevel: '班组管控', above: -Infinity },
];

/** D of the three chosen values; null while one is missing or not a number. */
export function riskValue(l: unknown, e: unknown, c: unknown): number | null {
  const values = [l, e, c].map((v) => (v === '' || v === null || v === undefined ? NaN : Number(v)));
  if (values.some((v) => !Number.isFinite(v))) return null;
  // the tables hold one decimal at most: round away the float noise of 0.1 × 6 × 7
  return Math.round(values[0] * values[1] * values[2] * 100) / 100;
}

export const gradeOf = (d: number): Grade => GRADES.find((g) => d > g.above)!;
