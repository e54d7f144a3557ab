/**
 * src/stores/auth.ts, a user who must change an initial (or reset) password: the server answers
 * them nothing else (issue 10), and CurrentUser says so in userInfo.mustChangePassword. After
 * sign-in and at launch they are taken to the password page, the socket stays shut, the entry
 * they came with is kept, and once the password is changed they go on where they were going.
 */
import type { CurrentUser } from '../../../types/api/oauth'
import { navigations, reply, requests, resetTaro, settle, storage, taro } from '../helpers/taro-server'
import { useSession, signedOut } from '@/stores/session'
import { useMenu } from '@/stores/menu'
import { useEntry } from '@/stores/entry'
import {
  continueAfterPasswordChange, enterApp, holdForPasswordChange, loginWithPassword, mustChangePassword, refreshCurrentUser, signIn
} from '@/stores/auth'
import { sessionLive } from '@/stores/bootstrap'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: jest.fn(() => () => {}), onStatusChange: jest.fn(() => () => {}) }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const MENUS = [{ id: 'm1', type: 1, fullName: '安全', children: [{ id: 'm2', type: 2, fullName: '隐患' }] }]
const user = (mustChange: boolean | undefined): CurrentUser => ({
  userInfo: { userId: 'u1', userAccount: 'xinyuan', userName: '辛元', ...(mustChange === undefined ? {} : { mustChangePassword: mustChange }) },
  menuList: MENUS,
  permissionList: [],
  sysConfigInfo: { title: 'SiteFlow', sysVersion: 'v1', copyright: '©', jnpfDomain: '' }
} as unknown as CurrentUser)
const PASSWORD_PAGE = 'reLaunch /pages/my/modifyPsd/index'
const onPage = (path: string) => taro.getCurrentInstance.mockReturnValue({ page: { path }, router: { path } })

beforeEach(() => {
  resetTaro()
  taro.getCurrentInstance.mockReset()
  onPage('/pages/login/index')
  mockSocket.connect.mockReset()
  mockSocket.close.mockReset()
  useSession.setState({ ...signedOut, permissionList: [], sysConfigInfo: null })
  useMenu.getState().clear()
  useEntry.setState({ entry: null })
})

describe('sign-in with an initial password', () => {
  it('keeps the token, starts no socket, and enterApp opens the password page instead of home', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer first' })
    reply('GET', '/api/oauth/CurrentUser', user(true))
    await loginWithPassword('xinyuan', '123456')
    expect(useSession.getState().token).toBe('bearer first')
    expect(mustChangePassword()).toBe(true)
    await settle()
    expect(mockSocket.connect).not.toHaveBeenCalled()
    useEntry.getState().remember({ q: 'https%3A%2F%2Fexample.com%2Fqr%3Fid%3D7' })
    await enterApp()
    expect(navigations()).toEqual([PASSWORD_PAGE])
    expect(useEntry.getState().entry).not.toBeNull()
  })

  it('a user without the flag (a JNPF backend) enters as before', async () => {
    reply('GET', '/api/oauth/CurrentUser', user(undefined))
    await signIn('bearer t')
    await settle()
    expect(mockSocket.connect).toHaveBeenCalledTimes(1)
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })
})

describe('at launch and on return to the app', () => {
  it('the launch check finds the flag set since (a reset): the password page opens', async () => {
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1' } as never })
    // launched with a stored token: the session's code (and its socket) are there
    await sessionLive()
    onPage('/pages/index/index')
    reply('GET', '/api/oauth/CurrentUser', user(true))
    await refreshCurrentUser()
    await settle()
    expect(navigations()).toEqual([PASSWORD_PAGE])
    expect(mockSocket.close).toHaveBeenCalled()
  })

  it('holdForPasswordChange brings the user back from any other page, and not when on it', async () => {
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1', mustChangePassword: true } as never })
    onPage('/pages/index/apply')
    expect(holdForPasswordChange()).toBe(true)
    await settle()
    expect(navigations()).toEqual([PASSWORD_PAGE])
    onPage('/pages/my/modifyPsd/index')
    expect(holdForPasswordChange()).toBe(true)
    await settle()
    expect(navigations()).toEqual([PASSWORD_PAGE])
  })

  it('holds no one who is signed out or free to go', () => {
    expect(holdForPasswordChange()).toBe(false)
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1', mustChangePassword: false } as never })
    expect(holdForPasswordChange()).toBe(false)
    expect(navigations()).toEqual([])
  })
})

describe('continueAfterPasswordChange', () => {
  it('reads the user again, starts the socket and opens where the user was going', async () => {
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1', mustChangePassword: true } as never })
    onPage('/pages/my/modifyPsd/index')
    storage.set('token', 'bearer t')
    useEntry.getState().remember({ config: 'eyJpZCI6MX0=' })
    reply('GET', '/api/oauth/CurrentUser', user(false))
    await continueAfterPasswordChange()
    const current = requests().filter((r) => r.path === '/api/oauth/CurrentUser')
    expect(current.map((r) => r.header.Authorization)).toEqual(['bearer t'])
    expect(mustChangePassword()).toBe(false)
    await settle()
    expect(mockSocket.connect).toHaveBeenCalledTimes(1)
    expect(navigations()).toEqual([
      'switchTab /pages/index/index',
      'navigateTo /pages/apply/dynamicModel/scanForm?config=eyJpZCI6MX0%3D'
    ])
  })

  it('stays on the password page if the server still says the password must change', async () => {
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1', mustChangePassword: true } as never })
    onPage('/pages/index/index')
    reply('GET', '/api/oauth/CurrentUser', user(true))
    await continueAfterPasswordChange()
    await settle()
    expect(mockSocket.connect).not.toHaveBeenCalled()
    expect(navigations().every((n) => n === PASSWORD_PAGE)).toBe(true)
  })
})
