/** src/core/wechat.ts and the JS-SDK set-up of src/platform/wechat.ts (SPEC §7). */
import { HIDDEN_MENU_ITEMS, isWechatBrowser, jssdkConfig, signedUrl } from '@/core/wechat'
import { setupWechatJssdk } from '@/platform/wechat'

const sent = { timestamp: 100, nonceStr: 'n' }

it.each([
  ['sig', { appId: '', timestamp: 100, nonceStr: 'n', signature: 'sig' }],
  [{ code: 200, msg: '', data: 'sig' }, { appId: '', timestamp: 100, nonceStr: 'n', signature: 'sig' }],
  [{ code: 200, data: { appId: 'wx1', timestamp: '200', nonceStr: 'm', signature: 's' } }, { appId: 'wx1', timestamp: 200, nonceStr: 'm', signature: 's' }],
  ['{"appid":"wx2","noncestr":"k","signature":"t"}', { appId: 'wx2', timestamp: 100, nonceStr: 'k', signature: 't' }],
  [{ code: 200, data: null }, null],
  ['', null],
  [{ appId: 'wx' }, null]
])('jssdkConfig(%p)', (raw, expected) => expect(jssdkConfig(raw, sent)).toEqual(expected))

it('user agent and signed url', () => {
  expect(isWechatBrowser('Mozilla/5.0 (iPhone) MicroMessenger/8.0.47')).toBe(true)
  expect(isWechatBrowser('Mozilla/5.0 Chrome/120')).toBe(false)
  expect(signedUrl('https://h/p?a=1#/pages/x')).toBe('https://h/p?a=1')
})

describe('setupWechatJssdk', () => {
  const ua = jest.spyOn(window.navigator, 'userAgent', 'get')
  const win = window as unknown as { wx?: unknown }
  afterEach(() => { delete win.wx })

  const fakeWx = () => {
    const wx = { config: jest.fn(), ready: jest.fn((cb: () => void) => cb()), hideMenuItems: jest.fn() }
    win.wx = wx
    return wx
  }

  it('in the WeChat browser with the SDK: signs this page, configures wx and hides the share menu items', async () => {
    ua.mockReturnValue('Mozilla/5.0 MicroMessenger/8.0')
    const wx = fakeWx()
    const fetch = jest.fn().mockResolvedValue({ code: 200, data: { appId: 'wx1', signature: 's' } })
    await expect(setupWechatJssdk(fetch, { h5: true })).resolves.toBe(true)
    const q = fetch.mock.calls[0][0]
    expect(q).toMatchObject({ url: window.location.href.split('#')[0] })
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx1', signature: 's', timestamp: q.timestamp, nonceStr: q.noncestr }))
    expect(wx.hideMenuItems).toHaveBeenCalledWith({ menuList: [...HIDDEN_MENU_ITEMS] })
  })

  it.each([
    ['not H5', { h5: false }, 'MicroMessenger', true],
    ['another browser', { h5: true }, 'Chrome', true],
    ['no JS-SDK script', { h5: true }, 'MicroMessenger', false]
  ])('%s: nothing asked, nothing configured', async (_name, env, agent, withWx) => {
    ua.mockReturnValue(agent)
    const wx = withWx ? fakeWx() : null
    const fetch = jest.fn()
    await expect(setupWechatJssdk(fetch, env)).resolves.toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    if (wx) expect(wx.config).not.toHaveBeenCalled()
  })

  it('a failed signature call is quiet', async () => {
    ua.mockReturnValue('MicroMessenger')
    const wx = fakeWx()
    await expect(setupWechatJssdk(jest.fn().mockRejectedValue(new Error('x')), { h5: true })).resolves.toBe(false)
    expect(wx.config).not.toHaveBeenCalled()
  })
})
