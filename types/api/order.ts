/**
 * GET /api/order/MaterialOrders: the material purchase orders (材料订单) the caller may see, each
 * with what has been received against it, computed by the server from the receipts of material
 * (进场材料) that name the order. Quantities to three decimals; dates epoch ms (China days).
 */

/** none: nothing received yet; partial: some; complete: all of it (or more) */
export type OrderProgress = 'none' | 'partial' | 'complete'

export interface MaterialOrderRow {
  id: string
  orderNo: string
  supplier: string
  materialName: string
  /** the material kind's name (材料类型) */
  materialType: string
  specification: string
  /** the unit's name (吨, 立方米) */
  unit: string
  quantity: number
  received: number
  /** what is still to come: quantity − received, never below 0 */
  outstanding: number
  /** received of quantity, 0-100, one decimal */
  percent: number
  requiredDate: number | null
  contractId: string | null
  contractName: string
  /** the order's own state: executing, closed, cancelled */
  orderState: string
  /** 执行中, 已到齐, 部分到货, 未到货, 已关闭, 已取消 */
  stateText: string
  progress: OrderProgress
  /** executing, past its required date, and not fully received */
  overdue: boolean
  /** China days past the required date, when overdue; 0 otherwise */
  overdueDays: number
  /** the receipts counted, and the date of the latest */
  receipts: number
  lastReceiptDate: number | null
}

export interface MaterialOrderList {
  list: MaterialOrderRow[]
  /** of the list: orders still executing, of them overdue */
  counts: { total: number, executing: number, overdue: number }
}
