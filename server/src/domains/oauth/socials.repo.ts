/** SQL of third-party sign-in: bound identities (user_socials) and bind keys. */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { socialBindKeys, userSocials, users } from '../../db/schema.js';

export type BindKeyRow = typeof socialBindKeys.$inferSelect;
export type UserSocialRow = typeof userSocials.$inferSelect;

const signInColumns = {
  id: users.id, account: users.account, passwordHash: users.passwordHash,
  enabled: users.enabled, cancelledAt: users.cancelledAt, isAdmin: users.isAdmin,
};

/** The user an identity is bound to, with the columns sign-in needs. */
export async function findBoundUser(db: Db, source: string, openId: string) {
  const [row] = await db.select(signInColumns).from(userSocials)
    .innerJoin(users, eq(users.id, userSocials.userId))
    .where(and(eq(userSocials.source, source), eq(userSocials.openId, openId))).limit(1);
  return row ?? null;
}

export async function findBinding(db: Db, by: { source: string; openId?: string; userId?: string }): Promise<UserSocialRow | null> {
  const [row] = await db.select().from(userSocials).where(and(
    eq(userSocials.source, by.source),
    by.openId !== undefined ? eq(userSocials.openId, by.openId) : undefined,
    by.userId !== undefined ? eq(userSocials.userId, by.userId) : undefined,
  )).limit(1);
  return row ?? null;
}

export async function insertBinding(db: Db, row: typeof userSocials.$inferInsert): Promise<void> {
  await db.insert(userSocials).values(row);
}

/** For the permission area's socials page: what a user has bound. */
export function listUserSocials(db: Db, userId: string): Promise<UserSocialRow[]> {
  return db.select().from(userSocials).where(eq(userSocials.userId, userId));
}

/** Unbinding (the permission area's socials page calls this): true when something was bound. */
export async function unbindUserSocial(db: Db, userId: string, source: string): Promise<boolean> {
  const rows = await db.delete(userSocials)
    .where(and(eq(userSocials.userId, userId), eq(userSocials.source, source))).returning({ id: userSocials.id });
  return rows.length > 0;
}

export async function insertBindKey(db: Db, row: typeof socialBindKeys.$inferInsert): Promise<void> {
  await db.insert(socialBindKeys).values(row);
}

export async function findBindKey(db: Db, keyHash: string, now: Date): Promise<BindKeyRow | null> {
  const [row] = await db.select().from(socialBindKeys)
    .where(and(eq(socialBindKeys.keyHash, keyHash), gt(socialBindKeys.expiresAt, now))).limit(1);
  return row ?? null;
}

/** Takes a live key out; false when it is gone or expired (used once). */
export async function takeBindKey(db: Db, keyHash: string, now: Date): Promise<boolean> {
  const rows = await db.delete(socialBindKeys)
    .where(and(eq(socialBindKeys.keyHash, keyHash), gt(socialBindKeys.expiresAt, now))).returning({ k: socialBindKeys.keyHash });
  return rows.length === 1;
}

export async function deleteExpiredBindKeys(db: Db, now: Date): Promise<void> {
  await db.delete(socialBindKeys).where(lte(socialBindKeys.expiresAt, now));
}

/** PostgreSQL unique_violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
