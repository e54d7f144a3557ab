/** /api/Exam: the online safety exam (types/api/exam.ts). */
import type {
  AnswerSaved, AttemptView, AudienceChoices, ExamAccess, ExamInput, ExamView, MyExam, PaperInput, PaperView,
  RecordItem, Statistics, TopicCount
} from '../../types/api/exam'
import { request } from '@/platform/http'
import { toPaged, type Paged } from './message'
import type { Page } from './workflow'

export type {
  AnswerSaved, AttemptView, AudienceChoices, ExamAccess, ExamInput, ExamView, MyExam, PaperInput, PaperView,
  RecordItem, Statistics, TopicCount
}

const BASE = '/api/Exam'
const seg = (id: string) => encodeURIComponent(id)
type Quiet = { toast?: boolean }

const get = async <T>(url: string, data?: unknown, opts: Quiet = {}): Promise<T> =>
  (await request<T>({ url: `${BASE}/${url}`, data, load: false, ...opts })).data

const list = async <T>(url: string, data?: unknown): Promise<T[]> => {
  const res = await get<{ list?: T[] } | null>(url, data)
  return Array.isArray(res?.list) ? res!.list : []
}

const page = async <T>(url: string, query: { currentPage: number, pageSize: number } & Record<string, unknown>): Promise<Page<T>> => {
  const res = toPaged(await get<Partial<Paged<T>> | null>(url, query), query)
  return { list: res.list, total: res.pagination.total }
}

/** GET Access: may I publish, manage, see others' records. */
export const getExamAccess = (): Promise<ExamAccess> => get('Access')
/** GET Topics: the bank's topics with their counts per type. */
export const getTopics = (): Promise<TopicCount[]> => list('Topics')
/** GET Paper: papers I may use. */
export const getPapers = (): Promise<PaperView[]> => list('Paper')
/** POST Paper: draws a paper from the bank. */
export const createPaper = async (body: PaperInput): Promise<PaperView> =>
  (await request<PaperView>({ url: `${BASE}/Paper`, method: 'POST', data: body })).data
/** GET Exam: published exams I may see, with their pass figures. */
export const getExams = (query: { currentPage: number, pageSize: number, keyword?: string }): Promise<Page<ExamView>> => page('Exam', query)
/** POST Exam: publishes an exam. */
export const publishExam = async (body: ExamInput): Promise<ExamView> =>
  (await request<ExamView>({ url: `${BASE}/Exam`, method: 'POST', data: body })).data
/** GET Audience: roles, units and people an exam of my section may address. */
export const getAudience = (): Promise<AudienceChoices> => get('Audience')
/** GET MyExams: exams addressed to me. */
export const getMyExams = (): Promise<MyExam[]> => list('MyExams')
/** POST Exam/{id}/Start: starts my attempt, or resumes the one in progress. */
export const startExam = async (examId: string): Promise<AttemptView> =>
  (await request<AttemptView>({ url: `${BASE}/Exam/${seg(examId)}/Start`, method: 'POST', data: {} })).data
/** GET Attempt/{id}: my attempt as it is now (in progress, or its result), or a record I may see. */
export const getAttempt = (id: string): Promise<AttemptView> => get(`Attempt/${seg(id)}`)
/** PUT Attempt/{id}/Answer: keeps one answer. Quiet: the taking screen reports what was not saved. */
export const saveAnswer = async (id: string, seq: number, answer: string[]): Promise<AnswerSaved> =>
  (await request<AnswerSaved>({ url: `${BASE}/Attempt/${seg(id)}/Answer`, method: 'PUT', data: { seq, answer }, load: false, toast: false })).data
/** POST Attempt/{id}/Submit: hands it in; answers the result. */
export const submitAttempt = async (id: string, timeUp = false): Promise<AttemptView> =>
  (await request<AttemptView>({ url: `${BASE}/Attempt/${seg(id)}/Submit`, method: 'POST', data: { timeUp } })).data
/** GET Record: attempts, mine or those I may see. */
export const getRecords = (query: { currentPage: number, pageSize: number, mine?: 0 | 1, examId?: string, keyword?: string }): Promise<Page<RecordItem>> =>
  page('Record', query)
/** GET Statistics: pass rates per exam, unit or team. */
export const getStatistics = (groupBy: Statistics['groupBy']): Promise<Statistics> => get('Statistics', { groupBy })
