/**
 * 人脸识别考勤: a photo taken with the camera is matched on the server against the face enrolled
 * in 人员信息录入; a match is a punch at my position. Sent at once (the answer is the match).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { facePunch, getToday, type PunchView } from '@/api/attendance'
import { uploadFile } from '@/api/file'
import { accuracyText, placementText, punchBody, WEAK_FIX_M } from '@/core/attendance'
import { chooseImages } from '@/platform/media'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { PunchPhoto, PunchRow, useLocated } from './common'
import './attendance.scss'

export function FaceClockScreen () {
  const today = useRemote(getToday)
  const where = useLocated()
  const [last, setLast] = useState<PunchView | null>(null)
  const place = placementText(where.placement)

  const [busy, run] = useSubmit(async () => {
    if (!where.pos) { toast('请先完成定位'); return }
    if (where.offline) { toast('人脸识别需要联网比对，请联网后重试'); return }
    const [taken] = await chooseImages(1, ['camera'])
    if (!taken) return
    const photo = await uploadFile('annexpic', taken)
    const p = await facePunch(punchBody(where.pos, Date.now(), { photo: photo.url }))
    setLast(p)
    toast(`识别成功（相似度 ${Math.round((p.faceSimilarity ?? 0) * 100)}%）`)
    await today.refresh()
  })

  return (
    <View className='sf-att'>
      <PageShell loading={today.loading} error={today.error} onRetry={() => { void today.reload() }}>
        {today.data && !today.data.enrolled && (
          <View className='sf-att__card'>
            <Text className='sf-att__title'>尚未录入人脸</Text>
            <Text className='sf-att__line'>请先由班组负责人在“人员信息录入”中登记您的身份信息和人脸照片，再使用人脸识别打卡。</Text>
          </View>
        )}
        <View className='sf-att__card sf-att__clock'>
          <View className={`sf-att__button ${busy ? 'sf-att__button--busy' : ''}`} role='button' aria-label='刷脸打卡'
            onClick={() => { if (today.data?.enrolled) void run(); else toast('请先录入人脸') }}>
            <Text className='sf-att__button-word'>{busy ? '识别中…' : '刷脸打卡'}</Text>
          </View>
          <Text className={`sf-att__place ${place.inside ? 'sf-att__ok' : 'sf-att__warn'}`}>{where.error || (where.pos ? place.text : '正在获取位置…')}</Text>
          {where.pos && <Text className={where.pos.accuracy > WEAK_FIX_M ? 'sf-att__warn' : 'sf-att__line'}>{accuracyText(where.pos.accuracy)}</Text>}
          <View className='sf-att__relocate' role='button' onClick={() => { void where.locate() }}>重新定位</View>
        </View>
        {last && (
          <View className='sf-att__card' aria-label='识别结果'>
            <Text className='sf-att__title'>{`识别通过，相似度 ${Math.round((last.faceSimilarity ?? 0) * 100)}%`}</Text>
            <PunchPhoto url={last.photo} />
          </View>
        )}
        <View className='sf-att__card'>
          <Text className='sf-att__title'>今日打卡</Text>
          {(today.data?.punches ?? []).length === 0 && <Text className='sf-att__line'>今天还没有打卡</Text>}
          {[...(today.data?.punches ?? [])].reverse().map((p) => <PunchRow key={p.id} p={p} />)}
        </View>
      </PageShell>
    </View>
  )
}
