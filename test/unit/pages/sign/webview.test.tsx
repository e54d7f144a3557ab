/**
 * The document web view (autoSign/webview): a document id asks Document/{id} for its link (a
 * relative link is made absolute), a given url opens as is; only http(s) addresses are opened.
 * The jest mock renders Taro's WebView as a div carrying src.
 */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { fail, reply, requests, taro } from '../../helpers/taro-server'
import { baseURL } from '@/config'
import SignWebview from '@/pages/workFlow/autoSign/webview'
import { sent, settle, tap, tearDown } from '../workflow/helpers'
import { SIGN, setUp } from './fixtures'

beforeEach(setUp)
afterEach(tearDown)

const webView = () => document.querySelector('[data-taro="WebView"]')

async function open (params: Record<string, string>) {
  taro.__setRouterParams(params)
  render(<SignWebview />)
  await settle()
}

it('id: the link of Document/{id}, made absolute, in the web view (with a loading cover until it loads)', async () => {
  reply('GET', `${SIGN}/Document/s1`, { url: `${SIGN}/Document?encryption=abc` })
  await open({ id: 's1' })
  expect(sent(`${SIGN}/Document/s1`)).toHaveLength(1)
  expect(webView()).toHaveAttribute('src', `${baseURL}${SIGN}/Document?encryption=abc`)
  expect(screen.getByText('文件加载中...')).toBeInTheDocument()
})

it('id: a failure shows its message; 重试 asks for a new link', async () => {
  fail('GET', `${SIGN}/Document/s1`, '签署文件不存在')
  await open({ id: 's1' })
  expect(screen.getByRole('alert')).toHaveTextContent('签署文件不存在')
  expect(webView()).toBeNull()
  reply('GET', `${SIGN}/Document/s1`, { url: 'https://docs.example.com/d/1' })
  await tap(screen.getByText('重试'))
  expect(webView()).toHaveAttribute('src', 'https://docs.example.com/d/1')
})

it('id: a link that is not http(s) is refused', async () => {
  reply('GET', `${SIGN}/Document/s1`, { url: 'javascript:alert(1)' })
  await open({ id: 's1' })
  expect(screen.getByRole('alert')).toHaveTextContent('仅支持打开 http 或 https 开头的链接')
  expect(webView()).toBeNull()
})

it.each([
  'https://docs.example.com/view?id=1&t=2',
  'http://192.168.1.20:8080/doc.html'
])('url %s: opened as given, without a call', async (url) => {
  await open({ url: encodeURIComponent(url) })
  expect(webView()).toHaveAttribute('src', url)
  expect(requests()).toEqual([])
})

it.each([
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.com/doc',
  '/pages/index/index',
  'https://',
  'https://exa mple.com',
  ''
])('url %j: refused with a message', async (url) => {
  await open({ url: encodeURIComponent(url) })
  expect(screen.getByRole('alert')).toHaveTextContent('仅支持打开 http 或 https 开头的链接')
  expect(webView()).toBeNull()
  expect(requests()).toEqual([])
})

it('neither id nor url: 参数错误', async () => {
  await open({})
  expect(screen.getByRole('alert')).toHaveTextContent('参数错误，请返回重试')
})
