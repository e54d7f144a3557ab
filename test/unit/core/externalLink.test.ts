/** src/core/externalLink.ts: which addresses the external link page loads. */
import { checkExternalLink, hostAllowed } from '@/core/externalLink'

const HOSTS = ['www.mot.gov.cn', '*.mem.gov.cn']
const SERVER = 'http://192.168.1.20:3000'

describe('external links', () => {
  it('allows a listed host and the subdomains of a *.suffix, not the bare suffix or a look-alike', () => {
    expect(hostAllowed('www.mot.gov.cn', HOSTS)).toBe(true)
    expect(hostAllowed('WWW.MOT.GOV.CN', HOSTS)).toBe(true)
    expect(hostAllowed('fw.mem.gov.cn', HOSTS)).toBe(true)
    expect(hostAllowed('a.b.mem.gov.cn', HOSTS)).toBe(true)
    expect(hostAllowed('mem.gov.cn', HOSTS)).toBe(false)
    expect(hostAllowed('evilmem.gov.cn', HOSTS)).toBe(false)
    expect(hostAllowed('mot.gov.cn', HOSTS)).toBe(false)
    expect(hostAllowed('www.mot.gov.cn.evil.com', HOSTS)).toBe(false)
  })

  it('loads an https page of an allowed host as given', () => {
    expect(checkExternalLink('https://www.mot.gov.cn/zhengce/?a=1#x', HOSTS, SERVER))
      .toEqual({ ok: true, url: 'https://www.mot.gov.cn/zhengce/?a=1#x', host: 'www.mot.gov.cn', own: false })
    expect(checkExternalLink('https://fw.mem.gov.cn:8443/', HOSTS, SERVER)).toMatchObject({ ok: true, host: 'fw.mem.gov.cn' })
  })

  it('loads a page of the server itself, relative or absolute, over http too', () => {
    expect(checkExternalLink('/site/guide.html', [], SERVER)).toEqual({ ok: true, url: 'http://192.168.1.20:3000/site/guide.html', host: '192.168.1.20', own: true })
    expect(checkExternalLink('http://192.168.1.20:3000/report/preview.html?id=1', [], SERVER)).toMatchObject({ ok: true, own: true })
    expect(checkExternalLink('/site/guide.html', [], '')).toEqual({ ok: false, reason: '无法确定服务器地址，不能打开该链接' })
  })

  it.each([
    ['', '缺少链接地址'],
    [undefined, '缺少链接地址'],
    ['https://example.com/', '「example.com」不在本单位允许打开的网站之内，请联系管理员'],
    ['https://mem.gov.cn/', '「mem.gov.cn」不在本单位允许打开的网站之内，请联系管理员'],
    ['http://www.mot.gov.cn/', '只能打开 https 网页（http 网页不安全）'],
    ['javascript:alert(1)', '链接地址格式不正确'],
    ['ftp://www.mot.gov.cn/x', '只能打开 http(s) 网页'],
    ['https://user:pw@www.mot.gov.cn/', '链接中不能包含账号信息'],
    ['https://www.mot.gov.cn@evil.com/', '链接中不能包含账号信息'],
    ['//example.com/x', '链接地址格式不正确'],
    ['www.mot.gov.cn', '链接地址格式不正确'],
    ['https:///path', '链接地址格式不正确']
  ])('refuses %p: %s', (url, reason) => {
    expect(checkExternalLink(url, HOSTS, SERVER)).toEqual({ ok: false, reason })
  })
})
