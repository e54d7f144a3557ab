// Registers end to end on H5 against the real server: jianli opens the demo's 工地须知 tile (an
// external link to a page the server serves) and sees the page in the frame under its notice; an
// address of a host the organisation does not allow is refused and never loaded; shigong reads a
// partly received order's balance on 材料订单, a receipt of material naming the order is reported,
// and the balance moves.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/registers.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import type { MaterialOrderList } from '../../types/api/order'
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

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/registers-${name}.png`), fullPage: true })
const shown = (page: Page) => page.locator('.taro_page_show')

async function signedIn (account: string) {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 30000 })
  return { context, page, errors }
}

/** A certificate uploaded as `token`, as the receipt's 质量证明文件 holds it. */
async function certificate (token: string) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)])], { type: 'application/pdf' }), 'cert.pdf')
  const res = await fetch(`${server.base}/api/file/Uploader/annex`, { method: 'POST', headers: { Authorization: token, 'jnpf-origin': 'pc' }, body: form })
  const body = await res.json() as { code: number, msg: string, data: { name: string, url: string } }
  assert.equal(body.code, 200, body.msg)
  return { name: 'cert.pdf', fileId: body.data.name, url: body.data.url }
}

describe('registers on H5 against the real server', () => {
  test('the external link tile opens the site guide in the page; a host not allowed is refused', async () => {
    const { context, page, errors } = await signedIn('jianli')
    await page.goto(`${server.base}/pages/index/apply`)
    await page.locator('.sf-menu-grid__tile[aria-label="工地须知"]').click()
    await page.waitForURL(/\/pages\/apply\/externalLink\/index/, { timeout: 30000 })
    await shown(page).getByText('以下为本系统提供的网页').waitFor({ timeout: 30000 })
    await shown(page).locator('.nut-button', { hasText: '在浏览器中打开' }).waitFor()
    await shown(page).locator('.nut-button', { hasText: '复制链接' }).waitFor()
    const frame = page.frameLocator('.taro_page_show iframe')
    await frame.getByText('紧急集合点').waitFor({ timeout: 30000 })
    // pictured opened straight, not while the router slides it in over the workbench
    await page.reload()
    await page.frameLocator('.taro_page_show iframe').getByText('紧急集合点').waitFor({ timeout: 30000 })
    await shot(page, 'external-link')

    // a host the organisation has not allowed: the reason, and nothing loaded
    let asked = false
    page.on('request', (r) => { if (new URL(r.url()).hostname === 'example.com') asked = true })
    await page.goto(`${server.base}/pages/apply/externalLink/index?url=${encodeURIComponent('https://example.com/phish')}`)
    await shown(page).getByText('无法打开该链接').waitFor({ timeout: 30000 })
    await shown(page).getByText('「example.com」不在本单位允许打开的网站之内，请联系管理员').waitFor()
    assert.equal(await shown(page).locator('iframe').count(), 0)
    assert.equal(asked, false)
    await shot(page, 'external-link-refused')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a partly received order shows its balance, and a receipt naming it moves it', async () => {
    const { context, page, errors } = await signedIn('shigong')
    const sandCard = () => shown(page).locator('.sf-order__card', { hasText: '天然中砂 Ⅱ区中砂' })
    await page.goto(`${server.base}/pages/apply/order/index`)
    await sandCard().waitFor({ timeout: 30000 })
    // seed/demoOrders.ts O3: 1500 m³ ordered, 820 received (B4)
    assert.match(await sandCard().textContent() ?? '', /已到 820 立方米（1 批）.*未到 680 立方米/)
    await shot(page, 'orders-before')

    const token = await tokenOf(server.base, 'shigong')
    const orders = await api<MaterialOrderList>(server.base, token, 'GET', '/api/order/MaterialOrders')
    const sand = orders.data.list.find((o) => o.specification === 'Ⅱ区中砂')
    assert.ok(sand)
    const launched = await api(server.base, token, 'POST', '/api/workflow/Engine/FlowTask', {
      flowId: 'flow_incomingMaterials', status: '0',
      formData: {
        materialName: '天然中砂', materialType: 'sand', specification: 'Ⅱ区中砂', manufacturer: '赣江砂场', batchNo: 'GJS-2411-12',
        quantity: 300, unit: 'm3', entryDate: Date.now(), contractName: sand.contractId, needSampling: 1,
        certificates: [await certificate(token)], purchaseOrder: sand.id
      }
    })
    assert.equal(launched.code, 200, launched.msg)

    await page.reload()
    await sandCard().waitFor({ timeout: 30000 })
    assert.match(await sandCard().textContent() ?? '', /已到 1120 立方米（2 批）.*未到 380 立方米/)
    await shot(page, 'orders-after')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
