import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { getConsumeBalance } from '@/api/lab'
import { FigureRow, SectionTitle } from '@/components/Lab'
import { ModuleList } from '@/components/ListEngine'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { quantityText } from '@/core/lab'

/**
 * 材料消耗: each material received against what was used of it (the balance on site), above the
 * consumption records, which add on their own route (addConsume).
 */
export default function Page () {
  const { params } = useRouter()
  const balance = useRemote(getConsumeBalance)
  useDidShow(() => { if (balance.data) void balance.refresh() })
  const rows = balance.data ?? []
  return (
    <View className='sf-lab-page'>
      <SectionTitle title='材料结存' />
      {balance.error && <View className='sf-lab-panel'><Text className='sf-lab-panel__note'>{balance.error}</Text></View>}
      {balance.data && rows.length === 0 && <View className='sf-lab-panel'><Text className='sf-lab-panel__note'>暂无进场材料</Text></View>}
      {rows.map((r) => (
        <View key={`${r.materialName}|${r.specification}|${r.unit}`} className='sf-lab-card' role='group' aria-label={`${r.materialName} ${r.specification} 结存 ${quantityText(r.balance, r.unit)}`}>
          <View className='sf-lab-card__head'>
            <Text className='sf-lab-card__name'>{r.materialName}</Text>
            <Text className='sf-lab-card__rate'>{quantityText(r.balance, r.unit)}</Text>
          </View>
          <Text className='sf-lab-card__sub'>{`${r.specification}　进场 ${r.batches} 批`}</Text>
          <FigureRow label='进场 / 消耗'>{`${quantityText(r.received, r.unit)} / ${quantityText(r.used, r.unit)}`}</FigureRow>
        </View>
      ))}
      <SectionTitle title='消耗记录' />
      <ModuleList module='consumeRecord' menuId={decodeParam(params?.menuId)} fullName={decodeParam(params?.fullName)} formPage='pages/apply/addConsume/index' />
    </View>
  )
}
