// The document libraries end to end on H5 against the real server: shigong opens 图纸, sees his
// section's drawings (not section 2's), searches one by its number, and the drawing's PDF opens in
// the app: pdf.js draws page 1 into a canvas that is not blank. The standards and the knowledge
// base's folders show too. Screens are kept in test-results/e2e/docs-*.png (375 px wide).
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/docs.test.ts
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
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const openAs = async (account: string): Promise<Session> => await openSession(browser, server.base, account)

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/docs-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

describe('document libraries on H5 against the real server', () => {
  test('a drawing PDF opens and shows page 1', async () => {
    const { page, context, errors } = await openAs('shigong')
    await page.goto(`${server.base}/pages/apply/drawPdfs/index`)
    await shown(page).getByText('秦淮河大桥 3#墩一般构造图').waitFor({ timeout: 20000 })
    // section 2's pier is not his
    assert.equal(await shown(page).getByText('句容河特大桥 12#墩一般构造图').count(), 0)
    await shot(page, 'drawings')

    await shown(page).locator('.sf-filter__input input').fill('S1-QL-04')
    await shown(page).locator('.sf-docs__row').filter({ hasText: '秦淮河大桥 3#墩钢筋构造图' }).waitFor({ timeout: 20000 })
    await shown(page).locator('.sf-docs__row').filter({ hasText: '3#墩一般构造图' }).waitFor({ state: 'detached', timeout: 20000 })
    await shown(page).locator('.sf-filter__clear').click()
    await shown(page).locator('.sf-docs__row').filter({ hasText: '秦淮河大桥 3#墩一般构造图' }).click()

    await page.waitForURL(/previewPdf\/index\?/, { timeout: 20000 })
    const first = shown(page).locator('canvas[data-page="1"][data-drawn="1"]')
    await first.waitFor({ timeout: 30000 })
    await shown(page).getByText('共 2 页').waitFor({ timeout: 20000 })
    // the page drawn is a drawing, not a blank sheet: many dark pixels among the white
    const ink = await first.evaluate((c: HTMLCanvasElement) => {
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
      let dark = 0
      for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 1] < 128 && data[i + 2] < 128) dark++
      return { dark, all: data.length / 4, width: c.getBoundingClientRect().width }
    })
    assert.ok(ink.dark > ink.all * 0.005, `page 1 has ink: ${ink.dark} dark of ${ink.all}`)
    assert.ok(ink.width > 300 && ink.width <= 375, `page 1 fits the screen: ${ink.width}px`)
    await shot(page, 'drawing-page1')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the standards by folder and the knowledge base\'s folders', async () => {
    const { page, context, errors } = await openAs('shiyan')
    await page.goto(`${server.base}/pages/apply/industryStandard/index`)
    await shown(page).getByText('公路桥涵施工技术规范').waitFor({ timeout: 20000 })
    await shown(page).getByRole('radio', { name: '质量检验评定 1' }).click()
    await shown(page).locator('.sf-docs__row').filter({ hasText: '公路桥涵施工技术规范' }).waitFor({ state: 'detached', timeout: 20000 })
    await shown(page).getByText('公路工程质量检验评定标准 第一册 土建工程').waitFor({ timeout: 20000 })
    await shot(page, 'standards')

    await page.goto(`${server.base}/pages/apply/knowledgeBase/index`)
    await shown(page).getByRole('button', { name: '施工工艺' }).click()
    await page.waitForURL(/knowledgeBase\/knowLibrary\?folderId=/, { timeout: 20000 })
    await shown(page).getByText('钻孔灌注桩施工工艺标准').waitFor({ timeout: 20000 })
    await shot(page, 'knowledge-folder')
    await page.goto(`${server.base}/pages/apply/knowledgeBase/index`)
    await shown(page).getByText('技术交底').waitFor({ timeout: 20000 })
    await shot(page, 'knowledge')
    assert.deepEqual(errors, [])
    await context.close()
  })
})
