/** src/core/order.ts: how the material order list reads. */
import { dueText, filterOrders, orderTag, orderTone } from '@/core/order'
import type { MaterialOrderRow } from '../../../types/api/order'

// the phone's own time zone: dates are its midnights (China midnights on a phone in China)
const NOW = new Date(2026, 2, 10, 10).getTime()
const day = (n: number) => new Date(2026, 2, 10 + n).getTime()

const row = (o: Partial<MaterialOrderRow>): MaterialOrderRow => ({
  id: 'o', orderNo: 'CLDD1', supplier: 's', materialName: 'm', materialType: '钢筋', specification: 'Φ25', unit: '吨',
  quantity: 200, received: 0, outstanding: 200, percent: 0, requiredDate: day(5), contractId: 'c', contractName: '第一合同段',
  orderState: 'executing', stateText: '未到货', progress: 'none', overdue: false, overdueDays: 0, receipts: 0, lastReceiptDate: null, ...o
})

const LATE = row({ id: 'late', progress: 'partial', stateText: '部分到货', overdue: true, overdueDays: 11, requiredDate: day(-11) })
const DONE = row({ id: 'done', progress: 'complete', stateText: '已到齐', received: 200, outstanding: 0, percent: 100 })
const OPEN = row({ id: 'open' })
const CANCELLED = row({ id: 'cancelled', orderState: 'cancelled', stateText: '已取消', requiredDate: day(-3) })
const ALL = [LATE, DONE, OPEN, CANCELLED]

describe('material orders', () => {
  it('keeps what each filter asks for', () => {
    expect(filterOrders(ALL, 'all').map((r) => r.id)).toEqual(['late', 'done', 'open', 'cancelled'])
    expect(filterOrders(ALL, 'open').map((r) => r.id)).toEqual(['late', 'open'])
    expect(filterOrders(ALL, 'overdue').map((r) => r.id)).toEqual(['late'])
    expect(filterOrders(ALL, 'complete').map((r) => r.id)).toEqual(['done'])
  })

  it('says how late an order is, or how long is left', () => {
    expect(dueText(LATE, NOW)).toBe('要求 2026-02-27 到货，已逾期 11 天')
    expect(dueText(OPEN, NOW)).toBe('要求 2026-03-15 到货，还剩 5 天')
    expect(dueText(row({ requiredDate: day(0) }), NOW)).toBe('要求今天（2026-03-10）到货')
    expect(dueText(DONE, NOW)).toBe('要求 2026-03-15 到货')
    expect(dueText(CANCELLED, NOW)).toBe('要求 2026-03-07 到货')
    expect(dueText(row({ requiredDate: null }), NOW)).toBe('未定到货日期')
  })

  it('tones and tags an order by its state', () => {
    expect([LATE, DONE, OPEN, CANCELLED].map(orderTone)).toEqual(['bad', 'ok', 'info', 'muted'])
    expect(orderTag(LATE)).toBe('部分到货·逾期')
    expect(orderTag(CANCELLED)).toBe('已取消')
  })
})
