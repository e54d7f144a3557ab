// Process inspection end to end on H5 against the real server: shigong applies for the first
// process of 4#台桩基 with his self-check and a photo; jianli checks it on site and returns it as
// 不合格; shigong sees why, corrects it and applies again; jianli passes it, and the next process
// may be applied for.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/engineering.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { ProcessNode } from '../../types/api/process'
import { launchChromium } from '../../scripts/lib/chromium'
import { addPhoto, fillText, item, sign, until } from './lib/forms'
import { openSession, type Session } from './lib/session'
import { api, ROOT, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const PART = 'wbs_sg01_03_01_01_05'
const FAILED = '桩位偏差 65mm，超过 50mm，请重新放样后报验'

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const openAs = async (account: string): Promise<Session> => await openSession(browser, server.base, account)

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/engineering-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

const tokens = new Map<string, string>()
async function partAs (account: string): Promise<ProcessNode> {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  const res = await api<ProcessNode>(server.base, tokens.get(account)!, 'GET', `/api/engineering/Process/Nodes/${PART}`)
  assert.equal(res.code, 200, res.msg)
  return res.data
}
const firstState = async (page: Page, account: string) => (await until(page, async () => await partAs(account), (n) => n.steps[0].state !== 'ready')).steps[0].state

/** The engineer's site check of the first process from the part's screen: passed, or returned as 不合格 with `opinion`. */
async function check (page: Page, pass: boolean, opinion: string) {
  await page.goto(`${server.base}/pages/apply/processManageNew/processList?id=${PART}`)
  await shown(page).getByRole('button', { name: '测量放样去检查' }).click()
  await page.waitForURL(/flowBefore/, { timeout: 20000 })
  await item(page, 'inspectionOpinion').waitFor({ timeout: 20000 })
  await fillText(page, 'inspectionOpinion', opinion)
  await page.locator(`.sf-flow-bar__btn--${pass ? 'audit' : 'reject'}`).first().click()
  await page.waitForURL(/operate/, { timeout: 20000 })
  await page.locator('.sf-operate__opinion textarea, .sf-operate__opinion input').first().fill(opinion)
  // the site check is signed (hasSign)
  await sign(page, '.taro_page_show .sf-sign-choice__btn[aria-label="点击签名"]')
  await page.locator('.sf-operate__submit').click()
  // done: the app goes back past the flow screen to the part's processes; a navigation started
  // before that back lands would be cut short by it
  await page.waitForURL(/processList/, { timeout: 20000 })
}

describe('process inspection on H5 against the real server', () => {
  test('a process fails its check, is applied for again and passes', async () => {
    const shigong = await openAs('shigong')
    const jianli = await openAs('jianli')

    // shigong applies for 测量放样 of 4#台桩基 from the part's processes
    await shigong.page.goto(`${server.base}/pages/apply/processManageNew/processList?id=${PART}`)
    await shown(shigong.page).getByRole('button', { name: '测量放样报验' }).click()
    await shigong.page.waitForURL(/processManage\/restart/, { timeout: 20000 })
    await item(shigong.page, 'selfCheckResult').waitFor({ timeout: 20000 })
    assert.equal(await item(shigong.page, 'process').locator('input').first().inputValue(), '测量放样')
    await fillText(shigong.page, 'selfCheckResult', '桩位坐标经全站仪复核，偏差 12mm')
    await addPhoto(shigong.page, 'selfCheckPhotos')
    await shot(shigong.page, 'apply')
    await shown(shigong.page).locator('.sf-module-form__submit').click()
    assert.equal(await firstState(shigong.page, 'shigong'), 'inspecting')

    // jianli returns it as 不合格
    await check(jianli.page, false, FAILED)
    assert.equal(await firstState(jianli.page, 'jianli'), 'failed')

    // shigong sees why on the part, and applies again from there
    await shigong.page.goto(`${server.base}/pages/apply/processManageNew/processList?id=${PART}`)
    await shown(shigong.page).getByText(`不合格：${FAILED}`).waitFor({ timeout: 20000 })
    await shot(shigong.page, 'failed')
    await shown(shigong.page).getByRole('button', { name: '测量放样重新报验' }).click()
    await shigong.page.waitForURL(/processManage\/restart/, { timeout: 20000 })
    await shown(shigong.page).getByText(`上次检查不合格：${FAILED}`).waitFor({ timeout: 20000 })
    await item(shigong.page, 'selfCheckResult').waitFor({ timeout: 20000 })
    await fillText(shigong.page, 'selfCheckResult', '重新放样，桩位偏差 18mm')
    await shot(shigong.page, 'apply-again')
    await shown(shigong.page).locator('.sf-module-form__submit').click()
    assert.equal((await until(shigong.page, async () => await partAs('shigong'), (n) => n.steps[0].state === 'inspecting')).steps[0].state, 'inspecting')

    // jianli passes it: the next process may be applied for, and both checks are on record
    await check(jianli.page, true, '复测桩位偏差 18mm，合格')
    const passed = await until(jianli.page, async () => await partAs('jianli'), (n) => n.steps[0].state === 'passed')
    assert.deepEqual(passed.steps.slice(0, 2).map((s) => s.state), ['passed', 'ready'])
    assert.deepEqual(passed.steps[0].application!.checks.map((c) => c.passed), [false, true])
    await jianli.page.goto(`${server.base}/pages/apply/processManage/operation-details?id=${PART}&step=pile.1`)
    await shown(jianli.page).getByText('复测桩位偏差 18mm，合格').waitFor({ timeout: 20000 })
    await shot(jianli.page, 'passed')
    assert.deepEqual([...shigong.errors, ...jianli.errors], [])
    await Promise.all([shigong, jianli].map(async (s) => await s.context.close()))
  })
})
