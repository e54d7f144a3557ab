import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { badRequest } from '../src/lib/errors.js';
import { commonWords, idempotencyKeys } from '../src/db/schema.js';
import { IDEMPOTENCY_MESSAGES as M, KEY_TTL_MS } from '../src/plugins/idempotency.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten, type UnchangedOptions } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(Date.parse('2024-05-20T10:00:00+08:00'));
const tokens: Record<string, string> = {};
/** How often each throwaway route's handler ran. */
const runs = { crash: 0, refuse: 0, slow: 0 };
let releaseSlow: () => void = () => {};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  // throwaway routes for what no real endpoint does on demand: crash once, refuse, take its time
  app.post('/api/test/crash', async (_request, reply) => {
    if (runs.crash++ === 0) throw new Error('boom');
    return reply.ok({ attempt: runs.crash });
  });
  app.post('/api/test/refuse', async () => {
    runs.refuse++;
    throw badRequest('整改期限不能早于今天');
  });
  app.post('/api/test/slow', async (_request, reply) => {
    runs.slow++;
    await new Promise<void>((resolve) => { releaseSlow = resolve; });
    return reply.ok({ slow: runs.slow });
  });
  for (const account of ['admin', 'jianli']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

const WORDS = '/api/system/CommonWords';
const send = (opts: { method?: InjectOptions['method']; url?: string; key?: string; who?: string; payload?: unknown }) => {
  const headers: Record<string, string> = { authorization: tokens[opts.who ?? 'jianli'] };
  if (opts.key !== undefined) headers['idempotency-key'] = opts.key;
  return app.inject({ method: opts.method ?? 'POST', url: opts.url ?? WORDS, headers, payload: (opts.payload ?? {}) as InjectOptions['payload'] });
};
const word = (text: string) => ({ commonWordsText: text, commonWordsType: 1 });
const wordsNamed = async (text: string) =>
  (await t.database.db.select({ n: count() }).from(commonWords).where(eq(commonWords.wordsText, text)))[0].n;
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>, options?: UnchangedOptions) => assertNothingWritten(t.database.db, work, options);
const keysStored = async () => (await t.database.db.select({ n: count() }).from(idempotencyKeys))[0].n;

describe('the same key', () => {
  it('writes once and answers the second time identically, without running the handler', async () => {
    const first = await send({ key: 'k-once_1', payload: word('同意整改') });
    const again = await send({ key: 'k-once_1', payload: word('同意整改') });
    assert.equal(first.json().code, 200);
    assert.deepEqual(again.json(), first.json());
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(await wordsNamed('同意整改'), 1);
  });

  it('is refused for another url or method, and that attempt runs nothing', async () => {
    await send({ key: 'k-other', payload: word('钥匙只用一次') });
    await refusal(async () => {
      const elsewhere = await send({ key: 'k-other', url: '/api/test/crash' });
      assert.deepEqual(elsewhere.json(), { code: 400, msg: M.otherRequest });
      const otherMethod = await send({ key: 'k-other', method: 'PUT', url: `${WORDS}/x`, payload: word('改') });
      assert.deepEqual(otherMethod.json(), { code: 400, msg: M.otherRequest });
    });
    assert.equal(runs.crash, 0);
    assert.equal(await wordsNamed('钥匙只用一次'), 1);
  });

  it('answers "in progress" while the first attempt runs, then the stored answer', async () => {
    // inject is lazy until then() is called: start it now
    const first = Promise.resolve(send({ key: 'k-slow', url: '/api/test/slow' }));
    while (runs.slow === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await refusal(async () => {
      const meanwhile = await send({ key: 'k-slow', url: '/api/test/slow' });
      assert.deepEqual(meanwhile.json(), { code: 400, msg: M.inProgress });
    });
    releaseSlow();
    assert.deepEqual((await first).json(), { code: 200, msg: 'Success', data: { slow: 1 } });
    const later = await send({ key: 'k-slow', url: '/api/test/slow' });
    assert.deepEqual(later.json(), { code: 200, msg: 'Success', data: { slow: 1 } });
    assert.equal(runs.slow, 1);
  });

  it('keeps a 400 refusal: the same answer, the handler not run again', async () => {
    // the refusal is kept under its key, and nothing else is written
    const first = await refusal(() => send({ key: 'k-refuse', url: '/api/test/refuse' }), { ignore: ['idempotency_keys'] });
    const again = await refusal(() => send({ key: 'k-refuse', url: '/api/test/refuse' }));
    assert.deepEqual(first.json(), { code: 400, msg: '整改期限不能早于今天' });
    assert.deepEqual(again.json(), first.json());
    assert.equal(runs.refuse, 1);
  });

  it('does not keep a crash: the resend runs the handler again', async () => {
    const first = await send({ key: 'k-crash', url: '/api/test/crash' });
    assert.equal(first.json().code, 500);
    const again = await send({ key: 'k-crash', url: '/api/test/crash' });
    assert.deepEqual(again.json(), { code: 200, msg: 'Success', data: { attempt: 2 } });
    const third = await send({ key: 'k-crash', url: '/api/test/crash' });
    assert.deepEqual(third.json(), again.json());
    assert.equal(runs.crash, 2);
  });
});

describe('independent requests', () => {
  it('different keys write twice', async () => {
    await send({ key: 'k-a', payload: word('两把钥匙') });
    await send({ key: 'k-b', payload: word('两把钥匙') });
    assert.equal(await wordsNamed('两把钥匙'), 2);
  });

  it('another user with the same key is another request', async () => {
    const mine = await send({ key: 'k-shared', payload: word('各自的') });
    const theirs = await send({ key: 'k-shared', who: 'admin', payload: word('各自的') });
    assert.equal(theirs.json().code, 200);
    assert.notEqual(theirs.json().data.id, mine.json().data.id);
    assert.equal(await wordsNamed('各自的'), 2);
  });

  it('without a key nothing changes: each request runs, nothing is stored', async () => {
    const before = await keysStored();
    const a = await send({ payload: word('没有钥匙') });
    const b = await send({ payload: word('没有钥匙') });
    assert.notEqual(a.json().data.id, b.json().data.id);
    assert.equal(await wordsNamed('没有钥匙'), 2);
    assert.equal(await keysStored(), before);
  });

  it('ignores the key on GET and without a signed-in user', async () => {
    const before = await keysStored();
    const list = await send({ method: 'GET', url: `${WORDS}/Selector?type=App`, key: 'k-get', payload: undefined });
    assert.equal(list.json().code, 200);
    await refusal(async () => {
      const anonymous = await app.inject({ method: 'POST', url: WORDS, headers: { 'idempotency-key': 'k-anon' }, payload: word('x') });
      assert.equal(anonymous.json().code, 600);
    });
    assert.equal(await keysStored(), before);
  });
});

describe('keys', () => {
  it('refuses a key that is too long or has other characters', async () => {
    await refusal(async () => {
      for (const key of ['k'.repeat(101), 'has space', '钥匙', 'a/b']) {
        const res = await send({ key, payload: word('坏钥匙') });
        assert.deepEqual(res.json(), { code: 400, msg: M.badKey }, key);
      }
    });
    assert.equal((await send({ key: 'k'.repeat(100), payload: word('坏钥匙') })).json().code, 200);
    assert.equal(await wordsNamed('坏钥匙'), 1);
  });

  it('lets the browser send it across origins (the ones CORS_ORIGINS allows)', async () => {
    const cors = await buildTestApp(t, { corsOrigins: ['http://localhost:10086'] }, clock.now);
    try {
      const res = await cors.inject({
        method: 'OPTIONS', url: WORDS,
        headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,idempotency-key' },
      });
      assert.match(String(res.headers['access-control-allow-headers']), /Idempotency-Key/i);
    } finally {
      await cors.close();
    }
  });

  it('forgets a key after 24 hours: it runs again and old keys are swept', async () => {
    await send({ key: 'k-day', payload: word('隔天再来') });
    clock.advance(KEY_TTL_MS + 60_000);
    for (const account of ['admin', 'jianli']) tokens[account] = await tokenOf(app, account);
    const again = await send({ key: 'k-day', payload: word('隔天再来') });
    assert.equal(again.json().code, 200);
    assert.equal(await wordsNamed('隔天再来'), 2);
    assert.equal(await keysStored(), 1, 'only the fresh claim is left');
    const res = await call(app, { method: 'POST', url: WORDS, headers: { authorization: tokens.jianli, 'idempotency-key': 'k-day' }, payload: word('隔天再来') });
    assert.equal(res.data.id, again.json().data.id);
  });
});
