import {
  accepts, datePickerType, parseNumberInput, pickedDate, pickedTime, stepValue, timePickerType, displayText, formatDate, formatTime, maxBytes, onlineDevBody, parseLocation, rejectReason,
  remaining, sanitizeHtml, signatureDataUrl, strokesToSvg, submitPayload, SVG_DATA_URL_PREFIX, timeToDate, timeValue,
  toDayjsFormat, toLocationValue, uploaderType, uploadValue, valueNodes
} from '@/core/form'
import { decodeBase64 } from '@/core/base64'
import type { FormField } from '../../../../types/api/form'
import { field, table } from './fixtures'

const node = (f: FormField) => valueNodes([f])[0] ?? { field: f, kind: 'unknown', role: 'display', key: '', operateId: '', label: '' }
const DAY = new Date(2024, 0, 2, 3, 4, 5).getTime()

describe('dates and times', () => {
  it.each<[string, string]>([
    ['yyyy-MM-dd', 'YYYY-MM-DD'],
    ['yyyy-MM-dd HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'],
    ['yyyy年MM月', 'YYYY年MM月']
  ])('%s → dayjs %s', (java, dayjs) => {
    expect(toDayjsFormat(java)).toBe(dayjs)
  })

  it.each<[string | undefined, string | undefined, string]>([
    [undefined, undefined, 'date'],
    [undefined, 'datetime', 'datetime'],
    ['yyyy-MM-dd HH:mm:ss', undefined, 'datetime'],
    ['yyyy-MM-dd HH:mm', undefined, 'datetime'],
    ['yyyy-MM-dd HH', undefined, 'datehour'],
    ['yyyy-MM', undefined, 'year-month'],
    ['yyyy', undefined, 'year-month']
  ])('format %s type %s → picker %s', (format, type, expected) => {
    expect(datePickerType(format, type)).toBe(expected)
  })

  it('formats epoch ms; nothing for empty', () => {
    expect(formatDate(DAY, 'yyyy-MM-dd HH:mm')).toBe('2024-01-02 03:04')
    expect(formatDate(null)).toBe('')
  })

  it('time values are HH:mm:ss', () => {
    expect(timeValue(8, 5)).toBe('08:05:00')
    expect(timeToDate('08:05:30', new Date(2024, 0, 1))!.getTime()).toBe(new Date(2024, 0, 1, 8, 5, 30).getTime())
    expect(timeToDate('8:05')!.getHours()).toBe(8)
    expect(timeToDate('nope')).toBeNull()
    expect(formatTime('08:05:30', 'HH:mm')).toBe('08:05')
    expect(formatTime('x')).toBe('x')
  })
})

describe('read-only text', () => {
  it.each<[string, FormField, unknown, string]>([
    ['input', field('input', 'a', 'A'), '文字', '文字'],
    ['null', field('input', 'a', 'A'), null, ''],
    ['number', field('numInput', 'a', 'A'), 12.5, '12.5'],
    ['switch on', field('switch', 'a', 'A'), 1, '开'],
    ['switch off with texts', field('switch', 'a', 'A', { activeTxt: '是', inactiveTxt: '否' }), 0, '否'],
    ['date', field('date', 'a', 'A', { format: 'yyyy-MM-dd HH:mm' }), DAY, '2024-01-02 03:04'],
    ['datetime type', field('datePicker', 'a', 'A', { type: 'datetime' }), DAY, '2024-01-02 03:04:05'],
    ['time', field('time', 'a', 'A', { format: 'HH:mm' }), '08:30:00', '08:30'],
    ['date range', field('dateRange', 'a', 'A'), [DAY, DAY], '2024-01-02 至 2024-01-02'],
    ['time range', field('timeRange', 'a', 'A'), ['08:00:00', '17:30:00'], '08:00:00 至 17:30:00'],
    ['empty range', field('timeRange', 'a', 'A'), [], ''],
    ['images', field('uploadImg', 'a', 'A'), [{}, {}], '2张图片'],
    ['files', field('uploadFz', 'a', 'A'), [{ name: 'a.pdf' }, { name: 'b.doc' }], 'a.pdf，b.doc'],
    ['location', field('location', 'a', 'A'), '{"lng":1,"lat":2,"fullAddress":"杭州西湖"}', '杭州西湖'],
    // no geocoder configured: a place found by GPS alone reads as its coordinates, not as nothing
    ['location without address', field('location', 'a', 'A'), '{"lng":118.969,"lat":32.0365,"name":"","address":"","fullAddress":""}', '32.03650, 118.96900'],
    ['rate', field('rate', 'a', 'A'), 4, '4分'],
    ['sign', field('sign', 'a', 'A'), 'data:x', '已签名'],
    ['system empty', field('createTime', 'a', 'A'), '', '系统自动生成'],
    ['system with value', field('billRule', 'a', 'A'), 'NO-001', 'NO-001'],
    ['array', field('input', 'a', 'A'), ['x', 'y'], 'x,y']
  ])('%s', (_name, f, value, expected) => {
    expect(displayText(node(f), value)).toBe(expected)
  })
})

describe('location', () => {
  it('stores the chosen place as a JSON string and reads it back', () => {
    const value = toLocationValue({ name: '项目部', address: '浙江省杭州市', latitude: 30.1, longitude: 120.2 })
    expect(JSON.parse(value)).toEqual({ lng: 120.2, lat: 30.1, name: '项目部', address: '浙江省杭州市', fullAddress: '浙江省杭州市项目部' })
    expect(parseLocation(value)?.fullAddress).toBe('浙江省杭州市项目部')
  })

  it.each([[''], ['nope'], [null], [{ lng: 'x', lat: 1 }], [42]])('%p is not a place', (value) => {
    expect(parseLocation(value)).toBeNull()
  })

  it('accepts an object value', () => {
    expect(parseLocation({ lng: 1, lat: 2, name: 'n' })).toEqual({ lng: 1, lat: 2, name: 'n', address: '', fullAddress: 'n' })
  })
})

describe('uploads', () => {
  it.each<[unknown, unknown, number | null]>([
    [10, 'MB', 10 * 1024 * 1024],
    [500, 'KB', 500 * 1024],
    [1, 'GB', 1024 ** 3],
    [2, undefined, 2 * 1024 * 1024],
    [0, 'MB', null],
    [undefined, 'MB', null]
  ])('fileSize %p %p → %p bytes', (size, unit, expected) => {
    expect(maxBytes(size, unit)).toBe(expected)
  })

  it.each<[unknown, string, boolean]>([
    ['', 'a.exe', true],
    [undefined, 'a.exe', true],
    ['.pdf,.doc', 'A.PDF', true],
    ['.pdf,.doc', 'a.docx', false],
    ['pdf', 'x.pdf', true],
    ['image/*', 'p.JPG', true],
    ['image/*', 'p.pdf', false],
    ['application/*', 'p.pdf', true]
  ])('accept %p, %s → %p', (accept, name, expected) => {
    expect(accepts(accept, name)).toBe(expected)
  })

  const files = node(field('uploadFz', 'f', '附件', { fileSize: 1, sizeUnit: 'KB', accept: '.pdf', limit: 2 }))
  const images = node(field('uploadImg', 'i', '照片', { fileSize: 1, sizeUnit: 'MB' }))

  it.each<[string, ReturnType<typeof node>, { path: string, name: string, size?: number }, string | null]>([
    ['too big', files, { path: 'p', name: 'a.pdf', size: 2048 }, 'a.pdf超过1KB，无法上传'],
    ['wrong type', files, { path: 'p', name: 'a.txt', size: 10 }, 'a.txt的格式不支持'],
    ['fits', files, { path: 'p', name: 'a.pdf', size: 1024 }, null],
    ['unknown size is let through', images, { path: 'p', name: 'x.jpg' }, null],
    ['image too big', images, { path: 'p', name: 'x.jpg', size: 2 * 1024 * 1024 }, 'x.jpg超过1MB，无法上传']
  ])('%s', (_name, n, file, expected) => {
    expect(rejectReason(n, file)).toBe(expected)
  })

  it('counts what is left of the limit', () => {
    expect(remaining(files, 1)).toBe(1)
    expect(remaining(files, 3)).toBe(0)
    expect(remaining(images, 9)).toBe(Infinity)
  })

  it('values as API.md 5.3 says', () => {
    const answer = { name: '20240101abc.pdf', url: '/api/file/Download/annex/20240101abc.pdf', fileSize: 99, fileExtension: 'pdf' }
    expect(uploadValue(files, { path: 'tmp/a', name: '方案.pdf', size: 98 }, answer)).toEqual({
      name: '方案.pdf', fileId: '20240101abc.pdf', url: answer.url, fileSize: 99, fileExtension: 'pdf'
    })
    expect(uploadValue(images, { path: 'tmp/x', name: 'x.jpg' }, { name: 'srv.jpg', url: '/img/srv.jpg' })).toEqual({
      name: 'x.jpg', fileId: 'srv.jpg', url: '/img/srv.jpg'
    })
    expect(uploaderType(images)).toBe('annexpic')
    expect(uploaderType(files)).toBe('annex')
  })
})

describe('signature', () => {
  it('builds an SVG path from strokes, a tap becomes a dot', () => {
    const svg = strokesToSvg([[{ x: 1, y: 2 }, { x: 3.04, y: 4.06 }], [{ x: 5, y: 5 }], []], 300, 150)
    expect(svg).toContain('width="300" height="150" viewBox="0 0 300 150"')
    expect(svg).toContain('d="M1 2L3 4.1M5 5l0.1 0"')
  })

  it('the value is a base64 SVG data URL; nothing drawn is empty', () => {
    const url = signatureDataUrl([[{ x: 0, y: 0 }, { x: 1, y: 1 }]], 10, 10)
    expect(url.startsWith(SVG_DATA_URL_PREFIX)).toBe(true)
    expect(decodeBase64(url.slice(SVG_DATA_URL_PREFIX.length))).toContain('<svg')
    expect(signatureDataUrl([[], []], 10, 10)).toBe('')
  })
})

describe('rich text is made safe for H5', () => {
  it.each<[string, string]>([
    ['<p>安全<b>文字</b></p>', '<p>安全<b>文字</b></p>'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example/">x</a>', '<a href="https://ok.example/">x</a>'],
    ['<img src="data:image/png;base64,AA">', '<img src="data:image/png;base64,AA">'],
    ['<iframe src="x"></iframe><style>p{}</style>t', 't'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<!-- c -->v', 'v']
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('not a string: empty', () => {
    expect(sanitizeHtml(null)).toBe('')
  })
})

describe('submit payload', () => {
  const fields = [
    field('numInput', 'qty', '数量'),
    field('calculate', 'double', '双倍', { expression: ['qty', '*', 2] }),
    field('createUser', 'creator', '创建人'),
    table('items', '明细', [field('input', 'n', 'N')])
  ]

  it('is the merged formData: unknown keys and system fields kept, calculations fresh, a copy', () => {
    const data = { id: 'r1', qty: 3, double: 0, creator: '', items: [{ n: 'a' }] }
    const out = submitPayload(fields, data)
    expect(out).toEqual({ id: 'r1', qty: 3, double: 6, creator: '', items: [{ n: 'a' }] })
    ;(out.items as unknown[]).push({})
    expect(data.items).toHaveLength(1)
  })

  it('the online-dev body carries data as a JSON string', () => {
    expect(onlineDevBody({ a: 1 })).toEqual({ data: '{"a":1}' })
    expect(onlineDevBody({ a: 1 }, 'r1')).toEqual({ id: 'r1', data: '{"a":1}' })
  })
})

describe('picked columns of a date or time picker', () => {
  it.each<[string, string[], number]>([
    ['date', ['2024', '01', '02'], new Date(2024, 0, 2).getTime()],
    ['datetime', ['2024', '01', '02', '03', '04'], new Date(2024, 0, 2, 3, 4).getTime()],
    ['datehour', ['2024', '01', '02', '03'], new Date(2024, 0, 2, 3).getTime()],
    ['year-month', ['2024', '05'], new Date(2024, 4, 1).getTime()]
  ])('%s %p', (type, values, expected) => {
    expect(pickedDate(type, values)).toBe(expected)
  })

  it.each<[string, string[], string]>([
    ['time', ['08', '05', '09'], '08:05:09'],
    ['hour-minutes', ['17', '30'], '17:30:00']
  ])('%s %p', (type, values, expected) => {
    expect(pickedTime(type, values)).toBe(expected)
  })

  it.each<[unknown, string]>([['HH:mm:ss', 'time'], ['HH:mm', 'hour-minutes'], [undefined, 'time']])('time format %p → %s', (format, type) => {
    expect(timePickerType(format)).toBe(type)
  })
})

describe('number input', () => {
  it.each<[string, number | null | undefined]>([
    ['', null], ['  ', null], ['12', 12], ['-3.5', -3.5], ['.5', 0.5], ['2.', undefined], ['-', undefined], ['abc', undefined], ['1e3', undefined]
  ])('%p → %p', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected)
  })

  it.each<[unknown, 1 | -1, Parameters<typeof stepValue>[2], number]>([
    [1, 1, {}, 2],
    [null, 1, {}, 1],
    [null, 1, { min: 5 }, 6],
    [0.1, 1, { step: 0.2 }, 0.3],
    [2.5, 1, {}, 3.5],
    [10, 1, { max: 10 }, 10],
    [0, -1, { min: 0 }, 0],
    [1, 1, { step: 0.25, precision: 1 }, 1.3]
  ])('%p %p with %p → %p', (value, direction, opts, expected) => {
    expect(stepValue(value, direction, opts)).toBe(expected)
  })
})
