/**
 * 外勤打卡: a punch outside the fence on site business. The photo is taken with the camera (never
 * the album), stamped with the time and place, and a manager checks it before it counts.
 */
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PUNCH_URL, type PunchView } from '@/api/attendance'
import { fileUrl, uploadFile } from '@/api/file'
import { accuracyText, placementText, punchBody, stampLines, WEAK_FIX_M } from '@/core/attendance'
import { chooseImages } from '@/platform/media'
import { nav } from '@/platform/nav'
import { stampPhoto } from '@/platform/stamp'
import { toast } from '@/platform/ui'
import { OutboxBanner } from '@/components/OutboxBanner'
import { useSubmit } from '@/components/useSubmit'
import { useSession } from '@/stores/session'
import { useOutbox } from '@/stores/outbox'
import { useLocated } from './common'
import './attendance.scss'

export function FieldClockScreen () {
  const where = useLocated()
  const userName = useSession((s) => s.userInfo?.userName ?? '')
  const [photo, setPhoto] = useState<{ local: string, url: string } | null>(null)
  const [work, setWork] = useState('')
  const [address, setAddress] = useState('')
  const place = placementText(where.placement)
  // the geocoded address, when there is one, is offered as the place; the worker may say it better
  useEffect(() => { if (where.address) setAddress((typed) => typed || where.address) }, [where.address])

  const [shooting, shoot] = useSubmit(async () => {
    if (!where.pos) { toast('请先完成定位再拍照'); return }
    const [taken] = await chooseImages(1, ['camera'])
    if (!taken) return
    const stamped = await stampPhoto(taken, stampLines(Date.now(), where.pos, userName, address))
    const uploaded = await uploadFile('annexpic', stamped)
    setPhoto({ local: stamped, url: uploaded.url })
  })

  const [busy, submit] = useSubmit(async () => {
    if (!where.pos) { toast('请先完成定位'); return }
    if (!photo) { toast('外业打卡必须拍摄现场照片'); return }
    if (!work.trim()) { toast('请填写工作内容'); return }
    const body = punchBody(where.pos, Date.now(), { photo: photo.url, workContent: work.trim(), address: address.trim(), ...(where.offline ? { offline: true } : {}) })
    const res = await useOutbox.getState().submit<PunchView>({ label: '外勤打卡', url: PUNCH_URL.field, body, id: body.clientKey })
    toast(res.queued ? '当前无网络，外勤打卡已保存，联网后自动补传' : '外勤打卡已提交，等待核验')
    setPhoto(null)
    setWork('')
    void nav.back()
  })

  return (
    <View className='sf-att'>
      <OutboxBanner />
      <View className='sf-att__card' aria-label='定位'>
        <Text className='sf-att__title'>当前位置</Text>
        {where.error ? <Text className='sf-att__line sf-att__bad'>{where.error}</Text>
          : !where.pos ? <Text className='sf-att__line'>正在获取位置…</Text>
            : (
              <>
                <Text className='sf-att__line'>{`经度 ${where.pos.longitude.toFixed(6)}，纬度 ${where.pos.latitude.toFixed(6)}`}</Text>
                <Text className={where.pos.accuracy > WEAK_FIX_M ? 'sf-att__warn' : 'sf-att__line'}>{accuracyText(where.pos.accuracy)}</Text>
                <Text className='sf-att__line'>{where.offline ? '当前无网络，无法判断是否在考勤范围内' : place.text}</Text>
              </>
              )}
        <View className='sf-att__relocate' role='button' onClick={() => { void where.locate() }}>重新定位</View>
      </View>
      <View className='sf-att__card'>
        <Text className='sf-att__label'>地点说明</Text>
        <Input className='sf-att__input' value={address} maxlength={100} placeholder='如：K12+300 涵洞' aria-label='地点说明'
          onInput={(e) => setAddress(e.detail.value)} />
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>工作内容</Text>
        <Textarea className='sf-att__textarea' value={work} maxlength={200} placeholder='外出办理的事项' aria-label='工作内容'
          onInput={(e) => setWork(e.detail.value)} />
        <Text className='sf-att__label'><Text className='sf-att__bad'>*</Text>现场照片（相机拍摄，自动加时间地点水印）</Text>
        {photo
          ? <Image className='sf-att__photo' src={fileUrl(photo.url)} mode='aspectFit' aria-label='现场照片' onClick={() => { void shoot() }} />
          : <View className='sf-att__shot' role='button' aria-label='拍照' onClick={() => { void shoot() }}>{shooting ? '正在处理照片…' : '点击拍照'}</View>}
      </View>
      <View className='sf-att__actions'>
        <View className={`sf-att__submit ${busy ? 'sf-att__submit--busy' : ''}`} role='button' aria-label='提交外勤打卡' onClick={() => { void submit() }}>提交外勤打卡</View>
      </View>
    </View>
  )
}
