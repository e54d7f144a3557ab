import { fileSize, timeAgo, timeFormat, timeFrom, toDate } from '@/core/format'

const SEC = 1000
const MIN = 60 * SEC
const HOUR = 60 * MIN
const DAY = 24 * HOUR
// local time, so the expectations hold in any time zone
const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime()

describe('"File size is shown in bytes, KB, MB or GB" (2 decimals)', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1048570, '1023.99 KB'],
    [1048575, '1.00 MB'], // 1023.999 KB would round to "1024.00 KB": the unit steps up instead
    [1048576, '1.00 MB'],
    [5.5 * 1048576, '5.50 MB'],
    [1073741823, '1.00 GB'],
    [1073741824, '1.00 GB'],
    [1099511627776, '1024.00 GB'], // GB is the largest unit
    ['2048', '2.00 KB'],
    [-1, ''],
    [NaN, ''],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', '']
  ])('%p → %p', (bytes, expected) => {
    expect(fileSize(bytes)).toBe(expected)
  })
})

describe('timeFormat: tokens yyyy mm dd hh MM ss, default yyyy-mm-dd', () => {
  const t = new Date(2024, 2, 5, 8, 9, 7)
  it.each<[Parameters<typeof timeFormat>[0], string | undefined, string]>([
    [t.getTime(), undefined, '2024-03-05'],
    [t.getTime(), 'yyyy-mm-dd hh:MM:ss', '2024-03-05 08:09:07'],
    [t.getTime(), 'yyyy/m/d h:M:s', '2024/3/5 8:9:7'],
    [t.getTime(), 'hh:MM', '08:09'],
    [t.getTime(), 'yyyy年mm月dd日', '2024年03月05日'],
    [Math.floor(t.getTime() / 1000), 'yyyy-mm-dd hh:MM:ss', '2024-03-05 08:09:07'], // epoch seconds, 10 digits
    [String(Math.floor(t.getTime() / 1000)), 'hh:MM:ss', '08:09:07'],
    [String(t.getTime()), 'hh:MM:ss', '08:09:07'],
    [t, 'yyyy-mm-dd hh:MM', '2024-03-05 08:09'],
    ['2024-03-05 08:09:07', 'yyyy-mm-dd hh:MM:ss', '2024-03-05 08:09:07'],
    ['2024-03-05', 'yyyy-mm-dd hh:MM:ss', '2024-03-05 00:00:00'], // a bare date is local midnight
    [new Date(2024, 11, 31, 23, 59, 59), 'yyyy-mm-dd hh:MM:ss', '2024-12-31 23:59:59'],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['', undefined, ''],
    ['garbage', undefined, ''],
    [new Date(NaN), undefined, '']
  ])('timeFormat(%p, %p) → %p', (input, fmt, expected) => {
    expect(fmt === undefined ? timeFormat(input) : timeFormat(input, fmt)).toBe(expected)
  })
})

describe('toDate', () => {
  it('reads 10 digits as seconds and longer numbers as milliseconds', () => {
    expect(toDate(1700000000)?.getTime()).toBe(1700000000000)
    expect(toDate(1700000000000)?.getTime()).toBe(1700000000000)
  })
})

describe('timeFrom: "under 5 minutes 刚刚, then minutes up to 1 hour, hours up to 1 day, days up to 30 days, then a date"', () => {
  it.each<[string, number, string]>([
    ['now', 0, '刚刚'],
    ['5 min - 1 ms', 5 * MIN - 1, '刚刚'],
    ['exactly 5 min', 5 * MIN, '5分钟前'],
    ['59 min 59 s', HOUR - SEC, '59分钟前'],
    ['exactly 1 h', HOUR, '1小时前'],
    ['1 day - 1 ms', DAY - 1, '23小时前'],
    ['exactly 1 day', DAY, '1天前'],
    ['30 days - 1 ms', 30 * DAY - 1, '29天前'],
    ['exactly 30 days (then a date, yyyy-mm-dd)', 30 * DAY, '2024-05-16'],
    ['in the future', -HOUR, '刚刚']
  ])('%s ago → %p', (_label, ago, expected) => {
    expect(timeFrom(NOW - ago, NOW)).toBe(expected)
  })

  it('uses the given format past 30 days', () => {
    expect(timeFrom(new Date(2023, 0, 2, 9, 5).getTime(), NOW, 'yyyy年mm月dd日 hh:MM')).toBe('2023年01月02日 09:05')
  })

  it.each<[string, number, string]>([
    ['exactly 30 days', 30 * DAY, '1个月前'],
    ['364 days', 364 * DAY, '12个月前'],
    ['exactly 365 days', 365 * DAY, '1年前'],
    ['730 days', 730 * DAY, '2年前'],
    ['1 day (unaffected)', DAY, '1天前']
  ])('with format false, %s ago → %p', (_label, ago, expected) => {
    expect(timeFrom(NOW - ago, NOW, false)).toBe(expected)
  })

  it('accepts epoch seconds', () => {
    expect(timeFrom(Math.floor((NOW - 10 * MIN) / 1000), NOW)).toBe('10分钟前')
  })

  it.each([[null], [undefined], [''], ['garbage']])('%p → empty text', (input) => {
    expect(timeFrom(input, NOW)).toBe('')
  })
})

describe('timeAgo: "months, weeks, days, hours, minutes ago"', () => {
  it.each<[string, number, string]>([
    ['0', 0, '刚刚'],
    ['59 s', MIN - SEC, '刚刚'],
    ['1 min', MIN, '1分钟前'],
    ['59 min', HOUR - MIN, '59分钟前'],
    ['1 h', HOUR, '1小时前'],
    ['23 h', DAY - HOUR, '23小时前'],
    ['1 day', DAY, '1天前'],
    ['6 days', 7 * DAY - 1, '6天前'],
    ['7 days', 7 * DAY, '1周前'],
    ['29 days', 30 * DAY - 1, '4周前'],
    ['30 days', 30 * DAY, '1月前'],
    ['90 days', 90 * DAY, '3月前'],
    ['400 days', 400 * DAY, '13月前'],
    ['in the future', -DAY, '刚刚']
  ])('%s ago → %p', (_label, ago, expected) => {
    expect(timeAgo(NOW - ago, NOW)).toBe(expected)
  })

  it('unreadable input → empty text', () => {
    expect(timeAgo('garbage', NOW)).toBe('')
  })
})
