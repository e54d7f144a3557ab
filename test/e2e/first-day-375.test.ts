// What a new user sees at 375 px (issue 12, item 11), measured in the H5 build against the real
// server: labels stay on one line (紧急程度 beside its chips, the form's longer labels), the
// urgency chips are no taller than a form row's text needs, placeholders of the search bar and the
// chat input sit at the middle of their field, and an example placeholder (如：…) is lighter than a
// typed value. Screenshots of each screen go to test-results/cards/.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/first-day-375.test.ts
// (E2E_H5_DIR=<another build> SHOTS_PREFIX=before- to picture an older build beside it)
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { encodeJsonBase64 } from '../../src/core/base64'
import { newLaunchConfig } from '../../src/core/workflow'
import { PNG } from './lib/forms'
import { api, ROOT, startServer, tokenOf, type RealServer } from './lib/server'
import { openSession, type Session } from './lib/session'

let server: RealServer
let browser: Browser
const sessions: Session[] = []
const SHOTS = process.env.SHOTS_PREFIX ?? ''

before(async () => {
  server = await startServer(process.env.E2E_H5_DIR ? { h5Dir: process.env.E2E_H5_DIR } : {})
  browser = await launchChromium()
})

after(async () => {
  await Promise.all(sessions.map(async (s) => await s.context.close()))
  await browser?.close()
  await server?.stop()
})

async function as (account: string): Promise<Session> {
  const s = await openSession(browser, server.base, account)
  sessions.push(s)
  return s
}

const shot = async (page: Page, name: string) =>
  await page.screenshot({ path: path.join(ROOT, `test-results/cards/${SHOTS}${name}.png`) })

const showing = (page: Page) => page.locator('.taro_page_show')

/** An element's height against one line of its own text (its computed line height). */
async function lines (el: Locator): Promise<{ height: number, line: number, text: string }> {
  return await el.evaluate((node) => {
    const style = getComputedStyle(node)
    const size = parseFloat(style.fontSize)
    const line = style.lineHeight === 'normal' ? size * 1.45 : parseFloat(style.lineHeight)
    return { height: node.getBoundingClientRect().height, line, text: node.textContent ?? '' }
  })
}

async function oneLine (el: Locator, what: string) {
  const { height, line, text } = await lines(el)
  assert.ok(height < line * 1.5, `${what} 「${text}」 is on one line: ${height.toFixed(1)} px high, its line is ${line.toFixed(1)} px`)
}

/** The vertical centres of a text input (where its placeholder shows) and of the field drawn around it. */
async function placeholderCentre (field: Locator): Promise<{ input: number, field: number, placeholder: string }> {
  return await field.evaluate((node) => {
    const input = (node.tagName === 'INPUT' ? node : node.querySelector('input'))!
    const box = (node.tagName === 'INPUT' ? node.parentElement! : node).getBoundingClientRect()
    const own = input.getBoundingClientRect()
    return { input: own.top + own.height / 2, field: box.top + box.height / 2, placeholder: input.placeholder }
  })
}

async function centred (field: Locator, what: string) {
  await field.waitFor({ timeout: 20000 })
  const c = await placeholderCentre(field)
  assert.ok(Math.abs(c.input - c.field) <= 3, `${what}: the placeholder 「${c.placeholder}」 sits at ${c.input.toFixed(1)}, the field's middle at ${c.field.toFixed(1)}`)
  // the theme's hint colour (app.scss), not the browser's grey, which is near a value's
  const colour = await field.evaluate((node) => getComputedStyle((node.tagName === 'INPUT' ? node : node.querySelector('input'))!, '::placeholder').color)
  assert.equal(colour, 'rgb(192, 196, 204)', `${what}: its placeholder's colour`)
}

/** Relative luminance (0 black … 1 white) of a CSS rgb() colour. */
function luminance (css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

describe('the first day at 375 px', () => {
  test('a hazard report: 紧急程度 and every label on one line, chips a row\'s height, example placeholders lighter than values', async () => {
    const { page } = await as('anquan')
    const config = newLaunchConfig({ id: 'flow_hazardRectify', fullName: '隐患整改' })
    await page.goto(`${server.base}/pages/workFlow/flowBefore/index?config=${encodeURIComponent(encodeJsonBase64(config))}`)
    const view = showing(page)
    const title = view.locator('.sf-fe-item[data-path="title"] input').first()
    await title.waitFor({ timeout: 30000 })
    await shot(page, 'hazard-report')

    await oneLine(view.getByText('紧急程度', { exact: true }).first(), 'the urgency label')
    const chip = view.getByRole('radio', { name: '普通' }).first()
    const chipHeight = (await chip.boundingBox())!.height
    assert.ok(chipHeight <= 34, `an urgency chip is ${chipHeight.toFixed(1)} px high (at most 34)`)
    const labels = view.locator('.sf-field__label')
    const count = await labels.count()
    assert.ok(count > 10, `the form shows its labels (${count})`)
    for (let i = 0; i < count; i++) if (await labels.nth(i).isVisible()) await oneLine(labels.nth(i), 'a form label')

    // 如：2#墩临边防护缺失 must not read like a value typed in
    const placeholder = await title.evaluate((el) => getComputedStyle(el, '::placeholder').color)
    await title.fill('2#墩临边防护缺失')
    const value = await title.evaluate((el) => getComputedStyle(el).color)
    assert.ok(luminance(placeholder) > luminance(value) + 0.2, `placeholder ${placeholder} is lighter than a value ${value}`)
    await centred(view.locator('.sf-fe-item[data-path="location"] input').first(), 'a form input')
  })

  test('the approval list: each card says which hazard it is, and the search bar\'s placeholder is in the middle of the field', async () => {
    // two hazards of one reporter: their cards read alike before (黄磊上报的隐患整改, issue 12, item 8)
    const token = await tokenOf(server.base, 'anquan')
    for (const [title, location, level] of [['2#墩墩身作业平台临边防护缺失', 'K6+320 右幅 2#墩 墩身翻模作业平台', '2'], ['3#墩承台基坑堆载超限', 'K6+360 左幅 3#墩承台基坑', '3']]) {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'site.png')
      const uploaded = await fetch(`${server.base}/api/file/Uploader/annexpic`, { method: 'POST', headers: { Authorization: token }, body: form })
        .then(async (r) => await r.json()) as { data: { name: string, url: string } }
      const reported = await api(server.base, token, 'POST', '/api/visualdev/OnlineDev/hazardInvestigat', {
        data: JSON.stringify({
          title, hazardCategory: 'fall', hazardLevel: level, contractName: 'ct_sg01', location, description: '现场检查发现',
          photos: [{ name: 'site.png', fileId: uploaded.data.name, url: uploaded.data.url }], rectifyDeadline: Date.now() + 2 * 86_400_000
        })
      })
      assert.equal(reported.code, 200, reported.msg)
    }
    const { page } = await as('shigong')
    await page.goto(`${server.base}/pages/workFlow/flowTodo/index`)
    const view = showing(page)
    const search = view.locator('.sf-filter__input').first()
    await search.waitFor({ timeout: 20000 })
    await view.locator('.sf-flow-card').nth(1).waitFor({ timeout: 20000 })
    await shot(page, 'flow-todo')
    await view.getByRole('button', { name: '3#墩承台基坑堆载超限' }).getByText('K6+360 左幅 3#墩承台基坑 · 重大隐患').waitFor({ timeout: 5000 })
    await view.getByRole('button', { name: '2#墩墩身作业平台临边防护缺失' }).getByText('K6+320 右幅 2#墩 墩身翻模作业平台 · 较大隐患').waitFor({ timeout: 5000 })
    await centred(search, 'the search bar')
  })

  test('the hazard register\'s own cards: titled by the hazard too, not by its number', async () => {
    const { page } = await as('shigong')
    await page.goto(`${server.base}/pages/apply/hazardInvestigat/index`)
    await showing(page).locator('.sf-module-card').nth(1).waitFor({ timeout: 20000 })
    await shot(page, 'hazard-list')
    await showing(page).getByRole('button', { name: '3#墩承台基坑堆载超限' }).waitFor({ timeout: 5000 })
  })

  test('the chat input: its placeholder in the middle of the field', async () => {
    const { page } = await as('jianli')
    await page.goto(`${server.base}/pages/message/im/index?formUserId=u_shigong&name=${encodeURIComponent('张伟')}&account=shigong`)
    const input = showing(page).locator('.sf-im__input').first()
    await input.waitFor({ timeout: 20000 })
    await shot(page, 'chat')
    await centred(input, 'the chat input')
  })
})
