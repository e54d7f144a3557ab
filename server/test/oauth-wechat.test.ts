/**
 * WeChat and third-party sign-in, against a fake WeChat API: a real HTTP server on a random
 * port, reached through WECHAT_API_BASE exactly as api.weixin.qq.com would be.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../types/api/oauth.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { userSocials, users } from '../src/db/schema.js';
import { call, DEMO_MD5, form, get, seededDb, testClock, type TestDb } from './helpers.js';
import { assertNothingWritten, SIGN_IN_TRY } from './unchanged.js';

const APPID = 'wx-test-appid';
const SECRET = 'wx-test-secret';

/** Canned answers by code; both exchanges (mini-program and web) read the same table. */
const ANSWERS: Record<string, () => { status?: number; body: string; delayMs?: number }> = {
  'code-a': () => ({ body: JSON.stringify({ openid: 'openid-a', session_key: 'sk', unionid: 'union-a' }) }),
  'code-a2': () => ({ body: JSON.stringify({ openid: 'openid-a', session_key: 'sk' }) }),
  'code-b': () => ({ body: JSON.stringify({ openid: 'openid-b', session_key: 'sk' }) }),
  'code-c': () => ({ body: JSON.stringify({ openid: 'openid-c', session_key: 'sk' }) }),
  'code-d': () => ({ body: JSON.stringify({ openid: 'openid-d', session_key: 'sk' }) }),
  'code-e': () => ({ body: JSON.stringify({ openid: 'openid-e', session_key: 'sk' }) }),
  bad: () => ({ body: JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }) }),
  odd: () => ({ body: JSON.stringify({ errcode: 99999, errmsg: 'something new' }) }),
  garbage: () => ({ status: 502, body: '<html>bad gateway</html>' }),
  slow: () => ({ body: JSON.stringify({ openid: 'openid-slow' }), delayMs: 1500 }),
};

interface FakeWechat { base: string; calls: URL[]; close(): Promise<void> }

async function fakeWechat(): Promise<FakeWechat> {
  const calls: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url);
    const known = url.pathname === '/sns/jscode2session' || url.pathname === '/sns/oauth2/access_token';
    const code = url.searchParams.get(url.pathname === '/sns/jscode2session' ? 'js_code' : 'code') ?? '';
    const ok = known && url.searchParams.get('appid') === APPID && url.searchParams.get('secret') === SECRET
      && url.searchParams.get('grant_type') === 'authorization_code';
    const answer = !ok ? { body: JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }) }
      : ANSWERS[code]?.() ?? { body: JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }) };
    const send = () => res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' }).end(answer.body);
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`, calls,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestDb;
let wechat: FakeWechat;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function build(overrides: Partial<Config> = {}, now?: () => Date): Promise<FastifyInstance> {
  const a = await buildApp({
    ...t.config, wechatApiBase: wechat.base, wechatAppId: APPID, wechatSecret: SECRET, wechatTimeoutMs: 500, ...overrides,
  }, { db: t.database.db, now, logger: false });
  apps.push(a);
  return a;
}

before(async () => {
  t = await seededDb();
  wechat = await fakeWechat();
  app = await build();
});
after(async () => {
  for (const a of apps) await a.close();
  await wechat.close();
  await t.close();
});

const byCode = (a: FastifyInstance, code: string) => get(a, `/api/oauth/GetWechatUserInfoByCode?code=${encodeURIComponent(code)}`);
const bind = (a: FastifyInstance, fields: Record<string, string>) => call(a, { method: 'POST', url: '/api/oauth/WeChatBinding', ...form(fields) });
const bindingCount = async () => (await t.database.db.select({ n: count() }).from(userSocials))[0].n;
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);
/** A refused sign-in with a wrong password: only its try is counted (the sign-in lock). */
const wrongPassword = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work, SIGN_IN_TRY);
const accountOf = async (token: string) => (await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token)).data?.userInfo.userAccount;

async function bindKeyFor(code: string): Promise<string> {
  const res = await byCode(app, code);
  assert.equal(res.code, 200, res.msg);
  assert.equal(res.data.bound, false);
  return res.data.bindKey;
}

describe('GET /api/oauth/GetWechatUserInfoByCode and POST /api/oauth/WeChatBinding', () => {
  it('answers an unbound openid with a bind key, and never the openid itself', async () => {
    const res = await byCode(app, 'code-a');
    assert.equal(res.code, 200);
    assert.equal(res.data.bound, false);
    assert.match(res.data.bindKey, /^[0-9a-f]{48}$/);
    assert.equal(res.data.expiresIn, 300);
    assert.doesNotMatch(JSON.stringify(res), /openid|union-a|sk/);
    const last = wechat.calls.at(-1)!;
    assert.equal(last.pathname, '/sns/jscode2session');
    assert.deepEqual(Object.fromEntries(last.searchParams), { appid: APPID, secret: SECRET, js_code: 'code-a', grant_type: 'authorization_code' });
  });

  it('names bad input and writes nothing', async () => {
    const bindKey = await bindKeyFor('code-a');
    await wrongPassword(async () => {
      assert.deepEqual(await bind(app, { account: 'jianli', password: DEMO_MD5 }), { code: 400, msg: 'bindKey 不能为空' });
      assert.deepEqual(await bind(app, { account: 'jianli', password: 'Demo@1234', bindKey }), { code: 400, msg: 'password 格式不正确' });
      assert.deepEqual(await bind(app, { password: DEMO_MD5, bindKey }), { code: 400, msg: 'account 不能为空' });
      assert.deepEqual(await get(app, '/api/oauth/GetWechatUserInfoByCode'), { code: 400, msg: 'code 不能为空' });
      assert.deepEqual(await bind(app, { account: 'jianli', password: 'f'.repeat(32), bindKey }), { code: 400, msg: '账号或密码错误' });
    });
  });

  it('binds by password, signs in, then signs in by code alone', async () => {
    const bindKey = await bindKeyFor('code-a');
    const res = await bind(app, { account: 'jianli', password: DEMO_MD5, bindKey });
    assert.equal(res.code, 200, res.msg);
    assert.match(res.data.token, /^bearer [0-9a-f]{64}$/);
    assert.equal(await accountOf(res.data.token), 'jianli');
    const [row] = await t.database.db.select().from(userSocials).where(eq(userSocials.openId, 'openid-a'));
    assert.equal(row.userId, 'u_jianli');
    assert.equal(row.unionId, 'union-a');

    const again = await byCode(app, 'code-a2');
    assert.equal(again.code, 200);
    assert.equal(again.data.bound, true);
    assert.equal(again.data.theme, 'classic');
    assert.equal(await accountOf(again.data.token), 'jianli');
  });

  it('takes a bind key once', async () => {
    const bindKey = await bindKeyFor('code-b');
    assert.equal((await bind(app, { account: 'zongjian', password: DEMO_MD5, bindKey })).code, 200);
    await refusal(async () => {
      assert.deepEqual(await bind(app, { account: 'zongjian', password: DEMO_MD5, bindKey }), { code: 400, msg: '微信授权已过期,请重新进入小程序' });
      assert.deepEqual(await bind(app, { account: 'zongjian', password: DEMO_MD5, bindKey: 'ab'.repeat(24) }), { code: 400, msg: '微信授权已过期,请重新进入小程序' });
    });
  });

  it('keeps one openid per user and one user per openid', async () => {
    const before = await bindingCount();
    // jianli already has openid-a
    const other = await bindKeyFor('code-c');
    await refusal(async () => {
      assert.deepEqual(await bind(app, { account: 'jianli', password: DEMO_MD5, bindKey: other }), { code: 400, msg: '该账号已绑定其他微信,请先解绑' });
    });
    // keys for one openid asked before it was bound: another account loses, the same one is fine
    const [first, second, third] = [await bindKeyFor('code-d'), await bindKeyFor('code-d'), await bindKeyFor('code-d')];
    assert.equal((await bind(app, { account: 'shigong', password: DEMO_MD5, bindKey: first })).code, 200);
    await refusal(async () => {
      assert.deepEqual(await bind(app, { account: 'shiyan', password: DEMO_MD5, bindKey: second }), { code: 400, msg: '该微信已绑定其他账号' });
    });
    assert.equal((await bind(app, { account: 'shigong', password: DEMO_MD5, bindKey: third })).code, 200);
    assert.equal(await bindingCount(), before + 1);
  });

  it('refuses to bind a disabled account and binds nothing', async () => {
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'wugang'));
    const bindKey = await bindKeyFor('code-e');
    await refusal(async () => {
      const res = await bind(app, { account: 'wugang', password: DEMO_MD5, bindKey });
      assert.equal(res.code, 400);
      assert.match(res.msg, /禁用/);
    });
  });

  it('lets a bind key expire', async () => {
    const clock = testClock();
    const timed = await build({ ticketTtlMs: 60_000 }, clock.now);
    const res = await byCode(timed, 'code-e');
    assert.equal(res.data.expiresIn, 60);
    clock.advance(60_001);
    await refusal(async () => {
      assert.deepEqual(await bind(timed, { account: 'liuyang', password: DEMO_MD5, bindKey: res.data.bindKey }), { code: 400, msg: '微信授权已过期,请重新进入小程序' });
    });
  });

  it('turns WeChat errors, garbage, timeouts and an unreachable host into clear 400s', async () => {
    const [wrongSecret, offline, unconfigured] = [
      await build({ wechatSecret: 'nope' }), await build({ wechatApiBase: `http://127.0.0.1:${await closedPort()}` }),
      await build({ wechatAppId: null, wechatSecret: null }),
    ];
    await refusal(async () => {
      assert.deepEqual(await byCode(app, 'bad'), { code: 400, msg: '微信登录凭证无效,请重新进入小程序' });
      assert.deepEqual(await byCode(app, 'odd'), { code: 400, msg: '微信登录失败(错误码 99999),请稍后再试' });
      assert.deepEqual(await byCode(app, 'garbage'), { code: 400, msg: '微信服务器响应异常,请稍后再试' });
      assert.deepEqual(await byCode(app, 'slow'), { code: 400, msg: '微信服务器响应超时,请稍后再试' });
      assert.deepEqual(await byCode(wrongSecret, 'code-a'), { code: 400, msg: '微信 AppSecret 配置有误,请联系管理员' });
      assert.deepEqual(await byCode(offline, 'code-a'), { code: 400, msg: '无法连接微信服务器,请稍后再试' });
      assert.deepEqual(await byCode(unconfigured, 'code-a'), { code: 400, msg: '未配置微信登录' });
    });
  });

  it('limits code exchanges per client address', async () => {
    const limited = await build({ loginRatePerIp: 2 });
    const ip = { remoteAddress: '10.9.0.1' };
    const hit = () => call(limited, { method: 'GET', url: '/api/oauth/GetWechatUserInfoByCode?code=bad', ...ip });
    await refusal(async () => {
      assert.equal((await hit()).code, 400);
      assert.equal((await hit()).code, 400);
      const tripped = await hit();
      assert.equal(tripped.code, 429);
      assert.match(tripped.msg, /频繁/);
      assert.equal((await call(limited, { method: 'GET', url: '/api/oauth/GetWechatUserInfoByCode?code=bad', remoteAddress: '10.9.0.2' })).code, 400);
    });
  });

  it('limits binding tries per account, as password sign-in does', async () => {
    const limited = await build({ loginRatePerAccount: 2 });
    const bindKey = (await byCode(limited, 'code-e')).data.bindKey;
    await wrongPassword(async () => {
      for (let i = 0; i < 2; i++) assert.equal((await bind(limited, { account: 'liuyang', password: 'a'.repeat(32), bindKey })).code, 400);
      assert.equal((await bind(limited, { account: 'liuyang', password: DEMO_MD5, bindKey })).code, 429);
    });
  });
});

describe('social sign-in', () => {
  it('lists only configured providers', async () => {
    const list = await get(app, '/api/oauth/Login/socials?ticket=t1');
    assert.deepEqual(list, { code: 200, msg: 'Success', data: [
      { enname: 'wechat_open', name: '微信', icon: 'icon-ym icon-ym-wechat', renderUrl: '/api/oauth/socials/render/wechat_open?ticket=t1' },
    ] });
    assert.equal((await get(app, '/api/oauth/getLoginConfig')).data.socialsList[0].enname, 'wechat_open');
    const unconfigured = await build({ wechatAppId: null, wechatSecret: null });
    assert.deepEqual((await get(unconfigured, '/api/oauth/Login/socials')).data, []);
    await refusal(async () => {
      assert.deepEqual(await get(unconfigured, '/api/oauth/socials/render/wechat_open?ticket=x'), { code: 400, msg: '未配置该第三方登录' });
    });
  });

  it('renders the WeChat authorize URL for a live ticket, and refuses other sources', async () => {
    const ticket = (await get(app, '/api/oauth/getTicket')).data as string;
    const res = await call(app, { method: 'GET', url: `/api/oauth/socials/render/wechat_open?ticket=${ticket}`, headers: { host: 'siteflow.example.cn' } });
    assert.equal(res.code, 200);
    const url = new URL(res.data);
    assert.equal(url.origin + url.pathname, 'https://open.weixin.qq.com/connect/qrconnect');
    assert.equal(url.hash, '#wechat_redirect');
    assert.equal(url.searchParams.get('appid'), APPID);
    assert.equal(url.searchParams.get('state'), ticket);
    assert.equal(url.searchParams.get('scope'), 'snsapi_login');
    assert.equal(url.searchParams.get('redirect_uri'), `http://siteflow.example.cn/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}`);
    assert.doesNotMatch(res.data, new RegExp(SECRET));

    await refusal(async () => {
      for (const source of ['qq', 'dingtalk', 'github', '__proto__']) {
        assert.deepEqual(await get(app, `/api/oauth/socials/render/${source}?ticket=${ticket}`), { code: 400, msg: '未配置该第三方登录' });
        assert.deepEqual(await get(app, `/api/oauth/socials/app/callback/${source}?uuid=${ticket}`), { code: 400, msg: '未配置该第三方登录' });
      }
      assert.deepEqual(await get(app, '/api/oauth/socials/render/wechat_open'), { code: 400, msg: 'ticket 不能为空' });
      assert.deepEqual(await get(app, '/api/oauth/socials/render/wechat_open?ticket=nope'), { code: 400, msg: '登录票据无效或已过期' });
    });
  });

  it('completes the ticket through the callback for a bound WeChat user', async () => {
    const ticket = (await get(app, '/api/oauth/getTicket')).data as string;
    await refusal(async () => {
      assert.deepEqual(await get(app, `/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}`), { code: 400, msg: 'code 不能为空' });
      assert.deepEqual(await get(app, `/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}&code=code-e`),
        { code: 400, msg: '该微信尚未绑定账号,请先在小程序中用账号密码绑定' });
    });
    const res = await get(app, `/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}&code=code-a&state=${ticket}`);
    assert.deepEqual(res, { code: 200, msg: '登录成功' });
    assert.equal(wechat.calls.at(-1)!.pathname, '/sns/oauth2/access_token');
    const done = await get(app, `/api/oauth/getTicketStatus/${ticket}`);
    assert.equal(done.data.status, 'success');
    assert.equal(await accountOf(done.data.value), 'jianli');
    await refusal(async () => {
      assert.deepEqual(await get(app, `/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}&code=code-a`), { code: 400, msg: '登录票据无效或已过期' });
    });
  });
});
