/**
 * The IM socket against the real app listening on a random port, with `ws` clients speaking as
 * the app's src/core/socket.ts does. Tests run in order and share the connected users:
 * jianli (supervision, every section), shigong (section 1) and gaofeng (section 2, who cannot
 * see shigong and whom shigong cannot see).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { imMessages, tokens as tokensTable } from '../src/db/schema.js';
import { storeMessages, type NewImMessage } from '../src/domains/message/im.repo.js';
import type { StoreBatch } from '../src/domains/message/writer.js';
import { forgetAllSessions } from '../src/domains/oauth/tokens.js';
import { usersChanged } from '../src/realtime/changes.js';
import { connectIm, type Frame, type ImClient } from './im-client.js';
import { md5Hex, sha256Hex } from '../src/lib/ids.js';
import { buildTestApp, call, DEMO_MD5, get, seededDb, testClock, tokenOf, until, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
let base: string;
const tokens: Record<string, string> = {};
const open: ImClient[] = [];

const HEARTBEAT_MS = 100;

before(async () => {
  t = await seededDb();
  app = await buildApp(t.config, { db: t.database.db, logger: false, im: { heartbeatMs: HEARTBEAT_MS } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['admin', 'jianli', 'shigong', 'gaofeng', 'liuyang']) tokens[account] = await tokenOf(app, account);
  tokens.jianliWeb = await tokenOf(app, 'jianli', { headers: { 'jnpf-origin': 'pc' } });
});
after(async () => {
  await Promise.all(open.map((c) => c.close()));
  await app.close();
  await t.close();
});

async function connect(token: string, opts?: Parameters<typeof connectIm>[2]): Promise<ImClient> {
  const client = await connectIm(base, token, opts);
  open.push(client);
  return client;
}
const about = (userId: string) => (f: Frame) => f.userId === userId;
const imCount = async () => (await t.database.db.select({ n: count() }).from(imMessages))[0].n;
/** The refused frames in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

const INIT_KEYS = [
  'method', 'onlineUsers', 'unreadNums', 'unreadNoticeCount', 'unreadMessageCount', 'unreadSystemMessageCount',
  'unreadScheduleCount', 'unreadTotalCount', 'messageDefaultText', 'messageDefaultTime', 'userId',
  // JNPF 3.2's notice row (the user has notices)
  'noticeDefaultText', 'noticeDefaultTime',
];
const SEND_KEYS = [
  'method', 'userId', 'toUserId', 'dateTime', 'latestDate', 'headIcon', 'realName', 'account',
  'toAccount', 'toRealName', 'toHeadIcon', 'messageType', 'toMessage',
];
const RECEIVE_KEYS = ['method', 'formUserId', 'userId', 'dateTime', 'latestDate', 'headIcon', 'realName', 'account', 'messageType', 'formMessage'];
const sorted = (xs: string[]) => [...xs].sort();

describe('IM socket', () => {
  let jianli: ImClient;
  let shigong: ImClient;
  let gaofeng: ImClient;

  it('answers OnConnection with initMessage and tells the users who may see someone that they came online', async () => {
    jianli = await connect(tokens.jianli);
    const init = await jianli.next('initMessage');
    assert.deepEqual(sorted(Object.keys(init)), sorted(INIT_KEYS));
    assert.equal(init.userId, 'u_jianli');
    assert.deepEqual(init.onlineUsers, []);
    // the demo: zongjian wrote to jianli and it is unread
    const fromZongjian = init.unreadNums.find((u: Frame) => u.sendUserId === 'u_zongjian');
    assert.deepEqual(Object.keys(fromZongjian).sort(), ['defaultMessage', 'defaultMessageTime', 'defaultMessageType', 'sendUserId', 'unreadNum']);
    assert.equal(fromZongjian.unreadNum, 1);
    assert.equal(fromZongjian.defaultMessageType, 'text');
    assert.equal(init.unreadTotalCount, init.unreadNoticeCount + init.unreadMessageCount + init.unreadSystemMessageCount + init.unreadScheduleCount);
    assert.ok(init.unreadNoticeCount >= 2);
    assert.equal(typeof init.messageDefaultText, 'string');
    assert.equal(typeof init.messageDefaultTime, 'number');

    gaofeng = await connect(tokens.gaofeng);
    await gaofeng.next('initMessage');
    assert.deepEqual(await jianli.next('Online', about('u_pm2')), { method: 'Online', userId: 'u_pm2' });
  });

  it('lists only visible online users, and announces Online only to users who may see the newcomer', async () => {
    shigong = await connect(tokens.shigong);
    const init = await shigong.next('initMessage');
    assert.ok(init.onlineUsers.includes('u_jianli'));
    assert.ok(!init.onlineUsers.includes('u_pm2'), 'section 2 is out of sight of section 1');
    assert.deepEqual(await jianli.next('Online', about('u_shigong')), { method: 'Online', userId: 'u_shigong' });
    await gaofeng.none('Online', about('u_shigong'));
  });

  it('delivers text both ways: sendMessage to the sender, receiveMessage to the receiver', async () => {
    const before = await imCount();
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: 'K12+300 明天上午复核' });
    const echo = await jianli.next('sendMessage');
    assert.deepEqual(sorted(Object.keys(echo)), sorted(SEND_KEYS));
    assert.equal(echo.userId, 'u_jianli');
    assert.equal(echo.toUserId, 'u_shigong');
    assert.equal(echo.realName, '李明');
    assert.equal(echo.account, 'jianli');
    assert.equal(echo.toAccount, 'shigong');
    assert.equal(echo.toRealName, '张伟');
    assert.equal(echo.messageType, 'text');
    assert.equal(echo.toMessage, 'K12+300 明天上午复核');
    assert.equal(typeof echo.dateTime, 'number');
    const got = await shigong.next('receiveMessage');
    assert.deepEqual(sorted(Object.keys(got)), sorted(RECEIVE_KEYS));
    assert.equal(got.formUserId, 'u_jianli');
    assert.equal(got.formMessage, 'K12+300 明天上午复核');
    assert.equal(got.realName, '李明');
    assert.equal(got.dateTime, echo.dateTime);
    assert.equal(await imCount(), before + 1, 'stored');
    shigong.send('UpdateReadMessage', { formUserId: 'u_jianli' });

    shigong.send('SendMessage', { toUserId: 'u_jianli', messageType: 'text', messageContent: '好的，我安排人员配合' });
    assert.equal((await shigong.next('sendMessage')).toMessage, '好的，我安排人员配合');
    const back = await jianli.next('receiveMessage');
    assert.equal(back.formUserId, 'u_shigong');
    assert.equal(back.account, 'shigong');
    await jianli.none('receiveMessage', (f) => f.formUserId === 'u_jianli');
  });

  it('echoes to every socket of the sender; a second socket is not a new Online', async () => {
    const web = await connect(tokens.jianliWeb);
    await web.next('initMessage');
    await shigong.none('Online', about('u_jianli')); // announced, if at all, before initMessage
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: '两端都应看到' });
    assert.equal((await jianli.next('sendMessage')).toMessage, '两端都应看到');
    assert.equal((await web.next('sendMessage')).toMessage, '两端都应看到');
    assert.equal((await shigong.next('receiveMessage')).formMessage, '两端都应看到');
    shigong.send('UpdateReadMessage', { formUserId: 'u_jianli' });
    await web.close();
    // the server drops the closed socket, then would announce Offline in the same step
    await until(() => app.realtime.local('u_jianli').size === 1);
    await shigong.none('Offline', about('u_jianli'));
  });

  it('keeps messages for an offline user: unread in initMessage, history in MessageList; UpdateReadMessage clears it', async () => {
    await shigong.close();
    assert.deepEqual(await jianli.next('Offline', about('u_shigong')), { method: 'Offline', userId: 'u_shigong' });
    for (const text of ['离线消息一', '离线消息二']) {
      jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: text });
      assert.equal((await jianli.next('sendMessage')).toMessage, text);
    }

    shigong = await connect(tokens.shigong);
    const init = await shigong.next('initMessage');
    const fromJianli = init.unreadNums.find((u: Frame) => u.sendUserId === 'u_jianli');
    assert.equal(fromJianli.unreadNum, 2);
    assert.equal(fromJianli.defaultMessage, '离线消息二');

    shigong.send('MessageList', { toUserId: 'u_jianli', formUserId: 'u_shigong', currentPage: 1, pageSize: 2, sord: 'desc', keyword: '' });
    const page = await shigong.next('messageList');
    assert.deepEqual(page.list.map((m: Frame) => m.content), ['离线消息二', '离线消息一']);
    assert.deepEqual(Object.keys(page.list[0]).sort(), ['content', 'contentType', 'id', 'receiveUserId', 'sendTime', 'sendUserId']);
    assert.equal(page.list[0].sendUserId, 'u_jianli');
    assert.equal(page.list[0].receiveUserId, 'u_shigong');
    assert.equal(page.pagination.currentPage, 1);
    assert.equal(page.pagination.pageSize, 2);
    assert.ok(page.pagination.total >= 6, 'the demo chat, two live messages each way and the two offline ones');

    shigong.send('MessageList', { toUserId: 'u_jianli', formUserId: 'u_shigong', currentPage: 1, pageSize: 20, keyword: '离线' });
    assert.equal((await shigong.next('messageList')).pagination.total, 2);

    shigong.send('UpdateReadMessage', { formUserId: 'u_jianli' });
    shigong.send('ping');
    await shigong.next('pong'); // frames of one socket are handled in order
    const chats = await get(app, '/api/message/imreply', tokens.shigong);
    assert.equal(chats.data.list.find((c: Frame) => c.id === 'u_jianli').unreadMessage, 0);
    assert.equal(chats.data.list[0].id, 'u_jianli');
    assert.equal(chats.data.list[0].latestMessage, '离线消息二');
  });

  it('refuses a receiver the sender may not see, and stores nothing', () => refusal(async () => {
    shigong.send('SendMessage', { toUserId: 'u_pm2', messageType: 'text', messageContent: '越权' });
    // forMethod and toUserId say which send was refused, so the app marks that message failed
    assert.deepEqual(await shigong.next('error'), { method: 'error', msg: '用户不存在或无权访问', forMethod: 'SendMessage', toUserId: 'u_pm2' });
    shigong.send('SendMessage', { toUserId: 'u_shigong', messageType: 'text', messageContent: '自己' });
    assert.deepEqual(await shigong.next('error'), { method: 'error', msg: '不能给自己发送消息', forMethod: 'SendMessage', toUserId: 'u_shigong' });
    await gaofeng.none('receiveMessage');
  }));

  it('answers bad frames with an error and keeps the socket working', () => refusal(async () => {
    const cases: [string | Buffer, RegExp][] = [
      ['not json', /JSON/],
      ['[1,2]', /JSON/],
      [JSON.stringify({ token: tokens.gaofeng }), /^method 不能为空$/],
      [JSON.stringify({ method: 'Hack', token: tokens.gaofeng }), /^不支持的方法: Hack$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, messageType: 'text', messageContent: 'x' }), /^toUserId 不能为空$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'video', messageContent: 'x' }), /^messageType 取值无效$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'text', messageContent: '长'.repeat(2001) }), /^messageContent 长度不能超过 2000 个字符$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'text', messageContent: '   ' }), /^messageContent 不能为空$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'image', messageContent: 'a.png' }), /^messageContent 格式不正确$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'image', messageContent: '{"name":"a.png","width":10}' }), /^messageContent\.height 不能为空$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'image', messageContent: '{"name":"../x.png","width":10,"height":10}' }), /^messageContent\.name 格式不正确$/],
      [JSON.stringify({ method: 'SendMessage', token: tokens.gaofeng, toUserId: 'u_jianli', messageType: 'image', messageContent: '{"name":"nofile.png","width":10,"height":10}' }), /文件不存在/],
      [JSON.stringify({ method: 'MessageList', token: tokens.gaofeng, toUserId: 'u_jianli', pageSize: 1000 }), /^pageSize 不能大于 100$/],
      [JSON.stringify({ method: 'MessageList', token: tokens.gaofeng, toUserId: 'u_jianli', formUserId: 'u_jianli' }), /^formUserId 必须是当前用户$/],
      [JSON.stringify({ method: 'UpdateReadMessage', token: tokens.gaofeng }), /^formUserId 不能为空$/],
      [Buffer.from([1, 2, 3]), /二进制/],
    ];
    for (const [frame, msg] of cases) {
      gaofeng.sendRaw(frame);
      const error = await gaofeng.next('error');
      assert.match(error.msg, msg, String(frame).slice(0, 80));
    }
    gaofeng.send('ping');
    assert.deepEqual(await gaofeng.next('pong'), { method: 'pong' });
  }));

  it('sends images and voice that name an IM file the sender uploaded', async () => {
    const upload = async (token: string, filename: string, data: Buffer) => {
      const boundary = `----im${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        data, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await call(app, { method: 'POST', url: '/api/file/Uploader/IM', payload, headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      assert.equal(res.code, 200, res.msg);
      return res.data.name as string;
    };
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    const image = await upload(tokens.jianli, 'site.png', png);
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'image', messageContent: JSON.stringify({ name: image, width: 640, height: 480 }) });
    const expected = { path: `/api/file/Image/IM/${image}`, width: 640, height: 480 };
    assert.deepEqual((await jianli.next('sendMessage')).toMessage, expected);
    const got = await shigong.next('receiveMessage');
    assert.equal(got.messageType, 'image');
    assert.deepEqual(got.formMessage, expected);
    assert.equal((await app.inject({ url: expected.path })).statusCode, 200, 'the path serves the image');

    const voice = await upload(tokens.jianli, 'note.mp3', randomBytes(128));
    jianli.send('SendMessage', { toUserId: 'u_shigong', messageType: 'voice', messageContent: JSON.stringify({ name: voice, length: 5 }) });
    assert.deepEqual((await shigong.next('receiveMessage')).formMessage, { path: `/api/file/Image/IM/${voice}`, length: 5 });
    await jianli.next('sendMessage'); // written: pushed comes before stored, and the refusal below counts writes

    // someone else's upload is not the sender's to send
    await refusal(async () => {
      shigong.send('SendMessage', { toUserId: 'u_jianli', messageType: 'image', messageContent: JSON.stringify({ name: image, width: 1, height: 1 }) });
      assert.match((await shigong.next('error')).msg, /文件不存在/);
    });
    shigong.send('UpdateReadMessage', { formUserId: 'u_jianli' });
  });

  it('pushes a notice published through REST to its connected recipients as messagePush', async () => {
    const res = await call(app, {
      method: 'POST', url: '/api/message/Notice', headers: { authorization: tokens.admin },
      payload: { title: '关于暴雨天气停工的通知', bodyText: '<p>今日停工</p>', toType: 'users', toIds: ['u_jianli', 'u_shigong'] },
    });
    assert.equal(res.code, 200);
    const push = await jianli.next('messagePush');
    assert.deepEqual(push, {
      method: 'messagePush', unreadNoticeCount: 1, messageType: 1, toUserId: 'u_jianli', title: '关于暴雨天气停工的通知',
      id: res.data.id, messageDefaultTime: push.messageDefaultTime,
    });
    assert.equal(typeof push.messageDefaultTime, 'number');
    assert.equal((await shigong.next('messagePush')).toUserId, 'u_shigong');
    await gaofeng.none('messagePush');
  });

  it('keeps answering sockets that answer pings, and cuts one that misses two', async () => {
    const silent = await connect(tokens.jianliWeb, { wsOptions: { autoPong: false } });
    await silent.next('initMessage');
    const { code } = await silent.closed;
    assert.equal(code, 1006, 'terminated');
    assert.equal(jianli.ws.readyState, jianli.ws.OPEN);
  });

  it('logs a socket out when its token is revoked by Logout, and closes it', async () => {
    const res = await get(app, '/api/oauth/Logout', tokens.shigong);
    assert.equal(res.code, 200);
    assert.deepEqual(await shigong.next('logout'), { method: 'logout', msg: '您已退出登录,请重新登录' });
    assert.equal((await shigong.closed).code, 4001);
    assert.deepEqual(await jianli.next('Offline', about('u_shigong')), { method: 'Offline', userId: 'u_shigong' });
  });

  it('logs out the socket of a token kicked by a new sign-in on the same kind of device', async () => {
    await tokenOf(app, 'gaofeng');
    assert.deepEqual(await gaofeng.next('logout'), { method: 'logout', msg: '您的账号已在其他设备登录,请重新登录' });
    await gaofeng.closed;
  });

  it('logs out every socket of a cancelled account', async () => {
    const liuyang = await connect(tokens.liuyang);
    await liuyang.next('initMessage');
    const res = await call(app, { method: 'POST', url: '/api/oauth/logoutCurrentUser', headers: { authorization: tokens.liuyang } });
    assert.equal(res.code, 200, res.msg);
    assert.equal((await liuyang.next('logout')).msg, '账号已注销,请重新登录');
    await liuyang.closed;
  });

  it('logs out the other sockets of a user who changed the password; the changing one stays', async () => {
    const appToken = await tokenOf(app, 'xubin');
    const webToken = await tokenOf(app, 'xubin', { headers: { 'jnpf-origin': 'pc' } });
    const phone = await connect(appToken);
    const browser = await connect(webToken);
    await phone.next('initMessage');
    await browser.next('initMessage');
    const res = await call(app, {
      method: 'POST', url: '/api/permission/Users/Current/Actions/ModifyPassword', headers: { authorization: webToken },
      payload: { oldPassword: DEMO_MD5, password: md5Hex('Another@5678') },
    });
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(await phone.next('logout'), { method: 'logout', msg: '密码已修改,请重新登录' });
    await phone.closed;
    browser.send('ping');
    await browser.next('pong');
    await browser.close();
  });

  it('refuses a bad token on connect with logout, then closes', () => refusal(async () => {
    for (const token of [`bearer ${'0'.repeat(64)}`, 'garbage']) {
      const client = await connect(token);
      assert.deepEqual(await client.next('logout'), { method: 'logout', msg: '登录过期,请重新登录' });
      assert.equal((await client.closed).code, 4001);
    }
  }));

  it('accepts the token in the OnConnection frame only (JNPF 3.2 clients)', async () => {
    const token = await tokenOf(app, 'zongjian');
    const client = await connect(token, { inPath: false });
    assert.equal((await client.next('initMessage')).userId, 'u_zongjian');
    await client.close();
  });
});

describe('IM socket token, checked once', () => {
  it('reads the token at connect, not on every frame; a change of its user on the change bus checks it again and logs it out', async () => {
    const token = await tokenOf(app, 'wugang');
    const client = await connect(token);
    await client.next('initMessage');
    // revoked behind the app's back, with no cached session left: a frame that read the token
    // again would be logged out here
    const [row] = await t.database.db.select({ id: tokensTable.id }).from(tokensTable)
      .where(eq(tokensTable.tokenHash, sha256Hex(token.replace(/^bearer\s+/i, '')))).limit(1);
    await t.database.db.update(tokensTable).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(tokensTable.id, row.id));
    forgetAllSessions();
    await client.roundTrip();
    assert.equal(client.ws.readyState, client.ws.OPEN);
    // whoever writes a user's tokens announces it (realtime/changes.ts): on every instance
    await usersChanged(['u_zhudi2']);
    assert.deepEqual(await client.next('logout'), { method: 'logout', msg: '您已退出登录,请重新登录' });
    assert.equal((await client.next('closeSocket')).method, 'closeSocket');
    assert.equal((await client.closed).code, 4001);
  });

  it('reads a different token a frame brings, and logs out a socket whose frame names another user', async () => {
    const client = await connect(tokens.jianliWeb);
    await client.next('initMessage');
    client.sendRaw(JSON.stringify({ method: 'ping', token: tokens.admin }));
    assert.deepEqual(await client.next('logout'), { method: 'logout', msg: '登录信息已变更,请重新登录' });
    await client.closed;
  });
});

describe('IM presence without the online list', () => {
  it('announces Online and Offline to those who may see the user without listing everyone online; only initMessage lists them', async () => {
    const hub = app.realtime as { online: typeof app.realtime.online };
    const online = hub.online;
    let listed = 0;
    hub.online = () => { listed++; return online(); };
    try {
      const watcher = await connect(tokens.jianliWeb);
      await watcher.next('initMessage');
      const section2 = await connect(await tokenOf(app, 'gaofeng'));
      await section2.next('initMessage');
      const section1 = await connect(await tokenOf(app, 'shigong'));
      await section1.next('initMessage');
      assert.equal(listed, 3, 'one list per initMessage');
      assert.deepEqual(await watcher.next('Online', about('u_shigong')), { method: 'Online', userId: 'u_shigong' });
      await section1.close();
      assert.deepEqual(await watcher.next('Offline', about('u_shigong')), { method: 'Offline', userId: 'u_shigong' });
      await section2.none('Online', about('u_shigong'));
      await section2.none('Offline', about('u_shigong'));
      assert.equal(listed, 3, 'connect and disconnect list nobody');
      await Promise.all([watcher.close(), section2.close()]);
    } finally {
      hub.online = online;
    }
  });
});

describe('IM socket and the clock', () => {
  it('logs out on a later frame once the token has expired', async () => {
    const clock = testClock();
    const timed = await buildTestApp(t, {}, clock.now);
    try {
      const url = await timed.listen({ port: 0, host: '127.0.0.1' });
      const token = await tokenOf(timed, 'zhouhaitao');
      const client = await connectIm(url, token);
      await client.next('initMessage');
      client.send('ping');
      await client.next('pong');
      clock.advance(t.config.tokenTtlMs + 1000);
      await refusal(async () => {
        client.send('ping');
        assert.deepEqual(await client.next('logout'), { method: 'logout', msg: '登录过期,请重新登录' });
        assert.equal((await client.closed).code, 4001);
      });
      assert.equal(client.frames.filter((f) => f.method === 'pong').length, 1);
    } finally {
      await timed.close();
    }
  });
});

describe('IM socket rate limit, on a clock the test moves', () => {
  it('answers a burst, drops the rest with one error, and refills with time; the socket stays open', async () => {
    const clock = testClock();
    const limits = { burst: 10, ratePerSecond: 5 };
    const timed = await buildApp(t.config, { db: t.database.db, logger: false, now: clock.now, im: limits });
    try {
      const url = await timed.listen({ port: 0, host: '127.0.0.1' });
      const client = await connectIm(url, await tokenOf(timed, 'zhouhaitao'));
      await client.next('initMessage'); // OnConnection took one frame of the burst
      for (let i = 0; i < 2 * limits.burst; i++) client.send('ping');
      // a WebSocket-level ping is answered once the server has read every frame before it: all
      // of them met the bucket while the clock stood still
      await new Promise((resolve) => { client.ws.once('pong', resolve); client.ws.ping(); });
      clock.advance(1000); // refills ratePerSecond frames
      client.send('UpdateReadMessage', {}); // answered after every frame before it
      assert.equal((await client.next('error', (f) => f.forMethod === 'UpdateReadMessage')).msg, 'formUserId 不能为空');
      const pongs = client.frames.filter((f) => f.method === 'pong').length;
      assert.equal(pongs, limits.burst - 1, 'the burst, less OnConnection');
      assert.deepEqual(client.frames.filter((f) => f.method === 'error' && !f.forMethod), [{ method: 'error', msg: '发送过于频繁,请稍后再试' }], 'one error for the dropped frames');
      await client.roundTrip();
      assert.equal(client.ws.readyState, client.ws.OPEN);
      await client.close();
    } finally {
      await timed.close();
    }
  });
});

describe('IM push before store', () => {
  it('hands a message to its receiver before its write finishes, and acknowledges it to the sender only once written', async () => {
    const held: { batch: readonly NewImMessage[]; release(): void; fail(err: Error): void }[] = [];
    let arrived = () => {};
    const store: StoreBatch = (batch) => new Promise<void>((resolve, reject) => {
      let done = false;
      const once = (f: () => void) => () => { if (!done) { done = true; f(); } };
      held.push({ batch, release: once(() => { storeMessages(t.database.db, batch).then(resolve, reject); }), fail: (err) => once(() => reject(err))() });
      arrived();
    });
    const heldApp = await buildApp(t.config, { db: t.database.db, logger: false, imStore: store });
    try {
      const url = await heldApp.listen({ port: 0, host: '127.0.0.1' });
      const [from, to] = await Promise.all([connectIm(url, await tokenOf(heldApp, 'zongjian')), connectIm(url, await tokenOf(heldApp, 'zhouhaitao'))]);
      await Promise.all([from.next('initMessage'), to.next('initMessage')]);
      const before = await imCount();
      const stored = new Promise<void>((resolve) => { arrived = resolve; });
      from.send('SendMessage', { toUserId: 'u_zhudi1', messageType: 'text', messageContent: '先推送后写库' });
      assert.equal((await to.next('receiveMessage')).formMessage, '先推送后写库');
      await stored;
      assert.deepEqual(held.map((h) => h.batch.map((m) => m.content)), [['先推送后写库']]);
      assert.equal(await imCount(), before, 'not written yet');
      assert.ok(!from.frames.some((f) => f.method === 'sendMessage'), 'no acknowledgement before the write');
      held[0].release();
      assert.equal((await from.next('sendMessage')).toMessage, '先推送后写库');
      assert.equal(await imCount(), before + 1);

      // a failed write is not acknowledged: the sender is told that send failed
      const again = new Promise<void>((resolve) => { arrived = resolve; });
      from.send('SendMessage', { toUserId: 'u_zhudi1', messageType: 'text', messageContent: '写库失败' });
      await again;
      held[1].fail(new Error('disk full'));
      assert.deepEqual(await from.next('error'), { method: 'error', msg: '服务器内部错误', forMethod: 'SendMessage', toUserId: 'u_zhudi1' });
      await from.none('sendMessage');
      assert.equal(await imCount(), before + 1);
      await Promise.all([from.close(), to.close()]);
    } finally {
      for (const h of held) h.release(); // a failing test leaves no frame waiting on its write
      await heldApp.close();
    }
  });

  it('counts a pushed message being written as unread at connect, and marks it read when the receiver reads', async () => {
    let release = () => {};
    let arrived = () => {};
    const store: StoreBatch = (batch) => new Promise<void>((resolve, reject) => {
      release = () => { storeMessages(t.database.db, batch).then(resolve, reject); };
      arrived();
    });
    const heldApp = await buildApp(t.config, { db: t.database.db, logger: false, imStore: store });
    try {
      const url = await heldApp.listen({ port: 0, host: '127.0.0.1' });
      const receiverToken = await tokenOf(heldApp, 'zhouhaitao');
      const from = await connectIm(url, await tokenOf(heldApp, 'zongjian'));
      await from.next('initMessage');
      const writing = new Promise<void>((resolve) => { arrived = resolve; });
      from.send('SendMessage', { toUserId: 'u_zhudi1', messageType: 'text', messageContent: '连接时正在写库' });
      await writing;
      // the receiver connects while the write is held: initMessage waits for it
      const to = await connectIm(url, receiverToken);
      await to.none('initMessage', undefined, async () => {
        await new Promise((resolve) => { to.ws.once('pong', resolve); to.ws.ping(); });
      });
      release();
      const init = await to.next('initMessage');
      assert.equal(init.unreadNums.find((u: Frame) => u.sendUserId === 'u_zongjian')?.defaultMessage, '连接时正在写库');
      const held = new Promise<void>((resolve) => { arrived = resolve; });
      from.send('SendMessage', { toUserId: 'u_zhudi1', messageType: 'text', messageContent: '读时正在写库' });
      assert.equal((await to.next('receiveMessage')).formMessage, '读时正在写库');
      await held;
      to.send('UpdateReadMessage', { formUserId: 'u_zongjian' }); // waits for the write
      release();
      await to.roundTrip();
      const unread = await t.database.db.select({ n: count() }).from(imMessages)
        .where(and(eq(imMessages.receiveUserId, 'u_zhudi1'), eq(imMessages.sendUserId, 'u_zongjian'), isNull(imMessages.readAt)));
      assert.equal(unread[0].n, 0);
      await Promise.all([from.close(), to.close()]);
    } finally {
      release();
      await heldApp.close();
    }
  });
});

describe('IM storage', () => {
  it('stores every delivered message before pushing it', async () => {
    const rows = await t.database.db.select().from(imMessages).where(eq(imMessages.sendUserId, 'u_jianli'));
    assert.ok(rows.some((r) => r.content === '离线消息二' && r.readAt !== null));
  });
});
