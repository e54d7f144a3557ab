/** Pieces shared by the attendance screens: the month chooser, a punch's row, a month's figures. */
import { Image, Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MonthSummary, Placement, PunchView } from '../../../../../types/api/attendance'
import { fileUrl } from '@/api/file'
import { getPlacement } from '@/api/attendance'
import { reverseGeocode } from '@/api/geocode'
import { FLAG_TEXT, monthOf, punchTags, shiftMonth } from '@/core/attendance'
import { timeFormat } from '@/core/format'
import { formatPoint } from '@/core/map'
import { currentPosition, isOffline, type Position } from '@/platform/position'
import { previewImages } from '@/platform/media'
import { onNetworkChange } from '@/platform/network'
import { useRemote, type Remote } from '@/components/useRemote'
import './attendance.scss'

export function MonthBar ({ month, onChange }: { month: string, onChange: (m: string) => void }) {
  const [y, m] = month.split('-')
  const isCurrent = month >= monthOf(Date.now())
  return (
    <View className='sf-att__month' aria-label='选择月份'>
      <View className='sf-att__month-arrow' role='button' aria-label='上个月' onClick={() => onChange(shiftMonth(month, -1))}>‹ 上月</View>
      <Text>{`${y}年${Number(m)}月`}</Text>
      <View className='sf-att__month-arrow' role='button' aria-label='下个月' style={isCurrent ? { opacity: 0.3 } : undefined}
        onClick={() => { if (!isCurrent) onChange(shiftMonth(month, 1)) }}>下月 ›</View>
    </View>
  )
}

export function useMonth (): [string, (m: string) => void] {
  return useState(() => monthOf(Date.now()))
}

/** Data of the chosen month, loaded again whenever the month changes. */
export function useMonthly<T> (month: string, load: (month: string) => Promise<T>): Remote<T> {
  const remote = useRemote(() => load(month), { immediate: false })
  useEffect(() => { void remote.reload() }, [month])
  return remote
}

export function PunchRow ({ p, who, onTap }: { p: PunchView, who?: boolean, onTap?: () => void }) {
  const tone = (t: string) => (t.startsWith('围栏内') || t.endsWith('已通过') || t === '人脸识别' ? 'ok' : t.startsWith('围栏外') || t.endsWith('已驳回') ? 'bad' : t.endsWith('待核验') ? 'warn' : 'info')
  return (
    <View className='sf-att__punch' role={onTap ? 'button' : undefined} aria-label={`打卡 ${timeFormat(p.punchedAt, 'hh:MM')}`} onClick={onTap}>
      <View className='sf-att__punch-top'>
        <Text className='sf-att__time'>{timeFormat(p.punchedAt, who ? 'mm-dd hh:MM' : 'hh:MM')}</Text>
        <Text className='sf-att__who'>{who ? p.userName : p.fenceName}</Text>
      </View>
      <View className='sf-att__tags'>
        {punchTags(p).map((t) => <Text key={t} className={`sf-att__tag sf-att__tag--${tone(t)}`}>{t}</Text>)}
      </View>
      {p.offline && <Text className='sf-att__line'>{`无网络时打卡（手机时间 ${timeFormat(p.deviceTime, 'mm-dd hh:MM:ss')}），联网后补传`}</Text>}
      {p.workContent && <Text className='sf-att__line'>{`工作内容：${p.workContent}`}</Text>}
      <Text className='sf-att__line'>{p.address ? `地点：${p.address}` : `坐标：${formatPoint(p)}`}</Text>
      {p.reviewRemark && <Text className='sf-att__line'>{`核验意见：${p.reviewRemark}`}</Text>}
    </View>
  )
}

export function PunchPhoto ({ url }: { url: string }) {
  if (!url) return null
  const full = fileUrl(url)
  return <Image className='sf-att__photo' src={full} mode='aspectFit' aria-label='现场照片' onClick={() => previewImages([full])} />
}

const FIGURES: Array<[keyof MonthSummary, string]> = [
  ['attendanceDays', '出勤天数'], ['normal', '正常'], ['late', FLAG_TEXT.late], ['early', FLAG_TEXT.early],
  ['missing', FLAG_TEXT.missing], ['outside', FLAG_TEXT.outside], ['fieldService', FLAG_TEXT.fieldService], ['workdays', '应出勤']
]

export function SummaryFigures ({ s }: { s: MonthSummary }) {
  return (
    <View className='sf-att__summary'>
      {FIGURES.map(([k, name]) => (
        <View key={k} className='sf-att__figure' aria-label={`${name} ${s[k]}`}>
          <Text className='sf-att__figure-value'>{s[k]}</Text>
          <Text className='sf-att__figure-name'>{name}</Text>
        </View>
      ))}
    </View>
  )
}

export interface Located {
  pos: Position | null
  placement: Placement | null
  /** the address of pos when the server's geocoder found one; '' otherwise (the coordinates are shown) */
  address: string
  offline: boolean
  locating: boolean
  error: string
  locate: () => Promise<void>
}

/** The device's position and where it is against my fences; again on locate(). */
export function useLocated (): Located {
  const [state, setState] = useState<Omit<Located, 'locate'>>({ pos: null, placement: null, address: '', offline: false, locating: true, error: '' })
  const alive = useRef(true)
  useEffect(() => () => { alive.current = false }, [])
  const locate = useCallback(async () => {
    setState((s) => ({ ...s, locating: true, error: '' }))
    try {
      const pos = await currentPosition()
      const offline = await isOffline()
      let placement: Placement | null = null
      let address = ''
      if (!offline) {
        const [placed, geocoded] = await Promise.all([
          getPlacement(pos.longitude, pos.latitude).catch(() => null), reverseGeocode(pos.latitude, pos.longitude)
        ])
        placement = placed
        address = geocoded.address ?? ''
      }
      if (alive.current) setState({ pos, placement, address, offline: offline || !placement, locating: false, error: '' })
    } catch (err) {
      if (alive.current) setState((s) => ({ ...s, locating: false, error: (err as Error).message || '定位失败' }))
    }
  }, [])
  useEffect(() => { void locate() }, [locate])
  // back online: say again where I am against the fences
  useEffect(() => onNetworkChange((online) => { if (online) void locate() }), [locate])
  return { ...state, locate }
}

/** A clock that ticks every second (the time on the punch button). */
export function useNow (): number {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}
