/**
 * Rules of the cloud video and smart site screens: how a camera's live stream is played where the
 * app runs, how readings and alarms read, and the 24-hour chart of a sensor.
 */
import type { AlarmFilter, AlarmItem, CameraItem, SensorSeries, SensorValue } from '../../types/api/smartSite'

/** What the player does with a camera: the mini-program's Video, the browser's own HLS, hls.js over MSE. */
export type Playback = 'offline' | 'weapp' | 'native' | 'hlsjs' | 'unsupported'

export interface PlayerEnv {
  weapp: boolean
  /** the browser plays HLS itself (Safari, iOS) */
  nativeHls: boolean
  /** Media Source Extensions: hls.js can play */
  mse: boolean
}

export function playbackOf (camera: Pick<CameraItem, 'online' | 'hlsUrl'>, env: PlayerEnv): Playback {
  if (!camera.online || !camera.hlsUrl) return 'offline'
  if (env.weapp) return 'weapp'
  // where the browser plays HLS itself, it does so with less battery than hls.js
  if (env.nativeHls) return 'native'
  return env.mse ? 'hlsjs' : 'unsupported'
}

export const OFFLINE_TEXT = '摄像头离线，暂时无法观看'
export const STREAM_LOST_TEXT = '视频流中断，请稍后重试'
export const UNSUPPORTED_TEXT = '当前浏览器不支持直播播放，请在微信小程序中观看'

const round = (v: number): string => String(Math.round(v * 10) / 10)

/** '56.3dB', '—' when nothing was read yet. */
export const valueText = (v: Pick<SensorValue, 'value' | 'unit'>): string => (v.value === null ? '—' : `${round(v.value)}${v.unit}`)

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (ms: number): string => { const d = new Date(ms); return `${pad(d.getHours())}:${pad(d.getMinutes())}` }
const dayClock = (ms: number): string => { const d = new Date(ms); return `${d.getMonth() + 1}-${d.getDate()} ${clock(ms)}` }

/** '今天 14:05 起，最高 86.2dB（阈值 70dB）' and whether it is still open. */
export function alarmText (a: AlarmItem, now = Date.now()): { title: string, detail: string, open: boolean } {
  const today = new Date(now).toDateString() === new Date(a.raisedAt).toDateString()
  const when = today ? `今天 ${clock(a.raisedAt)}` : dayClock(a.raisedAt)
  const until = a.clearedAt === null ? '至今未解除' : `${clock(a.clearedAt)} 解除`
  return {
    title: `${a.sensorName} ${a.label}超限`,
    detail: `${when} 起，${until}；最高 ${round(a.peak)}${a.unit}（阈值 ${round(a.threshold)}${a.unit}）`,
    open: a.clearedAt === null
  }
}

export const ALARM_FILTERS: ReadonlyArray<{ key: AlarmFilter, title: string }> = [
  { key: 'open', title: '未解除' },
  { key: 'today', title: '今日' },
  { key: 'all', title: '全部' }
]

export const isAlarmFilter = (v: string): v is AlarmFilter => ALARM_FILTERS.some((f) => f.key === v)

/** The ECharts option of a sensor's 24 hours: the readings' line and the threshold as a dashed mark. */
export function seriesOption (s: SensorSeries) {
  return {
    // drawn at once: no animation to wait for on a slow phone
    animation: false,
    grid: { left: 40, right: 40, top: 24, bottom: 28 }, // room on the right for the threshold's label
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'category' as const, data: s.points.map((p) => clock(p.t)), boundaryGap: false },
    yAxis: { type: 'value' as const, name: s.unit, scale: true },
    series: [{
      type: 'line' as const,
      name: s.label,
      data: s.points.map((p) => p.v),
      showSymbol: false,
      smooth: true,
      ...(s.threshold === null
        ? {}
        : { markLine: { symbol: 'none', silent: true, lineStyle: { type: 'dashed' as const, color: '#e5484d' }, data: [{ yAxis: s.threshold, name: '阈值' }] } })
    }]
  }
}
