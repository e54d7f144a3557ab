/**
 * An initial (or reset) password in the app (issue 10): signing in, or launching with a stored
 * session, takes the user to pages/my/modifyPsd, which says why and lets them only change the
 * password or sign out; weak passwords are refused before anything is sent; once changed, the
 * user goes on (home, then the page they came for) without signing in again.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { navigations, reply, requests, resetTaro, settle, storage, taro, toasts } from '../helpers/taro-server'
import { md5 } from '@/core/md5'
import { INITIAL_PASSWORD_NOTICE } from '@/core/account'
import { useSession, signedOut } from '@/stores/session'
import { useEntry } from '@/stores/entry'
import Login from '@/pages/login/index'
import Launch from '@/pages/launch/index'
import ModifyPsd from '@/pages/my/modifyPsd/index'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const MENUS = [{ id: 'm1', type: 1, fullName: '安全', children: [{ id: 'm2', type: 2, fullName: '隐患' }] }]
const userInfo = (mustChangePassword: boolean) => ({ userId: 'u9', userAccount: 'xinyuan', userName: '辛元', mustChangePassword })
const currentUser = (mustChange: boolean) => ({
  userInfo: userInfo(mustChange), menuList: MENUS, permissionList: [], sysConfigInfo: null, project: null, projectList: [], contract: null, contractList: []
})
const PASSWORD_PAGE = 'reLaunch /pages/my/modifyPsd/index'
const WEAK = '新密码过于简单，请勿使用常见密码、账号名或连续、重复的数字'

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })
const click = async (text: string) => {
  await act(async () => {
    fireEvent.click(screen.getAllByText(text).map((el) => el.closest('button')).filter(Boolean)[0]!)
    await settle()
  })
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  resetTaro()
  taro.getCurrentInstance.mockReset()
  mockSocket.connect.mockReset()
  mockSocket.close.mockReset()
  useSession.setState({ ...signedOut })
  useEntry.setState({ entry: null })
  // NutUI icons set a -webkit-mask style jsdom does not know
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

describe('signing in with an initial password', () => {
  it('goes to the password page, not home, and starts no socket', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer first' })
    reply('GET', '/api/oauth/CurrentUser', currentUser(true))
    render(<Login />)
    type('请输入账号', 'xinyuan')
    type('请输入密码', '123456')
    await click('登录')
    expect(navigations()).toEqual([PASSWORD_PAGE])
    expect(mockSocket.connect).not.toHaveBeenCalled()
    expect(storage.get('token')).toBe('bearer first')
  })
})

describe('launching with a stored session that must change its password', () => {
  it('opens the password page, keeping the code the app was opened with', async () => {
    resetTaro({ token: 'bearer t', userInfo: userInfo(true) })
    useSession.setState({ token: 'bearer t', userInfo: userInfo(true) as never })
    reply('GET', '/api/oauth/CurrentUser', currentUser(true))
    taro.__setRouterParams({ scene: 'task%3D1' })
    // the page on screen follows the navigation, as on a device
    taro.reLaunch.mockImplementation(async ({ url }: { url: string }) => {
      taro.getCurrentInstance.mockReturnValue({ page: { path: url } })
      return { errMsg: 'reLaunch:ok' }
    })
    render(<Launch />)
    await act(async () => { await settle() })
    expect(navigations()).toEqual([PASSWORD_PAGE])
    expect(mockSocket.connect).not.toHaveBeenCalled()
    expect(useEntry.getState().entry).not.toBeNull()
  })
})

describe('the password page holding the user', () => {
  beforeEach(() => {
    resetTaro({ token: 'bearer t' })
    taro.getCurrentInstance.mockReturnValue({ page: { path: '/pages/my/modifyPsd/index' } })
    useSession.setState({ token: 'bearer t', userInfo: userInfo(true) as never })
  })

  it('says why, asks for the initial password and offers sign-out as the only other way', () => {
    render(<ModifyPsd />)
    expect(screen.getByRole('alert')).toHaveTextContent(INITIAL_PASSWORD_NOTICE)
    expect(screen.getByPlaceholderText('请输入初始密码')).toBeInTheDocument()
    expect(screen.getByText('退出登录')).toBeInTheDocument()
  })

  it.each([
    ['123456a', WEAK],
    ['Xinyuan2024', WEAK],
    ['abc123', WEAK]
  ])('refuses %j with a message before sending anything, keeping what was typed', async (weak, msg) => {
    render(<ModifyPsd />)
    type('请输入初始密码', '123456')
    type('请输入新密码', weak)
    type('请再次输入新密码', weak)
    await click('确认修改')
    expect(toasts()).toEqual([msg])
    expect(requests()).toEqual([])
    expect((screen.getByPlaceholderText('请输入新密码') as HTMLInputElement).value).toBe(weak)
  })

  it('changes it and goes on: home, then the page the app was opened for; no new sign-in', async () => {
    reply('POST', '/api/permission/Users/Current/Actions/ModifyPassword')
    reply('GET', '/api/oauth/CurrentUser', currentUser(false))
    useEntry.getState().remember({ config: 'eyJpZCI6MX0=' })
    render(<ModifyPsd />)
    type('请输入初始密码', '123456')
    type('请输入新密码', 'Lu9qiao#7')
    type('请再次输入新密码', 'Lu9qiao#7')
    await click('确认修改')
    const change = requests().find((r) => r.path === '/api/permission/Users/Current/Actions/ModifyPassword')!
    expect(change.data).toEqual({ oldPassword: md5('123456'), password: md5('Lu9qiao#7') })
    expect(toasts()).toEqual(['密码修改成功'])
    expect(navigations()).toEqual([
      'switchTab /pages/index/index',
      'navigateTo /pages/apply/dynamicModel/scanForm?config=eyJpZCI6MX0%3D'
    ])
    expect(useSession.getState()).toMatchObject({ token: 'bearer t', userInfo: { mustChangePassword: false } })
    expect(mockSocket.connect).toHaveBeenCalledTimes(1)
    expect(requests().some((r) => r.path === '/api/oauth/Logout')).toBe(false)
  })
})
