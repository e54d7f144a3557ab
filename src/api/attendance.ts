/** /api/Attendance: fences, punches, days and months, field-service review, enrolment (types/api/attendance.ts). */
import type {
  AttendanceAccess, DayFlag, DayView, EnrolChoice, EnrolInput, FenceView, MonthSummary, MyMonth, PersonMonth, PersonView, Placement,
  PunchInput, PunchView, ReviewInput, ShiftView, TeamMonth, TodayView
} from '../../types/api/attendance'
import { request } from '@/platform/http'

export type {
  AttendanceAccess, DayFlag, DayView, EnrolChoice, EnrolInput, FenceView, MonthSummary, MyMonth, PersonMonth, PersonView, Placement,
  PunchInput, PunchView, ReviewInput, ShiftView, TeamMonth, TodayView
}

export const ATTENDANCE_BASE = '/api/Attendance'
/** Where each kind of punch is posted (the outbox keeps the URL with the punch). */
export const PUNCH_URL = { plain: `${ATTENDANCE_BASE}/Punch`, field: `${ATTENDANCE_BASE}/FieldPunch`, face: `${ATTENDANCE_BASE}/FacePunch` } as const
const seg = (id: string) => encodeURIComponent(id)

const get = async <T>(url: string, data?: unknown): Promise<T> =>
  (await request<T>({ url: `${ATTENDANCE_BASE}/${url}`, data, load: false })).data
const list = async <T>(url: string, data?: unknown): Promise<T[]> => {
  const res = await get<{ list?: T[] } | null>(url, data)
  return Array.isArray(res?.list) ? res!.list : []
}
const post = async <T>(url: string, data: unknown): Promise<T> =>
  (await request<T>({ url: `${ATTENDANCE_BASE}/${url}`, method: 'POST', data })).data

export const getAttendanceAccess = (): Promise<AttendanceAccess> => get('Access')
/** GET Today: my shift, my fences, today's punches. */
export const getToday = (): Promise<TodayView> => get('Today')
/** GET Fence: the project's fences with their geometry. */
export const getFences = (): Promise<FenceView[]> => list('Fence')
/** GET Where: am I in a fence, or how far from the nearest. Quiet: the clock screen says it itself. */
export const getPlacement = async (longitude: number, latitude: number): Promise<Placement> =>
  (await request<Placement>({ url: `${ATTENDANCE_BASE}/Where`, data: { longitude, latitude }, load: false, toast: false })).data
export const getPunch = (id: string): Promise<PunchView> => get(`Punch/${seg(id)}`)
/** GET MyMonth: my days of a month, judged, with their punches. */
export const getMyMonth = (month: string): Promise<MyMonth> => get('MyMonth', { month })
/** GET Record: punches of a month I may see (field: field service only). */
export const getRecords = (month: string, field = false): Promise<PunchView[]> => list('Record', { month, ...(field ? { field: 1 } : {}) })
/** GET Statistics: everyone's month within my grant. */
export const getTeamMonth = (month: string, field = false): Promise<TeamMonth> => get('Statistics', { month, ...(field ? { field: 1 } : {}) })
/** GET Review: field-service punches waiting for me (or decided). */
export const getReviews = (state: 'pending' | 'done'): Promise<PunchView[]> => list('Review', { state })
export const reviewPunch = (id: string, body: ReviewInput): Promise<PunchView> => post(`Punch/${seg(id)}/Review`, body)
export const getPeople = (): Promise<PersonView[]> => list('People')
export const getEnrolChoices = (): Promise<EnrolChoice[]> => list('People/Choices')
export const enrolPerson = (body: EnrolInput): Promise<PersonView> => post('People', body)
/** POST FacePunch: sent at once, not through the outbox (the face is matched while the user waits). */
export const facePunch = (body: PunchInput): Promise<PunchView> => post('FacePunch', body)
