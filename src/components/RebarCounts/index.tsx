/** The rebar counts saved against a material receipt (钢筋计数), on the receipt's detail: its approval's screen. */
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fileUrl } from '@/api/file'
import { listRebarRecords } from '@/api/rebar'
import { timeFormat } from '@/core/format'
import { recordCountText } from '@/core/rebar'
import { previewImages } from '@/platform/media'
import type { RebarRecord } from '../../../types/api/rebar'
import './index.scss'

/** The flow whose records are material receipts. */
export const RECEIPT_FLOW = 'flow_incomingMaterials'

/** Nothing when the receipt has no counts, or the user may not see them. */
export function RebarCounts ({ taskId }: { taskId: string }) {
  const [records, setRecords] = useState<RebarRecord[]>([])
  useEffect(() => {
    let alive = true
    listRebarRecords({ taskId }).then((list) => { if (alive) setRecords(list) }, () => {})
    return () => { alive = false }
  }, [taskId])
  if (!records.length) return null
  return (
    <View className='sf-rebar-counts' aria-label='钢筋计数'>
      <Text className='sf-rebar-counts__title'>钢筋计数</Text>
      {records.map((r) => (
        <View key={r.id} className='sf-rebar-counts__row' onClick={() => previewImages([fileUrl(r.photoUrl)])}>
          <Image className='sf-rebar-counts__thumb' src={fileUrl(r.photoUrl)} mode='aspectFill' lazyLoad />
          <View className='sf-rebar-counts__main'>
            <Text className='sf-rebar-counts__count'>{recordCountText(r)}</Text>
            <Text className='sf-rebar-counts__line'>{r.creatorName} · {timeFormat(r.creatorTime, 'yyyy-mm-dd hh:MM')}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
