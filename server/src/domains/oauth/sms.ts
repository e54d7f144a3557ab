/**
 * Sign-in by SMS code. A code is 6 digits, stored only as a hash, lives SMS_CODE_TTL, is sent
 * once per SMS_RESEND_INTERVAL per number, works once, and SMS_MAX_ATTEMPTS wrong tries burn it.
 * Only the newest code of a number counts. Codes go only to the number of one active account, so
 * the endpoint cannot be used to send SMS to strangers; and it answers every well-formed number
 * alike (a code row is kept for unknown numbers too, never sent, so the resend interval and the
 * daily cap read the same), so it does not tell which numbers are registered.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResult } from '../../../../types/api/oauth.js';
import type { Config, SmsSenderKind } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import { keepOutOfLog } from '../../lib/redact.js';
import type { OauthService, SignInClient, SignInUser } from './service.js';
import * as repo from './sms.repo.js';
import { AliyunSmsSender } from './smsAliyun.js';

/** 'login': a sign-in code; 'initialPassword': an imported person's generated password (importJobs.ts). */
export type SmsPurpose = 'login' | 'initialPassword';

export interface SmsMessage {
  mobile: string;
  /** the secret the message carries: the sign-in code, or the initial password */
  code: string;
  purpose: SmsPurpose;
  /** how long a sign-in code lives (0 for an initial password: until changed at first sign-in) */
  ttlMinutes: number;
  /** the account an initial password is for */
  account?: string;
}

/** Where codes go. Tests pass a capturing one through buildApp's deps. */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** Where SMS_SENDER=log writes codes: DATA_DIR/sms-outbox.log. */
export const SMS_OUTBOX_FILE = 'sms-outbox.log';

/**
 * SMS_SENDER=log: no SMS gateway, for development. Each code is appended to DATA_DIR/sms-outbox.log
 * (read it as the phone's inbox), never to the server log, which must hold no live codes
 * (lib/redact.ts); the log only says that a code went there.
 */
export class OutboxFileSmsSender implements SmsSender {
  constructor(private readonly file: string) {}

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    const line = message.purpose === 'initialPassword'
      ? `${new Date().toISOString()} ${message.mobile} ${message.purpose} ${message.account ?? ''} ${message.code} (首次登录须修改)\n`
      : `${new Date().toISOString()} ${message.mobile} ${message.purpose} ${message.code} (${message.ttlMinutes} 分钟内有效)\n`;
    await fs.promises.appendFile(this.file, line, { mode: 0o600 });
    log.info({ mobile: message.mobile, outbox: this.file }, 'SMS code written to the outbox file (SMS_SENDER=log), not sent');
  }
}

const SENDERS: Record<SmsSenderKind, (config: Config) => SmsSender> = {
  log: (config) => new OutboxFileSmsSender(path.join(config.dataDir, SMS_OUTBOX_FILE)),
  aliyun: (config) => new AliyunSmsSender(config.smsGateway!),
};

export const createSmsSender = (config: Config): SmsSender => SENDERS[config.smsSender](config);

const DAY_MS = 86_400_000;
const MSG = {
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
  /** The one active account of the number, or null (none, several, disabled or cancelled). */
  async function recipientOf(mobile: string): Promise<SignInUser | null> {
    const found = await repo.findUsersByMobile(db, mobile);
    if (found.length !== 1) return null;
    try {
      oauth.assertCanSignIn(found[0]);
    } catch {
      return null; // disabled or cancelled: answered like any other number, nothing sent
    }
    return found[0];
  }

  return {
    async sendLoginCode(mobile: string, log: FastifyBaseLogger): Promise<void> {
      const recipient = await recipientOf(mobile);
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
      if (!recipient) return; // answered as if sent: see the file comment
      keepOutOfLog(code, Date.now() + config.smsCodeTtlMs); // whatever a gateway or a sender writes
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
      // a right code went to the number's one account, unless the accounts changed since
      const found = await repo.findUsersByMobile(db, mobile);
      if (found.length !== 1) throw badRequest(found.length === 0 ? MSG.expired : MSG.sharedMobile);
      return oauth.completeSignIn(found[0], client);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
