/**
 * Rules of the online safety exam on the app side (types/api/exam.ts): choosing options, the
 * countdown, progress, answers waiting to be saved, and how exams, results and pass rates read.
 * Marking is the server's: nothing here knows a right answer before the attempt is submitted.
 */
import type {
  AttemptQuestion, ExamStatus, MyExam, PaperInput, QuestionType, RecordItem, TypeCounts
} from '../../types/api/exam'

export const TYPE_NAMES: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题' }
export const QUESTION_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge']
/** Below this the countdown turns red. */
export const LOW_TIME_SECONDS = 5 * 60
export const TAKE_PATH = 'pages/apply/safetyTrain/safeTrainOnlineExam/index'
export const RECORD_PATH = 'pages/apply/examinationRecord/index'

/** The options chosen after tapping `key`: one for single choice and true/false, a toggle for multiple choice. */
export function toggleOption (type: QuestionType, chosen: readonly string[], key: string): string[] {
  if (type !== 'multiple') return [key]
  return chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key].sort()
}

export const isAnswered = (keys: readonly string[] | null | undefined): boolean => Array.isArray(keys) && keys.length > 0

export const sameKeys = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean =>
  [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join()

/** 'MM:SS', or 'H:MM:SS' from an hour up. */
export function countdownText (seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`
}

/** '12分05秒', '1小时02分' for time used. */
export function durationText (seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—'
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  if (h > 0) return `${h}小时${String(m).padStart(2, '0')}分`
  return `${m}分${String(s % 60).padStart(2, '0')}秒`
}

/**
 * When the attempt ends by this device's clock: the server's remaining time counted from when its
 * answer arrived, so a phone whose clock is wrong still counts down the server's deadline.
 */
export const endsAtFrom = (remainingSeconds: number, receivedAt: number): number => receivedAt + remainingSeconds * 1000

export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000))

/** The answers as the taker sees them: the server's, overlaid by those still waiting to be saved. */
export function mergeAnswers (questions: readonly AttemptQuestion[], pending: Readonly<Record<number, string[]>>): Record<number, string[]> {
  const out: Record<number, string[]> = {}
  for (const q of questions) {
    const keys = pending[q.seq] ?? q.given
    if (keys) out[q.seq] = [...keys]
  }
  return out
}

export function answeredCount (questions: readonly AttemptQuestion[], answers: Readonly<Record<number, string[]>>): number {
  return questions.filter((q) => isAnswered(answers[q.seq])).length
}

/** 0..100 */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0)

export const unansweredSeqs = (questions: readonly AttemptQuestion[], answers: Readonly<Record<number, string[]>>): number[] =>
  questions.filter((q) => !isAnswered(answers[q.seq])).map((q) => q.seq)

export function submitConfirmText (unanswered: number): string {
  return unanswered > 0 ? `还有 ${unanswered} 道题未作答，交卷后不能再修改，确定交卷吗？` : '交卷后不能再修改答案，确定交卷吗？'
}

/** Storage key of the answers of an attempt not yet saved on the server. */
export const pendingKey = (attemptId: string): string => `sf_exam_pending_${attemptId}`

export const keysText = (keys: readonly string[] | null | undefined): string => (isAnswered(keys) ? [...keys!].sort().join('') : '未作答')

// --- how exams and records read -------------------------------------------------------------------------

export type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'muted'

/** The state of an exam addressed to me, as a tag. */
export function myExamState (e: MyExam): { text: string, tone: Tone } {
  if (e.ongoing) return { text: '答题中', tone: 'warning' }
  if (e.passed) return { text: '已通过', tone: 'success' }
  if (e.status === 'upcoming') return { text: '未开始', tone: 'muted' }
  if (e.attemptsUsed > 0 && e.canStart) return { text: '可补考', tone: 'primary' }
  if (e.attemptsUsed > 0) return { text: '未通过', tone: 'danger' }
  if (e.status === 'closed') return { text: '已结束', tone: 'muted' }
  return { text: '待考试', tone: 'primary' }
}

export const STATUS_NAMES: Record<ExamStatus, string> = { upcoming: '未开始', open: '进行中', closed: '已结束' }

export function recordState (r: Pick<RecordItem, 'state' | 'passed'>): { text: string, tone: Tone } {
  if (r.state === 'ongoing') return { text: '答题中', tone: 'warning' }
  return r.passed ? { text: '通过', tone: 'success' } : { text: '未通过', tone: 'danger' }
}

export const rateText = (rate: number): string => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`

/** 共 20 题 · 满分 100 · 及格 60 · 限时 30 分钟 */
export const paperSummary = (p: { questionCount: number, totalScore: number, passScore: number, durationMinutes: number }): string =>
  `共 ${p.questionCount} 题 · 满分 ${p.totalScore} · 及格 ${p.passScore} · 限时 ${p.durationMinutes} 分钟`

/** A unit as the audience picker names it: under its parent's name when that is listed too. */
export function unitLabel (units: ReadonlyArray<{ id: string, fullName: string, parentId: string }>, u: { fullName: string, parentId: string }): string {
  const parent = units.find((x) => x.id === u.parentId)
  return parent ? `${parent.fullName} / ${u.fullName}` : u.fullName
}

// --- papers and publishing ----------------------------------------------------------------------------

export const paperTotal = (counts: TypeCounts, points: TypeCounts): number =>
  QUESTION_TYPES.reduce((sum, t) => sum + counts[t] * points[t], 0)

/** What the paper form lacks, or '' (the server checks again, and what the bank can give). */
export function paperProblem (p: PaperInput, available: TypeCounts): string {
  if (!p.name.trim()) return '请填写试卷名称'
  if (p.topics.length === 0) return '请至少选择一个题目类别'
  if (QUESTION_TYPES.every((t) => p.counts[t] === 0)) return '试卷至少需要一道题'
  for (const t of QUESTION_TYPES) {
    if (p.counts[t] > available[t]) return `所选类别的${TYPE_NAMES[t]}只有 ${available[t]} 道`
  }
  const total = paperTotal(p.counts, p.points)
  if (p.passScore < 1 || p.passScore > total) return `及格分应在 1 到 ${total} 分之间`
  return ''
}

export interface PublishForm {
  title: string
  paperId: string
  audienceType: 'role' | 'unit' | 'users'
  audienceIds: string[]
  /** the first and last day, as local midnight (ms) */
  startDay: number
  endDay: number
  maxAttempts: number
}

const DAY = 24 * 60 * 60 * 1000

/** Local midnight of the day holding `t`. */
export function dayOf (t: number): number {
  const d = new Date(t)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/** The window of the chosen days: from the first day's start to the end of the last. */
export const windowOf = (f: Pick<PublishForm, 'startDay' | 'endDay'>): { startTime: number, endTime: number } =>
  ({ startTime: f.startDay, endTime: f.endDay + DAY - 1000 })

export function publishProblem (f: PublishForm, now: number): string {
  if (!f.title.trim()) return '请填写考试名称'
  if (!f.paperId) return '请选择试卷'
  if (f.audienceIds.length === 0) return '请选择参考人员'
  if (f.endDay < f.startDay) return '结束日期不能早于开始日期'
  if (windowOf(f).endTime <= now) return '结束日期不能早于今天'
  return ''
}
