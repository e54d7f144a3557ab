// Approvals end to end on H5 against the real server, on the seeded hazard-rectification flow:
// anquan reports a hazard with a photo from the process centre; shigong opens the todo from the
// message, rectifies with an opinion and a signature; jianli verifies; anquan sees it approved with
// its history. A return to the launcher and a resubmit also work, and a submit made while the
// network is down waits in the outbox and is sent exactly once when it is back.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/workflow.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'
import { drawSignature } from './lib/sign'
import { QUEUED_TEXT } from '../../src/components/FlowAction/rules'

let server: RealServer
let browser: Browser
const E = '/api/workflow/Engine'
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
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message} ${e.stack ?? ''}`.slice(0, 400)))
  await page.addInitScript(`window.addEventListener('unhandledrejection', (e) => console.log('REJECTED ' + location.pathname + ' ' + JSON.stringify(e.reason)))`)
  page.on('console', (m) => { if (m.text().startsWith('REJECTED')) console.log(account, m.text().slice(0, 300)) })
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

/** The form item of the field `vModel`. */
const item = (page: Page, vModel: string) => page.locator(`.taro_page_show .sf-fe-item[data-path="${vModel}"]`).first()

async function fillText (page: Page, field: string, text: string) {
  await item(page, field).locator('input, textarea').first().fill(text)
}

/** Opens the picker of `field`, picks `option` by its round mark (its label opens its children in a tree), confirms. */
async function pick (page: Page, field: string, option: string) {
  await item(page, field).locator('.sf-fe-picker').click()
  const sheet = page.locator('.sf-fe-sheet').filter({ hasText: option }).last()
  await sheet.getByText(option, { exact: true }).first().waitFor()
  const mark = sheet.getByLabel(`选择${option}`, { exact: true })
  if (await mark.count() > 0) await mark.first().click()
  else await sheet.getByText(option, { exact: true }).first().click()
  const ok = sheet.locator('.sf-fe-sheet__ok')
  if (await ok.isVisible() && (await ok.textContent())?.includes('确定')) await ok.click()
}

/** Opens the date picker of `field` and confirms its default (today). */
async function pickDate (page: Page, field: string) {
  await item(page, field).locator('.sf-fe-picker').click()
  await page.locator('.nut-picker-confirm-btn:visible').last().click()
}

async function addPhoto (page: Page, field: string) {
  const chooser = page.waitForEvent('filechooser')
  await item(page, field).locator('.sf-fe-upload__add-tile, .sf-fe-upload__add').first().click()
  await (await chooser).setFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG })
  await item(page, field).locator('img').first().waitFor({ timeout: 20000 })
}

/** Opens the signature pad with `open`, draws a stroke and keeps it. */
async function sign (s: Session, open: string) {
  await s.page.locator(open).first().click()
  await drawSignature(s.page)
}

/** Taro's H5 modal: its confirm button. */
async function confirmModal (page: Page) {
  await page.locator('.taro-model__confirm:visible').last().click()
}

/** Waits until the app's outbox (kept in storage per user) holds `n` submissions. */
async function untilOutboxHolds (page: Page, n: number) {
  await page.waitForFunction((want) => {
    const raw = localStorage.getItem('outbox')
    const all = raw ? (JSON.parse(raw) as { data?: Record<string, unknown[]> }).data ?? {} : {}
    return Object.values(all).reduce((sum, entries) => sum + entries.length, 0) === want
  }, n, { timeout: 30000 })
}

/** One web-device token per account: signing in again on the same device type would end the last one. */
const tokens = new Map<string, string>()
async function tokenFor (account: string): Promise<string> {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  return tokens.get(account)!
}

const bar = (page: Page, action: string) => page.locator(`.sf-flow-bar__btn--${action}`).first()

async function todoId (account: string, taskId: string): Promise<string | undefined> {
  const token = await tokenFor(account)
  const list = await api<{ list: Array<{ id: string, processId: string }> }>(server.base, token, 'GET', `${E}/FlowBefore/List/1?pageSize=50`)
  return list.data.list.find((i) => i.processId === taskId)?.id
}

async function launchedTasks (account: string) {
  const token = await tokenFor(account)
  return (await api<{ list: Array<{ id: string, status: number, fullName: string }> }>(server.base, token, 'GET', `${E}/FlowLaunch?pageSize=50`)).data.list
}

/** anquan fills and submits a hazard report from the process centre; answers the new task id. */
async function reportHazard (s: Session, title: string): Promise<string> {
  const before = new Set((await launchedTasks('anquan')).map((t) => t.id))
  await s.page.goto(`${server.base}/pages/index/workFlow`)
  await s.page.getByText('隐患整改', { exact: true }).first().click()
  await s.page.waitForURL(/flowBefore/, { timeout: 20000 })
  await item(s.page, 'title').waitFor({ timeout: 20000 })
  await fillText(s.page, 'title', title)
  await pick(s.page, 'hazardCategory', '高处坠落')
  await pick(s.page, 'contractName', '宁句高速公路改扩建工程第一合同段')
  await fillText(s.page, 'location', 'K6+320 右幅 2#墩承台')
  await fillText(s.page, 'description', '承台四周未设防护栏杆')
  await addPhoto(s.page, 'photos')
  await pickDate(s.page, 'rectifyDeadline')
  await shot(s.page, 'hazard-report-anquan')
  await bar(s.page, 'submit').click()
  await confirmModal(s.page)
  let created: string | undefined
  for (let i = 0; i < 60 && !created; i++) {
    created = (await launchedTasks('anquan')).find((t) => !before.has(t.id))?.id
    if (!created) await s.page.waitForTimeout(250)
  }
  assert.ok(created, 'the report became a task')
  return created
}

describe('hazard rectification on H5 against the real server', () => {
  test('report with a photo → rectify with opinion and signature → verify → approved with its history', async () => {
    const anquan = await openAs('anquan')
    const taskId = await reportHazard(anquan, '2#墩临边防护缺失')

    // shigong opens the todo from the message centre
    const shigong = await openAs('shigong')
    await shigong.page.goto(`${server.base}/pages/message/message/index`)
    await shigong.page.getByText(/【待办】/).first().click()
    await shigong.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await item(shigong.page, 'rectifyMeasure').waitFor({ timeout: 20000 })
    await fillText(shigong.page, 'rectifyMeasure', '已设置 1.2m 防护栏杆并挂安全网')
    await addPhoto(shigong.page, 'rectifyPhotos')
    await pickDate(shigong.page, 'rectifyFinishDate')
    await sign(shigong, '.taro_page_show .sf-fe-item[data-path="rectifySign"] .sf-fe-link')
    await bar(shigong.page, 'audit').click()
    await shigong.page.waitForURL(/operate/, { timeout: 20000 })
    await shigong.page.locator('.sf-operate__opinion textarea, .sf-operate__opinion input').first().fill('已按要求整改完毕')
    // the form's 整改责任人签字 is this step's signature: not asked for a second time (issue 12, item 9)
    assert.equal(await shigong.page.locator('.taro_page_show .sf-sign-choice').count(), 0, 'no second signature asked for')
    await shot(shigong.page, 'hazard-rectify-shigong')
    await shigong.page.locator('.sf-operate__submit').click()
    for (let i = 0; i < 60 && await todoId('shigong', taskId); i++) await shigong.page.waitForTimeout(250)
    assert.equal(await todoId('shigong', taskId), undefined, 'shigong\'s todo is done')

    // jianli verifies from the todo list
    const jianli = await openAs('jianli')
    await jianli.page.goto(`${server.base}/pages/workFlow/flowTodo/index`)
    // the card is titled by the hazard, with its place and level under it (issue 12, item 8)
    const card = jianli.page.getByRole('button', { name: '2#墩临边防护缺失' }).first()
    await card.getByText('K6+320 右幅 2#墩承台 · 一般隐患').waitFor({ timeout: 20000 })
    await card.click()
    await jianli.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await bar(jianli.page, 'audit').click()
    await jianli.page.waitForURL(/operate/, { timeout: 20000 })
    await jianli.page.locator('.sf-operate__opinion textarea, .sf-operate__opinion input').first().fill('复查合格，同意销号')
    await sign(jianli, '.taro_page_show .sf-sign-choice__btn[aria-label="点击签名"]')
    await jianli.page.locator('.sf-operate__submit').click()
    let status = 1
    for (let i = 0; i < 60 && status === 1; i++) {
      status = (await launchedTasks('anquan')).find((t) => t.id === taskId)!.status
      if (status === 1) await jianli.page.waitForTimeout(250)
    }
    assert.equal(status, 2, 'approved')

    // anquan sees it approved, with the history
    await anquan.page.goto(`${server.base}/pages/workFlow/flowLaunch/index`)
    await anquan.page.getByText('2#墩临边防护缺失').first().click()
    await anquan.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await anquan.page.locator('.sf-flow__tag:visible', { hasText: '审核通过' }).waitFor({ timeout: 20000 })
    await anquan.page.locator('[role="tab"]:visible', { hasText: '流转记录' }).click()
    await anquan.page.getByText('已按要求整改完毕').locator('visible=true').waitFor({ timeout: 20000 })
    await anquan.page.getByText('复查合格，同意销号').locator('visible=true').waitFor()
    await shot(anquan.page, 'hazard-history-anquan')

    assert.deepEqual([...anquan.errors, ...shigong.errors, ...jianli.errors], [])
    await Promise.all([anquan, shigong, jianli].map(async (s) => await s.context.close()))
  })

  test('returned to the launcher, resubmitted; a submit made offline is sent once when back online', async () => {
    const anquan = await openAs('anquan')
    const taskId = await reportHazard(anquan, '3#墩脚手架未挂网')
    const shigongToken = await tokenFor('shigong')
    const todo = await todoId('shigong', taskId)
    assert.ok(todo)
    const back = await api(server.base, shigongToken, 'POST', `${E}/FlowBefore/Reject/${todo}`, {
      handleOpinion: '照片不清楚，请补充', rejectStep: '0', rejectType: 1, signImg: 'data:image/png;base64,iVBORw0KGgo='
    })
    assert.equal(back.code, 200, back.msg)

    // anquan opens the returned task, goes offline, resubmits: it waits; back online it is sent once
    await anquan.page.goto(`${server.base}/pages/workFlow/flowLaunch/index`)
    await anquan.page.getByText('3#墩脚手架未挂网').first().click()
    await anquan.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await item(anquan.page, 'location').waitFor({ timeout: 20000 })
    await fillText(anquan.page, 'location', 'K6+320 右幅 3#墩东侧')
    await anquan.context.setOffline(true)
    await bar(anquan.page, 'submit').click()
    await confirmModal(anquan.page)
    await anquan.page.getByText(QUEUED_TEXT).first().waitFor({ timeout: 20000 })
    await untilOutboxHolds(anquan.page, 1)
    assert.equal((await launchedTasks('anquan')).find((t) => t.id === taskId)!.status, 3, 'nothing sent while offline')
    await anquan.context.setOffline(false)
    let status = 3
    for (let i = 0; i < 120 && status === 3; i++) {
      status = (await launchedTasks('anquan')).find((t) => t.id === taskId)!.status
      if (status === 3) await anquan.page.waitForTimeout(250)
    }
    assert.equal(status, 1, 'resubmitted once the network is back')
    // the outbox lets an entry go only once the server has it: nothing is left to be sent again
    await untilOutboxHolds(anquan.page, 0)
    const token = await tokenFor('anquan')
    const detail = await api<{ flowTaskOperatorRecordList: Array<{ handleStatus: number }> }>(server.base, token, 'GET', `${E}/FlowBefore/${taskId}`)
    assert.equal(detail.data.flowTaskOperatorRecordList.filter((r) => r.handleStatus === 2).length, 2, 'submitted twice in all: the report and one resubmit')
    assert.ok(await todoId('shigong', taskId), 'back with the contractor')
    await anquan.context.close()
  })
})
