// Laboratory end to end on H5 against the real server: shiyan, the site lab technician, reads the
// material summary's pass rate, records a sand sample whose mud content fails the standard's
// limit (judged by the server, not typed), and the summary's pass rate and the sand's own
// figures change.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/lab.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { fillText, item, until } from './lib/forms'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser

before(async () => {
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/lab-${name}.png`), fullPage: true })
const shown = (page: Page) => page.locator('.taro_page_show')
const SUMMARY = 'pages/apply/laboratoryManagement/materialSummary/index'

/** The 合格率 tile of the material summary, and the sand card's figures, as the screen shows them. */
async function readSummary (page: Page) {
  const rate = await shown(page).locator('.sf-stat-tiles__tile', { hasText: '合格率' }).locator('.sf-stat-tiles__value').textContent()
  const sand = await shown(page).locator('.sf-lab-card', { has: page.locator('.sf-lab-card__name', { hasText: /^砂/ }) }).textContent()
  return { rate: rate ?? '', sand: sand ?? '' }
}

describe('the laboratory on H5 against the real server', () => {
  test('a sample failing the standard\'s limit lowers the summary\'s pass rate', async () => {
    const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signIn(page, server.base, 'shiyan')
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 30000 })

    // before: six samples of section 1, one failing (seed/demoLab.ts)
    await page.goto(`${server.base}/${SUMMARY}`)
    await shown(page).locator('.sf-lab-card').first().waitFor({ timeout: 30000 })
    const before = await readSummary(page)
    assert.equal(before.rate, '83.3%')
    assert.match(before.sand, /1 \/ 1 \/ 0 组/)
    await shot(page, 'summary-before')

    // a sand sample: fineness within 2.3~3.0, mud content 3.6% over the 3.0% limit
    await page.goto(`${server.base}/pages/apply/laboratoryManagement/selfInspectionData/index`)
    await shown(page).locator('.nut-button', { hasText: '新增' }).click()
    await item(page, 'batch').waitFor({ timeout: 30000 })
    await item(page, 'batch').locator('.sf-fe-picker').click()
    await page.locator('.nut-popup:visible').getByText('GJS-2411-07').first().click()
    await item(page, 'batchMaterial').getByText('天然中砂').waitFor({ timeout: 20000 })
    await item(page, 'contractName').locator('.sf-fe-picker').click()
    await page.locator('.sf-fe-sheet:visible [aria-label="选择宁句高速公路改扩建工程第一合同段"]').click()
    await page.locator('.sf-fe-sheet__ok:visible').click().catch(() => {})
    await fillText(page, 'sampler', '杨帆')
    await fillText(page, 'wbsPart', '秦淮河大桥 / 基础及下部构造 / 盖梁')
    const addRow = shown(page).locator('.sf-fe-table__add')
    for (const [name, value] of [['砂细度模数', '2.8'], ['砂含泥量', '3.6']]) {
      await addRow.click()
      const row = shown(page).locator('.sf-fe-item[data-path^="items."][data-path$=".testItem"]').last()
      await row.locator('.sf-fe-picker').click()
      await page.locator(`.sf-fe-sheet:visible [aria-label="选择${name}"]`).click()
      await page.locator('.sf-fe-sheet__ok:visible').click().catch(() => {})
      await shown(page).locator('.sf-fe-item[data-path^="items."][data-path$=".result"]').last().locator('input').fill(value)
    }
    await shot(page, 'sample-form')
    await shown(page).locator('.sf-module-form__submit').click()

    // the list shows it, judged failing by the server
    await page.waitForURL(/selfInspectionData\/index/, { timeout: 30000 })
    await shown(page).getByText('不合格').first().waitFor({ timeout: 30000 })
    const token = await tokenOf(server.base, 'shiyan')
    const saved = await api<{ total: { samples: number, failed: number } }>(server.base, token, 'GET', '/api/lab/MaterialSummary')
    assert.deepEqual([saved.data.total.samples, saved.data.total.failed], [7, 2])

    // after: 5 of 7 passed; the sand 2 tested, 1 failing
    await page.goto(`${server.base}/${SUMMARY}`)
    const after = await until(page, () => readSummary(page).catch(() => ({ rate: '', sand: '' })), (s) => s.rate === '71.4%')
    assert.equal(after.rate, '71.4%')
    assert.match(after.sand, /2 \/ 1 \/ 1 组/)
    assert.match(after.sand, /50%/)
    await shot(page, 'summary-after')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
