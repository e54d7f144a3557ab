/**
 * /api/transaction: the task centre's own calls (SiteFlow's, not JNPF's): tasks, meetings and my
 * schedule. Shapes in types/api/task.ts. Writes that carry a form go through the outbox by their
 * request descriptors (method, url, body), so a weak network queues them instead of losing them.
 */
import type { FormConfig } from '../../types/api/form'
import type {
  MeetingDetail, MeetingForms, MeetingListItem, ScheduleItem, TaskAuditItem, TaskCounts, TaskDetail, TaskForms, TaskListItem
} from '../../types/api/task'
import type { HttpMethod } from '@/core/request'
import { request } from '@/platform/http'
import type { Page } from './workflow'

const T = '/api/transaction'
const seg = (id: string) => encodeURIComponent(id)

type Wire<T> = { list?: T[], pagination?: { total?: number } } | null | undefined
const pageOf = <T>(data: Wire<T>): Page<T> => ({ list: Array.isArray(data?.list) ? data!.list : [], total: Number(data?.pagination?.total) || 0 })

/** A write as the outbox sends it. */
export interface Write {
  method: HttpMethod
  url: string
  body?: unknown
}

// --- tasks --------------------------------------------------------------------------------------

export interface TaskListQuery {
  tab?: string
  keyword?: string
  currentPage: number
  pageSize: number
}

export async function getTaskForms (): Promise<TaskForms> {
  return (await request<TaskForms>({ url: `${T}/Task/Forms`, load: false })).data
}

export async function getTaskCounts (): Promise<TaskCounts> {
  return (await request<TaskCounts>({ url: `${T}/Task/Counts`, load: false })).data ?? {}
}

/** GET Task/List/{published | mine}: one page of tasks. */
export async function getTaskList (kind: 'published' | 'mine', query: TaskListQuery): Promise<Page<TaskListItem>> {
  return pageOf((await request<Wire<TaskListItem>>({ url: `${T}/Task/List/${kind}`, data: query, load: false })).data)
}

/** GET Task/List/audit: parts of my tasks waiting for (todo) or having had (done) my audit. */
export async function getAuditList (query: TaskListQuery): Promise<Page<TaskAuditItem>> {
  return pageOf((await request<Wire<TaskAuditItem>>({ url: `${T}/Task/List/audit`, data: query, load: false })).data)
}

export async function getTask (id: string): Promise<TaskDetail> {
  return (await request<TaskDetail>({ url: `${T}/Task/${seg(id)}`, load: false })).data
}

/** POST Task (new) or PUT Task/{id} (a draft): publish, or keep as a draft. */
export const saveTaskRequest = (id: string, data: Record<string, unknown>, draft: boolean): Write =>
  id ? { method: 'PUT', url: `${T}/Task/${seg(id)}`, body: { data, draft } } : { method: 'POST', url: `${T}/Task`, body: { data, draft } }

export async function deleteTask (id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Task/${seg(id)}`, method: 'DELETE' })).msg
}

export async function acceptTask (id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Task/${seg(id)}/Accept`, method: 'POST' })).msg
}

/** POST Task/{id}/Progress or Complete: the assignee's report. */
export const reportRequest = (id: string, kind: 'progress' | 'complete', data: Record<string, unknown>): Write =>
  ({ method: 'POST', url: `${T}/Task/${seg(id)}/${kind === 'progress' ? 'Progress' : 'Complete'}`, body: { data } })

export async function auditTask (id: string, userId: string, pass: boolean, reason = ''): Promise<string> {
  return (await request<null>({ url: `${T}/Task/${seg(id)}/Audit/${seg(userId)}`, method: 'POST', data: { pass, reason } })).msg
}

// --- meetings -----------------------------------------------------------------------------------

export async function getMeetingForms (): Promise<MeetingForms> {
  return (await request<MeetingForms>({ url: `${T}/Meeting/Forms`, load: false })).data
}

export async function getMeetings (query: TaskListQuery): Promise<Page<MeetingListItem>> {
  return pageOf((await request<Wire<MeetingListItem>>({ url: `${T}/Meeting`, data: query, load: false })).data)
}

export async function getMeeting (id: string): Promise<MeetingDetail> {
  return (await request<MeetingDetail>({ url: `${T}/Meeting/${seg(id)}`, load: false })).data
}

export const saveMeetingRequest = (id: string, data: Record<string, unknown>, draft: boolean): Write =>
  id ? { method: 'PUT', url: `${T}/Meeting/${seg(id)}`, body: { data, draft } } : { method: 'POST', url: `${T}/Meeting`, body: { data, draft } }

export async function deleteMeeting (id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Meeting/${seg(id)}`, method: 'DELETE' })).msg
}

export async function signInMeeting (id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Meeting/${seg(id)}/SignIn`, method: 'POST' })).msg
}

export const minutesRequest = (id: string, data: Record<string, unknown>, publish: boolean): Write =>
  ({ method: 'PUT', url: `${T}/Meeting/${seg(id)}/Minutes`, body: { data, publish } })

/** POST Meeting/{id}/Decisions: a decision taken down. */
export const addDecisionRequest = (meetingId: string, data: Record<string, unknown>): Write =>
  ({ method: 'POST', url: `${T}/Meeting/${seg(meetingId)}/Decisions`, body: { data } })

export async function deleteDecision (meetingId: string, id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Meeting/${seg(meetingId)}/Decisions/${seg(id)}`, method: 'DELETE' })).msg
}

/** POST Meeting/{id}/Decisions/{decisionId}/Task: the decision published as a task to its people. */
export async function decisionToTask (meetingId: string, id: string): Promise<{ taskId: string, msg: string }> {
  const res = await request<{ taskId: string }>({ url: `${T}/Meeting/${seg(meetingId)}/Decisions/${seg(id)}/Task`, method: 'POST' })
  return { taskId: res.data.taskId, msg: res.msg }
}

// --- schedules ----------------------------------------------------------------------------------

export async function getScheduleForm (): Promise<FormConfig> {
  return (await request<FormConfig>({ url: `${T}/Schedule/Form`, load: false })).data
}

/** Items overlapping [startTime, endTime), at most 62 days. */
export async function getSchedules (startTime: number, endTime: number): Promise<ScheduleItem[]> {
  const res = await request<{ list?: ScheduleItem[] } | null>({ url: `${T}/Schedule`, data: { startTime, endTime }, load: false })
  return Array.isArray(res.data?.list) ? res.data!.list : []
}

export async function getSchedule (id: string): Promise<ScheduleItem> {
  return (await request<ScheduleItem>({ url: `${T}/Schedule/${seg(id)}`, load: false })).data
}

export const saveScheduleRequest = (id: string, data: Record<string, unknown>): Write =>
  id ? { method: 'PUT', url: `${T}/Schedule/${seg(id)}`, body: { data } } : { method: 'POST', url: `${T}/Schedule`, body: { data } }

export async function deleteSchedule (id: string): Promise<string> {
  return (await request<null>({ url: `${T}/Schedule/${seg(id)}`, method: 'DELETE' })).msg
}
