// Cloud video and the smart site end to end on H5 against the real server with the demo (issue 15):
// the owner's representative opens the Cloud video tab and a demo camera plays live (the video
// element's time advances, through hls.js on the server's own stream); a reading past the
// threshold pushed as a device shows an alarm on the smart-site screen; the wisdomConstructionSite
// dashboard's figure of today's alarms opens the list it counts.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/video.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { demoSensorKey } from '../../server/src/seed/demoSmartSite'
import type { SensorItem, SmartSiteDashboard } from '../../types/api/smartSite'
import { until } from './lib/forms'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
let owner: { context: BrowserContext, page: Page, errors: string[] }

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page, server.base, 'yezhu')
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  owner = { context, page, errors }
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/video-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

describe('cloud video and the smart site on H5', () => {
  test('a demo camera of the Cloud video tab plays live', async () => {
    const { page } = owner
    await page.goto(`${server.base}/pages/index/cloudVideo`)
    await shown(page).getByRole('button', { name: '2标 宝华山隧道进口' }).waitFor({ timeout: 20000 })
    await shot(page, 'tab')
    await shown(page).getByRole('button', { name: '1标 拌合站' }).click()
    await page.waitForURL(/\/pages\/apply\/cloudVideo\/player/, { timeout: 20000 })
    const video = shown(page).locator('video')
    await video.waitFor({ timeout: 20000 })
    const played = await until(page, async () => await video.evaluate((v: HTMLVideoElement) => v.currentTime), (t) => t > 1.5, 120)
    assert.ok(played > 1.5, `the live video played ${played} s`)
    await shot(page, 'player')
    assert.equal(await shown(page).getByRole('alert').count(), 0, 'no offline or lost-stream message')
  })

  test('an offline camera says so instead of playing', async () => {
    const { page } = owner
    await page.goto(`${server.base}/pages/index/cloudVideo`)
    await shown(page).getByRole('button', { name: '2标 宝华山隧道进口' }).click()
    await shown(page).getByRole('alert').getByText('摄像头离线，暂时无法观看').waitFor({ timeout: 20000 })
    assert.equal(await shown(page).locator('video').count(), 0)
  })

  test('a reading past the threshold shows an alarm on the smart-site screen', async () => {
    const token = await tokenOf(server.base, 'zongjian')
    const sensors = (await api<SensorItem[]>(server.base, token, 'GET', '/api/smartsite/Sensors')).data
    const crane = sensors.find((s) => s.name === '1标 1#塔吊')!
    // the simulator never takes the crane's moment past 90%: this alarm is the push's own
    const res = await fetch(`${server.base}/api/smartsite/Readings`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: crane.id, key: demoSensorKey('crane1'), values: { craneMoment: 112.5 } })
    })
    assert.deepEqual(((await res.json()) as { data: unknown }).data, { alarms: 1 })
    const { page } = owner
    await page.goto(`${server.base}/pages/apply/smartSite/index?tab=alarms&filter=today`)
    await shown(page).getByText('1标 1#塔吊 塔吊力矩超限').waitFor({ timeout: 20000 })
    await shown(page).getByText(/最高 112.5%（阈值 90%）/).waitFor()
    await shot(page, 'alarms')
    // the latest values, and a sensor's 24 hours
    await shown(page).getByText('实时数据').click()
    await shown(page).getByRole('button', { name: '1标 拌合站扬尘 PM10' }).click()
    await shown(page).locator('.sf-chart canvas').first().waitFor({ timeout: 20000 })
    await shot(page, 'sensors')
  })

  test('the owner opens wisdomConstructionSite and taps today\'s alarms through to their list', async () => {
    const token = await tokenOf(server.base, 'zongjian')
    const figures = (await api<SmartSiteDashboard>(server.base, token, 'GET', '/api/smartsite/Dashboard')).data
    const { page } = owner
    await page.goto(`${server.base}/pages/apply/homepage/wisdomConstructionSite`)
    const today = shown(page).getByRole('button', { name: '今日告警' })
    await today.waitFor({ timeout: 20000 })
    await shown(page).getByRole('button', { name: '摄像头在线' }).getByText(`${figures.cameras.online}/${figures.cameras.total}`).waitFor()
    const count = Number(await today.locator('.sf-wisdom__value').textContent())
    assert.ok(count >= 1, 'the push of the previous test raised one today')
    await shot(page, 'dashboard')
    await today.click()
    await page.waitForURL(/\/pages\/apply\/smartSite\/index\?.*filter=today/, { timeout: 20000 })
    const listed = await until(page, async () => await shown(page).locator('.sf-smart-alarm').count(), (n) => n === count)
    assert.equal(listed, count, 'the list behind the figure holds as many alarms')
    assert.deepEqual(owner.errors, [])
  })
})
