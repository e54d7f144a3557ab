/**
 * Notices and flow messages published inside a transaction (the workflow's, a module's): written
 * in it, pushed (messagePush) once it commits and only then, once; a rollback, of the whole
 * transaction or of the savepoint the message was published in, leaves neither rows nor push.
 * Through the real app and real sockets.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/index.js';
import { messageReceivers, messages } from '../src/db/schema.js';
import type { PublishInput } from '../src/domains/message/publish.js';
import { workflowDeps } from '../src/domains/workflow/actions.routes.js';
import { launchTask } from '../src/domains/workflow/service.js';
import type { Frame as HubFrame } from '../src/realtime/hub.js';
import { sessionOf } from '../src/seed/demoTasks.js';
import { connectIm, type Frame, type ImClient } from './im-client.js';
import { get, seededDb, tokenOf, type TestDb } from './helpers.js';
import { photosOf } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
let base: string;
const tokens: Record<string, string> = {};
const open: ImClient[] = [];

before(async () => {
  t = await seededDb();
  app = await buildApp(t.config, { db: t.database.db, logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['jianli', 'shigong', 'anquan']) tokens[account] = await tokenOf(app, account);
  // every push the hub is asked for, as it is asked
  const sendTo = app.realtime.sendTo.bind(app.realtime);
  app.realtime.sendTo = (ids, frame, opts) => {
    hubPushes.push({ ids: [...ids], frame });
    return sendTo(ids, frame, opts);
  };
});
const hubPushes: { ids: string[]; frame: HubFrame }[] = [];
after(async () => {
  await Promise.all(open.map((c) => c.close()));
  await app.close();
  await t.close();
});

const db = () => t.database.db;
async function connect(account: string): Promise<ImClient> {
  const client = await connectIm(base, tokens[account]);
  open.push(client);
  await client.next('initMessage');
  return client;
}
const notice = (title: string, recipients = ['u_jianli']): PublishInput =>
  ({ type: 1, title, bodyText: '', senderId: 'u_admin', recipients });
const titled = (title: string) => (f: Frame) => f.title === title;
const stored = async (title: string) => (await db().select({ n: count() }).from(messages).where(eq(messages.title, title)))[0].n;
const unreadNotices = async (account: string) => Number((await get(app, '/api/message/getUnReadMsgNum', tokens[account])).data.unReadNotice);
class Rollback extends Error {}

describe('a message published inside a transaction', () => {
  it('is pushed once the transaction commits, once, and counts as unread', async () => {
    const jianli = await connect('jianli');
    const before = await unreadNotices('jianli');
    let pushedBeforeCommit = false;
    await db().transaction(async (tx) => {
      await app.messages.publish(notice('提交后推送'), { db: tx as unknown as Db });
      // the push waits for the commit: this socket's round trip passes before it
      await jianli.roundTrip();
      pushedBeforeCommit = jianli.frames.some(titled('提交后推送'));
    });
    assert.equal(pushedBeforeCommit, false);
    const push = await jianli.next('messagePush', titled('提交后推送'));
    assert.equal(push.toUserId, 'u_jianli');
    const [row] = await db().select().from(messageReceivers)
      .where(and(eq(messageReceivers.messageId, push.id), eq(messageReceivers.userId, 'u_jianli')));
    assert.equal(row?.isRead, false);
    assert.equal(await unreadNotices('jianli'), before + 1);
    await jianli.none('messagePush', titled('提交后推送'));
  });

  it('is neither stored nor pushed when the transaction rolls back', async () => {
    const jianli = await connect('jianli');
    const before = await unreadNotices('jianli');
    await assert.rejects(db().transaction(async (tx) => {
      await app.messages.publish(notice('回滚的通知'), { db: tx as unknown as Db });
      throw new Rollback();
    }), Rollback);
    // a notice published after it comes through the same bus: once it is here, the other would be
    await app.messages.publish(notice('回滚之后的通知'));
    await jianli.next('messagePush', titled('回滚之后的通知'));
    await jianli.none('messagePush', titled('回滚的通知'));
    assert.equal(await stored('回滚的通知'), 0);
    assert.equal(await unreadNotices('jianli'), before + 1);
  });

  it('follows its savepoint: rolled back with it, or kept and pushed with the transaction around it', async () => {
    const jianli = await connect('jianli');
    await db().transaction(async (tx) => {
      await assert.rejects(tx.transaction(async (sp) => {
        await app.messages.publish(notice('保存点回滚'), { db: sp as unknown as Db });
        throw new Rollback();
      }), Rollback);
      await tx.transaction(async (sp) => { await app.messages.publish(notice('保存点保留'), { db: sp as unknown as Db }); });
    });
    await jianli.next('messagePush', titled('保存点保留'));
    await jianli.none('messagePush', titled('保存点回滚'));
    assert.equal(await stored('保存点回滚'), 0);
    assert.equal(await stored('保存点保留'), 1);

    await assert.rejects(db().transaction(async (tx) => {
      await tx.transaction(async (sp) => { await app.messages.publish(notice('外层回滚'), { db: sp as unknown as Db }); });
      throw new Rollback();
    }), Rollback);
    await app.messages.publish(notice('外层回滚之后'));
    await jianli.next('messagePush', titled('外层回滚之后'));
    await jianli.none('messagePush', titled('外层回滚'));
    assert.equal(await stored('外层回滚'), 0);
  });

  it('reaches a recipient who was offline: stored with the commit, counted at the next connect', async () => {
    const before = await unreadNotices('shigong');
    await db().transaction(async (tx) => {
      await app.messages.publish(notice('离线时的通知', ['u_shigong']), { db: tx as unknown as Db });
    });
    const shigong = await connectIm(base, tokens.shigong);
    open.push(shigong);
    const init = await shigong.next('initMessage');
    assert.equal(init.unreadNoticeCount, before + 1);
    assert.equal(init.noticeDefaultText, '离线时的通知');
  });

  it('stores a notice to many recipients for the active ones only, and refuses one with none', async () => {
    const many = ['u_jianli', 'u_shigong', 'u_jianli', 'u_nobody'];
    const published = await app.messages.publish(notice('多人通知', many));
    assert.deepEqual([...published.recipients].sort(), ['u_jianli', 'u_shigong']);
    const rows = await db().select({ userId: messageReceivers.userId }).from(messageReceivers).where(eq(messageReceivers.messageId, published.id));
    assert.deepEqual(rows.map((r) => r.userId).sort(), ['u_jianli', 'u_shigong']);
    await assert.rejects(app.messages.publish(notice('无人接收', ['u_nobody'])), /没有可以接收该消息的用户/);
    assert.equal(await stored('无人接收'), 0);
  });
});

describe('a flow launched inside a module\'s transaction', () => {
  // uploaded before the transaction: on the embedded database a write outside it would wait for it
  const hazard = async () => ({
    title: '临边防护缺失（事务）', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+320',
    description: '承台四周未设防护栏杆', photos: await photosOf(app, tokens.anquan, 'a.png'), rectifyDeadline: Date.UTC(2026, 10, 30),
  });
  const launchIn = async (tx: Db, formData: Record<string, unknown>) => {
    const out = await launchTask({ ...workflowDeps(app), db: tx }, sessionOf('anquan'), {
      body: { flowId: 'flow_hazardRectify', formData, status: '0', flowUrgent: 1 }, taskId: null,
    }, tx);
    assert.equal(out.taskIds.length, 1, out.msg);
  };
  const flowPushes = () => hubPushes.filter((p) => p.frame.method === 'messagePush' && p.frame.messageType === 2);
  const flowMessages = async () => (await db().select({ n: count() }).from(messages).where(eq(messages.type, 2)))[0].n;

  it('announces nothing when that transaction rolls back', async () => {
    const [pushes, stored, formData] = [flowPushes().length, await flowMessages(), await hazard()];
    const anquan = await connect('anquan');
    await assert.rejects(db().transaction(async (tx) => {
      await launchIn(tx as unknown as Db, formData);
      throw new Rollback();
    }), Rollback);
    // a message published after it, through a socket: by the time it arrives, one of the launch would have been sent
    await app.messages.publish(notice('流程回滚之后', ['u_anquan']));
    await anquan.next('messagePush', titled('流程回滚之后'));
    assert.equal(await flowMessages(), stored);
    assert.equal(flowPushes().length, pushes);
  });

  it('writes its messages with the launch and pushes them once it commits, once each', async () => {
    const [pushes, stored, formData] = [flowPushes().length, await flowMessages(), await hazard()];
    let duringTransaction = -1;
    await db().transaction(async (tx) => {
      await launchIn(tx as unknown as Db, formData);
      duringTransaction = flowPushes().length;
    });
    assert.equal(duringTransaction, pushes);
    const added = await flowMessages() - stored;
    assert.ok(added >= 1);
    const fresh = flowPushes().slice(pushes);
    assert.equal(fresh.length, added);
    assert.equal(new Set(fresh.map((p) => p.frame.id)).size, added);
  });
});
