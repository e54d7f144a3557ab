/** SQL of sign-in: users by account, tokens, login tickets. */
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { loginTickets, tokens, userContext, userRoles, users } from '../../db/schema.js';

export type Device = 'app' | 'web';
export type RevokeReason = 'logout' | 'kicked' | 'cancelled' | 'disabled';

export async function findUserByAccount(db: Db, account: string) {
  const [row] = await db.select({
    id: users.id, account: users.account, passwordHash: users.passwordHash,
    enabled: users.enabled, cancelledAt: users.cancelledAt, isAdmin: users.isAdmin, lockedUntil: users.lockedUntil,
  }).from(users).where(eq(users.account, account)).limit(1);
  return row ?? null;
}

export interface LockRule {
  /** Wrong passwords within windowMs that lock the account. */
  threshold: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts a wrong password in one statement (two instances counting at once both count): a failure
 * after the window starts a new count; the one reaching the threshold locks until now + lockMs.
 * Returns the lock's end when this failure locked the account, else null.
 */
export async function recordLoginFailure(db: Db, userId: string, now: Date, rule: LockRule): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const fresh = sql`(${users.loginFailuresSince} is null or ${users.loginFailuresSince} <= ${windowStart}::timestamptz)`;
  const count = sql`case when ${fresh} then 1 else ${users.loginFailures} + 1 end`;
  const [row] = await db.update(users).set({
    loginFailures: count,
    loginFailuresSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${users.loginFailuresSince} end`,
    lockedUntil: sql`case when ${count} >= ${rule.threshold} then ${new Date(now.getTime() + rule.lockMs).toISOString()}::timestamptz else ${users.lockedUntil} end`,
  }).where(eq(users.id, userId)).returning({ failures: users.loginFailures, lockedUntil: users.lockedUntil });
  return row && row.failures >= rule.threshold ? row.lockedUntil : null;
}

/** The token with its user and context, in one query (this runs on every request). */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db.select({
    tokenId: tokens.id, device: tokens.device, expiresAt: tokens.expiresAt, revokedReason: tokens.revokedReason,
    userId: users.id, account: users.account, isAdmin: users.isAdmin, enabled: users.enabled, cancelledAt: users.cancelledAt,
    mustChangePassword: users.mustChangePassword,
    projectId: userContext.projectId, contractId: userContext.contractId, allContracts: userContext.allContracts,
    roleIds: sql<string[]>`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
  }).from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .leftJoin(userContext, eq(userContext.userId, users.id))
    .where(eq(tokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function insertToken(db: Db, row: typeof tokens.$inferInsert): Promise<void> {
  await db.insert(tokens).values(row);
}

/** Revokes the user's live tokens, of one device type when given, except one when given. Returns their ids. */
export async function revokeUserTokens(
  db: Db, userId: string, reason: RevokeReason, now: Date, opts: { device?: Device; exceptId?: string } = {},
): Promise<string[]> {
  const rows = await db.update(tokens).set({ revokedAt: now, revokedReason: reason })
    .where(and(
      eq(tokens.userId, userId), isNull(tokens.revokedAt),
      opts.device ? eq(tokens.device, opts.device) : undefined,
      opts.exceptId ? ne(tokens.id, opts.exceptId) : undefined,
    )).returning({ id: tokens.id });
  return rows.map((r) => r.id);
}

export async function revokeToken(db: Db, tokenId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db.update(tokens).set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)));
}

/** The previous sign-in becomes prevLogin*, this one lastLogin*; the count of wrong passwords starts again. */
export async function recordLogin(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  await db.update(users).set({
    prevLoginAt: users.lastLoginAt, prevLoginIp: users.lastLoginIp,
    lastLoginAt: now, lastLoginIp: ip, loginCount: sql`${users.loginCount} + 1`,
    loginFailures: 0, loginFailuresSince: null, lockedUntil: null,
  }).where(eq(users.id, userId));
}

export async function markCancelled(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ cancelledAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export type TicketRow = typeof loginTickets.$inferSelect;

export async function insertTicket(db: Db, row: typeof loginTickets.$inferInsert): Promise<void> {
  await db.insert(loginTickets).values(row);
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(loginTickets).where(eq(loginTickets.id, id)).limit(1);
  return row ?? null;
}

/** Moves a ticket only if it is still in the expected state (two scanners cannot both win). */
export async function updateTicket(
  db: Db, id: string, from: string[], set: Partial<Pick<TicketRow, 'status' | 'userId' | 'token'>>,
): Promise<boolean> {
  const rows = await db.update(loginTickets).set(set)
    .where(and(eq(loginTickets.id, id), inArray(loginTickets.status, from))).returning({ id: loginTickets.id });
  return rows.length === 1;
}

export async function deleteTicket(db: Db, id: string): Promise<void> {
  await db.delete(loginTickets).where(eq(loginTickets.id, id));
}

export async function deleteExpiredTickets(db: Db, now: Date): Promise<void> {
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, now));
}
