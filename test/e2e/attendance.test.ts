// Attendance on H5 against the real server (demo with its attendance: seed/demoAttendance.ts), in
// Chromium with a granted geolocation: 徐斌 clocks in inside SG01's fence; out on the road he
// clocks in as field service with a camera photo (stamped by the app), which 李明 approves on
// 外勤拍照核验; a punch made with the network off waits in the outbox and is sent once when it
// comes back, and the record says it was made offline. Screens are shot at 375 px.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/attendance.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import jpeg from 'jpeg-js'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { DEMO_SITES } from '../../server/src/seed/demoAttendance'
import type { PunchView } from '../../types/api/attendance'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const A = '/api/Attendance'
const CLOCK = '/pages/apply/attendanceManagement/attendanceClock/index'
const FIELD = '/pages/apply/attendanceManagementFieldService/attendanceClock/index'
const CHECK = '/pages/apply/attendanceManagementFieldService/photoCheck/index'
const SITE = { longitude: DEMO_SITES.sg01.lng, latitude: DEMO_SITES.sg01.lat, accuracy: 12 }
// about 5 km east of SG01's site
const ROAD = { longitude: DEMO_SITES.sg01.lng + 0.053, latitude: DEMO_SITES.sg01.lat, accuracy: 25 }

const shown = (page: Page) => page.locator('.taro_page_show')
/** The page's photo has loaded (an <img> with pixels). */
const photoLoaded = async (page: Page) => await page.waitForFunction(() =>
  [...document.querySelectorAll('.taro_page_show img')].some((i) => (i as HTMLImageElement).naturalWidth > 0), undefined, { timeout: 30000 })
const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

/** A camera photo: a small JPEG the browser can draw and stamp. */
function cameraPhoto (): Buffer {
  const w = 320
  const h = 240
  const data = Buffer.alloc(w * h * 4)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const i = (y * w + x) * 4
    data[i] = y < h / 2 ? 140 : 120; data[i + 1] = y < h / 2 ? 180 : 100; data[i + 2] = y < h / 2 ? 230 : 70; data[i + 3] = 255
  }
  return Buffer.from(jpeg.encode({ width: w, height: h, data }, 85).data)
}

interface Session { context: BrowserContext, page: Page, errors: string[] }

async function openAs (account: string, at: typeof SITE): Promise<Session> {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai', geolocation: at, permissions: ['geolocation'] })
  await context.grantPermissions(['geolocation'], { origin: server.base })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message}`.slice(0, 400)))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const tokens = new Map<string, Promise<string>>()
const tokenFor = async (account: string) => {
  if (!tokens.has(account)) tokens.set(account, tokenOf(server.base, account))
  return await tokens.get(account)!
}
const as = async <T>(account: string, method: string, url: string, body?: unknown) => await api<T>(server.base, await tokenFor(account), method, url, body)

const month = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
async function todaysPunches (account: string): Promise<PunchView[]> {
  const res = await as<{ days: Array<{ date: string, punches: PunchView[] }> }>(account, 'GET', `${A}/MyMonth?month=${month()}`)
  assert.equal(res.code, 200, res.msg)
  return res.data.days.find((d) => d.date === today())?.punches ?? []
}

async function untilOutboxHolds (page: Page, n: number) {
  await page.waitForFunction((want) => {
    const raw = localStorage.getItem('outbox')
    const all = raw ? (JSON.parse(raw) as { data?: Record<string, unknown[]> }).data ?? {} : {}
    return Object.values(all).reduce((sum, entries) => sum + entries.length, 0) === want
  }, n, { timeout: 60000 })
}

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('attendance', () => {
  test('clock in inside the fence', async () => {
    const before = (await todaysPunches('xubin')).length
    const s = await openAs('xubin', SITE)
    await s.page.goto(`${server.base}${CLOCK}`)
    await shown(s.page).getByText('您已进入考勤范围：SG01项目部').waitFor({ timeout: 30000 })
    await shown(s.page).getByText(/定位精度约12米/).waitFor()
    await shot(s.page, 'attendance-clock-inside')
    await shown(s.page).getByRole('button', { name: before === 0 ? '上班打卡' : '下班打卡' }).click()
    await shown(s.page).locator('.sf-att__punch').filter({ hasText: '围栏内' }).first().waitFor({ timeout: 30000 })
    const punches = await todaysPunches('xubin')
    assert.equal(punches.length, before + 1)
    assert.deepEqual([punches.at(-1)!.inside, punches.at(-1)!.fenceName, punches.at(-1)!.offline], [true, 'SG01项目部', false])
    await shot(s.page, 'attendance-clock-done')

    // the month: calendar, list, map and the fences
    await s.page.goto(`${server.base}/pages/apply/attendanceManagement/attendanceClock/recordPage`)
    await shown(s.page).getByText('出勤天数').waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-calendar')
    await s.page.goto(`${server.base}/pages/apply/attendanceManagement/attendanceClock/recordPageMap`)
    await shown(s.page).locator('.leaflet-container').waitFor({ timeout: 30000 })
    await shown(s.page).getByText(/绿色为围栏内/).waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-map')
    await s.page.goto(`${server.base}/pages/apply/attendanceManagement/attendanceClock/fenceArea`)
    await shown(s.page).getByLabel('围栏列表').getByText('SG01钢筋加工场').waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-fences')
    await s.page.goto(`${server.base}/pages/apply/attendanceManagement/attendanceClock/recordPageList`)
    await shown(s.page).locator('.sf-att__punch').first().waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-list')
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })

  test('clock in outside the fence as field service with a photo that a manager approves', async () => {
    const s = await openAs('xubin', ROAD)
    await s.page.goto(`${server.base}${CLOCK}`)
    await shown(s.page).getByText(/您不在考勤范围内，距离SG01项目部约4\.\d公里/).waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-clock-outside')
    await s.page.goto(`${server.base}${FIELD}`)
    await shown(s.page).getByText(/经度 118\.83/).waitFor({ timeout: 30000 })
    await shown(s.page).getByLabel('地点说明').locator('input').fill('K14+200 通道')
    await shown(s.page).getByLabel('工作内容').locator('textarea').fill('K14+200 通道基底验槽')
    const chooser = s.page.waitForEvent('filechooser')
    await shown(s.page).getByRole('button', { name: '拍照' }).click()
    await (await chooser).setFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto() })
    await shown(s.page).getByLabel('现场照片').waitFor({ timeout: 30000 })
    await photoLoaded(s.page)
    await shot(s.page, 'attendance-field-form')
    await shown(s.page).getByRole('button', { name: '提交外勤打卡' }).click()
    let punch: PunchView | undefined
    for (let i = 0; i < 120 && !punch; i++) {
      punch = (await todaysPunches('xubin')).find((p) => p.fieldService && p.workContent === 'K14+200 通道基底验槽')
      if (!punch) await s.page.waitForTimeout(250)
    }
    assert.ok(punch, 'the field-service punch reached the server')
    assert.deepEqual([punch.inside, punch.reviewState, punch.address], [false, 'pending', 'K14+200 通道'])
    assert.ok(punch.distanceM! > 4000 && punch.distanceM! < 5500, `distance ${punch.distanceM}`)
    assert.match(punch.photo, /^\/api\/file\/Image\/annexpic\//)
    assert.deepEqual(s.errors, [])
    await s.context.close()

    // 李明 checks it
    const j = await openAs('jianli', SITE)
    await j.page.goto(`${server.base}${CHECK}`)
    await shown(j.page).getByText('K14+200 通道基底验槽').first().click()
    await j.page.waitForURL(/operationForm/, { timeout: 20000 })
    await shown(j.page).getByLabel('现场照片').waitFor({ timeout: 30000 })
    await photoLoaded(j.page)
    await shot(j.page, 'attendance-field-check')
    await shown(j.page).getByRole('button', { name: '通过' }).click()
    await shown(j.page).getByText(/已通过 · 李明/).waitFor({ timeout: 30000 })
    const after = (await todaysPunches('xubin')).find((p) => p.id === punch!.id)!
    assert.deepEqual([after.reviewState, after.reviewerName], ['approved', '李明'])
    assert.deepEqual(j.errors, [])
    await j.context.close()
  })

  test('a punch made offline is sent once when the network returns', async () => {
    const s = await openAs('shiyan', SITE)
    await s.page.goto(`${server.base}${CLOCK}`)
    await shown(s.page).getByText('您已进入考勤范围：SG01项目部').waitFor({ timeout: 30000 })
    const before = (await todaysPunches('shiyan')).length
    await s.context.setOffline(true)
    await shown(s.page).getByText('重新定位').click()
    await shown(s.page).getByText(/当前无网络，无法判断是否在考勤范围内/).waitFor({ timeout: 30000 })
    await shown(s.page).getByRole('button', { name: /上班打卡|下班打卡/ }).click()
    await untilOutboxHolds(s.page, 1)
    await shown(s.page).getByText('等待网络，联网后自动补传').waitFor({ timeout: 20000 })
    await shot(s.page, 'attendance-offline-waiting')
    assert.equal((await todaysPunches('shiyan')).length, before, 'nothing sent while offline')
    await s.context.setOffline(false)
    let punches: PunchView[] = []
    for (let i = 0; i < 240 && punches.length === before; i++) {
      punches = await todaysPunches('shiyan')
      if (punches.length === before) await s.page.waitForTimeout(250)
    }
    assert.equal(punches.length, before + 1, 'sent once back online')
    await untilOutboxHolds(s.page, 0)
    // the outbox has let it go: nothing more arrives
    assert.equal((await todaysPunches('shiyan')).length, before + 1)
    const sent = punches.at(-1)!
    assert.equal(sent.offline, true)
    await shown(s.page).locator('.sf-att__punch').filter({ hasText: '离线打卡' }).first().waitFor({ timeout: 30000 })
    await shot(s.page, 'attendance-offline-sent')
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })
})
