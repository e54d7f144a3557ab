/**
 * No live token or SMS code in the server log (issue 10, item 6). The log of real requests (sign-in,
 * the IM socket with the token in its path and in its first frame, SMS send and sign-in, a route
 * that logs its headers and a token on purpose) is captured and searched for every secret handed out.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { SmsMessage, SmsSender } from '../src/domains/oauth/sms.js';
import { redactSecrets } from '../src/lib/redact.js';
import { connectIm } from './im-client.js';
import { call, form, get, seededDb, tokenOf, type TestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let base = '';
const lines: string[] = [];
const sent: SmsMessage[] = [];
const sender: SmsSender = { send: async (m, log) => { sent.push(m); log.info({ smsCode: m.code, mobile: m.mobile }, `SMS ${m.code} queued`); } };

before(async () => {
  t = await seededDb();
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  app = await buildApp({ ...t.config, smsRatePerIp: 1000, smsRatePerNumber: 1000 }, {
    db: t.database.db, logger: { level: 'debug', stream }, smsSender: sender,
  });
  // a careless route of the future: logs what it was sent, secrets and all
  app.get('/api/test/careless', async (request, reply) => {
    request.log.info({ headers: request.headers, token: request.headers.authorization }, `called with ${request.headers.authorization}`);
    request.log.warn(`retry with ?token=${encodeURIComponent(String(request.headers.authorization))}`);
    return reply.ok();
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await app.close();
  await t.close();
});

const secretOf = (token: string) => token.replace(/^bearer /, '');

describe('the server log', () => {
  it('holds none of the tokens, codes and links handed out by real requests', async () => {
    const secrets: string[] = [];
    const keep = (token: string) => { secrets.push(secretOf(token)); return token; };

    const jianli = keep(await tokenOf(app, 'jianli'));
    keep(await tokenOf(app, 'shigong', { headers: { 'jnpf-origin': 'pc' } }));
    // the socket, token in the path (JNPF 3.4) and in the first frame only (the app)
    for (const inPath of [true, false]) {
      const token = keep(await tokenOf(app, 'zongjian'));
      const client = await connectIm(base, token, { inPath });
      assert.equal((await client.next('initMessage')).userId, 'u_zongjian');
      await client.close();
    }
    // SMS send and sign-in
    assert.equal((await call(app, { method: 'GET', url: '/api/oauth/SmsCode/17751632209' })).code, 200);
    const code = sent.at(-1)!.code;
    const sms = await call(app, { method: 'POST', url: '/api/oauth/LoginSms', ...form({ mobile: '17751632209', code }) });
    assert.equal(sms.code, 200, sms.msg);
    keep(sms.data.token);
    // a token in a query, as report links carry it, and the careless route
    assert.equal((await get(app, `/api/oauth/CurrentUser?type=app&token=${encodeURIComponent(jianli)}`, jianli)).code, 200);
    assert.equal((await get(app, '/api/test/careless', sms.data.token)).code, 200);
    // a signed download link (a credential for its 5 minutes)
    const link = `/api/file/Download?encryption=${'a'.repeat(40)}.${'b'.repeat(43)}&name=x.pdf`;
    await app.inject({ method: 'GET', url: link });

    const log = lines.join('');
    assert.ok(log.includes('/api/message/websocket'), 'the socket requests were logged');
    assert.ok(log.includes('/api/test/careless'), 'the careless route was logged');
    for (const secret of secrets) assert.ok(!log.includes(secret), `a token secret in the log: ${secret.slice(0, 8)}…`);
    assert.ok(!log.includes(code), 'the SMS code in the log');
    assert.ok(!log.includes('b'.repeat(43)), 'the download link signature in the log');
    assert.doesNotMatch(log, /bearer(\s|%20|\+)+(?!\[REDACTED\])/i, 'a bearer value in the log');
    assert.match(log, /\[REDACTED\]/, 'the redacted places are marked');
  });
});

describe('redactSecrets', () => {
  const token = `bearer ${'0123456789abcdef'.repeat(4)}`;
  const cases: Array<[string, string]> = [
    [`{"url":"/api/message/websocket/${encodeURIComponent(token)}"}`, '{"url":"/api/message/websocket/[REDACTED]"}'],
    [`{"url":"/api/message/websocket/${'0123456789abcdef'.repeat(4)}?x=1"}`, '{"url":"/api/message/websocket/[REDACTED]?x=1"}'],
    [`{"msg":"Authorization: ${token}"}`, '{"msg":"Authorization: bearer [REDACTED]"}'],
    ['{"url":"/r?a=1&token=abc.def&b=2"}', '{"url":"/r?a=1&token=[REDACTED]&b=2"}'],
    ['{"url":"/api/oauth/getTicketStatus/t123"}', '{"url":"/api/oauth/getTicketStatus/[REDACTED]"}'],
    ['{"smsCode":"123456","mobile":"15062218843"}', '{"smsCode":"[REDACTED]","mobile":"15062218843"}'],
    ['{"code":200,"msg":"ok"}', '{"code":200,"msg":"ok"}'],
  ];
  for (const [line, redacted] of cases) it(line, () => assert.equal(redactSecrets(line), redacted));
});
