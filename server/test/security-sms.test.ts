/**
 * The SMS code endpoints do not tell which numbers are registered (issue 10, item 9): a number of
 * an account and a number of nobody get the same answers, in the same order, and only the
 * account's number gets an SMS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { users } from '../src/db/schema.js';
import type { SmsMessage, SmsSender } from '../src/domains/oauth/sms.js';
import { call, form, seededDb, testClock, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const REGISTERED = '15062218843'; // jianli
const DISABLED = '13327716058'; // gaofeng, disabled below
const STRANGER = '13800000000';

let t: TestDb;
let app: FastifyInstance;
const sent: SmsMessage[] = [];
const sender: SmsSender = { send: async (m) => { sent.push(m); } };
const clock = testClock();

before(async () => {
  t = await seededDb();
  app = await buildApp({ ...t.config, smsRatePerIp: 1000, smsRatePerNumber: 1000 }, { db: t.database.db, logger: false, now: clock.now, smsSender: sender });
  await t.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'gaofeng'));
});
after(async () => {
  await app.close();
  await t.close();
});

const requestCode = (mobile: string) => call(app, { method: 'GET', url: `/api/oauth/SmsCode/${mobile}` });
const loginSms = (mobile: string, code: string) => call(app, { method: 'POST', url: '/api/oauth/LoginSms', ...form({ mobile, code }) });

describe('GET SmsCode for a registered number and for any other', () => {
  it('answers the same, and sends only to the account', async () => {
    const answers = [];
    for (const mobile of [REGISTERED, STRANGER, DISABLED]) answers.push(await requestCode(mobile));
    assert.deepEqual(answers[1], answers[0]);
    assert.deepEqual(answers[2], answers[0]);
    assert.deepEqual(answers[0], { code: 200, msg: '验证码已发送' });
    assert.deepEqual(sent.map((m) => m.mobile), [REGISTERED], 'no SMS to a stranger or a disabled account');
  });

  it('holds both to the same resend interval, with the same words', async () => {
    clock.advance(20_000);
    const registered = await assertNothingWritten(t.database.db, () => requestCode(REGISTERED));
    const stranger = await assertNothingWritten(t.database.db, () => requestCode(STRANGER));
    assert.deepEqual(stranger, registered);
    assert.deepEqual(registered, { code: 400, msg: '请40秒后再获取验证码' });
  });

  it('answers a wrong code alike, and a number that never asked alike', async () => {
    const code = sent.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    assert.deepEqual(await loginSms(STRANGER, wrong), await loginSms(REGISTERED, wrong));
    assert.deepEqual(await loginSms(STRANGER, wrong), { code: 400, msg: '验证码错误,还可尝试3次' });
    const never = await assertNothingWritten(t.database.db, () => loginSms('13800000009', '123456'));
    assert.deepEqual(never, { code: 400, msg: '验证码已失效,请重新获取' });
    assert.equal((await loginSms(REGISTERED, code)).code, 200, 'the account still signs in with its code');
  });
});
