/** SQL of the task centre's tasks: tasks seen as visibility.ts allows, their assignees, events and reminders. */
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, meetingDecisions, meetings, userProjects, users, workTaskAssignees, workTaskEvents, workTaskReminders, workTasks } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { scopeCondition, type RecordScope } from '../visualdev/visibility.js';
import { AssigneeState } from './rules.js';

export type TaskRow = typeof workTasks.$inferSelect;
export type AssigneeRow = typeof workTaskAssignees.$inferSelect;

const OPEN_STATES = [AssigneeState.pending, AssigneeState.working, AssigneeState.returned];

/** Some assignee's part of the task (in the outer query) matches `where`. */
const anyAssignee = (db: Db, where?: SQL) => exists(db.select({ one: sql`1` }).from(workTaskAssignees)
  .where(and(eq(workTaskAssignees.taskId, workTasks.id), where)));

/**
 * What `scope` shows of the tasks: the module rule (visibility.ts) with a task given to the user
 * counted as their own, like one they published.
 */
function visibleTasks(db: Db, scope: RecordScope): SQL {
  const t = workTasks;
  return scopeCondition(scope, { projectId: t.projectId, contractId: t.contractId, organizeId: t.organizeId, authorId: t.publisherId, draft: t.draft },
    anyAssignee(db, eq(workTaskAssignees.userId, scope.userId)));
}

/** Seen through any of the grants given (a task opened from whichever tile). */
const visibleThrough = (db: Db, scopes: readonly RecordScope[]): SQL => or(...scopes.map((s) => visibleTasks(db, s)))!;

// --- lists --------------------------------------------------------------------------------------

export type PublishedTab = 'all' | 'ongoing' | 'auditing' | 'done' | 'overdue' | 'draft';
export type MineTab = 'all' | 'pending' | 'working' | 'auditing' | 'done' | 'overdue';
export type AuditTab = 'todo' | 'done';

const overdueTask = (db: Db, now: Date) => and(eq(workTasks.draft, false), lt(workTasks.deadline, now),
  anyAssignee(db, inArray(workTaskAssignees.state, OPEN_STATES)));

function publishedFilter(db: Db, tab: PublishedTab, now: Date): SQL | undefined {
  const published = eq(workTasks.draft, false);
  const unfinished = anyAssignee(db, not(eq(workTaskAssignees.state, AssigneeState.passed)));
  switch (tab) {
    case 'all': return undefined;
    case 'ongoing': return and(published, unfinished);
    case 'auditing': return anyAssignee(db, eq(workTaskAssignees.state, AssigneeState.submitted));
    case 'done': return and(published, not(unfinished));
    case 'overdue': return overdueTask(db, now);
    case 'draft': return eq(workTasks.draft, true);
  }
}

const MINE_STATES: Record<Exclude<MineTab, 'all' | 'overdue'>, number[]> = {
  pending: [AssigneeState.pending],
  working: [AssigneeState.working, AssigneeState.returned],
  auditing: [AssigneeState.submitted],
  done: [AssigneeState.passed],
};

function mineFilter(db: Db, userId: string, tab: MineTab, now: Date): SQL {
  const mine = eq(workTaskAssignees.userId, userId);
  if (tab === 'all') return anyAssignee(db, mine);
  if (tab === 'overdue') return and(lt(workTasks.deadline, now), anyAssignee(db, and(mine, inArray(workTaskAssignees.state, OPEN_STATES))))!;
  return anyAssignee(db, and(mine, inArray(workTaskAssignees.state, MINE_STATES[tab])));
}

const keywordOf = (keyword: string | undefined) => (keyword
  ? or(ilike(workTasks.title, containsPattern(keyword)), sql`${workTasks.data} ->> 'place' ilike ${containsPattern(keyword)}`)
  : undefined);

export interface Paging { offset: number; limit: number }

export interface TaskListRow { task: TaskRow; publisherName: string | null; sectionName: string | null }

async function pageOfTasks(db: Db, where: SQL | undefined, page: Paging, order: SQL[]): Promise<{ rows: TaskListRow[], total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select({ task: workTasks, publisherName: users.realName, sectionName: contracts.sectionName }).from(workTasks)
      .leftJoin(users, eq(users.id, workTasks.publisherId))
      .leftJoin(contracts, eq(contracts.id, workTasks.contractId))
      .where(where).orderBy(...order, desc(workTasks.id)).offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(workTasks).where(where),
  ]);
  return { rows, total };
}

/** Tasks `scope` shows (publishTask), newest first. */
export function listPublished(db: Db, q: { scope: RecordScope, tab: PublishedTab, keyword?: string, now: Date } & Paging) {
  const where = and(visibleTasks(db, q.scope), publishedFilter(db, q.tab, q.now), keywordOf(q.keyword));
  return pageOfTasks(db, where, q, [desc(workTasks.createdAt)]);
}

/** Tasks given to the user, soonest deadline first. */
export function listMine(db: Db, q: { scope: RecordScope, tab: MineTab, keyword?: string, now: Date } & Paging) {
  const where = and(visibleTasks(db, q.scope), mineFilter(db, q.scope.userId, q.tab, q.now), keywordOf(q.keyword));
  const order = q.tab === 'done' ? [desc(workTasks.deadline)] : [sql`${workTasks.deadline} asc nulls last`];
  return pageOfTasks(db, where, q, order);
}

export interface AuditRow extends TaskListRow { assignee: AssigneeRow; assigneeName: string | null }

/** Parts of the user's own tasks that wait for (todo) or had (done) their audit. */
export async function listAudit(db: Db, q: { scope: RecordScope, tab: AuditTab, keyword?: string } & Paging): Promise<{ rows: AuditRow[], total: number }> {
  const assignee = users;
  const where = and(
    visibleTasks(db, q.scope), eq(workTasks.publisherId, q.scope.userId),
    q.tab === 'todo' ? eq(workTaskAssignees.state, AssigneeState.submitted)
      : inArray(workTaskAssignees.state, [AssigneeState.passed, AssigneeState.returned]),
    keywordOf(q.keyword),
  );
  const from = () => db.select({ task: workTasks, assignee: workTaskAssignees, assigneeName: assignee.realName, sectionName: contracts.sectionName })
    .from(workTaskAssignees).innerJoin(workTasks, eq(workTasks.id, workTaskAssignees.taskId))
    .leftJoin(assignee, eq(assignee.id, workTaskAssignees.userId))
    .leftJoin(contracts, eq(contracts.id, workTasks.contractId));
  const [rows, [{ total }]] = await Promise.all([
    from().where(where)
      .orderBy(q.tab === 'todo' ? asc(workTaskAssignees.submittedAt) : desc(workTaskAssignees.updatedAt), desc(workTasks.id), asc(workTaskAssignees.userId))
      .offset(q.offset).limit(q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(workTaskAssignees).innerJoin(workTasks, eq(workTasks.id, workTaskAssignees.taskId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, publisherName: null })), total };
}

/** How many of each tab: published (publishTask), mine (myTasks), audit todo (auditTask), for whichever scope is given. */
export async function counts(db: Db, q: { published?: RecordScope | null, mine?: RecordScope | null, audit?: RecordScope | null, now: Date }) {
  const count = async (where: SQL | undefined) => (await db.select({ n: sql<number>`count(*)::int` }).from(workTasks).where(where))[0].n;
  const out: Record<string, number> = {};
  if (q.published) {
    const s = q.published;
    for (const tab of ['ongoing', 'auditing', 'overdue', 'draft'] as const) out[`published.${tab}`] = await count(and(visibleTasks(db, s), publishedFilter(db, tab, q.now)));
  }
  if (q.mine) {
    const s = q.mine;
    for (const tab of ['pending', 'working', 'overdue'] as const) out[`mine.${tab}`] = await count(and(visibleTasks(db, s), mineFilter(db, s.userId, tab, q.now)));
  }
  if (q.audit) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(workTaskAssignees).innerJoin(workTasks, eq(workTasks.id, workTaskAssignees.taskId))
      .where(and(visibleTasks(db, q.audit), eq(workTasks.publisherId, q.audit.userId), eq(workTaskAssignees.state, AssigneeState.submitted)));
    out['audit.todo'] = n;
  }
  return out;
}

// --- one task -----------------------------------------------------------------------------------

/** A task seen through any of `scopes`, or null: unknown and hidden read the same. */
export async function getTask(db: Db, id: string, scopes: readonly RecordScope[]): Promise<TaskListRow | null> {
  if (scopes.length === 0) return null;
  const [row] = await db.select({ task: workTasks, publisherName: users.realName, sectionName: contracts.sectionName }).from(workTasks)
    .leftJoin(users, eq(users.id, workTasks.publisherId))
    .leftJoin(contracts, eq(contracts.id, workTasks.contractId))
    .where(and(eq(workTasks.id, id), visibleThrough(db, scopes))).limit(1);
  return row ?? null;
}

export interface AssigneeView extends AssigneeRow { realName: string | null; headIcon: string | null }

/** The assignees of these tasks, in the order they were named. */
export async function assigneesOf(db: Db, taskIds: string[]): Promise<AssigneeView[]> {
  if (taskIds.length === 0) return [];
  const rows = await db.select({ a: workTaskAssignees, realName: users.realName, headIcon: users.headIcon, sortCode: users.sortCode })
    .from(workTaskAssignees).leftJoin(users, eq(users.id, workTaskAssignees.userId))
    .where(inArray(workTaskAssignees.taskId, taskIds)).orderBy(asc(users.sortCode), asc(workTaskAssignees.userId));
  return rows.map((r) => ({ ...r.a, realName: r.realName, headIcon: r.headIcon }));
}

export async function eventsOf(db: Db, taskId: string) {
  const actor = users;
  return db.select({ event: workTaskEvents, actorName: actor.realName }).from(workTaskEvents)
    .leftJoin(actor, eq(actor.id, workTaskEvents.actorId))
    .where(eq(workTaskEvents.taskId, taskId)).orderBy(asc(workTaskEvents.seq));
}

/** The meeting whose decision the task was published from. */
export async function meetingOf(db: Db, taskId: string): Promise<{ id: string, title: string } | null> {
  const [row] = await db.select({ id: meetings.id, title: meetings.title }).from(meetingDecisions)
    .innerJoin(meetings, eq(meetings.id, meetingDecisions.meetingId)).where(eq(meetingDecisions.taskId, taskId)).limit(1);
  return row ?? null;
}

// --- writes -------------------------------------------------------------------------------------

export async function insertTask(db: Db, row: typeof workTasks.$inferInsert): Promise<void> {
  await db.insert(workTasks).values(row);
}

export async function updateTask(db: Db, id: string, set: Partial<typeof workTasks.$inferInsert>): Promise<void> {
  await db.update(workTasks).set(set).where(eq(workTasks.id, id));
}

export async function deleteTask(db: Db, id: string): Promise<void> {
  await db.delete(workTasks).where(eq(workTasks.id, id));
}

export async function insertAssignees(db: Db, taskId: string, userIds: string[]): Promise<void> {
  if (userIds.length) await db.insert(workTaskAssignees).values(userIds.map((userId) => ({ taskId, userId })));
}

/** Moves an assignee's part on from the state it was read in; false when it changed meanwhile. */
export async function moveAssignee(db: Db, taskId: string, userId: string, from: number, set: Partial<typeof workTaskAssignees.$inferInsert>): Promise<boolean> {
  const rows = await db.update(workTaskAssignees).set(set)
    .where(and(eq(workTaskAssignees.taskId, taskId), eq(workTaskAssignees.userId, userId), eq(workTaskAssignees.state, from)))
    .returning({ userId: workTaskAssignees.userId });
  return rows.length === 1;
}

export async function insertEvent(db: Db, row: typeof workTaskEvents.$inferInsert): Promise<void> {
  await db.insert(workTaskEvents).values(row);
}

// --- overdue reminders --------------------------------------------------------------------------

/** Published tasks past their deadline, with the assignees who have not submitted. */
export async function overdueTasks(db: Db, now: Date): Promise<Array<{ id: string, title: string, deadline: Date, userIds: string[] }>> {
  const rows = await db.select({ id: workTasks.id, title: workTasks.title, deadline: workTasks.deadline, userId: workTaskAssignees.userId })
    .from(workTasks).innerJoin(workTaskAssignees, eq(workTaskAssignees.taskId, workTasks.id))
    .where(and(eq(workTasks.draft, false), isNotNull(workTasks.deadline), lt(workTasks.deadline, now), inArray(workTaskAssignees.state, OPEN_STATES)))
    .orderBy(asc(workTasks.deadline), asc(workTasks.id));
  const byTask = new Map<string, { id: string, title: string, deadline: Date, userIds: string[] }>();
  for (const r of rows) {
    const t = byTask.get(r.id) ?? { id: r.id, title: r.title, deadline: r.deadline!, userIds: [] };
    t.userIds.push(r.userId);
    byTask.set(r.id, t);
  }
  return [...byTask.values()];
}

/** Claims the day's reminder of a task: true for the one caller whose row went in. */
export async function claimReminder(db: Db, taskId: string, day: string, at: Date): Promise<boolean> {
  const rows = await db.insert(workTaskReminders).values({ taskId, day, sentAt: at }).onConflictDoNothing().returning({ taskId: workTaskReminders.taskId });
  return rows.length === 1;
}

/** Gives a claim back (the reminder could not be sent): a later round tries again. */
export async function releaseReminder(db: Db, taskId: string, day: string): Promise<void> {
  await db.delete(workTaskReminders).where(and(eq(workTaskReminders.taskId, taskId), eq(workTaskReminders.day, day)));
}

// --- who may be given a task ----------------------------------------------------------------------

/** The active users among these ids, with their names. */
export async function activeUsers(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, realName: users.realName }).from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true), sql`${users.cancelledAt} is null`));
  return new Map(rows.map((r) => [r.id, r.realName]));
}

/** The user belongs to the project (no project: anyone). */
export async function inProject(db: Db, userId: string, projectId: string | null): Promise<boolean> {
  if (!projectId) return true;
  const [row] = await db.select({ userId: userProjects.userId }).from(userProjects)
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId))).limit(1);
  return row !== undefined;
}
