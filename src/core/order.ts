/**
 * 材料订单: how the order list reads (types/api/order.ts; the figures are the server's): which
 * orders a filter keeps, the line about the delivery date, and the tone of an order's state.
 */
import dayjs from 'dayjs'
import type { MaterialOrderRow } from '../../types/api/order'

export type OrderFilter = 'all' | 'open' | 'overdue' | 'complete'

export const ORDER_FILTERS: Array<{ value: OrderFilter, text: string }> = [
  { value: 'all', text: '全部' }, { value: 'open', text: '未到齐' }, { value: 'overdue', text: '逾期' }, { value: 'complete', text: '已到齐' }
]

const executing = (r: MaterialOrderRow) => r.orderState === 'executing'

export function filterOrders (list: MaterialOrderRow[], filter: OrderFilter): MaterialOrderRow[] {
  switch (filter) {
    case 'open': return list.filter((r) => executing(r) && r.progress !== 'complete')
    case 'overdue': return list.filter((r) => r.overdue)
    case 'complete': return list.filter((r) => r.progress === 'complete')
    default: return list
  }
}

const DAY = 86_400_000

/** The delivery date as the site needs it: how late, how long left, or just the date. */
export function dueText (r: MaterialOrderRow, now: number): string {
  if (r.requiredDate === null) return '未定到货日期'
  const date = dayjs(r.requiredDate).format('YYYY-MM-DD')
  if (r.overdue) return `要求 ${date} 到货，已逾期 ${r.overdueDays} 天`
  if (!executing(r) || r.progress === 'complete') return `要求 ${date} 到货`
  const left = Math.round((dayjs(r.requiredDate).startOf('day').valueOf() - dayjs(now).startOf('day').valueOf()) / DAY)
  return left === 0 ? `要求今天（${date}）到货` : `要求 ${date} 到货，还剩 ${left} 天`
}

export type OrderTone = 'bad' | 'ok' | 'info' | 'muted'

export function orderTone (r: MaterialOrderRow): OrderTone {
  if (r.overdue) return 'bad'
  if (!executing(r)) return 'muted'
  return r.progress === 'complete' ? 'ok' : 'info'
}

/** The tag of an order: its state, and 逾期 when it is. */
export const orderTag = (r: MaterialOrderRow): string => (r.overdue ? `${r.stateText}·逾期` : r.stateText)
