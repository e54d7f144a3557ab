/**
 * My month by calendar, as a list and on a map; the fences on a map; punches and statistics of
 * everyone within my grant (打卡记录 / 考勤统计, and their field-service twins).
 */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import {
  getAttendanceAccess, getFences, getMyMonth, getRecords, getTeamMonth, type DayView, type PunchView
} from '@/api/attendance'
import { calendarWeeks, dayTone, distanceText, FLAG_TEXT, FLAG_TONE, REVIEW_FORM_PATH } from '@/core/attendance'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { FenceMap } from './FenceMap'
import type { MapPoint } from './FenceMap/types'
import { MonthBar, PunchRow, SummaryFigures, useLocated, useMonth, useMonthly } from './common'
import './attendance.scss'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

function DayDetail ({ day }: { day: DayView }) {
  return (
    <View className='sf-att__card' aria-label={`${day.date} 打卡`}>
      <Text className='sf-att__title'>{`${Number(day.date.slice(5, 7))}月${Number(day.date.slice(8))}日`}</Text>
      <View className='sf-att__tags'>
        {day.flags.length === 0 && <Text className='sf-att__line'>{day.open ? '今天尚未结束' : day.workday ? '无记录' : '休息日'}</Text>}
        {day.flags.map((f) => <Text key={f} className={`sf-att__tag sf-att__tag--${FLAG_TONE[f]}`}>{FLAG_TEXT[f]}</Text>)}
      </View>
      {day.punches.map((p) => <PunchRow key={p.id} p={p} />)}
    </View>
  )
}

/** recordPage: my month as a calendar, a day's punches below. */
export function MyCalendar () {
  const [month, setMonth] = useMonth()
  const data = useMonthly(month, getMyMonth)
  const [chosen, setChosen] = useState('')
  const days = useMemo(() => new Map((data.data?.days ?? []).map((d) => [d.date, d])), [data.data])
  const change = (m: string) => { setMonth(m); setChosen('') }
  const day = days.get(chosen) ?? [...days.values()].reverse().find((d) => d.punches.length > 0)
  return (
    <View className='sf-att'>
      <MonthBar month={month} onChange={change} />
      <PageShell loading={data.loading} error={data.error} onRetry={() => { void data.reload() }} onRefresh={data.refresh}>
        {data.data && (
          <>
            <View className='sf-att__card' aria-label='本月统计'><SummaryFigures s={data.data.summary} /></View>
            <View className='sf-att__card' aria-label='打卡日历'>
              <View className='sf-att__week'>{WEEKDAYS.map((w) => <Text key={w} className='sf-att__weekday'>{w}</Text>)}</View>
              {calendarWeeks(month).map((week, i) => (
                <View key={i} className='sf-att__week'>
                  {week.map((date, j) => date === null ? <View key={j} /> : (
                    <View key={date} className={`sf-att__day ${day?.date === date ? 'sf-att__day--chosen' : ''}`} role='button'
                      aria-label={`${Number(date.slice(8))}日 ${(days.get(date)?.flags ?? []).map((f) => FLAG_TEXT[f]).join(' ')}`}
                      onClick={() => setChosen(date)}>
                      <Text>{Number(date.slice(8))}</Text>
                      <View className={`sf-att__dot sf-att__dot--${dayTone(days.get(date))}`} />
                    </View>
                  ))}
                </View>
              ))}
            </View>
            {day && <DayDetail day={day} />}
          </>
        )}
      </PageShell>
    </View>
  )
}

function useMyPunches (month: string) {
  const data = useMonthly(month, getMyMonth)
  const punches = useMemo(() => (data.data?.days ?? []).flatMap((d) => d.punches).reverse(), [data.data])
  return { data, punches }
}

/** recordPageList: my month's punches, newest first. */
export function MyList () {
  const [month, setMonth] = useMonth()
  const { data, punches } = useMyPunches(month)
  return (
    <View className='sf-att'>
      <MonthBar month={month} onChange={setMonth} />
      <PageShell loading={data.loading} error={data.error} onRetry={() => { void data.reload() }} onRefresh={data.refresh}
        empty={!!data.data && punches.length === 0} emptyText='本月没有打卡记录'>
        <View className='sf-att__card'>{punches.map((p) => <PunchRow key={p.id} p={p} who />)}</View>
      </PageShell>
    </View>
  )
}

const pointOf = (p: PunchView): MapPoint => ({
  id: p.id, longitude: p.longitude, latitude: p.latitude, tone: p.inside ? 'in' : 'out',
  label: `${timeFormat(p.punchedAt, 'mm-dd hh:MM')} ${p.inside ? p.fenceName : `围栏外${p.distanceM === null ? '' : ` ${distanceText(p.distanceM)}`}`}`
})

/** recordPageMap: my month's punches on the map with the fences. */
export function MyMap () {
  const [month, setMonth] = useMonth()
  const { data, punches } = useMyPunches(month)
  const fences = useRemote(getFences)
  const points = useMemo(() => punches.map(pointOf), [punches])
  const [chosen, setChosen] = useState('')
  const picked = punches.find((p) => p.id === chosen)
  return (
    <View className='sf-att'>
      <MonthBar month={month} onChange={setMonth} />
      <PageShell loading={data.loading || fences.loading} error={data.error || fences.error} onRetry={() => { void data.reload(); void fences.reload() }}>
        <View className='sf-att__card'>
          <FenceMap fences={fences.data ?? []} points={points} fitPoints onPointTap={setChosen} />
          <Text className='sf-att__line'>{`本月 ${punches.length} 次打卡；绿色为围栏内，橙色为围栏外，点选查看`}</Text>
        </View>
        {picked && <View className='sf-att__card'><PunchRow p={picked} /></View>}
      </PageShell>
    </View>
  )
}

/** fenceArea: the project's fences on the map, with where I am. */
export function FenceArea () {
  const fences = useRemote(getFences)
  const where = useLocated()
  const points: MapPoint[] = where.pos ? [{ id: 'me', longitude: where.pos.longitude, latitude: where.pos.latitude, tone: 'me', label: '我的位置' }] : []
  return (
    <View className='sf-att'>
      <PageShell loading={fences.loading} error={fences.error} onRetry={() => { void fences.reload() }}
        empty={!!fences.data && fences.data.length === 0} emptyText='本项目尚未设置考勤围栏'>
        <View className='sf-att__card'>
          <FenceMap fences={fences.data ?? []} points={points} />
        </View>
        <View className='sf-att__card' aria-label='围栏列表'>
          {(fences.data ?? []).map((f) => (
            <View key={f.id} className='sf-att__row'>
              <Text className='sf-att__who'>{f.name}</Text>
              <Text>{f.shape === 'circle' ? `圆形 半径${distanceText(f.radiusM ?? 0)}` : `多边形 ${Math.max(0, (f.ring?.length ?? 1) - 1)}个顶点`}</Text>
            </View>
          ))}
          {where.placement && <Text className='sf-att__line'>{where.placement.inside ? `您在 ${where.placement.fenceName} 内` : where.placement.distanceM !== null ? `您距离 ${where.placement.fenceName} 约${distanceText(where.placement.distanceM)}` : ''}</Text>}
        </View>
      </PageShell>
    </View>
  )
}

/** punchClockRecord: punches of a month I may see (mine, or my sections' / unit's). */
export function TeamRecords ({ field = false }: { field?: boolean }) {
  const [month, setMonth] = useMonth()
  const data = useMonthly(month, (m) => getRecords(m, field))
  return (
    <View className='sf-att'>
      <MonthBar month={month} onChange={setMonth} />
      <PageShell loading={data.loading} error={data.error} onRetry={() => { void data.reload() }} onRefresh={data.refresh}
        empty={!!data.data && data.data.length === 0} emptyText={field ? '本月没有外勤打卡记录' : '本月没有打卡记录'}>
        <View className='sf-att__card'>
          {(data.data ?? []).map((p) => (
            <PunchRow key={p.id} p={p} who onTap={p.fieldService ? () => { void nav.push(REVIEW_FORM_PATH, { id: p.id }) } : undefined} />
          ))}
        </View>
      </PageShell>
    </View>
  )
}

/** punshClockStatistics: my month, and everyone's within my grant. */
export function TeamStatistics ({ field = false }: { field?: boolean }) {
  const [month, setMonth] = useMonth()
  const access = useRemote(getAttendanceAccess)
  const mine = useMonthly(month, getMyMonth)
  const team = useMonthly(month, (m) => getTeamMonth(m, field))
  return (
    <View className='sf-att'>
      <MonthBar month={month} onChange={setMonth} />
      <PageShell loading={mine.loading || team.loading} error={mine.error || team.error}
        onRetry={() => { void mine.reload(); void team.reload() }} onRefresh={() => Promise.all([mine.refresh(), team.refresh()])}>
        {mine.data && (
          <View className='sf-att__card' aria-label='我的统计'>
            <Text className='sf-att__title'>我的考勤</Text>
            <SummaryFigures s={mine.data.summary} />
          </View>
        )}
        {team.data && (access.data?.team || field) && (
          <View className='sf-att__card' aria-label='人员统计'>
            <Text className='sf-att__title'>{`${field ? '外勤' : '人员'}统计（${team.data.people.length}人）`}</Text>
            <SummaryFigures s={team.data.total} />
            {team.data.people.map((p) => (
              <View key={p.userId} className='sf-att__row' aria-label={p.userName}>
                <View>
                  <Text className='sf-att__who'>{p.userName}</Text>
                  <Text className='sf-att__line'>{p.unitName}</Text>
                </View>
                <Text>{field
                  ? `外勤 ${p.fieldService} 次 · 出勤 ${p.attendanceDays} 天`
                  : `出勤 ${p.attendanceDays}/${p.workdays} · 迟到 ${p.late} · 早退 ${p.early} · 缺卡 ${p.missing}`}</Text>
              </View>
            ))}
          </View>
        )}
      </PageShell>
    </View>
  )
}
