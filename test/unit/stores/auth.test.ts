/**
 * src/stores/auth.ts: sign-in under SPEC §5 (an empty menuList is refused: toast, token removed,
 * rejection), refresh, context switches, sign-out and entering the app after sign-in.
 */
import type { CurrentUser } from '../../../types/api/oauth'
import { fail, handle, navigations, reply, requests, resetTaro, settle, taro, toasts } from '../helpers/taro-server'
import { NO_PERMISSION_MSG } from '@/core/constants'
import { md5 } from '@/core/md5'
import { useSession, signedOut } from '@/stores/session'
import { useMenu } from '@/stores/menu'
import { useEntry } from '@/stores/entry'
import {
  bindWechat, enterApp, isSignInRefused, loginWithPassword, loginWithSms, loginWithWechatCode, refreshCurrentUser,
  signIn, signOut, switchContract, switchProject
} from '@/stores/auth'
import { storage } from '../helpers/taro-server'
import { sessionLive } from '@/stores/bootstrap'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: jest.fn(() => () => {}), onStatusChange: jest.fn(() => () => {}) }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const project = { id: 'p1', fullName: '一号线' }
const contract = { id: 'c1', projectId: 'p1', fullName: 'A1标' }
const user = (menus: unknown[]): CurrentUser => ({
  userInfo: { userId: 'u1', userAccount: 'zhangsan', userName: '张三' },
  menuList: menus,
  permissionList: [{ modelId: 'm2', button: [], column: [], form: [] }],
  sysConfigInfo: { title: 'SiteFlow', sysVersion: 'v1', copyright: '©', jnpfDomain: '' },
  project,
  projectList: [project],
  contract,
  contractList: [contract]
} as unknown as CurrentUser)
const MENUS = [{ id: 'm1', type: 1, fullName: '安全', children: [{ id: 'm2', type: 2, fullName: '隐患' }] }]

beforeEach(() => {
  resetTaro()
  mockSocket.connect.mockReset()
  mockSocket.close.mockReset()
  useSession.setState({ ...signedOut, permissionList: [], sysConfigInfo: null })
  useMenu.getState().clear()
  useEntry.setState({ entry: null, page: null })
})

describe('signIn', () => {
  it('an empty menuList: toast 您的权限不足，请联系管理员, token removed, rejection, nothing stored, no socket', async () => {
    reply('GET', '/api/oauth/CurrentUser', user([]))
    const err = await signIn('bearer t1').catch((e: unknown) => e)
    expect(isSignInRefused(err)).toBe(true)
    expect((err as Error).message).toBe(NO_PERMISSION_MSG)
    expect(toasts()).toEqual([NO_PERMISSION_MSG])
    expect(storage.has('token')).toBe(false)
    expect(useSession.getState().token).toBe('')
    expect(useSession.getState().userInfo).toBeNull()
    expect(storage.has('userInfo')).toBe(false)
    expect(useMenu.getState()).toMatchObject({ menuList: [], loaded: false })
    await settle()
    expect(mockSocket.connect).not.toHaveBeenCalled()
    // the CurrentUser call carried the new token
    expect(requests()[0].header.Authorization).toBe('bearer t1')
  })

  it('a missing menuList is refused the same way', async () => {
    reply('GET', '/api/oauth/CurrentUser', { ...user([]), menuList: undefined })
    await expect(signIn('bearer t1')).rejects.toThrow(NO_PERMISSION_MSG)
    expect(storage.has('token')).toBe(false)
  })

  it('success: token, user, context and menus stored; socket started', async () => {
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await expect(signIn('bearer t1')).resolves.toMatchObject({ userInfo: { userId: 'u1' } })
    expect(storage.get('token')).toBe('bearer t1')
    expect(useSession.getState()).toMatchObject({ token: 'bearer t1', userInfo: { userId: 'u1' }, project, contract, contractList: [contract] })
    expect(storage.get('userInfo')).toMatchObject({ userId: 'u1' })
    expect(useMenu.getState()).toMatchObject({ menuList: MENUS, loaded: true })
    // once the session's code (stores/live.ts, its own chunk on H5) has arrived
    await settle()
    expect(mockSocket.connect).toHaveBeenCalledTimes(1)
    expect(toasts()).toEqual([])
  })

  it('a failing CurrentUser call removes the token again and rejects', async () => {
    fail('GET', '/api/oauth/CurrentUser', '服务器繁忙')
    await expect(signIn('bearer t1')).rejects.toThrow('服务器繁忙')
    expect(storage.has('token')).toBe(false)
    expect(useSession.getState().token).toBe('')
    await settle()
    expect(mockSocket.connect).not.toHaveBeenCalled()
  })

  it('no token: rejects without a call', async () => {
    await expect(signIn('')).rejects.toThrow()
    expect(requests()).toEqual([])
  })
})

describe('login flows', () => {
  it('password: Login with md5(password), then CurrentUser with the answered token', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer pw' })
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await loginWithPassword(' zhangsan ', 'Demo@1234')
    const [login, current] = requests()
    expect(Object.fromEntries(new URLSearchParams(login.data as string))).toMatchObject({ account: 'zhangsan', password: md5('Demo@1234') })
    expect(current.header.Authorization).toBe('bearer pw')
    expect(useSession.getState().token).toBe('bearer pw')
  })

  it('SMS: LoginSms then sign-in', async () => {
    reply('POST', '/api/oauth/LoginSms', { token: 'bearer sms' })
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await loginWithSms('13800138000', '123456')
    expect(useSession.getState().token).toBe('bearer sms')
  })

  it('WeChat: a bound user is signed in; an unbound one gets the bind key; binding signs in', async () => {
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', { token: 'bearer wx' })
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await expect(loginWithWechatCode('c1')).resolves.toEqual({ signedIn: true })
    expect(useSession.getState().token).toBe('bearer wx')

    resetTaro()
    useSession.setState({ token: '' })
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', { bound: false, bindKey: 'k9' })
    await expect(loginWithWechatCode('c2')).resolves.toEqual({ signedIn: false, bindKey: 'k9' })
    expect(useSession.getState().token).toBe('')

    reply('POST', '/api/oauth/WeChatBinding', { token: 'bearer bound' })
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await bindWechat('zhangsan', 'pw1', 'k9')
    const bind = requests().find((r) => r.path === '/api/oauth/WeChatBinding')!
    expect(Object.fromEntries(new URLSearchParams(bind.data as string))).toEqual({ account: 'zhangsan', password: md5('pw1'), bindKey: 'k9' })
    expect(useSession.getState().token).toBe('bearer bound')
  })

  it('WeChat: an answer with neither token nor bind key toasts and rejects', async () => {
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', {})
    await expect(loginWithWechatCode('c1')).rejects.toThrow()
    expect(toasts()).toHaveLength(1)
  })
})

describe('refreshCurrentUser', () => {
  it('updates user and menus; concurrent calls share one request', async () => {
    useSession.setState({ token: 'bearer t' })
    reply('GET', '/api/oauth/CurrentUser', user(MENUS))
    await Promise.all([refreshCurrentUser(), refreshCurrentUser()])
    expect(requests()).toHaveLength(1)
    expect(useMenu.getState().loaded).toBe(true)
  })

  it('menus gone: toast, session ended, login page', async () => {
    await sessionLive()
    storage.set('token', 'bearer t')
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1' } as never })
    reply('GET', '/api/oauth/CurrentUser', user([]))
    await expect(refreshCurrentUser()).rejects.toThrow(NO_PERMISSION_MSG)
    await settle()
    expect(useSession.getState()).toMatchObject({ token: '', userInfo: null })
    expect(mockSocket.close).toHaveBeenCalled()
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
  })
})

describe('context switches', () => {
  it('switchProject stores the answered project, contract and contracts', async () => {
    const p2 = { id: 'p2', fullName: '二号线' }
    const c3 = { id: 'c3', projectId: 'p2', fullName: 'B1标' }
    useSession.setState({ project, projectList: [project, p2], contract, contractList: [contract] } as never)
    reply('GET', '/api/oauth/project-data', { project: p2, contract: c3, contractList: [c3] })
    await switchProject('p2')
    expect(requests()[0].query).toEqual({ projectId: 'p2' })
    expect(useSession.getState()).toMatchObject({ project: p2, contract: c3, contractList: [c3] })
    expect(storage.get('project')).toEqual(p2)
    expect(storage.get('contract')).toEqual(c3)
  })

  it('switchContract', async () => {
    const c2 = { id: 'c2', projectId: 'p1', fullName: 'A2标' }
    reply('GET', '/api/oauth/contract-data/c2', { project, contract: c2, contractList: [contract, c2] })
    await switchContract('c2')
    expect(useSession.getState().contract).toEqual(c2)
  })

  it('a failed switch changes nothing', async () => {
    useSession.setState({ project, contract } as never)
    fail('GET', '/api/oauth/project-data', '您无权访问该项目')
    await expect(switchProject('p9')).rejects.toThrow('您无权访问该项目')
    expect(useSession.getState()).toMatchObject({ project, contract })
    expect(toasts()).toEqual(['您无权访问该项目'])
  })
})

describe('signOut', () => {
  it.each([
    ['the server answers', () => reply('GET', '/api/oauth/Logout')],
    ['the server fails', () => fail('GET', '/api/oauth/Logout', 'x')],
    ['the network is down', () => handle('GET', '/api/oauth/Logout', () => ({ networkError: 'request:fail' }))]
  ])('calls Logout, then ends the session and opens login even when %s', async (_name, arrange) => {
    arrange()
    await sessionLive()
    storage.set('token', 'bearer t')
    useSession.setState({ token: 'bearer t', userInfo: { userId: 'u1' } as never })
    useMenu.getState().setMenus(MENUS as never)
    await signOut()
    expect(requests().map((r) => r.path)).toEqual(['/api/oauth/Logout'])
    expect(useSession.getState().token).toBe('')
    expect(storage.has('token')).toBe(false)
    expect(useMenu.getState().loaded).toBe(false)
    expect(mockSocket.close).toHaveBeenCalled()
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
  })

  it('callServer: false signs out without a call', async () => {
    await signOut({ callServer: false })
    expect(requests()).toEqual([])
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
  })
})

describe('enterApp', () => {
  it('without an entry: the home tab', async () => {
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })

  it('a scanned code kept at launch: home, then the scan result, once', async () => {
    useEntry.getState().remember({ q: 'https%3A%2F%2Fexample.com%2Fqr%3Fid%3D7' })
    await enterApp()
    expect(navigations()).toEqual([
      'switchTab /pages/index/index',
      'navigateTo /pages/my/scanResult/index?result=https%3A%2F%2Fexample.com%2Fqr%3Fid%3D7'
    ])
    expect(useEntry.getState().entry).toBeNull()
  })

  it('the page the user was sent to sign in from: home, then that page with its query, once (issue 12)', async () => {
    useEntry.getState().rememberPage('/pages/workFlow/flowTodo/index?category=a%20b')
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'navigateTo /pages/workFlow/flowTodo/index?category=a%20b'])
    expect(useEntry.getState().page).toBeNull()
    taro.navigateTo.mockClear()
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'switchTab /pages/index/index'])
  })

  it('a tab comes back as that tab; ways in (launch, login) and addresses the app does not have are not kept', async () => {
    useEntry.getState().rememberPage('/pages/index/apply')
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'switchTab /pages/index/apply'])
    for (const url of ['/pages/login/index', '/pages/launch/index?scene=1', '/pages/nothing/here', '']) {
      useEntry.getState().rememberPage(url)
      expect(useEntry.getState().page).toBeNull()
    }
  })

  it('a form config: the form preview', async () => {
    useEntry.getState().remember({ config: 'eyJpZCI6MX0=' })
    await enterApp()
    expect(navigations()[1]).toBe('navigateTo /pages/apply/dynamicModel/scanForm?config=eyJpZCI6MX0%3D')
  })
})
