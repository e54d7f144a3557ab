// The full-screen selectors forms open (issue 13 §4), on H5 against the real server: shigong adds a
// 实体材料 record; its bill item is picked through its section (tableLinkage, which fills 合同段),
// its WBS node from the section's tree (tableTreeSelector, found by a word), the items it is
// apportioned to from a table of the section's bill (popSelect, two of them) and its incoming
// batch full screen (tableSelect); what he typed first is still there, each choice shows in the
// form, and the record is saved with them. Each selector is screenshot at 375 px.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/selectors.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { fillText, item, until } from './lib/forms'
import { openSession } from './lib/session'
import { api, ROOT, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser

before(async () => {
  // the demo's incoming batches come with its records in flight
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** A screenshot once the page in front has slid fully in (taro-h5 animates each navigation). */
async function shot (page: Page, name: string) {
  await page.waitForFunction(() => [...document.querySelectorAll('.taro_page_show')]
    .every((p) => ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(p).transform)))
  await page.screenshot({ path: path.join(ROOT, `test-results/e2e/selectors-${name}.png`) })
}
const shown = (page: Page) => page.locator('.taro_page_show')
const FORM = /dynamicModel\/form/

/** Opens the selector of `field` and waits for its page. */
async function open (page: Page, field: string, route: RegExp) {
  await item(page, field).locator('.sf-fe-picker').click()
  await page.waitForURL(route, { timeout: 20000 })
}

/** The text the field shows once its choice is back. */
async function fieldText (page: Page, field: string): Promise<string> {
  await page.waitForURL(FORM, { timeout: 20000 })
  const text = item(page, field).locator('.sf-fe-picker__text')
  await text.waitFor({ timeout: 20000 })
  return (await text.textContent()) ?? ''
}

describe('the full-screen selectors of a form on H5', () => {
  test('a 实体材料 record takes its bill item, WBS node, apportioned items and batch from the selectors, and is saved with them', async () => {
    const { page, errors, context } = await openSession(browser, server.base, 'shigong')
    const token = await tokenOf(server.base, 'shigong')
    const items = (await api<{ list: Array<{ id: string, fullName: string, itemCode: string }> }>(server.base, token, 'POST',
      '/api/system/DataInterface/boqItems/Action/List', { currentPage: 1, pageSize: 3, paramList: [] })).data.list
    const nodes = (await api<Array<{ id: string, parentId: string, fullName: string }>>(server.base, token, 'POST',
      '/api/system/DataInterface/wbsNodes/Actions/Preview', { paramList: [] })).data
    const leaf = nodes.find((n) => !nodes.some((c) => c.parentId === n.id) && nodes.filter((m) => m.fullName === n.fullName).length === 1)!

    await page.goto(`${server.base}/pages/apply/dynamicModel/form?enCode=entityMaterials`)
    await item(page, 'wbsPart').waitFor({ timeout: 30000 })
    await fillText(page, 'wbsPart', '秦淮河大桥 / 承台 选择器')
    await fillText(page, 'quantity', '2.5')

    // tableLinkage: the section, then one of its bill items; 合同段 follows
    await open(page, 'boqItem', /tableLinkage/)
    await shown(page).locator('.sf-sel-row').first().waitFor({ timeout: 20000 })
    await shot(page, 'linkage-first')
    await shown(page).locator('.sf-sel-row', { hasText: '第一合同段' }).first().click()
    await shown(page).getByText('重新选择').waitFor({ timeout: 20000 })
    await shown(page).locator('.sf-sel-row', { hasText: items[0].fullName }).first().waitFor({ timeout: 20000 })
    await shot(page, 'linkage-second')
    await shown(page).locator('.sf-sel-row', { hasText: items[0].fullName }).first().click()
    assert.equal(await fieldText(page, 'boqItem'), items[0].fullName)
    await item(page, 'contractName').getByText('第一合同段').waitFor({ timeout: 20000 })
    // what was typed before is still there
    assert.equal(await item(page, 'wbsPart').locator('input').first().inputValue(), '秦淮河大桥 / 承台 选择器')

    // tableTreeSelector: the section's WBS, a leaf found by its name
    await open(page, 'wbsNode', /tableTreeSelector/)
    await shown(page).locator('.sf-sel-tree__row').first().waitFor({ timeout: 20000 })
    await shown(page).locator('.sf-sel-tree__row').first().click()
    await shot(page, 'tree')
    await shown(page).locator('.sf-filter input').fill(leaf.fullName)
    await shown(page).getByRole('button', { name: `选择${leaf.fullName}` }).first().waitFor({ timeout: 20000 })
    await shot(page, 'tree-search')
    await shown(page).getByRole('button', { name: `选择${leaf.fullName}` }).first().click()
    assert.equal(await fieldText(page, 'wbsNode'), leaf.fullName)

    // popSelect: two of the section's bill items, then 确定
    await open(page, 'sharedItems', /popSelect/)
    await shown(page).locator('.sf-sel-row').nth(2).waitFor({ timeout: 20000 })
    await shown(page).locator('.sf-sel-row', { hasText: items[1].fullName }).first().click()
    await shown(page).locator('.sf-sel-row', { hasText: items[2].fullName }).first().click()
    await shown(page).getByText('已选 2 项').waitFor({ timeout: 20000 })
    await shot(page, 'pop')
    await shown(page).getByRole('button', { name: '确定' }).click()
    assert.equal(await fieldText(page, 'sharedItems'), `${items[1].fullName},${items[2].fullName}`)

    // tableSelect: the incoming batch, searched
    await open(page, 'incomingBatch', /tableSelect/)
    await shown(page).locator('.sf-sel-row').first().waitFor({ timeout: 20000 })
    await shot(page, 'table')
    await shown(page).locator('.sf-filter input').fill('NG2405-1187')
    await shown(page).locator('.sf-sel-row', { hasText: 'NG2405-1187' }).first().click()
    assert.equal(await fieldText(page, 'incomingBatch'), 'NG2405-1187')

    // the unit, then save
    await item(page, 'unit').locator('.sf-fe-picker').click()
    await page.locator('.sf-fe-sheet:visible [aria-label="选择吨"]').click()
    await page.locator('.sf-fe-sheet__ok:visible').click().catch(() => {})
    await shot(page, 'form')
    await shown(page).locator('.sf-module-form__submit').click()

    const saved = await until(page, async () => (await api<{ list: Array<{ id: string, wbsPart: string }> }>(server.base, token, 'POST',
      '/api/visualdev/OnlineDev/entityMaterials/List', { currentPage: 1, pageSize: 20, keyword: '选择器' })).data.list, (l) => l.length > 0)
    assert.equal(saved.length, 1)
    const record = await api<{ data: string }>(server.base, token, 'GET', `/api/visualdev/OnlineDev/entityMaterials/${saved[0].id}`)
    const data = JSON.parse(record.data.data)
    assert.deepEqual({ boqItem: data.boqItem, contractName: data.contractName, wbsNode: data.wbsNode, sharedItems: data.sharedItems, quantity: data.quantity },
      { boqItem: items[0].id, contractName: 'ct_sg01', wbsNode: leaf.id, sharedItems: [items[1].id, items[2].id], quantity: 2.5 })
    assert.deepEqual(errors, [])
    await context.close()
  })
})
