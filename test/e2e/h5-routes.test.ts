// The route smoke: every route of src/routes.ts opened in the H5 build against the real server
// with the demo organisation and its approvals in flight, signed in. A built route opens as the
// user it is for (granted its workbench module) and as one it is not, and must show its title and
// what route-expectations.ts says it shows; a placeholder shows its title and 该功能正在建设中.
// Any visit fails on the error view (页面出错了, even for a moment), console.error, an uncaught
// error or unhandled rejection, and a failed API call the page did not show.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/h5-routes.test.ts
// ROUTES=<parts of paths, comma-separated> opens only the matching routes; ROUTES_PRINT=1 prints what each page shows.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ALL_ROUTES, TABS, type RouteDef } from '../../src/routes'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { Demo, isGranted, menuOfRoute, type Account } from './lib/demo'
import { DEMO_PASSWORD, ROOT, shiftClock, signIn, startServer, type RealServer } from './lib/server'
import { recordShownTexts, watchPage, type PageWatch } from './lib/watch'
import { ROUTE_EXPECTATIONS, queryOf, titleOf, type Probe, type RouteExpectation } from './route-expectations'

const SHOTS = path.join(ROOT, 'test-results/e2e/routes')
/** Pages open at once: the server and the browser share 2 cores. */
const PARALLEL = 4
const CRASH_TEXT = '页面出错了'
const PENDING_TEXT = '该功能正在建设中'
/** What a screen shows when it renders a value it did not have. */
const GARBLED = /NaN|undefined|\[object Object\]|Invalid Date/
const only = process.env.ROUTES ?? ''
const print = process.env.ROUTES_PRINT === '1'

type Visitor = Account | 'signed out'

/** The demo accounts that may enter the app (norole is refused at sign-in). */
const SIGNED_IN: Account[] = ['admin', 'zongjian', 'jianli', 'shigong', 'anquan', 'shiyan', 'yezhu', 'gaofeng']

const built = ALL_ROUTES.filter((r) => r.later === undefined)
const placeholders = ALL_ROUTES.filter((r) => r.later !== undefined)
const expectationOf = (r: RouteDef) => ROUTE_EXPECTATIONS[r.path as keyof typeof ROUTE_EXPECTATIONS]
const selected = (r: RouteDef) => only === '' || only.split(',').some((part) => r.path.includes(part))

let server: RealServer
let browser: Browser
let demo: Demo
/** One browser context per visitor, from the storage of one sign-in. */
const contexts = new Map<Visitor, Promise<BrowserContext>>()

async function newContext (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, storageState })
  await shiftClock(context)
  await recordShownTexts(context)
  return context
}

/** Signs in through the login screen once and keeps what the app stored. */
async function signedInContext (account: Account): Promise<BrowserContext> {
  const signing = await browser.newContext(PHONE)
  await shiftClock(signing)
  const page = await signing.newPage()
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 30000 })
  const state = await signing.storageState()
  await signing.close()
  return await newContext(state)
}

function contextOf (visitor: Visitor): Promise<BrowserContext> {
  let context = contexts.get(visitor)
  if (!context) {
    context = visitor === 'signed out' ? newContext() : signedInContext(visitor)
    contexts.set(visitor, context)
  }
  return context
}

before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true })
  server = await startServer({ demoTasks: true })
  browser = await launchChromium()
  demo = new Demo(server.base)
  const visitors = new Set<Visitor>(['jianli'])
  for (const r of built.filter(selected)) {
    const e = expectationOf(r)
    if (e) for (const v of [e.as, e.notAs]) if (v) visitors.add(v)
  }
  await Promise.all([...visitors].map(contextOf))
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

function probeLocator (page: Page, probe: Probe) {
  if (typeof probe === 'string') return page.getByText(probe).locator('visible=true').first()
  if ('frame' in probe) return page.frameLocator(probe.frame).first().getByText(probe.text).first()
  return page.locator(probe.within).filter({ hasText: probe.text }).locator('visible=true').first()
}
const probeText = (probe: Probe) => (typeof probe === 'string' ? probe : `${probe.text} in ${'frame' in probe ? probe.frame : probe.within}`)

interface Visit {
  page: Page
  watch: PageWatch
  problems: string[]
}

/** Opens `route` (at `url`, or the screen it is reached from, then taps), and collects what went wrong. */
async function open (visitor: Visitor, route: RouteDef, e: RouteExpectation | undefined, url?: string): Promise<Visit> {
  const context = await contextOf(visitor)
  const page = await context.newPage()
  const watch = watchPage(page)
  const query = e ? await queryOf(route.path, e, demo) : ''
  // a route with an H5 alias answers only there (the launch page at /)
  const from = ALL_ROUTES.find((r) => r.path === (e?.reach?.from ?? route.path))!
  const at = from.alias?.[0] ?? `/${from.path}`
  await page.goto(url ?? `${server.base}${at}${query ? `?${query}` : ''}`)
  await page.locator('.taro_page').first().waitFor({ state: 'attached', timeout: 20000 })
  if (e?.reach) {
    await watch.settle()
    await e.reach.tap(page)
    await page.waitForURL((url) => url.pathname === `/${route.path}`, { timeout: 20000 })
  }
  return { page, watch, problems: [] }
}

/** What every visit must satisfy, once the page has settled. */
async function commonChecks (v: Visit, expectedPath: string, expectedTitles: string[]) {
  const { page, watch, problems } = v
  await watch.settle().catch((err: Error) => problems.push(err.message))
  const landed = new URL(page.url()).pathname
  if (landed !== expectedPath) problems.push(`landed on ${landed}, not ${expectedPath}`)
  const title = await page.title()
  if (!expectedTitles.includes(title)) problems.push(`title "${title}", expected "${expectedTitles.join('" or "')}"`)
  const shown = await page.evaluate('[...(window.__sfShown || [])]') as string[]
  const crash = shown.find((t) => t.includes(CRASH_TEXT))
  if (crash) problems.push(`the error view showed: ${crash.slice(0, 200)}`)
  const garbled = (await page.locator('body').innerText()).match(GARBLED)
  if (garbled) problems.push(`shows "${garbled[0]}": a value the screen could not render`)
  problems.push(...watch.pageErrors.map((m) => `uncaught: ${m}`))
  problems.push(...watch.consoleErrors.map((m) => `console.error: ${m}`))
  for (const f of await watch.unshownFailures()) problems.push(`failed call not shown: ${f.call} "${f.message}"`)
}

async function finish (v: Visit, name: string, visitor: Visitor) {
  const text = await v.page.locator('.taro_page').last().innerText().catch(() => '')
  if (print) console.log(`--- ${name} as ${visitor} (${await v.page.title()})\n${text.slice(0, 1500)}`)
  if (v.problems.length > 0) {
    await v.page.screenshot({ path: path.join(SHOTS, `${name.replace(/\//g, '_')}-${visitor}.png`) }).catch(() => {})
  }
  await v.page.close()
  assert.deepEqual(v.problems, [], `${name} as ${visitor}:\n${v.problems.join('\n')}\npage text: ${text.slice(0, 300)}`)
}

describe('the table of expectations (route-expectations.ts)', () => {
  test('every built route has an expectation: whoever builds a screen says what it shows', () => {
    assert.deepEqual(built.filter((r) => !expectationOf(r)).map((r) => r.path), [])
  })

  test('no placeholder route has one: a screen that turned into a placeholder fails here', () => {
    assert.deepEqual(placeholders.filter((r) => expectationOf(r)).map((r) => r.path), [])
  })

  test('every expectation names a route of src/routes.ts', () => {
    const known = new Set(ALL_ROUTES.map((r) => r.path))
    assert.deepEqual(Object.keys(ROUTE_EXPECTATIONS).filter((p) => !known.has(p)), [])
  })

  test('a workbench route is opened by an account granted its module and by one that is not', () => {
    const wrong: string[] = []
    for (const r of built) {
      const menu = menuOfRoute(r.path)
      const e = expectationOf(r)
      if (!menu || !e) continue
      if (e.as === 'signed out' || !isGranted(e.as, menu.id)) wrong.push(`${r.path}: ${e.as} is not granted ${menu.enCode}`)
      // null only when every demo account that may enter the app holds the module (none to refuse)
      const everyone = SIGNED_IN.every((account) => isGranted(account, menu.id))
      if (e.notAs === null ? !everyone : isGranted(e.notAs, menu.id)) wrong.push(`${r.path}: notAs ${String(e.notAs)} must be an account not granted ${menu.enCode}`)
    }
    assert.deepEqual(wrong, [])
  })

  test('what a screen shows is more than its title', () => {
    const weak = built.filter((r) => {
      const e = expectationOf(r)
      const text = e && (typeof e.shows === 'string' ? e.shows : e.shows.text)
      return !text || titleOf(r.path, r.title, e).includes(text)
    })
    assert.deepEqual(weak.map((r) => r.path), [])
  })
})

describe('every built route, as the user it is for and as one it is not', { concurrency: PARALLEL }, () => {
  for (const route of built.filter(selected)) {
    const e = expectationOf(route)
    if (!e) continue
    test(`${route.path} as ${e.as}`, async () => {
      const v = await open(e.as, route, e)
      try {
        await probeLocator(v.page, e.shows).waitFor({ timeout: 20000 })
      } catch {
        v.problems.push(`does not show ${probeText(e.shows)}`)
      }
      await commonChecks(v, e.landsOn ? `/${e.landsOn}` : route.alias?.[0] ?? `/${route.path}`, [titleOf(route.path, route.title, e)])
      const errorView = await v.page.locator('.sf-state--error').locator('visible=true').allInnerTexts()
      if (errorView.length > 0) v.problems.push(`shows an error: ${errorView.join(' | ')}`)
      if (await v.page.getByText(PENDING_TEXT).count() > 0) v.problems.push('shows the placeholder: the screen was built, its entry says what it shows')
      v.problems.push(...v.watch.apiFailures.map((f) => `a call failed for the user the screen is for: ${f.call} "${f.message}"`))
      await finish(v, route.path, e.as)
    })
    if (e.notAs) {
      const notAs = e.notAs
      test(`${route.path} as ${notAs} (not for them)`, async () => {
        const v = await open(notAs, route, e)
        // a screen titled by what it loaded keeps the route's title when it is refused
        await commonChecks(v, e.landsOn ? `/${e.landsOn}` : route.alias?.[0] ?? `/${route.path}`, [titleOf(route.path, route.title, e), route.title])
        const text = (await v.page.locator('.taro_page').last().innerText()).trim()
        if (text === '') v.problems.push('the page is blank')
        await finish(v, route.path, notAs)
      })
    }
  }
})

describe('every placeholder route shows its title and 该功能正在建设中', { concurrency: PARALLEL }, () => {
  for (const route of placeholders.filter(selected).filter((r) => !r.alias)) {
    test(route.path, async () => {
      const v = await open('jianli', route, undefined)
      try {
        await v.page.getByText(PENDING_TEXT).first().waitFor({ timeout: 20000 })
      } catch {
        v.problems.push(`does not show ${PENDING_TEXT}`)
      }
      await commonChecks(v, `/${route.path}`, [route.title])
      const text = await v.page.locator('.taro_page').last().innerText()
      if (!text.includes(route.title)) v.problems.push(`does not show its title ${route.title}`)
      await finish(v, route.path, 'jianli')
    })
  }
})

describe('H5: the entry and the system page aliases', () => {
  // its own path too: Taro's router answered an aliased page only at its aliases (issue 12)
  for (const url of ['/', '/pages/launch/index']) {
    test(`${url} opens the launch page, which sends a signed-out user to the login page`, async () => {
      const page = await (await contextOf('signed out')).newPage()
      const watch = watchPage(page)
      await page.goto(`${server.base}${url}`)
      await page.waitForURL(/\/pages\/login\/index/, { timeout: 20000 })
      await page.locator('input[placeholder="请输入账号"]').waitFor({ timeout: 20000 })
      await watch.settle()
      assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], [])
      await page.close()
    })
  }

  test('an address the app does not have shows that it is not there and leads home (issue 12)', async () => {
    const page = await (await contextOf('jianli')).newPage()
    const watch = watchPage(page)
    await page.goto(`${server.base}/pages/apply/retired/index?id=7`)
    await page.getByText('页面不存在或已下线').locator('visible=true').first().waitFor({ timeout: 20000 })
    await page.locator('.sf-state__action', { hasText: '返回首页' }).first().click()
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await page.getByText('系统消息').locator('visible=true').first().waitFor({ timeout: 20000 })
    await watch.settle()
    assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], [])
    await page.close()
  })

  test('an inner page opened signed out comes back, with its query, once signed in (issue 12)', async () => {
    // a context of its own: it ends signed in
    const context = await newContext()
    const page = await context.newPage()
    const watch = watchPage(page)
    await page.goto(`${server.base}/pages/workFlow/flowTodo/index?from=link`)
    await page.waitForURL(/\/pages\/login\/index/, { timeout: 20000 })
    // not jianli: a sign-in on the phone ends that account's other phone session (the shared context's)
    await page.locator('input[placeholder="请输入账号"]').fill('anquan')
    await page.locator('input[placeholder="请输入密码"]').fill(DEMO_PASSWORD)
    await page.locator('.sf-login-form__submit').first().click()
    await page.waitForURL(/\/pages\/workFlow\/flowTodo\/index\?from=link$/, { timeout: 30000 })
    await watch.settle()
    assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], [])
    await context.close()
  })

  test('the process centre is one tap from the workbench; inner pages have a title bar with back, tabs none (issue 12)', async () => {
    const page = await (await contextOf('jianli')).newPage()
    const watch = watchPage(page)
    const bar = page.locator('#taro-navigation-bar')
    await page.goto(`${server.base}/pages/index/apply`)
    const entry = page.locator('.sf-flow-entry[aria-label="流程中心"]').locator('visible=true').first()
    await entry.waitFor({ timeout: 20000 })
    assert.equal(await bar.isVisible(), false, 'a tab shows no title bar')
    await entry.click()
    await page.waitForURL(/\/pages\/index\/workFlow/, { timeout: 20000 })
    await bar.locator('.taro-navigation-bar-title', { hasText: '流程中心' }).waitFor({ timeout: 20000 })
    await bar.locator('.taro-navigation-bar-back').click()
    await page.waitForURL(/\/pages\/index\/apply/, { timeout: 20000 })
    await page.waitForFunction(() => getComputedStyle(document.getElementById('taro-navigation-bar')!).display === 'none', undefined, { timeout: 20000 })
    // opened directly (a link, a reload): no page to go back to, the bar leads home instead
    await page.goto(`${server.base}/pages/workFlow/flowTodo/index`)
    await bar.locator('.taro-navigation-bar-title', { hasText: '待我审批' }).waitFor({ timeout: 20000 })
    await bar.locator('.taro-navigation-bar-home').click()
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
    await watch.settle()
    assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], [])
    await page.close()
  })

  test('a sheet a tab page opens is whole over the tab bar: its 取消 is what a tap there reaches (issue 12)', async () => {
    const page = await (await contextOf('jianli')).newPage()
    await page.goto(`${server.base}/pages/index/apply`)
    await page.locator('.sf-context__row[aria-label="切换合同段"]').first().click()
    const cancel = page.locator('.nut-actionsheet-cancel').first()
    await cancel.waitFor({ timeout: 20000 })
    await page.waitForFunction(() => !document.querySelector('.nut-popup[class*="enter-active"]'), undefined, { timeout: 5000 })
    const hit = await cancel.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return top !== null && (el === top || el.contains(top))
    })
    assert.equal(hit, true, 'the tab bar covers 取消')
    await cancel.click()
    await page.close()
  })

  test('the tab bar has the five tabs in order', async () => {
    const page = await (await contextOf('jianli')).newPage()
    await page.goto(`${server.base}/pages/index/my`)
    await page.locator('.weui-tabbar__label').first().waitFor({ timeout: 20000 })
    const texts = await page.locator('.weui-tabbar__label').allTextContents()
    assert.deepEqual(texts.map((t) => t.trim()), TABS.map((t) => t.text))
    await page.close()
  })

  for (const route of ALL_ROUTES.filter((r) => r.alias && r.path !== 'pages/launch/index')) {
    for (const alias of [...route.alias!, `/${route.path}`]) {
      test(`${alias} opens ${route.path}`, async () => {
        // the screen its expectation describes, with its query where it needs one
        const e = expectationOf(route)!
        const query = typeof e.query === 'string' ? `?${e.query}` : ''
        const v = await open('jianli', route, undefined, `${server.base}${alias}${query}`)
        await probeLocator(v.page, e.shows).waitFor({ timeout: 20000 }).catch(() => v.problems.push(`does not show ${probeText(e.shows)}`))
        await commonChecks(v, alias, [route.title])
        await finish(v, alias, 'jianli')
      })
    }
  }
})
