// The hand-signature (电子签章) flow end to end on H5 against the real server, on the seeded
// supervision log (its start node has handSign): jianli launches a log and zongjian approves it over
// HTTP, so zongjian has one document to sign. In the app zongjian is offered it at sign-in
// (去签署), finds it under 待签署, draws a signature and signs; it moves to 已签署 and its web view
// shows the document with both of zongjian's signatures, and GetRoleSign asks for nothing more.
// Then a document signed on another device while its signing screen is open shows as such.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/signature.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'
import { drawSignature } from './lib/sign'

let server: RealServer
let browser: Browser
const E = '/api/workflow/Engine'
const S = '/api/Signature/signaturefddservice'
// the approval signature (and the launcher's): a 1x1 PNG
const APPROVAL_SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** One web-device token per account: signing in again on the same device type would end the last one. */
const tokens = new Map<string, string>()
async function tokenFor (account: string): Promise<string> {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  return tokens.get(account)!
}

async function call<T = unknown> (account: string, method: string, url: string, body?: unknown) {
  return await api<T>(server.base, await tokenFor(account), method, url, body)
}

interface SignItem { id: string, title: string, taskId: string, F_State: number }

const signList = async (state: 0 | 1) =>
  (await call<{ list: SignItem[] }>('zongjian', 'GET', `${S}/SignList?state=${state}&pageSize=50`)).data.list

const roleSign = async () =>
  (await call<{ state: number, handSignPushData: { handSignPushDataList: Array<{ id: string }> } }>('zongjian', 'POST', `${S}/GetRoleSign/?flag=login`, {})).data

/** jianli launches a supervision log and zongjian approves it with a signature; answers
 *  zongjian's new document to sign. `work` makes the log tell itself apart. */
async function approvedLog (work: string): Promise<SignItem> {
  const launched = await call<{ id: string }>('jianli', 'POST', `${E}/FlowTask`, {
    flowId: 'flow_supervisionLog',
    status: '0',
    formData: {
      logDate: Date.now(), weather: 'sunny', temperature: '12~25',
      constructionStatus: [{ section: 'ct_sg01', part: 'K6+320 2#墩', content: '承台钢筋绑扎' }],
      supervisionWork: work, signature: APPROVAL_SIGN
    }
  })
  assert.equal(launched.code, 200, launched.msg)
  const taskId = launched.data.id
  const todos = await call<{ list: Array<{ id: string, processId: string }> }>('zongjian', 'GET', `${E}/FlowBefore/List/1?pageSize=100`)
  const todo = todos.data.list.find((i) => i.processId === taskId)
  assert.ok(todo, 'zongjian has the log to review')
  const audit = await call('zongjian', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { handleOpinion: '已审阅，同意', signImg: APPROVAL_SIGN })
  assert.equal(audit.code, 200, audit.msg)
  const status = (await call<{ flowTaskInfo: { status: number } }>('jianli', 'GET', `${E}/FlowBefore/${taskId}`)).data.flowTaskInfo.status
  assert.equal(status, 2, 'approved')
  const item = (await signList(0)).find((i) => i.taskId === taskId)
  assert.ok(item, 'zongjian is asked to sign the approved log')
  return item
}

interface Session { context: BrowserContext, page: Page, errors: string[], frames: string[], toasts: string[] }

/** Signs in on a phone page; collects page errors, unhandled rejections, the socket's frames and
 *  the toasts shown (a toast can be gone before a locator sees it: a page arriving hides it). */
async function openAs (account: string): Promise<Session> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const errors: string[] = []
  const frames: string[] = []
  const toasts: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message} ${e.stack ?? ''}`.slice(0, 400)))
  await page.addInitScript(`window.addEventListener('unhandledrejection', (e) => console.log('REJECTED ' + location.pathname + ' ' + JSON.stringify(e.reason)))`)
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    let last = ''
    new MutationObserver(() => {
      const el = document.querySelector('.taro__toast')
      const now = el && el.style.display !== 'none' ? el.textContent : ''
      if (now && now !== last) console.log('TOAST ' + now)
      last = now
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })`)
  page.on('console', (m) => {
    const text = m.text()
    if (text.startsWith('TOAST ')) toasts.push(text.slice(6))
    if (!text.startsWith('REJECTED')) return
    console.log(account, text.slice(0, 300))
    errors.push(`${account}: ${text.slice(0, 300)}`)
  })
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors, frames, toasts }
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

/** `what` may be a function: what is known when it times out (the toasts seen so far). */
async function waitUntil (what: string | (() => string), ok: () => boolean, timeoutMs = 20000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!ok()) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${typeof what === 'function' ? what() : what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The sign-in prompt: asks about `count` documents; 去签署 opens the list. */
async function goSign (page: Page, count: number): Promise<void> {
  const modal = page.locator('.taro-modal__content:visible').filter({ hasText: `您有 ${count} 份文件待签署，是否现在签署？` })
  await modal.waitFor({ timeout: 20000 })
  await shot(page, 'signature-prompt-zongjian')
  await modal.locator('.taro-model__confirm', { hasText: '去签署' }).click()
  await page.waitForURL(/\/pages\/workFlow\/flowModal\/index/, { timeout: 20000 })
}

const listPage = (page: Page) => page.locator('.taro_page_show .sf-sign-list')
const card = (page: Page, title: string) => listPage(page).locator('.sf-sign-card', { hasText: title })
const tab = (page: Page, name: string) => listPage(page).locator('.sf-tabstrip__tab', { hasText: name })

/** Opens the list's tab `name` and waits for the newest card of a document titled `title` under it:
 *  every log of one engineer has the same title; waiting ones are listed oldest first, signed ones
 *  newest first. */
async function cardUnder (page: Page, name: '待签署' | '已签署', title: string) {
  await tab(page, name).click()
  await listPage(page).locator('.sf-tabstrip__tab--active', { hasText: name }).waitFor({ timeout: 20000 })
  const found = name === '待签署' ? card(page, title).last() : card(page, title).first()
  await found.waitFor({ timeout: 20000 })
  return found
}

/** From the list: the waiting document's signing screen, ready to sign. */
async function openToSign (page: Page, title: string): Promise<Page> {
  const found = await cardUnder(page, '待签署', title)
  assert.equal(await found.locator('.sf-sign-card__tag').textContent(), '待签署')
  await found.locator('.sf-sign-card__action--primary', { hasText: '去签署' }).click()
  await page.waitForURL(/\/pages\/workFlow\/autoSign\/index\?id=/, { timeout: 20000 })
  await page.locator('.taro_page_show .sf-sign-file__title', { hasText: title }).waitFor({ timeout: 20000 })
  await page.locator('.sf-sign-file__submit:visible', { hasText: '确认签署' }).waitFor()
  return page
}

describe('hand signature (电子签章) on H5 against the real server', () => {
  test('offered at sign-in → signed by hand → under 已签署 → the document shows the signatures; nothing more asked', async () => {
    // the seeded demo document is signed first (over HTTP), so only the log waits
    const demo = await call('zongjian', 'POST', `${S}/HandSign/hs_demo_zongjian`, { signImg: APPROVAL_SIGN, signType: 'hand' })
    assert.equal(demo.code, 200, demo.msg)
    const work = `旁站 2#墩承台混凝土浇筑 e2e-${Date.now()}`
    const item = await approvedLog(work)
    const role = await roleSign()
    assert.deepEqual([role.state, role.handSignPushData.handSignPushDataList.map((i) => i.id)], [10, [item.id]])
    const title = item.title.replace(/^《|》$/g, '')

    const zongjian = await openAs('zongjian')
    const { page } = zongjian
    await goSign(page, 1)
    await openToSign(page, title)
    await shot(page, 'signature-to-sign-zongjian')

    // 确认签署 without a signature only asks for one
    await page.locator('.sf-sign-file__submit:visible').click()
    await waitUntil('请先签名', () => zongjian.toasts.includes('请先签名'))
    assert.equal((await signList(0)).some((i) => i.id === item.id), true, 'not signed')

    // draw it on the pad, then sign, confirming
    await page.locator('.taro_page_show .sf-sign-file__blank', { hasText: '点击此处签名' }).click()
    await drawSignature(page)
    const drawn = page.locator('.taro_page_show img.sf-sign-file__image, .taro_page_show .sf-sign-file__image img').first()
    await drawn.waitFor({ timeout: 10000 })
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`${S}/HandSign/${item.id}`))
    await page.locator('.sf-sign-file__submit:visible').click()
    const modal = page.locator('.taro-modal__content:visible').filter({ hasText: `确定签署${item.title}吗？签署后不可撤销。` })
    await modal.waitFor({ timeout: 10000 })
    await modal.locator('.taro-model__confirm').click()
    const body = JSON.parse((await sent).postData() ?? '{}') as { signImg: string, signType: string }
    assert.equal(body.signType, 'hand')
    assert.match(body.signImg, /^data:image\/(svg\+xml|png);base64,/)
    await waitUntil(() => `签署成功; toasts seen: ${JSON.stringify(zongjian.toasts)}`, () => zongjian.toasts.includes('签署成功'))

    // back on the list: no longer waiting, under 已签署 with its time
    await page.waitForURL(/\/pages\/workFlow\/flowModal\/index/, { timeout: 20000 })
    await listPage(page).locator('.sf-tabstrip__tab--active', { hasText: '待签署' }).waitFor()
    await listPage(page).getByText('暂无待签署文件').waitFor({ timeout: 20000 })
    const signed = await cardUnder(page, '已签署', title)
    assert.equal(await signed.locator('.sf-sign-card__tag').textContent(), '已签署')
    await signed.getByText(/^签署时间：/).waitFor()
    await shot(page, 'signature-signed-list-zongjian')

    // the document in the web view: the log, its approval signature and the hand signature
    await signed.locator('.sf-sign-card__action--primary', { hasText: '查看文件' }).click()
    await page.waitForURL(/\/pages\/workFlow\/autoSign\/webview\?id=/, { timeout: 20000 })
    const doc = page.frameLocator('.taro_page_show .sf-sign-web iframe')
    await doc.locator('h1', { hasText: title }).waitFor({ timeout: 20000 })
    await doc.getByText(work).waitFor()
    await doc.locator('.records', { hasText: '已审阅，同意' }).locator(`img.sign[src="${APPROVAL_SIGN}"]`).waitFor({ state: 'attached' })
    await doc.locator('.signs li', { hasText: '王建国' }).locator(`img.sign[src="${body.signImg}"]`).waitFor()
    assert.equal(await doc.locator('.signs .waiting').count(), 0, 'nobody waits to sign')
    await page.locator('.taro_page_show .sf-sign-web__loading').waitFor({ state: 'detached', timeout: 8000 })
    await shot(page, 'signature-document-zongjian')

    const role2 = await roleSign()
    assert.deepEqual([role2.state, role2.handSignPushData.handSignPushDataList], [0, []], 'nothing more to sign')
    assert.deepEqual(zongjian.errors, [])
    await zongjian.context.close()
  })

  test('signed on another device while the signing screen is open: it shows 该文件已在其他设备签署', async () => {
    const item = await approvedLog(`巡视 3#墩 e2e-${Date.now()}`)
    const title = item.title.replace(/^《|》$/g, '')
    // run alone, the seeded demo document waits too
    const waiting = (await roleSign()).handSignPushData.handSignPushDataList.map((i) => i.id)
    assert.ok(waiting.includes(item.id))
    const zongjian = await openAs('zongjian')
    const { page } = zongjian
    await goSign(page, waiting.length)
    await openToSign(page, title)
    // the pad is open when the other device signs
    await page.locator('.taro_page_show .sf-sign-file__blank').click()
    await page.locator('.sf-sign__canvas:visible').waitFor({ timeout: 10000 })
    await waitUntil('the app\'s socket', () => zongjian.frames.some((f) => f.includes('initMessage')))

    // the other device: zongjian's person seal, over HTTP
    const seal = await call<{ sealImg: string }>('zongjian', 'POST', `${S}/CreatePersonSeal`, {})
    assert.equal(seal.code, 200, seal.msg)
    const res = await call('zongjian', 'POST', `${S}/HandSign/${item.id}`, { signImg: seal.data.sealImg, signType: 'seal' })
    assert.deepEqual([res.code, res.msg], [200, '签署成功'])
    await waitUntil('the GetCallBackHandSignUrl frame', () => zongjian.frames.some((f) => f.includes('GetCallBackHandSignUrl') && f.includes(item.id)))

    const done = page.locator('.taro_page_show .sf-sign-file__done')
    await done.locator('.sf-sign-file__done-text', { hasText: '该文件已在其他设备签署' }).waitFor({ timeout: 20000 })
    await done.locator('.sf-sign-file__done-action', { hasText: '查看已签署文件' }).waitFor()
    assert.ok(zongjian.toasts.includes('该文件已在其他设备签署'), zongjian.toasts.join())
    await page.locator('.sf-sign-file__submit:visible').waitFor({ state: 'detached', timeout: 10000 })
    await page.locator('.sf-sign__canvas:visible').waitFor({ state: 'detached', timeout: 10000 })
    await shot(page, 'signature-signed-elsewhere-zongjian')

    assert.equal((await signList(1)).find((i) => i.id === item.id)?.F_State, 1)
    assert.ok(!(await roleSign()).handSignPushData.handSignPushDataList.some((i) => i.id === item.id), 'not asked again')
    assert.deepEqual(zongjian.errors, [])
    await zongjian.context.close()
  })
})
