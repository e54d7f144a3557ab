// The task centre end to end on H5 against the real server: shigong publishes a task to 黄磊 and
// 徐斌 from 发布任务 (picking them, a deadline and a photo); 黄磊 accepts it in 我的任务 and completes
// it with a photo; shigong passes it in 任务审核, while 徐斌's part stays open. And zongjian takes
// down a decision at a meeting and makes it a task with one tap; shigong, given it, sees where it
// came from.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/taskCentre.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const T = '/api/transaction'
// a 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

interface Session { context: BrowserContext, page: Page, errors: string[] }

async function openAs (account: string): Promise<Session> {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message}`.slice(0, 400)))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

/** The form item of field `vModel`, on the page or in the sheet over it. */
const item = (scope: Page | Locator, vModel: string) => scope.locator(`.sf-fe-item[data-path="${vModel}"]`).filter({ visible: true }).first()
const showing = (page: Page) => page.locator('.taro_page_show')

async function fillText (scope: Page | Locator, field: string, text: string) {
  await item(scope, field).locator('input, textarea').first().fill(text)
}

/** Picks people in a user field: each found by the search box and ticked, then 确定. */
async function pickUsers (page: Page, scope: Page | Locator, field: string, names: string[]) {
  await item(scope, field).locator('.sf-fe-picker').click()
  const sheet = page.locator('.sf-fe-sheet').filter({ visible: true }).last()
  for (const name of names) {
    await sheet.locator('.sf-fe-sheet__search-input input, input.sf-fe-sheet__search-input').first().fill(name)
    await sheet.locator(`[aria-label^="选择${name}/"]`).first().click()
  }
  await sheet.locator('.sf-fe-sheet__ok').click()
}

/** Where an element is once the sheet holding it has slid in (two reads 100 ms apart agree). */
async function settledBox (el: Locator) {
  await el.waitFor({ timeout: 10000 })
  let last = await el.boundingBox()
  for (let i = 0; i < 30; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = await el.boundingBox()
    if (now && last && now.y === last.y && now.x === last.x) return now
    last = now
  }
  throw new Error('the picker did not settle')
}

/**
 * Opens the date picker of `field`, turns its year wheel up with a finger (the wheels follow
 * touches only), and confirms: a date in a year to come, whatever day it is today.
 */
async function pickLaterYear (page: Page, scope: Page | Locator, field: string) {
  await item(scope, field).locator('.sf-fe-picker').click()
  const year = page.locator('.nut-picker').filter({ visible: true }).last().locator('.nut-pickerview-list').first()
  const box = await settledBox(year)
  const client = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 1; i <= 10; i++) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 6 }] })
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForTimeout(800) // the wheel settles on its row after the finger is lifted
  await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).last().click()
  const shown = await item(scope, field).locator('.sf-fe-picker').textContent()
  assert.ok(Number(/(\d{4})-/.exec(shown ?? '')?.[1]) > new Date().getFullYear(), `the deadline picked: ${shown}`)
}

/** Opens the date picker of `field` and confirms its default (today). */
async function pickToday (page: Page, scope: Page | Locator, field: string) {
  await item(scope, field).locator('.sf-fe-picker').click()
  await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).last().click()
}

async function addPhoto (page: Page, scope: Page | Locator, field: string) {
  const chooser = page.waitForEvent('filechooser')
  await item(scope, field).locator('.sf-fe-upload__add-tile, .sf-fe-upload__add').first().click()
  await (await chooser).setFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG })
  await item(scope, field).locator('img').first().waitFor({ timeout: 20000 })
}

/** Taro's H5 modal: its confirm button. */
async function confirmModal (page: Page) {
  await page.locator('.taro-model__confirm').filter({ visible: true }).last().click()
}

const tokens = new Map<string, string>()
async function tokenFor (account: string): Promise<string> {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  return tokens.get(account)!
}

interface Part { userId: string, realName: string, state: number }
async function taskAs (account: string, id: string) {
  return (await api<{ status: string, assignees: Part[], meeting: { id: string, title: string } | null }>(server.base, await tokenFor(account), 'GET', `${T}/Task/${id}`)).data
}

/** Polls `read` until `done` says so (the app's write is on its way), failing after 15 s. */
async function until<T> (read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let value = await read()
  for (let i = 0; i < 60 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  assert.ok(done(value), what)
  return value
}

const stateOf = (parts: Part[], name: string) => parts.find((p) => p.realName === name)?.state

describe('the task centre on H5 against the real server', () => {
  test('a task published to two people is completed by one with a photo and audited', async () => {
    const title = '2#墩作业平台补设防护栏杆'
    const shigong = await openAs('shigong')
    await shigong.page.goto(`${server.base}/pages/apply/transactionCenter/publishTask/index?menuId=menu_publishTask`)
    await shigong.page.locator('.sf-tc-bar .nut-button', { hasText: '发布任务' }).click()
    await shigong.page.waitForURL(/increasePublishPage/, { timeout: 20000 })
    const form = showing(shigong.page)
    await item(form, 'title').waitFor({ timeout: 20000 })
    await fillText(form, 'title', title)
    await fillText(form, 'content', '平台外侧补设 1.2m 防护栏杆，下方挂设安全平网，完成后拍照上传。')
    await pickUsers(shigong.page, form, 'assignees', ['黄磊', '徐斌'])
    await pickLaterYear(shigong.page, form, 'deadline')
    await fillText(form, 'place', 'K6+320 右幅 2#墩')
    await addPhoto(shigong.page, form, 'photos')
    await shot(shigong.page, 'task-publish-shigong')
    await form.locator('.sf-engine-form__bar .nut-button', { hasText: '发布' }).click()
    await shigong.page.waitForURL(/publishTask\/index/, { timeout: 20000 })
    const published = await until(
      async () => (await api<{ list: Array<{ id: string, title: string }> }>(server.base, await tokenFor('shigong'), 'GET', `${T}/Task/List/published?tab=all`)).data.list,
      (list) => list.some((t) => t.title === title), 'the task was published')
    const id = published.find((t) => t.title === title)!.id
    assert.deepEqual((await taskAs('shigong', id)).assignees.map((a) => [a.realName, a.state]).sort(), [['徐斌', 0], ['黄磊', 0]])

    // 黄磊 (anquan) accepts it in 我的任务 and completes it with a photo
    const anquan = await openAs('anquan')
    await anquan.page.goto(`${server.base}/pages/apply/transactionCenter/myTasks/index`)
    await showing(anquan.page).getByRole('button', { name: title }).click()
    await anquan.page.waitForURL(/taskDetail/, { timeout: 20000 })
    await anquan.page.locator('.sf-tc-bar .nut-button', { hasText: '接收任务' }).click()
    await anquan.page.locator('.sf-tc-bar .nut-button', { hasText: '提交完成' }).click()
    const sheet = anquan.page.locator('.sf-tc-sheet').filter({ visible: true }).last()
    await fillText(sheet, 'content', '外侧栏杆 6m 及安全平网已设置完成')
    await addPhoto(anquan.page, sheet, 'photos')
    await shot(anquan.page, 'task-complete-anquan')
    await sheet.locator('.nut-button', { hasText: '提交完成' }).click()
    await until(() => taskAs('anquan', id), (t) => stateOf(t.assignees, '黄磊') === 2, '黄磊\'s part waits for the audit')
    await anquan.page.locator('.sf-tc-timeline').getByText('外侧栏杆 6m 及安全平网已设置完成').waitFor({ timeout: 20000 })

    // shigong passes it in 任务审核
    await shigong.page.goto(`${server.base}/pages/apply/transactionCenter/auditTask/index`)
    await showing(shigong.page).getByRole('button', { name: title }).click()
    await shigong.page.waitForURL(/auditDetail/, { timeout: 20000 })
    await showing(shigong.page).getByText('外侧栏杆 6m 及安全平网已设置完成').first().waitFor({ timeout: 20000 })
    await shot(shigong.page, 'task-audit-shigong')
    await shigong.page.locator('.sf-tc-bar .nut-button', { hasText: '通过' }).click()
    await confirmModal(shigong.page)
    const done = await until(() => taskAs('shigong', id), (t) => stateOf(t.assignees, '黄磊') === 3, '黄磊\'s part passed')
    assert.deepEqual([done.status, stateOf(done.assignees, '徐斌')], ['ongoing', 0], '徐斌 has still to do his part')

    assert.deepEqual([...shigong.errors, ...anquan.errors], [])
    await Promise.all([shigong, anquan].map(async (s) => await s.context.close()))
  })

  test('a meeting decision becomes a task with one tap, linked back to the meeting', async () => {
    const zongjianToken = await tokenFor('zongjian')
    const start = Date.now() + 3600_000
    const called = await api<{ id: string }>(server.base, zongjianToken, 'POST', `${T}/Meeting`, {
      data: {
        title: '第 19 次监理例会', meetingType: 'regular', startTime: start, endTime: start + 2 * 3600_000, place: '总监办二楼会议室',
        host: 'u_zongjian', attendees: ['u_jianli', 'u_shigong'], agenda: '上周工作完成情况\n本周计划', attachments: []
      }
    })
    assert.equal(called.code, 200, called.msg)
    const meetingId = called.data.id

    // zongjian takes the decision down on the minutes screen, then makes it a task
    const zongjian = await openAs('zongjian')
    await zongjian.page.goto(`${server.base}/pages/apply/transactionCenter/supervisionMeeting/increaseMeeting?id=${meetingId}`)
    await showing(zongjian.page).locator('.sf-tc-section__extra', { hasText: '添加决议' }).click()
    const sheet = zongjian.page.locator('.sf-tc-sheet').filter({ visible: true }).last()
    await fillText(sheet, 'content', '秦淮河大桥 2#墩墩身模板加固，浇筑前报监理验收')
    await pickUsers(zongjian.page, sheet, 'assignees', ['张伟'])
    await pickToday(zongjian.page, sheet, 'deadline')
    await sheet.locator('.nut-button', { hasText: '添加' }).click()
    const decision = showing(zongjian.page).locator('.sf-tc-decision', { hasText: '2#墩墩身模板加固' })
    await decision.waitFor({ timeout: 20000 })
    await decision.locator('.sf-tc-decision__link', { hasText: '发布为任务' }).click()
    await confirmModal(zongjian.page)
    await decision.locator('.sf-tc-decision__link', { hasText: '已发布为任务' }).waitFor({ timeout: 20000 })
    await shot(zongjian.page, 'meeting-decision-zongjian')

    // shigong, given it, finds it in 我的任务 with the meeting it came from
    const shigong = await openAs('shigong')
    await shigong.page.goto(`${server.base}/pages/apply/transactionCenter/myTasks/index`)
    await showing(shigong.page).getByRole('button', { name: '秦淮河大桥 2#墩墩身模板加固，浇筑前报监理验收' }).click()
    await shigong.page.waitForURL(/taskDetail/, { timeout: 20000 })
    await showing(shigong.page).getByRole('link', { name: '第 19 次监理例会' }).waitFor({ timeout: 20000 })
    await shot(shigong.page, 'meeting-task-shigong')
    const meeting = (await api<{ decisions: Array<{ taskId: string | null }> }>(server.base, zongjianToken, 'GET', `${T}/Meeting/${meetingId}`)).data
    assert.equal(meeting.decisions.length, 1)
    assert.equal((await taskAs('shigong', meeting.decisions[0].taskId!)).meeting?.id, meetingId)

    assert.deepEqual([...zongjian.errors, ...shigong.errors], [])
    await Promise.all([zongjian, shigong].map(async (s) => await s.context.close()))
  })
})
