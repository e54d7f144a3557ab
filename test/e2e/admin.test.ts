// The 管理 area on H5 against the real server, on a phone (375 px) and at a desk (1280 px): the
// admin reaches it from the Me tab; at a desk the root font stays at its cap (text phone-sized,
// not twice it) and a list stands beside its detail; on a phone the detail replaces the list. A
// project is created with two sections through the screen. Screens are shot for review.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/admin.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
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

const DESK = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'zh-CN' }
const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/admin-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

async function openAdmin (size: 'phone' | 'desk') {
  const context = await browser.newContext(size === 'phone' ? PHONE : DESK)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 300)))
  await signIn(page, server.base, 'admin')
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const go = async (page: Page, route: string) => {
  await page.goto(`${server.base}/${route}`)
  await shown(page).locator('.sf-admin').first().waitFor({ timeout: 20000 })
}

describe('管理 on H5', () => {
  test('on a phone: from the Me tab, each screen, a person\'s detail in place of the list', async () => {
    const { context, page, errors } = await openAdmin('phone')
    await page.goto(`${server.base}/pages/index/my`)
    await shown(page).locator('.sf-link-cell').filter({ has: page.getByText('管理', { exact: true }) }).click()
    await page.waitForURL(/\/pages\/admin\/index/, { timeout: 20000 })
    await shown(page).getByText('项目与合同段').waitFor()
    await shot(page, 'home-375')
    for (const [route, text, name] of [
      ['pages/admin/organize/index', '苏通路桥工程集团有限公司', 'organize'],
      ['pages/admin/project/index', '宁句高速公路改扩建工程', 'projects'],
      ['pages/admin/role/index', '组织角色模板', 'roles'],
      ['pages/admin/audit/index', '操作记录', 'audit']
    ] as const) {
      await go(page, route)
      await shown(page).getByText(text).first().waitFor({ timeout: 20000 })
      await shot(page, `${name}-375`)
    }
    await go(page, 'pages/admin/people/index')
    await shown(page).locator('.sf-admin__card').first().click()
    await shown(page).getByText('‹ 返回人员列表').waitFor()
    assert.equal(await shown(page).locator('.sf-admin__list--hidden').count(), 1, 'the list gives way to the detail')
    await shot(page, 'person-375')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('at a desk: phone-sized text, the list beside its detail, a project with two sections created', async () => {
    const { context, page, errors } = await openAdmin('desk')
    await go(page, 'pages/admin/people/index')
    await shown(page).locator('input[placeholder="搜索姓名、账号或手机号"]').fill('jianli')
    const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    assert.equal(root, '24px')
    await shown(page).locator('.sf-admin__card', { hasText: '（jianli）' }).click()
    await shown(page).getByText('重置密码').waitFor()
    assert.ok(await shown(page).locator('.sf-admin__list--hidden').isVisible(), 'the list stays beside the detail')
    await shot(page, 'people-1280')

    await go(page, 'pages/admin/project/index')
    await shown(page).getByText('＋ 新建项目').click()
    const sheet = page.locator('.sf-admin-form[aria-label="新建项目"]')
    await sheet.locator('[aria-label="项目名称"] input').fill('溧水联络线工程')
    await sheet.locator('[aria-label="项目编码"] input').fill('LSLL')
    await sheet.getByRole('radio', { name: '宁句高速公路建设管理有限公司' }).click()
    await sheet.locator('[aria-label="第 1 个合同段合同段名称"] input').fill('溧水联络线第一合同段')
    await sheet.locator('[aria-label="第 1 个合同段合同段编码"] input').fill('LSLL-01')
    await sheet.getByRole('radiogroup', { name: '第 1 个合同段施工单位' }).getByRole('radio', { name: '苏通路桥工程集团有限公司' }).click()
    await sheet.getByRole('button', { name: '再加一个合同段' }).click()
    await sheet.locator('[aria-label="第 2 个合同段合同段名称"] input').fill('溧水联络线第二合同段')
    await sheet.locator('[aria-label="第 2 个合同段合同段编码"] input').fill('LSLL-02')
    await shot(page, 'new-project-1280')
    await sheet.locator('.sf-admin-form__button', { hasText: '创建项目' }).click()
    await shown(page).locator('[aria-label="合同段"]').getByText('溧水联络线第二合同段').waitFor({ timeout: 20000 })
    await shot(page, 'projects-1280')
    for (const [route, name] of [['pages/admin/role/index', 'roles'], ['pages/admin/audit/index', 'audit'], ['pages/admin/organize/index', 'organize']] as const) {
      await go(page, route)
      await shown(page).locator('.sf-admin__card, .sf-admin__row').first().waitFor({ timeout: 20000 })
      await shot(page, `${name}-1280`)
    }
    assert.deepEqual(errors, [])
    await context.close()
    // signed in from outside only now: one session per account and client
    const token = await tokenOf(server.base, 'admin')
    const projects = await api<{ list: Array<{ enCode: string, contractCount: number }> }>(server.base, token, 'GET', '/api/permission/Project')
    assert.equal(projects.data.list.find((p) => p.enCode === 'LSLL')?.contractCount, 2)
  })
})
