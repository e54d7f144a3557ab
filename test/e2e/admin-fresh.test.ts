// A real organisation sets itself up on H5 (issue 20, "Done means"): a server started as production
// on an empty database (no demo, the admin's password given by ADMIN_PASSWORD). The admin signs in
// and must change that password; adds the units; creates a project with two sections; imports 50
// people from an xlsx whose 3 bad rows are reported and not written; gives one of them a role on
// section 1. That person signs in, must change the initial password, sees exactly the tiles of the
// role and only section 1's records; the admin disables them and their open session is refused at
// once; the audit lists each step. Every step through the screens, at a desk (admin) and on a
// phone (the person); calls from outside only to check what the screens did.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/admin-fresh.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { confirmModal, until } from './lib/forms'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

const GIVEN = 'Given#Start2026'
const ADMIN_NEW = 'Lishui#Ops2026'
const PERSON_NEW = 'Lsll#Site2026'
const DESK = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'zh-CN' }

let server: RealServer
let browser: Browser
let admin: { context: BrowserContext, page: Page, errors: string[] }

const shown = (page: Page) => page.locator('.taro_page_show')
const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/admin-fresh-${name}.png`) })
const md5 = (s: string) => createHash('md5').update(s).digest('hex')

async function open (size: 'phone' | 'desk') {
  const context = await browser.newContext(size === 'phone' ? { ...PHONE, timezoneId: 'Asia/Shanghai' } : DESK)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 300)))
  return { context, page, errors }
}

const go = async (page: Page, route: string) => {
  await page.goto(`${server.base}/${route}`)
  await shown(page).locator('.sf-admin').first().waitFor({ timeout: 20000 })
}

/** Signs in with an initial password, is held on the password page, and changes it there. */
async function changeInitialPassword (page: Page, account: string, initial: string, chosen: string) {
  await signIn(page, server.base, account, initial)
  await page.waitForURL(/\/pages\/my\/modifyPsd\/index/, { timeout: 20000 })
  await shown(page).getByRole('alert').waitFor()
  await page.locator('input[placeholder="请输入初始密码"]').fill(initial)
  await page.locator('input[placeholder="请输入新密码"]').fill(chosen)
  await page.locator('input[placeholder="请再次输入新密码"]').fill(chosen)
  await page.locator('.nut-button', { hasText: '确认修改' }).click()
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
}

// the staff sheet: 47 good rows over the two sections and 3 bad ones
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周']
const GIVEN_NAMES = ['建国', '海峰', '志强', '晓东', '文博', '立新', '春明', '国栋', '子豪', '振华']
const HEADER = ['账户', '姓名', '性别', '手机号码', '所属组织', '岗位', '角色', '项目', '合同段']
const P1 = 'lsll01'
const P2 = 'lsll02'
const P3 = 'lsll03'
const BAD = {
  taken: { account: 'admin', why: /账/ },
  unit: { account: 'lsll48', why: /所属组织/ },
  mobile: { account: 'lsll49', why: /手机/ }
}

async function staffSheet (): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('人员')
  sheet.addRow(HEADER)
  for (let i = 1; i <= 47; i++) {
    const section = i % 2 === 1 ? 'LSLL-01' : 'LSLL-02'
    const unit = section === 'LSLL-01' ? '溧水路桥第一工程有限公司' : '溧水路桥第二工程有限公司'
    // p1 comes with no role (given on the screen); p2 (section 2) and p3 (section 1) as project managers
    const role = [P2, P3].includes(`lsll${String(i).padStart(2, '0')}`) ? '施工项目经理' : ''
    sheet.addRow([`lsll${String(i).padStart(2, '0')}`, `${SURNAMES[i % 10]}${GIVEN_NAMES[Math.floor(i / 10) % 10]}${i}`, i % 3 === 0 ? '女' : '男',
      `139${String(20260000 + i).padStart(8, '0')}`, unit, '', role, 'LSLL', section])
  }
  sheet.addRow([BAD.taken.account, '重名人员', '男', '13900000048', '溧水路桥第一工程有限公司', '', '', 'LSLL', 'LSLL-01'])
  sheet.addRow([BAD.unit.account, '单位不明', '男', '13900000049', '不存在的工程公司', '', '', 'LSLL', 'LSLL-01'])
  sheet.addRow([BAD.mobile.account, '号码有误', '女', '1390000', '溧水路桥第一工程有限公司', '', '', 'LSLL', 'LSLL-01'])
  return Buffer.from(await book.xlsx.writeBuffer())
}

before(async () => {
  server = await startServer({ adminPassword: GIVEN })
  browser = await launchChromium()
  admin = await open('desk')
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a new organisation on a fresh production database', { concurrency: false }, () => {
  const passwords = new Map<string, string>()
  let p1Page: Page | null = null
  let p1Errors: string[] = []

  test('the admin signs in with the given password and must change it first', async () => {
    const { page } = admin
    await changeInitialPassword(page, 'admin', GIVEN, ADMIN_NEW)
    // nothing demo-like: only the admin, no project
    const token = await tokenOf(server.base, 'admin', ADMIN_NEW)
    const people = await api<{ pagination: { total: number } }>(server.base, token, 'GET', '/api/permission/Users?currentPage=1&pageSize=20')
    assert.equal(people.data.pagination.total, 1)
    await assert.rejects(tokenOf(server.base, 'admin', GIVEN))
  })

  test('adds the units and creates a project with two sections', async () => {
    const { page } = admin
    await go(page, 'pages/admin/organize/index')
    await shown(page).getByText('还没有单位').waitFor()
    for (const [name, code, kind] of [
      ['溧水交通建设有限公司', 'LSJT', '建设单位'],
      ['江苏华宁工程监理有限公司', 'HNJL', '监理单位'],
      ['溧水路桥第一工程有限公司', 'LSLQ1', '施工单位'],
      ['溧水路桥第二工程有限公司', 'LSLQ2', '施工单位']
    ]) {
      await shown(page).getByRole('button', { name: '新增单位' }).click()
      const sheet = page.locator('.sf-admin-form[aria-label="新增单位"]')
      await sheet.locator('[aria-label="单位名称"] input').fill(name)
      await sheet.locator('[aria-label="单位编码"] input').fill(code)
      await sheet.getByRole('radio', { name: kind }).click()
      await sheet.locator('.sf-admin-form__button', { hasText: '保存' }).click()
      await shown(page).locator(`.sf-admin__tree-row[aria-label="${name}"]`).waitFor({ timeout: 20000 })
    }
    await shot(page, 'units-1280')

    await go(page, 'pages/admin/project/index')
    await shown(page).getByText('＋ 新建项目').click()
    const sheet = page.locator('.sf-admin-form[aria-label="新建项目"]')
    await sheet.locator('[aria-label="项目名称"] input').fill('溧水联络线工程')
    await sheet.locator('[aria-label="项目编码"] input').fill('LSLL')
    await sheet.getByRole('radio', { name: '溧水交通建设有限公司' }).click()
    for (const [n, name, code, contractor] of [[1, '溧水联络线第一合同段', 'LSLL-01', '溧水路桥第一工程有限公司'], [2, '溧水联络线第二合同段', 'LSLL-02', '溧水路桥第二工程有限公司']] as const) {
      if (n === 2) await sheet.getByRole('button', { name: '再加一个合同段' }).click()
      await sheet.locator(`[aria-label="第 ${n} 个合同段合同段名称"] input`).fill(name)
      await sheet.locator(`[aria-label="第 ${n} 个合同段合同段编码"] input`).fill(code)
      await sheet.getByRole('radiogroup', { name: `第 ${n} 个合同段施工单位` }).getByRole('radio', { name: contractor }).click()
      await sheet.getByRole('radiogroup', { name: `第 ${n} 个合同段监理单位` }).getByRole('radio', { name: '江苏华宁工程监理有限公司' }).click()
    }
    await sheet.locator('.sf-admin-form__button', { hasText: '创建项目' }).click()
    await shown(page).locator('[aria-label="合同段"]').getByText('溧水联络线第二合同段').waitFor({ timeout: 20000 })
    await shot(page, 'project-1280')
  })

  test('imports 50 people: 3 bad rows reported with why, not written; the 47 good ones with passwords shown once', async () => {
    const { page } = admin
    await go(page, 'pages/admin/people/index')
    await shown(page).getByRole('button', { name: '批量导入' }).click()
    const sheet = page.locator('.sf-admin-form[aria-label="批量导入"]')
    const chooser = page.waitForEvent('filechooser')
    await sheet.locator('.nut-button', { hasText: '选择填好的文件（xlsx）' }).click()
    await (await chooser).setFiles({ name: '溧水联络线人员.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await staffSheet() })
    const preview = sheet.locator('[aria-label="导入预览"]')
    await preview.getByText('共 50 行，可导入 47 行，3 行有问题不会导入').waitFor({ timeout: 30000 })
    const bad = await preview.locator('.sf-admin__row').allInnerTexts()
    assert.equal(bad.length, 3, bad.join('\n'))
    for (const [i, b] of [BAD.taken, BAD.unit, BAD.mobile].entries()) {
      assert.ok(bad[i].includes(b.account), bad[i])
      assert.match(bad[i], b.why)
    }
    await shot(page, 'import-preview-1280')
    await sheet.locator('.sf-admin-form__button', { hasText: '导入 47 人' }).click()
    const result = sheet.locator('[aria-label="导入结果"]')
    await result.getByText('已导入 47 人，3 行未导入').waitFor({ timeout: 60000 })
    for (const line of (await result.locator('[aria-label="初始密码"]').innerText()).split('\n')) {
      const [, account, password] = line.split('\t')
      passwords.set(account, password)
    }
    assert.equal(passwords.size, 47)
    await shot(page, 'import-result-1280')
    await sheet.locator('.sf-admin-form__button', { hasText: '完成' }).click()
    await shown(page).getByText('共 48 人').waitFor({ timeout: 20000 })

    const token = await tokenOf(server.base, 'admin', ADMIN_NEW)
    const people = await api<{ list: Array<{ account: string }> }>(server.base, token, 'GET', '/api/permission/Users?currentPage=1&pageSize=100')
    const accounts = people.data.list.map((p) => p.account)
    assert.ok(!accounts.includes(BAD.unit.account) && !accounts.includes(BAD.mobile.account), 'the bad rows are not written')
    assert.equal(accounts.length, 48)
  })

  test('gives the first person the project manager role on section 1', async () => {
    const { page } = admin
    await go(page, 'pages/admin/project/index')
    await shown(page).getByRole('button', { name: '溧水联络线工程' }).click()
    const members = shown(page).locator('[aria-label="项目人员"]')
    await members.getByText('项目人员（47）').waitFor({ timeout: 20000 })
    await members.locator(`.sf-admin__row[aria-label$=" ${P1}"]`).click()
    const sheet = page.locator('.sf-admin-form[aria-label="项目人员设置"]')
    const sections = sheet.getByRole('group', { name: '所在合同段' })
    assert.equal(await sections.getByRole('checkbox', { name: '溧水联络线第一合同段' }).getAttribute('aria-checked'), 'true')
    assert.equal(await sections.getByRole('checkbox', { name: '溧水联络线第二合同段' }).getAttribute('aria-checked'), 'false')
    await sheet.getByRole('group', { name: '角色' }).getByRole('checkbox', { name: '施工项目经理' }).click()
    await shot(page, 'member-1280')
    await sheet.locator('.sf-admin-form__button', { hasText: '保存' }).click()
    await sheet.waitFor({ state: 'detached', timeout: 20000 })
  })

  test('the person signs in, changes the initial password, sees the tiles of the role and only section 1\'s records', async () => {
    const admin = await tokenOf(server.base, 'admin', ADMIN_NEW)
    // one record on each section, by the section's other project manager
    const recordOn = async (account: string, contractCode: string, equipmentNo: string) => {
      const first = await tokenOf(server.base, account, passwords.get(account))
      const changed = await api(server.base, first, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(passwords.get(account)!), password: md5(PERSON_NEW) })
      assert.equal(changed.code, 200, changed.msg)
      const token = await tokenOf(server.base, account, PERSON_NEW)
      const project = await api<{ list: Array<{ id: string, enCode: string }> }>(server.base, admin, 'GET', '/api/permission/Project')
      const info = await api<{ contracts: Array<{ id: string, enCode: string }> }>(server.base, admin, 'GET', `/api/permission/Project/${project.data.list.find((p) => p.enCode === 'LSLL')!.id}`)
      const today = Date.now()
      const saved = await api(server.base, token, 'POST', '/api/visualdev/OnlineDev/specialEquipment', {
        data: JSON.stringify({
          equipmentNo, equipmentType: 'towerCrane', equipmentName: 'QTZ125 塔式起重机', model: 'QTZ125(6015)',
          contractName: info.data.contracts.find((c) => c.enCode === contractCode)!.id, location: '溧水河大桥 2#墩', entryDate: today - 30 * 86400000,
          registrationNo: '起JS-A-2026-0101', certificateNo: 'JX2026-01-0001', inspectionDate: today - 60 * 86400000, nextInspectionDate: today + 300 * 86400000,
          operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: today + 400 * 86400000 }]
        })
      })
      assert.equal(saved.code, 200, saved.msg)
    }
    await recordOn(P3, 'LSLL-01', 'LS01-TQ-01')
    await recordOn(P2, 'LSLL-02', 'LS02-TQ-01')

    const person = await open('phone')
    p1Page = person.page
    p1Errors = person.errors
    await changeInitialPassword(person.page, P1, passwords.get(P1)!, PERSON_NEW)
    await shot(person.page, 'person-first-375')

    const role = await api<{ list: Array<{ fullName: string, granted: boolean }> }>(server.base, admin, 'GET', '/api/permission/Authority/Data/role_shigong/Values')
    const granted = role.data.list.filter((m) => m.granted).map((m) => m.fullName).sort()
    assert.ok(granted.length > 5)
    await person.page.goto(`${server.base}/pages/index/apply`)
    await person.page.locator('.sf-menu-grid__tile').first().waitFor({ timeout: 20000 })
    const tiles = await until(person.page, async () => (await person.page.locator('.sf-menu-grid__name').allTextContents()).sort(),
      (names) => names.length >= granted.length)
    assert.deepEqual(tiles, granted)
    await shot(person.page, 'person-tiles-375')

    await person.page.goto(`${server.base}/pages/apply/specialEquipment/index`)
    await shown(person.page).getByText('LS01-TQ-01').waitFor({ timeout: 20000 })
    assert.equal(await shown(person.page).getByText('LS02-TQ-01').count(), 0, 'section 2\'s record stays hidden')
    await shot(person.page, 'person-records-375')
  })

  test('the admin disables the person: their open session is refused at once', async () => {
    const { page } = admin
    const outside = await tokenOf(server.base, P1, PERSON_NEW)
    await go(page, 'pages/admin/people/index')
    await shown(page).locator('input[placeholder="搜索姓名、账号或手机号"]').fill(P1)
    await shown(page).locator('.sf-admin__card', { hasText: `（${P1}）` }).click()
    await shown(page).locator('.sf-admin__actions .nut-button', { hasText: '禁用' }).click()
    await confirmModal(page)
    await shown(page).locator('.sf-admin__actions .nut-button', { hasText: '启用' }).waitFor({ timeout: 20000 })
    await shot(page, 'disabled-1280')

    const refused = await api(server.base, outside, 'GET', '/api/oauth/CurrentUser?type=app')
    assert.notEqual(refused.code, 200, 'a token of the disabled person is refused')
    // the phone that was signed in: the next thing it asks for sends it to sign-in
    await p1Page!.goto(`${server.base}/pages/index/apply`)
    await p1Page!.waitForURL(/\/pages\/login\/index/, { timeout: 20000 })
    await signIn(p1Page!, server.base, P1, PERSON_NEW)
    await p1Page!.waitForURL(/\/pages\/login\/index/)
    assert.notEqual((await fetch(`${server.base}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
      body: new URLSearchParams({ account: P1, password: md5(PERSON_NEW), origin: 'password', grant_type: 'password' })
    }).then(async (r) => await r.json() as { code: number })).code, 200)
    assert.deepEqual(p1Errors, [])
  })

  test('the audit lists each step', async () => {
    const { page } = admin
    await go(page, 'pages/admin/audit/index')
    const search = shown(page).locator('input[placeholder="搜索操作人、对象或内容"]')
    const p1 = `李建国1/${P1}`
    for (const [keyword, entry] of [
      ['admin', '修改密码人员「系统管理员/admin」：修改初始密码'],
      ['溧水路桥第一工程有限公司', '新建组织「溧水路桥第一工程有限公司」'],
      ['溧水联络线工程', '新建项目「溧水联络线工程」'],
      ['47 人', '批量导入人员「47 人」'],
      [P1, `修改项目成员「${p1}」`],
      [P1, `修改密码人员「${p1}」：修改初始密码`],
      [P1, `禁用人员「${p1}」`]
    ]) {
      await search.fill(keyword)
      await shown(page).locator('.sf-admin__card', { hasText: entry }).first().waitFor({ timeout: 20000 })
    }
    await search.fill('')
    await shot(page, 'audit-1280')
    await shown(page).getByRole('tab', { name: '登录记录' }).or(shown(page).getByText('登录记录', { exact: true })).first().click()
    await search.fill(P1)
    await shown(page).locator('.sf-admin__card', { hasText: '登录成功' }).first().waitFor({ timeout: 20000 })
    assert.deepEqual(admin.errors, [])
  })
})
