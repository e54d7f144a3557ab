import { Image, Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { ChosenLocation } from '@/core/form'
import { toLocationValue } from '@/core/form'
import { placeText, stampLines } from '@/core/map'
import { uploadFile } from '@/api/file'
import { createOnlineDev } from '@/api/visualdev'
import { reverseGeocode } from '@/api/geocode'
import { chooseImages } from '@/platform/media'
import { currentPosition } from '@/platform/location'
import { stampPhoto } from '@/platform/stamp'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { HazardReport } from '@/components/Safety'
import './index.scss'

interface Snap {
  /** the stamped photo on the device */
  path: string
  place: ChosenLocation | null
  /** why there is no place */
  placeNote: string
}

const photoValue = (up: { name: string, url: string }) => ({ name: 'casual-snap.jpg', fileId: up.name, url: up.url })

/**
 * 随手拍: snap a photo, stamped with the time and place; add a line of text; file it as a hazard
 * report (the hazard form opens with the photo, text and place filled in) or keep it as a site note.
 */
export default function CasualSnap () {
  const who = useSession((s) => s.userInfo?.userName ?? '')
  const contractId = useSession((s) => s.contract?.id ?? '')
  const [snap, setSnap] = useState<Snap | null>(null)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [hazard, setHazard] = useState<Record<string, unknown> | null>(null)

  const take = async () => {
    setBusy(true)
    try {
      const [paths, fix] = await Promise.all([
        chooseImages(1, ['camera', 'album']),
        currentPosition().then((f) => ({ f, note: '' }), (err: Error) => ({ f: null, note: err.message }))
      ])
      if (!paths.length) return
      const address = fix.f ? (await reverseGeocode(fix.f.latitude, fix.f.longitude)).address ?? '' : ''
      const place = fix.f ? { latitude: fix.f.latitude, longitude: fix.f.longitude, name: '', address } : null
      const path = await stampPhoto(paths[0], stampLines(Date.now(), place, who)).catch(() => {
        toast('水印生成失败，已使用原图')
        return paths[0]
      })
      setSnap({ path, place, placeNote: fix.note })
    } catch {
      toast('无法打开相机，请检查相机权限')
    } finally {
      setBusy(false)
    }
  }

  const upload = async (s: Snap) => photoValue(await uploadFile('annexpic', s.path))

  const fileHazard = async () => {
    if (!snap || busy) return
    setBusy(true)
    try {
      const photo = await upload(snap)
      setHazard({
        title: text.slice(0, 50), description: text, photos: [photo],
        // the section I work in, when I chose one: the report can change it
        ...(contractId ? { contractName: contractId } : {}),
        ...(snap.place ? { gpsLocation: toLocationValue(snap.place) } : {})
      })
    } catch { /* the requester has said why */ } finally {
      setBusy(false)
    }
  }

  const keepNote = async () => {
    if (!snap || busy) return
    if (!text.trim()) { toast('请填写说明'); return }
    setBusy(true)
    try {
      const photo = await upload(snap)
      await createOnlineDev('casualSnap', {
        data: JSON.stringify({ photos: [photo], description: text.trim(), location: snap.place ? toLocationValue(snap.place) : '' })
      })
      toast('已保存')
      void nav.back()
    } catch { /* the requester has said why; the photo and text stay */ } finally {
      setBusy(false)
    }
  }

  if (hazard) return <HazardReport prefill={hazard} />
  return (
    <PageShell>
      <View className='sf-snap'>
        {snap
          ? <Image className='sf-snap__photo' src={snap.path} mode='aspectFit' aria-label='现场照片' />
          : (
            <View className='sf-snap__empty' role='button' aria-label='拍照' onClick={() => { void take() }}>
              <Text className='sf-snap__plus'>+</Text>
              <Text>拍照，自动加上时间和位置</Text>
            </View>
            )}
        {snap?.place && <Text className='sf-snap__note' aria-label='拍摄位置'>{`位置：${placeText(snap.place)}`}</Text>}
        {snap?.placeNote && <Text className='sf-snap__note'>{`未获取到位置：${snap.placeNote}`}</Text>}
        {snap && <Button size='small' onClick={() => { void take() }} disabled={busy}>重拍</Button>}
        <Input className='sf-snap__text' value={text} maxlength={200} placeholder='说一句现场情况，如：2#墩临边缺防护栏杆' aria-label='说明'
          onInput={(e) => setText(e.detail.value)} />
        <View className='sf-snap__actions'>
          <Button type='primary' block size='large' disabled={!snap} loading={busy} onClick={() => { void fileHazard() }}>上报隐患</Button>
          <Button block size='large' disabled={!snap || busy} onClick={() => { void keepNote() }}>保存为现场记录</Button>
        </View>
      </View>
    </PageShell>
  )
}
