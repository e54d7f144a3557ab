/**
 * pages/login/index: form checks, md5 password sign-in, input kept on failure, one submission at a
 * time, remembered account, SMS code with countdown, WeChat sign-in only in the mini-program.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, requests, resetTaro, settle, storage, taro, toasts } from '../helpers/taro-server'
import { md5 } from '@/core/md5'
import { REMEMBER_ACCOUNT_KEY } from '@/core/account'
import { NO_PERMISSION_MSG } from '@/core/constants'
import { useSession, signedOut } from '@/stores/session'
import Login from '@/pages/login/index'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const MENUS = [{ id: 'm1', type: 1, fullName: '安全', children: [{ id: 'm2', type: 2, fullName: '隐患' }] }]
const currentUser = (menuList: unknown[] = MENUS) => ({
  userInfo: { userId: 'u1', userAccount: 'zhangsan', userName: '张三' },
  menuList, permissionList: [], sysConfigInfo: null, project: null, projectList: [], contract: null, contractList: []
})

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement
const type = (placeholder: string, value: string) => fireEvent.change(input(placeholder), { target: { value } })
/** The first (or index-th) <button> showing `text` (the title 登录 is not a button). */
const button = (text: string, index = 0) =>
  screen.getAllByText(text).map((el) => el.closest('button')).filter(Boolean)[index] as HTMLButtonElement
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
    await settle()
  })
}
const formOf = (data: unknown) => Object.fromEntries(new URLSearchParams(data as string))

beforeEach(() => {
  resetTaro()
  mockSocket.connect.mockReset()
  useSession.setState({ ...signedOut })
  delete (process.env as Record<string, string | undefined>).TARO_ENV
})

describe('password sign-in', () => {
  it('checks the form before sending: account, then password', async () => {
    render(<Login />)
    await click(button('登录'))
    expect(toasts()).toEqual(['请输入账号'])
    type('请输入账号', 'zhangsan')
    await click(button('登录'))
    expect(toasts()).toEqual(['请输入账号', '请输入密码'])
    expect(requests()).toEqual([])
  })

  it('sends Login with md5(password), signs in, starts the socket and opens the home tab', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer ok' })
    reply('GET', '/api/oauth/CurrentUser', currentUser())
    render(<Login />)
    type('请输入账号', ' zhangsan ')
    type('请输入密码', 'Demo@1234')
    await click(button('登录'))
    const [login, current] = requests()
    expect(login.path).toBe('/api/oauth/Login')
    expect(formOf(login.data)).toEqual({ account: 'zhangsan', password: md5('Demo@1234'), origin: 'password', grant_type: 'password' })
    expect(formOf(login.data).password).toBe('d109ad8c1a64f009a86d58fb7064dae7')
    expect(current.header.Authorization).toBe('bearer ok')
    expect(mockSocket.connect).toHaveBeenCalled()
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })

  it('a failed login shows the server message and keeps what was typed', async () => {
    fail('POST', '/api/oauth/Login', '账号或密码错误')
    render(<Login />)
    type('请输入账号', 'zhangsan')
    type('请输入密码', 'wrong1')
    await click(button('登录'))
    expect(toasts()).toEqual(['账号或密码错误'])
    expect(input('请输入账号').value).toBe('zhangsan')
    expect(input('请输入密码').value).toBe('wrong1')
    expect(button('登录')).not.toHaveClass('nut-button-disabled')
    expect(navigations()).toEqual([])
    expect(storage.has('token')).toBe(false)
  })

  it('a user without menus is refused: the toast, no token, still on the login page', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer ok' })
    reply('GET', '/api/oauth/CurrentUser', currentUser([]))
    render(<Login />)
    type('请输入账号', 'nobody')
    type('请输入密码', 'Demo@1234')
    await click(button('登录'))
    expect(toasts()).toEqual([NO_PERMISSION_MSG])
    expect(storage.has('token')).toBe(false)
    expect(navigations()).toEqual([])
    expect(input('请输入账号').value).toBe('nobody')
  })

  it('the button is disabled while signing in; a second tap sends nothing', async () => {
    let release!: () => void
    handle('POST', '/api/oauth/Login', () => new Promise((resolve) => {
      release = () => resolve({ body: { code: 400, msg: '稍后再试' } })
    }))
    render(<Login />)
    type('请输入账号', 'zhangsan')
    type('请输入密码', 'Demo@1234')
    await click(button('登录'))
    expect(button('登录')).toHaveClass('nut-button-disabled')
    await click(button('登录'))
    expect(requests()).toHaveLength(1)
    await act(async () => {
      release()
      await settle()
    })
    expect(button('登录')).not.toHaveClass('nut-button-disabled')
  })

  it('remembers the account when asked, and fills it in next time', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer ok' })
    reply('GET', '/api/oauth/CurrentUser', currentUser())
    const first = render(<Login />)
    type('请输入账号', 'zhangsan')
    type('请输入密码', 'Demo@1234')
    fireEvent.click(screen.getByRole('checkbox'))
    await click(button('登录'))
    expect(storage.get(REMEMBER_ACCOUNT_KEY)).toBe('zhangsan')
    first.unmount()
    render(<Login />)
    expect(input('请输入账号').value).toBe('zhangsan')
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true')
  })

  it('shows and hides the password', () => {
    render(<Login />)
    expect(input('请输入密码').type).toBe('password')
    fireEvent.click(screen.getAllByLabelText('显示密码')[0])
    expect(input('请输入密码').type).toBe('text')
  })
})

describe('SMS sign-in', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }))
  afterEach(() => jest.useRealTimers())

  const flush = async () => {
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    })
  }

  it('checks the mobile number, sends the code, counts 60 s down before another', async () => {
    reply('GET', '/api/oauth/SmsCode/13800138000')
    render(<Login />)
    fireEvent.click(screen.getByText('短信登录'))
    fireEvent.click(screen.getByText('获取验证码'))
    await flush()
    expect(toasts()).toEqual(['请输入手机号'])
    type('请输入手机号', '1380013800')
    fireEvent.click(screen.getByText('获取验证码'))
    await flush()
    expect(toasts()).toEqual(['请输入手机号', '请输入正确的手机号'])
    expect(requests()).toEqual([])

    type('请输入手机号', '13800138000')
    fireEvent.click(screen.getByText('获取验证码'))
    await flush()
    expect(requests().map((r) => r.path)).toEqual(['/api/oauth/SmsCode/13800138000'])
    expect(toasts()).toContain('验证码已发送')
    expect(screen.getByText('60秒后重发')).toBeInTheDocument()
    fireEvent.click(screen.getByText('60秒后重发'))
    await flush()
    expect(requests()).toHaveLength(1)
    act(() => { jest.advanceTimersByTime(59_000) })
    expect(screen.getByText('1秒后重发')).toBeInTheDocument()
    act(() => { jest.advanceTimersByTime(1000) })
    expect(screen.getByText('重新获取')).toBeInTheDocument()
  })

  it('signs in with LoginSms after checking the code', async () => {
    reply('POST', '/api/oauth/LoginSms', { token: 'bearer sms' })
    reply('GET', '/api/oauth/CurrentUser', currentUser())
    render(<Login />)
    fireEvent.click(screen.getByText('短信登录'))
    type('请输入手机号', '13800138000')
    type('请输入验证码', '123')
    fireEvent.click(button('登录', 1))
    await flush()
    expect(toasts()).toEqual(['请输入6位数字验证码'])
    type('请输入验证码', '123456')
    fireEvent.click(button('登录', 1))
    await flush()
    await flush()
    const sms = requests().find((r) => r.path === '/api/oauth/LoginSms')!
    expect(formOf(sms.data)).toEqual({ mobile: '13800138000', code: '123456' })
    expect(useSession.getState().token).toBe('bearer sms')
  })

  it('switching tabs keeps what was typed', () => {
    render(<Login />)
    type('请输入账号', 'zhangsan')
    fireEvent.click(screen.getByText('短信登录'))
    type('请输入手机号', '139')
    fireEvent.click(screen.getByText('账号登录'))
    expect(input('请输入账号').value).toBe('zhangsan')
    expect(input('请输入手机号').value).toBe('139')
  })
})

describe('WeChat sign-in', () => {
  it('is not offered outside the mini-program', () => {
    render(<Login />)
    expect(button('登录')).toBeInTheDocument()
    expect(screen.queryByText('微信一键登录')).toBeNull()
  })

  it('in the mini-program: wx.login code → unbound user → the binding page with the bind key', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login.mockResolvedValue({ code: 'wx-code', errMsg: 'login:ok' })
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', { bound: false, bindKey: 'key 1' })
    render(<Login />)
    await click(button('微信一键登录'))
    expect(requests()[0]).toMatchObject({ path: '/api/oauth/GetWechatUserInfoByCode', query: { code: 'wx-code' } })
    expect(navigations()).toEqual(['navigateTo /pages/login/weChatBinding?bindKey=key%201'])
  })

  it('in the mini-program: a bound user is signed in', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login.mockResolvedValue({ code: 'wx-code' })
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', { token: 'bearer wx' })
    reply('GET', '/api/oauth/CurrentUser', currentUser())
    render(<Login />)
    await click(button('微信一键登录'))
    expect(useSession.getState().token).toBe('bearer wx')
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })

  it('a failed wx.login says so and sends nothing', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.login.mockRejectedValue({ errMsg: 'login:fail' })
    render(<Login />)
    await click(button('微信一键登录'))
    expect(toasts()).toEqual(['微信授权失败，请重试'])
    expect(requests()).toEqual([])
  })
})
