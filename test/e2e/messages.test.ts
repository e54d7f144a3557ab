// Messages end to end on H5 against the real server: jianli (李明) and shigong (张伟) chat both ways
// in two browser contexts over the real IM socket; shigong's tab badge rises with the message and
// falls when the chat is read; a notice published by admin arrives live on the Messages tab.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/messages.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { unreadTotal, type UnreadCounts } from '../../src/core/message'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const contexts: BrowserContext[] = []

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in page on the Messages tab, with its socket open. */
async function openAs (account: string): Promise<{ page: Page, errors: string[] }> {
  const context = await browser.newContext(PHONE)
  contexts.push(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  await page.locator('.sf-notice').waitFor({ timeout: 20000 })
  await page.locator('.sf-messages__socket').waitFor({ state: 'detached', timeout: 20000 })
  return { page, errors }
}

/** The number on the Messages tab (0 when no badge). */
async function tabBadge (page: Page): Promise<number> {
  const badge = page.locator('.taro-tabbar__tabbar .weui-tabbar__item').first().locator('.taro-tabbar-badge')
  if (await badge.count() === 0) return 0
  const text = (await badge.textContent()) ?? ''
  return text.includes('+') ? 100 : Number(text) || 0
}

async function waitForBadge (page: Page, expected: number): Promise<void> {
  const until = Date.now() + 20000
  let seen = -1
  while (Date.now() < until) {
    seen = await tabBadge(page)
    if (seen === expected) return
    await page.waitForTimeout(200)
  }
  assert.fail(`tab badge ${seen}, expected ${expected}`)
}

const chatInput = (page: Page) => page.locator('input[placeholder="输入消息"]')

async function send (page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text)
  await page.getByRole('button', { name: '发送' }).click()
  await page.locator('.sf-bubble[data-state="sent"]', { hasText: text }).waitFor({ timeout: 15000 })
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

describe('messages and chat on H5 against the real server', () => {
  test('jianli and shigong chat both ways; the badge rises and falls; an admin notice arrives live', async () => {
    const jianli = await openAs('jianli')
    const shigong = await openAs('shigong')
    // the badge comes with the unread counts, after the list shows: read what it starts from once it
    // shows the server's count (read at once, it could still be 0 and the rise then looks like 4)
    const unread = await api<UnreadCounts>(server.base, await tokenOf(server.base, 'shigong'), 'GET', '/api/message/getUnReadMsgNum')
    const before = unreadTotal(unread.data)
    await waitForBadge(shigong.page, before)

    // jianli opens the chat with 张伟 and writes
    await jianli.page.goto(`${server.base}/pages/message/im/index?formUserId=u_shigong&name=${encodeURIComponent('张伟')}&account=shigong`)
    await chatInput(jianli.page).waitFor({ timeout: 20000 })
    await send(jianli.page, '张工，K12+300 边坡今天下午复查')

    // shigong's Messages tab: the conversation comes to the top with one unread, the badge rises
    await waitForBadge(shigong.page, before + 1)
    const row = shigong.page.locator('.sf-conv[aria-label="李明"]')
    await row.getByText('张工，K12+300 边坡今天下午复查').waitFor({ timeout: 15000 })
    assert.equal((await row.locator('.sf-count-badge').textContent())?.trim(), '1')

    // shigong opens it: the message is there, and reading it takes it off the badge
    await row.click()
    await shigong.page.waitForURL(/\/pages\/message\/im\/index/, { timeout: 15000 })
    await shigong.page.locator('.sf-bubble', { hasText: '张工，K12+300 边坡今天下午复查' }).waitFor({ timeout: 15000 })
    await send(shigong.page, '收到，下午两点到现场')
    await jianli.page.locator('.sf-bubble', { hasText: '收到，下午两点到现场' }).waitFor({ timeout: 15000 })
    await shot(jianli.page, 'chat-jianli')
    await shot(shigong.page, 'chat-shigong')

    await shigong.page.goBack()
    await shigong.page.waitForURL(/\/pages\/index\/index/, { timeout: 15000 })
    await waitForBadge(shigong.page, before)
    assert.equal(await shigong.page.locator('.sf-conv[aria-label="李明"] .sf-count-badge').count(), 0)

    // admin publishes a notice to shigong: the notice entry shows it live, the badge rises
    const admin = await tokenOf(server.base, 'admin')
    const published = await api(server.base, admin, 'POST', '/api/message/Notice', {
      title: '关于明日暴雨停工的通知', bodyText: '<p>明日全线停止高空及边坡作业。</p>', toType: 'users', toIds: ['u_shigong']
    })
    assert.equal(published.code, 200, published.msg)
    await shigong.page.locator('.sf-notice').getByText('关于明日暴雨停工的通知').waitFor({ timeout: 15000 })
    await waitForBadge(shigong.page, before + 1)
    await shigong.page.waitForTimeout(500) // the back transition of the chat page
    await shot(shigong.page, 'messages-notice-shigong')

    assert.deepEqual([...jianli.errors, ...shigong.errors], [])
    await Promise.all(contexts.map(async (c) => await c.close()))
  })
})
