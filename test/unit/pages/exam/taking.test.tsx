/**
 * Taking an exam (safeTrainOnlineExam?attemptId=) through the fake backend: one question at a time,
 * each answer sent as it is given, an answer the network lost kept on the device and sent on
 * reopening, handing in after a confirmation, the countdown handing in at the time-out (fake clock),
 * and an attempt the server has closed opening its result.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, storage, taro, toasts } from '../../helpers/taro-server'
import Page from '@/pages/apply/safetyTrain/safeTrainOnlineExam/index'
import { confirms, sent, settle, setUp, tap, tearDown } from '../workflow/helpers'
import type { AttemptView } from '../../../../types/api/exam'
import { ATTEMPT, ongoing, result } from './fixtures'

beforeEach(setUp)
afterEach(tearDown)

const ANSWER = `${ATTEMPT}/Answer`
const SUBMIT = `${ATTEMPT}/Submit`
const REVIEW = 'redirectTo /pages/apply/examinationRecord/index?id=a1'

function saving () {
  handle('PUT', ANSWER, (req) => ({ body: { code: 200, msg: 'Success', data: { ...(req.data as object), given: (req.data as { answer: string[] }).answer, remainingSeconds: 1500 } } }))
}

async function open (view: AttemptView = ongoing()) {
  reply('GET', ATTEMPT, view)
  taro.__setRouterParams({ attemptId: 'a1' })
  const page = render(<Page />)
  await settle()
  return page
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(name) })

it('opens at the first unanswered question with the time left, and keeps each answer as it is given', async () => {
  saving()
  await open()
  expect(screen.getByRole('timer')).toHaveTextContent('25:00')
  expect(screen.getByText('已答 1/3')).toBeInTheDocument()
  expect(screen.getByText('第 2/3 题')).toBeInTheDocument()
  await tap(option('错误'))
  expect(option('错误')).toHaveAttribute('aria-checked', 'true')
  expect(sent(ANSWER, 'PUT').map((r) => r.data)).toEqual([{ seq: 2, answer: ['B'] }])
  expect(screen.getByText('已答 2/3')).toBeInTheDocument()

  await tap(screen.getByRole('button', { name: '下一题' }))
  await tap(screen.getByRole('checkbox', { name: /安全网/ }))
  await tap(screen.getByRole('checkbox', { name: /安全帽/ }))
  expect(sent(ANSWER, 'PUT').map((r) => r.data)).toEqual([{ seq: 2, answer: ['B'] }, { seq: 3, answer: ['C'] }, { seq: 3, answer: ['A', 'C'] }])
  expect(storage.has('sf_exam_pending_a1')).toBe(false)
})

it('keeps an answer the network lost on the device and sends it when the exam is opened again', async () => {
  handle('PUT', ANSWER, () => ({ networkError: 'request:fail' }))
  const page = await open()
  await tap(option('正确'))
  expect(screen.getByRole('alert')).toHaveTextContent('网络异常，1 道题答案暂存在本机，恢复后自动保存')
  expect(storage.get('sf_exam_pending_a1')).toEqual({ 2: ['A'] })
  page.unmount()

  saving()
  await open()
  expect(option('正确')).toHaveAttribute('aria-checked', 'true')
  expect(sent(ANSWER, 'PUT').at(-1)?.data).toEqual({ seq: 2, answer: ['A'] })
  expect(storage.has('sf_exam_pending_a1')).toBe(false)
  expect(screen.queryByRole('alert')).toBeNull()
})

it('hands in after asking (naming the blanks) and opens the result', async () => {
  saving()
  reply('POST', SUBMIT, result(), { msg: '交卷成功' })
  await open()
  await tap(screen.getByRole('button', { name: '答题卡' }))
  expect(screen.getByRole('button', { name: '第1题已答' })).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '第3题未答' }))
  expect(screen.getByText('第 3/3 题')).toBeInTheDocument()
  await tap(screen.getAllByRole('button', { name: '交卷' })[0])
  expect(confirms()).toEqual(['确认交卷: 还有 2 道题未作答，交卷后不能再修改，确定交卷吗？'])
  expect(sent(SUBMIT, 'POST').map((r) => r.data)).toEqual([{ timeUp: false }])
  expect(navigations()).toEqual([REVIEW])
})

it('hands in by itself when the countdown runs out', async () => {
  jest.useFakeTimers({ now: 1_000_000 })
  const run = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms) })
  saving()
  reply('POST', SUBMIT, result({ autoSubmitted: true }))
  reply('GET', ATTEMPT, ongoing({ remainingSeconds: 3 }))
  taro.__setRouterParams({ attemptId: 'a1' })
  render(<Page />)
  await run(10)
  expect(screen.getByRole('timer')).toHaveTextContent('00:03')
  await run(2000)
  expect(screen.getByRole('timer')).toHaveTextContent('00:01')
  expect(sent(SUBMIT, 'POST')).toHaveLength(0)
  await run(1500)
  expect(sent(SUBMIT, 'POST').map((r) => r.data)).toEqual([{ timeUp: true }])
  expect(toasts()).toContain('考试时间到，已自动交卷')
  expect(navigations()).toEqual([REVIEW])
})

it('opens the result of an attempt already handed in, and of one the server closed at an answer', async () => {
  await open(result())
  expect(navigations()).toEqual([REVIEW])

  taro.redirectTo.mockClear()
  fail('PUT', ANSWER, '考试时间已到，答卷已自动提交')
  await open()
  await tap(option('正确'))
  expect(toasts()).toContain('考试时间已到，答卷已自动提交')
  expect(navigations()).toEqual([REVIEW])
  expect(storage.has('sf_exam_pending_a1')).toBe(false)
})
