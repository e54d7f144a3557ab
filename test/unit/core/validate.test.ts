import {
  validators, email, mobile, url, date, dateISO, number, digits, idCard, carNo, amount, chinese, letter,
  enOrNum, contains, range, rangeLength, empty, jsonString, landline, object, array, code
} from '@/core/validate'

type Check = (value: unknown) => boolean

// [name, check, accepted values, rejected values]
const formatChecks: Array<[string, Check, unknown[], unknown[]]> = [
  ['e-mail format', email,
    ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org'],
    ['', 'plain', 'a@', '@b.cn', 'a b@c.cn', 'a@b', 'a@b.cn ', 'a@@b.cn']],
  ['mainland mobile number (starts with 1, second digit 3-9, 11 digits)', mobile,
    ['13800138000', '19912345678', '15000000000', 13800138000],
    ['12800138000', '10800138000', '23800138000', '1380013800', '138001380000', '', '1380013800a', '+8613800138000']],
  ['URL', url,
    ['http://a.cn', 'https://www.example.com/path/x?a=1&b=2#top', 'http://192.168.1.10:8080/api'],
    ['', 'www.example.com', 'ftp://a.cn', 'http://', 'https://a.cn/ space', 'http://localhost']],
  ['date', date as Check,
    ['2024-01-05', '2024/01/05 08:00:00', 1700000000000, new Date(2024, 0, 5)],
    ['', '   ', 'not a date', new Date(NaN), NaN, null, undefined, true, {}]],
  ['ISO date (year-month-day with / or -)', dateISO,
    ['2024-01-05', '2024/1/5', '2024-12-31', '2024/10-01'],
    ['24-01-05', '2024-13-01', '2024-00-10', '2024-01-32', '2024.01.05', '2024-01-05 10:00', '']],
  ['number (optional thousands commas and decimals)', number,
    ['0', '-12', '3.14', '1,234', '1,234,567.89', '-1,000.5', 42, -0.5],
    ['', '1,23', '12,3456', '1.2.3', 'abc', '1e5', '.5', '--1', Infinity]],
  ['digits only', digits,
    ['0', '007', '123456', 12],
    ['', '-1', '1.5', '12a', ' 12']],
  ['Chinese ID card number (18 characters)', idCard,
    ['11010519491231002X', '110105194912310021', '44030420001231123x'],
    ['11010519491231002', '1101051949123100211', '010105194912310021', '110105194913310021', '110105194912320021',
      '11010519491231002Y', '110105174912310021', '']],
  ['vehicle plate (7 ordinary, 8 new-energy)', carNo as Check,
    ['京A12345', '粤B1234学', '沪AD12345', '浙A12345F', '苏EFA1234', '京A1234警'],
    ['京A1234', '京AI2345', '京a12345', 'XA12345', '京A12345D6', '京A123456', '京AA12345', '', 1234567]],
  ['money (positive, up to 2 decimals, or 0.x)', amount,
    ['0.5', '0.05', '0.50', '1', '10', '1.2', '1.23', '100000.00', 99.9],
    ['01', '1.234', '-1', '-0.5', '0', '0.0', '0.00', '0.', '1.', '.5', '1,000', '', 'abc']],
  ['Chinese characters only', chinese,
    ['中文', '监理'],
    ['', '中a', '中 文', '１', 'abc']],
  ['letters only', letter,
    ['abc', 'ABCdef'],
    ['', 'ab1', 'a b', '中']],
  ['letters/digits only', enOrNum,
    ['abc123', 'ABC', '123', 7],
    ['', 'ab_1', 'a-b', 'a b', '中1']],
  ['landline (area code 3-4 digits, hyphen, 7-8 digits, optional extension)', landline,
    ['010-12345678', '0755-1234567', '021-1234567-8001', '0571-87654321-1'],
    ['010-123456', '010-123456789', '01-1234567', '01234-1234567', '01012345678', '010-12345678-', '010-12345678-1234567', '']],
  ['JSON string', jsonString,
    ['{"a":1}', '[]', '[1,2]', '{}'],
    ['', '1', '"a"', 'null', 'true', '{a:1}', '{"a":1', { a: 1 }, 1]],
  ['object', object as Check,
    [{}, { a: 1 }, Object.create(null)],
    [[], null, undefined, 'a', 1, new Date(), () => undefined]],
  ['array', array as Check,
    [[], [0], ['a', 'b']],
    [{}, 'abc', { length: 0 }, null, undefined]]
]

describe.each(formatChecks)('%s', (_name, check, accepted, rejected) => {
  it.each(accepted.map((v) => [v]))('accepts %p', (value) => {
    expect(check(value)).toBe(true)
  })
  it.each(rejected.map((v) => [v]))('rejects %p', (value) => {
    expect(check(value)).toBe(false)
  })
})

describe('emptiness (blank strings, 0, NaN, false, null, empty object or array count as empty)', () => {
  it.each([[''], ['   '], ['\t\n'], [0], [NaN], [false], [null], [undefined], [{}], [[]]])('%p is empty', (value) => {
    expect(empty(value)).toBe(true)
  })
  it.each([['a'], [' a '], [1], [-1], [true], [{ a: 1 }], [[0]], [new Date(0)], [() => 0]])('%p is not empty', (value) => {
    expect(empty(value)).toBe(false)
  })
})

describe('contains', () => {
  it.each<[unknown, unknown, boolean]>([
    ['hazard ledger', 'ledger', true],
    ['hazard ledger', 'Ledger', false],
    ['abc', '', true],
    ['a1b', 1, true],
    [['a', 'b'], 'b', true],
    [['a', 'b'], 'c', false],
    [null, 'a', false],
    [123, '2', false]
  ])('contains(%p, %p) is %p', (value, part, expected) => {
    expect(contains(value, part)).toBe(expected)
  })
})

describe('numeric range (inclusive)', () => {
  it.each<[unknown, [number, number], boolean]>([
    [1, [1, 10], true],
    [10, [1, 10], true],
    [0.99, [1, 10], false],
    [10.01, [1, 10], false],
    ['5', [1, 10], true],
    ['', [0, 10], false],
    ['abc', [0, 10], false],
    [null, [0, 10], false],
    [-5, [-10, -1], true]
  ])('range(%p, %p) is %p', (value, bounds, expected) => {
    expect(range(value, bounds)).toBe(expected)
  })
})

describe('length range (inclusive)', () => {
  it.each<[unknown, [number, number], boolean]>([
    ['ab', [2, 4], true],
    ['abcd', [2, 4], true],
    ['a', [2, 4], false],
    ['abcde', [2, 4], false],
    ['', [0, 0], true],
    [[1, 2, 3], [1, 3], true],
    [[], [1, 3], false],
    [12, [1, 3], false]
  ])('rangeLength(%p, %p) is %p', (value, bounds, expected) => {
    expect(rangeLength(value, bounds)).toBe(expected)
  })
})

describe('numeric code of a given length (default 6)', () => {
  it.each<[unknown, number | undefined, boolean]>([
    ['123456', undefined, true],
    [123456, undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    ['1234', 4, true],
    ['123456', 4, false],
    ['', undefined, false]
  ])('code(%p, %p) is %p', (value, len, expected) => {
    expect(len === undefined ? code(value) : code(value, len)).toBe(expected)
  })
})

describe('validators table', () => {
  it('names every generic check of SPEC §5', () => {
    expect(Object.keys(validators).sort()).toEqual([
      'amount', 'array', 'carNo', 'chinese', 'code', 'contains', 'date', 'dateISO', 'digits', 'email', 'empty',
      'enOrNum', 'idCard', 'jsonString', 'landline', 'letter', 'mobile', 'number', 'object', 'range', 'rangeLength', 'url'
    ])
  })
  it('holds the same functions as the named exports', () => {
    expect(validators.mobile).toBe(mobile)
    expect(validators.code).toBe(code)
  })
})
