/** SQL of meetings: seen as visibility.ts allows, their attendees and sign-ins, minutes and decisions. */
import { and, asc, desc, eq, exists, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, meetingAttendees, meetingDecisions, meetings, users, workTasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { scopeCondition, type RecordScope } from '../visualdev/visibility.js';
import { MeetingStatus } from './rules.js';

export type MeetingRow = typeof meetings.$inferSelect;

const attending = (db: Db, userId: string) => exists(db.select({ one: sql`1` }).from(meetingAttendees)
  .where(and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, userId))));

/** What `scope` shows of the meetings: the module rule, with a meeting one attends counted as one's own. */
function visibleMeetings(db: Db, scope: RecordScope): SQL {
  const m = meetings;
  return scopeCondition(scope, { projectId: m.projectId, contractId: m.contractId, organizeId: m.organizeId, authorId: m.creatorId, draft: m.draft },
    attending(db, scope.userId));
}

export type MeetingTab = 'all' | 'upcoming' | 'ended' | 'mine' | 'draft';

function tabFilter(db: Db, tab: MeetingTab, userId: string): SQL | undefined {
  switch (tab) {
    case 'all': return undefined;
    case 'upcoming': return eq(meetings.status, MeetingStatus.called);
    case 'ended': return eq(meetings.status, MeetingStatus.ended);
    case 'mine': return and(eq(meetings.draft, false), attending(db, userId));
    case 'draft': return eq(meetings.draft, true);
  }
}

export interface MeetingListRow { meeting: MeetingRow; sectionName: string | null; creatorName: string | null }

export async function listMeetings(db: Db, q: { scope: RecordScope, tab: MeetingTab, keyword?: string, offset: number, limit: number }) {
  const where = and(visibleMeetings(db, q.scope), tabFilter(db, q.tab, q.scope.userId),
    q.keyword ? ilike(meetings.title, containsPattern(q.keyword)) : undefined);
  const order = q.tab === 'upcoming' ? [sql`${meetings.startTime} asc nulls last`] : [sql`${meetings.startTime} desc nulls last`, desc(meetings.createdAt)];
  const [rows, [{ total }]] = await Promise.all([
    db.select({ meeting: meetings, sectionName: contracts.sectionName, creatorName: users.realName }).from(meetings)
      .leftJoin(contracts, eq(contracts.id, meetings.contractId)).leftJoin(users, eq(users.id, meetings.creatorId))
      .where(where).orderBy(...order, desc(meetings.id)).offset(q.offset).limit(q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(meetings).where(where),
  ]);
  return { rows: rows as MeetingListRow[], total };
}

export async function getMeeting(db: Db, id: string, scope: RecordScope): Promise<MeetingListRow | null> {
  const [row] = await db.select({ meeting: meetings, sectionName: contracts.sectionName, creatorName: users.realName }).from(meetings)
    .leftJoin(contracts, eq(contracts.id, meetings.contractId)).leftJoin(users, eq(users.id, meetings.creatorId))
    .where(and(eq(meetings.id, id), visibleMeetings(db, scope))).limit(1);
  return row ?? null;
}

export interface AttendeeView { meetingId: string; userId: string; realName: string; headIcon: string; signedAt: Date | null }

export async function attendeesOf(db: Db, meetingIds: string[]): Promise<AttendeeView[]> {
  if (meetingIds.length === 0) return [];
  const rows = await db.select({ a: meetingAttendees, realName: users.realName, headIcon: users.headIcon }).from(meetingAttendees)
    .leftJoin(users, eq(users.id, meetingAttendees.userId))
    .where(inArray(meetingAttendees.meetingId, meetingIds)).orderBy(asc(users.sortCode), asc(meetingAttendees.userId));
  return rows.map((r) => ({ ...r.a, realName: r.realName ?? '', headIcon: r.headIcon ?? '' }));
}

export async function decisionCounts(db: Db, meetingIds: string[]): Promise<Map<string, number>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db.select({ meetingId: meetingDecisions.meetingId, n: sql<number>`count(*)::int` }).from(meetingDecisions)
    .where(inArray(meetingDecisions.meetingId, meetingIds)).groupBy(meetingDecisions.meetingId);
  return new Map(rows.map((r) => [r.meetingId, r.n]));
}

export async function decisionsOf(db: Db, meetingId: string) {
  return db.select({ decision: meetingDecisions, taskTitle: workTasks.title }).from(meetingDecisions)
    .leftJoin(workTasks, eq(workTasks.id, meetingDecisions.taskId))
    .where(eq(meetingDecisions.meetingId, meetingId)).orderBy(asc(meetingDecisions.seq));
}

export async function getDecision(db: Db, meetingId: string, id: string) {
  const [row] = await db.select().from(meetingDecisions).where(and(eq(meetingDecisions.meetingId, meetingId), eq(meetingDecisions.id, id))).limit(1);
  return row ?? null;
}

// --- writes -------------------------------------------------------------------------------------

export async function insertMeeting(db: Db, row: typeof meetings.$inferInsert): Promise<void> {
  await db.insert(meetings).values(row);
}

export async function updateMeeting(db: Db, id: string, set: Partial<typeof meetings.$inferInsert>): Promise<void> {
  await db.update(meetings).set(set).where(eq(meetings.id, id));
}

export async function deleteMeeting(db: Db, id: string): Promise<void> {
  await db.delete(meetings).where(eq(meetings.id, id));
}

/** The attendees become exactly `userIds`; those who stay keep their sign-in. */
export async function setAttendees(db: Db, meetingId: string, userIds: string[]): Promise<void> {
  const current = await db.select({ userId: meetingAttendees.userId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, meetingId));
  const keep = new Set(userIds);
  const gone = current.map((r) => r.userId).filter((u) => !keep.has(u));
  if (gone.length) await db.delete(meetingAttendees).where(and(eq(meetingAttendees.meetingId, meetingId), inArray(meetingAttendees.userId, gone)));
  const had = new Set(current.map((r) => r.userId));
  const added = userIds.filter((u) => !had.has(u));
  if (added.length) await db.insert(meetingAttendees).values(added.map((userId) => ({ meetingId, userId })));
}

/** Signs the attendee in once; false when already signed. */
export async function signIn(db: Db, meetingId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db.update(meetingAttendees).set({ signedAt: at })
    .where(and(eq(meetingAttendees.meetingId, meetingId), eq(meetingAttendees.userId, userId), isNull(meetingAttendees.signedAt)))
    .returning({ userId: meetingAttendees.userId });
  return rows.length === 1;
}

export async function insertDecision(db: Db, row: typeof meetingDecisions.$inferInsert): Promise<void> {
  await db.insert(meetingDecisions).values(row);
}

/** Deletes a decision not yet made a task; false when there was none such. */
export async function deleteOpenDecision(db: Db, meetingId: string, id: string): Promise<boolean> {
  const rows = await db.delete(meetingDecisions)
    .where(and(eq(meetingDecisions.meetingId, meetingId), eq(meetingDecisions.id, id), isNull(meetingDecisions.taskId)))
    .returning({ id: meetingDecisions.id });
  return rows.length === 1;
}

/** Links the decision to its task, once: false when another task took it first. */
export async function claimDecision(db: Db, id: string, taskId: string): Promise<boolean> {
  const rows = await db.update(meetingDecisions).set({ taskId })
    .where(and(eq(meetingDecisions.id, id), isNull(meetingDecisions.taskId))).returning({ id: meetingDecisions.id });
  return rows.length === 1;
}
