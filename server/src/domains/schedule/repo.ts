/** SQL of schedule items: seen as visibility.ts allows, and their reminders claimed once. */
import { and, asc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { schedules, users } from '../../db/schema.js';
import { scopeCondition, type RecordScope } from '../visualdev/visibility.js';

export type ScheduleRow = typeof schedules.$inferSelect;

/** Items of one person: the module rule with the owner as author (a schedule has no drafts). */
const visibleItems = (scope: RecordScope) => scopeCondition(scope,
  { projectId: schedules.projectId, contractId: schedules.contractId, organizeId: schedules.organizeId, authorId: schedules.userId });

/** At most this many items answer one range. */
const RANGE_MAX = 1000;

/** Items overlapping [from, to), earliest first. */
export async function listRange(db: Db, scope: RecordScope, from: Date, to: Date) {
  return db.select({ item: schedules, userName: users.realName }).from(schedules).leftJoin(users, eq(users.id, schedules.userId))
    .where(and(visibleItems(scope), lt(schedules.startTime, to), gt(schedules.endTime, from)))
    .orderBy(asc(schedules.startTime), asc(schedules.id)).limit(RANGE_MAX);
}

export async function getItem(db: Db, id: string, scope: RecordScope) {
  const [row] = await db.select({ item: schedules, userName: users.realName }).from(schedules).leftJoin(users, eq(users.id, schedules.userId))
    .where(and(eq(schedules.id, id), visibleItems(scope))).limit(1);
  return row ?? null;
}

export async function insertItem(db: Db, row: typeof schedules.$inferInsert): Promise<void> {
  await db.insert(schedules).values(row);
}

export async function updateItem(db: Db, id: string, set: Partial<typeof schedules.$inferInsert>): Promise<void> {
  await db.update(schedules).set(set).where(eq(schedules.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.delete(schedules).where(eq(schedules.id, id));
}

/** Items whose reminder is due (not before `since`) and not sent. */
export async function dueReminders(db: Db, now: Date, since: Date) {
  return db.select().from(schedules)
    .where(and(isNull(schedules.remindedAt), lte(schedules.remindAt, now), gte(schedules.remindAt, since)))
    .orderBy(asc(schedules.remindAt)).limit(RANGE_MAX);
}

/** Claims an item's reminder: true for the one caller that set it sent. */
export async function claimReminder(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db.update(schedules).set({ remindedAt: at })
    .where(and(eq(schedules.id, id), isNull(schedules.remindedAt))).returning({ id: schedules.id });
  return rows.length === 1;
}

export async function releaseReminder(db: Db, id: string): Promise<void> {
  await db.update(schedules).set({ remindedAt: sql`null` }).where(eq(schedules.id, id));
}
