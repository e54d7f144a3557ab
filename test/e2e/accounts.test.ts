// Accounts end to end on H5 against the real server (embedded database, demo organisation):
// jianli signs in and sees the workbench of that role; norole is refused with the toast.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/accounts.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'

const ROOT = path.resolve(__dirname, '../..')
const PORT = 3100 + Math.floor(Math.random() * 800)
const base = `http://127.0.0.1:${PORT}`
let server: ChildProcess
let browser: Browser
let dataDir = ''

async function waitForServer (timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/app/Version`)
      if (res.ok) return
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start')
}

interface MenuNode { type: number, fullName: string, children?: MenuNode[] }
interface CurrentUser { menuList: MenuNode[], contract: { id: string, fullName: string } | null }

/** What CurrentUser?type=app gives this account, read over HTTP (a web-device token, so the app's stays valid). */
async function currentUserOf (account: string, password = 'Demo@1234'): Promise<CurrentUser> {
  const md5 = createHash('md5').update(password).digest('hex')
  const login = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
    body: new URLSearchParams({ account, password: md5, origin: 'password', grant_type: 'password' })
  }).then((r) => r.json()) as { code: number, msg: string, data: { token: string } }
  assert.equal(login.code, 200, login.msg)
  const user = await fetch(`${base}/api/oauth/CurrentUser?type=app`, { headers: { Authorization: login.data.token, 'jnpf-origin': 'pc' } })
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

async function signIn (page: Page, account: string, password = 'Demo@1234') {
  await page.goto(`${base}/pages/login/index`)
  await page.locator('input[placeholder="请输入账号"]').fill(account)
  await page.locator('input[placeholder="请输入密码"]').fill(password)
  await page.locator('.sf-login-form__submit').first().click()
}

before(async () => {
  assert.ok(fs.existsSync(path.join(ROOT, 'dist/h5/index.html')), 'dist/h5 is missing: run npm run build:h5 first')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-data-'))
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit']
  })
  await waitForServer(60000)
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  server?.kill('SIGTERM')
  await new Promise((resolve) => server?.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
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
