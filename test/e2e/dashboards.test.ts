// Dashboards end to end on H5 against the real server with the demo's records: the owner's
// representative (yezhu) opens the project home, 项目投资, 安全隐患 and 项目概况, sees the server's
// figures (and the charts drawn), and taps one figure of each through to the list behind it.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/dashboards.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { ROOT, signIn, startServer, type RealServer } from './lib/server'
import type { HomeDashboard, InvestmentDashboard, SafetyDashboard } from '../../types/api/dashboard'

let server: RealServer
let browser: Browser
let yezhu: { context: BrowserContext, page: Page, errors: string[] }

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page, server.base, 'yezhu')
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  yezhu = { context, page, errors }
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const shown = (page: Page) => page.locator('.taro_page_show')
const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/dashboards-${name}.png`), fullPage: true })

/** Opens a dashboard and answers the figures the server gave it, once its first card shows. */
async function open<T> (page: Page, route: string, heading: string): Promise<T> {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/dashboard/${route}`), { timeout: 30000 })
  await page.goto(`${server.base}/pages/apply/homepage/${route}`)
  const res = await (await answer).json() as { code: number, msg: string, data: T }
  assert.equal(res.code, 200, res.msg)
  await shown(page).locator('.sf-dash-block__title', { hasText: heading }).first().waitFor({ timeout: 30000 })
  return res.data
}

/** A chart was drawn: its canvas is on the page with a size. */
async function chartDrawn (page: Page) {
  const canvas = shown(page).locator('.sf-chart canvas').first()
  await canvas.waitFor({ timeout: 20000 })
  const box = await canvas.boundingBox()
  assert.ok(box && box.width > 200 && box.height > 100, `the chart has a size: ${JSON.stringify(box)}`)
}

describe('dashboards on H5 against the real server', () => {
  test('项目首页: the day\'s figures, 已逾期 opens the ledger on the overdue hazards', async () => {
    const { page } = yezhu
    const d = await open<HomeDashboard>(page, 'index', '今日待办')
    assert.ok(d.hazards && d.hazards.overdue > 0, 'the demo has overdue hazards')
    assert.ok(d.meter && d.meter.inApproval > 0, 'and a claim in approval')
    await shown(page).getByRole('button', { name: `已逾期 ${d.hazards.overdue}` }).waitFor()
    await shot(page, 'index')
    await shown(page).getByRole('button', { name: `已逾期 ${d.hazards.overdue}` }).click()
    await page.waitForURL(/hiddenDangerLedger\/index\?overdue=1/, { timeout: 20000 })
    await shown(page).locator('.sf-hazard-card').first().waitFor({ timeout: 20000 })
    assert.equal(await shown(page).locator('.sf-hazard-card').count(), d.hazards.overdue, 'the ledger lists the overdue ones')
  })

  test('项目投资: contract amounts against paid, with its charts; 已支付 opens the claims', async () => {
    const { page } = yezhu
    const d = await open<InvestmentDashboard>(page, 'projectInvestment', '各合同段支付')
    assert.ok(d.paid > 0 && d.sections.length === 3, 'paid periods in the demo, three sections')
    await chartDrawn(page)
    await shown(page).locator('.sf-dash-line__label', { hasText: '第二合同段' }).waitFor()
    await shot(page, 'projectInvestment')
    await shown(page).getByRole('button', { name: /^已支付 / }).click()
    await page.waitForURL(/meterApprove\/index/, { timeout: 20000 })
    await shown(page).getByText('第18期').first().waitFor({ timeout: 20000 })
  })

  test('安全隐患: by state, level and section with the trend; 待整改 opens the ledger on it', async () => {
    const { page } = yezhu
    const d = await open<SafetyDashboard>(page, 'safetyHazardsManage', '逾期未整改')
    const rectifying = d.summary.states.find((c) => c.key === 'rectifying')?.count ?? 0
    assert.ok(rectifying > 0)
    await chartDrawn(page)
    await shot(page, 'safetyHazardsManage')
    await shown(page).getByRole('button', { name: `待整改 ${rectifying}` }).click()
    await page.waitForURL(/hiddenDangerLedger\/index\?state=rectifying/, { timeout: 20000 })
    await shown(page).locator('.sf-hazard-card').first().waitFor({ timeout: 20000 })
    assert.equal(await shown(page).locator('.sf-hazard-card').count(), Math.min(rectifying, 20))
  })

  test('项目概况: the project, its sections and units; a unit head opens the person', async () => {
    const { page } = yezhu
    await open(page, 'projectOverview', '项目信息')
    await shown(page).getByText('宁句高速公路改扩建工程').first().waitFor()
    await shown(page).locator('.sf-dash-block__title', { hasText: '苏通路桥工程集团有限公司' }).waitFor()
    await shot(page, 'projectOverview')
    await shown(page).getByRole('button', { name: '张伟' }).click()
    await page.waitForURL(/userDetail\/index\?id=u_shigong/, { timeout: 20000 })
    await shown(page).getByText('13962158820').first().waitFor({ timeout: 20000 })
    assert.deepEqual(yezhu.errors, [])
  })
})
