// 管理 → 审批流程 on H5 against the real server: the admin adds a node with a role approver to a
// flow (隐患类型审批) and saves it as the next version; a task started afterwards goes through the
// new node first, a task started before keeps its old chain. At a desk a node removed and the
// edit discarded leave the chain as saved. Screens are shot at 375 and 1280 px for review.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/admin-chain.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { confirmModal } from './lib/forms'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

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

const E = '/api/workflow/Engine'
const FLOW = 'flow_hazardType'
const DESK = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'zh-CN' }
const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/admin-chain-${name}.png`), fullPage: true })
const shown = (page: Page) => page.locator('.taro_page_show')

async function openChains (size: 'phone' | 'desk') {
  const context = await browser.newContext(size === 'phone' ? PHONE : DESK)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 300)))
  await signIn(page, server.base, 'admin')
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  await page.goto(`${server.base}/pages/admin/chain/index`)
  await shown(page).getByRole('button', { name: '隐患类型审批' }).click()
  await shown(page).getByRole('button', { name: '审批节点 总监审批' }).waitFor({ timeout: 20000 })
  return { context, page, errors }
}

/** A 隐患类型 proposed by jianli, sent for approval. */
async function launch (token: string, typeName: string): Promise<string> {
  const res = await api<{ id: string }>(server.base, token, 'POST', `${E}/FlowTask`, {
    flowId: FLOW, status: '0', formData: { parentCategory: 'fall', typeName, defaultLevel: '1', description: '架桥机过孔时未设置限位装置' }
  })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

const todoOf = async (token: string, taskId: string) => {
  const res = await api<{ list: Array<{ id: string, processId: string }> }>(server.base, token, 'GET', `${E}/FlowBefore/List/1?pageSize=500`)
  assert.equal(res.code, 200, res.msg)
  return res.data.list.find((t) => t.processId === taskId)
}

describe('管理 审批流程 on H5', () => {
  test('a node added with a role approver: later tasks go through it, earlier ones keep their chain', async () => {
    const [jianli, zongjian, shigong] = await Promise.all(['jianli', 'zongjian', 'shigong'].map(async (a) => await tokenOf(server.base, a)))
    const earlier = await launch(jianli, '架桥机过孔未设置限位（修改前）')
    assert.ok(await todoOf(zongjian, earlier), 'before the change the 总监 approves first')

    const { context, page, errors } = await openChains('phone')
    assert.equal(await shown(page).locator('.sf-admin__list--hidden').count(), 1, 'on a phone the chain replaces the list')
    await shot(page, 'flow-375')
    await shown(page).getByRole('button', { name: '在「提出隐患类型」后添加审批节点' }).click()
    const sheet = page.locator('.sf-admin-form[aria-label="审批节点设置"]')
    await sheet.locator('[aria-label="节点名称"] input').fill('施工单位确认')
    await sheet.getByRole('group', { name: '审批角色' }).getByRole('checkbox', { name: '施工项目经理', exact: true }).click()
    await sheet.getByRole('radiogroup', { name: '审批人范围' }).getByRole('radio', { name: '全项目' }).click()
    await shot(page, 'node-375')
    await sheet.locator('.sf-admin-form__button', { hasText: '确定' }).click()
    const card = shown(page).getByRole('button', { name: '审批节点 施工单位确认' })
    await card.getByText('角色：施工项目经理 · 全项目 · 或签').waitFor()
    await shown(page).getByText('有未保存的修改').waitFor()
    await shown(page).locator('.sf-admin-form__button', { hasText: '保存为新版本' }).click()
    await shown(page).getByText('已保存为新版本 v2').waitFor({ timeout: 20000 })
    await shown(page).getByText('当前版本 v2').waitFor()
    await shot(page, 'saved-375')
    assert.deepEqual(errors, [])
    await context.close()

    const later = await launch(jianli, '架桥机过孔未设置限位（修改后）')
    const first = await todoOf(shigong, later)
    assert.ok(first, 'after the change the new node comes first: the 施工项目经理 approves')
    assert.equal(await todoOf(zongjian, later), undefined, 'the 总监 waits for the new node')
    assert.equal(await todoOf(shigong, earlier), undefined, 'the earlier task does not go through the new node')
    assert.ok(await todoOf(zongjian, earlier), 'the earlier task keeps its chain')
    const passed = await api(server.base, shigong, 'POST', `${E}/FlowBefore/Audit/${first!.id}`, { handleOpinion: '确认' })
    assert.equal(passed.code, 200, passed.msg)
    assert.ok(await todoOf(zongjian, later), 'then the 总监 approves, as before')
  })

  test('at a desk: the chain beside the list; a node removed after confirming, then the edit discarded', async () => {
    const { context, page, errors } = await openChains('desk')
    const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    assert.equal(root, '24px')
    assert.ok(await shown(page).locator('.sf-admin__list--hidden').isVisible(), 'the list stays beside the chain')
    await shot(page, 'flow-1280')
    await shown(page).getByRole('button', { name: '删除「施工单位确认」' }).click()
    await confirmModal(page)
    await shown(page).getByText('有未保存的修改').waitFor()
    assert.equal(await shown(page).getByRole('button', { name: '审批节点 施工单位确认' }).count(), 0)
    await shown(page).locator('.sf-admin-form__button', { hasText: '放弃修改' }).click()
    await confirmModal(page)
    await shown(page).getByRole('button', { name: '审批节点 施工单位确认' }).waitFor()
    await shown(page).getByText('当前版本 v2').waitFor()
    assert.equal(await shown(page).getByText('有未保存的修改').count(), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
