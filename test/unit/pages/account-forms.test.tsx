/**
 * pages/my/modifyPsd and pages/my/cancellation: the rules before anything is sent, md5 of both
 * passwords, the typed account and the confirmation modal, then sign-out to the login page.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { fail, navigations, reply, requests, resetTaro, settle, storage, taro, toasts } from '../helpers/taro-server'
import { md5 } from '@/core/md5'
import { useSession, signedOut } from '@/stores/session'
import ModifyPsd from '@/pages/my/modifyPsd/index'
import Cancellation from '@/pages/my/cancellation/index'
import { sessionLive } from '@/stores/bootstrap'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })
const press = async (text: string) => {
  await act(async () => {
    fireEvent.click(screen.getByText(text).closest('button')!)
    await settle()
  })
}

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t', userInfo: { userId: 'u1', userAccount: 'zhangsan', userName: '张三' } } as never)
  mockSocket.close.mockReset()
})

describe('modifyPsd', () => {
  const fill = (oldP: string, newP: string, confirmP: string) => {
    type('请输入原密码', oldP)
    type('请输入新密码', newP)
    type('请再次输入新密码', confirmP)
  }

  it.each([
    ['', '', '', '请输入原密码'],
    ['old123', '', '', '请输入新密码'],
    ['old123', 'abc12', 'abc12', '新密码须为6-16位，且同时包含字母和数字'],
    ['old123', 'abcdefg', 'abcdefg', '新密码须为6-16位，且同时包含字母和数字'],
    ['old123', '1234567', '1234567', '新密码须为6-16位，且同时包含字母和数字'],
    ['old123', 'abcdefgh123456789', 'abcdefgh123456789', '新密码须为6-16位，且同时包含字母和数字'],
    ['old123', 'old123', 'old123', '新密码不能与原密码相同'],
    ['old123', 'new456', 'new456', '新密码过于简单，请勿使用常见密码、账号名或连续、重复的数字'],
    ['old123', 'Zhangsan#9', 'Zhangsan#9', '新密码过于简单，请勿使用常见密码、账号名或连续、重复的数字'],
    ['old123', 'Lu9qiao#7', '', '请再次输入新密码'],
    ['old123', 'Lu9qiao#7', 'Lu9qiao#8', '两次输入的新密码不一致']
  ])('old %j new %j confirm %j → %s, nothing sent', async (o, n, c, msg) => {
    render(<ModifyPsd />)
    fill(o, n, c)
    await press('确认修改')
    expect(toasts()).toEqual([msg])
    expect(requests()).toEqual([])
  })

  it('sends md5 of both, then toasts and signs out to the login page', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      reply('POST', '/api/permission/Users/Current/Actions/ModifyPassword')
      render(<ModifyPsd />)
      fill('old123', 'New@456', 'New@456')
      fireEvent.click(screen.getByText('确认修改').closest('button')!)
      await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
      const [req] = requests()
      expect(req).toMatchObject({ method: 'POST', path: '/api/permission/Users/Current/Actions/ModifyPassword' })
      expect(req.data).toEqual({ oldPassword: md5('old123'), password: md5('New@456') })
      expect(toasts()).toEqual(['密码修改成功，请重新登录'])
      expect(navigations()).toEqual([])
      await act(async () => {
        jest.advanceTimersByTime(1500)
        for (let i = 0; i < 10; i++) await Promise.resolve()
      })
      expect(navigations()).toEqual(['reLaunch /pages/login/index'])
      expect(useSession.getState().token).toBe('')
      expect(storage.has('token')).toBe(false)
      // the old token is not used for a Logout call
      expect(requests()).toHaveLength(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('a refused change keeps what was typed and stays signed in', async () => {
    fail('POST', '/api/permission/Users/Current/Actions/ModifyPassword', '原密码错误')
    render(<ModifyPsd />)
    fill('bad123', 'New@456', 'New@456')
    await press('确认修改')
    expect(toasts()).toEqual(['原密码错误'])
    expect((screen.getByPlaceholderText('请输入原密码') as HTMLInputElement).value).toBe('bad123')
    expect(useSession.getState().token).toBe('bearer t')
    expect(navigations()).toEqual([])
  })
})

describe('cancellation', () => {
  it('explains the consequences and shows the current account', () => {
    render(<Cancellation />)
    expect(screen.getByText('注销前请确认')).toBeInTheDocument()
    expect(screen.getByText('zhangsan')).toBeInTheDocument()
  })

  it.each([
    ['', '请输入当前账号以确认注销'],
    ['zhangsa', '输入的账号与当前账号不一致'],
    ['lisi', '输入的账号与当前账号不一致']
  ])('typed %j → %s; no modal, nothing sent', async (typed, msg) => {
    render(<Cancellation />)
    type('请输入当前账号以确认', typed)
    await press('注销账号')
    expect(toasts()).toEqual([msg])
    expect(taro.showModal).not.toHaveBeenCalled()
    expect(requests()).toEqual([])
  })

  it('the right account but the modal cancelled: nothing sent', async () => {
    taro.showModal.mockResolvedValue({ confirm: false, cancel: true })
    render(<Cancellation />)
    type('请输入当前账号以确认', 'zhangsan')
    await press('注销账号')
    expect(taro.showModal).toHaveBeenCalledTimes(1)
    expect(requests()).toEqual([])
    expect(useSession.getState().token).toBe('bearer t')
  })

  it('the right account and confirmed: POST logoutCurrentUser (form encoded), session ended, login page', async () => {
    // signed in: the session's code (its socket) is there
    await sessionLive()
    reply('POST', '/api/oauth/logoutCurrentUser')
    render(<Cancellation />)
    type('请输入当前账号以确认', ' zhangsan ')
    await press('注销账号')
    const [req] = requests()
    expect(req).toMatchObject({ method: 'POST', path: '/api/oauth/logoutCurrentUser' })
    expect(req.header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(requests()).toHaveLength(1)
    expect(toasts()).toEqual(['账号已注销'])
    expect(useSession.getState().token).toBe('')
    expect(mockSocket.close).toHaveBeenCalled()
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
  })

  it('a failed cancellation keeps the session', async () => {
    fail('POST', '/api/oauth/logoutCurrentUser', '存在未完成的流程')
    render(<Cancellation />)
    type('请输入当前账号以确认', 'zhangsan')
    await press('注销账号')
    expect(toasts()).toEqual(['存在未完成的流程'])
    expect(useSession.getState().token).toBe('bearer t')
    expect(navigations()).toEqual([])
  })
})
