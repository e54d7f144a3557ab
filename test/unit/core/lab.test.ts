import { monthText, owedText, quantityText, rateColor, RATE_COLORS, rateText, takenShare } from '@/core/lab'

describe('laboratory figures as they read', () => {
  it('writes a pass rate, and a dash when nothing was judged', () => {
    expect(rateText(83.3)).toBe('83.3%')
    expect(rateText(null)).toBe('—')
  })
  it('colours a pass rate by whether any sample failed', () => {
    expect(rateColor({ passed: 0, failed: 0 })).toBe(RATE_COLORS.none)
    expect(rateColor({ passed: 3, failed: 1 })).toBe(RATE_COLORS.fail)
    expect(rateColor({ passed: 3, failed: 0 })).toBe(RATE_COLORS.pass)
  })
  it('counts what is still owed, never below nothing', () => {
    expect(owedText(1, 3)).toEqual({ text: '1/3 组', short: 2 })
    expect(owedText(4, 3)).toEqual({ text: '4/3 组', short: 0 })
    expect(takenShare(1, 3)).toBe(33)
    expect(takenShare(5, 3)).toBe(100)
    expect(takenShare(0, 0)).toBe(100)
  })
  it('writes quantities and months', () => {
    expect(quantityText(212.30000000001, '吨')).toBe('212.3 吨')
    expect(quantityText(820, '')).toBe('820')
    expect(monthText('2026-03')).toBe('2026年3月')
  })
})
