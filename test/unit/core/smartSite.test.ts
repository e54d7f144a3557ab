import { alarmText, isAlarmFilter, playbackOf, seriesOption, valueText } from '@/core/smartSite'
import type { AlarmItem } from '../../../types/api/smartSite'

describe('playbackOf', () => {
  const live = { online: true, hlsUrl: '/api/video/Demo/gate/live.m3u8' }
  it.each([
    [live, { weapp: true, nativeHls: false, mse: false }, 'weapp'],
    [live, { weapp: false, nativeHls: true, mse: false }, 'native'],
    [live, { weapp: false, nativeHls: false, mse: true }, 'hlsjs'],
    [live, { weapp: false, nativeHls: true, mse: true }, 'native'],
    [live, { weapp: false, nativeHls: false, mse: false }, 'unsupported'],
    [{ ...live, online: false }, { weapp: true, nativeHls: false, mse: false }, 'offline'],
    [{ online: true, hlsUrl: '' }, { weapp: false, nativeHls: false, mse: true }, 'offline']
  ] as const)('%o in %o plays as %s', (camera, env, expected) => {
    expect(playbackOf(camera, env)).toBe(expected)
  })
})

describe('readings and alarms as read', () => {
  it('writes a value with its unit, a dash before the first reading', () => {
    expect(valueText({ value: 56.345, unit: 'dB' })).toBe('56.3dB')
    expect(valueText({ value: null, unit: 'dB' })).toBe('—')
  })

  const alarm: AlarmItem = {
    id: 'a', sensorId: 's', sensorName: '1标 3#墩噪声', kindName: '噪声监测', place: '3#墩', siteName: '第一合同段', metric: 'noise', label: '噪声', unit: 'dB',
    threshold: 70, value: 82, peak: 86.24, raisedAt: new Date(2025, 4, 14, 14, 5).getTime(), clearedAt: null
  }

  it('says an open alarm of today with its peak and threshold', () => {
    expect(alarmText(alarm, new Date(2025, 4, 14, 16, 0).getTime())).toEqual({
      title: '1标 3#墩噪声 噪声超限', detail: '今天 14:05 起，至今未解除；最高 86.2dB（阈值 70dB）', open: true
    })
  })

  it('says when a past alarm cleared', () => {
    const cleared = { ...alarm, clearedAt: new Date(2025, 4, 13, 15, 30).getTime(), raisedAt: new Date(2025, 4, 13, 14, 5).getTime() }
    expect(alarmText(cleared, new Date(2025, 4, 14, 16, 0).getTime()).detail).toBe('5-13 14:05 起，15:30 解除；最高 86.2dB（阈值 70dB）')
  })

  it('knows the alarm filters', () => {
    expect(['open', 'today', 'all', 'x'].map(isAlarmFilter)).toEqual([true, true, true, false])
  })
})

describe('seriesOption', () => {
  it('draws the points as a line with the threshold dashed', () => {
    const t0 = new Date(2025, 4, 14, 9, 0).getTime()
    const option = seriesOption({ metric: 'pm25', label: 'PM2.5', unit: 'µg/m³', threshold: 75, points: [{ t: t0, v: 40 }, { t: t0 + 1_800_000, v: 80 }] })
    expect(option.xAxis.data).toEqual(['09:00', '09:30'])
    expect(option.series[0].data).toEqual([40, 80])
    expect(option.series[0]).toMatchObject({ markLine: { data: [{ yAxis: 75 }] } })
  })

  it('has no threshold line for a metric without one', () => {
    const option = seriesOption({ metric: 'humidity', label: '湿度', unit: '%', threshold: null, points: [] })
    expect(option.series[0]).not.toHaveProperty('markLine')
  })
})
