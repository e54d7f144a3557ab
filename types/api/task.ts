/**
 * The task centre (SiteFlow's own, not JNPF's): tasks with their assignees, meetings whose
 * decisions become tasks, and personal schedules. Times are epoch milliseconds. Type-only:
 * imported by the app and by the server.
 */
import type { FormConfig } from './form'

/** An assignee's part of a task: 0 待接收, 1 进行中, 2 待审核, 3 已完成, 4 已退回. */
export type TaskAssigneeState = 0 | 1 | 2 | 3 | 4

/** A task as a whole: 草稿, 进行中, 待审核 (some part waits for the publisher), 已完成 (every part passed). */
export type TaskStatus = 'draft' | 'ongoing' | 'auditing' | 'done'

export type TaskUrgency = 1 | 2 | 3

export interface TaskAssignee {
  userId: string
  realName: string
  headIcon: string
  state: TaskAssigneeState
  /** percent reported, 0-100 */
  progress: number
  /** past the deadline and not yet submitted */
  overdue: boolean
  acceptedTime: number | null
  submittedTime: number | null
  finishedTime: number | null
}

export interface TaskListItem {
  id: string
  title: string
  urgency: TaskUrgency
  deadline: number | null
  place: string
  contractId: string | null
  /** 第一合同段 */
  sectionName: string
  publisherId: string
  publisherName: string
  status: TaskStatus
  /** some part is past the deadline and not submitted */
  overdue: boolean
  assignees: TaskAssignee[]
  creatorTime: number
  publishTime: number | null
  /** the caller's own part, when the task was given to them */
  mine: TaskAssignee | null
}

/** A part of one of my tasks that waits for (or had) my audit. */
export interface TaskAuditItem extends TaskListItem {
  assignee: TaskAssignee
}

export type TaskEventKind = 'accept' | 'progress' | 'complete' | 'pass' | 'return'

export interface TaskEvent {
  id: string
  kind: TaskEventKind
  /** the assignee concerned */
  userId: string
  userName: string
  actorId: string
  actorName: string
  /** the report's values (content, photos, attachments) or the return's reason */
  data: { content?: string, photos?: unknown[], attachments?: unknown[], reason?: string }
  progress: number | null
  time: number
}

export interface TaskDetail extends TaskListItem {
  /** the publish form's values */
  data: Record<string, unknown>
  events: TaskEvent[]
  /** the meeting whose decision it was published from */
  meeting: { id: string, title: string } | null
  /** what the caller may do now */
  actions: {
    edit: boolean
    remove: boolean
    accept: boolean
    progress: boolean
    complete: boolean
    /** assignees whose completion waits for the caller's audit */
    audit: string[]
  }
}

/** GET /api/transaction/Task/Forms */
export interface TaskForms {
  publish: FormConfig
  progress: FormConfig
  complete: FormConfig
}

export type TaskListKind = 'published' | 'mine' | 'audit'

/** GET /api/transaction/Task/Counts: how many in each tab the caller may open. */
export type TaskCounts = Partial<Record<
  'published.ongoing' | 'published.auditing' | 'published.overdue' | 'published.draft' |
  'mine.pending' | 'mine.working' | 'mine.overdue' | 'audit.todo', number>>

// --- meetings -----------------------------------------------------------------------------------

/** 0 草稿, 1 待召开 (attendees told, sign-in open), 2 已结束 (minutes published). */
export type MeetingStatus = 0 | 1 | 2

export interface MeetingAttendee {
  userId: string
  realName: string
  headIcon: string
  signedTime: number | null
}

export interface MeetingListItem {
  id: string
  title: string
  meetingType: string
  meetingTypeName: string
  startTime: number | null
  endTime: number | null
  place: string
  hostId: string
  hostName: string
  status: MeetingStatus
  contractId: string | null
  sectionName: string
  creatorId: string
  creatorName: string
  attendeeCount: number
  signedCount: number
  decisionCount: number
  /** the caller attends it */
  attending: boolean
  mySignedTime: number | null
}

export interface MeetingDecision {
  id: string
  content: string
  assignees: string[]
  assigneeNames: string
  deadline: number | null
  place: string
  /** the task it became */
  taskId: string | null
  taskTitle: string
  creatorTime: number
}

export interface MeetingDetail extends MeetingListItem {
  /** the meeting form's values */
  data: Record<string, unknown>
  /** the minutes form's values, once recorded */
  minutes: Record<string, unknown> | null
  minutesTime: number | null
  attendees: MeetingAttendee[]
  decisions: MeetingDecision[]
  actions: {
    edit: boolean
    remove: boolean
    signIn: boolean
    /** why the caller, an attendee, cannot sign in now ('' when they can or do not attend) */
    signInNote: string
    /** record minutes and decisions (the organiser and the host) */
    minutes: boolean
    /** make a decision a task (also needs 发布任务) */
    toTask: boolean
  }
}

/** GET /api/transaction/Meeting/Forms */
export interface MeetingForms {
  meeting: FormConfig
  minutes: FormConfig
  decision: FormConfig
}

// --- schedules ----------------------------------------------------------------------------------

export interface ScheduleItem {
  id: string
  title: string
  startTime: number
  endTime: number
  place: string
  content: string
  /** minutes before the start ('none': no reminder) */
  remind: string
  remindTime: number | null
  reminded: boolean
  userId: string
  userName: string
  /** the form's values */
  data: Record<string, unknown>
}
