/**
 * Sign-in rules. Every way in (password here; SMS in sms.ts, WeChat and social in socials.ts) ends in
 * `completeSignIn` with a user it has found and checked: tokens, single login, tickets and
 * the working context are decided there once.
 */
import type { LoginConfig, LoginResult, LoginTicketState } from '../../../../types/api/oauth.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { burnVerifyTime, verifyPassword } from '../../lib/password.js';
import { tokensRevoked } from '../../realtime/revocations.js';
import { recordSignIn } from '../system/audit.js';
import { resolveContext } from './context.js';
import { socialLoginList } from './socials.js';
import * as repo from './repo.js';
import type { Device } from './repo.js';
import { nextTicketStatus, ticketStatus, type StoredStatus, type TicketEvent, type TicketState } from './tickets.js';
import { issueToken, type SessionUser } from './tokens.js';
import { usersChanged } from '../../realtime/changes.js';

export interface OauthDeps {
  db: Db;
  config: Config;
  now: () => Date;
}

/** Where a sign-in comes from. */
export interface SignInClient {
  device: Device;
  ip: string;
  clientId?: string;
  /** A login ticket (QR / social) the new token is handed to. */
  ticket?: string;
}

const THEME = 'classic';
const MSG = {
  badCredentials: '账号或密码错误',
  cancelled: '该账号已注销,无法登录',
  disabled: '该账号已被禁用,请联系管理员',
  badTicket: '登录票据无效或已过期',
  unknownTicket: '登录票据不存在或已失效',
  adminCancel: '管理员账号不能注销',
  locked: (until: Date) => `密码错误次数过多,账号已锁定,请于${chinaTime(until)}后再试`,
} as const;

/** 2025-03-01 14:05, in China time (UTC+8, no daylight saving), as the users read it. */
const chinaTime = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const asState = (row: repo.TicketRow): TicketState => ({ status: row.status as StoredStatus, expiresAt: row.expiresAt });

/** An account found by any way in (password, SMS, WeChat); the password lock concerns checkPassword only. */
export type SignInUser = Omit<NonNullable<Awaited<ReturnType<typeof repo.findUserByAccount>>>, 'lockedUntil'>;

export function createOauthService({ db, config, now }: OauthDeps) {
  async function checkTicket(id: string | undefined, event: TicketEvent): Promise<void> {
    if (!id) return;
    const ticket = await repo.findTicket(db, id);
    if (!ticket || !nextTicketStatus(asState(ticket), event, now())) throw badRequest(MSG.badTicket);
  }

  /** Refuses an account that may not sign in, before anything is written for it. */
  function assertCanSignIn(user: SignInUser): void {
    if (user.cancelledAt) throw badRequest(MSG.cancelled);
    if (!user.enabled) throw badRequest(MSG.disabled);
  }

  /**
   * `password` is md5(plain) in hex; a wrong password and an unknown account read the same.
   * LOGIN_LOCK_THRESHOLD wrong passwords within LOGIN_LOCK_WINDOW lock the account's password
   * sign-in for LOGIN_LOCK_DURATION, right password or not; the lock is in the users row, so every
   * instance keeps it. A sign-in that succeeds (by any way) starts the count again. A wrong
   * password of an account is kept in the audit with its try (system/audit.ts); a guess at an
   * account that does not exist writes nothing.
   */
  async function checkPassword(account: string, password: string, ip: string): Promise<SignInUser> {
    const user = await repo.findUserByAccount(db, account);
    if (!user) {
      await burnVerifyTime(password);
      throw badRequest(MSG.badCredentials);
    }
    const at = now();
    if (user.lockedUntil && user.lockedUntil.getTime() > at.getTime()) throw badRequest(MSG.locked(user.lockedUntil));
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lockedUntil = await db.transaction(async (tx) => {
        const until = await repo.recordLoginFailure(tx, user.id, at, {
          threshold: config.loginLockThreshold, windowMs: config.loginLockWindowMs, lockMs: config.loginLockMs,
        });
        await recordSignIn(tx, user, ip, until ? 'locked' : 'wrongPassword', at);
        return until;
      });
      throw badRequest(lockedUntil ? MSG.locked(lockedUntil) : MSG.badCredentials);
    }
    return user;
  }

  async function completeSignIn(user: SignInUser, client: SignInClient): Promise<LoginResult> {
    assertCanSignIn(user);
    await checkTicket(client.ticket, 'login');
    const at = now();
    const token = await issueToken(db, {
      userId: user.id, device: client.device, clientId: client.clientId, ip: client.ip, now: at,
      ttlMs: config.tokenTtlMs, singleLogin: config.singleLogin,
    });
    await db.transaction(async (tx) => {
      await repo.recordLogin(tx, user.id, client.ip, at);
      await recordSignIn(tx, user, client.ip, 'signIn', at, client.device === 'web' ? '网页' : '移动端');
    });
    await usersChanged([user.id]); // kicked tokens, prevLogin of CurrentUser
    await resolveContext(db, user, at);
    if (client.ticket) {
      await repo.updateTicket(db, client.ticket, ['waiting', 'scanned'], { status: 'success', userId: user.id, token });
    }
    return { token, theme: THEME };
  }

  return {
    completeSignIn,
    assertCanSignIn,
    checkPassword,

    async loginWithPassword(account: string, password: string, client: SignInClient): Promise<LoginResult> {
      return completeSignIn(await checkPassword(account, password, client.ip), client);
    },

    async logout(session: SessionUser): Promise<void> {
      await repo.revokeToken(db, session.tokenId, 'logout', now());
      // the sockets' logout first: every instance hears it before the change (IM socket recheck)
      tokensRevoked(db, { userId: session.id, tokenIds: [session.tokenId], reason: 'logout' });
      await usersChanged([session.id]);
    },

    /** Account cancellation: the account can no longer sign in and every token dies. */
    async cancelAccount(session: SessionUser): Promise<void> {
      if (session.isAdmin) throw badRequest(MSG.adminCancel);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.markCancelled(tx, session.id, at);
        await repo.revokeUserTokens(tx, session.id, 'cancelled', at);
      });
      tokensRevoked(db, { userId: session.id, reason: 'cancelled' });
      await usersChanged([session.id]);
    },

    loginConfig(): LoginConfig {
      return { redirect: false, ticketParams: 'jnpf_ticket', socialsList: socialLoginList(config) };
    },

    async createTicket(): Promise<string> {
      const at = now();
      await repo.deleteExpiredTickets(db, new Date(at.getTime() - config.ticketTtlMs));
      const id = newId();
      await repo.insertTicket(db, { id, status: 'waiting', createdAt: at, expiresAt: new Date(at.getTime() + config.ticketTtlMs) });
      return id;
    },

    /** The poller's view. A success is handed out once, then the ticket is gone. */
    async ticketState(id: string): Promise<LoginTicketState> {
      const ticket = await repo.findTicket(db, id);
      if (!ticket) throw badRequest(MSG.unknownTicket);
      const status = ticketStatus(asState(ticket), now());
      if (status !== 'success') return { status };
      await repo.deleteTicket(db, id);
      return { status, value: ticket.token ?? undefined, theme: THEME };
    },

    /** The signed-in app scanned the QR code. */
    async scanTicket(id: string, session: SessionUser): Promise<void> {
      const ticket = await repo.findTicket(db, id);
      if (!ticket || nextTicketStatus(asState(ticket), 'scan', now()) === null) throw badRequest(MSG.badTicket);
      if (!(await repo.updateTicket(db, id, [ticket.status], { status: 'scanned', userId: session.id }))) throw badRequest(MSG.badTicket);
    },

    /** The app confirmed: the waiting web page gets a web token of this user. */
    async confirmTicket(id: string, session: SessionUser, ip: string): Promise<void> {
      const ticket = await repo.findTicket(db, id);
      if (!ticket || nextTicketStatus(asState(ticket), 'confirm', now()) === null) throw badRequest(MSG.badTicket);
      if (ticket.userId && ticket.userId !== session.id) throw badRequest(MSG.badTicket);
      const user = await repo.findUserByAccount(db, session.account);
      if (!user) throw badRequest(MSG.badTicket);
      await completeSignIn(user, { device: 'web', ip, ticket: id });
    },
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
