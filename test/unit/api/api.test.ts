/**
 * src/api/*: each function sends the right method, path, query, body and content type through the
 * one requester, and returns the `data` of the answer (SPEC §7, API.md §2 and §7).
 */
import { reply, requests, resetTaro, uploads, taro, fail, toasts } from '../helpers/taro-server'
import * as oauth from '@/api/oauth'
import * as permission from '@/api/permission'
import { getSysConfig } from '@/api/system'
import { fileUrl, uploadFile } from '@/api/file'
import { getAppVersion, isNewerVersion } from '@/api/app'
import { baseURL } from '@/config'
import { md5 } from '@/core/md5'

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json;charset=UTF-8'
const TOKEN = 'bearer abc'

const only = () => {
  const all = requests()
  expect(all).toHaveLength(1)
  return all[0]
}
const contentType = (h: Record<string, string>) => h['Content-Type']

beforeEach(() => resetTaro({ token: TOKEN }))

describe('oauth', () => {
  it('login: POST /api/oauth/Login, form encoded, md5 password, origin and grant type, client query', async () => {
    reply('POST', '/api/oauth/Login', { token: 'bearer new', theme: 'classic' })
    const hashed = md5('Demo@1234')
    await expect(oauth.login({ account: 'zhangsan', password: hashed })).resolves.toEqual({ token: 'bearer new', theme: 'classic' })
    const req = only()
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/api/oauth/Login')
    expect(req.query).toMatchObject({ client_id: 'admin', scope: 'all', grant_type: 'password' })
    expect(contentType(req.header)).toBe(FORM)
    expect(Object.fromEntries(new URLSearchParams(req.data as string))).toEqual({
      account: 'zhangsan', password: 'd109ad8c1a64f009a86d58fb7064dae7', origin: 'password', grant_type: 'password'
    })
  })

  it('getCurrentUser: GET /api/oauth/CurrentUser?type=app with the token', async () => {
    reply('GET', '/api/oauth/CurrentUser', { userInfo: { userId: 'u1' }, menuList: [] })
    await expect(oauth.getCurrentUser()).resolves.toMatchObject({ userInfo: { userId: 'u1' } })
    const req = only()
    expect(req.query).toEqual({ type: 'app' })
    expect(req.header).toMatchObject({ Authorization: TOKEN, 'jnpf-origin': 'app', 'Content-Type': JSON_TYPE })
  })

  it('logout: GET /api/oauth/Logout, no error toast', async () => {
    fail('GET', '/api/oauth/Logout', 'boom')
    await expect(oauth.logout()).rejects.toThrow('boom')
    expect(only()).toMatchObject({ method: 'GET', path: '/api/oauth/Logout' })
    expect(toasts()).toEqual([])
  })

  it('cancelAccount: POST /api/oauth/logoutCurrentUser, form encoded', async () => {
    reply('POST', '/api/oauth/logoutCurrentUser')
    await oauth.cancelAccount()
    const req = only()
    expect(req).toMatchObject({ method: 'POST', path: '/api/oauth/logoutCurrentUser' })
    expect(contentType(req.header)).toBe(FORM)
  })

  it('switchProject: GET /api/oauth/project-data?projectId=', async () => {
    reply('GET', '/api/oauth/project-data', { project: { id: 'p2' }, contract: null, contractList: [] })
    await expect(oauth.switchProject('p2')).resolves.toMatchObject({ project: { id: 'p2' } })
    expect(only()).toMatchObject({ method: 'GET', path: '/api/oauth/project-data', query: { projectId: 'p2' } })
  })

  it('switchContract: GET /api/oauth/contract-data/{id}', async () => {
    reply('GET', '/api/oauth/contract-data/c2', { project: { id: 'p1' }, contract: { id: 'c2' }, contractList: [] })
    await expect(oauth.switchContract('c2')).resolves.toMatchObject({ contract: { id: 'c2' } })
    expect(only()).toMatchObject({ method: 'GET', path: '/api/oauth/contract-data/c2' })
  })

  it('sendSmsCode: GET /api/oauth/SmsCode/{mobile}', async () => {
    reply('GET', '/api/oauth/SmsCode/13800138000')
    await oauth.sendSmsCode('13800138000')
    expect(only()).toMatchObject({ method: 'GET', path: '/api/oauth/SmsCode/13800138000' })
  })

  it('loginSms: POST /api/oauth/LoginSms {mobile, code}, form encoded', async () => {
    reply('POST', '/api/oauth/LoginSms', { token: 'bearer sms' })
    await expect(oauth.loginSms({ mobile: '13800138000', code: '123456' })).resolves.toEqual({ token: 'bearer sms' })
    const req = only()
    expect(contentType(req.header)).toBe(FORM)
    expect(req.data).toBe('mobile=13800138000&code=123456')
  })

  it('wechatUserByCode: GET /api/oauth/GetWechatUserInfoByCode?code=', async () => {
    reply('GET', '/api/oauth/GetWechatUserInfoByCode', { bound: false, bindKey: 'k1' })
    await expect(oauth.wechatUserByCode('wx-code')).resolves.toEqual({ bound: false, bindKey: 'k1' })
    expect(only()).toMatchObject({ method: 'GET', query: { code: 'wx-code' } })
  })

  it('wechatBinding: POST /api/oauth/WeChatBinding {account, password, bindKey}, form encoded', async () => {
    reply('POST', '/api/oauth/WeChatBinding', { token: 'bearer wx' })
    await expect(oauth.wechatBinding({ account: 'zs', password: md5('x1'), bindKey: 'k1' })).resolves.toEqual({ token: 'bearer wx' })
    const req = only()
    expect(contentType(req.header)).toBe(FORM)
    expect(Object.fromEntries(new URLSearchParams(req.data as string))).toEqual({ account: 'zs', password: md5('x1'), bindKey: 'k1' })
  })

  it.each([
    ['a list', [{ enname: 'wechat_open', name: '微信' }]],
    ['a {list}', { list: [{ enname: 'wechat_open', name: '微信' }] }]
  ])('loginSocials: GET /api/oauth/Login/socials answering %s', async (_name, data) => {
    reply('GET', '/api/oauth/Login/socials', data)
    await expect(oauth.loginSocials()).resolves.toEqual([{ enname: 'wechat_open', name: '微信' }])
    expect(only()).toMatchObject({ method: 'GET', path: '/api/oauth/Login/socials' })
  })
})

describe('permission', () => {
  it('getBaseInfo / updateBaseInfo: GET and PUT /api/permission/Users/Current/BaseInfo (JSON)', async () => {
    reply('GET', '/api/permission/Users/Current/BaseInfo', { realName: '张三' })
    reply('PUT', '/api/permission/Users/Current/BaseInfo')
    await expect(permission.getBaseInfo()).resolves.toEqual({ realName: '张三' })
    await permission.updateBaseInfo({ realName: '张三丰', mobilePhone: '13800138000' })
    const [get, put] = requests()
    expect(get).toMatchObject({ method: 'GET', path: '/api/permission/Users/Current/BaseInfo' })
    expect(put).toMatchObject({ method: 'PUT', path: '/api/permission/Users/Current/BaseInfo', data: { realName: '张三丰', mobilePhone: '13800138000' } })
    expect(contentType(put.header)).toBe(JSON_TYPE)
  })

  it('updateAvatar: PUT /api/permission/Users/Current/Avatar/{name}, answering the new headIcon', async () => {
    reply('PUT', /^\/api\/permission\/Users\/Current\/Avatar\//, { headIcon: '/api/file/Image/userAvatar/a.png' })
    await expect(permission.updateAvatar('a b.png')).resolves.toEqual({ headIcon: '/api/file/Image/userAvatar/a.png' })
    expect(only()).toMatchObject({ method: 'PUT', path: '/api/permission/Users/Current/Avatar/a%20b.png' })
  })

  it('modifyPassword: POST .../Actions/ModifyPassword {oldPassword, password}', async () => {
    reply('POST', '/api/permission/Users/Current/Actions/ModifyPassword')
    await permission.modifyPassword({ oldPassword: md5('old1'), password: md5('new1') })
    expect(only()).toMatchObject({ method: 'POST', data: { oldPassword: md5('old1'), password: md5('new1') } })
  })

  it('getSubordinates: GET .../Subordinate/0 by default', async () => {
    reply('GET', '/api/permission/Users/Current/Subordinate/0', [{ id: 'u2', userName: '李四' }])
    await expect(permission.getSubordinates()).resolves.toEqual([{ id: 'u2', userName: '李四' }])
    expect(only().path).toBe('/api/permission/Users/Current/Subordinate/0')
  })
})

describe('system, file, app', () => {
  it('getSysConfig: GET /api/system/SysConfig', async () => {
    reply('GET', '/api/system/SysConfig', { companyTelePhone: '010-12345678' })
    await expect(getSysConfig()).resolves.toEqual({ companyTelePhone: '010-12345678' })
    expect(only()).toMatchObject({ method: 'GET', path: '/api/system/SysConfig' })
  })

  it('uploadFile: multipart POST /api/file/Uploader/userAvatar, field file, with the token', async () => {
    reply('POST', '/api/file/Uploader/userAvatar', { name: 'x.png', url: '/api/file/Image/userAvatar/x.png' })
    await expect(uploadFile('userAvatar', 'wxfile://tmp/1.png')).resolves.toEqual({ name: 'x.png', url: '/api/file/Image/userAvatar/x.png' })
    const [u] = uploads()
    expect(u).toMatchObject({ url: `${baseURL}/api/file/Uploader/userAvatar`, name: 'file', filePath: 'wxfile://tmp/1.png' })
    expect(u.header).toMatchObject({ Authorization: TOKEN })
    expect(u.header).not.toHaveProperty('Content-Type')
    expect(taro.request).not.toHaveBeenCalled()
  })

  it('fileUrl: server paths get the base URL; full, data and empty values stay', () => {
    expect(fileUrl('/api/file/Image/userAvatar/x.png')).toBe(`${baseURL}/api/file/Image/userAvatar/x.png`)
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(fileUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA')
    expect(fileUrl('')).toBe('')
    expect(fileUrl(null)).toBe('')
  })

  it.each([
    ['a string', '3.4.0', '3.4.0'],
    ['an object', { version: '3.3.5', url: '' }, '3.3.5'],
    ['{versionName, versionCode}', { versionName: '3.4.0', versionCode: 140 }, '3.4.0'],
    ['nothing', null, '']
  ])('getAppVersion: GET /api/app/Version answering %s', async (_name, data, version) => {
    reply('GET', '/api/app/Version', data)
    await expect(getAppVersion()).resolves.toMatchObject({ version })
    expect(only()).toMatchObject({ method: 'GET', path: '/api/app/Version' })
  })

  it.each([
    [{ version: '3.4.0', versionCode: 140 }, true],
    [{ version: '3.3.5', versionCode: 139 }, false],
    [{ version: '3.2.0', versionCode: 120 }, false],
    [{ version: '3.4.0' }, true],
    [{ version: '3.3.5' }, false],
    [{ version: '' }, false]
  ])('isNewerVersion(%j) than 3.3.5 (139): %s', (info, newer) => {
    expect(isNewerVersion(info, { version: '3.3.5', versionCode: 139 })).toBe(newer)
  })
})
