/**
 * Wire types of /api/Exam: the online safety exam (a question bank by topic, papers drawn from it,
 * exams published to an audience, attempts taken one question at a time and marked on the server).
 * Type-only: imported by the app and by the server. All times are epoch milliseconds.
 *
 * The right answers and explanations travel only in a submitted attempt (AttemptResult): an
 * attempt in progress carries the questions and the answers given, nothing more.
 */

export type QuestionType = 'single' | 'multiple' | 'judge'
export type TypeCounts = Record<QuestionType, number>
export type AudienceType = 'role' | 'unit' | 'users'
export type ExamStatus = 'upcoming' | 'open' | 'closed'

export interface QuestionOption { key: string, text: string }

/** GET Access: what the caller may do here. records: whose records they see ('none': only their own). */
export interface ExamAccess {
  publish: boolean
  manage: boolean
  records: 'none' | 'self' | 'scoped'
}

/** GET Topics: the bank's topics and how many questions of each type they hold. */
export interface TopicCount { code: string, name: string, counts: TypeCounts }

/** POST Paper. */
export interface PaperInput {
  name: string
  topics: string[]
  /** questions of each type to draw */
  counts: TypeCounts
  /** points of one question of each type */
  points: TypeCounts
  durationMinutes: number
  passScore: number
}

/** GET Paper → {list}; POST Paper → one. */
export interface PaperView {
  id: string
  name: string
  topics: Array<{ code: string, name: string }>
  counts: TypeCounts
  points: TypeCounts
  questionCount: number
  totalScore: number
  passScore: number
  durationMinutes: number
  createTime: number
}

/** POST Exam. contractId: the section whose people take it (default the caller's current one; '' the whole project, for project-wide staff). */
export interface ExamInput {
  title: string
  paperId: string
  audienceType: AudienceType
  audienceIds: string[]
  startTime: number
  endTime: number
  /** 1..5, default 1 */
  maxAttempts?: number
  contractId?: string | null
}

export interface PassStats { takers: number, passed: number, passRate: number, averageScore: number }

/** GET Exam (paged) and POST Exam: a published exam as its publisher sees it. */
export interface ExamView {
  id: string
  title: string
  paperId: string
  paperName: string
  questionCount: number
  totalScore: number
  passScore: number
  durationMinutes: number
  startTime: number
  endTime: number
  maxAttempts: number
  status: ExamStatus
  contractId: string | null
  contractName: string
  audienceType: AudienceType
  audienceIds: string[]
  /** names of the roles, units or people */
  audienceNames: string[]
  /** how many people it addresses now */
  assigned: number
  creatorName: string
  createTime: number
  /** pass figures of the records the caller may see; null without a grant of 考试记录 */
  stats: PassStats | null
}

/** GET MyExams → {list}: exams addressed to me. */
export interface MyExam {
  id: string
  title: string
  paperName: string
  questionCount: number
  totalScore: number
  passScore: number
  durationMinutes: number
  startTime: number
  endTime: number
  maxAttempts: number
  status: ExamStatus
  attemptsUsed: number
  /** best mark of my finished attempts, null before any */
  bestScore: number | null
  passed: boolean
  /** my attempt in progress */
  ongoing: { id: string, deadline: number } | null
  /** a new attempt may be started now */
  canStart: boolean
}

/** GET Audience?contractId: who an exam of the section may address. */
export interface AudienceChoices {
  contractId: string | null
  roles: Array<{ id: string, fullName: string, count: number }>
  units: Array<{ id: string, fullName: string, parentId: string, count: number }>
  users: Array<{ id: string, realName: string, organizeName: string }>
}

/** A question as the taker sees it while answering. */
export interface AttemptQuestion {
  seq: number
  type: QuestionType
  stem: string
  options: QuestionOption[]
  points: number
  /** my answer so far (keys), null when not answered */
  given: string[] | null
}

/** A question once the attempt is submitted: with the right answer and why. */
export interface ReviewQuestion extends AttemptQuestion {
  answer: string[]
  correct: boolean
  earned: number
  explanation: string
}

interface AttemptBase {
  id: string
  examId: string
  title: string
  attemptNo: number
  userId: string
  userName: string
  startedAt: number
  deadline: number
  totalScore: number
  passScore: number
  durationMinutes: number
  questionCount: number
}

/**
 * An attempt in progress. For its taker (POST Exam/{id}/Start, GET Attempt/{id}) with the
 * questions and the time left by the server's clock; for an officer only the summary (questions []).
 */
export interface AttemptOngoing extends AttemptBase {
  state: 'ongoing'
  serverTime: number
  remainingSeconds: number
  questions: AttemptQuestion[]
}

/** A submitted attempt, to its taker and to whoever may see the record. */
export interface AttemptResult extends AttemptBase {
  state: 'submitted'
  submittedAt: number
  usedSeconds: number
  autoSubmitted: boolean
  score: number
  passed: boolean
  correctCount: number
  wrongCount: number
  unansweredCount: number
  questions: ReviewQuestion[]
}

export type AttemptView = AttemptOngoing | AttemptResult

/** PUT Attempt/{id}/Answer. answer: option keys, [] clears it. */
export interface AnswerInput { seq: number, answer: string[] }
export interface AnswerSaved { seq: number, given: string[], remainingSeconds: number }

/** POST Attempt/{id}/Submit. timeUp: the app's countdown ran out (the record says 超时自动交卷). */
export interface SubmitInput { timeUp?: boolean }

/** GET Record (paged): attempts, mine (mine=1) or those I may see. */
export interface RecordItem {
  id: string
  examId: string
  title: string
  userId: string
  userName: string
  /** the taker's team (department) and unit (company) */
  teamName: string
  unitName: string
  attemptNo: number
  state: 'ongoing' | 'submitted'
  startedAt: number
  submittedAt: number | null
  usedSeconds: number | null
  autoSubmitted: boolean
  score: number | null
  totalScore: number
  passScore: number
  passed: boolean | null
}

/** GET Statistics?groupBy=exam|unit|team&examId: pass rate per group (each taker counted once per exam, by their best attempt). */
export interface StatRow extends PassStats { id: string, name: string }
export interface Statistics { groupBy: 'exam' | 'unit' | 'team', total: PassStats, list: StatRow[] }
