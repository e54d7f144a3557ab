/** An attempt of three questions, as GET /api/Exam/Attempt/a1 answers it in progress and once submitted. */
import type { AttemptOngoing, AttemptResult } from '../../../../types/api/exam'

export const EXAM = '/api/Exam'
export const ATTEMPT = `${EXAM}/Attempt/a1`

const options = (...texts: string[]) => texts.map((text, i) => ({ key: 'ABCD'[i], text }))

export const ongoing = (over: Partial<AttemptOngoing> = {}): AttemptOngoing => ({
  id: 'a1', examId: 'e1', title: '高处作业安全考试', attemptNo: 1, userId: 'me', userName: '张三', startedAt: 0, deadline: 0,
  totalScore: 8, passScore: 6, durationMinutes: 30, questionCount: 3, state: 'ongoing', serverTime: 0, remainingSeconds: 25 * 60,
  questions: [
    { seq: 1, type: 'single', stem: '安全带正确的挂扣方法是？', options: options('低挂高用', '高挂低用', '水平挂扣', '随意'), points: 2, given: ['B'] },
    { seq: 2, type: 'judge', stem: '高处作业工具可以上下投掷。', options: options('正确', '错误'), points: 2, given: null },
    { seq: 3, type: 'multiple', stem: '安全“三宝”是？', options: options('安全帽', '安全带', '安全网', '绝缘手套'), points: 4, given: null }
  ],
  ...over
})

export const result = (over: Partial<AttemptResult> = {}): AttemptResult => ({
  id: 'a1', examId: 'e1', title: '高处作业安全考试', attemptNo: 1, userId: 'me', userName: '张三', startedAt: 0, deadline: 0,
  totalScore: 8, passScore: 6, durationMinutes: 30, questionCount: 3, state: 'submitted', submittedAt: 485_000, usedSeconds: 485,
  autoSubmitted: false, score: 4, passed: false, correctCount: 2, wrongCount: 1, unansweredCount: 0,
  questions: [
    { ...ongoing().questions[0], answer: ['B'], correct: true, earned: 2, explanation: '安全带应高挂低用。' },
    { ...ongoing().questions[1], given: ['B'], answer: ['B'], correct: true, earned: 2, explanation: '严禁上下投掷。' },
    { ...ongoing().questions[2], given: ['A', 'B'], answer: ['A', 'B', 'C'], correct: false, earned: 0, explanation: '三宝指安全帽、安全带、安全网。' }
  ],
  ...over
})
