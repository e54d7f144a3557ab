// Progress end to end on H5 against the real server: shigong (SG01's contractor) opens 进度填报,
// opens his section's bill, is told what is wrong with a fill past the bill (what he typed stays),
// fills the day's excavation and sees the section's percent move, on the bill and on 进度填报;
// the owner's 总体进度 shows the same figure and opens the bill behind a unit work; the WBS tree
// expands to the piles with their progress. Screens shot at 375 px in test-results/e2e/.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/progress.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { openSession, type Session } from './lib/session'
import { ROOT, startServer, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const openAs = async (account: string): Promise<Session> => await openSession(browser, server.base, account)

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/progress-${name}.png`), fullPage: true })
const shown = (page: Page) => page.locator('.taro_page_show')
// the page on screen is the last shown (the one it opened from stays in the document under it)
const card = (page: Page, title: string) => shown(page).last().locator('.sf-progress-card').filter({ has: page.locator('.sf-progress-card__title', { hasText: title }) }).first()
const percentOf = async (page: Page, title: string) => (await card(page, title).locator('.sf-progress-bar__text').textContent())?.trim()

describe('progress on H5 against the real server', () => {
  test('a contractor fills progress and the section percent moves', async () => {
    const { page, errors } = await openAs('shigong')
    await page.goto(`${server.base}/pages/apply/progressManage/progressFilling/index`)
    await card(page, '第一合同段').waitFor({ timeout: 20000 })
    assert.equal(await percentOf(page, '第一合同段'), '0.00%')
    await shot(page, 'filling')

    await card(page, '第一合同段').click()
    await page.waitForURL(/contractDetails/, { timeout: 20000 })
    const earth = shown(page).locator('.sf-boq-item[data-item="203-1-a"]')
    await earth.waitFor({ timeout: 20000 })
    await earth.getByRole('button', { name: '填报', exact: true }).click()

    // past the bill: said at once, what he typed kept
    const quantity = page.locator('.sf-fill-sheet input')
    await quantity.fill('200000')
    await page.locator('.sf-fill-sheet .nut-button').filter({ hasText: '提交' }).click()
    await page.locator('.sf-fill-sheet__error').filter({ hasText: '本次最多还可填 186480m³' }).waitFor({ timeout: 10000 })
    assert.equal(await quantity.inputValue(), '200000')

    await quantity.fill('18648')
    await page.locator('.sf-fill-sheet textarea').fill('K2+100~K3+400 挖方')
    await shot(page, 'fill-sheet')
    await page.locator('.sf-fill-sheet .nut-button').filter({ hasText: '提交' }).click()

    // 18 648 m³ × 14.6 = 272 260.8 of SG01's 191 839 441: 0.14%; the item 10%
    await earth.locator('.sf-progress-bar__text', { hasText: '10.00%' }).waitFor({ timeout: 20000 })
    await card(page, '第一合同段').locator('.sf-progress-bar__text', { hasText: '0.14%' }).waitFor({ timeout: 20000 })
    await earth.getByRole('button', { name: '填报记录' }).click()
    await earth.locator('.sf-boq-item__fill', { hasText: 'K2+100~K3+400 挖方' }).waitFor({ timeout: 10000 })
    await shot(page, 'contract-details')

    await page.goBack()
    await page.waitForURL(/progressFilling\/index/, { timeout: 20000 })
    await card(page, '第一合同段').locator('.sf-progress-bar__text', { hasText: '0.14%' }).waitFor({ timeout: 20000 })
    assert.deepEqual(errors, [])
    await page.context().close()
  })

  test('the owner sees it on 总体进度 and opens the bill behind a unit work; the WBS tree shows the node', async () => {
    const { page, errors } = await openAs('yezhu')
    await page.goto(`${server.base}/pages/apply/homepage/projectOverallProgress`)
    await card(page, '第一合同段').waitFor({ timeout: 20000 })
    assert.equal(await percentOf(page, '第一合同段'), '0.14%')
    // 272 260.8 of the subgrade's 22 119 911
    assert.equal(await percentOf(page, '路基工程（K0+000~K18+500）'), '1.23%')
    await shot(page, 'dashboard')
    await card(page, '路基工程（K0+000~K18+500）').click()
    await page.waitForURL(/contractDetails/, { timeout: 20000 })
    await shown(page).locator('.sf-boq-item[data-item="203-1-a"] .sf-progress-bar__text', { hasText: '10.00%' }).waitFor({ timeout: 20000 })
    // the owner looks, he does not fill
    assert.equal(await shown(page).getByRole('button', { name: '填报', exact: true }).count(), 0)

    await page.goto(`${server.base}/pages/apply/wbsTree/index`)
    const node = (name: string) => shown(page).locator('.sf-wbs-node').filter({ has: page.locator('.sf-wbs-node__name', { hasText: name }) }).first()
    await node('路基工程（K0+000~K18+500）').click()
    await node('路基土石方工程').click()
    await node('土方路基').locator('.sf-progress-bar__text').filter({ hasText: /%$/ }).waitFor({ timeout: 20000 })
    // 土方路基: 挖土方 2 722 608 + 利用土方填筑 241 240 × 11.8 = 2 846 632, together 5 569 240; done 272 260.8
    assert.equal((await node('土方路基').locator('.sf-progress-bar__text').textContent())?.trim(), '4.89%')
    await shot(page, 'wbs')
    assert.deepEqual(errors, [])
    await page.context().close()
  })
})
