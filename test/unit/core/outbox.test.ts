/** The outbox rules (src/core/outbox.ts; DESIGN §2 weak networks, API.md §1 and §3 failures). */
import {
  BACKOFF_MS, IN_PROGRESS_MSG, NETWORK_MSG, backoffDelay, classify, createEntry, enqueue, failedEntries, fifo,
  markFailure, markRetry, markSending, nextToSend, nextWakeAt, pendingCount, removeEntry, restore, stableJson, toFailure,
  type Failure, type OutboxEntry, type Verdict
} from '@/core/outbox'
import { CANCEL_MSG, RequestError } from '@/core/request'

const entry = (id: string, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...createEntry({ id, label: '隐患上报', url: '/api/hazard', body: { title: id } }, 1000),
  ...patch
})

describe('what a rejection was', () => {
  it.each<[string, unknown, Failure]>([
    ['Taro.request rejected (no network)', { errMsg: 'request:fail' }, { kind: 'network', message: NETWORK_MSG }],
    ['a timeout', { errMsg: 'request:fail timeout' }, { kind: 'network', message: NETWORK_MSG }],
    ['a plain Error', new Error('socket hang up'), { kind: 'network', message: NETWORK_MSG }],
    ['an interceptor cancelled it', new RequestError(CANCEL_MSG, 'cancel'), { kind: 'network', message: NETWORK_MSG }],
    ['HTTP 502', new RequestError('请求出错，请重试', 'http', 502), { kind: 'http', statusCode: 502, message: '请求出错，请重试' }],
    ['body code 400', new RequestError('标题不能为空', 'business', 200, 400), { kind: 'business', code: 400, message: '标题不能为空' }],
    ['HTTP 200 without an envelope', new RequestError('请求出错，请重试', 'business', 200), { kind: 'business', code: undefined, message: '请求出错，请重试' }]
  ])('%s', (_name, err, expected) => {
    expect(toFailure(err)).toEqual(expected)
  })
})

describe('which failures are tried again', () => {
  const net: Failure = { kind: 'network', message: NETWORK_MSG }
  const http = (statusCode: number): Failure => ({ kind: 'http', statusCode, message: 'x' })
  const body = (code: number | undefined, message = '出错了'): Failure => ({ kind: 'business', code, message })
  it.each<[string, Failure, Verdict]>([
    ['network failure or timeout', net, 'retry'],
    ['HTTP 500', http(500), 'retry'],
    ['HTTP 502 bad gateway', http(502), 'retry'],
    ['HTTP 503 unavailable', http(503), 'retry'],
    ['HTTP 504 gateway timeout', http(504), 'retry'],
    ['HTTP 408 request timeout', http(408), 'retry'],
    ['HTTP 429 too many', http(429), 'retry'],
    ['HTTP 404', http(404), 'refused'],
    ['HTTP 413 too large', http(413), 'refused'],
    ['body 400: the server refused the form', body(400, '整改期限不能早于今天'), 'refused'],
    ['body 400 "in progress": the first attempt still runs', body(400, IN_PROGRESS_MSG), 'retry'],
    ['body 404', body(404), 'refused'],
    ['body 429', body(429), 'retry'],
    ['body 500: the server crashed', body(500), 'retry'],
    ['body 503', body(503), 'retry'],
    ['body 600 token invalid', body(600), 'signin'],
    ['body 601 token expired', body(601), 'signin'],
    ['body 602 signed in elsewhere', body(602), 'signin'],
    ['HTTP 200 that is not an envelope (captive portal)', body(undefined), 'retry'],
    ['another business code', body(700), 'refused']
  ])('%s', (_name, failure, verdict) => {
    expect(classify(failure)).toBe(verdict)
  })
})

describe('backoff', () => {
  it.each([[0, 0], [1, 2000], [2, 5000], [3, 15000], [4, 30000], [5, 60000], [6, 60000], [50, 60000]])('after %i attempts: %i ms', (attempts, ms) => {
    expect(backoffDelay(attempts)).toBe(ms)
  })
  it('caps at a minute', () => {
    expect(Math.max(...BACKOFF_MS)).toBe(60000)
  })
})

describe('a new entry', () => {
  it('waits to be sent at once, POST by default', () => {
    expect(createEntry({ id: 'k1', label: '隐患上报', url: '/api/x', body: { a: 1 }, draftKey: 'flow:1' }, 5)).toEqual({
      id: 'k1', label: '隐患上报', method: 'POST', url: '/api/x', body: { a: 1 }, draftKey: 'flow:1',
      createdAt: 5, attempts: 0, lastError: '', state: 'pending', nextAt: 0
    })
  })
})

describe('dedupe', () => {
  const a = entry('a')
  it.each<[string, OutboxEntry[], OutboxEntry, string, number]>([
    ['a new request is added', [a], entry('b'), 'b', 2],
    ['the same key is the entry already there', [a], entry('a', { body: { other: 1 } }), 'a', 1],
    ['the same request still waiting (a second tap) is the entry already there', [a], entry('c', { body: { title: 'a' } }), 'a', 1],
    ['the same content with keys in another order too', [entry('a', { body: { x: 1, y: [1, { p: 1, q: 2 }] } })],
      entry('c', { body: { y: [1, { q: 2, p: 1 }], x: 1 } }), 'a', 1],
    ['the same request while it is being sent', [markSending([a], 'a')[0]], entry('c', { body: { title: 'a' } }), 'a', 1],
    ['another url is another request', [a], entry('c', { url: '/api/other', body: { title: 'a' } }), 'c', 2],
    ['a refused entry is no reason to drop a new one', [entry('a', { state: 'failed' })], entry('c', { body: { title: 'a' } }), 'c', 2]
  ])('%s', (_name, entries, added, id, length) => {
    const result = enqueue(entries, added)
    expect(result.entry.id).toBe(id)
    expect(result.entries).toHaveLength(length)
  })

  it("a new submission of a form replaces that form's refused entry", () => {
    const refused = entry('old', { draftKey: 'flow:1', state: 'failed', lastError: '标题不能为空' })
    const other = entry('other', { draftKey: 'flow:2', state: 'failed', body: { t: 2 } })
    const result = enqueue([refused, other], entry('new', { draftKey: 'flow:1', body: { title: '已补充' } }))
    expect(result.entries.map((e) => e.id)).toEqual(['other', 'new'])
  })

  it('stableJson ignores key order and undefined fields', () => {
    expect(stableJson({ b: 1, a: [2, { d: undefined, c: 'x' }] })).toBe('{"a":[2,{"c":"x"}],"b":1}')
    expect(stableJson(undefined)).toBe('null')
  })
})

describe('order', () => {
  const oldest = entry('1', { createdAt: 1 })
  const middle = entry('2', { createdAt: 2 })
  const newest = entry('3', { createdAt: 3 })
  it('is first in, first out; same-millisecond entries keep insertion order', () => {
    expect(fifo([newest, oldest, middle]).map((e) => e.id)).toEqual(['1', '2', '3'])
    expect(fifo([entry('x', { createdAt: 5 }), entry('y', { createdAt: 5 })]).map((e) => e.id)).toEqual(['x', 'y'])
  })
  it.each<[string, OutboxEntry[], { onlyDue?: boolean }, string | null]>([
    ['the oldest goes first', [newest, oldest, middle], {}, '1'],
    ['refused entries are skipped', [{ ...oldest, state: 'failed' }, middle], {}, '2'],
    ['nothing while one is on its way', [{ ...oldest, state: 'sending' }, middle], {}, null],
    ['the timer waits for the head\'s backoff rather than overtake it', [{ ...oldest, nextAt: 9000 }, middle], { onlyDue: true }, null],
    ['a forced flush ignores the backoff', [{ ...oldest, nextAt: 9000 }, middle], {}, '1'],
    ['the head is due', [{ ...oldest, nextAt: 4000 }], { onlyDue: true }, '1'],
    ['nothing waits', [], {}, null]
  ])('%s', (_name, entries, opts, id) => {
    expect(nextToSend(entries, 5000, opts)?.id ?? null).toBe(id)
  })
  it('wakes for the head', () => {
    expect(nextWakeAt([{ ...newest, nextAt: 3 }, { ...oldest, nextAt: 7 }])).toBe(7)
    expect(nextWakeAt([{ ...oldest, state: 'failed' }])).toBeNull()
  })
})

describe('after an attempt', () => {
  const one = [entry('a', { attempts: 1 })]
  it.each<[string, Failure, Partial<OutboxEntry>]>([
    ['no network: waits and tries again', { kind: 'network', message: NETWORK_MSG },
      { state: 'pending', attempts: 2, nextAt: 10_000 + 5000, lastError: NETWORK_MSG }],
    ['a 400 refusal: set aside with the server\'s message', { kind: 'business', code: 400, message: '整改期限不能早于今天' },
      { state: 'failed', attempts: 2, lastError: '整改期限不能早于今天' }],
    ['a token error: waits for the next sign-in, not counted', { kind: 'business', code: 601, message: '登录过期' },
      { state: 'pending', attempts: 1, nextAt: 0, lastError: '登录过期' }]
  ])('%s', (_name, failure, expected) => {
    expect(markFailure(one, 'a', failure, 10_000)[0]).toMatchObject(expected)
  })
  it('is removed once sent, and a refused one can be retried', () => {
    expect(removeEntry(one, 'a')).toEqual([])
    expect(markRetry([entry('a', { state: 'failed', nextAt: 9 })], 'a')[0]).toMatchObject({ state: 'pending', nextAt: 0 })
  })
  it('counts what waits apart from what was refused', () => {
    const entries = [entry('a'), entry('b', { state: 'sending' }), entry('c', { state: 'failed' })]
    expect(pendingCount(entries)).toBe(2)
    expect(failedEntries(entries).map((e) => e.id)).toEqual(['c'])
  })
})

describe('read back after a restart', () => {
  it('an entry caught mid-send is pending again, in order; junk is dropped', () => {
    const stored = [entry('b', { createdAt: 2, state: 'sending' }), null, { id: 5 }, entry('a', { createdAt: 1, state: 'failed' })]
    expect(restore(stored).map((e) => [e.id, e.state])).toEqual([['a', 'failed'], ['b', 'pending']])
  })
  it.each([[undefined], [''], [{}], ['x']])('nothing stored (%p) is an empty outbox', (stored) => {
    expect(restore(stored)).toEqual([])
  })
})
