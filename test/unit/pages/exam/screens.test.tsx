/**
 * The exam's other screens through the fake backend: the exams addressed to me (start, resume),
 * the published exams of an officer with their pass figures, the records tabs by access, pass rates
 * per group, and one attempt's result with its review.
 */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { navigations, reply, taro } from '../../helpers/taro-server'
import ExamPage from '@/pages/apply/safetyTrain/safeTrainOnlineExam/index'
import RecordPage from '@/pages/apply/examinationRecord/index'
import { confirms, page, sent, settle, setUp, tap, tearDown } from '../workflow/helpers'
import { EXAM, ongoing, result } from './fixtures'

beforeEach(setUp)
afterEach(tearDown)

const myExam = (over: Record<string, unknown> = {}) => ({
  id: 'e1', title: '第二季度安全教育考试', paperName: '卷', questionCount: 30, totalScore: 100, passScore: 80, durationMinutes: 45,
  startTime: 0, endTime: 1, maxAttempts: 2, status: 'open', attemptsUsed: 0, bestScore: null, passed: false, ongoing: null, canStart: true, ...over
})

async function openExams (access: Record<string, unknown>, exams: unknown[]) {
  reply('GET', `${EXAM}/Access`, access)
  reply('GET', `${EXAM}/MyExams`, { list: exams })
  render(<ExamPage />)
  await settle()
}

it('starts an exam addressed to me after saying its rules, and opens it', async () => {
  reply('POST', `${EXAM}/Exam/e1/Start`, ongoing())
  await openExams({ publish: false, manage: false, records: 'none' }, [myExam()])
  expect(screen.queryByRole('tab')).toBeNull()
  expect(screen.getByText('待考试')).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '开始考试' }))
  expect(confirms()).toEqual(['开始考试: 共 30 题 · 满分 100 · 及格 80 · 限时 45 分钟。开始后计时不可暂停，到时自动交卷。'])
  expect(sent(`${EXAM}/Exam/e1/Start`, 'POST')).toHaveLength(1)
  expect(navigations()).toEqual(['navigateTo /pages/apply/safetyTrain/safeTrainOnlineExam/index?attemptId=a1'])
})

it('resumes an exam in progress without asking; a passed one offers its result', async () => {
  reply('POST', `${EXAM}/Exam/e1/Start`, ongoing())
  await openExams({ publish: false, manage: false, records: 'none' }, [
    myExam({ ongoing: { id: 'a1', deadline: Date.now() + 600_000 }, canStart: false, attemptsUsed: 1 }),
    myExam({ id: 'e2', title: '节前考试', passed: true, bestScore: 85, attemptsUsed: 1, canStart: false, status: 'closed' })
  ])
  expect(screen.getByText('已通过')).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: /继续考试（剩余 (09:59|10:00)）/ }))
  expect(confirms()).toEqual([])
  await tap(screen.getByRole('button', { name: '查看成绩与解析' }))
  expect(navigations()).toEqual([
    'navigateTo /pages/apply/safetyTrain/safeTrainOnlineExam/index?attemptId=a1',
    'navigateTo /pages/apply/examinationRecord/index?examId=e2&mine=1'
  ])
})

it('shows a publisher the exams of their sections with who took and passed them', async () => {
  reply('GET', `${EXAM}/Exam`, page([{
    id: 'x1', title: '第二季度安全教育考试（SG01标）', paperId: 'p', paperName: '季度卷', questionCount: 30, totalScore: 100, passScore: 80,
    durationMinutes: 45, startTime: 0, endTime: 1, maxAttempts: 2, status: 'open', contractId: 'c', contractName: 'SG01标',
    audienceType: 'unit', audienceIds: ['o'], audienceNames: ['苏通路桥工程集团有限公司'], assigned: 5, creatorName: '黄磊', createTime: 0,
    stats: { takers: 3, passed: 2, passRate: 66.7, averageScore: 80 }
  }]))
  await openExams({ publish: true, manage: true, records: 'scoped' }, [])
  await tap(screen.getByRole('tab', { name: '考试管理' }))
  expect(screen.getByText('参考人员：苏通路桥工程集团有限公司')).toBeInTheDocument()
  expect(screen.getByText('66.7%')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: '发布考试' })).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '第二季度安全教育考试（SG01标）' }))
  expect(navigations()).toEqual(['navigateTo /pages/apply/examinationRecord/index?examId=x1'])
})

it('records: only mine without a grant beyond my own; with one, everyone\'s and the pass rates by group', async () => {
  reply('GET', `${EXAM}/Access`, { publish: false, manage: true, records: 'self' })
  reply('GET', `${EXAM}/Record`, page([]))
  const first = render(<RecordPage />)
  await settle()
  expect(screen.queryByRole('tab')).toBeNull()
  expect(sent(`${EXAM}/Record`).map((r) => r.query.mine)).toEqual(['1'])
  first.unmount()

  reply('GET', `${EXAM}/Access`, { publish: true, manage: true, records: 'scoped' })
  reply('GET', `${EXAM}/Record`, page([{
    id: 'a1', examId: 'e1', title: '高处作业安全考试', userId: 'u2', userName: '陈刚', teamName: '工程部', unitName: '苏通路桥', attemptNo: 1,
    state: 'submitted', startedAt: 0, submittedAt: 600_000, usedSeconds: 600, autoSubmitted: true, score: 55, totalScore: 100, passScore: 60, passed: false
  }]))
  reply('GET', `${EXAM}/Statistics`, {
    groupBy: 'exam', total: { takers: 3, passed: 2, passRate: 66.7, averageScore: 80 },
    list: [{ id: 'e1', name: '高处作业安全考试', takers: 3, passed: 2, passRate: 66.7, averageScore: 80 }]
  })
  taro.__setRouterParams({ examId: 'e1' })
  render(<RecordPage />)
  await settle()
  expect(screen.getByRole('tab', { name: '全部记录' })).toHaveAttribute('aria-selected', 'true')
  expect(sent(`${EXAM}/Record`).at(-1)?.query).toMatchObject({ examId: 'e1' })
  expect(screen.getByText('陈刚 · 工程部')).toBeInTheDocument()
  expect(screen.getByText('未通过')).toBeInTheDocument()
  await tap(screen.getByRole('tab', { name: '通过率' }))
  expect(screen.getByText('合计 3 人参考，2 人通过，平均 80 分')).toBeInTheDocument()
  expect(screen.getByLabelText('高处作业安全考试')).toHaveTextContent('参考 3 人 · 通过 2 人 · 平均 80 分')
  await tap(screen.getByRole('radio', { name: '按班组' }))
  expect(sent(`${EXAM}/Statistics`).map((r) => r.query.groupBy)).toEqual(['exam', 'team'])
})

it('shows a result with every question, my answer, the right one and why; or only those got wrong', async () => {
  reply('GET', `${EXAM}/Attempt/a1`, result())
  taro.__setRouterParams({ id: 'a1' })
  render(<RecordPage />)
  await settle()
  expect(screen.getByLabelText('得分')).toHaveTextContent('4/ 8 分')
  expect(screen.getByRole('status')).toHaveTextContent('未通过')
  expect(screen.getByText('8分05秒')).toBeInTheDocument()
  expect(screen.getByLabelText('第3题答错')).toHaveTextContent('我的答案：AB')
  expect(screen.getByLabelText('第3题答错')).toHaveTextContent('正确答案：ABC')
  expect(screen.getByLabelText('第3题答错')).toHaveTextContent('三宝指安全帽、安全带、安全网。')
  expect(screen.getAllByLabelText(/第\d题/)).toHaveLength(3)
  await tap(screen.getByRole('radio', { name: '只看错题' }))
  expect(screen.getAllByLabelText(/第\d题/).map((el) => el.getAttribute('aria-label'))).toEqual(['第3题答错'])
})
