/**
 * 考勤打卡: one large button that says whether I am inside the fence and how far from it, my
 * shift and today's punches. A punch goes through the outbox with its own key: with no network it
 * waits there with the device's time and is sent once when the network returns.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { getToday, PUNCH_URL, type PunchView } from '@/api/attendance'
import {
  accuracyText, FACE_CLOCK_PATH, FIELD_CLOCK_PATH, placementText, punchBody, punchWord, WEAK_FIX_M
} from '@/core/attendance'
import { timeFormat } from '@/core/format'
import { formatPoint } from '@/core/map'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { OutboxBanner } from '@/components/OutboxBanner'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useOutbox } from '@/stores/outbox'
import { PunchRow, useLocated, useNow } from './common'
import './attendance.scss'

const LINKS = [
  ['pages/apply/attendanceManagement/attendanceClock/recordPage', '打卡日历'],
  ['pages/apply/attendanceManagement/attendanceClock/recordPageList', '打卡列表'],
  ['pages/apply/attendanceManagement/attendanceClock/recordPageMap', '打卡地图'],
  ['pages/apply/attendanceManagement/attendanceClock/fenceArea', '考勤围栏']
] as const

export function ClockScreen () {
  const today = useRemote(getToday)
  const where = useLocated()
  const now = useNow()
  const entries = useOutbox((s) => s.entries)
  const waiting = entries.filter((e) => e.url === PUNCH_URL.plain)
  useDidShow(() => { void today.refresh() })
  // a punch the outbox has just sent shows in today's list
  useEffect(() => { void today.refresh() }, [waiting.length])

  const punches: PunchView[] = today.data?.punches ?? []
  const place = placementText(where.placement)
  const outside = !!where.placement && !where.placement.inside

  const [busy, punch] = useSubmit(async () => {
    if (!where.pos) { await where.locate(); return }
    if (outside && !where.offline) {
      const field = await confirm('不在考勤范围内', `${place.text}。外出办公请改用外勤打卡（需拍照，经核验后计入考勤）`, { confirmText: '外勤打卡', cancelText: '仍然打卡' })
      if (field) { void nav.push(FIELD_CLOCK_PATH); return }
    }
    const body = punchBody(where.pos, Date.now(), { ...(where.address ? { address: where.address } : {}), ...(where.offline ? { offline: true } : {}) })
    const res = await useOutbox.getState().submit<PunchView>({ label: '考勤打卡', url: PUNCH_URL.plain, body, id: body.clientKey })
    if (res.queued) toast('当前无网络，打卡已保存，联网后自动补传')
    else {
      toast(res.data.inside ? '打卡成功' : '已打卡（围栏外）')
      await today.refresh()
    }
  })

  return (
    <View className='sf-att'>
      <OutboxBanner />
      <PageShell loading={today.loading} error={today.error} onRetry={() => { void today.reload() }} onRefresh={today.refresh}>
        {today.data && (
          <View className='sf-att__card'>
            <Text className='sf-att__title'>{`${today.data.shift.name} ${today.data.shift.start}-${today.data.shift.end}`}</Text>
            <Text className='sf-att__line'>{`上班 ${today.data.shift.graceMinutes} 分钟内打卡不算迟到`}</Text>
          </View>
        )}
        <View className='sf-att__card sf-att__clock'>
          <View className={`sf-att__button ${outside ? 'sf-att__button--out' : ''} ${busy || where.locating ? 'sf-att__button--busy' : ''}`}
            role='button' aria-label={punchWord(punches.length)} onClick={() => { if (!where.locating) void punch() }}>
            <Text className='sf-att__button-word'>{where.locating ? '定位中…' : punchWord(punches.length)}</Text>
            <Text className='sf-att__button-time'>{timeFormat(now, 'hh:MM:ss')}</Text>
          </View>
          {where.error
            ? <Text className='sf-att__place sf-att__bad' aria-label='定位结果'>{where.error}</Text>
            : where.offline && where.pos
              ? <Text className='sf-att__place sf-att__warn' aria-label='定位结果'>当前无网络，无法判断是否在考勤范围内；打卡会先保存在手机上，联网后自动补传</Text>
              : <Text className={`sf-att__place ${place.inside ? 'sf-att__ok' : 'sf-att__warn'}`} aria-label='定位结果'>{where.pos ? place.text : '正在获取位置…'}</Text>}
          {where.pos && <Text className='sf-att__line' aria-label='当前位置'>{where.address || formatPoint(where.pos)}</Text>}
          {where.pos && (
            <Text className={where.pos.accuracy > WEAK_FIX_M ? 'sf-att__warn' : 'sf-att__line'} aria-label='定位精度'>{accuracyText(where.pos.accuracy)}</Text>
          )}
          <View className='sf-att__relocate' role='button' onClick={() => { void where.locate() }}>重新定位</View>
        </View>
        <View className='sf-att__links'>
          {LINKS.map(([path, text]) => <View key={path} className='sf-att__link' role='link' onClick={() => { void nav.push(path) }}>{text}</View>)}
          <View className='sf-att__link' role='link' onClick={() => { void nav.push(FIELD_CLOCK_PATH) }}>外勤打卡</View>
          {today.data?.enrolled && <View className='sf-att__link' role='link' onClick={() => { void nav.push(FACE_CLOCK_PATH) }}>人脸打卡</View>}
        </View>
        <View className='sf-att__card' aria-label='今日打卡'>
          <Text className='sf-att__title'>今日打卡</Text>
          {waiting.map((e) => (
            <View key={e.id} className='sf-att__punch'>
              <View className='sf-att__punch-top'>
                <Text className='sf-att__time'>{timeFormat((e.body as { deviceTime: number }).deviceTime, 'hh:MM')}</Text>
                <Text className='sf-att__who'>{e.state === 'failed' ? `未提交：${e.lastError}` : '等待网络，联网后自动补传'}</Text>
              </View>
              <View className='sf-att__tags'><Text className='sf-att__tag sf-att__tag--warn'>离线打卡</Text></View>
            </View>
          ))}
          {punches.length === 0 && waiting.length === 0 && <Text className='sf-att__line'>今天还没有打卡</Text>}
          {[...punches].reverse().map((p) => <PunchRow key={p.id} p={p} />)}
        </View>
      </PageShell>
    </View>
  )
}
