/**
 * Sign-in by SMS code. A code is 6 digits, stored only as a hash, lives SMS_CODE_TTL, is sent
 * once per SMS_RESEND_INTERVAL per number, works once, and SMS_MAX_ATTEMPTS wrong tries burn it.
 * Only the newest code of a number counts. Codes go only to numbers of existing accounts, so the
 * endpoint cannot be used to send SMS to strangers.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResult } from '../../../../types/api/oauth.js';
import type { Config, SmsSenderKind } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import type { OauthService, SignInClient, SignInUser } from './service.js';
import * as repo from './sms.repo.js';

export type SmsPurpose = 'login';

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  ttlMinutes: number;
}

/** Where codes go. Tests pass a capturing one through buildApp's deps. */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** SMS_SENDER=log: no SMS gateway; the code is written to the server log, for development. */
export class LogSmsSender implements SmsSender {
  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    log.info({ mobile: message.mobile, smsCode: message.code, purpose: message.purpose }, 'SMS code (SMS_SENDER=log: written here, not sent)');
  }
}

const SENDERS: Record<SmsSenderKind, () => SmsSender> = {
  log: () => new LogSmsSender(),
};

export const createSmsSender = (kind: SmsSenderKind): SmsSender => SENDERS[kind]();

const DAY_MS = 86_400_000;
const MSG = {
  unknownMobile: '该手机号未注册',
  sharedMobile: '该手机号关联多个账号,请使用账号密码登录',
  wait: (seconds: number) => `请${seconds}秒后再获取验证码`,
  daily: '该手机号今日获取验证码次数已达上限,请明天再试',
  sendFailed: '短信发送失败,请稍后再试',
  expired: '验证码已失效,请重新获取',
  wrong: (left: number) => `验证码错误,还可尝试${left}次`,
  burnt: '验证码错误次数过多,请重新获取',
} as const;

const hashCode = (id: string, code: string): string => sha256Hex(`${id}:${code}`);

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SmsDeps {
  db: Db;
  config: Config;
  now: () => Date;
  oauth: OauthService;
  sender: SmsSender;
  /** Makes a code: 6 digits. */
  newCode?: () => string;
}

const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createSmsService({ db, config, now, oauth, sender, newCode = randomCode }: SmsDeps) {
  async function accountOf(mobile: string): Promise<SignInUser> {
    const found = await repo.findUsersByMobile(db, mobile);
    if (found.length === 0) throw badRequest(MSG.unknownMobile);
    if (found.length > 1) throw badRequest(MSG.sharedMobile);
    return found[0];
  }

  return {
    async sendLoginCode(mobile: string, log: FastifyBaseLogger): Promise<void> {
      oauth.assertCanSignIn(await accountOf(mobile)); // no SMS for an account that cannot sign in
      const at = now();
      const id = newId();
      const code = newCode();
      await db.transaction(async (tx) => {
        await repo.lockMobile(tx, mobile);
        const last = await repo.latestCode(tx, mobile, 'login');
        const waitMs = last ? last.createdAt.getTime() + config.smsResendIntervalMs - at.getTime() : 0;
        if (waitMs > 0) throw badRequest(MSG.wait(Math.ceil(waitMs / 1000)));
        if ((await repo.countCodesSince(tx, mobile, new Date(at.getTime() - DAY_MS))) >= config.smsDailyLimit) throw badRequest(MSG.daily);
        await repo.deleteCodesBefore(tx, new Date(at.getTime() - DAY_MS));
        await repo.insertCode(tx, {
          id, mobilePhone: mobile, purpose: 'login', codeHash: hashCode(id, code),
          createdAt: at, expiresAt: new Date(at.getTime() + config.smsCodeTtlMs),
        });
      });
      // outside the transaction: a slow gateway must not hold the database
      try {
        await sender.send({ mobile, code, purpose: 'login', ttlMinutes: Math.ceil(config.smsCodeTtlMs / 60_000) }, log);
      } catch (err) {
        log.error({ err, mobile }, 'SMS sending failed');
        await repo.deleteCode(db, id); // not sent: the number may ask again at once
        throw badRequest(MSG.sendFailed);
      }
    },

    async loginWithSms(mobile: string, code: string, client: SignInClient): Promise<LoginResult> {
      const user = await accountOf(mobile);
      const at = now();
      const row = await repo.latestCode(db, mobile, 'login');
      if (!row || row.consumedAt || row.attempts >= config.smsMaxAttempts || row.expiresAt.getTime() <= at.getTime()) {
        throw badRequest(MSG.expired);
      }
      if (!sameHash(row.codeHash, hashCode(row.id, code))) {
        const tries = await repo.recordWrongAttempt(db, row.id, config.smsMaxAttempts, at);
        if (tries === null) throw badRequest(MSG.expired);
        const left = config.smsMaxAttempts - tries;
        throw badRequest(left > 0 ? MSG.wrong(left) : MSG.burnt);
      }
      if (!(await repo.consumeCode(db, row.id, config.smsMaxAttempts, at))) throw badRequest(MSG.expired);
      return oauth.completeSignIn(user, client);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
