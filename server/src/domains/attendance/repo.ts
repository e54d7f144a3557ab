/** SQL of attendance: fences, shifts, enrolled people and punches. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  attendanceFences, attendancePeople, attendancePunches, attendanceShifts, organizes, userContracts, userProjects, users,
} from '../../db/schema.js';

export type FenceRow = typeof attendanceFences.$inferSelect;
export type ShiftRow = typeof attendanceShifts.$inferSelect;
export type PersonRow = typeof attendancePeople.$inferSelect;
export type PunchRow = typeof attendancePunches.$inferSelect;

/** Where punches and enrolments are placed, for the visibility rule (visualdev/visibility.ts scopeCondition). */
export const PUNCH_PLACE = { projectId: attendancePunches.projectId, contractId: attendancePunches.contractId, organizeId: attendancePunches.organizeId, authorId: attendancePunches.userId };
export const PERSON_PLACE = { projectId: attendancePeople.projectId, contractId: attendancePeople.contractId, organizeId: attendancePeople.organizeId, authorId: attendancePeople.userId };

/** The project's fences; with `contractIds`, only those of these sections and the project-wide ones. */
export function fencesOf(db: Db, projectId: string, contractIds?: readonly string[]): Promise<FenceRow[]> {
  const sections = contractIds === undefined ? undefined
    : or(isNull(attendanceFences.contractId), contractIds.length ? inArray(attendanceFences.contractId, [...contractIds]) : undefined);
  return db.select().from(attendanceFences).where(and(eq(attendanceFences.projectId, projectId), sections))
    .orderBy(asc(attendanceFences.contractId), asc(attendanceFences.name));
}

export async function insertFence(db: Db, row: typeof attendanceFences.$inferInsert): Promise<void> {
  await db.insert(attendanceFences).values(row);
}

/** The shift of a section, else the project's. */
export async function shiftOf(db: Db, projectId: string, contractId: string | null): Promise<ShiftRow | null> {
  const rows = await db.select().from(attendanceShifts)
    .where(and(eq(attendanceShifts.projectId, projectId), contractId ? or(isNull(attendanceShifts.contractId), eq(attendanceShifts.contractId, contractId)) : isNull(attendanceShifts.contractId)));
  return rows.find((r) => r.contractId === contractId) ?? rows.find((r) => r.contractId === null) ?? null;
}

export function shiftsOf(db: Db, projectId: string): Promise<ShiftRow[]> {
  return db.select().from(attendanceShifts).where(eq(attendanceShifts.projectId, projectId));
}

export async function insertShift(db: Db, row: typeof attendanceShifts.$inferInsert): Promise<void> {
  await db.insert(attendanceShifts).values(row);
}

export async function sectionsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: userContracts.contractId }).from(userContracts).where(eq(userContracts.userId, userId));
  return rows.map((r) => r.id);
}

export interface UserInfo { id: string; realName: string; organizeId: string | null; unitName: string }

export async function usersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, realName: users.realName, organizeId: users.organizeId, unitName: organizes.fullName })
    .from(users).leftJoin(organizes, eq(organizes.id, users.organizeId)).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ...r, unitName: r.unitName ?? '' }]));
}

/** People of the project, with their sections: those one may enrol. */
export async function projectUsers(db: Db, projectId: string) {
  const rows = await db.select({ id: users.id, realName: users.realName, organizeId: users.organizeId, unitName: organizes.fullName, contractId: userContracts.contractId })
    .from(userProjects).innerJoin(users, eq(users.id, userProjects.userId))
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .leftJoin(userContracts, eq(userContracts.userId, users.id))
    .where(eq(userProjects.projectId, projectId)).orderBy(asc(users.realName));
  return rows;
}

// --- punches ---------------------------------------------------------------------------------------

export async function punchByKey(db: Db, userId: string, clientKey: string): Promise<PunchRow | null> {
  const [row] = await db.select().from(attendancePunches).where(and(eq(attendancePunches.userId, userId), eq(attendancePunches.clientKey, clientKey)));
  return row ?? null;
}

export async function punchById(db: Db, id: string, visible?: SQL): Promise<PunchRow | null> {
  const [row] = await db.select().from(attendancePunches).where(and(eq(attendancePunches.id, id), visible));
  return row ?? null;
}

/** Inserts a punch unless one with its key is there already: the row kept either way. */
export async function insertPunch(db: Db, row: typeof attendancePunches.$inferInsert): Promise<PunchRow> {
  const [written] = await db.insert(attendancePunches).values(row).onConflictDoNothing({ target: [attendancePunches.userId, attendancePunches.clientKey] }).returning();
  return written ?? (await punchByKey(db, row.userId, row.clientKey))!;
}

export interface PunchFilter {
  visible: SQL;
  from?: Date;
  to?: Date;
  userId?: string;
  fieldService?: boolean;
  reviewState?: PunchRow['reviewState'];
}

export function punches(db: Db, f: PunchFilter, order: 'asc' | 'desc' = 'asc'): Promise<PunchRow[]> {
  const p = attendancePunches;
  return db.select().from(p).where(and(
    f.visible,
    f.from ? gte(p.punchedAt, f.from) : undefined,
    f.to ? lt(p.punchedAt, f.to) : undefined,
    f.userId ? eq(p.userId, f.userId) : undefined,
    f.fieldService === undefined ? undefined : eq(p.fieldService, f.fieldService),
    f.reviewState ? eq(p.reviewState, f.reviewState) : undefined,
  )).orderBy(order === 'asc' ? asc(p.punchedAt) : desc(p.punchedAt), asc(p.id));
}

/** Decides a pending field-service punch; false when it was decided meanwhile. */
export async function review(db: Db, id: string, set: Pick<PunchRow, 'reviewState' | 'reviewerId' | 'reviewedAt' | 'reviewRemark'>): Promise<boolean> {
  const rows = await db.update(attendancePunches).set(set)
    .where(and(eq(attendancePunches.id, id), eq(attendancePunches.reviewState, 'pending'))).returning({ id: attendancePunches.id });
  return rows.length === 1;
}

// --- enrolment -------------------------------------------------------------------------------------

export async function personOf(db: Db, projectId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await db.select().from(attendancePeople).where(and(eq(attendancePeople.projectId, projectId), eq(attendancePeople.userId, userId)));
  return row ?? null;
}

export function people(db: Db, visible: SQL): Promise<PersonRow[]> {
  return db.select().from(attendancePeople).where(visible).orderBy(asc(attendancePeople.team), asc(attendancePeople.realName));
}

export async function upsertPerson(db: Db, row: typeof attendancePeople.$inferInsert): Promise<PersonRow> {
  const [written] = await db.insert(attendancePeople).values(row).onConflictDoUpdate({
    target: [attendancePeople.projectId, attendancePeople.userId],
    set: {
      realName: row.realName, idCard: row.idCard, mobilePhone: row.mobilePhone, team: row.team, workType: row.workType,
      facePhoto: row.facePhoto, faceDescriptor: row.faceDescriptor, enrolledBy: row.enrolledBy, updatedAt: row.updatedAt,
      contractId: row.contractId, organizeId: row.organizeId,
    },
  }).returning();
  return written;
}
