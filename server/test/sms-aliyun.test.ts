/**
 * SMS_SENDER=aliyun (dysmsapi SendSms) against a fake gateway that recomputes the RPC signature on
 * its own from the documented algorithm; the signing checked against Alibaba's documented example;
 * a refusal and a timeout reported with why, and logged without the password or the key; initial
 * passwords of an import job sent by SMS, the unsent ones (no number, or refused) shown with why.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig, type SmsGatewayConfig } from '../src/config.js';
import { createFileService } from '../src/domains/file/service.js';
import type { SmsMessage, SmsSender } from '../src/domains/oauth/sms.js';
import { AliyunSmsSender, rpcSignature, SmsGatewayError } from '../src/domains/oauth/smsAliyun.js';
import { createImportJobs, type ImportJobView } from '../src/domains/permission/importJobs.js';
import { createPeopleImport } from '../src/domains/permission/peopleImport.js';
import { until } from './helpers.js';
import { adminWorld, type AdminWorld } from './admin-world.js';

/** RFC 3986 by bytes, written apart from the sender's: unreserved kept, every other byte %XX. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(method: string, params: Record<string, string>, secret: string): string {
  const pairs = Object.entries(params).filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${encode('/')}&${encode(canonical)}`).digest('base64');
}

type Answer = (params: Record<string, string>) => { Code: string; Message: string } | null;

/** A fake dysmsapi: checks each request's signature and answers as `answer` says (null: never answers). */
async function fakeGateway(secret: string, answer: Answer) {
  const seen: Array<Record<string, string>> = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      seen.push(params);
      const reply = (o: object) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ RequestId: 'r1', ...o })); };
      if (req.method !== 'POST' || params.Signature !== expectedSignature('POST', params, secret)) return reply({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      const a = answer(params);
      if (a === null) return held.push(res);
      reply(a);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen,
    async close() { for (const r of held) r.destroy(); await new Promise((resolve) => server.close(resolve)); },
  };
}

function capturingLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write(chunk, _e, cb) { lines.push(String(chunk)); cb(); } }));
  return { log, lines };
}

const SECRET = 'test-secret-Zq9';
const gatewayConfig = (endpoint: string, timeoutMs = 5000): SmsGatewayConfig => ({
  accessKeyId: 'LTAItestid', accessKeySecret: SECRET, signName: '苏通路桥', endpoint, timeoutMs,
  templates: { login: 'SMS_1001', initialPassword: 'SMS_2002' },
});
const PASSWORD_MESSAGE: SmsMessage = { mobile: '13900001111', code: 'Kp7mWx3hQa', purpose: 'initialPassword', ttlMinutes: 0, account: 'zhang3' };

describe('Aliyun SMS gateway', () => {
  it('signs as Alibaba\'s documented example does', () => {
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z', Format: 'XML', AccessKeyId: 'testid', Action: 'DescribeRegions', SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf', Version: '2014-05-26', SignatureVersion: '1.0',
    };
    assert.equal(rpcSignature('GET', params, 'testsecret'), 'CT9X0VtwR86fNWSnsc6v8YGOjuE=');
    assert.equal(expectedSignature('GET', params, 'testsecret'), 'CT9X0VtwR86fNWSnsc6v8YGOjuE=', 'the test\'s own signer agrees with the example');
  });

  it('sends SendSms with the initial-password template, signed as the gateway recomputes it', async () => {
    const gw = await fakeGateway(SECRET, () => ({ Code: 'OK', Message: 'OK' }));
    try {
      const { log } = capturingLog();
      await new AliyunSmsSender(gatewayConfig(gw.url), () => new Date('2026-11-25T06:00:00.123Z')).send(PASSWORD_MESSAGE, log);
      const [p] = gw.seen;
      assert.equal(p.Action, 'SendSms');
      assert.equal(p.Version, '2017-05-25');
      assert.equal(p.PhoneNumbers, '13900001111');
      assert.equal(p.SignName, '苏通路桥');
      assert.equal(p.TemplateCode, 'SMS_2002');
      assert.deepEqual(JSON.parse(p.TemplateParam), { account: 'zhang3', password: 'Kp7mWx3hQa' });
      assert.equal(p.Timestamp, '2026-11-25T06:00:00Z');
      assert.equal(p.SignatureMethod, 'HMAC-SHA1');
      assert.equal(p.AccessKeyId, 'LTAItestid');
    } finally {
      await gw.close();
    }
  });

  it('a refusal and a timeout are errors that say why, logged without the password or the key', async () => {
    const gw = await fakeGateway(SECRET, (p) => (p.PhoneNumbers === '13900002222' ? null : { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' }));
    try {
      const { log, lines } = capturingLog();
      const sender = new AliyunSmsSender(gatewayConfig(gw.url, 300));
      await assert.rejects(sender.send(PASSWORD_MESSAGE, log), (e: unknown) => e instanceof SmsGatewayError && /流控/.test(e.message));
      const at = Date.now();
      await assert.rejects(sender.send({ ...PASSWORD_MESSAGE, mobile: '13900002222' }, log), (e: unknown) => e instanceof SmsGatewayError && /超时/.test(e.message));
      assert.ok(Date.now() - at < 3000, 'given up after the timeout');
      assert.equal(lines.length, 2);
      for (const line of lines) {
        assert.ok(!line.includes('Kp7mWx3hQa'), line);
        assert.ok(!line.includes(SECRET), line);
      }
      const wrong = new AliyunSmsSender({ ...gatewayConfig(gw.url), accessKeySecret: 'another' });
      await assert.rejects(wrong.send(PASSWORD_MESSAGE, log), /拒绝/, 'the fake gateway refuses a wrong signature');
    } finally {
      await gw.close();
    }
  });

  it('SMS_SENDER=aliyun needs its keys, sign name and sign-in template', () => {
    assert.throws(() => loadConfig({ SMS_SENDER: 'aliyun' }, { cwd: '/tmp', repoRoot: '/tmp' }), /SMS_ACCESS_KEY_ID/);
    const c = loadConfig({ SMS_SENDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_LOGIN: 'SMS_1' }, { cwd: '/tmp', repoRoot: '/tmp' });
    assert.equal(c.smsGateway?.timeoutMs, 5000);
    assert.equal(c.smsGateway?.templates.initialPassword, null);
  });
});

describe('initial passwords by SMS in an import job', () => {
  let w: AdminWorld;
  before(async () => { w = await adminWorld(); });
  after(async () => { await w.close(); });

  it('sends each password to its person\'s mobile; only the unsent are shown, each with why', async () => {
    const sent: SmsMessage[] = [];
    const sender: SmsSender = {
      async send(m) {
        if (m.mobile === '13900003333') throw new SmsGatewayError('isv.MOBILE_NUMBER_ILLEGAL', '短信网关拒绝:非法手机号');
        sent.push(m);
      },
    };
    const db = w.t.database.db;
    const imports = createPeopleImport(db, createFileService({ db, config: w.t.config, now: () => new Date(), store: w.app.fileStore }));
    const jobs = createImportJobs({ db, imports, now: () => new Date(), log: w.app.log, sms: sender });
    const unconfigured = createImportJobs({ db, imports, now: () => new Date(), log: w.app.log });
    const admin = { id: 'u_admin', isAdmin: true, account: 'admin', ip: '127.0.0.1' };
    const row = (account: string, mobilePhone: string) => ({ account, realName: `短信${account}`, organize: '苏通路桥工程集团有限公司', project: 'NJGK', mobilePhone });
    const list = [row('sms1', '13900004444'), row('sms2', ''), row('sms3', '13900003333')];
    await assert.rejects(unconfigured.start(admin, { list, sms: true } as never), /未配置短信/);

    const started = await jobs.start(admin, { list, sms: true } as never);
    let job: ImportJobView | undefined;
    await until(async () => { job = await jobs.read(admin, started.id, undefined); return job.state === 'finished'; }, 'the job', 30_000);
    job = await jobs.read(admin, started.id, started.key);
    assert.deepEqual([job.snum, job.smsSent, job.sms], [3, 1, true]);
    assert.deepEqual(sent.map((m) => [m.mobile, m.purpose, m.account]), [['13900004444', 'initialPassword', 'sms1']]);
    const shown = Object.fromEntries(job.passwords!.map((p) => [p.account, p.note]));
    assert.deepEqual(Object.keys(shown).sort(), ['sms2', 'sms3'], 'the one sent is never shown');
    assert.match(shown.sms2!, /未填手机号码/);
    assert.match(shown.sms3!, /非法手机号/);
    await jobs.stop();
    await unconfigured.stop();
  });
});
