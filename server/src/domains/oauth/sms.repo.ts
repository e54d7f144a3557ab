/** SQL of SMS sign-in: codes (stored hashed) and users by mobile number. */
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { smsCodes, users } from '../../db/schema.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Live (not cancelled) accounts with this number; at most two, enough to tell "one" from "several". */
export function findUsersByMobile(db: Db, mobile: string) {
  return db.select({
    id: users.id, account: users.account, passwordHash: users.passwordHash,
    enabled: users.enabled, cancelledAt: users.cancelledAt, isAdmin: users.isAdmin,
  }).from(users).where(and(eq(users.mobilePhone, mobile), isNull(users.cancelledAt))).limit(2);
}

/**
 * Serialises code requests for one number until the transaction ends, so two requests at once
 * cannot both pass the once-per-interval check (a no-op cost on PGlite's single session).
 */
export async function lockMobile(tx: Db, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

export async function latestCode(db: Db, mobile: string, purpose: string): Promise<SmsCodeRow | null> {
  const [row] = await db.select().from(smsCodes)
    .where(and(eq(smsCodes.mobilePhone, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt)).limit(1);
  return row ?? null;
}

export async function countCodesSince(db: Db, mobile: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(smsCodes)
    .where(and(eq(smsCodes.mobilePhone, mobile), gte(smsCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(row);
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export async function deleteCodesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
}

/**
 * Counts a wrong try on a live code; the try that reaches `maxAttempts` burns it. Returns the
 * tries made, or null when the code was no longer live (used, burnt) by then.
 */
export async function recordWrongAttempt(db: Db, id: string, maxAttempts: number, now: Date): Promise<number | null> {
  const [row] = await db.update(smsCodes).set({
    attempts: sql`${smsCodes.attempts} + 1`,
    consumedAt: sql`case when ${smsCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
  }).where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxAttempts)))
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts ?? null;
}

/** Uses a live code up; false when another request used or burnt it first. */
export async function consumeCode(db: Db, id: string, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db.update(smsCodes).set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxAttempts), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
