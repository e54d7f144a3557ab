/**
 * 外业照片核验: field-service punches waiting for me (within my grant of the tile), and one punch's
 * photo, place and work with 通过 / 驳回 (a rejection says why).
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { getAttendanceAccess, getPunch, getReviews, reviewPunch } from '@/api/attendance'
import { REVIEW_FORM_PATH, REVIEW_TEXT } from '@/core/attendance'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { FenceMap } from './FenceMap'
import { PunchPhoto, PunchRow } from './common'
import './attendance.scss'

const TABS = [{ key: 'pending' as const, title: '待核验' }, { key: 'done' as const, title: '已核验' }]

export function ReviewList () {
  const [tab, setTab] = useState(0)
  return (
    <View className='sf-att'>
      <TabStrip tabs={TABS.map((t) => ({ title: t.title }))} active={tab} onChange={setTab} />
      <ReviewTab key={tab} state={TABS[tab].key} />
    </View>
  )
}

function ReviewTab ({ state }: { state: 'pending' | 'done' }) {
  const list = useRemote(() => getReviews(state))
  useDidShow(() => { void list.refresh() })
  return (
    <PageShell loading={list.loading} error={list.error} onRetry={() => { void list.reload() }} onRefresh={list.refresh}
      empty={!!list.data && list.data.length === 0} emptyText={state === 'pending' ? '没有待核验的外勤打卡' : '暂无核验记录'}>
      {(list.data ?? []).map((p) => (
        <View key={p.id} className='sf-att__card'>
          <PunchRow p={p} who onTap={() => { void nav.push(REVIEW_FORM_PATH, { id: p.id }) }} />
        </View>
      ))}
    </PageShell>
  )
}

export function ReviewForm ({ id }: { id: string }) {
  const punch = useRemote(() => getPunch(id))
  const access = useRemote(getAttendanceAccess)
  const [remark, setRemark] = useState('')
  const [busy, decide] = useSubmit(async (approve: boolean) => {
    if (!approve && !remark.trim()) { toast('驳回时请填写原因'); return }
    const done = await reviewPunch(id, { approve, remark: remark.trim() })
    punch.setData(done)
    toast(approve ? '已通过' : '已驳回')
  })
  const p = punch.data
  return (
    <View className='sf-att'>
      <PageShell loading={punch.loading} error={punch.error} onRetry={() => { void punch.reload() }}>
        {p && (
          <>
            <View className='sf-att__card'>
              <PunchRow p={p} who />
              <Text className='sf-att__line'>{`手机时间 ${timeFormat(p.deviceTime, 'yyyy-mm-dd hh:MM:ss')} · 定位精度约${Math.round(p.accuracy)}米`}</Text>
              <PunchPhoto url={p.photo} />
            </View>
            <View className='sf-att__card'>
              <FenceMap fences={[]} points={[{ id: p.id, longitude: p.longitude, latitude: p.latitude, tone: p.inside ? 'in' : 'out', label: p.address || '打卡位置' }]} height='260px' />
            </View>
            {p.reviewState === 'pending' && access.data?.review ? (
              <>
                <View className='sf-att__card'>
                  <Text className='sf-att__label'>核验意见（驳回必填）</Text>
                  <Textarea className='sf-att__textarea' value={remark} maxlength={200} aria-label='核验意见' onInput={(e) => setRemark(e.detail.value)} />
                </View>
                <View className='sf-att__actions'>
                  <View className={`sf-att__submit sf-att__submit--reject ${busy ? 'sf-att__submit--busy' : ''}`} role='button' aria-label='驳回' onClick={() => { void decide(false) }}>驳回</View>
                  <View className={`sf-att__submit ${busy ? 'sf-att__submit--busy' : ''}`} role='button' aria-label='通过' onClick={() => { void decide(true) }}>通过</View>
                </View>
              </>
            ) : (
              <View className='sf-att__card' aria-label='核验结果'>
                <Text className='sf-att__title'>{p.reviewState === 'pending' ? '等待核验' : `${REVIEW_TEXT[p.reviewState]}${p.reviewerName ? ` · ${p.reviewerName}` : ''}`}</Text>
                {p.reviewedAt && <Text className='sf-att__line'>{timeFormat(p.reviewedAt, 'yyyy-mm-dd hh:MM')}</Text>}
              </View>
            )}
          </>
        )}
      </PageShell>
    </View>
  )
}
