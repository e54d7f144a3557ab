/**
 * 材料订单: the purchase orders of material with what has been received against each (the
 * server sums the receipts of 进场材料 that name the order), the balance still to come, and the
 * overdue ones first. An order opens its record; 新增 opens the order form (catalog module order,
 * part materialOrder).
 */
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { MaterialOrderRow } from '../../../../types/api/order'
import { getMaterialOrders } from '@/api/order'
import { decodeParam } from '@/core/entry'
import { quantityText } from '@/core/lab'
import { dueText, filterOrders, ORDER_FILTERS, orderTag, orderTone, type OrderFilter } from '@/core/order'
import { hasBtnP } from '@/core/permission'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { openModuleDetail, openModuleForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { ProgressBar } from '@/components/Progress/ProgressBar'
import { useRemote } from '@/components/useRemote'
import '@/components/Progress/index.scss'
import './index.scss'

const MODEL_ID = 'module_materialOrder'

export default function Page () {
  const { params } = useRouter()
  const menuId = decodeParam(params?.menuId) || 'menu_order'
  const fullName = decodeParam(params?.fullName) || '材料订单'
  const permissions = useSession((s) => s.permissionList)
  const orders = useRemote(getMaterialOrders)
  const [filter, setFilter] = useState<OrderFilter>('all')
  useDidShow(() => { if (orders.data) void orders.refresh() })
  const list = filterOrders(orders.data?.list ?? [], filter)
  const counts = orders.data?.counts
  const query = { modelId: MODEL_ID, menuId, fullName }
  return (
    <View className='sf-order'>
      <PageShell loading={orders.loading} error={orders.error} onRetry={() => { void orders.reload() }} onRefresh={orders.refresh}>
        {counts && (
          <View className='sf-order__counts' aria-label='订单概况'>
            <Text>{`共 ${counts.total} 单`}</Text>
            <Text>{`未到齐 ${counts.executing} 单`}</Text>
            <Text className={counts.overdue > 0 ? 'sf-order__bad' : ''}>{`逾期 ${counts.overdue} 单`}</Text>
          </View>
        )}
        <ChoiceChips label='订单筛选' options={ORDER_FILTERS} value={filter} onChange={setFilter} className='sf-order__filters' />
        {orders.data && list.length === 0 && <View className='sf-order__empty'>{filter === 'all' ? '暂无材料订单' : '没有符合条件的订单'}</View>}
        {list.map((r) => <OrderCard key={r.id} r={r} onOpen={() => { void openModuleDetail({ ...query, id: r.id }) }} />)}
      </PageShell>
      {hasBtnP(permissions, menuId, 'add') && (
        <View className='sf-order__bar'>
          <Button type='primary' block onClick={() => { void openModuleForm(query) }}>新增订单</Button>
        </View>
      )}
    </View>
  )
}

function OrderCard ({ r, onOpen }: { r: MaterialOrderRow, onOpen: () => void }) {
  return (
    <View className='sf-order__card' role='group' aria-label={`${r.materialName} ${r.specification} 未到 ${quantityText(r.outstanding, r.unit)}`} onClick={onOpen}>
      <View className='sf-order__head'>
        <Text className='sf-order__name'>{`${r.materialName} ${r.specification}`}</Text>
        <Text className={`sf-order__tag sf-order__tag--${orderTone(r)}`}>{orderTag(r)}</Text>
      </View>
      <Text className='sf-order__sub'>{`${r.orderNo}　${r.supplier}`}</Text>
      <Text className='sf-order__sub'>{r.contractName}</Text>
      <ProgressBar percent={r.percent} label={`${r.orderNo} 到货进度`} />
      <View className='sf-order__figures'>
        <Text>{`订购 ${quantityText(r.quantity, r.unit)}`}</Text>
        <Text>{`已到 ${quantityText(r.received, r.unit)}（${r.receipts} 批）`}</Text>
        <Text className={r.outstanding > 0 && r.orderState === 'executing' ? 'sf-order__strong' : ''} aria-label='未到数量'>{`未到 ${quantityText(r.outstanding, r.unit)}`}</Text>
      </View>
      <Text className={`sf-order__due ${r.overdue ? 'sf-order__bad' : ''}`}>{dueText(r, Date.now())}</Text>
    </View>
  )
}
