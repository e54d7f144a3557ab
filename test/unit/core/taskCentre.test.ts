/** The task centre's screen rules (src/core/taskCentre.ts), table by table. */
import type { FormConfig } from '../../../types/api/form'
import {
  agendaItems, assigneeSummary, busyDays, countOf, dayKey, deadlineLabel, deadlineText, eventTitle, formWith, gridRange, itemsOfDay,
  meetingTimeText, monthGrid, monthOf, newItemTimes, remindText, scheduleTimeText, startOfDay, taskTags
} from '@/core/taskCentre'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime()

describe('deadlines', () => {
  const now = at(2026, 5, 12, 10, 0)
  it.each([
    [now + 2 * DAY + HOUR, '剩余 2 天'],
    [now + 3 * HOUR + 10 * MIN, '剩余 3 小时'],
    [now + 20 * MIN, '剩余 20 分钟'],
    [now + 10_000, '剩余 1 分钟'],
    [now - 40 * MIN, '已逾期 40 分钟'],
    [now - 26 * HOUR, '已逾期 1 天'],
    [null, '未设截止时间']
  ])('%s reads %s', (deadline, text) => {
    expect(deadlineText(deadline, now)).toBe(text)
  })

  it('labels the date, with the year only when it is another', () => {
    expect(deadlineLabel(at(2026, 5, 14, 18, 0), now)).toBe('截止 05-14 18:00')
    expect(deadlineLabel(at(2027, 1, 3, 9, 5), now)).toBe('截止 2027-01-03 09:05')
    expect(deadlineLabel(null, now)).toBe('')
  })
})

describe('tasks', () => {
  it.each([
    [[], '未指派'],
    [[{ state: 0 }, { state: 1 }], '2 人'],
    [[{ state: 3 }, { state: 2 }, { state: 1 }], '3 人 · 1 人已完成 · 1 人待审核'],
    [[{ state: 3 }], '1 人 · 1 人已完成']
  ] as const)('%j → %s', (parts, text) => {
    expect(assigneeSummary(parts as unknown as Array<{ state: 0 | 1 | 2 | 3 | 4 }>)).toBe(text)
  })

  it('tags a task with its status, and overdue when it is', () => {
    expect(taskTags({ status: 'ongoing', overdue: true }).map((t) => t.text)).toEqual(['进行中', '已逾期'])
    expect(taskTags({ status: 'done', overdue: false }).map((t) => t.text)).toEqual(['已完成'])
  })

  it('says what an event was and for whom', () => {
    const e = { actorId: 'u1', userId: 'u1', actorName: '黄磊', userName: '黄磊', progress: 60 }
    expect(eventTitle({ ...e, kind: 'progress' })).toBe('黄磊 汇报了进展（60%）')
    expect(eventTitle({ ...e, kind: 'accept', progress: null })).toBe('黄磊 接收了任务')
    expect(eventTitle({ ...e, kind: 'return', actorId: 'u2', actorName: '张伟', progress: null })).toBe('张伟 退回了任务：黄磊')
  })

  it('counts only what there is', () => {
    const counts = { 'mine.pending': 2, 'mine.working': 0 }
    expect([countOf(counts, 'mine', 'pending'), countOf(counts, 'mine', 'working'), countOf(counts, 'mine', 'done'), countOf(undefined, 'mine', 'x')])
      .toEqual([2, null, null, null])
  })
})

describe('meetings', () => {
  it('reads the time with the weekday, the end on the same day or another', () => {
    expect(meetingTimeText(at(2026, 5, 11, 9, 0), at(2026, 5, 11, 11, 0))).toBe('05-11 周一 09:00-11:00')
    expect(meetingTimeText(at(2026, 5, 11, 9, 0), at(2026, 5, 12, 11, 0))).toBe('05-11 周一 09:00 至 05-12 11:00')
    expect(meetingTimeText(null, null)).toBe('时间待定')
  })

  it('takes the agenda one item a line, hand numbering off', () => {
    expect(agendaItems('1. 上周完成情况\n\n二、本周计划\n- 安全检查问题通报\n  汛期准备  ')).toEqual(['上周完成情况', '本周计划', '安全检查问题通报', '汛期准备'])
    expect(agendaItems(undefined)).toEqual([])
  })
})

describe('my schedule', () => {
  it('lays a month out in Monday-first weeks, the days around it filling them', () => {
    const weeks = monthGrid(at(2026, 5, 20))
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(dayKey(weeks[0][0].date)).toBe('2026-04-27')
    expect(weeks[0].findIndex((d) => d.inMonth)).toBe(4)
    expect(dayKey(weeks[weeks.length - 1][6].date)).toBe('2026-05-31')
    expect(gridRange(weeks)).toEqual({ startTime: at(2026, 4, 27), endTime: at(2026, 6, 1) })
    expect(monthOf(at(2026, 12, 15), 1)).toBe(at(2027, 1, 1))
  })

  const items = [
    { id: 'a', startTime: at(2026, 5, 12, 14), endTime: at(2026, 5, 12, 18) },
    { id: 'b', startTime: at(2026, 5, 12, 9), endTime: at(2026, 5, 12, 11) },
    { id: 'c', startTime: at(2026, 5, 11, 20), endTime: at(2026, 5, 13, 8) },
    { id: 'd', startTime: at(2026, 5, 14, 9), endTime: at(2026, 5, 14, 9) }
  ]

  it('finds the items of a day, earliest first, those spanning it too', () => {
    expect(itemsOfDay(items, at(2026, 5, 12)).map((i) => i.id)).toEqual(['c', 'b', 'a'])
    expect(itemsOfDay(items, at(2026, 5, 14)).map((i) => i.id)).toEqual(['d'])
    expect([...busyDays(items)].sort()).toEqual(['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14'])
  })

  it('reads an item\'s time within the day', () => {
    expect(scheduleTimeText(items[1], at(2026, 5, 12))).toBe('09:00-11:00')
    expect(scheduleTimeText(items[2], at(2026, 5, 12))).toBe('全天')
    expect(scheduleTimeText(items[2], at(2026, 5, 11))).toBe('20:00-24:00')
    expect(scheduleTimeText(items[2], at(2026, 5, 13))).toBe('00:00-08:00')
  })

  it('starts a new item at 09:00 of another day, or at the next hour today', () => {
    const now = at(2026, 5, 12, 10, 25)
    expect(newItemTimes(at(2026, 5, 15), now)).toEqual({ startTime: at(2026, 5, 15, 9), endTime: at(2026, 5, 15, 10) })
    expect(newItemTimes(startOfDay(now), now)).toEqual({ startTime: at(2026, 5, 12, 11), endTime: at(2026, 5, 12, 12) })
  })

  it('says how a reminder comes', () => {
    expect([remindText('none'), remindText('15'), remindText('1440'), remindText('7')]).toEqual(['不提醒', '提前 15 分钟提醒', '提前 1 天提醒', ''])
  })
})

describe('formWith', () => {
  it('keeps the fields named, in that order, out of their cards and rows', () => {
    const field = (vModel: string) => ({ __config__: { jnpfKey: 'comInput' as const, label: vModel, span: 12 }, __vModel__: vModel })
    const config = {
      fields: [{ __config__: { jnpfKey: 'card' as const, label: '卡片', children: [field('title'), { __config__: { jnpfKey: 'row' as const, label: '行', children: [field('place'), field('content')] } }] } }]
    } as unknown as FormConfig
    const picked = formWith(config, ['content', 'title'])
    expect(picked.fields.map((f) => [f.__vModel__, f.__config__.span])).toEqual([['content', 24], ['title', 24]])
  })
})

describe('formWith and data', () => {
  it('leaves out the fields the record has no value for', () => {
    const field = (vModel: string) => ({ __config__: { jnpfKey: 'comInput' as const, label: vModel }, __vModel__: vModel })
    const config = { fields: [field('content'), field('photos'), field('attachments')] } as unknown as FormConfig
    expect(formWith(config, ['content', 'photos', 'attachments'], { content: '已完成', photos: [], attachments: null }).fields.map((f) => f.__vModel__)).toEqual(['content'])
  })
})
