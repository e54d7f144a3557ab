// Safety end to end on H5 against the real server: anquan walks a 高处作业 checklist, one item fails
// with a photo, and the failed item raises a hazard prefilled from it (photo, place, item) that the
// inspection then shows as raised; shigong answers a rectification notice with photos of the work,
// jianli reviews it, and the notice reads closed with its photos before and after.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/safety.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { addPhoto, confirmModal, fillText, item, pickDate, PNG, sign, takePhoto, until } from './lib/forms'
import { openSession, type Session } from './lib/session'
import { api, ROOT, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const S = '/api/safety'

before(async () => {
  server = await startServer()
  browser = await launchChromium()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const openAs = async (account: string): Promise<Session> => await openSession(browser, server.base, account)

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/safety-${name}.png`) })
const shown = (page: Page) => page.locator('.taro_page_show')

// one token per account: a second sign-in of the same account ends the first (单点登录, 602)
const tokens = new Map<string, string>()
async function tokenFor (account: string): Promise<string> {
  if (!tokens.has(account)) tokens.set(account, await tokenOf(server.base, account))
  return tokens.get(account)!
}
async function as<T> (account: string, method: string, url: string, body?: unknown) {
  return await api<T>(server.base, await tokenFor(account), method, url, body)
}

interface Failure { inspectionId: string, item: string, hazardId: string | null, hazardStateName: string }

describe('safety on H5 against the real server', () => {
  test('a checklist inspection with a failed item raises a hazard prefilled from it', async () => {
    const anquan = await openAs('anquan')
    const { page } = anquan
    await page.goto(`${server.base}/pages/apply/siteINspection/index?mode=new`)
    await shown(page).getByRole('button', { name: '高处作业' }).click()
    await shown(page).locator('.sf-safety-panel__input input').fill('秦淮河大桥 3#墩承台')

    // the first item fails, with what was seen and a photo; the others pass or do not apply
    const items = shown(page).locator('.sf-walk__item')
    const count = await items.count()
    assert.ok(count >= 4, 'the checklist has its items')
    await items.nth(0).getByRole('radio', { name: '不合格', exact: true }).click()
    await items.nth(0).locator('textarea').fill('承台东侧临边未设防护栏杆')
    await takePhoto(page, () => items.nth(0).getByRole('button', { name: '拍照' }).click())
    await items.nth(0).locator('.sf-photo-row__img').first().waitFor({ timeout: 20000 })
    for (let i = 1; i < count; i++) await items.nth(i).getByRole('radio', { name: i === count - 1 ? '不涉及' : '合格', exact: true }).click()
    await shot(page, 'inspection-walk')
    await shown(page).locator('.nut-button').filter({ hasText: '保存检查' }).click()

    // the saved inspection: the failed item offers its hazard
    await page.waitForURL(/siteINspection\/index\?id=/, { timeout: 20000 })
    const inspectionId = new URL(page.url()).searchParams.get('id')!
    await shown(page).locator('.sf-walk__raise').click()

    // the report, prefilled from the item
    await page.waitForURL(/addProblem/, { timeout: 20000 })
    await item(page, 'title').waitFor({ timeout: 20000 })
    assert.equal(await item(page, 'title').locator('input').first().inputValue(), '承台东侧临边未设防护栏杆')
    assert.equal(await item(page, 'wbsPart').locator('input').first().inputValue(), '秦淮河大桥 3#墩承台')
    await item(page, 'photos').locator('img').first().waitFor({ timeout: 20000 })
    await shown(page).getByText('不合格项：临边设置 1.2m 防护栏杆及挡脚板').waitFor()
    await fillText(page, 'location', 'K6+320 右幅 3#墩承台东侧')
    await pickDate(page, 'rectifyDeadline')
    await shot(page, 'hazard-from-inspection')
    await shown(page).locator('.sf-module-form__submit').click()

    // back on the inspection, the item shows the hazard it raised
    await page.waitForURL(/siteINspection\/index\?id=/, { timeout: 20000 })
    await shown(page).locator('.sf-walk__raised').getByText(/待整改/).waitFor({ timeout: 20000 })
    await shot(page, 'inspection-raised')
    const failures = await as<Failure[]>('anquan', 'GET', `${S}/Inspections/Failures?inspectionId=${inspectionId}`)
    assert.deepEqual(failures.data.map((f) => [f.item, f.hazardStateName]), [['临边设置 1.2m 防护栏杆及挡脚板', '待整改']])
    const hazard = await as<{ data: Record<string, unknown>, contractId: string }>('anquan', 'GET', `${S}/Hazards/${failures.data[0].hazardId!}`)
    const inspection = await as<{ data: string }>('anquan', 'GET', `/api/visualdev/OnlineDev/checklistInspection/${inspectionId}`)
    const photo = (JSON.parse(inspection.data.data).items[0].photos as Array<{ fileId: string }>)[0].fileId
    assert.deepEqual([hazard.data.data.sourceInspection, hazard.data.data.checkItem, hazard.data.data.hazardCategory, hazard.data.contractId],
      [inspectionId, '临边设置 1.2m 防护栏杆及挡脚板', 'fall', 'ct_sg01'])
    assert.deepEqual((hazard.data.data.photos as Array<{ fileId: string }>).map((p) => p.fileId), [photo], 'the item\'s photo became the hazard\'s')
    assert.deepEqual(anquan.errors, [])
    await anquan.context.close()
  })

  test('a rectification notice is answered with photos, reviewed and closed', async () => {
    // anquan's notice to section 1, with its photo
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'before.png')
    const uploaded = await fetch(`${server.base}/api/file/Uploader/annexpic`, { method: 'POST', headers: { Authorization: await tokenFor('anquan') }, body: form })
      .then(async (r) => await r.json()) as { data: { name: string, url: string } }
    const reported = await as('anquan', 'POST', '/api/visualdev/OnlineDev/hazardInvestigat', {
      data: JSON.stringify({
        title: '2#墩墩身作业平台临边防护缺失', hazardCategory: 'fall', hazardLevel: '2', contractName: 'ct_sg01',
        wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 墩台身', location: 'K6+320 右幅 2#墩 墩身翻模作业平台',
        description: '作业平台外侧未设防护栏杆。', photos: [{ name: 'before.png', fileId: uploaded.data.name, url: uploaded.data.url }],
        rectifyRequire: '平台外侧设置 1.2m 防护栏杆并挂安全网。', rectifyDeadline: Date.now() + 2 * 86_400_000
      })
    })
    assert.equal(reported.code, 200, reported.msg)

    // shigong: the notice waiting on him, answered on its approval screen with photos and his signature
    const shigong = await openAs('shigong')
    await shigong.page.goto(`${server.base}/pages/apply/rectification/index`)
    await shown(shigong.page).getByRole('button', { name: '2#墩墩身作业平台临边防护缺失' }).click()
    await shigong.page.waitForURL(/rectificationAddDetail/, { timeout: 20000 })
    const hazardId = new URL(shigong.page.url()).searchParams.get('id')!
    await shown(shigong.page).getByText('待施工单位回复').waitFor({ timeout: 20000 })
    await shot(shigong.page, 'notice-to-answer')
    await shown(shigong.page).locator('.sf-notice__act').filter({ hasText: '整改回复' }).click()
    await shigong.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await item(shigong.page, 'rectifyMeasure').waitFor({ timeout: 20000 })
    await fillText(shigong.page, 'rectifyMeasure', '平台外侧已设置 1.2m 钢管防护栏杆，满挂密目安全网')
    await addPhoto(shigong.page, 'rectifyPhotos')
    await pickDate(shigong.page, 'rectifyFinishDate')
    await sign(shigong.page, '.taro_page_show .sf-fe-item[data-path="rectifySign"] .sf-fe-link')
    await shigong.page.locator('.sf-flow-bar__btn--audit').first().click()
    await shigong.page.waitForURL(/operate/, { timeout: 20000 })
    await shigong.page.locator('.sf-operate__opinion textarea, .sf-operate__opinion input').first().fill('已按通知要求整改完毕，请复查')
    // signed in the form's 整改责任人签字 already: not asked again (issue 12, item 9)
    assert.equal(await shigong.page.locator('.taro_page_show .sf-sign-choice').count(), 0, 'no second signature asked for')
    await shigong.page.locator('.sf-operate__submit').click()
    const answered = await until(shigong.page, async () => (await as<{ state: string }>('shigong', 'GET', `${S}/Hazards/${hazardId}`)).data.state, (s) => s === 'reviewing')
    assert.equal(answered, 'reviewing')

    // jianli: reviews it from the notice and closes it
    const jianli = await openAs('jianli')
    await jianli.page.goto(`${server.base}/pages/apply/rectificationAddDetail/index?id=${hazardId}`)
    await shown(jianli.page).locator('.sf-notice__compare img').nth(1).waitFor({ timeout: 20000 })
    await shown(jianli.page).getByText('平台外侧已设置 1.2m 钢管防护栏杆，满挂密目安全网').waitFor()
    await shot(jianli.page, 'notice-to-review')
    await shown(jianli.page).locator('.sf-notice__act').filter({ hasText: '复查' }).click()
    await jianli.page.waitForURL(/flowBefore/, { timeout: 20000 })
    await jianli.page.locator('.sf-flow-bar__btn--audit').first().click()
    await jianli.page.waitForURL(/operate/, { timeout: 20000 })
    await jianli.page.locator('.sf-operate__opinion textarea, .sf-operate__opinion input').first().fill('复查合格，同意销号')
    await sign(jianli.page, '.taro_page_show .sf-sign-choice__btn[aria-label="点击签名"]')
    await jianli.page.locator('.sf-operate__submit').click()

    // back on the notice: closed, with both photos and every step
    await jianli.page.waitForURL(/rectificationAddDetail/, { timeout: 20000 })
    await shown(jianli.page).locator('.sf-safety-tag', { hasText: '已闭合' }).waitFor({ timeout: 20000 })
    await shown(jianli.page).getByText('张伟 · 整改完成').waitFor()
    await shown(jianli.page).getByText('李明 · 复查通过').waitFor()
    await shot(jianli.page, 'notice-closed')
    const closed = await as<{ state: string, history: Array<{ action: string }>, data: { rectifyPhotos: unknown[] } }>('jianli', 'GET', `${S}/Hazards/${hazardId}`)
    assert.deepEqual([closed.data.state, closed.data.history.map((h) => h.action), closed.data.data.rectifyPhotos.length],
      ['closed', ['上报隐患', '整改完成', '复查通过'], 1])
    assert.deepEqual([...shigong.errors, ...jianli.errors], [])
    await Promise.all([shigong, jianli].map(async (s) => await s.context.close()))
  })
})
