/** How the laboratory's figures read on its screens (the figures themselves are the server's, /api/lab). */

/** A pass rate in percent, or a dash when nothing has been judged. */
export const rateText = (rate: number | null): string => (rate === null ? '—' : `${rate}%`)

export const RATE_COLORS = { none: '#909399', pass: '#19be6b', fail: '#fa3534' } as const

/** Green when every sample passed, red when any failed, grey when none was judged. */
export function rateColor (c: { passed: number, failed: number }): string {
  if (c.passed + c.failed === 0) return RATE_COLORS.none
  return c.failed > 0 ? RATE_COLORS.fail : RATE_COLORS.pass
}

/** Samples taken against those owed: "3/4 组", and what is still owed. */
export function owedText (taken: number, owed: number): { text: string, short: number } {
  return { text: `${taken}/${owed} 组`, short: Math.max(0, owed - taken) }
}

/** Share of the owed samples taken, 0-100, for a bar (over 100 when more were taken than owed: capped). */
export const takenShare = (taken: number, owed: number): number => (owed <= 0 ? 100 : Math.min(100, Math.round((taken / owed) * 100)))

/** A quantity with up to three decimals and its unit: "212.3 吨". */
export const quantityText = (n: number, unit: string): string => `${Number(n.toFixed(3))}${unit ? ` ${unit}` : ''}`

/** '2026-03' → '2026年3月'. */
export function monthText (month: string): string {
  const [y, m] = month.split('-')
  return y && m ? `${y}年${Number(m)}月` : month
}
