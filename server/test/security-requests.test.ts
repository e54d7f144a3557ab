/**
 * Requests that used to do more than asked (issue 10, items 11 and 12): an Idempotency-Key resent
 * with another body is refused (422) instead of answered with the first body's answer; previewing
 * a bill number takes none (only a save does); CORS answers only the configured origins.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { commonWords } from '../src/db/schema.js';
import { buildTestApp, call, get, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(Date.parse('2024-05-20T10:00:00+08:00'));
const tokens: Record<string, string> = {};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['jianli', 'anquan']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('an Idempotency-Key resent with another body', () => {
  const post = (key: string, body: object) => app.inject({
    method: 'POST', url: '/api/system/CommonWords', payload: body,
    headers: { authorization: tokens.jianli, 'idempotency-key': key },
  });
  const named = async (text: string) => (await t.database.db.select({ n: count() }).from(commonWords).where(eq(commonWords.wordsText, text)))[0].n;

  it('is refused with 422 in the envelope, and nothing is written', async () => {
    const first = await post('k-body-1', { commonWordsText: '同意整改', commonWordsType: 1 });
    assert.equal(first.json().code, 200);
    await assertNothingWritten(t.database.db, async () => {
      const other = await post('k-body-1', { commonWordsText: '不同意整改', commonWordsType: 1 });
      assert.equal(other.statusCode, 200);
      assert.deepEqual(other.json(), { code: 422, msg: '幂等键已用于内容不同的请求,请勿重复使用' });
    });
    assert.equal(await named('不同意整改'), 0);
  });

  it('with the same body, in any key order, is still the same request: answered from the first', async () => {
    const first = await post('k-body-2', { commonWordsText: '已阅', commonWordsType: 1 });
    const again = await post('k-body-2', { commonWordsType: 1, commonWordsText: '已阅' });
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    assert.equal(await named('已阅'), 2, 'the system word and this one; the resend wrote none');
  });
});

describe('GET BillRule/BillNumber', () => {
  const url = '/api/system/BillRule/BillNumber/hazardRectification';

  it('shows the next number without taking it; the save takes it', async () => {
    const shown = await assertNothingWritten(t.database.db, async () => {
      const a = await get(app, url, tokens.anquan);
      const b = await get(app, url, tokens.jianli);
      assert.equal(a.code, 200);
      assert.deepEqual(b, a, 'the same number for everyone until a save takes it');
      return a.data as string;
    });
    assert.equal(shown, 'YHZG202405200001');

    const photos = await photosOf(app, tokens.anquan);
    const launched = await call(app, {
      method: 'POST', url: '/api/workflow/Engine/FlowTask', headers: { authorization: tokens.anquan }, payload: {
        flowId: 'flow_hazardRectify', status: '0', formData: {
          title: '护栏缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+320',
          description: '承台四周未设防护栏杆', photos, rectifyDeadline: Date.UTC(2026, 10, 30),
        },
      },
    });
    assert.equal(launched.code, 200, launched.msg);
    const detail = await get(app, `/api/workflow/Engine/FlowBefore/${launched.data.id}`, tokens.anquan);
    assert.equal(detail.data.formData.hazardNo, shown);
    assert.equal((await get(app, url, tokens.anquan)).data, 'YHZG202405200002');
  });
});

describe('CORS', () => {
  const FOREIGN = 'https://evil.example';
  const ALLOWED = 'https://app.example.com';
  const preflight = (a: FastifyInstance, origin: string) => a.inject({
    method: 'OPTIONS', url: '/api/oauth/CurrentUser', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  const simple = (a: FastifyInstance, origin: string) => a.inject({ method: 'GET', url: '/api/app/Version', headers: { origin } });

  it('answers a foreign origin without Access-Control-Allow-Origin, by default', async () => {
    for (const res of [await preflight(app, FOREIGN), await simple(app, FOREIGN)]) {
      assert.equal(res.headers['access-control-allow-origin'], undefined);
      assert.equal(res.headers['access-control-allow-credentials'], undefined);
    }
    assert.equal((await simple(app, FOREIGN)).json().code, 200, 'the server itself still answers (same-origin clients send Origin too)');
  });

  it('reads CORS_ORIGINS as a list of origins, refusing anything else', () => {
    assert.deepEqual(loadConfig({}).corsOrigins, []);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: ' https://a.example.com, http://localhost:10086/ ,' }).corsOrigins,
      ['https://a.example.com', 'http://localhost:10086']);
    for (const bad of ['*', 'a.example.com', 'https://a.example.com/app', 'ftp://a.example.com']) {
      assert.throws(() => loadConfig({ CORS_ORIGINS: bad }), /CORS_ORIGINS/, bad);
    }
  });

  it('allows exactly the origins of CORS_ORIGINS', async () => {
    const configured = await buildTestApp(t, { corsOrigins: [ALLOWED] });
    try {
      const pre = await preflight(configured, ALLOWED);
      assert.equal(pre.headers['access-control-allow-origin'], ALLOWED);
      assert.match(String(pre.headers['access-control-allow-headers']), /Authorization/);
      assert.equal((await simple(configured, ALLOWED)).headers['access-control-allow-origin'], ALLOWED);
      assert.equal((await preflight(configured, FOREIGN)).headers['access-control-allow-origin'], undefined);
      assert.equal((await simple(configured, FOREIGN)).headers['access-control-allow-origin'], undefined);
      assert.equal((await simple(configured, `${ALLOWED}.evil.example`)).headers['access-control-allow-origin'], undefined);
    } finally {
      await configured.close();
    }
  });
});
