// In the field, end to end on H5 against the real server: a QR code printed for a module is read
// back from its image (the album path) and opens the module's form; a casual snap, stamped with the
// place the browser gives, is filed as a hazard that then shows on the map; the Map tab draws the
// project's own shapes without any tile server. Each new screen is shot at 375 px.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/field.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import type { MapView } from '../../types/api/map'
import { fillText, item, pickDate, takePhoto, until } from './lib/forms'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
/** 秦淮河大桥 2#墩, where the browser says the phone is. */
const PIER = { latitude: 32.0365, longitude: 118.969 }

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

interface Session { context: BrowserContext, page: Page, errors: string[] }

async function openAs (account: string): Promise<Session> {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai', geolocation: { ...PIER, accuracy: 12 }, permissions: ['geolocation'] })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message}`))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/field-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

const tokens = new Map<string, string>()
async function as<T> (account: string, method: string, url: string, body?: unknown) {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  return await api<T>(server.base, tokens.get(account)!, method, url, body)
}

async function pick (page: Page, field: string, option: string) {
  await item(page, field).locator('.sf-fe-picker').click()
  const sheet = page.locator('.sf-fe-sheet').filter({ hasText: option }).last()
  await sheet.getByText(option, { exact: true }).first().waitFor()
  const mark = sheet.getByLabel(`选择${option}`, { exact: true })
  if (await mark.count() > 0) await mark.first().click()
  else await sheet.getByText(option, { exact: true }).first().click()
  const ok = sheet.locator('.sf-fe-sheet__ok')
  if (await ok.isVisible() && (await ok.textContent())?.includes('确定')) await ok.click()
}

describe('in the field on H5 against the real server', () => {
  test('a QR code printed for a module opens its form when its image is scanned', async () => {
    const s = await openAs('anquan')
    const { page } = s
    await page.goto(`${server.base}/pages/apply/identifyQRCode/index`)
    await shown(page).getByText('从相册识别').waitFor({ timeout: 20000 })
    await shot(page, 'identify')
    await shown(page).getByRole('listitem').filter({ hasText: '隐患排查' }).first().click()

    // the sticker: the module's code, as printed
    const code = shown(page).locator('.sf-sticker__code img')
    await code.waitFor({ timeout: 20000 })
    await shot(page, 'sticker')
    const printed = await code.screenshot()

    // read back from the album: the hazard form of this project opens
    await page.goto(`${server.base}/pages/apply/identifyQRCode/index`)
    const chooser = page.waitForEvent('filechooser')
    await shown(page).locator('.nut-button').filter({ hasText: '从相册识别' }).click()
    await (await chooser).setFiles({ name: 'sticker.png', mimeType: 'image/png', buffer: printed })
    await page.waitForURL(/dynamicModel\/form\?enCode=hazardInvestigat/, { timeout: 30000 })
    await item(page, 'hazardNo').waitFor({ timeout: 20000 })
    await shot(page, 'scanned-form')

    // anything else shows its text
    await page.goto(`${server.base}/pages/my/scanResult/index?result=${encodeURIComponent('sf:form/another_project/hazardInvestigat')}`)
    await shown(page).getByText('该二维码属于其他项目').waitFor({ timeout: 20000 })
    await shot(page, 'scan-other-project')
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })

  test('a casual snap is stamped with where the phone is and filed as a hazard, which the map then shows', async () => {
    const s = await openAs('anquan')
    const { page } = s
    await page.goto(`${server.base}/pages/apply/casualSnap/index`)
    await shown(page).getByText('拍照，自动加上时间和位置').waitFor({ timeout: 20000 })
    await shot(page, 'snap-empty')
    await takePhoto(page, () => shown(page).getByRole('button', { name: '拍照' }).click())
    await shown(page).locator('.sf-snap__photo img').waitFor({ timeout: 20000 })
    await shown(page).locator('.sf-snap__text input').fill('2#墩承台临边缺防护栏杆')
    await shot(page, 'snap-taken')
    await shown(page).locator('.nut-button').filter({ hasText: '上报隐患' }).click()

    // the hazard report, with the photo, the text and the place
    await item(page, 'title').waitFor({ timeout: 20000 })
    assert.equal(await item(page, 'title').locator('input').first().inputValue(), '2#墩承台临边缺防护栏杆')
    await item(page, 'photos').locator('img').first().waitFor({ timeout: 20000 })
    await pick(page, 'hazardCategory', '高处坠落')
    await pick(page, 'contractName', '宁句高速公路改扩建工程第一合同段')
    await fillText(page, 'location', 'K6+320 右幅 2#墩承台')
    await pickDate(page, 'rectifyDeadline')
    await shot(page, 'snap-hazard')
    await shown(page).locator('.sf-module-form__submit').click()

    const filed = await until(page, async () => (await as<{ list: Array<{ id: string, title: string }> }>('anquan', 'GET', '/api/safety/Hazards?mine=1&pageSize=50')).data.list
      .find((h) => h.title === '2#墩承台临边缺防护栏杆'), (h) => h !== undefined)
    assert.ok(filed, 'the snap became a hazard')
    const record = await as<{ data: string }>('anquan', 'GET', `/api/visualdev/OnlineDev/hazardInvestigat/${filed.id}`)
    const data = JSON.parse(record.data.data) as { gpsLocation: string, photos: Array<{ fileId: string }> }
    const gps = JSON.parse(data.gpsLocation) as { lat: number, lng: number }
    assert.deepEqual([gps.lat, gps.lng], [PIER.latitude, PIER.longitude])
    assert.equal(data.photos.length, 1)

    // on the map, where it was snapped
    const map = await as<MapView>('jianli', 'GET', '/api/map/View?layers=hazards')
    const onMap = map.data.layers[0].features.find((f) => f.id === filed.id)
    assert.deepEqual(onMap?.geometry.coordinates, [PIER.longitude, PIER.latitude])
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })

  test('the Map tab draws the project\'s shapes without a tile server, and opens a site', async () => {
    const s = await openAs('jianli')
    const { page } = s
    await page.goto(`${server.base}/pages/index/map`)
    await shown(page).locator('.sf-map-list__name').filter({ hasText: '第一合同段' }).waitFor({ timeout: 30000 })
    // three section boundaries, the alignment and six sites at least, drawn as SVG
    const drawn = await until(page, async () => await page.locator('.taro_page_show path.leaflet-interactive').count(), (n) => n >= 10)
    assert.ok(drawn >= 10, `${drawn} shapes drawn`)
    assert.equal(await page.locator('.leaflet-tile').count(), 0, 'no tiles without a tile URL')
    await shot(page, 'map')

    // a filter hides a layer
    await shown(page).getByRole('checkbox', { name: /^场站/ }).click()
    await until(page, async () => await shown(page).locator('.sf-map-list__name').filter({ hasText: '1# 拌合站' }).count(), (n) => n === 0)
    await shown(page).getByRole('checkbox', { name: /^场站/ }).click()
    await shown(page).locator('.sf-map-list__item').filter({ hasText: '1# 拌合站' }).click()
    await page.waitForURL(/open-location|openLocation/, { timeout: 20000 })
    await shown(page).getByText('1# 拌合站').first().waitFor({ timeout: 20000 })
    await shot(page, 'open-location')
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })

  test('the location, patrol and positioning screens show what they are for', async () => {
    const s = await openAs('jianli')
    const { page } = s
    await page.goto(`${server.base}/pages/system/chooseLocation/index`)
    await shown(page).getByText('32.03650, 118.96900').waitFor({ timeout: 20000 })
    await shot(page, 'choose-location')
    // at the demo's high formwork, for the check-in
    const points = await as<MapView>('jianli', 'GET', '/api/map/View?layers=keyPoints')
    const formwork = points.data.layers[0].features.find((f) => f.name === 'K6+320 秦淮河大桥 2#墩高支模')!
    const [longitude, latitude] = formwork.geometry.coordinates as [number, number]
    await s.context.setGeolocation({ latitude, longitude, accuracy: 10 })
    await page.goto(`${server.base}/pages/apply/projectMap/keyInspections/index`)
    await shown(page).getByText('K6+320 秦淮河大桥 2#墩高支模').waitFor({ timeout: 20000 })
    await shown(page).getByRole('listitem').filter({ hasText: 'K6+320 秦淮河大桥 2#墩高支模' }).locator('.nut-button').filter({ hasText: '签到' }).click()
    await page.getByText(/签到成功/).first().waitFor({ timeout: 20000 })
    await shot(page, 'key-inspections')
    await page.goto(`${server.base}/pages/apply/projectMap/visitationIncreased/index`)
    await shown(page).getByText('巡访情况').waitFor({ timeout: 20000 })
    await shot(page, 'visit')
    await page.goto(`${server.base}/pages/apply/projectMap/manualPositioning/index`)
    await shown(page).getByText('使用该位置').waitFor({ timeout: 20000 })
    await shot(page, 'manual-positioning')
    assert.deepEqual(s.errors, [])
    await s.context.close()
  })
})
