/**
 * Form drafts (src/stores/drafts.ts): saved as the user types, restored when the form opens,
 * cleared after the submission, per user, under the stored key SPEC §3 keeps (dynamicModelExtra).
 */
import type { UserInfo } from '../../../types/api/oauth'
import { draftSavedText } from '@/core/format'

type Server = typeof import('../helpers/taro-server')
interface App {
  server: Server
  drafts: typeof import('@/stores/drafts')
  session: typeof import('@/stores/session')
}

const U1 = { userId: 'u1', userName: '张三' } as UserInfo
const U2 = { userId: 'u2', userName: '李四' } as UserInfo

function load (stored: Record<string, unknown> = { token: 'bearer t1', userInfo: U1 }): App {
  let app!: App
  jest.isolateModules(() => {
    const server = require('../helpers/taro-server') as Server
    server.resetTaro(stored)
    app = { server, session: require('@/stores/session'), drafts: require('@/stores/drafts') }
  })
  return app
}

const KEY = 'flow:hazard'
const NOW = new Date(2024, 4, 20, 14, 5, 30).getTime()

beforeEach(() => {
  jest.useFakeTimers({ now: NOW })
})
afterEach(() => {
  jest.useRealTimers()
})

describe('saving', () => {
  it('saves at once with the time, and says so as 已自动保存草稿 HH:mm', () => {
    const { drafts } = load()
    drafts.useDrafts.getState().save(KEY, { title: '基坑' })
    const draft = drafts.useDrafts.getState().get(KEY)
    expect(draft).toEqual({ values: { title: '基坑' }, savedAt: NOW })
    expect(draftSavedText(draft)).toBe('已自动保存草稿 14:05')
    expect(draftSavedText(null)).toBe('')
  })

  it('as the user types: once, 500 ms after the last keystroke, with the last values', () => {
    const { drafts, server } = load()
    const store = drafts.useDrafts.getState()
    store.saveLater(KEY, { title: '基' })
    jest.advanceTimersByTime(300)
    store.saveLater(KEY, { title: '基坑' })
    jest.advanceTimersByTime(499)
    expect(store.get(KEY)).toBeNull()
    expect(server.taro.setStorageSync).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(store.get(KEY)).toEqual({ values: { title: '基坑' }, savedAt: NOW + 800 })
    expect(server.taro.setStorageSync).toHaveBeenCalledTimes(1)
  })

  it('typing in one form does not hold back the save of another', () => {
    const { drafts } = load()
    const store = drafts.useDrafts.getState()
    store.saveLater('flow:a', { a: 1 })
    jest.advanceTimersByTime(400)
    store.saveLater('flow:b', { b: 1 })
    jest.advanceTimersByTime(100)
    expect(store.get('flow:a')?.values).toEqual({ a: 1 })
    expect(store.get('flow:b')).toBeNull()
  })

  it('flushPending saves what is still waiting (the page is closing)', () => {
    const { drafts } = load()
    const store = drafts.useDrafts.getState()
    store.saveLater(KEY, { title: '基坑' })
    store.flushPending()
    expect(store.get(KEY)?.values).toEqual({ title: '基坑' })
    jest.advanceTimersByTime(1000)
    expect(store.get(KEY)?.savedAt).toBe(NOW)
  })
})

describe('restoring', () => {
  it('after a restart the draft is there', () => {
    const first = load()
    first.drafts.useDrafts.getState().save(KEY, { title: '基坑', photos: ['a.jpg'] })
    const again = load(Object.fromEntries(first.server.storage))
    expect(again.drafts.useDrafts.getState().get(KEY)).toEqual({ values: { title: '基坑', photos: ['a.jpg'] }, savedAt: NOW })
  })

  it('no draft is null; a stored value of another shape is no draft', () => {
    expect(load().drafts.useDrafts.getState().get(KEY)).toBeNull()
    expect(load({ userInfo: U1, dynamicModelExtra: { draft: 1 } }).drafts.useDrafts.getState().get(KEY)).toBeNull()
    expect(load({ userInfo: U1, dynamicModelExtra: 'x' }).drafts.useDrafts.getState().get(KEY)).toBeNull()
  })

  it("each user sees only their own drafts, and logout keeps them", () => {
    const app = load()
    app.drafts.useDrafts.getState().save(KEY, { title: '张三的' })
    app.session.useSession.getState().logout()
    expect(app.drafts.useDrafts.getState().get(KEY)).toBeNull()
    app.session.useSession.getState().setCurrentUser({ userInfo: U2, menuList: [] } as never)
    expect(app.drafts.useDrafts.getState().get(KEY)).toBeNull()
    app.drafts.useDrafts.getState().save(KEY, { title: '李四的' })
    app.session.useSession.getState().setCurrentUser({ userInfo: U1, menuList: [] } as never)
    expect(app.drafts.useDrafts.getState().get(KEY)?.values).toEqual({ title: '张三的' })
    expect(Object.keys(app.server.storage.get('dynamicModelExtra') as object).sort()).toEqual(['u1', 'u2'])
  })
})

describe('clearing', () => {
  it('removes the draft, from storage too, and cancels a save still waiting', () => {
    const { drafts, server } = load()
    const store = drafts.useDrafts.getState()
    store.save(KEY, { title: '基坑' })
    store.save('flow:other', { title: '别的' })
    store.saveLater(KEY, { title: '基坑临边' })
    store.clear(KEY)
    jest.advanceTimersByTime(1000)
    expect(store.get(KEY)).toBeNull()
    expect(store.get('flow:other')).not.toBeNull()
    expect(server.storage.get('dynamicModelExtra')).toEqual({ u1: { 'flow:other': { values: { title: '别的' }, savedAt: NOW } } })
    store.clear('flow:other')
    expect(server.storage.get('dynamicModelExtra')).toEqual({})
  })
})
