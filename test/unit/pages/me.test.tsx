/**
 * The Me tab and the pages/my screens, the launch page and the other login pages, through the
 * fake backend: what each shows, the calls each makes, and where each goes.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, requests, resetTaro, settle, storage, taro, toasts, uploads } from '../helpers/taro-server'
import { md5 } from '@/core/md5'
import { useSession, signedOut } from '@/stores/session'
import { useMenu } from '@/stores/menu'
import { useEntry } from '@/stores/entry'
import { useBase } from '@/stores/base'
import My from '@/pages/index/my'
import Launch from '@/pages/launch/index'
import Settings from '@/pages/my/settings/index'
import PersonalData from '@/pages/my/personalData/index'
import AccountSecurity from '@/pages/my/accountSecurity/index'
import Business from '@/pages/my/business/index'
import Subordinate from '@/pages/my/subordinate/index'
import ContactUs from '@/pages/my/contactUs/index'
import Abouts from '@/pages/my/abouts/index'
import ScanResult from '@/pages/my/scanResult/index'
import WeChatBinding from '@/pages/login/weChatBinding'
import OtherLogin from '@/pages/login/otherLogin'
import { sessionLive } from '@/stores/bootstrap'

const mockSocket = { connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }
jest.mock('@/platform/socket', () => ({ imSocket: () => mockSocket, configureImSocket: jest.fn() }))

const project = { id: 'p1', fullName: '一号线', location: '杭州' }
const p2 = { id: 'p2', fullName: '二号线' }
const contract = { id: 'c1', projectId: 'p1', fullName: 'A1标' }
const c2 = { id: 'c2', projectId: 'p1', fullName: 'A2标' }
const userInfo = {
  userId: 'u1', userAccount: 'zhangsan', userName: '张三', headIcon: '', organizeName: '某监理公司/项目部',
  positionName: '监理员', mobilePhone: '13800138000', email: 'zhangsan@example.com'
}
const MENUS = [{ id: 'd1', type: 1, fullName: '安全', children: [{ id: 'm2', type: 2, fullName: '隐患' }] }]

const tap = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
    await settle()
  })
}
const row = (title: string) => screen.getByText(title).closest('.nut-cell') as HTMLElement
const press = (text: string) => tap(screen.getByText(text).closest('button')!)
const loaded = () => act(async () => { await settle() })
/** Text shown outside an initials avatar (which repeats a two-character name). */
const shown = (text: string) => screen.getAllByText(text).filter((el) => !el.classList.contains('sf-avatar__text'))

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSocket.connect.mockReset()
  mockSocket.close.mockReset()
  useSession.setState({
    ...signedOut, token: 'bearer t', userInfo, project, projectList: [project, p2], contract, contractList: [contract, c2],
    sysConfigInfo: { title: 'SiteFlow', sysVersion: 'v3.4.1', copyright: '© 2025 SiteFlow', jnpfDomain: '' }
  } as never)
  useMenu.getState().setMenus(MENUS as never)
  useEntry.setState({ entry: null })
})

describe('Me tab', () => {
  it('shows the user, organization, position, project and contract; initials without a head icon', () => {
    render(<My />)
    for (const text of ['张三', '某监理公司/项目部', '监理员', '项目：一号线', '合同段：A1标']) {
      expect(shown(text)).toHaveLength(1)
    }
    expect(document.querySelector('.sf-avatar__text')).toHaveTextContent('张三')
    expect(document.querySelector('img')).toBeNull()
  })

  it.each([
    ['个人资料', 'pages/my/personalData/index'],
    ['我的业务', 'pages/my/business/index'],
    ['我的下属', 'pages/my/subordinate/index'],
    ['账号安全', 'pages/my/accountSecurity/index'],
    ['修改密码', 'pages/my/modifyPsd/index'],
    ['注销账号', 'pages/my/cancellation/index'],
    ['设置', 'pages/my/settings/index'],
    ['联系我们', 'pages/my/contactUs/index'],
    ['关于我们', 'pages/my/abouts/index']
  ])('%s opens /%s', async (title, path) => {
    render(<My />)
    await tap(row(title))
    expect(navigations()).toEqual([`navigateTo /${path}`])
  })

  it('扫一扫 opens the scan result with the scanned text', async () => {
    taro.scanCode.mockResolvedValue({ result: 'QR-42' })
    render(<My />)
    await tap(row('扫一扫'))
    expect(navigations()).toEqual(['navigateTo /pages/my/scanResult/index?result=QR-42'])
  })

  it('logout asks first; cancelled, nothing happens', async () => {
    taro.showModal.mockResolvedValue({ confirm: false })
    render(<My />)
    await press('退出登录')
    expect(requests()).toEqual([])
    expect(useSession.getState().token).toBe('bearer t')
  })

  it.each([
    ['answers', () => reply('GET', '/api/oauth/Logout')],
    ['fails', () => fail('GET', '/api/oauth/Logout', '服务器错误')],
    ['is unreachable', () => handle('GET', '/api/oauth/Logout', () => ({ networkError: 'request:fail timeout' }))]
  ])('logout confirmed: GET Logout, session ended, login page, even when the server %s', async (_name, arrange) => {
    arrange()
    // signed in: the session's code (its socket) is there
    await sessionLive()
    render(<My />)
    await press('退出登录')
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/oauth/Logout'])
    expect(useSession.getState()).toMatchObject({ token: '', userInfo: null })
    expect(storage.has('token')).toBe(false)
    expect(mockSocket.close).toHaveBeenCalled()
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
  })
})

describe('launch', () => {
  it('without a token: login, keeping the scanned code for after sign-in', async () => {
    useSession.setState({ token: '' })
    taro.__setRouterParams({ q: 'https%3A%2F%2Fexample.com%2Fqr%3Fid%3D9', other: 'x' })
    render(<Launch />)
    await loaded()
    expect(navigations()).toEqual(['reLaunch /pages/login/index'])
    expect(useEntry.getState().entry).toEqual({ q: 'https://example.com/qr?id=9' })
    expect(storage.has('q')).toBe(false)
  })

  it('with a token: socket, home tab, then the kept code; the current user and waiting signatures checked in the background', async () => {
    reply('GET', '/api/oauth/CurrentUser', {
      userInfo, menuList: MENUS, permissionList: [], sysConfigInfo: null, project, projectList: [project], contract, contractList: [contract]
    })
    taro.__setRouterParams({ scene: 'task%3D1' })
    render(<Launch />)
    await loaded()
    expect(mockSocket.connect).toHaveBeenCalled()
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'navigateTo /pages/my/scanResult/index?result=task%3D1'])
    // SPEC §4: at launch with a token the role-sign push is asked for (flag=login)
    expect(requests().map((r) => r.path)).toEqual(['/api/oauth/CurrentUser', '/api/Signature/signaturefddservice/GetRoleSign/'])
  })

  it('with a token whose user lost every menu: signed out to login', async () => {
    reply('GET', '/api/oauth/CurrentUser', { userInfo, menuList: [], permissionList: [] })
    render(<Launch />)
    await loaded()
    expect(toasts()).toEqual(['您的权限不足，请联系管理员'])
    expect(useSession.getState().token).toBe('')
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'reLaunch /pages/login/index'])
  })

  it('with a token and no network: stays in the app', async () => {
    handle('GET', '/api/oauth/CurrentUser', () => ({ networkError: 'request:fail' }))
    render(<Launch />)
    await loaded()
    expect(useSession.getState().token).toBe('bearer t')
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })
})

describe('settings', () => {
  it('clear cache asks, then clears cached data but keeps the session and drafts', async () => {
    storage.set('dynamicModelExtra', { draft: 1 })
    storage.set('someCache', [1])
    useBase.getState().setBase({ userList: [{ id: 'u', fullName: 'x' }] })
    render(<Settings />)
    await tap(row('清除缓存'))
    expect(taro.showModal).toHaveBeenCalled()
    expect(storage.has('someCache')).toBe(false)
    expect(storage.get('token')).toBe('bearer t')
    expect(storage.get('dynamicModelExtra')).toEqual({ draft: 1 })
    expect(useBase.getState().userList).toEqual([])
    expect(toasts()).toEqual(['缓存已清除'])
  })
})

describe('personalData', () => {
  const info = { account: 'zhangsan', realName: '张三', mobilePhone: '13800138000', email: '', gender: 1, departmentName: '项目部', headIcon: '' }

  it('shows the base info, edits with checks, keeps what was typed on error, saves with PUT', async () => {
    reply('GET', '/api/permission/Users/Current/BaseInfo', info)
    render(<PersonalData />)
    await loaded()
    expect(screen.getByText('项目部')).toBeInTheDocument()
    expect(screen.getByText('男')).toBeInTheDocument()
    await press('编辑资料')
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '123' } })
    await press('保存')
    expect(toasts()).toEqual(['请输入正确的手机号'])
    expect(requests().filter((r) => r.method === 'PUT')).toEqual([])

    fail('PUT', '/api/permission/Users/Current/BaseInfo', '保存失败')
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13900139000' } })
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张三丰' } })
    await press('保存')
    expect(toasts()).toContain('保存失败')
    expect((screen.getByPlaceholderText('请输入姓名') as HTMLInputElement).value).toBe('张三丰')

    reply('PUT', '/api/permission/Users/Current/BaseInfo')
    await press('保存')
    const put = requests().filter((r) => r.method === 'PUT').pop()!
    expect(put.data).toMatchObject({ realName: '张三丰', mobilePhone: '13900139000' })
    // fields the page does not edit are left out, so the server keeps them
    expect(put.data).not.toHaveProperty('gender')
    expect(put.data).not.toHaveProperty('birthday')
    expect(toasts()).toContain('保存成功')
    expect(useSession.getState().userInfo).toMatchObject({ userName: '张三丰', mobilePhone: '13900139000' })
    expect(shown('张三丰')).toHaveLength(1)
  })

  it('avatar: choose → upload userAvatar → PUT Avatar/{name} → shown', async () => {
    reply('GET', '/api/permission/Users/Current/BaseInfo', info)
    reply('POST', '/api/file/Uploader/userAvatar', { name: 'n1.png', url: '/api/file/Image/userAvatar/n1.png' })
    reply('PUT', '/api/permission/Users/Current/Avatar/n1.png', { headIcon: '/api/file/Image/userAvatar/n1.png' })
    taro.chooseImage.mockResolvedValue({ tempFilePaths: ['wxfile://tmp/a.png'] })
    render(<PersonalData />)
    await loaded()
    await tap(screen.getByRole('button', { name: '更换头像' }))
    expect(uploads()[0]).toMatchObject({ name: 'file', filePath: 'wxfile://tmp/a.png' })
    expect(requests().map((r) => `${r.method} ${r.path}`)).toContain('PUT /api/permission/Users/Current/Avatar/n1.png')
    expect(useSession.getState().userInfo?.headIcon).toBe('/api/file/Image/userAvatar/n1.png')
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/file\/Image\/userAvatar\/n1\.png$/)
  })

  it('avatar: cancelling the picker sends nothing', async () => {
    reply('GET', '/api/permission/Users/Current/BaseInfo', info)
    taro.chooseImage.mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
    render(<PersonalData />)
    await loaded()
    await tap(screen.getByRole('button', { name: '更换头像' }))
    expect(uploads()).toEqual([])
    expect(toasts()).toEqual([])
  })

  it('a failed load shows the error with a retry', async () => {
    fail('GET', '/api/permission/Users/Current/BaseInfo', '网络繁忙')
    render(<PersonalData />)
    await loaded()
    expect(screen.getByRole('alert')).toHaveTextContent('网络繁忙')
  })
})

describe('accountSecurity', () => {
  it('masks mobile and e-mail and shows the WeChat binding', async () => {
    reply('GET', '/api/permission/socials/login', [{ enname: 'wechat_applets', entity: { socialId: 'x' } }])
    render(<AccountSecurity />)
    await loaded()
    expect(screen.getByText('138****8000')).toBeInTheDocument()
    expect(screen.getByText('z***n@example.com')).toBeInTheDocument()
    expect(screen.getByText('已绑定')).toBeInTheDocument()
    await tap(row('登录密码'))
    expect(navigations()).toEqual(['navigateTo /pages/my/modifyPsd/index'])
  })
})

describe('business', () => {
  it('lists projects and contracts, marks the current ones, switches a contract', async () => {
    reply('GET', '/api/oauth/contract-data/c2', { project, contract: c2, contractList: [contract, c2] })
    render(<Business />)
    expect(screen.getByText('一号线').closest('.nut-cell')).toHaveTextContent('当前')
    expect(screen.getByText('二号线').closest('.nut-cell')).toHaveTextContent('切换')
    await tap(row('A2标'))
    expect(requests()[0].path).toBe('/api/oauth/contract-data/c2')
    expect(useSession.getState().contract).toEqual(c2)
    expect(row('A2标')).toHaveTextContent('当前')
  })

  it('tapping the current project does nothing', async () => {
    render(<Business />)
    expect(row('一号线')).toHaveTextContent('当前')
    await tap(row('一号线'))
    expect(requests()).toEqual([])
  })
})

describe('subordinate', () => {
  it('lists GET Current/Subordinate/0', async () => {
    reply('GET', '/api/permission/Users/Current/Subordinate/0', [{ id: 'u2', userName: '李四', department: '项目部', position: '监理员', isLeaf: true }])
    render(<Subordinate />)
    await loaded()
    expect(requests()[0].path).toBe('/api/permission/Users/Current/Subordinate/0')
    expect(shown('李四')).toHaveLength(1)
    expect(screen.getByText('项目部 · 监理员')).toBeInTheDocument()
  })

  it('none: the empty state', async () => {
    reply('GET', '/api/permission/Users/Current/Subordinate/0', [])
    render(<Subordinate />)
    await loaded()
    expect(screen.getByText('暂无下属')).toBeInTheDocument()
  })
})

describe('contactUs, abouts, scanResult', () => {
  it('contactUs: phone from SysConfig, tap to call; e-mail tap to copy', async () => {
    reply('GET', '/api/system/SysConfig', { companyName: '某集团', companyTelePhone: '0571-88886666', companyEmail: 'help@example.com' })
    render(<ContactUs />)
    await loaded()
    await tap(row('联系电话'))
    expect(taro.makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '0571-88886666' })
    await tap(row('电子邮箱'))
    expect(taro.setClipboardData).toHaveBeenCalledWith({ data: 'help@example.com' })
  })

  it('contactUs: nothing configured says so, and nothing is dialled', async () => {
    reply('GET', '/api/system/SysConfig', {})
    render(<ContactUs />)
    await loaded()
    expect(screen.getAllByText('暂未设置')).toHaveLength(2)
    await tap(row('联系电话'))
    expect(taro.makePhoneCall).not.toHaveBeenCalled()
  })

  it('abouts: app version 3.3.5, system version and copyright', () => {
    render(<Abouts />)
    expect(screen.getByText('3.3.5 (139)')).toBeInTheDocument()
    expect(screen.getByText('v3.4.1')).toBeInTheDocument()
    expect(screen.getByText('© 2025 SiteFlow')).toBeInTheDocument()
  })

  it.each([
    [{ versionName: '3.3.5', versionCode: 139 }, '当前已是最新版本'],
    [{ versionName: '3.4.0', versionCode: 140 }, '发现新版本 3.4.0'],
    ['3.3.5', '当前已是最新版本']
  ])('abouts: update check with %j → %s', async (data, msg) => {
    reply('GET', '/api/app/Version', data)
    render(<Abouts />)
    await tap(row('检查更新'))
    expect(toasts()).toEqual([msg])
  })

  it('scanResult: shows the text and copies it', async () => {
    taro.__setRouterParams({ result: 'https%3A%2F%2Fexample.com%2Fa' })
    render(<ScanResult />)
    expect(screen.getByText('https://example.com/a')).toBeInTheDocument()
    await press('复制内容')
    expect(taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://example.com/a' })
    expect(toasts()).toEqual(['已复制'])
  })
})

describe('login side pages', () => {
  it('weChatBinding: account + md5 password + bindKey, then signed in', async () => {
    useSession.setState({ ...signedOut })
    storage.delete('token')
    reply('POST', '/api/oauth/WeChatBinding', { token: 'bearer wx' })
    reply('GET', '/api/oauth/CurrentUser', { userInfo, menuList: MENUS, permissionList: [], sysConfigInfo: null, project: null, projectList: [], contract: null, contractList: [] })
    taro.__setRouterParams({ bindKey: 'k1' })
    render(<WeChatBinding />)
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'zhangsan' } })
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Demo@1234' } })
    await press('绑定并登录')
    const bind = requests()[0]
    expect(Object.fromEntries(new URLSearchParams(bind.data as string))).toEqual({ account: 'zhangsan', password: md5('Demo@1234'), bindKey: 'k1' })
    expect(useSession.getState().token).toBe('bearer wx')
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
  })

  it('weChatBinding without a bind key says so', () => {
    render(<WeChatBinding />)
    expect(screen.getByRole('alert')).toHaveTextContent('绑定信息已失效')
  })

  it('otherLogin: the server socials and the SMS entry', async () => {
    reply('GET', '/api/oauth/Login/socials', [{ enname: 'dingtalk', name: '钉钉', icon: 'x' }])
    render(<OtherLogin />)
    await loaded()
    expect(shown('钉钉')).toHaveLength(1)
    await tap(row('短信验证码登录'))
    expect(navigations()).toEqual(['reLaunch /pages/login/index?mode=sms'])
  })
})
