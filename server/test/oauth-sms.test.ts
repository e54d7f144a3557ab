/** Sign-in by SMS code, with a capturing sender and a clock the tests move. */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../types/api/oauth.js';
import { buildApp, type AppDeps } from '../src/app.js';
import type { Config } from '../src/config.js';
import { smsCodes } from '../src/db/schema.js';
import { SMS_OUTBOX_FILE, type SmsMessage, type SmsSender } from '../src/domains/oauth/sms.js';
import { call, form, get, seededDb, testClock, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const MOBILE = {
  jianli: '15062218843', zongjian: '13913825506', shigong: '13962158820', shiyan: '15252904683',
  anquan: '13770851296', yezhu: '15851863370', liuyang: '17751632209', mali: '13813960475', hejing: '15195837014',
} as const;

class CapturingSender implements SmsSender {
  sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('gateway down');
    }
    this.sent.push(message);
  }
  lastCode(mobile: string): string {
    const m = [...this.sent].reverse().find((s) => s.mobile === mobile);
    assert.ok(m, `no SMS to ${mobile}`);
    return m.code;
  }
}

/** SMS codes: the ones a test queued, then random 6 digits as the server makes them. */
const codes = {
  queued: [] as string[],
  next: (): string => codes.queued.shift() ?? String(randomInt(0, 1_000_000)).padStart(6, '0'),
};

let t: TestDb;
let app: FastifyInstance;
const sender = new CapturingSender();
const clock = testClock();
const apps: FastifyInstance[] = [];

async function build(overrides: Partial<Config>, deps: Partial<AppDeps>): Promise<FastifyInstance> {
  const a = await buildApp({ ...t.config, smsRatePerIp: 1000, smsRatePerNumber: 1000, ...overrides }, { db: t.database.db, logger: false, ...deps });
  apps.push(a);
  return a;
}

before(async () => {
  t = await seededDb();
  app = await build({}, { now: clock.now, smsSender: sender, smsCode: codes.next });
});
after(async () => {
  for (const a of apps) await a.close();
  await t.close();
});

const requestCode = (a: FastifyInstance, mobile: string, remoteAddress?: string) =>
  call(a, { method: 'GET', url: `/api/oauth/SmsCode/${mobile}`, remoteAddress });
const loginSms = (a: FastifyInstance, fields: Record<string, string>, remoteAddress?: string) =>
  call(a, { method: 'POST', url: '/api/oauth/LoginSms', ...form(fields), remoteAddress });
const latestRow = async (mobile: string) =>
  (await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobilePhone, mobile)).orderBy(desc(smsCodes.createdAt)).limit(1))[0];
const MINUTE = 60_000;
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);
/** A wrong code is refused and counted against its code (sms_codes), and nothing else is written. */
const countedTry = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work, { ignore: ['sms_codes'] });

describe('GET /api/oauth/SmsCode/{mobile}', () => {
  it('sends a 6-digit code, stored only hashed, living 5 minutes', async () => {
    const res = await requestCode(app, MOBILE.jianli);
    assert.deepEqual(res, { code: 200, msg: '验证码已发送' });
    const sms = sender.sent.at(-1)!;
    assert.equal(sms.mobile, MOBILE.jianli);
    assert.match(sms.code, /^\d{6}$/);
    assert.equal(sms.ttlMinutes, 5);
    const row = await latestRow(MOBILE.jianli);
    assert.match(row.codeHash, /^[0-9a-f]{64}$/);
    assert.ok(!row.codeHash.includes(sms.code));
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 5 * MINUTE);
    assert.equal(row.createdAt.getTime(), clock.now().getTime());
  });

  it('names a malformed number, sending and writing nothing; an unknown one reads as sent and gets nothing', async () => {
    const sent = sender.sent.length;
    await refusal(async () => {
      for (const bad of ['12345', '23800000000', '1380000000a', '138000000001']) {
        assert.deepEqual(await requestCode(app, bad), { code: 400, msg: 'mobile 格式不正确' }, bad);
      }
    });
    // security-sms.test.ts: registered or not, the answers are the same
    assert.deepEqual(await requestCode(app, '13800000000'), { code: 200, msg: '验证码已发送' });
    assert.equal(sender.sent.length, sent);
  });

  it('sends one code per minute per number, saying how long to wait; only the newest code counts', async () => {
    codes.queued.push('135246');
    assert.equal((await requestCode(app, MOBILE.zongjian)).code, 200);
    const first = sender.lastCode(MOBILE.zongjian);
    await refusal(async () => assert.deepEqual(await requestCode(app, MOBILE.zongjian), { code: 400, msg: '请60秒后再获取验证码' }));
    clock.advance(35_000);
    await refusal(async () => assert.deepEqual(await requestCode(app, MOBILE.zongjian), { code: 400, msg: '请25秒后再获取验证码' }));
    assert.equal((await requestCode(app, MOBILE.shigong)).code, 200, 'other numbers are not held up');
    clock.advance(25_000);
    codes.queued.push('642531');
    assert.equal((await requestCode(app, MOBILE.zongjian)).code, 200);
    const second = sender.lastCode(MOBILE.zongjian);
    assert.deepEqual([first, second], ['135246', '642531']);
    await countedTry(async () => assert.deepEqual(await loginSms(app, { mobile: MOBILE.zongjian, code: first }), { code: 400, msg: '验证码错误,还可尝试4次' }));
    assert.equal((await loginSms(app, { mobile: MOBILE.zongjian, code: second })).code, 200);
  });

  it('caps the codes one number gets in a day', async () => {
    const capped = await build({ smsDailyLimit: 2 }, { now: clock.now, smsSender: sender });
    for (let i = 0; i < 2; i++) {
      assert.equal((await requestCode(capped, MOBILE.mali)).code, 200);
      clock.advance(MINUTE);
    }
    await refusal(async () => assert.deepEqual(await requestCode(capped, MOBILE.mali), { code: 400, msg: '该手机号今日获取验证码次数已达上限,请明天再试' }));
    clock.advance(24 * 60 * MINUTE);
    assert.equal((await requestCode(capped, MOBILE.mali)).code, 200);
  });

  it('answers a failed send with 400 and lets the number ask again at once', async () => {
    sender.failNext = true;
    await refusal(async () => assert.deepEqual(await requestCode(app, MOBILE.hejing), { code: 400, msg: '短信发送失败,请稍后再试' }));
    assert.equal((await requestCode(app, MOBILE.hejing)).code, 200);
  });

  it('writes the code to DATA_DIR/sms-outbox.log with the default sender (SMS_SENDER=log), not to the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logged = await build({}, { now: clock.now, logger: { level: 'info', stream } });
    assert.equal((await requestCode(logged, MOBILE.liuyang)).code, 200);
    const outbox = fs.readFileSync(path.join(t.config.dataDir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n');
    const code = / 17751632209 login (\d{6}) /.exec(outbox.at(-1)!)?.[1];
    assert.ok(code, `the code in the outbox: ${outbox.at(-1)}`);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.outbox);
    assert.ok(entry, 'a log line saying where the code went');
    assert.equal(entry.mobile, MOBILE.liuyang);
    assert.ok(entry.reqId, 'written through the request logger');
    assert.ok(lines.every((l) => !l.includes(code)), 'the code is in no log line');
    assert.equal((await loginSms(logged, { mobile: MOBILE.liuyang, code })).code, 200);
  });
});

describe('POST /api/oauth/LoginSms', () => {
  it('signs in with the code, once', async () => {
    assert.equal((await requestCode(app, MOBILE.shiyan)).code, 200);
    const code = sender.lastCode(MOBILE.shiyan);
    const res = await loginSms(app, { mobile: MOBILE.shiyan, code });
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.msg, '登录成功');
    assert.match(res.data.token, /^bearer [0-9a-f]{64}$/);
    const me = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', res.data.token);
    assert.equal(me.data!.userInfo.userAccount, 'shiyan');
    assert.deepEqual(await loginSms(app, { mobile: MOBILE.shiyan, code }), { code: 400, msg: '验证码已失效,请重新获取' });
  });

  it('names bad input and writes nothing', async () => {
    clock.advance(MINUTE);
    assert.equal((await requestCode(app, MOBILE.anquan)).code, 200);
    await refusal(async () => {
      assert.deepEqual(await loginSms(app, { mobile: MOBILE.anquan }), { code: 400, msg: 'code 不能为空' });
      assert.deepEqual(await loginSms(app, { mobile: MOBILE.anquan, code: '12ab56' }), { code: 400, msg: 'code 格式不正确' });
      assert.deepEqual(await loginSms(app, { mobile: MOBILE.anquan, code: '1234567' }), { code: 400, msg: 'code 格式不正确' });
      assert.deepEqual(await loginSms(app, { code: '123456' }), { code: 400, msg: 'mobile 不能为空' });
      assert.deepEqual(await loginSms(app, { mobile: '0150622188', code: '123456' }), { code: 400, msg: 'mobile 格式不正确' });
      assert.deepEqual(await loginSms(app, { mobile: '13800000001', code: '123456' }), { code: 400, msg: '验证码已失效,请重新获取' });
    }); // no try counted, no token made
    assert.equal((await loginSms(app, { mobile: MOBILE.anquan, code: sender.lastCode(MOBILE.anquan) })).code, 200);
  });

  it('counts wrong codes and burns the code at the fifth', async () => {
    clock.advance(MINUTE);
    assert.equal((await requestCode(app, MOBILE.jianli)).code, 200);
    const code = sender.lastCode(MOBILE.jianli);
    const wrong = code === '000000' ? '111111' : '000000';
    await countedTry(async () => {
      for (let left = 4; left >= 1; left--) {
        assert.deepEqual(await loginSms(app, { mobile: MOBILE.jianli, code: wrong }), { code: 400, msg: `验证码错误,还可尝试${left}次` });
      }
      assert.deepEqual(await loginSms(app, { mobile: MOBILE.jianli, code: wrong }), { code: 400, msg: '验证码错误次数过多,请重新获取' });
    });
    await refusal(async () => assert.deepEqual(await loginSms(app, { mobile: MOBILE.jianli, code }), { code: 400, msg: '验证码已失效,请重新获取' }));
    const row = await latestRow(MOBILE.jianli);
    assert.equal(row.attempts, 5);
    assert.ok(row.consumedAt);
  });

  it('refuses a code after its 5 minutes', async () => {
    clock.advance(MINUTE);
    assert.equal((await requestCode(app, MOBILE.jianli)).code, 200);
    const code = sender.lastCode(MOBILE.jianli);
    clock.advance(5 * MINUTE);
    await refusal(async () => assert.deepEqual(await loginSms(app, { mobile: MOBILE.jianli, code }), { code: 400, msg: '验证码已失效,请重新获取' }));
  });

  it('refuses a number that never asked for a code', () => refusal(async () => {
    assert.deepEqual(await loginSms(app, { mobile: MOBILE.yezhu, code: '123456' }), { code: 400, msg: '验证码已失效,请重新获取' });
  }));
});

describe('SMS rate limits', () => {
  it('limits calls per number, across sending and signing in', async () => {
    const limited = await build({ smsRatePerNumber: 3, smsRatePerIp: 1000 }, { now: clock.now, smsSender: sender });
    clock.advance(MINUTE);
    assert.equal((await requestCode(limited, MOBILE.yezhu, '10.1.0.1')).code, 200);
    await countedTry(async () => {
      assert.equal((await loginSms(limited, { mobile: MOBILE.yezhu, code: '000000' }, '10.1.0.2')).code, 400);
      assert.equal((await loginSms(limited, { mobile: MOBILE.yezhu, code: '000000' }, '10.1.0.3')).code, 400);
    });
    await refusal(async () => {
      const tripped = await loginSms(limited, { mobile: MOBILE.yezhu, code: sender.lastCode(MOBILE.yezhu) }, '10.1.0.4');
      assert.equal(tripped.code, 429);
      assert.match(tripped.msg, /^操作过于频繁,请\d+秒后再试$/);
    });
    assert.equal((await requestCode(limited, MOBILE.jianli, '10.1.0.1')).code === 429, false, 'other numbers are not limited');
  });

  it('limits calls per client address', async () => {
    const limited = await build({ smsRatePerNumber: 1000, smsRatePerIp: 2 }, { now: clock.now, smsSender: sender });
    const ip = '10.2.0.1';
    await refusal(async () => {
      assert.equal((await loginSms(limited, { mobile: MOBILE.shigong, code: '000000' }, ip)).code, 400);
      assert.equal((await loginSms(limited, { mobile: MOBILE.shiyan, code: '000000' }, ip)).code, 400);
      assert.equal((await requestCode(limited, MOBILE.zongjian, ip)).code, 429);
      assert.equal((await loginSms(limited, { mobile: MOBILE.shiyan, code: '000000' }, '10.2.0.2')).code, 400);
    });
  });
});
