/** Bearer tokens: issued at sign-in, stored only as sha256, checked on every request. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';
import { tokensRevoked } from '../../realtime/revocations.js';
import * as repo from './repo.js';
import type { Device } from './repo.js';

export const TOKEN_PREFIX = 'bearer ';
const SECRET = /^[0-9a-f]{64}$/;

/** Who is calling: decorated on the request by the auth gate. */
export interface SessionUser {
  id: string;
  account: string;
  isAdmin: boolean;
  roleIds: string[];
  projectId: string | null;
  contractId: string | null;
  /** Lists follow every section the user may see, not contractId only (user_context.all_contracts). */
  allContracts: boolean;
  tokenId: string;
  device: Device;
  /** Signed in with a password someone else chose: only PASSWORD_CHANGE_ROUTES answer (plugins/auth.ts). */
  mustChangePassword: boolean;
}

/** Why a token is refused, as the client expects it (600 / 601 / 602). */
export const REFUSALS = {
  missing: new AppError(CODE.tokenInvalid, '未登录或登录已失效,请重新登录'),
  invalid: new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录'),
  logout: new AppError(CODE.tokenInvalid, '您已退出登录,请重新登录'),
  cancelled: new AppError(CODE.tokenInvalid, '账号已注销,请重新登录'),
  disabled: new AppError(CODE.tokenInvalid, '账号已被禁用,请联系管理员'),
  expired: new AppError(CODE.tokenExpired, '登录过期,请重新登录'),
  kicked: new AppError(CODE.tokenKicked, '您的账号已在其他设备登录,请重新登录'),
} as const;

/** A user who must change the password calls anything but plugins/auth.ts PASSWORD_CHANGE_ROUTES. */
export const PASSWORD_CHANGE_REQUIRED = new AppError(CODE.badRequest, '请先修改初始密码');

/** `bearer <hex>` (any case; the bare hex is accepted too) → the secret, or null. */
export function parseAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const secret = header.trim().replace(/^bearer\s+/i, '').toLowerCase();
  return SECRET.test(secret) ? secret : null;
}

export function newToken(): { token: string; hash: string } {
  const secret = randomBytes(32).toString('hex');
  return { token: TOKEN_PREFIX + secret, hash: sha256Hex(secret) };
}

export interface IssueInput {
  userId: string;
  device: Device;
  clientId?: string;
  ip: string;
  now: Date;
  ttlMs: number;
  singleLogin: boolean;
}

/** Creates a token; with single login, the user's older tokens of the same device are kicked (602). */
export async function issueToken(db: Db, input: IssueInput): Promise<string> {
  const { token, hash } = newToken();
  const kicked = await db.transaction(async (tx) => {
    const ids = input.singleLogin ? await repo.revokeUserTokens(tx, input.userId, 'kicked', input.now, { device: input.device }) : [];
    await repo.insertToken(tx, {
      id: newId(), userId: input.userId, tokenHash: hash, device: input.device, clientId: input.clientId ?? null,
      ip: input.ip, createdAt: input.now, expiresAt: new Date(input.now.getTime() + input.ttlMs),
    });
    return ids;
  });
  // the caller announces usersChanged once its sign-in writes are done: the kicked tokens answer 602 at once everywhere
  tokensRevoked(db, { userId: input.userId, tokenIds: kicked, reason: 'kicked' });
  return token;
}

/**
 * Token → session row, kept for SESSION_CACHE_MS so the auth gate, which runs on every request,
 * does not read the database for each call of the same client. Only rows are kept, never the
 * verdict: revocation, expiry (against the app's clock), cancellation and disabling are checked
 * on every request. Whoever changes a row findSession reads (revokes a token, cancels an account,
 * stores a new project / contract) calls usersChanged([userId]) (realtime/changes.ts) once the
 * write is committed, so the change applies to the very next request on every instance. A change
 * made straight in the database is seen within SESSION_CACHE_MS. While the bus is down the cache
 * is not used. Tokens are 256-bit random, so one cache serves every database a process opens.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSession>>>;
const sessions = new Map<string, { row: SessionRow; until: number }>();
/** Bumped by every forget: a lookup that was in flight meanwhile may have read the old row. */
let sessionGeneration = 0;

/** Drops this process's cached sessions of these users (writers call usersChanged, which calls this everywhere). */
function forgetSessions(userIds: readonly string[]): void {
  sessionGeneration++;
  const ids = new Set(userIds);
  for (const [hash, entry] of sessions) if (ids.has(entry.row.userId)) sessions.delete(hash);
}

/** Drops every cached session (after writing users or tokens outside the app's own paths). */
export function forgetAllSessions(): void {
  sessionGeneration++;
  sessions.clear();
}

registerCache('sessions', (change) => {
  if (change.kind === 'users') forgetSessions(change.userIds);
  else if (change.kind === 'all') forgetAllSessions();
});

async function lookupSession(db: Db, hash: string): Promise<SessionRow | null> {
  if (!cachesTrusted()) return repo.findSession(db, hash);
  const at = performance.now();
  const cached = sessions.get(hash);
  if (cached && cached.until > at) return cached.row;
  if (cached) sessions.delete(hash);
  const generation = sessionGeneration;
  const row = await repo.findSession(db, hash);
  if (row && generation === sessionGeneration) {
    if (sessions.size >= SESSION_CACHE_MAX) sessions.delete(sessions.keys().next().value!); // the oldest
    sessions.set(hash, { row, until: at + SESSION_CACHE_MS });
  }
  return row;
}

/** The caller behind an Authorization header, or the AppError to answer with. */
export async function authenticate(db: Db, header: string | undefined, now: Date): Promise<SessionUser> {
  return (await authenticateSession(db, header, now)).user;
}

/**
 * authenticate, with the token's expiry: the IM socket checks its token once and then holds the
 * session, so it needs to know when the token runs out without reading it again.
 */
export async function authenticateSession(db: Db, header: string | undefined, now: Date): Promise<{ user: SessionUser; expiresAt: number }> {
  const secret = parseAuthorization(header);
  if (!secret) throw header ? REFUSALS.invalid : REFUSALS.missing;
  const s = await lookupSession(db, sha256Hex(secret));
  if (!s) throw REFUSALS.invalid;
  if (s.revokedReason) throw REFUSALS[s.revokedReason as repo.RevokeReason] ?? REFUSALS.invalid;
  if (s.expiresAt.getTime() <= now.getTime()) throw REFUSALS.expired;
  if (s.cancelledAt) throw REFUSALS.cancelled;
  if (!s.enabled) throw REFUSALS.disabled;
  const user: SessionUser = {
    id: s.userId, account: s.account, isAdmin: s.isAdmin, roleIds: [...s.roleIds],
    projectId: s.projectId, contractId: s.contractId, allContracts: s.allContracts ?? true, tokenId: s.tokenId, device: s.device as Device,
    mustChangePassword: s.mustChangePassword,
  };
  return { user, expiresAt: s.expiresAt.getTime() };
}
