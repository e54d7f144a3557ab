// Opens every route of src/routes.ts in the H5 build (headless Chromium, phone size) and fails on
// an uncaught error, a failed script load or a blank page. Needs dist/h5 (npm run build:h5).
// usage: node --import tsx --test test/e2e/h5-routes.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ALL_ROUTES, TABS } from '../../src/routes'
import { serveStatic } from '../../scripts/lib/static-server'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'

const DIST = path.resolve(__dirname, '../../dist/h5')
const SHOTS = path.resolve(__dirname, '../../test-results/e2e')

let browser: Browser
let context: BrowserContext
let base = ''
let close = async () => {}

/** Loads a URL and collects what went wrong on the way. */
async function open (page: Page, url: string) {
  const problems: string[] = []
  const onError = (e: Error) => problems.push(`uncaught: ${e.message}`)
  const onFail = (r: { url: () => string, failure: () => { errorText: string } | null }) => {
    if (/\.(js|css)(\?|$)/.test(r.url())) problems.push(`failed to load ${r.url()}: ${r.failure()?.errorText}`)
  }
  page.on('pageerror', onError)
  page.on('requestfailed', onFail)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => (document.querySelector('.taro_page')?.textContent ?? '').trim().length > 0, undefined, { timeout: 15000 })
  } catch (e) {
    problems.push(`blank page: ${(e as Error).message.split('\n')[0]}`)
  } finally {
    page.off('pageerror', onError)
    page.off('requestfailed', onFail)
  }
  return problems
}

before(async () => {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'dist/h5 is missing: run npm run build:h5 first')
  const server = await serveStatic(DIST, 0)
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
  context = await browser.newContext(PHONE)
  close = async () => {
    await browser.close()
    await new Promise((resolve) => server.close(resolve))
  }
  fs.mkdirSync(SHOTS, { recursive: true })
})

after(() => close())

describe('H5: the entry', () => {
  test('/ opens the launch page, which sends a signed-out user to the login page', async () => {
    const page = await context.newPage()
    const problems = await open(page, `${base}/`)
    await page.waitForURL(/\/pages\/login\/index/, { timeout: 15000 })
    assert.deepEqual(problems, [])
    await page.close()
  })

  test('the tab bar has the five tabs in order', async () => {
    const page = await context.newPage()
    await open(page, `${base}/pages/index/map`)
    const texts = await page.locator('.weui-tabbar__item').allTextContents()
    assert.deepEqual(texts.map((t) => t.trim()), TABS.map((t) => t.text))
    await page.screenshot({ path: path.join(SHOTS, 'tab-map.png') })
    await page.close()
  })
})

describe('H5: every route opens without an error', () => {
  // a page with an H5 alias (the system pages) answers at its alias, tested below
  for (const route of ALL_ROUTES.filter((r) => !r.alias)) {
    test(route.path, async () => {
      const page = await context.newPage()
      const problems = await open(page, `${base}/${route.path}`)
      assert.deepEqual(problems, [], problems.join('\n'))
      if (route.later !== undefined) {
        const text = await page.locator('.taro_page').last().innerText()
        assert.ok(text.includes(route.title), `the page shows its title ${route.title}; got: ${text.slice(0, 80)}`)
      }
      await page.close()
    })
  }
})

describe('H5: the system page aliases', () => {
  for (const route of ALL_ROUTES.filter((r) => r.alias && r.path !== 'pages/launch/index')) {
    for (const alias of route.alias!) {
      test(`${alias} opens ${route.path}`, async () => {
        const page = await context.newPage()
        const problems = await open(page, `${base}${alias}`)
        assert.deepEqual(problems, [])
        assert.ok((await page.locator('.taro_page').last().innerText()).includes(route.title))
        await page.close()
      })
    }
  }
})
