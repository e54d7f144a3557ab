import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getSchedules } from '@/api/task'
import { timeFormat } from '@/core/format'
import { busyDays, dayKey, gridRange, itemsOfDay, monthGrid, monthOf, remindText, scheduleTimeText, startOfDay } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import './index.scss'

const WEEK = ['一', '二', '三', '四', '五', '六', '日']

/** 日程安排: my month at a glance (a dot on each day with something), the chosen day's items, and a new one. */
export default function Schedule () {
  const [month, setMonth] = useState(() => monthOf(Date.now(), 0))
  const [day, setDay] = useState(() => startOfDay(Date.now()))
  const weeks = useMemo(() => monthGrid(month), [month])
  const range = gridRange(weeks)
  const items = useRemote(() => getSchedules(range.startTime, range.endTime))
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else void items.reload()
  }, [month])
  const shown = useRef(false)
  useDidShow(() => { if (shown.current) void items.refresh(); shown.current = true })

  const busy = useMemo(() => busyDays(items.data ?? []), [items.data])
  const today = dayKey(Date.now())
  const ofDay = itemsOfDay(items.data ?? [], day)
  const go = (delta: number) => {
    const next = monthOf(month, delta)
    setMonth(next)
    setDay(next)
  }
  return (
    <View className='sf-schedule'>
      <View className='sf-schedule__month'>
        <View className='sf-schedule__arrow' role='button' aria-label='上个月' onClick={() => go(-1)}>‹</View>
        <Text className='sf-schedule__title'>{timeFormat(month, 'yyyy年mm月')}</Text>
        <View className='sf-schedule__arrow' role='button' aria-label='下个月' onClick={() => go(1)}>›</View>
        <View className='sf-schedule__today' role='button' onClick={() => { setMonth(monthOf(Date.now(), 0)); setDay(startOfDay(Date.now())) }}>今天</View>
      </View>
      <View className='sf-schedule__grid'>
        <View className='sf-schedule__week'>{WEEK.map((w) => <Text key={w} className='sf-schedule__weekday'>{w}</Text>)}</View>
        {weeks.map((week) => (
          <View key={week[0].date} className='sf-schedule__week'>
            {week.map((d) => {
              const key = dayKey(d.date)
              const classes = ['sf-schedule__day', d.inMonth ? '' : 'sf-schedule__day--out', key === today ? 'sf-schedule__day--today' : '',
                d.date === day ? 'sf-schedule__day--on' : ''].filter(Boolean).join(' ')
              return (
                <View key={d.date} className={classes} role='button' aria-label={key} onClick={() => setDay(d.date)}>
                  <Text>{d.day}</Text>
                  <View className={`sf-schedule__dot ${busy.has(key) ? 'sf-schedule__dot--on' : ''}`} />
                </View>
              )
            })}
          </View>
        ))}
      </View>
      <View className='sf-schedule__day-title'>{`${timeFormat(day, 'mm月dd日')} · ${ofDay.length} 项日程`}</View>
      <PageShell loading={items.loading} error={items.error} onRetry={() => { void items.reload() }} empty={ofDay.length === 0} emptyText='这一天没有日程'>
        {ofDay.map((i) => (
          <View key={i.id} className='sf-schedule__item' role='button' aria-label={i.title}
            onClick={() => { void nav.push('pages/apply/schedule/form', { id: i.id }) }}>
            <Text className='sf-schedule__time'>{scheduleTimeText(i, day)}</Text>
            <View className='sf-schedule__body'>
              <Text className='sf-schedule__name'>{i.title}</Text>
              {(i.place || i.remind !== 'none') && (
                <Text className='sf-schedule__meta'>{[i.place, i.remind !== 'none' ? remindText(i.remind) : ''].filter(Boolean).join(' · ')}</Text>
              )}
            </View>
          </View>
        ))}
      </PageShell>
      <View className='sf-schedule__bar'>
        <Button type='primary' block onClick={() => { void nav.push('pages/apply/schedule/form', { day }) }}>新建日程</Button>
      </View>
    </View>
  )
}
