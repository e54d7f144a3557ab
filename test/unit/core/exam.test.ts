import type { AttemptQuestion, MyExam, PaperInput } from '../../../types/api/exam'
import {
  answeredCount, countdownText, dayOf, durationText, endsAtFrom, keysText, mergeAnswers, myExamState, paperProblem, paperTotal,
  publishProblem, rateText, recordState, sameKeys, secondsLeft, submitConfirmText, toggleOption, unansweredSeqs, unitLabel, windowOf
} from '@/core/exam'

const q = (seq: number, given: string[] | null = null): AttemptQuestion =>
  ({ seq, type: 'single', stem: `题${seq}`, options: [{ key: 'A', text: 'a' }, { key: 'B', text: 'b' }], points: 2, given })

describe('choosing options', () => {
  it.each([
    ['single', [], 'B', ['B']],
    ['single', ['A'], 'B', ['B']],
    ['single', ['A'], 'A', ['A']],
    ['judge', ['A'], 'B', ['B']],
    ['multiple', [], 'C', ['C']],
    ['multiple', ['C'], 'A', ['A', 'C']],
    ['multiple', ['A', 'C'], 'A', ['C']],
    ['multiple', ['A'], 'A', []]
  ] as const)('%s with %j, tapping %s → %j', (type, chosen, key, out) => {
    expect(toggleOption(type, chosen, key)).toEqual(out)
  })

  it('compares answers whatever their order', () => {
    expect(sameKeys(['B', 'A'], ['A', 'B'])).toBe(true)
    expect(sameKeys(['A'], ['A', 'B'])).toBe(false)
    expect(sameKeys(null, [])).toBe(true)
  })
})

describe('the countdown', () => {
  it.each([[0, '00:00'], [59, '00:59'], [61, '01:01'], [30 * 60, '30:00'], [3600, '1:00:00'], [3725, '1:02:05'], [-5, '00:00']])(
    '%i s → %s', (s, text) => expect(countdownText(s)).toBe(text))

  it('counts down the server\'s remaining time from when it arrived, whatever this device\'s clock says', () => {
    const endsAt = endsAtFrom(1500, 1_000_000)
    expect(secondsLeft(endsAt, 1_000_000)).toBe(1500)
    expect(secondsLeft(endsAt, 1_000_000 + 1499_500)).toBe(1)
    expect(secondsLeft(endsAt, 1_000_000 + 1500_000)).toBe(0)
    expect(secondsLeft(endsAt, 1_000_000 + 9999_999)).toBe(0)
  })

  it.each([[null, '—'], [0, '0分00秒'], [485, '8分05秒'], [3720, '1小时02分']])('time used %p → %s', (s, text) => expect(durationText(s)).toBe(text))
})

describe('answers and progress', () => {
  const questions = [q(1, ['A']), q(2), q(3, ['B'])]

  it('shows the server\'s answers overlaid by those waiting on this device', () => {
    expect(mergeAnswers(questions, {})).toEqual({ 1: ['A'], 3: ['B'] })
    expect(mergeAnswers(questions, { 2: ['B'], 3: ['A'] })).toEqual({ 1: ['A'], 2: ['B'], 3: ['A'] })
    expect(mergeAnswers(questions, { 1: [] })).toEqual({ 1: [], 3: ['B'] })
  })

  it('counts what is answered and asks before handing in with blanks', () => {
    const answers = { 1: ['A'], 2: [] }
    expect(answeredCount(questions, answers)).toBe(1)
    expect(unansweredSeqs(questions, answers)).toEqual([2, 3])
    expect(submitConfirmText(2)).toBe('还有 2 道题未作答，交卷后不能再修改，确定交卷吗？')
    expect(submitConfirmText(0)).toBe('交卷后不能再修改答案，确定交卷吗？')
    expect(keysText(['C', 'A'])).toBe('AC')
    expect(keysText(null)).toBe('未作答')
  })
})

describe('how exams and records read', () => {
  const exam = (over: Partial<MyExam>): MyExam => ({
    id: 'e', title: 't', paperName: 'p', questionCount: 8, totalScore: 18, passScore: 12, durationMinutes: 30, startTime: 0, endTime: 1,
    maxAttempts: 2, status: 'open', attemptsUsed: 0, bestScore: null, passed: false, ongoing: null, canStart: true, ...over
  })

  it.each([
    [{}, '待考试'],
    [{ ongoing: { id: 'a', deadline: 1 }, canStart: false, attemptsUsed: 1 }, '答题中'],
    [{ passed: true, attemptsUsed: 1, canStart: false }, '已通过'],
    [{ attemptsUsed: 1, bestScore: 9 }, '可补考'],
    [{ attemptsUsed: 2, bestScore: 9, canStart: false }, '未通过'],
    [{ status: 'upcoming', canStart: false }, '未开始'],
    [{ status: 'closed', canStart: false }, '已结束']
  ] as Array<[Partial<MyExam>, string]>)('%j → %s', (over, text) => expect(myExamState(exam(over)).text).toBe(text))

  it('names a record\'s state and writes pass rates', () => {
    expect(recordState({ state: 'ongoing', passed: null }).text).toBe('答题中')
    expect(recordState({ state: 'submitted', passed: true }).text).toBe('通过')
    expect(recordState({ state: 'submitted', passed: false }).text).toBe('未通过')
    expect([rateText(66.7), rateText(100), rateText(0)]).toEqual(['66.7%', '100%', '0%'])
  })
})

describe('papers and publishing', () => {
  const paper: PaperInput = {
    name: '卷', topics: ['height'], counts: { single: 4, multiple: 2, judge: 2 }, points: { single: 2, multiple: 4, judge: 1 }, durationMinutes: 30, passScore: 12
  }
  const available = { single: 5, multiple: 2, judge: 2 }

  it('adds up a paper and says what it lacks', () => {
    expect(paperTotal(paper.counts, paper.points)).toBe(18)
    expect(paperProblem(paper, available)).toBe('')
    expect(paperProblem({ ...paper, name: ' ' }, available)).toBe('请填写试卷名称')
    expect(paperProblem({ ...paper, topics: [] }, available)).toBe('请至少选择一个题目类别')
    expect(paperProblem({ ...paper, counts: { single: 0, multiple: 0, judge: 0 } }, available)).toBe('试卷至少需要一道题')
    expect(paperProblem({ ...paper, counts: { ...paper.counts, single: 6 } }, available)).toBe('所选类别的单选题只有 5 道')
    expect(paperProblem({ ...paper, passScore: 19 }, available)).toBe('及格分应在 1 到 18 分之间')
  })

  it('names a unit under its parent when the parent is listed', () => {
    const units = [{ id: 'c', fullName: '苏通路桥', parentId: '-1' }, { id: 'x', fullName: 'SG01标项目经理部', parentId: 'c' }, { id: 'g', fullName: '工程部', parentId: 'x' }]
    expect(units.map((u) => unitLabel(units, u))).toEqual(['苏通路桥', '苏通路桥 / SG01标项目经理部', 'SG01标项目经理部 / 工程部'])
  })

  it('opens an exam from the first day\'s start to the last day\'s end', () => {
    const day = dayOf(new Date(2026, 4, 12, 15, 30).getTime())
    expect(day).toBe(new Date(2026, 4, 12).getTime())
    expect(windowOf({ startDay: day, endDay: day })).toEqual({ startTime: day, endTime: new Date(2026, 4, 12, 23, 59, 59).getTime() })
    const form = { title: '考试', paperId: 'p', audienceType: 'unit' as const, audienceIds: ['u'], startDay: day, endDay: day, maxAttempts: 1 }
    const noon = new Date(2026, 4, 12, 12).getTime()
    expect(publishProblem(form, noon)).toBe('')
    expect(publishProblem({ ...form, title: '' }, noon)).toBe('请填写考试名称')
    expect(publishProblem({ ...form, paperId: '' }, noon)).toBe('请选择试卷')
    expect(publishProblem({ ...form, audienceIds: [] }, noon)).toBe('请选择参考人员')
    expect(publishProblem({ ...form, endDay: day - 86_400_000 }, noon)).toBe('结束日期不能早于开始日期')
    expect(publishProblem(form, new Date(2026, 4, 13, 8).getTime())).toBe('结束日期不能早于今天')
  })
})
