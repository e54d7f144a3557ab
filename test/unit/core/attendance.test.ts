import type { DayView, PunchView } from '../../../types/api/attendance'
import {
  accuracyText, calendarWeeks, dayTone, distanceText, placementText, punchBody, punchTags, punchWord, shiftMonth
} from '@/core/attendance'

const punch = (over: Partial<PunchView>): PunchView => ({
  id: 'p', userId: 'u', userName: '徐斌', punchedAt: 0, deviceTime: 0, longitude: 118.8, latitude: 32.05, accuracy: 10, address: '',
  fenceName: 'SG01项目部', inside: true, distanceM: 0, photo: '', faceResult: null, faceSimilarity: null, fieldService: false,
  workContent: '', reviewState: 'none', reviewerName: '', reviewedAt: null, reviewRemark: '', offline: false, ...over
})

describe('attendance words', () => {
  it('says whether I am in the fence and how far from it', () => {
    expect(placementText({ fenceId: 'f', fenceName: 'SG01项目部', inside: true, distanceM: 0 })).toEqual({ text: '您已进入考勤范围：SG01项目部', inside: true })
    expect(placementText({ fenceId: 'f', fenceName: 'SG01项目部', inside: false, distanceM: 4712 }).text).toBe('您不在考勤范围内，距离SG01项目部约4.7公里')
    expect(placementText({ fenceId: null, fenceName: '', inside: false, distanceM: null }).text).toBe('本项目尚未设置考勤围栏，打卡将记为围栏外')
    expect(distanceText(85.4)).toBe('85米')
  })

  it('says a weak fix plainly, from 100 m on', () => {
    expect(accuracyText(100)).toBe('定位精度约100米')
    expect(accuracyText(350)).toBe('定位信号弱（误差约350米），结果可能不准，可到开阔处重新定位')
  })

  it('names the punch and what its record shows', () => {
    expect(punchWord(0)).toBe('上班打卡')
    expect(punchWord(1)).toBe('下班打卡')
    expect(punchTags(punch({ offline: true }))).toEqual(['围栏内', '离线打卡'])
    expect(punchTags(punch({ inside: false, distanceM: 1200, fieldService: true, reviewState: 'pending' }))).toEqual(['围栏外 1.2公里', '外勤·待核验'])
  })

  it('gives every punch its own key', () => {
    const a = punchBody({ longitude: 1, latitude: 2, accuracy: 12.345 }, 1000)
    const b = punchBody({ longitude: 1, latitude: 2, accuracy: 12.345 }, 1000)
    expect(a.clientKey).not.toBe(b.clientKey)
    expect(a.clientKey).toMatch(/^[\w-]{8,64}$/)
    expect(a).toMatchObject({ deviceTime: 1000, accuracy: 12.3 })
  })
})

describe('the calendar', () => {
  it('lays November 2026 out from Sunday the 1st', () => {
    const weeks = calendarWeeks('2026-11')
    expect(weeks).toHaveLength(5)
    expect(weeks[0][0]).toBe('2026-11-01')
    expect(weeks[4].filter(Boolean)).toEqual(['2026-11-29', '2026-11-30'])
  })
  it('moves across years and draws a day in its worst tone', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    const day = (flags: DayView['flags']): DayView => ({ date: '2026-11-02', workday: true, open: false, flags, arrival: null, departure: null, punches: [] })
    expect(dayTone(day(['late', 'fieldService']))).toBe('warn')
    expect(dayTone(day(['outside', 'missing']))).toBe('bad')
    expect(dayTone(day([]))).toBe('none')
  })
})
