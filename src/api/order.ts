/** /api/order: material purchase orders with what was received against them (types/api/order.ts). */
import type { MaterialOrderList } from '../../types/api/order'
import { request } from '@/platform/http'

export async function getMaterialOrders (): Promise<MaterialOrderList> {
  const res = await request<MaterialOrderList>({ url: '/api/order/MaterialOrders', load: false })
  return res.data
}
