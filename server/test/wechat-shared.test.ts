/**
 * WeChat's access_token and jsapi_ticket are shared by every instance through Redis: two
 * instances asked at once for JS-SDK signatures fetch each from WeChat once between them (each
 * fetch of a new token invalidates the one the other holds, and fetches per day are limited).
 * Skipped unless REDIS_URL is set (CI sets it, see .ci/run).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { REDIS_PREFIX } from '../src/realtime/plugin.js';
import { buildTestApp, seededDb, tokenOf, type TestDb } from './helpers.js';
import { fakeWechat, type FakeWechat } from './wechat-fake.js';

const REDIS_URL = process.env.REDIS_URL;
const QUERY = 'timestamp=1700000000&noncestr=abc&url=' + encodeURIComponent('https://app.example.cn/pages/index/apply');

describe('WeChat tokens shared by instances', { skip: !REDIS_URL && 'needs REDIS_URL' }, () => {
  let t: TestDb;
  let wechat: FakeWechat;
  let apps: FastifyInstance[] = [];

  before(async () => {
    const redis = new Redis(REDIS_URL!);
    const stale = await redis.keys(`${REDIS_PREFIX}:shared:*`);
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    t = await seededDb();
    wechat = await fakeWechat('wx-mp', 'mp-secret');
    const config = { redisUrl: REDIS_URL!, wechatApiBase: wechat.base, wechatAppId: 'wx-mp', wechatSecret: 'mp-secret' };
    apps = [await buildTestApp(t, config), await buildTestApp(t, config)];
  });
  after(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await wechat?.close();
    await t?.close();
  });

  it('fetches the token and the ticket once for both instances, asked at once', async () => {
    const token = await tokenOf(apps[0], 'jianli');
    const asks = apps.flatMap((app) => [1, 2, 3].map(() => app.inject({ url: `/api/message/wechatopen/getJssdkSinature?${QUERY}`, headers: { authorization: token } })));
    const signatures = new Set((await Promise.all(asks)).map((res) => (res.json() as { signature: string }).signature));
    assert.equal(signatures.size, 1);
    assert.deepEqual(wechat.calls, ['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });
});
