import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { BoqItemRow, ProgressFillRow } from '../../../../../types/api/progress'
import { getProgressOverview, listBoqItems, listProgressFills } from '@/api/progress'
import { PageShell } from '@/components/PageShell'
import { FigureCard, FillSheet, ProgressBar } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { money, quantityText } from '@/core/progress'
import { setPageTitle } from '@/platform/nav'

/**
 * 合同段详情: a section's bill (?contractId=) or what hangs under a WBS node (?wbsNodeId=), each
 * item with what is completed of it; the contractor fills an item's completed quantity here.
 */
export default function Page () {
  const { params } = useRouter()
  const contractId = decodeParam(params?.contractId) || undefined
  const wbsNodeId = decodeParam(params?.wbsNodeId) || undefined
  const title = decodeParam(params?.title)
  useEffect(() => { if (title) setPageTitle(title) }, [title])
  const data = useRemote(async () => {
    const [overview, items] = await Promise.all([getProgressOverview(), listBoqItems({ contractId, wbsNodeId })])
    return { overview, items }
  })
  const [filling, setFilling] = useState<BoqItemRow | null>(null)
  const [opened, setOpened] = useState<Record<string, ProgressFillRow[] | undefined>>({})

  const d = data.data
  const section = d && contractId ? d.overview.sections.find((s) => s.contractId === contractId) : undefined
  const toggleFills = async (item: BoqItemRow) => {
    if (opened[item.id]) { setOpened({ ...opened, [item.id]: undefined }); return }
    const fills = await listProgressFills(item.id).catch(() => null)
    if (fills) setOpened((o) => ({ ...o, [item.id]: fills }))
  }
  return (
    <PageShell className='sf-progress-page' loading={data.loading} error={data.error} onRetry={() => { void data.reload() }}
      onRefresh={data.refresh} empty={!!d && d.items.length === 0} emptyText='没有清单子目'>
      {d && (
        <>
          {section && <FigureCard big title={section.contractName} figure={section} sub={`清单 ${section.items} 项 · 已完成 ${section.finished} 项`} />}
          {d.items.map((item) => (
            <View key={item.id} className='sf-boq-item' data-item={item.itemCode}>
              <View className='sf-boq-item__head'>
                <Text className='sf-boq-item__name'>{item.itemName}</Text>
                <Text className='sf-boq-item__code'>{item.itemCode}</Text>
              </View>
              <Text className='sf-boq-item__path'>{item.wbsPath}</Text>
              <ProgressBar percent={item.percent} label={item.itemName} />
              <Text className='sf-boq-item__qty'>
                {`${quantityText(item.doneQuantity)} / ${quantityText(item.quantity)} ${item.unit} · ${money(item.done)} / ${money(item.total)}`}
              </Text>
              <View className='sf-boq-item__actions'>
                <View className='sf-boq-item__action' role='button' onClick={() => { void toggleFills(item) }}>
                  {opened[item.id] ? '收起记录' : '填报记录'}
                </View>
                {d.overview.mayFill && item.doneQuantity < item.quantity && (
                  <View className='sf-boq-item__action sf-boq-item__action--primary' role='button' onClick={() => setFilling(item)}>填报</View>
                )}
              </View>
              {opened[item.id] && (
                <View className='sf-boq-item__fills'>
                  {opened[item.id]!.length === 0 && <Text className='sf-boq-item__fill'>暂无填报记录</Text>}
                  {opened[item.id]!.map((f) => (
                    <Text key={f.id} className='sf-boq-item__fill'>
                      {`${timeFormat(f.fillDate, 'yyyy-mm-dd')}  ${quantityText(f.quantity)}${item.unit}  ${f.creatorName}${f.remark ? `  ${f.remark}` : ''}`}
                    </Text>
                  ))}
                </View>
              )}
            </View>
          ))}
        </>
      )}
      <FillSheet item={filling} onClose={() => setFilling(null)}
        onFilled={() => { const id = filling?.id; setFilling(null); if (id) setOpened((o) => ({ ...o, [id]: undefined })); void data.refresh() }} />
    </PageShell>
  )
}
