// The 管理 area on H5 against the real server, on a phone (375 px) and at a desk (1280 px): the
// admin reaches it from the Me tab; at a desk the root font stays at its cap (text phone-sized,
// not twice it) and a list stands beside its detail; on a phone the detail replaces the list. A
// project is created with two sections through the screen. A person's mobile is edited; a role
// someone holds is refused deletion with the reason shown, an unused one deleted. Screens are shot.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/admin.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { confirmModal, until } from './lib/forms'
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

  test('dictionaries, positions, bill rules and workbench entries, at a desk and on a phone', async () => {
    const { context, page, errors } = await openAdmin('desk')
    const form = (label: string) => page.locator(`.sf-admin-form[aria-label="${label}"]`)
    const button = (label: string, text: string) => form(label).locator('.sf-admin-form__button', { hasText: text })

    // 数据字典: a hazard level added beside the shipped ones, then disabled
    await go(page, 'pages/admin/dictionary/index')
    await shown(page).locator('input[placeholder="搜索字典名称或编码"]').fill('隐患等级')
    await shown(page).getByRole('button', { name: '隐患等级' }).click()
    const levels = shown(page).locator('[aria-label="隐患等级的选项"]')
    await levels.getByText('重大隐患').waitFor({ timeout: 20000 })
    await levels.getByRole('button', { name: '新增选项' }).click()
    await form('字典选项').locator('[aria-label="选项名称"] input').fill('特别重大隐患')
    await form('字典选项').locator('[aria-label="选项编码"] input').fill('重大4')
    await button('字典选项', '保存').click()
    await page.getByText('编码只能包含字母、数字、下划线、点和横线').waitFor()
    assert.equal(await form('字典选项').locator('[aria-label="选项名称"] input').inputValue(), '特别重大隐患', 'what was typed stays')
    await form('字典选项').locator('[aria-label="选项编码"] input').fill('4')
    await button('字典选项', '保存').click()
    await levels.getByRole('button', { name: '特别重大隐患' }).click()
    await form('字典选项').getByRole('radio', { name: '停用' }).click()
    await button('字典选项', '保存').click()
    await levels.getByRole('button', { name: '特别重大隐患' }).getByText('停用').waitFor({ timeout: 20000 })
    await shot(page, 'dictionary-1280')

    // 岗位: a position of a contractor; its code refused when taken
    await go(page, 'pages/admin/position/index')
    await shown(page).getByRole('button', { name: '新增岗位' }).click()
    await form('新增岗位').locator('[aria-label="岗位名称"] input').fill('专职安全员')
    await form('新增岗位').locator('[aria-label="岗位编码"] input').fill('ZZAQY')
    await form('新增岗位').getByRole('radio', { name: '苏通路桥工程集团有限公司' }).click()
    await button('新增岗位', '保存').click()
    await shown(page).locator('.sf-admin__card', { hasText: '专职安全员' }).waitFor({ timeout: 20000 })
    await shot(page, 'positions-1280')

    // 单据规则: the example follows what is typed
    await go(page, 'pages/admin/billRule/index')
    await shown(page).getByRole('button', { name: '新增单据规则' }).click()
    await form('新增单据规则').locator('[aria-label="规则名称"] input').fill('特种设备编号')
    await form('新增单据规则').locator('[aria-label="规则编码"] input').fill('equipmentNo')
    await form('新增单据规则').locator('[aria-label="前缀"] input').fill('TZSB')
    await form('新增单据规则').getByRole('radio', { name: '年月', exact: true }).click()
    await form('新增单据规则').locator('[aria-label="流水号位数"] input').fill('3')
    await form('新增单据规则').getByText(/编号示例：TZSB\d{6}001$/).waitFor()
    await button('新增单据规则', '保存').click()
    await shown(page).locator('.sf-admin__card', { hasText: '特种设备编号' }).getByText(/示例：TZSB\d{6}001/).waitFor({ timeout: 20000 })
    await shot(page, 'bill-rules-1280')

    // 菜单管理: 特种设备 renamed and moved up; jianli's workbench follows
    await go(page, 'pages/admin/menu/index')
    await shown(page).getByRole('button', { name: '修改特种设备' }).click()
    await form('修改菜单').locator('[aria-label="菜单名称"] input').fill('特种设备台账')
    await button('修改菜单', '保存').click()
    const entry = shown(page).locator('.sf-admin__tree-row[aria-label="特种设备台账"]')
    await entry.getByText('原名：特种设备').waitFor({ timeout: 20000 })
    const section = shown(page).locator('.sf-admin__section', { has: page.locator('.sf-admin__tree-row[aria-label="特种设备台账"]') })
    const order = async () => await section.locator('.sf-admin__tree-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')))
    const before = await order()
    assert.ok(before.indexOf('特种设备台账') > 0, before.join(','))
    await entry.getByRole('button', { name: '上移特种设备台账' }).click()
    const i = before.indexOf('特种设备台账')
    const after = [...before]
    ;[after[i - 1], after[i]] = [after[i], after[i - 1]]
    for (let tries = 0; tries < 80 && JSON.stringify(await order()) !== JSON.stringify(after); tries++) await page.waitForTimeout(250)
    assert.deepEqual(await order(), after)
    await shot(page, 'menus-1280')
    const jianli = await tokenOf(server.base, 'jianli')
    const menus = await api<{ menuList: Array<{ fullName: string, children?: Array<{ fullName: string }> }> }>(server.base, jianli, 'GET', '/api/oauth/CurrentUser?type=app')
    const names = menus.data.menuList.flatMap((m) => (m.children ?? []).map((c) => c.fullName))
    assert.ok(names.includes('特种设备台账') && !names.includes('特种设备'), names.join(','))
    assert.deepEqual(errors, [])
    await context.close()

    // the same screens on a phone
    const phone = await openAdmin('phone')
    for (const [route, name, text] of [
      ['pages/admin/index', 'home-settings', '菜单管理'],
      ['pages/admin/dictionary/index', 'dictionary', '隐患等级'],
      ['pages/admin/position/index', 'positions', '专职安全员'],
      ['pages/admin/billRule/index', 'bill-rules', '特种设备编号'],
      ['pages/admin/menu/index', 'menus', '特种设备台账']
    ] as const) {
      await phone.page.goto(`${server.base}/${route}`)
      await shown(phone.page).getByText(text).first().waitFor({ timeout: 20000 })
      await shot(phone.page, `${name}-375`)
    }
    await go(phone.page, 'pages/admin/position/index')
    await shown(phone.page).locator('.sf-admin__card', { hasText: '专职安全员' }).click()
    await phone.page.locator('.sf-admin-form[aria-label="修改岗位"] .sf-admin-form__button', { hasText: '删除' }).click()
    await confirmModal(phone.page)
    // the card itself is there until the list reloads: wait for it to go, not for any card
    const left = await until(phone.page, async () => await shown(phone.page).locator('.sf-admin__card', { hasText: '专职安全员' }).count(), (n) => n === 0)
    assert.equal(left, 0)
    assert.deepEqual(phone.errors, [])
    await phone.context.close()
  })
  test('edits and deletes: a person\'s mobile changed, a held role refused with its reason, an unused role deleted', async () => {
    const { context, page, errors } = await openAdmin('desk')
    const token = await tokenOf(server.base, 'admin')
    const form = (label: string) => page.locator(`.sf-admin-form[aria-label="${label}"]`)
    const action = (p: Page, text: string) => shown(p).locator('.sf-admin__actions .nut-button', { hasText: new RegExp(`^${text}$`) })

    await go(page, 'pages/admin/people/index')
    await shown(page).locator('input[placeholder="搜索姓名、账号或手机号"]').fill('anquan')
    await shown(page).locator('.sf-admin__card', { hasText: '（anquan）' }).click()
    await action(page, '编辑').click()
    await form('编辑人员').locator('[aria-label="手机号"] input').fill('1391234')
    await form('编辑人员').locator('.sf-admin-form__button', { hasText: '保存' }).click()
    await page.getByText('请填写正确的手机号').waitFor()
    await form('编辑人员').locator('[aria-label="手机号"] input').fill('13912345670')
    await shot(page, 'edit-person-1280')
    await form('编辑人员').locator('.sf-admin-form__button', { hasText: '保存' }).click()
    await shown(page).getByText('手机号：13912345670').waitFor({ timeout: 20000 })
    const found = await api<{ list: Array<{ account: string, mobilePhone: string }> }>(server.base, token, 'GET', '/api/permission/Users?keyword=anquan')
    assert.equal(found.data.list.find((p) => p.account === 'anquan')?.mobilePhone, '13912345670')

    await api(server.base, token, 'POST', '/api/permission/Role', { fullName: '临时检查员', enCode: 'linshi' })
    await go(page, 'pages/admin/role/index')
    await shown(page).locator('.sf-admin__card', { hasText: '安全员' }).first().click()
    await action(page, '删除角色').click()
    await confirmModal(page)
    await shown(page).getByRole('status').getByText('不能删除：该角色还有成员,请先移除成员再删除').waitFor({ timeout: 20000 })
    await shot(page, 'role-refused-1280')
    await shown(page).locator('.sf-admin__card', { hasText: '临时检查员' }).click()
    await action(page, '删除角色').click()
    await confirmModal(page)
    await shown(page).getByText('选择一个角色查看授权').waitFor({ timeout: 20000 })
    // the list is read again after the delete: on a loaded machine it came a moment after the detail cleared
    await shown(page).locator('.sf-admin__card', { hasText: '临时检查员' }).waitFor({ state: 'detached', timeout: 20000 })
    const log = await api<{ list: Array<{ objectName: string, action: string }> }>(server.base, token, 'GET', '/api/system/Log?category=3&pageSize=20')
    assert.ok(JSON.stringify(log.data).includes('临时检查员'), 'the delete is in the audit')
    assert.deepEqual(errors, [])
    await context.close()

    const phone = await openAdmin('phone')
    await go(phone.page, 'pages/admin/people/index')
    await shown(phone.page).locator('input[placeholder="搜索姓名、账号或手机号"]').fill('anquan')
    await shown(phone.page).locator('.sf-admin__card', { hasText: '（anquan）' }).click()
    await action(phone.page, '编辑').click()
    await phone.page.locator('.sf-admin-form[aria-label="编辑人员"] [aria-label="手机号"] input').waitFor()
    await shot(phone.page, 'edit-person-375')
    await phone.page.locator('.sf-admin-form[aria-label="编辑人员"] .sf-admin-form__button', { hasText: '取消' }).click()
    await go(phone.page, 'pages/admin/project/index')
    await shown(phone.page).locator('.sf-admin__card').first().click()
    await action(phone.page, '编辑项目').waitFor({ timeout: 20000 })
    await shot(phone.page, 'project-actions-375')
    assert.deepEqual(phone.errors, [])
    await phone.context.close()
  })
})
