/**
 * /api/message through the real app (inject): the message centre, the publisher, IM
 * conversations and the JS-SDK signature (against a fake WeChat API on a random port).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageReceivers, messages } from '../src/db/schema.js';
import { storeMessage } from '../src/domains/message/im.repo.js';
import { createPublisher } from '../src/domains/message/publish.js';
import { insertMessageFirst, settleReceipts, writeReceipts } from '../src/domains/message/repo.js';
import type { Hub } from '../src/realtime/hub.js';
import { newId } from '../src/lib/ids.js';
import { users as seedUsers } from '../src/seed/data/index.js';
import { buildTestApp, call, get, seededDb, tokenOf, until, type Envelope, type TestDb } from './helpers.js';
import { fakeWechat } from './wechat-fake.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'jianli', 'shigong', 'zongjian', 'gaofeng']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

const db = () => t.database.db;
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(db(), work);
const send = (method: string, url: string, account: string | null, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: account ? { authorization: tokens[account] } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const notice = (body: Record<string, unknown>, account = 'admin') => send('POST', '/api/message/Notice', account, body);
const unread = async (account: string) => (await get(app, '/api/message/getUnReadMsgNum', tokens[account])).data;
const listOf = async (account: string, query = '') => (await get(app, `/api/message?${query}`, tokens[account])).data;

describe('POST /api/message/Notice', () => {
  it('publishes to chosen users only, stored per recipient and unread', async () => {
    const res = await notice({ title: '监理例会通知', bodyText: '<p>周五例会</p>', toType: 'users', toIds: ['u_jianli', 'u_shigong'] });
    assert.equal(res.code, 200);
    assert.equal(res.data.receiverCount, 2);
    const receivers = await db().select().from(messageReceivers).where(eq(messageReceivers.messageId, res.data.id));
    assert.deepEqual(receivers.map((r) => r.userId).sort(), ['u_jianli', 'u_shigong']);
    assert.ok(receivers.every((r) => r.isRead === false && r.type === 1));
    const jianli = await listOf('jianli');
    assert.equal(jianli.list[0].id, res.data.id);
    assert.ok(!(await listOf('zongjian')).list.some((m: { id: string }) => m.id === res.data.id));
  });

  it('publishes to a department: its members and no one else', async () => {
    const res = await notice({ title: '第一驻地办通知', bodyText: '请整理资料', toType: 'department', toIds: ['dept_sup_zd1'] });
    assert.equal(res.code, 200);
    const members = seedUsers.filter((u) => u.organizeId === 'dept_sup_zd1').map((u) => u.id).sort();
    const receivers = await db().select({ id: messageReceivers.userId }).from(messageReceivers).where(eq(messageReceivers.messageId, res.data.id));
    assert.deepEqual(receivers.map((r) => r.id).sort(), members);
    assert.ok(members.includes('u_jianli') && !members.includes('u_zongjian') && !members.includes('u_shigong'));
  });

  it('publishes to everyone active', async () => {
    const res = await notice({ title: '全员通知', bodyText: '', toType: 'all' });
    assert.equal(res.code, 200);
    assert.equal(res.data.receiverCount, seedUsers.length);
  });

  it('is for administrators only, and writes nothing when refused', () => refusal(async () => {
    const res = await notice({ title: 'x', bodyText: 'y', toType: 'all' }, 'jianli');
    assert.deepEqual(res, { code: 400, msg: '无权限操作,仅管理员可用' });
  }));

  it('names the bad field and writes nothing', () => refusal(async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ bodyText: 'b', toType: 'all' }, /^title /],
      [{ title: '   ', bodyText: 'b', toType: 'all' }, /^title /],
      [{ title: 't', bodyText: 'b', toType: 'everyone' }, /^toType /],
      [{ title: 't', bodyText: 'b', toType: 'users' }, /^toIds /],
      [{ title: 't', bodyText: 'b', toType: 'users', toIds: ['u_jianli', 'u_nobody'] }, /^toIds /],
      [{ title: 't', bodyText: 'b', toType: 'department', toIds: ['dept_nowhere'] }, /组织不存在/],
      [{ title: 't'.repeat(201), bodyText: 'b', toType: 'all' }, /^title /],
    ];
    for (const [body, msg] of cases) {
      const res = await notice(body);
      assert.equal(res.code, 400, JSON.stringify(body));
      assert.match(res.msg, msg);
    }
  }));
});

describe('GET /api/message', () => {
  it('pages the caller\'s messages newest first, in the JNPF shape', async () => {
    const page = await listOf('jianli', 'currentPage=1&pageSize=2');
    assert.equal(page.list.length, 2);
    assert.deepEqual(Object.keys(page.pagination).sort(), ['currentPage', 'pageSize', 'total']);
    assert.ok(page.pagination.total >= 5);
    const item = page.list[0];
    for (const key of ['id', 'title', 'type', 'isRead', 'creatorUser', 'releaseUser', 'releaseTime', 'enabledMark']) assert.ok(key in item, key);
    assert.equal(item.creatorUser, '系统管理员/admin');
    assert.ok(page.list[0].releaseTime >= page.list[1].releaseTime);
  });

  it('filters by type, read state and keyword; empty filters mean any', async () => {
    const all = await listOf('jianli');
    assert.equal((await listOf('jianli', 'type=&isRead=&keyword=')).pagination.total, all.pagination.total);
    const notices = await listOf('jianli', 'type=1&pageSize=100');
    assert.ok(notices.list.length > 0 && notices.list.every((m: { type: number }) => m.type === 1));
    const system = await listOf('jianli', 'type=3');
    assert.ok(system.list.every((m: { type: number }) => m.type === 3));
    const found = await listOf('jianli', `keyword=${encodeURIComponent('例会')}`);
    assert.ok(found.list.length > 0 && found.list.every((m: { title: string }) => m.title.includes('例会')));
    const unreadOnly = await listOf('jianli', 'isRead=0&pageSize=100');
    assert.ok(unreadOnly.list.every((m: { isRead: number }) => m.isRead === 0));
  });

  it('names a bad filter', () => refusal(async () => {
    assert.deepEqual(await get(app, '/api/message?type=9', tokens.jianli), { code: 400, msg: 'type 不能大于 4' });
    assert.deepEqual(await get(app, '/api/message?isRead=yes', tokens.jianli), { code: 400, msg: 'isRead 类型不正确' });
    assert.equal((await get(app, '/api/message?pageSize=0', tokens.jianli)).code, 400);
  }));
});

describe('reading messages', () => {
  let id: string;
  before(async () => {
    id = (await notice({ title: '只给施工', bodyText: '<p>正文</p>', toType: 'users', toIds: ['u_shigong'] })).data.id;
  });

  it('ReadInfo answers the recipient and marks it read', async () => {
    const before = await unread('shigong');
    const res = await get(app, `/api/message/ReadInfo/${id}`, tokens.shigong);
    assert.equal(res.code, 200);
    const d = res.data;
    assert.equal(d.id, id);
    assert.equal(d.title, '只给施工');
    assert.equal(d.bodyText, '<p>正文</p>');
    assert.equal(d.releaseUser, '系统管理员/admin');
    assert.equal(typeof d.releaseTime, 'number');
    assert.equal(d.files, '[]');
    assert.ok('category' in d);
    const after = await unread('shigong');
    assert.equal(Number(after.unReadNotice), Number(before.unReadNotice) - 1);
    const row = await listOf('shigong', `keyword=${encodeURIComponent('只给施工')}`);
    assert.equal(row.list[0].isRead, 1);
    // reading again changes nothing
    assert.equal((await get(app, `/api/message/ReadInfo/${id}`, tokens.shigong)).code, 200);
    assert.deepEqual(await unread('shigong'), after);
  });

  it('refuses another user, as if the message did not exist, marking nothing read', () => refusal(async () => {
    const other = await get(app, `/api/message/ReadInfo/${id}`, tokens.jianli);
    const unknown = await get(app, '/api/message/ReadInfo/no-such-message', tokens.jianli);
    assert.deepEqual(other, { code: 400, msg: '消息不存在或无权查看' });
    assert.deepEqual(unknown, other);
  }));

  it('GET /api/message/{id}: the recipients list for the sender and administrators only', async () => {
    const asAdmin = await get(app, `/api/message/${id}`, tokens.admin);
    assert.equal(asAdmin.code, 200);
    assert.deepEqual(asAdmin.data.toUserIds, ['u_shigong']);
    const asRecipient = await get(app, `/api/message/${id}`, tokens.shigong);
    assert.equal(asRecipient.data.title, '只给施工');
    assert.equal(asRecipient.data.toUserIds, undefined);
    await refusal(async () => assert.deepEqual(await get(app, `/api/message/${id}`, tokens.jianli), { code: 400, msg: '消息不存在或无权查看' }));
  });

  it('flow messages carry the flow settings as JSON text', async () => {
    const body = { processId: 'p1', enCode: 'hazard', flowId: 'f1', formType: 2, type: 2, taskNodeId: 'n1', taskOperatorId: 'o1', status: 1 };
    const { id: flowId } = await app.messages.publish({ type: 2, title: '隐患整改待审批', bodyText: body, senderId: 'u_shigong', recipients: ['u_jianli'], flowType: 1 });
    const info = await get(app, `/api/message/ReadInfo/${flowId}`, tokens.jianli);
    assert.equal(info.code, 200);
    assert.deepEqual(JSON.parse(info.data.bodyText), body);
    assert.equal(info.data.releaseUser, '张伟/shigong');
    const row = (await listOf('jianli', 'type=2')).list.find((m: { id: string }) => m.id === flowId);
    assert.equal(row.flowType, 1);
  });
});

describe('a notice pushed before its receipts are written (issue 19, migration 0033)', () => {
  const receiptsOf = async (id: string) => (await db().select({ userId: messageReceivers.userId }).from(messageReceivers)
    .where(eq(messageReceivers.messageId, id))).map((r) => r.userId).sort();
  const pendingOf = async (id: string) => (await db().select({ p: messages.pendingRecipients }).from(messages).where(eq(messages.id, id)))[0]?.p;
  /** A notice stored as a publisher stores it before its push: its recipients on its row, no receipts yet. */
  const storedFirst = async (title: string, recipients: string[]) => {
    const id = newId();
    const reached = await insertMessageFirst(db(), { id, type: 1, title, bodyText: '', senderId: 'u_admin', createdAt: new Date() }, recipients);
    return { id, reached };
  };

  it('is stored with its recipients on its row when pushed, its receipts written right after', async () => {
    const seen: Array<{ pending: unknown, receipts: string[] }> = [];
    let id = '';
    const hub = {
      sendTo: async (to: string[], frame: { id: string }) => {
        id = frame.id;
        seen.push({ pending: await pendingOf(frame.id), receipts: await receiptsOf(frame.id) });
        return to.length;
      },
    } as unknown as Hub;
    const publisher = createPublisher({ db: db(), hub, now: () => new Date(), log: app.log });
    const out = await publisher.publish({ type: 1, title: '先推送后写回执', bodyText: '', senderId: 'u_admin', recipients: ['u_jianli', 'u_shigong'] });
    assert.equal(out.id, id);
    assert.deepEqual(seen, [{ pending: ['u_jianli', 'u_shigong'], receipts: [] }], 'stored before the push, receipts after it');
    assert.deepEqual(await receiptsOf(id), ['u_jianli', 'u_shigong']);
    assert.equal(await pendingOf(id), null);
  });

  it('POST Notice answers once the receipts are written', async () => {
    const res = await notice({ title: '回执已写', bodyText: '', toType: 'users', toIds: ['u_pm2'] });
    assert.equal(res.code, 200);
    assert.deepEqual(await receiptsOf(res.data.id), ['u_pm2']);
    assert.equal(await pendingOf(res.data.id), null);
  });

  it('a recipient reading before the receipts are written finds it: counts, list, detail and ReadAll', async () => {
    const before = Number((await unread('jianli')).unReadNotice);
    const { id, reached } = await storedFirst('推送后尚未写回执', ['u_jianli', 'u_shigong', 'no-such-user']);
    assert.deepEqual([...reached].sort(), ['u_jianli', 'u_shigong'], 'only those who may receive it');
    assert.equal(Number((await unread('jianli')).unReadNotice), before + 1);
    assert.deepEqual(await receiptsOf(id), ['u_jianli', 'u_shigong'], 'the read wrote them');
    assert.equal(await pendingOf(id), null);
    assert.equal((await listOf('jianli')).list[0].id, id);
    const second = await storedFirst('又一条尚未写回执', ['u_shigong']);
    assert.equal((await get(app, `/api/message/ReadInfo/${second.id}`, tokens.shigong)).code, 200);
    const third = await storedFirst('第三条尚未写回执', ['u_zongjian']);
    assert.equal((await send('POST', '/api/message/Actions/ReadAll', 'zongjian', { type: 1 })).code, 200);
    assert.equal((await unread('zongjian')).unReadNotice, '0');
    assert.deepEqual(await receiptsOf(third.id), ['u_zongjian']);
  });

  it('writes each receipt once, however many write them at the same time; a start writes those left', async () => {
    const { id } = await storedFirst('并发写回执', ['u_jianli', 'u_shigong', 'u_zongjian']);
    await Promise.all([writeReceipts(db(), id), settleReceipts(db()), writeReceipts(db(), id), settleReceipts(db())]);
    assert.deepEqual(await receiptsOf(id), ['u_jianli', 'u_shigong', 'u_zongjian']);
    const left = await storedFirst('停机前推送的通知', ['u_pm2']);
    assert.equal(await settleReceipts(db()), 1, 'what a start finds');
    assert.deepEqual(await receiptsOf(left.id), ['u_pm2']);
    assert.equal(await settleReceipts(db()), 0);
  });

  it('stores nothing when none of its recipients may receive it', () => refusal(async () => {
    assert.deepEqual((await storedFirst('无人可收', ['no-such-user'])).reached, []);
  }));
});

describe('unread counts and ReadAll', () => {
  it('answers the counts as strings, per type', async () => {
    await notice({ title: '又一条', bodyText: '', toType: 'users', toIds: ['u_zongjian'] });
    const counts = await unread('zongjian');
    assert.deepEqual(Object.keys(counts).sort(), ['unReadMsg', 'unReadNotice', 'unReadNum', 'unReadSchedule', 'unReadSystemMsg']);
    for (const v of Object.values(counts)) assert.equal(typeof v, 'string');
    const sum = ['unReadMsg', 'unReadNotice', 'unReadSchedule', 'unReadSystemMsg'].reduce((a, k) => a + Number(counts[k]), 0);
    assert.equal(Number(counts.unReadNum), sum);
    assert.ok(Number(counts.unReadNotice) >= 1);
  });

  it('ReadAll with a type marks that type only; without, everything', async () => {
    const before = await unread('zongjian');
    assert.ok(Number(before.unReadSystemMsg) >= 1);
    assert.equal((await send('POST', '/api/message/Actions/ReadAll', 'zongjian', { type: 1 })).code, 200);
    const mid = await unread('zongjian');
    assert.equal(mid.unReadNotice, '0');
    assert.equal(mid.unReadSystemMsg, before.unReadSystemMsg);
    assert.equal((await send('POST', '/api/message/Actions/ReadAll', 'zongjian')).code, 200);
    assert.deepEqual(await unread('zongjian'), { unReadMsg: '0', unReadNotice: '0', unReadSchedule: '0', unReadSystemMsg: '0', unReadNum: '0' });
  });

  it('ReadAll names a bad type and changes nothing', () => refusal(async () => {
    assert.deepEqual(await send('POST', '/api/message/Actions/ReadAll', 'jianli', { type: 7 }), { code: 400, msg: 'type 不能大于 4' });
  }));
});

describe('IM conversations', () => {
  before(async () => {
    const at = Date.now();
    await storeMessage(db(), { id: 'im_t1', sendUserId: 'u_gcbz', receiveUserId: 'u_yezhu', contentType: 'text', content: '早', sendTime: new Date(at) });
    await storeMessage(db(), { id: 'im_t2', sendUserId: 'u_yezhu', receiveUserId: 'u_gcbz', contentType: 'text', content: '部长早', sendTime: new Date(at + 1) });
    await storeMessage(db(), { id: 'im_t3', sendUserId: 'u_aqzj', receiveUserId: 'u_gcbz', contentType: 'text', content: '安全检查', sendTime: new Date(at + 2) });
    tokens.sunlixin = await tokenOf(app, 'sunlixin');
    tokens.yezhu = await tokenOf(app, 'yezhu');
  });

  it('lists the caller\'s conversations newest first, with the peer, the latest message and unread', async () => {
    const res = await get(app, '/api/message/imreply', tokens.sunlixin);
    assert.equal(res.code, 200);
    assert.deepEqual(res.data.list.map((c: { id: string }) => c.id), ['u_aqzj', 'u_yezhu']);
    assert.deepEqual(res.data.list[1], {
      id: 'u_yezhu', realName: '赵敏', account: 'yezhu', headIcon: '', latestMessage: '部长早',
      latestDate: res.data.list[1].latestDate, unreadMessage: 1, messageType: 'text',
    });
    assert.equal(typeof res.data.list[1].latestDate, 'number');
  });

  it('relocation removes a conversation from the caller\'s list only, until the next message', async () => {
    assert.equal((await send('DELETE', '/api/message/imreply/relocation/u_aqzj', 'sunlixin')).code, 200);
    assert.deepEqual((await get(app, '/api/message/imreply', tokens.sunlixin)).data.list.map((c: { id: string }) => c.id), ['u_yezhu']);
    const theirs = await get(app, '/api/message/imreply', await tokenOf(app, 'qianjin'));
    assert.deepEqual(theirs.data.list.map((c: { id: string }) => c.id), ['u_gcbz']);
    await storeMessage(db(), { id: 'im_t4', sendUserId: 'u_aqzj', receiveUserId: 'u_gcbz', contentType: 'text', content: '再提醒', sendTime: new Date() });
    const back = (await get(app, '/api/message/imreply', tokens.sunlixin)).data.list;
    assert.equal(back[0].id, 'u_aqzj');
    assert.equal(back[0].unreadMessage, 1);
  });

  it('deleteChatRecord clears the records for the caller; the peer keeps them', async () => {
    assert.equal((await send('DELETE', '/api/message/imreply/deleteChatRecord/u_gcbz', 'yezhu')).code, 200);
    assert.deepEqual((await get(app, '/api/message/imreply', tokens.yezhu)).data.list, []);
    const peer = (await get(app, '/api/message/imreply', tokens.sunlixin)).data.list;
    assert.ok(peer.some((c: { id: string }) => c.id === 'u_yezhu'));
  });

  it('names a bad id', () => refusal(async () => {
    const res = await send('DELETE', `/api/message/imreply/relocation/${'x'.repeat(65)}`, 'yezhu');
    assert.deepEqual(res, { code: 400, msg: 'id 长度不能超过 64 个字符' });
  }));
});

describe('the token gate', () => {
  it('answers 600 without a token on every endpoint', () => refusal(async () => {
    const endpoints: [string, string][] = [
      ['GET', '/api/message'], ['GET', '/api/message/ReadInfo/x'], ['GET', '/api/message/x'],
      ['GET', '/api/message/getUnReadMsgNum'], ['POST', '/api/message/Actions/ReadAll'], ['GET', '/api/message/imreply'],
      ['DELETE', '/api/message/imreply/relocation/x'], ['DELETE', '/api/message/imreply/deleteChatRecord/x'],
      ['POST', '/api/message/Notice'], ['GET', '/api/message/wechatopen/getJssdkSinature?timestamp=1&noncestr=a&url=http://a'],
    ];
    for (const [method, url] of endpoints) {
      const res = await send(method, url, null);
      assert.equal(res.code, 600, `${method} ${url}`);
    }
  }));
});

// --- the JS-SDK signature ---------------------------------------------------------------------

describe('GET /api/message/wechatopen/getJssdkSinature', () => {
  const query = 'timestamp=1700000000&noncestr=Wm3WZYTPz0wzccnW&url=' + encodeURIComponent('https://app.example.cn/pages/index/apply?x=1#frag');

  it('answers an envelope 400 when no official account is configured', () => refusal(async () => {
    const res = await app.inject({ url: `/api/message/wechatopen/getJssdkSinature?${query}`, headers: { authorization: tokens.jianli } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { code: 400, msg: '未配置微信公众号' });
  }));

  it('answers the raw signature from a cached jsapi_ticket', async () => {
    const wechat = await fakeWechat('wx-mp', 'mp-secret');
    const configured = await buildTestApp(t, { wechatApiBase: wechat.base, wechatAppId: 'wx-mp', wechatSecret: 'mp-secret' });
    try {
      const ask = () => configured.inject({ url: `/api/message/wechatopen/getJssdkSinature?${query}`, headers: { authorization: tokens.jianli } });
      const res = await ask();
      assert.equal(res.statusCode, 200);
      const body = res.json();
      const expected = createHash('sha1')
        .update('jsapi_ticket=TICKET-1&noncestr=Wm3WZYTPz0wzccnW&timestamp=1700000000&url=https://app.example.cn/pages/index/apply?x=1')
        .digest('hex');
      assert.deepEqual(body, { appId: 'wx-mp', timestamp: 1700000000, nonceStr: 'Wm3WZYTPz0wzccnW', signature: expected });
      assert.equal((await ask()).json().signature, expected);
      assert.deepEqual(wechat.calls, ['/cgi-bin/token', '/cgi-bin/ticket/getticket'], 'token and ticket fetched once');
      await refusal(async () => {
        const bad = (await configured.inject({
          url: '/api/message/wechatopen/getJssdkSinature?timestamp=1&noncestr=a&url=ftp://x', headers: { authorization: tokens.jianli },
        })).json() as Envelope;
        assert.deepEqual(bad, { code: 400, msg: 'url 格式不正确' });
      });
    } finally {
      await configured.close();
      await wechat.close();
    }
  });

  it('turns a WeChat refusal into a message', async () => {
    const wechat = await fakeWechat('wx-mp', 'mp-secret');
    const wrong = await buildTestApp(t, { wechatApiBase: wechat.base, wechatAppId: 'wx-mp', wechatSecret: 'wrong' });
    try {
      await refusal(async () => {
        const res = (await wrong.inject({ url: `/api/message/wechatopen/getJssdkSinature?${query}`, headers: { authorization: tokens.jianli } })).json();
        assert.deepEqual(res, { code: 400, msg: '获取微信签名失败(错误码 40013),请稍后再试' });
      });
    } finally {
      await wrong.close();
      await wechat.close();
    }
  });
});

describe('the IM directory', () => {
  it('matches permission\'s visibleUser for every pair of demo users', async () => {
    const { createImDirectory } = await import('../src/domains/message/directory.js');
    const { listUsers } = await import('../src/domains/permission/repo.js');
    const scope = createImDirectory(db());
    const everyone = (await listUsers(db(), { id: 'u_admin', isAdmin: true }, {})).map((u) => u.id);
    for (const viewer of seedUsers) {
      const bySql = (await listUsers(db(), { id: viewer.id, isAdmin: viewer.isAdministrator }, {})).map((u) => u.id).sort();
      assert.deepEqual((await scope.visibleTo(viewer.id, everyone)).sort(), bySql, viewer.account);
      const viewers = await scope.viewersOf(viewer.id, everyone);
      for (const other of everyone) {
        const otherSees = (await scope.visibleTo(other, [viewer.id])).length === 1;
        assert.equal(viewers.includes(other), otherSees, `${other} → ${viewer.account}`);
      }
    }
    // a section-1 contractor and a section-2 one do not see each other; supervision sees both
    assert.deepEqual(await scope.visibleTo('u_shigong', ['u_pm2', 'u_jianli']), ['u_jianli']);
  });

  it('answers from the snapshot at hand while it is read again: for a stranger, past its age, and while the change bus is down', { timeout: 20_000 }, async () => {
    const { createImDirectory, load } = await import('../src/domains/message/directory.js');
    const { addChangeBus } = await import('../src/realtime/changes.js');
    const full = await load(db());
    const withoutJianli = new Map([...full].filter(([id]) => id !== 'u_jianli'));
    const reads: { resolve(s: typeof full): void }[] = [];
    let clock = 0;
    const scope = createImDirectory(db(), () => clock, 60_000, () => new Promise((resolve) => { reads.push({ resolve }); }));
    const first = scope.pair('u_shigong', 'u_zongjian');
    reads[0].resolve(withoutJianli); // the very first read is waited for
    assert.ok(await first);

    clock += 2_000;
    // jianli is unknown to the snapshot: answered at once (refused), read again in the background
    assert.equal(await scope.pair('u_shigong', 'u_jianli'), null);
    assert.equal(reads.length, 2, 'read again');
    assert.deepEqual(await scope.visibleTo('u_shigong', ['u_jianli', 'u_zongjian']), ['u_zongjian']);
    assert.equal(reads.length, 2, 'one read at a time');
    reads[1].resolve(full);
    await until(async () => (await scope.pair('u_shigong', 'u_jianli')) !== null, 'jianli learnt');

    clock += 61_000; // past its age
    assert.ok(await scope.pair('u_shigong', 'u_jianli'));
    assert.equal(reads.length, 3);
    reads[2].resolve(full);

    const removeBus = addChangeBus({ publish: async () => {}, healthy: () => false });
    try {
      clock += 2_000;
      assert.ok(await scope.pair('u_shigong', 'u_jianli'), 'the bus is down: answered from the snapshot at hand');
      // (the read before ends on a later tick: its age counts from then)
      await until(async () => { clock += 2_000; await scope.pair('u_shigong', 'u_jianli'); return reads.length === 4; }, 'read again in the background');
      assert.deepEqual(await scope.visibleTo('u_shigong', ['u_jianli']), ['u_jianli']);
      reads[3].resolve(full);
    } finally {
      removeBus();
      scope.close();
    }
  });
});
