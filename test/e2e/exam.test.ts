// The online safety exam on H5 against the real server: anquan (SG01's safety officer) publishes an
// exam to shigong through the API; shigong opens it from 安全培训在线考试, answers some questions,
// reloads the page mid-exam and finds his answers and the server's remaining time, answers the rest
// (some right, some wrong, one left blank, chosen by the bank's own answers) and hands it in; the
// result shows the mark computed by hand here and the review with each explanation. anquan then
// sees the record and the pass rate. Screens are shot at 375 px.
// Needs dist/h5 (npm run build:h5). usage: node --import tsx --test test/e2e/exam.test.ts
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../../scripts/lib/chromium'
import { bankTopics } from '../../server/src/domains/exam/bank/index'
import { api, ROOT, signIn, startServer, tokenOf, type RealServer } from './lib/server'

let server: RealServer
let browser: Browser
const E = '/api/Exam'
const TAKE = '/pages/apply/safetyTrain/safeTrainOnlineExam/index'
const RECORDS = '/pages/apply/examinationRecord/index'
const TITLE = '高处作业与临时用电安全考试（E2E）'
const LETTERS = 'ABCDEFGH'

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
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message}`.slice(0, 400)))
  await signIn(page, server.base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}

const shot = async (page: Page, name: string) => await page.screenshot({ path: path.join(ROOT, `test-results/e2e/${name}.png`) })

/** The right option texts of a bank question, found by its stem as the screen shows it. */
function rightTexts (stem: string): string[] {
  for (const t of bankTopics) {
    const q = t.questions.find((x) => x.stem === stem)
    if (q) return [...q.answer].map((letter) => q.options[LETTERS.indexOf(letter)])
  }
  throw new Error(`not in the bank: ${stem}`)
}

const card = (page: Page) => page.locator('.taro_page_show .sf-exam-take__card')
const clock = async (page: Page) => {
  const [m, s] = (await page.locator('.taro_page_show .sf-exam-take__clock').innerText()).split(':').map(Number)
  return m * 60 + s
}

/** Answers the question on screen: rightly, wrongly (one wrong option) or not at all; returns the points it earns. */
async function answer (page: Page, how: 'right' | 'wrong' | 'blank'): Promise<number> {
  const stem = (await card(page).locator('.sf-exam-take__stem').innerText()).trim()
  const points = Number((await card(page).locator('.sf-exam-take__points').innerText()).replace(/\D/g, ''))
  const right = rightTexts(stem)
  const options = card(page).locator('.sf-exam-take__option')
  const texts = (await options.locator('.sf-exam-take__option-text').allInnerTexts()).map((x) => x.trim())
  const pick = how === 'right' ? right : how === 'wrong' ? [texts.find((x) => !right.includes(x))!] : []
  for (const text of pick) {
    const option = options.filter({ hasText: text }).first()
    await option.click()
    await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await option.elementHandle())
  }
  return how === 'right' ? points : 0
}

/** Waits until the server holds `n` answers of the attempt (the screen sends each as it is given). */
async function serverHas (token: string, attemptId: string, n: number) {
  for (let i = 0; i < 80; i++) {
    const res = await api<{ questions: Array<{ given: string[] | null }> }>(server.base, token, 'GET', `${E}/Attempt/${attemptId}`)
    if (res.data.questions.filter((q) => q.given?.length).length === n) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  assert.fail(`the server never had ${n} answers`)
}

describe('the online safety exam on H5 against the real server', () => {
  test('taken, resumed after a reload with its remaining time, handed in and marked with its review', async () => {
    const officer = await tokenOf(server.base, 'anquan')
    const paper = await api<{ id: string }>(server.base, officer, 'POST', `${E}/Paper`, {
      name: 'E2E 试卷', topics: ['height', 'electric'], counts: { single: 4, multiple: 2, judge: 2 },
      points: { single: 2, multiple: 4, judge: 1 }, durationMinutes: 30, passScore: 12
    })
    assert.equal(paper.code, 200, paper.msg)
    const now = Date.now()
    const exam = await api<{ id: string }>(server.base, officer, 'POST', `${E}/Exam`, {
      title: TITLE, paperId: paper.data.id, audienceType: 'users', audienceIds: ['u_shigong'], startTime: now - 3600_000, endTime: now + 86_400_000
    })
    assert.equal(exam.code, 200, exam.msg)

    const s = await openAs('shigong')
    const { page } = s
    await page.goto(`${server.base}${TAKE}`)
    const examCard = page.locator('.taro_page_show .sf-exam-card').filter({ hasText: TITLE })
    await examCard.waitFor({ timeout: 20000 })
    await shot(page, 'exam-my-exams-shigong')
    await examCard.locator('.nut-button', { hasText: '开始考试' }).click()
    await page.locator('.taro-model__confirm:visible').last().click()
    await page.waitForURL(/attemptId=/, { timeout: 20000 })
    const attemptId = new URL(page.url()).searchParams.get('attemptId')!
    await card(page).waitFor({ timeout: 20000 })

    // the first three: right, wrong, right
    const plan: Array<'right' | 'wrong' | 'blank'> = ['right', 'wrong', 'right', 'blank', 'right', 'wrong', 'right', 'right']
    let expected = 0
    for (let i = 0; i < 3; i++) {
      expected += await answer(page, plan[i])
      await page.locator('.taro_page_show .sf-exam-take__bar .nut-button', { hasText: '下一题' }).click()
    }
    await shot(page, 'exam-taking-shigong')
    const token = await tokenOf(server.base, 'shigong')
    await serverHas(token, attemptId, 3)
    const before = await clock(page)
    assert.ok(before > 25 * 60 && before <= 30 * 60, `the countdown runs from 30:00 (${before} s)`)

    // the app is "killed": the page is reloaded, and resumes with the answers and the time the server has
    await page.reload()
    await card(page).waitFor({ timeout: 20000 })
    assert.match(await card(page).locator('.sf-exam-take__no').innerText(), /第 4\/8 题/, 'reopens at the first unanswered question')
    const after = await clock(page)
    assert.ok(after <= before && after >= before - 30, `resumed with the time left: ${before} s before, ${after} s after`)
    assert.equal(await page.locator('.taro_page_show .sf-exam-take__count').innerText(), '已答 3/8')
    await page.locator('.taro_page_show .sf-exam-take__bar .nut-button', { hasText: '答题卡' }).click()
    const sheet = page.locator('.sf-exam-sheet:visible')
    await sheet.waitFor()
    // the sheet has slid in
    await page.waitForFunction(() => {
      const el = document.querySelector('.sf-exam-sheet__submit')
      return !!el && el.getBoundingClientRect().bottom <= window.innerHeight
    })
    assert.equal(await sheet.locator('.sf-exam-sheet__cell--done').count(), 3)
    await shot(page, 'exam-sheet-shigong')
    await sheet.locator('.sf-exam-sheet__cell', { hasText: '4' }).click()

    for (let i = 3; i < 8; i++) {
      expected += await answer(page, plan[i])
      if (i < 7) await page.locator('.taro_page_show .sf-exam-take__bar .nut-button', { hasText: '下一题' }).click()
    }
    await page.locator('.taro_page_show .sf-exam-take__bar .nut-button', { hasText: '交卷' }).click()
    const confirm = page.locator('.taro-modal__content:visible')
    await confirm.waitFor()
    assert.match(await confirm.innerText(), /还有 1 道题未作答/)
    await page.locator('.taro-model__confirm:visible').last().click()

    await page.waitForURL(new RegExp(`${RECORDS}\\?id=${attemptId}`), { timeout: 20000 })
    const mark = page.locator('.taro_page_show .sf-exam-review__mark')
    await mark.waitFor({ timeout: 20000 })
    assert.equal((await mark.innerText()).replace(/\s/g, ''), `${expected}/18分`)
    assert.equal(await page.locator('.taro_page_show .sf-exam-review__verdict').innerText(), expected >= 12 ? '考试通过' : '未通过')
    const reviews = page.locator('.taro_page_show .sf-exam-review__card')
    assert.equal(await reviews.count(), 8)
    assert.match(await reviews.nth(1).innerText(), /正确答案：[A-D]+[\s\S]*解析/)
    await shot(page, 'exam-result-shigong')
    await page.locator('.taro_page_show .sf-chips__chip', { hasText: '只看错题' }).click()
    assert.equal(await reviews.count(), 3, 'one wrong single, one wrong multiple, one blank')
    assert.deepEqual(s.errors, [])

    // the safety officer sees the record and the pass rate of his section
    const a = await openAs('anquan')
    await a.page.goto(`${server.base}${TAKE}`)
    await a.page.locator('.taro_page_show .sf-tabstrip__tab', { hasText: '考试管理' }).click()
    const published = a.page.locator('.taro_page_show .sf-exam-card').filter({ hasText: TITLE })
    await published.waitFor({ timeout: 20000 })
    assert.match(await published.innerText(), new RegExp(`1\\s*已考\\s*${expected >= 12 ? 1 : 0}\\s*通过`))
    await shot(a.page, 'exam-published-anquan')
    await a.page.locator('.taro_page_show .sf-exam__bar .nut-button', { hasText: '发布考试' }).click()
    await a.page.locator('.sf-exam-form:visible').first().waitFor()
    await a.page.locator('.sf-exam-form:visible .sf-chips__chip', { hasText: '按单位' }).first().waitFor()
    await shot(a.page, 'exam-publish-anquan')
    await a.page.goto(`${server.base}${RECORDS}`)
    await a.page.locator('.taro_page_show .sf-tabstrip__tab', { hasText: '通过率' }).click()
    const rate = a.page.locator('.taro_page_show .sf-exam-rates__row').filter({ hasText: TITLE })
    await rate.waitFor({ timeout: 20000 })
    assert.equal(await rate.locator('.sf-exam-rates__rate').innerText(), expected >= 12 ? '100%' : '0%')
    await shot(a.page, 'exam-rates-anquan')
    assert.deepEqual(a.errors, [])
    await s.context.close()
    await a.context.close()
  })
})
