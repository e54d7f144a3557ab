/**
 * Wire types of /api/Attendance: fences, the shift, punches (in the fence, field service outside
 * it with a photo a manager checks, by face, made offline and sent later), the days and months
 * they add up to, and the enrolment of workers with their face. Type-only: imported by the app and
 * by the server. All times are epoch milliseconds.
 */

export type FenceShape = 'circle' | 'polygon'
export type ReviewState = 'none' | 'pending' | 'approved' | 'rejected'
export type FaceResult = 'match' | 'mismatch' | 'noFace'
export type DayFlag = 'normal' | 'late' | 'early' | 'missing' | 'outside' | 'fieldService'

export interface FenceView {
  id: string
  name: string
  contractId: string | null
  shape: FenceShape
  /** circle: centre [lng, lat] and radius */
  center: [number, number] | null
  radiusM: number | null
  /** polygon: a closed ring of [lng, lat] */
  ring: Array<[number, number]> | null
}

export interface ShiftView {
  name: string
  /** 'HH:mm' China time */
  start: string
  end: string
  graceMinutes: number
  workdays: number[]
}

/** Where a point is: in which fence, or how far from the nearest. */
export interface Placement {
  fenceId: string | null
  fenceName: string
  inside: boolean
  /** metres to the nearest fence's edge; 0 inside; null when the project has no fence */
  distanceM: number | null
}

export interface PunchInput {
  /** the punch's own key (the outbox's idempotency key): the same punch sent twice is kept once */
  clientKey: string
  /** when the user tapped, on the device's clock */
  deviceTime: number
  longitude: number
  latitude: number
  /** metres, as the device reported it */
  accuracy: number
  address?: string
  /** outside the fence, on site business: needs a photo, a manager approves it */
  fieldService?: boolean
  photo?: string
  workContent?: string
  /** made without a network and sent later from the outbox */
  offline?: boolean
}

export interface FacePunchInput extends PunchInput {
  photo: string
}

export interface PunchView {
  id: string
  userId: string
  userName: string
  punchedAt: number
  deviceTime: number
  longitude: number
  latitude: number
  accuracy: number
  address: string
  fenceName: string
  inside: boolean
  distanceM: number | null
  photo: string
  faceResult: FaceResult | null
  faceSimilarity: number | null
  fieldService: boolean
  workContent: string
  reviewState: ReviewState
  reviewerName: string
  reviewedAt: number | null
  reviewRemark: string
  offline: boolean
}

export interface TodayView {
  shift: ShiftView
  fences: FenceView[]
  punches: PunchView[]
  /** enrolled with a face: may clock in by face */
  enrolled: boolean
  serverTime: number
}

export interface DayView {
  date: string
  workday: boolean
  open: boolean
  flags: DayFlag[]
  arrival: number | null
  departure: number | null
  punches: PunchView[]
}

export interface MonthSummary {
  workdays: number
  attendanceDays: number
  normal: number
  late: number
  early: number
  missing: number
  outside: number
  fieldService: number
}

export interface MyMonth {
  month: string
  summary: MonthSummary
  days: DayView[]
}

export interface PersonMonth extends MonthSummary {
  userId: string
  userName: string
  unitName: string
}

export interface TeamMonth {
  month: string
  total: MonthSummary
  people: PersonMonth[]
}

export interface ReviewInput {
  approve: boolean
  remark?: string
}

export interface EnrolInput {
  userId: string
  idCard: string
  team: string
  workType?: string
  mobilePhone?: string
  facePhoto: string
}

export interface PersonView {
  id: string
  userId: string
  realName: string
  idCard: string
  team: string
  workType: string
  mobilePhone: string
  facePhoto: string
  unitName: string
  updatedAt: number
}

export interface EnrolChoice {
  userId: string
  realName: string
  unitName: string
  enrolled: boolean
}

export interface AttendanceAccess {
  /** may review field-service punches (外业照片核验) */
  review: boolean
  /** may enrol workers (人员信息录入) */
  enrol: boolean
  /** sees others' statistics (考勤统计 beyond oneself) */
  team: boolean
}
