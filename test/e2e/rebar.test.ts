// Rebar counting end to end on H5 against the real server with the demo (issue 15 section 4): the
// contractor photographs a generated bundle of known count, sees the server's count and a mark on
// each bar, removes one mark and adds one by tapping the photo, zooms, picks the material receipt
// and saves; the count is listed under 最近计数 and on the receipt's detail (its approval).
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/rebar.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { drawBundle } from '../../server/src/domains/rebar/bundles'
import type { RebarRecord } from '../../types/api/rebar'
import type { FlowLaunchItem } from '../../types/api/workflow'
import { buildQuery } from '../../src/core/query'
import { flowBeforeQuery, launchItemConfig } from '../../src/core/workflow'
import { until } from './lib/forms'
import { openSession, type Session } from './lib/session'
import { api, ROOT, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
let s: Session

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
  s = await openSession(browser, server.base, 'shigong')
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/rebar-${name}.png`), fullPage: true })
const shown = (page: Page) => page.locator('.taro_page_show')
const shownCount = async (page: Page) => Number(await shown(page).locator('.sf-rebar__number').textContent())
/** The worst single-image error the counter is held to (server/test/rebar.test.ts). */
const WORST_BOUND = 0.25

describe('rebar counting on H5', () => {
  test('a bundle photo is counted, corrected by taps and saved against a receipt', async () => {
    const { page } = s
    await page.goto(`${server.base}/pages/apply/rebarCount/index`)
    // the demo's counts
    await shown(page).getByText('HRB400E 热轧带肋钢筋 Φ16 · SG2410-2217').waitFor({ timeout: 30000 })
    await shot(page, 'start')

    const bundle = drawBundle(3)
    const chooser = page.waitForEvent('filechooser')
    await shown(page).locator('.nut-button').filter({ hasText: '选择照片' }).click()
    await (await chooser).setFiles({ name: 'bundle.jpg', mimeType: 'image/jpeg', buffer: bundle.jpeg })
    await shown(page).locator('.sf-rebar__number').waitFor({ timeout: 60000 })
    const machine = await shownCount(page)
    assert.ok(Math.abs(machine - bundle.count) / bundle.count <= WORST_BOUND, `counted ${machine} of ${bundle.count}`)
    assert.equal(await shown(page).locator('.sf-rebar__mark').count(), machine)
    await shot(page, 'counted')

    // a tap on a mark removes it
    const photo = shown(page).locator('#sf-rebar-photo')
    const mark = await shown(page).locator('.sf-rebar__mark').first().boundingBox()
    await page.mouse.click(mark!.x + mark!.width / 2, mark!.y + mark!.height / 2)
    await until(page, () => shownCount(page), (n) => n === machine - 1)
    // a tap where no bar is (the photo's corner) adds one
    const box = (await photo.boundingBox())!
    await page.mouse.click(box.x + 8, box.y + 8)
    await until(page, () => shownCount(page), (n) => n === machine)
    await shown(page).getByText(`自动识别 ${machine} 根，手动删除 1 根、添加 1 根`).waitFor()

    // zoomed, the photo is twice as wide and scrolls in its view
    await shown(page).getByRole('radio', { name: '2×' }).click()
    await until(page, async () => (await photo.boundingBox())!.width, (w) => Math.abs(w - box.width * 2) < 2)
    await shot(page, 'zoomed')
    await shown(page).getByRole('radio', { name: '1×' }).click()

    await shown(page).getByRole('button', { name: '进场材料' }).click()
    await page.getByRole('option').filter({ hasText: 'NG2405-1187' }).first().click()
    await shown(page).getByText('HRB400E 热轧带肋钢筋 Φ25 · NG2405-1187').first().waitFor()
    await shot(page, 'receipt')
    await shown(page).locator('.nut-button').filter({ hasText: `保存计数（${machine} 根）` }).click()
    // saved: the photo is cleared and the count heads 最近计数
    await shown(page).locator('.nut-button').filter({ hasText: '拍照 / 选择照片' }).waitFor({ timeout: 30000 })
    const first = shown(page).locator('.sf-rebar__record').first()
    await until(page, async () => await first.textContent() ?? '', (t) => t.includes('NG2405-1187') && t.includes(`${machine} 根`) && t.includes('张伟'))
    await shot(page, 'saved')

    const token = await tokenOf(server.base, 'jianli')
    const receiptId = (await api<RebarRecord[]>(server.base, token, 'GET', '/api/rebar/Records')).data.find((r) => r.receiptName.endsWith('NG2405-1187'))!.receiptId
    const onReceipt = (await api<RebarRecord[]>(server.base, token, 'GET', `/api/rebar/Records?receiptId=${receiptId}`)).data
    assert.equal(onReceipt.length, 2, 'the demo count and this one')
    assert.deepEqual([onReceipt[0].count, onReceipt[0].machineCount, onReceipt[0].creatorName], [machine, machine, '张伟'])
    assert.deepEqual(s.errors, [])
  })

  test("the receipt's detail (its approval) lists its counts", async () => {
    const { page } = s
    const token = await tokenOf(server.base, 'shigong')
    const launched = (await api<{ list: FlowLaunchItem[] }>(server.base, token, 'GET', '/api/workflow/Engine/FlowLaunch?pageSize=50')).data.list
    const receiptId = (await api<RebarRecord[]>(server.base, token, 'GET', '/api/rebar/Records')).data.find((r) => r.receiptName.endsWith('NG2405-1187'))!.receiptId
    const { flowTaskId } = (await api<{ flowTaskId: string }>(server.base, token, 'GET', `/api/visualdev/OnlineDev/module_incomingMaterials/${receiptId}`)).data
    const receipt = launched.find((i) => i.id === flowTaskId)!
    await page.goto(`${server.base}/pages/workFlow/flowBefore/index?${buildQuery(flowBeforeQuery(launchItemConfig(receipt)))}`)
    const counts = shown(page).getByLabel('钢筋计数')
    await counts.waitFor({ timeout: 30000 })
    await until(page, async () => await counts.locator('.sf-rebar-counts__row').count(), (n) => n === 2)
    await counts.scrollIntoViewIfNeeded()
    await shot(page, 'receipt-detail')
    assert.deepEqual(s.errors, [])
  })
})
