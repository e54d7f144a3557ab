import { ledgerQuery, monthLabel, monthOption, percent, sectionOption, shortSection, wan } from '@/core/dashboard'

describe('dashboard figures as shown', () => {
  it('reads amounts in 万元 with two decimals, rates as percentages', () => {
    expect(wan(1_863_524_700)).toBe('186,352.47')
    expect(wan(120_000.5)).toBe('12.00')
    expect(wan(null)).toBe('-')
    expect(percent(0.2253)).toBe('22.5%')
    expect(percent(null)).toBe('-')
  })

  it('labels months, the year on January, and shortens a section to its own part', () => {
    expect(monthLabel('2026-03')).toBe('3月')
    expect(monthLabel('2026-01')).toBe('26年1月')
    expect(shortSection('宁句高速公路改扩建工程第二合同段')).toBe('第二合同段')
    expect(shortSection('试验段')).toBe('试验段')
  })

  it('charts claimed against paid by month and the contract amount against paid by section, in 万元', () => {
    const months = monthOption([{ month: '2026-02', claimed: 420_000.5, paid: 300_000 }])
    expect(months.series.map((s) => s.data)).toEqual([[42.00005], [30]])
    const sections = sectionOption([{ contractId: 'c1', name: '某工程第一合同段', planned: 1_000_000, claimed: 500_000, paid: 250_000, rate: 0.25 }])
    expect(sections.yAxis.data).toEqual(['第一合同段'])
    expect(sections.series.map((s) => s.data)).toEqual([[100], [25]])
  })

  it('opens the ledger on a figure with only what it filters by', () => {
    expect(ledgerQuery({ overdue: true })).toEqual({ state: undefined, level: undefined, overdue: '1', contractId: undefined })
    expect(ledgerQuery({ state: 'rectifying', contractId: 'ct_sg01' })).toEqual({ state: 'rectifying', level: undefined, overdue: undefined, contractId: 'ct_sg01' })
  })
})
