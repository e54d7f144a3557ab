/**
 * A NUL character anywhere in a request is bad input (issue 10, item 7): PostgreSQL takes no NUL
 * in text or jsonb and used to fail the statement (code 500). One hook refuses it for every route,
 * in the path, the query, a form or a JSON body, keys and nested values included; the IM socket
 * refuses such a frame. The same hook refuses nesting too deep to serialise (JSON.stringify
 * overflows the stack: a 500 when the body was stored or keyed for idempotency).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEPTH_MSG, inputProblem, MAX_DEPTH, NUL_MSG } from '../src/lib/input.js';
import { connectIm } from './im-client.js';
import { buildTestApp, DEMO_MD5, form, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
let token = '';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  token = await tokenOf(app, 'jianli');
});
after(async () => {
  await app.close();
  await t.close();
});

const REFUSED = { code: 400, msg: '请求包含非法字符' };
const json = (method: InjectOptions['method'], url: string, payload: string): InjectOptions =>
  ({ method, url, payload, headers: { authorization: token, 'content-type': 'application/json' } });

describe('a NUL character', () => {
  const cases: Array<[string, () => InjectOptions]> = [
    ['in a query (the address book)', () => ({ method: 'GET', url: '/api/permission/Users/All?keyword=a%00b', headers: { authorization: token } })],
    ['in a query key', () => ({ method: 'GET', url: '/api/permission/Users/All?key%00word=a', headers: { authorization: token } })],
    ['in a path parameter', () => ({ method: 'GET', url: '/api/app/User/u_shi%00gong', headers: { authorization: token } })],
    ['in a patterned path parameter', () => ({ method: 'GET', url: '/api/system/BillRule/BillNumber/daily%00Report', headers: { authorization: token } })],
    ['in the login account (form)', () => ({ method: 'POST', url: '/api/oauth/Login', ...form({ account: 'jian\u0000li', password: DEMO_MD5 }) })],
    ['in the login account (query)', () => ({ method: 'GET', url: `/api/oauth?account=jian%00li&password=${DEMO_MD5}` })],
    ['in a SMS sign-in (form)', () => ({ method: 'POST', url: '/api/oauth/LoginSms', ...form({ mobile: '15062218843', code: '12345\u0000' }) })],
    ['in a JSON string', () => json('POST', '/api/system/CommonWords', JSON.stringify({ commonWordsText: '同意\u0000', commonWordsType: 1 }))],
    ['in a JSON key', () => json('PUT', '/api/permission/Users/Current/BaseInfo', '{"real\\u0000Name":"李明"}')],
    ['deep in a JSON body', () => json('POST', '/api/visualdev/OnlineDev/module_hazardRectify', JSON.stringify({ data: JSON.stringify({ title: 'x' }), extra: [[[{ a: ['\u0000'] }]]] }))],
    ['in a form record (visualdev data)', () => json('POST', '/api/visualdev/OnlineDev/module_hazardRectify', JSON.stringify({ data: '{"title":"a\\u0000b"}' }))],
  ];
  for (const [where, request] of cases) {
    it(`${where} is refused as bad input, nothing written`, async () => {
      await assertNothingWritten(t.database.db, async () => {
        const res = await app.inject(request());
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), REFUSED);
      });
    });
  }

  it('in an IM frame is refused with an error frame, the socket stays open', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectIm(base, token);
    try {
      await client.next('initMessage');
      await assertNothingWritten(t.database.db, async () => {
        client.send('SendMessage', { toUserId: 'u_zongjian', messageType: 'text', messageContent: '你好\u0000' });
        assert.equal((await client.next('error')).msg, '请求包含非法字符');
      });
      client.send('SendMessage', { toUserId: 'u_zongjian', messageType: 'text', messageContent: '你好' });
      assert.equal((await client.next('sendMessage')).toMessage, '你好');
    } finally {
      await client.close();
    }
  });
});

describe('nesting too deep', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const cases: Array<[string, () => InjectOptions]> = [
    ['a deep body resent with an Idempotency-Key', () => ({
      ...json('POST', '/api/system/CommonWords', `{"commonWordsText":"x","extra":${deep(100_000)}}`),
      headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': 'k-deep' },
    })],
    ['deep form data of a launch', () => json('POST', '/api/workflow/Engine/FlowTask', `{"flowId":"flow_hazardRectify","status":"1","formData":{"title":${deep(50_000)}}}`)],
    ['just past the limit', () => json('PUT', '/api/permission/Users/Current/BaseInfo', `{"realName":${deep(MAX_DEPTH)}}`)],
  ];
  for (const [what, request] of cases) {
    it(`${what} is refused as bad input, nothing written`, async () => {
      await assertNothingWritten(t.database.db, async () => {
        const res = await app.inject(request());
        assert.deepEqual(res.json(), { code: 400, msg: '请求内容嵌套过深' });
      });
    });
  }

  it('a body as deep as forms go is still read', async () => {
    const res = await app.inject(json('PUT', '/api/permission/Users/Current/BaseInfo', `{"realName":${deep(MAX_DEPTH - 1)}}`));
    assert.deepEqual(res.json(), { code: 400, msg: 'realName 类型不正确' }, 'refused by its schema, not by depth');
  });
});

describe('inputProblem', () => {
  it('finds NUL at any depth, in keys too, and its JSON escape; nothing in clean input', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < MAX_DEPTH - 1; i++) deep = [deep];
    assert.equal(inputProblem(deep), NUL_MSG);
    assert.equal(inputProblem({ ['k\u0000']: 1 }), NUL_MSG);
    assert.equal(inputProblem('{"title":"a\\u0000"}'), NUL_MSG, 'its JSON escape, in JSON inside a string');
    assert.equal(inputProblem(new Array(500_000).fill(0)), null);
    assert.equal(inputProblem({ a: ['b', { c: 'd' }], n: 1, z: null }), null);
  });

  it('refuses nesting past MAX_DEPTH without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    assert.equal(inputProblem(deep), DEPTH_MSG);
  });
});
