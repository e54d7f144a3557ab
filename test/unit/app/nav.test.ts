/** src/platform/nav.ts: typed navigation over Taro (SPEC §2: push, redirect, tab switch, relaunch, back). */
import Taro from '@tarojs/taro'
import { nav } from '@/platform/nav'
import type { RoutePath } from '@/routes'

const taro = Taro as unknown as Record<string, jest.Mock>
const NAV_APIS = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const

/** The single Taro navigation call made, as [api, argument]. */
function calls (): Array<[string, unknown]> {
  return NAV_APIS.flatMap((api) => taro[api].mock.calls.map((args) => [api, args[0]] as [string, unknown]))
}

beforeEach(() => {
  NAV_APIS.forEach((api) => taro[api].mockReset().mockResolvedValue({ errMsg: `${api}:ok` }))
  taro.getCurrentPages.mockReset()
})

const IM = 'pages/message/im/index' as const

describe('push', () => {
  it.each<[RoutePath, Record<string, unknown> | undefined, string]>([
    ['pages/my/modifyPsd/index', undefined, '/pages/my/modifyPsd/index'],
    ['pages/my/modifyPsd/index', {}, '/pages/my/modifyPsd/index'],
    [IM, { name: '张三', account: 'zs 01', formUserId: 'u1', headIcon: '/a/b.png' },
      '/pages/message/im/index?name=%E5%BC%A0%E4%B8%89&account=zs%2001&formUserId=u1&headIcon=%2Fa%2Fb.png'],
    ['pages/workFlow/flowBefore/index', { config: JSON.stringify({ id: '1', opType: 1 }) },
      '/pages/workFlow/flowBefore/index?config=%7B%22id%22%3A%221%22%2C%22opType%22%3A1%7D'],
    ['pages/apply/safetyManage/hotWork', { menuId: 'menu_hotWork', fullName: '动火作业', skip: undefined, none: null },
      '/pages/apply/safetyManage/hotWork?menuId=menu_hotWork&fullName=%E5%8A%A8%E7%81%AB%E4%BD%9C%E4%B8%9A'],
    ['pages/apply/dynamicModel/form', { id: 42, readonly: true, q: 'a&b=c' },
      '/pages/apply/dynamicModel/form?id=42&readonly=true&q=a%26b%3Dc']
  ])('%s %j → navigateTo %s', (path, query, url) => {
    nav.push(path, query as never)
    expect(calls()).toEqual([['navigateTo', { url }]])
  })

  it.each<[RoutePath, string]>([
    ['pages/index/index', '/pages/index/index'],
    ['pages/index/map', '/pages/index/map'],
    ['pages/index/apply', '/pages/index/apply'],
    ['pages/index/cloudVideo', '/pages/index/cloudVideo'],
    ['pages/index/my', '/pages/index/my']
  ])('tab %s → switchTab %s (a tab takes no query)', (path, url) => {
    nav.push(path, { tab: 'x' })
    expect(calls()).toEqual([['switchTab', { url }]])
  })

  it('a non-tab index page (process centre) is pushed, not switched to', () => {
    nav.push('pages/index/workFlow')
    expect(calls()).toEqual([['navigateTo', { url: '/pages/index/workFlow' }]])
  })

  it('returns what Taro returns', async () => {
    await expect(nav.push('pages/my/settings/index')).resolves.toEqual({ errMsg: 'navigateTo:ok' })
  })
})

describe('redirect', () => {
  it.each<[RoutePath, Record<string, string> | undefined, string, string]>([
    ['pages/login/otherLogin', undefined, 'redirectTo', '/pages/login/otherLogin'],
    ['pages/login/weChatBinding', { code: 'a/b' }, 'redirectTo', '/pages/login/weChatBinding?code=a%2Fb'],
    ['pages/index/apply', { code: 'x' }, 'switchTab', '/pages/index/apply'],
    ['pages/index/my', undefined, 'switchTab', '/pages/index/my']
  ])('%s %j → %s %s', (path, query, api, url) => {
    nav.redirect(path, query)
    expect(calls()).toEqual([[api, { url }]])
  })
})

describe('switchTab and relaunch', () => {
  it('switchTab opens the tab', () => {
    nav.switchTab('pages/index/cloudVideo')
    expect(calls()).toEqual([['switchTab', { url: '/pages/index/cloudVideo' }]])
  })

  it.each<[RoutePath, Record<string, string> | undefined, string]>([
    ['pages/login/index', undefined, '/pages/login/index'],
    ['pages/login/index', { redirect: '/pages/index/apply' }, '/pages/login/index?redirect=%2Fpages%2Findex%2Fapply'],
    ['pages/index/apply', undefined, '/pages/index/apply']
  ])('relaunch %s %j → reLaunch %s (tabs included)', (path, query, url) => {
    nav.relaunch(path, query)
    expect(calls()).toEqual([['reLaunch', { url }]])
  })
})

describe('back', () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ route: `p${i}` }))

  it.each<[string, number, number | undefined, RoutePath | undefined, [string, unknown]]>([
    ['two pages, default delta', 2, undefined, undefined, ['navigateBack', { delta: 1 }]],
    ['three pages, delta 2', 3, 2, undefined, ['navigateBack', { delta: 2 }]],
    ['five pages, delta 1', 5, 1, 'pages/login/index', ['navigateBack', { delta: 1 }]],
    ['one page (opened from a share): default fallback', 1, undefined, undefined, ['reLaunch', { url: '/pages/index/apply' }]],
    ['one page, given fallback', 1, 1, 'pages/login/index', ['reLaunch', { url: '/pages/login/index' }]],
    ['no page at all', 0, undefined, undefined, ['reLaunch', { url: '/pages/index/apply' }]],
    ['two pages but delta 2', 2, 2, 'pages/index/index', ['reLaunch', { url: '/pages/index/index' }]]
  ])('%s', (_name, count, delta, fallback, expected) => {
    taro.getCurrentPages.mockReturnValue(pages(count))
    nav.back(delta, fallback)
    expect(calls()).toEqual([expected])
    expect(taro.getCurrentPages).toHaveBeenCalledTimes(1)
  })
})
