/**
 * Two app instances on one PostgreSQL, each with its own connection pool, joined by the Redis bus:
 * users connected to different instances chat, see each other's presence, get notices and are
 * logged out, as behind a load balancer. Skipped unless REDIS_URL and TEST_DATABASE_URL are set:
 *
 *   redis-server --port 63790 --daemonize yes
 *   ../scripts/with-postgres.sh env REDIS_URL=redis://127.0.0.1:63790 node --import tsx --test test/im-redis.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { openDb, type Database } from '../src/db/index.js';
import { REDIS_PREFIX } from '../src/realtime/plugin.js';
import { connectIm, type Frame, type ImClient } from './im-client.js';
import { call, get, seededDb, tokenOf, until, type TestDb } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL;
const enabled = Boolean(REDIS_URL && process.env.TEST_DATABASE_URL);
const about = (userId: string) => (f: Frame) => f.userId === userId;

describe('IM across instances over Redis', { skip: !enabled && 'needs REDIS_URL and TEST_DATABASE_URL' }, () => {
  let t: TestDb;
  let second: Database;
  let redis: Redis;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  const tokens: Record<string, string> = {};
  const clients: ImClient[] = [];
  let jianli: ImClient;
  let shigong: ImClient;

  const connect = async (base: string, token: string) => {
    const client = await connectIm(base, token);
    clients.push(client);
    return client;
  };
  const presenceKeys = () => redis.keys(`${REDIS_PREFIX}:presence:*`);

  before(async () => {
    redis = new Redis(REDIS_URL!);
    const stale = await redis.keys(`${REDIS_PREFIX}:*`);
    if (stale.length) await redis.del(...stale);
    t = await seededDb();
    second = await openDb(t.config);
    const config = { ...t.config, redisUrl: REDIS_URL! };
    a = await buildApp(config, { db: t.database.db, logger: false });
    b = await buildApp(config, { db: second.db, logger: false });
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    for (const account of ['admin', 'jianli', 'shigong']) tokens[account] = await tokenOf(a, account);
    tokens.jianliWeb = await tokenOf(b, 'jianli', { headers: { 'jnpf-origin': 'pc' } });
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await a?.close();
    await b?.close();
    await second?.close();
    await t?.close();
    redis?.disconnect();
  });

  it('shares presence: shigong on B sees jianli on A online, and A tells jianli that shigong came', async () => {
    jianli = await connect(baseA, tokens.jianli);
    assert.equal((await jianli.next('initMessage')).userId, 'u_jianli');
    shigong = await connect(baseB, tokens.shigong);
    const init = await shigong.next('initMessage');
    assert.ok(init.onlineUsers.includes('u_jianli'), JSON.stringify(init.onlineUsers));
    assert.deepEqual(await jianli.next('Online', about('u_shigong')), { method: 'Online', userId: 'u_shigong' });
    assert.equal((await presenceKeys()).length, 2, 'one presence set per instance');
    for (const key of await presenceKeys()) assert.ok((await redis.ttl(key)) > 0, 'expires if its instance crashes');
  });

  it('delivers messages both ways between instances, echoing to the sender', async () => {
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: 'A 到 B' });
    assert.equal((await jianli.next('sendMessage')).toMessage, 'A 到 B');
    const got = await shigong.next('receiveMessage');
    assert.equal(got.formUserId, 'u_jianli');
    assert.equal(got.formMessage, 'A 到 B');

    shigong.send('SendMessage', { toUserId: 'u_jianli', messageType: 'text', messageContent: 'B 到 A' });
    assert.equal((await shigong.next('sendMessage')).toMessage, 'B 到 A');
    assert.equal((await jianli.next('receiveMessage')).formMessage, 'B 到 A');
  });

  it('echoes to the sender\'s sockets on every instance; a second socket elsewhere is no new Online', async () => {
    const web = await connect(baseB, tokens.jianliWeb);
    await web.next('initMessage');
    // B published Online, if at all, before initMessage; a message B publishes now reaches
    // shigong through Redis after it
    const fromB = (text: string) => async () => {
      web.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: text });
      await shigong.next('receiveMessage', (f) => f.formMessage === text);
    };
    await shigong.none('Online', about('u_jianli'), fromB('从 B 上的第二个连接'));
    const text = '两个实例都要收到';
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: text });
    assert.equal((await web.next('sendMessage', (f) => f.toMessage === text)).toMessage, text);
    assert.equal((await jianli.next('sendMessage', (f) => f.toMessage === text)).toMessage, text);
    assert.equal((await shigong.next('receiveMessage', (f) => f.formMessage === text)).formMessage, text);
    await web.close();
    // B drops the closed socket, then would announce Offline in the same step; shigong's own echo
    // is published by B after that
    await until(() => b.realtime.local('u_jianli').size === 0);
    await shigong.none('Offline', about('u_jianli'), async () => {
      shigong.send('SendMessage', { toUserId: 'u_jianli', messageType: 'text', messageContent: '收到' });
      await shigong.next('sendMessage', (f) => f.toMessage === '收到');
    });
    assert.equal((await jianli.next('receiveMessage', (f) => f.formMessage === '收到')).formMessage, '收到');
  });

  it('pushes a notice published on A to a recipient connected to B', async () => {
    const res = await call(a, {
      method: 'POST', url: '/api/message/Notice', headers: { authorization: tokens.admin },
      payload: { title: '跨实例通知', bodyText: '', toType: 'users', toIds: ['u_shigong'] },
    });
    assert.equal(res.code, 200);
    const push = await shigong.next('messagePush');
    assert.equal(push.id, res.data.id);
    assert.equal(push.toUserId, 'u_shigong');
  });

  it('logs out a socket on B when its token is revoked through A, and A hears Offline', async () => {
    assert.equal((await get(a, '/api/oauth/Logout', tokens.shigong)).code, 200);
    assert.equal((await shigong.next('logout')).msg, '您已退出登录,请重新登录');
    assert.equal((await shigong.closed).code, 4001);
    assert.deepEqual(await jianli.next('Offline', about('u_shigong')), { method: 'Offline', userId: 'u_shigong' });
  });

  it('removes an instance\'s presence when it shuts down', async () => {
    const token = await tokenOf(b, 'zongjian');
    const zongjian = await connect(baseB, token);
    await zongjian.next('initMessage');
    assert.ok((await a.realtime.online()).has('u_zongjian'));
    await b.close();
    assert.ok(!(await a.realtime.online()).has('u_zongjian'));
    assert.equal((await presenceKeys()).length, 1);
  });
});
