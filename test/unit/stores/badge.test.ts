/**
 * The Messages tab badge follows badgeNum (src/stores/badge.ts), and the app's return to the
 * foreground refreshes the unread counts over HTTP when signed in (src/stores/bootstrap.ts,
 * src/stores/messages.ts; DESIGN §2 weak networks, SPEC §7 getUnReadMsgNum / imreply).
 */
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { handle, reply, requests, resetTaro, taro } from '../helpers/taro-server'
import { initialMessageState } from '@/core/message'
import { useChat } from '@/stores/chat'
import { useSession, signedOut } from '@/stores/session'
import { bindTabBadge, syncTabBadge } from '@/stores/badge'
import { onAppForeground } from '@/stores/bootstrap'
import { refreshUnread } from '@/stores/messages'
import App from '@/app'

jest.mock('@/platform/socket', () => ({
  imSocket: () => ({ connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }),
  configureImSocket: jest.fn()
}))

const flush = async () => { for (let i = 0; i < 20; i++) await Promise.resolve() }
const paths = () => requests().map((r) => r.path)

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  taro.setTabBarBadge.mockReset().mockResolvedValue({})
  taro.removeTabBarBadge.mockReset().mockResolvedValue({})
  useChat.setState({ ...initialMessageState })
  useSession.setState({ ...signedOut, token: 'bearer t' } as never)
})

describe('tab badge', () => {
  let unbind: () => void
  afterEach(() => unbind?.())

  it('shows the count on the Messages tab (index 0) and removes it at 0', async () => {
    unbind = bindTabBadge()
    await flush()
    expect(taro.removeTabBarBadge).toHaveBeenCalledWith({ index: 0 })
    useChat.getState().setBadge(3)
    await flush()
    expect(taro.setTabBarBadge).toHaveBeenLastCalledWith({ index: 0, text: '3' })
    useChat.getState().addBadge(120)
    await flush()
    expect(taro.setTabBarBadge).toHaveBeenLastCalledWith({ index: 0, text: '99+' })
    taro.removeTabBarBadge.mockClear()
    useChat.getState().setBadge(0)
    await flush()
    expect(taro.removeTabBarBadge).toHaveBeenCalledWith({ index: 0 })
  })

  it('follows every change made anywhere (socket frames included), once per change', async () => {
    unbind = bindTabBadge()
    await flush()
    useChat.getState().receiveChat({ formUserId: 'u2', messageType: 'text', formMessage: 'hi' })
    useChat.getState().receiveNotice({ title: '通知' })
    await flush()
    expect(taro.setTabBarBadge.mock.calls.map((c) => c[0].text)).toEqual(['1', '2'])
    unbind()
    useChat.getState().setBadge(9)
    await flush()
    expect(taro.setTabBarBadge).toHaveBeenCalledTimes(2)
  })

  it('a call that failed (not a tab page) is applied again by syncTabBadge', async () => {
    unbind = bindTabBadge()
    await flush()
    taro.setTabBarBadge.mockRejectedValueOnce({ errMsg: 'setTabBarBadge:fail not TabBar page' })
    useChat.getState().setBadge(4)
    await flush()
    await syncTabBadge()
    expect(taro.setTabBarBadge.mock.calls.map((c) => c[0].text)).toEqual(['4', '4'])
    await syncTabBadge()
    expect(taro.setTabBarBadge).toHaveBeenCalledTimes(2)
  })
})

describe('foreground refresh', () => {
  const answer = () => {
    reply('GET', '/api/message/getUnReadMsgNum', { unReadMsg: '2', unReadNotice: '1', unReadSchedule: '0', unReadSystemMsg: '0', unReadNum: '3' })
    reply('GET', '/api/message/imreply', { list: [{ id: 'u2', realName: '李四', latestDate: 5, unreadMessage: '4', latestMessage: 'hi', messageType: 'text' }] })
  }

  it('signed in: getUnReadMsgNum and imreply; badge = message total + chat unread', async () => {
    answer()
    await expect(onAppForeground()).resolves.toBe(true)
    expect(paths()).toEqual(['/api/message/getUnReadMsgNum', '/api/message/imreply'])
    expect(useChat.getState()).toMatchObject({ badgeNum: 7, msgInfo: { messageCount: 3 } })
    expect(useChat.getState().conversations.map((c) => [c.id, c.unreadMessage])).toEqual([['u2', 4]])
  })

  it('signed out: no call', async () => {
    useSession.setState({ token: '' })
    await expect(onAppForeground()).resolves.toBe(false)
    expect(requests()).toEqual([])
  })

  it('the app component refreshes on show when signed in, and not when signed out', async () => {
    answer()
    const first = render(createElement(App, null, 'x'))
    await flush()
    expect(paths()).toContain('/api/message/getUnReadMsgNum')
    first.unmount()
    resetTaro()
    useSession.setState({ token: '' })
    render(createElement(App, null, 'x'))
    await flush()
    expect(paths()).not.toContain('/api/message/getUnReadMsgNum')
  })

  it('quiet: a failure toasts nothing and keeps what is shown; one failed part still applies the other', async () => {
    useChat.getState().init({ unreadTotalCount: 2 })
    handle('GET', '/api/message/getUnReadMsgNum', () => ({ networkError: 'request:fail' }))
    handle('GET', '/api/message/imreply', () => ({ networkError: 'request:fail' }))
    await expect(refreshUnread()).resolves.toBe(false)
    expect(useChat.getState().badgeNum).toBe(2)
    reply('GET', '/api/message/imreply', { list: [{ id: 'u2', latestDate: 5, unreadMessage: 1 }] })
    await expect(refreshUnread()).resolves.toBe(true)
    expect(useChat.getState().badgeNum).toBe(3)
    expect(taro.showToast).not.toHaveBeenCalled()
  })

  it('calls made while one runs share it', async () => {
    answer()
    await Promise.all([refreshUnread(), refreshUnread(), onAppForeground()])
    expect(paths()).toEqual(['/api/message/getUnReadMsgNum', '/api/message/imreply'])
  })
})
