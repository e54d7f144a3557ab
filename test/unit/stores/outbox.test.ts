/**
 * The outbox store (src/stores/outbox.ts) over the fake backend of test/unit/helpers/taro-server:
 * submissions that meet no network wait and go again with the same Idempotency-Key (DESIGN §2).
 * Each test loads fresh modules over the storage it prepared, as the app does when it starts.
 */
import type { UserInfo } from '../../../types/api/oauth'

type Server = typeof import('../helpers/taro-server')
interface App {
  server: Server
  outbox: typeof import('@/stores/outbox')
  drafts: typeof import('@/stores/drafts')
  session: typeof import('@/stores/session')
}

const U1 = { userId: 'u1', userName: '张三' } as UserInfo
const U2 = { userId: 'u2', userName: '李四' } as UserInfo
const SIGNED_IN = { token: 'bearer t1', userInfo: U1 }
const URL_PATH = '/api/hazard'
const HAZARD = { label: '隐患上报', url: URL_PATH, body: { title: '基坑临边防护缺失' } }

function load (stored: Record<string, unknown> = SIGNED_IN): App {
  let app!: App
  jest.isolateModules(() => {
    const server = require('../helpers/taro-server') as Server
    server.resetTaro(stored)
    app = { server, session: require('@/stores/session'), drafts: require('@/stores/drafts'), outbox: require('@/stores/outbox') }
  })
  return app
}

/** The app restarting: new modules over what the last one left in storage. */
const restart = (app: App): App => load(Object.fromEntries(app.server.storage))

const offline = (app: App) => app.server.handle('POST', URL_PATH, () => ({ networkError: 'request:fail' }))
const online = (app: App, data: unknown = { id: 'h1' }) => app.server.reply('POST', URL_PATH, data)
const keys = (app: App) => app.server.requests().map((r) => r.header['Idempotency-Key'])
const state = (app: App) => app.outbox.useOutbox.getState()
const networkBack = (app: App) => app.server.taro.onNetworkStatusChange.mock.calls.forEach(([cb]) => cb({ isConnected: true, networkType: 'wifi' }))

let app: App
afterEach(() => {
  app?.outbox.stopOutbox()
  jest.useRealTimers()
})

describe('submit', () => {
  it('online: sent once with a key, answered with the data, nothing kept', async () => {
    app = load()
    online(app)
    await expect(state(app).submit(HAZARD)).resolves.toEqual({ queued: false, data: { id: 'h1' } })
    expect(app.server.requests()).toHaveLength(1)
    expect(app.server.requests()[0]).toMatchObject({ method: 'POST', data: HAZARD.body })
    expect(keys(app)[0]).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(state(app).entries).toEqual([])
    expect(app.server.storage.get('outbox')).toEqual({})
  })

  it('offline: kept with its key, quietly; back online it goes once more with the SAME key', async () => {
    app = load()
    app.outbox.startOutbox()
    offline(app)
    const result = await state(app).submit(HAZARD)
    expect(result).toEqual({ queued: true, id: expect.any(String) })
    const id = (result as { id: string }).id
    expect(state(app).entries).toEqual([expect.objectContaining({ id, label: '隐患上报', state: 'pending', attempts: 1, lastError: '网络不可用' })])
    expect(app.server.toasts()).toEqual([])
    expect(app.outbox.selectPendingCount(state(app))).toBe(1)

    online(app)
    networkBack(app)
    await app.server.settle()
    expect(keys(app)).toEqual([id, id])
    expect(state(app).entries).toEqual([])
  })

  it('a second tap on the same content while it waits is the same entry', async () => {
    app = load()
    offline(app)
    const first = await state(app).submit(HAZARD)
    const again = await state(app).submit({ ...HAZARD, body: { ...HAZARD.body } })
    expect(again).toEqual(first)
    expect(state(app).entries).toHaveLength(1)
    expect(new Set(keys(app)).size).toBe(1)
  })

  it('a 400 refusal rejects with the message, toasted, and is not kept: the user is on the form', async () => {
    app = load()
    app.server.fail('POST', URL_PATH, '整改期限不能早于今天')
    await expect(state(app).submit(HAZARD)).rejects.toMatchObject({ message: '整改期限不能早于今天', code: 400 })
    expect(app.server.toasts()).toEqual(['整改期限不能早于今天'])
    expect(state(app).entries).toEqual([])
  })

  it('waits behind older entries: first in, first out', async () => {
    app = load()
    offline(app)
    await state(app).submit({ ...HAZARD, body: { title: 'A' } })
    await state(app).submit({ ...HAZARD, body: { title: 'B' } })
    expect(app.server.requests().map((r) => (r.data as { title: string }).title)).toEqual(['A', 'A'])
    online(app)
    await state(app).flush()
    expect(app.server.requests().slice(2).map((r) => (r.data as { title: string }).title)).toEqual(['A', 'B'])
    expect(state(app).entries).toEqual([])
  })
})

describe('flush', () => {
  it('a refusal of a waiting entry sets it aside with the message and never tries it again', async () => {
    jest.useFakeTimers()
    app = load()
    app.outbox.startOutbox()
    offline(app)
    await state(app).submit(HAZARD)
    app.server.fail('POST', URL_PATH, '隐患位置不能为空')
    await state(app).flush()
    expect(state(app).entries).toEqual([expect.objectContaining({ state: 'failed', lastError: '隐患位置不能为空', attempts: 2 })])
    expect(app.outbox.selectPendingCount(state(app))).toBe(0)
    expect(app.outbox.selectFailedCount(state(app))).toBe(1)
    const sent = app.server.requests().length
    await state(app).flush()
    networkBack(app)
    await jest.advanceTimersByTimeAsync(10 * 60_000)
    expect(app.server.requests()).toHaveLength(sent)
  })

  it('two flushes at once send once', async () => {
    app = load()
    offline(app)
    const queued = await state(app).submit(HAZARD) as { id: string }
    let answer: () => void = () => {}
    app.server.handle('POST', URL_PATH, () => new Promise((resolve) => { answer = () => resolve({ body: { code: 200, msg: 'Success', data: { id: 'h1' } } }) }))
    const one = state(app).flush()
    const two = state(app).flush()
    await app.server.settle()
    answer()
    await Promise.all([one, two])
    expect(keys(app)).toEqual([queued.id, queued.id])
    expect(state(app).entries).toEqual([])
  })

  it('resends on the backoff timer, not before', async () => {
    jest.useFakeTimers()
    app = load()
    app.outbox.startOutbox()
    offline(app)
    await state(app).submit(HAZARD)
    online(app)
    await jest.advanceTimersByTimeAsync(1999)
    expect(app.server.requests()).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(app.server.requests()).toHaveLength(2)
    expect(state(app).entries).toEqual([])
  })

  it('sends when the app comes back to the foreground', async () => {
    app = load()
    offline(app)
    await state(app).submit(HAZARD)
    app.outbox.startOutbox()
    online(app)
    app.server.taro.onAppShow.mock.calls.forEach(([cb]) => cb({}))
    await app.server.settle()
    expect(state(app).entries).toEqual([])
  })

  it('a retried refusal goes again with its key', async () => {
    app = load()
    offline(app)
    const { id } = await state(app).submit(HAZARD) as { id: string }
    app.server.fail('POST', URL_PATH, '隐患位置不能为空')
    await state(app).flush()
    online(app)
    await state(app).retry(id)
    expect(keys(app).at(-1)).toBe(id)
    expect(state(app).entries).toEqual([])
  })
})

describe('across an app restart', () => {
  it('keeps what waits and sends it with the same key', async () => {
    app = load()
    offline(app)
    const { id } = await state(app).submit(HAZARD) as { id: string }
    app = restart(app)
    expect(state(app).entries).toEqual([expect.objectContaining({ id, state: 'pending', body: HAZARD.body })])
    online(app)
    app.outbox.startOutbox()
    await app.server.settle()
    expect(keys(app)).toEqual([id])
    expect(state(app).entries).toEqual([])
  })

  it('an entry caught mid-send is sent again, with its key', async () => {
    app = load()
    app.server.handle('POST', URL_PATH, () => new Promise(() => {}))
    void state(app).submit(HAZARD)
    await app.server.settle()
    const [caught] = state(app).entries
    expect(caught.state).toBe('sending')
    app = restart(app)
    online(app)
    await state(app).flush()
    expect(keys(app)).toEqual([caught.id])
  })
})

describe('per user', () => {
  it('a token error holds the entry until the user is signed in again', async () => {
    app = load()
    app.server.fail('POST', URL_PATH, '登录过期,请重新登录', 601)
    const { id } = await state(app).submit(HAZARD) as { id: string }
    expect(state(app).entries).toEqual([expect.objectContaining({ id, state: 'pending', attempts: 0 })])
    online(app)
    await state(app).flush()
    expect(keys(app)).toEqual([id])
    app.session.useSession.getState().setToken('bearer t1b')
    app.session.useSession.getState().setCurrentUser({ userInfo: { ...U1 }, menuList: [] } as never)
    await app.server.settle()
    expect(keys(app)).toEqual([id, id])
    expect(app.server.requests()[1].header.Authorization).toBe('bearer t1b')
    expect(state(app).entries).toEqual([])
  })

  it("another user never sends, nor sees, the first user's entries", async () => {
    app = load()
    offline(app)
    const { id } = await state(app).submit(HAZARD) as { id: string }
    online(app)
    // a new sign-in: the token comes before the user info
    app.session.useSession.getState().setToken('bearer t2')
    await state(app).flush()
    expect(app.server.requests()).toHaveLength(1)
    app.session.useSession.getState().setCurrentUser({ userInfo: U2, menuList: [] } as never)
    await app.server.settle()
    expect(state(app)).toMatchObject({ userId: 'u2', entries: [] })
    expect(app.server.requests()).toHaveLength(1)
    expect((app.server.storage.get('outbox') as Record<string, unknown[]>).u1).toEqual([expect.objectContaining({ id })])
  })
})

describe('drafts', () => {
  it('the form draft stays while the submission waits and goes once the server has it', async () => {
    app = load()
    const drafts = app.drafts.useDrafts
    drafts.getState().save('flow:hazard', { title: '基坑临边防护缺失' })
    offline(app)
    await state(app).submit({ ...HAZARD, draftKey: 'flow:hazard' })
    expect(drafts.getState().get('flow:hazard')).not.toBeNull()
    online(app)
    await state(app).flush()
    expect(drafts.getState().get('flow:hazard')).toBeNull()
  })
})
