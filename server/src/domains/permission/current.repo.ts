/** SQL of the current user's own record: profile, password, major organize and position. */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { positions, sysConfig, userPositions, userProfiles, users } from '../../db/schema.js';

export type UserRecord = typeof users.$inferSelect;
export type ProfileRecord = typeof userProfiles.$inferSelect;
export type UserPatch = Partial<Pick<UserRecord, 'realName' | 'gender' | 'mobilePhone' | 'email' | 'birthday' | 'description' | 'headIcon' | 'organizeId' | 'positionId'>>;
export type ProfilePatch = Partial<Omit<ProfileRecord, 'userId' | 'updatedAt'>>;

export async function getUser(db: Db, id: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function getProfile(db: Db, userId: string): Promise<ProfileRecord | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function getUserLabel(db: Db, id: string) {
  const [row] = await db.select({ realName: users.realName, account: users.account }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** SMS sign-in finds users by mobile number, so a live account's number is its own. */
export async function mobileTakenByOther(db: Db, mobilePhone: string, userId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.mobilePhone, mobilePhone), isNull(users.cancelledAt), userId ? ne(users.id, userId) : undefined)).limit(1);
  return Boolean(row);
}

export async function updateUser(db: Db, id: string, patch: UserPatch, now: Date): Promise<void> {
  await db.update(users).set({ ...patch, updatedAt: now }).where(eq(users.id, id));
}

export async function upsertProfile(db: Db, userId: string, patch: ProfilePatch, now: Date): Promise<void> {
  await db.insert(userProfiles).values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...patch, updatedAt: now } });
}

/**
 * A new password. The user's own ends the must-change state; one someone else chose (a reset by
 * an administrator) passes `chosenByOther`, and the user must change it at the next sign-in.
 */
export async function setPassword(db: Db, id: string, passwordHash: string, now: Date, chosenByOther = false): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, mustChangePassword: chosenByOther, updatedAt: now }).where(eq(users.id, id));
}

/** The user's enabled positions with their organize, or only those of the given ids. */
export function listOwnPositions(db: Db, userId: string, ids?: string[]) {
  return db.select({ id: positions.id, fullName: positions.fullName, organizeId: positions.organizeId, sortCode: positions.sortCode })
    .from(userPositions).innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(and(eq(userPositions.userId, userId), eq(positions.enabled, true), ids ? inArray(positions.id, ids) : undefined))
    .orderBy(positions.sortCode, positions.id);
}

export async function getSysConfigValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key)).limit(1);
  return row?.value;
}
