// Accounts end to end on H5 against the real server (embedded database, demo organisation):
// jianli signs in and sees the workbench of that role; norole is refused with the toast.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/accounts.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { ROOT, signIn as signInAt, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
let base = ''

interface MenuNode { type: number, fullName: string, children?: MenuNode[] }
interface CurrentUser { menuList: MenuNode[], contract: { id: string, fullName: string } | null }

/** What CurrentUser?type=app gives this account, read over HTTP (a web-device token, so the app's stays valid). */
async function currentUserOf (account: string, password?: string): Promise<CurrentUser> {
  const token = await tokenOf(base, account, password)
  const user = await fetch(`${base}/api/oauth/CurrentUser?type=app`, { headers: { Authorization: token, 'jnpf-origin': 'pc' } })
    .then((r) => r.json()) as { data: CurrentUser }
  return user.data
}

/** The page-menu names the server gives this account (what the workbench must show). */
async function menuNamesOf (account: string): Promise<string[]> {
  const user = await currentUserOf(account)
  const names: string[] = []
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => {
    if (n.type !== 1) names.push(n.fullName)
    walk(n.children ?? [])
  })
  walk(user.menuList)
  return names
}

const signIn = async (page: Page, account: string, password?: string) => await signInAt(page, base, account, password)

before(async () => {
  server = await startServer()
  base = server.base
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('accounts on H5 against the real server', () => {
  test('jianli signs in and sees the workbench menus of the supervision engineer role', async () => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signIn(page, 'jianli')
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await page.goto(`${base}/pages/index/apply`)
    await page.locator('.sf-menu-grid__tile').first().waitFor({ timeout: 20000 })
    const names = await page.locator('.sf-menu-grid__name').allTextContents()
    const expected = await menuNamesOf('jianli')
    assert.ok(expected.length > 0)
    assert.deepEqual([...names].sort(), [...expected].sort())
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/workbench-jianli.png') })
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('norole is refused with 您的权限不足，请联系管理员 and stays on the login page', async () => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await signIn(page, 'norole')
    await page.getByText('您的权限不足，请联系管理员').waitFor({ timeout: 20000 })
    assert.match(page.url(), /\/pages\/login\/index/)
    await context.close()
  })

  test('jianli switches the contract section, and the choice is kept by the server', async () => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await signIn(page, 'jianli')
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await page.goto(`${base}/pages/index/apply`)
    const row = page.locator('.sf-context__row[aria-label="切换合同段"]')
    await row.waitFor({ timeout: 20000 })
    const before = (await row.locator('.sf-context__value').innerText()).trim()
    await row.click()
    const other = page.locator('.nut-actionsheet-item').filter({ hasNotText: '当前' }).filter({ hasText: '合同段' }).first()
    const target = (await other.locator('.nut-actionsheet-item-name').innerText()).trim()
    assert.notEqual(target, before)
    await other.click()
    await page.locator('.sf-context__row[aria-label="切换合同段"] .sf-context__value', { hasText: target }).waitFor({ timeout: 20000 })
    assert.equal((await currentUserOf('jianli')).contract?.fullName, target)
    await context.close()
  })

  test('jianli changes the password and signs in again with the new one', async () => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await signIn(page, 'jianli')
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await page.goto(`${base}/pages/my/modifyPsd/index`)
    await page.locator('input[placeholder="请输入原密码"]').fill('Demo@1234')
    await page.locator('input[placeholder="请输入新密码"]').fill('Site2026ok')
    await page.locator('input[placeholder="请再次输入新密码"]').fill('Site2026ok')
    await page.locator('.nut-button', { hasText: '确认修改' }).click()
    await page.waitForURL(/\/pages\/login\/index/, { timeout: 20000 })
    await signIn(page, 'jianli', 'Site2026ok')
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await assert.rejects(currentUserOf('jianli'), /账号或密码错误|密码/)
    await context.close()
  })
})
