/**
 * Tasks of the task centre (issue 11, part 4) through the real app: a task published to two people
 * is accepted, reported on and completed with photos by each, and passed or returned by the
 * publisher; what is listed, counted and opened follows the visibility rule of module records
 * (grant, data scope, drafts) with a task given to someone counted as their own; bad input is
 * refused with the field's message and writes nothing; overdue tasks remind their assignees once a
 * day, however many server instances run the reminder.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_ANQUAN } from '../src/catalog/roles.js';
import { messageReceivers, messages, rolePermissions, workTaskAssignees, workTasks } from '../src/db/schema.js';
import { grantsChanged } from '../src/realtime/changes.js';
import { OVERDUE_JOB } from '../src/domains/task/index.js';
import { TASK_MSG } from '../src/domains/task/service.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { uploadAs, type Upload } from './uploads.js';

const BASE = '/api/transaction/Task';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 12 May 2025, 09:00 China time. */
const START = Date.UTC(2025, 4, 12, 1, 0);

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(START);
const tokens: Record<string, string> = {};
const photos: Record<string, Upload> = {};
const ACCOUNTS = ['admin', 'zongjian', 'jianli', 'shigong', 'chengang', 'anquan', 'xubin', 'gaofeng', 'luoyong', 'yezhu', 'norole'];
const ID = { anquan: 'u_anquan', xubin: 'u_sgy1', gaofeng: 'u_pm2', shigong: 'u_shigong', luoyong: 'u_anquan2' };

const send = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload }) });

/** What shigong writes: a SG01 task to anquan and xubin, due in two days. */
const taskData = (over: Record<string, unknown> = {}) => ({
  title: 'K9+300 便道交叉口增设减速带', content: '交叉口两侧各铺设橡胶减速带 2 道，设置限速 15km/h 标志，完成后拍照上传。',
  assignees: [ID.anquan, ID.xubin], deadline: clock.now().getTime() + 2 * DAY, urgency: '2', contractName: 'ct_sg01',
  place: 'K9+300 右幅施工便道交叉口', photos: [photos.shigong], attachments: [], ...over,
});

async function publish(account = 'shigong', over: Record<string, unknown> = {}, draft = false): Promise<string> {
  const res = await send(account, 'POST', BASE, { data: taskData(over), draft });
  assert.equal(res.code, 200, `${account} publishing: ${res.msg}`);
  return res.data.id as string;
}

const listIds = async (account: string, kind: string, tab = '') => {
  const res = await send(account, 'GET', `${BASE}/List/${kind}?pageSize=100${tab ? `&tab=${tab}` : ''}`);
  assert.equal(res.code, 200, `${account} ${kind}: ${res.msg}`);
  assert.equal(res.data.pagination.total, res.data.list.length, 'the total counts only what the list shows');
  return (res.data.list as Array<{ id: string }>).map((i) => i.id);
};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ACCOUNTS) tokens[a] = await tokenOf(app, a);
  for (const a of ['shigong', 'anquan', 'xubin', 'zongjian']) photos[a] = await uploadAs(app, tokens[a], `${a}.png`);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('publishing a task', () => {
  it('publishes to two people of the section, who are told', async () => {
    const id = await publish();
    const [row] = await t.database.db.select().from(workTasks).where(eq(workTasks.id, id));
    assert.deepEqual([row.title, row.contractId, row.draft, row.publisherId, row.urgency], ['K9+300 便道交叉口增设减速带', 'ct_sg01', false, ID.shigong, 2]);
    const parts = await t.database.db.select().from(workTaskAssignees).where(eq(workTaskAssignees.taskId, id));
    assert.deepEqual(parts.map((p) => [p.userId, p.state]).sort(), [[ID.anquan, 0], [ID.xubin, 0]].sort());
    const told = await t.database.db.select({ userId: messageReceivers.userId }).from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId)).where(eq(messages.title, '新任务：K9+300 便道交叉口增设减速带'));
    assert.deepEqual(told.map((r) => r.userId).sort(), [ID.anquan, ID.xubin].sort());
    const detail = await send('anquan', 'GET', `${BASE}/${id}`);
    assert.equal(detail.code, 200, detail.msg);
    assert.deepEqual([detail.data.status, detail.data.publisherName, detail.data.sectionName, detail.data.mine.state, detail.data.actions.accept],
      ['ongoing', '张伟', '第一合同段', 0, true]);
  });

  it('refuses bad input with the field\'s message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, '任务标题不能为空'],
      [{ assignees: [] }, '执行人不能为空'],
      [{ deadline: null }, '截止时间不能为空'],
      [{ place: '  ' }, '地点不能为空'],
      [{ title: 'x'.repeat(51) }, '任务标题不能超过50个字符'],
      [{ urgency: '9' }, '紧急程度的值不在可选项中'],
      [{ deadline: START - HOUR }, TASK_MSG.pastDeadline],
      [{ assignees: [ID.anquan, ID.shigong] }, TASK_MSG.selfAssigned],
      [{ assignees: [ID.gaofeng] }, '「高峰」不在该合同段，不能指派'],
      [{ assignees: ['u_yezhu'] }, '「赵敏」没有「我的任务」权限，不能指派'],
      [{ assignees: ['u_nobody'] }, '执行人选择的对象不存在'],
      [{ contractName: 'ct_sg02' }, '合同段的值不在可选项中'],
      [{ photos: [photos.anquan] }, '现场照片的文件不存在或不是您上传的'],
      [{ budget: 3 }, 'budget 不是该表单的字段'],
    ];
    for (const [over, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('shigong', 'POST', BASE, { data: taskData(over) });
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', BASE, { draft: false });
      assert.deepEqual([res.code, res.msg], [400, 'data 不能为空']);
    });
  });
});

describe('who sees and acts on a task', () => {
  let task = '';
  let draft = '';
  let sg02 = '';
  before(async () => {
    task = await publish('shigong', { title: '2#墩作业平台补设防护栏杆' });
    draft = await publish('shigong', { title: '草稿：钢筋加工场配电箱上锁' }, true);
    sg02 = await publish('gaofeng', { title: '二标 K21+450 涵洞基坑排水', assignees: [ID.luoyong], contractName: 'ct_sg02', photos: [] });
  });

  it('refuses everything to someone granted no task tile', async () => {
    for (const account of ['norole', 'yezhu']) {
      for (const [method, url] of [['GET', `${BASE}/List/published`], ['GET', `${BASE}/List/mine`], ['GET', `${BASE}/List/audit`],
        ['GET', `${BASE}/Counts`], ['GET', `${BASE}/${task}`], ['POST', `${BASE}/${task}/Accept`]] as const) {
        await assertNothingWritten(t.database.db, async () => {
          const res = await send(account, method, url, method === 'POST' ? {} : undefined);
          assert.deepEqual([account, url, res.code, res.msg], [account, url, 400, NOT_GRANTED]);
        });
      }
      await assertNothingWritten(t.database.db, async () => {
        const res = await send(account, 'POST', BASE, { data: taskData() });
        assert.deepEqual([res.code, res.msg], [400, NOT_GRANTED]);
      });
    }
  });

  it('shows another contract section\'s task to nobody of this section, and its total says the same', async () => {
    assert.ok(!(await listIds('shigong', 'published')).includes(sg02));
    assert.ok(!(await listIds('chengang', 'published')).includes(sg02));
    assert.ok((await listIds('shigong', 'published')).includes(task));
    for (const [method, url] of [['GET', `${BASE}/${sg02}`], ['POST', `${BASE}/${sg02}/Accept`], ['POST', `${BASE}/${sg02}/Audit/${ID.luoyong}`]] as const) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('anquan', method, url, method === 'POST' ? { pass: true } : undefined);
        assert.deepEqual([url, res.code, res.msg], [url, 400, TASK_MSG.gone]);
      });
    }
    // project-wide staff see every section
    assert.ok((await listIds('zongjian', 'published')).includes(sg02));
  });

  it('shows a draft to its publisher only', async () => {
    assert.ok((await listIds('shigong', 'published', 'draft')).includes(draft));
    for (const account of ['zongjian', 'chengang', 'anquan']) {
      assert.ok(!(await listIds(account, account === 'anquan' ? 'mine' : 'published')).includes(draft), account);
      await assertNothingWritten(t.database.db, async () => {
        for (const [method, url, body] of [['GET', `${BASE}/${draft}`, undefined], ['PUT', `${BASE}/${draft}`, { data: taskData() }],
          ['DELETE', `${BASE}/${draft}`, undefined]] as const) {
          const res = await send(account, method, url, body);
          assert.deepEqual([account, method, res.code, res.msg], [account, method, 400, TASK_MSG.gone]);
        }
      });
    }
  });

  it('counts a task given to someone as their own, whatever the scope of their grant', async () => {
    const grant = and(eq(rolePermissions.roleId, ROLE_ANQUAN), eq(rolePermissions.modelId, 'menu_myTasks'));
    await t.database.db.update(rolePermissions).set({ dataScope: 'self' }).where(grant);
    await grantsChanged();
    try {
      assert.ok((await listIds('anquan', 'mine')).includes(task));
      assert.equal((await send('anquan', 'GET', `${BASE}/${task}`)).code, 200);
      assert.equal((await send('anquan', 'POST', `${BASE}/${task}/Accept`)).code, 200);
    } finally {
      await t.database.db.update(rolePermissions).set({ dataScope: 'sections' }).where(grant);
      await grantsChanged();
    }
  });

  it('lets only an assignee act on a task, and only the publisher audit it', async () => {
    // chengang sees the SG01 task through his section but was not given it
    assert.ok((await listIds('chengang', 'published')).includes(task));
    for (const path of ['Accept', 'Progress', 'Complete']) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('chengang', 'POST', `${BASE}/${task}/${path}`, { data: { content: '代为完成', photos: [], progress: 50 } });
        assert.deepEqual([path, res.code, res.msg], [path, 400, TASK_MSG.notAssignee]);
      });
    }
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('zongjian', 'POST', `${BASE}/${task}/Audit/${ID.anquan}`, { pass: true });
      assert.deepEqual([res.code, res.msg], [400, TASK_MSG.notPublisher]);
    });
  });

  it('publishes a draft once its publisher completes it, and deletes only drafts', async () => {
    const id = await publish('shigong', { title: '草稿：拌合站防尘网', assignees: [] }, true);
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'PUT', `${BASE}/${id}`, { data: taskData({ title: '草稿：拌合站防尘网', assignees: [] }) });
      assert.deepEqual([res.code, res.msg], [400, '执行人不能为空']);
    });
    const res = await send('shigong', 'PUT', `${BASE}/${id}`, { data: taskData({ title: '拌合站料仓加盖防尘网', assignees: [ID.xubin] }) });
    assert.equal(res.code, 200, res.msg);
    assert.ok((await listIds('xubin', 'mine', 'pending')).includes(id));
    await assertNothingWritten(t.database.db, async () => {
      const again = await send('shigong', 'DELETE', `${BASE}/${id}`);
      assert.deepEqual([again.code, again.msg], [400, TASK_MSG.onlyDraftRemove]);
    });
    const gone = await publish('shigong', { title: '草稿：临时删除' }, true);
    assert.equal((await send('shigong', 'DELETE', `${BASE}/${gone}`)).code, 200);
    assert.equal((await t.database.db.select().from(workTasks).where(eq(workTasks.id, gone))).length, 0);
  });
});

describe('a task worked through', () => {
  it('is accepted, reported and completed with photos by one, returned and redone by the other, and passed', async () => {
    const id = await publish('shigong', { title: '3#墩承台基坑临边防护整改' });
    const refused = async (account: string, path: string, body: object, msg: string) => assertNothingWritten(t.database.db, async () => {
      const res = await send(account, 'POST', `${BASE}/${id}/${path}`, body);
      assert.deepEqual([account, path, res.code, res.msg], [account, path, 400, msg]);
    });
    await refused('anquan', 'Complete', { data: { content: '已完成', photos: [photos.anquan] } }, '请先接收任务');
    assert.equal((await send('anquan', 'POST', `${BASE}/${id}/Accept`)).code, 200);
    await refused('anquan', 'Accept', {}, '任务已接收，无需重复接收');
    await refused('anquan', 'Progress', { data: { progress: 150, content: '进行中' } }, '完成进度（%）不能大于100');
    await refused('anquan', 'Progress', { data: { progress: 50, content: '' } }, '进展情况不能为空');
    const progress = await send('anquan', 'POST', `${BASE}/${id}/Progress`, { data: { progress: 50, content: '东侧栏杆已完成，西侧材料进场', photos: [photos.anquan] } });
    assert.equal(progress.code, 200, progress.msg);
    await refused('anquan', 'Complete', { data: { content: '全部完成', photos: [] } }, '完成照片不能为空');
    await refused('anquan', 'Complete', { data: { content: '全部完成', photos: [photos.xubin] } }, '完成照片的文件不存在或不是您上传的');
    const done = await send('anquan', 'POST', `${BASE}/${id}/Complete`, { data: { content: '四周栏杆及密目网全部设置完成', photos: [photos.anquan] } });
    assert.equal(done.code, 200, done.msg);
    await refused('anquan', 'Progress', { data: { progress: 80, content: '补充' } }, '任务已提交，等待发布人审核');

    // xubin accepts and completes too
    assert.equal((await send('xubin', 'POST', `${BASE}/${id}/Accept`)).code, 200);
    assert.equal((await send('xubin', 'POST', `${BASE}/${id}/Complete`, { data: { content: '警示灯已加设', photos: [photos.xubin] } })).code, 200);

    let detail = await send('shigong', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.status, detail.data.actions.audit.sort()], ['auditing', [ID.anquan, ID.xubin].sort()]);
    assert.deepEqual(detail.data.events.map((e: { kind: string, userName: string }) => `${e.kind}:${e.userName}`),
      ['accept:黄磊', 'progress:黄磊', 'complete:黄磊', 'accept:徐斌', 'complete:徐斌']);
    assert.ok((await listIds('shigong', 'audit', 'todo')).includes(id));

    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.xubin}`, { pass: false, reason: ' ' });
      assert.deepEqual([res.code, res.msg], [400, TASK_MSG.reason]);
    });
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.gaofeng}`, { pass: true });
      assert.deepEqual([res.code, res.msg], [400, TASK_MSG.notAnAssignee]);
    });
    assert.equal((await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.anquan}`, { pass: true })).code, 200);
    const returned = await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.xubin}`, { pass: false, reason: '警示灯间距过大，请按 10m 一盏加密' });
    assert.equal(returned.code, 200, returned.msg);
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.xubin}`, { pass: true });
      assert.deepEqual([res.code, res.msg], [400, '该执行人尚未提交完成，不能审核']);
    });
    detail = await send('xubin', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.mine.state, detail.data.actions.complete, detail.data.events.at(-1).data.reason], [4, true, '警示灯间距过大，请按 10m 一盏加密']);
    assert.equal((await send('xubin', 'POST', `${BASE}/${id}/Complete`, { data: { content: '已加密至 10m 一盏', photos: [photos.xubin] } })).code, 200);
    assert.equal((await send('shigong', 'POST', `${BASE}/${id}/Audit/${ID.xubin}`, { pass: true })).code, 200);

    detail = await send('shigong', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.status, detail.data.assignees.map((a: { state: number, progress: number }) => [a.state, a.progress])], ['done', [[3, 100], [3, 100]]]);
    assert.ok((await listIds('shigong', 'published', 'done')).includes(id));
    assert.ok((await listIds('anquan', 'mine', 'done')).includes(id));
    assert.ok(!(await listIds('shigong', 'audit', 'todo')).includes(id));
    assert.ok((await listIds('shigong', 'audit', 'done')).includes(id));
  });
});

describe('overdue tasks', () => {
  it('are marked, and remind their assignees once a day through the message centre, on however many instances', async () => {
    const id = await publish('shigong', { title: '钢筋加工场灭火器更换', deadline: clock.now().getTime() + HOUR });
    assert.equal((await send('anquan', 'POST', `${BASE}/${id}/Accept`)).code, 200);
    const reminders = async () => (await t.database.db.select({ userId: messageReceivers.userId }).from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
      .where(and(like(messages.title, '任务已逾期：%'), eq(messages.title, '任务已逾期：钢筋加工场灭火器更换')))).map((r) => r.userId).sort();

    assert.equal(await app.timers.run(OVERDUE_JOB), 0, 'not overdue yet');
    clock.advance(2 * HOUR);
    let detail = await send('shigong', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.overdue, detail.data.assignees.map((a: { overdue: boolean }) => a.overdue)], [true, [true, true]]);
    assert.ok((await listIds('shigong', 'published', 'overdue')).includes(id));
    assert.ok((await listIds('anquan', 'mine', 'overdue')).includes(id));

    // a second server instance on the same database runs the same job at the same moment
    const other = await buildTestApp(t, {}, clock.now);
    try {
      const [a, b] = await Promise.all([app.timers.run(OVERDUE_JOB), other.timers.run(OVERDUE_JOB)]);
      assert.equal((a as number) + (b as number), 1, 'one of them sent it');
      assert.deepEqual(await reminders(), [ID.anquan, ID.xubin].sort(), 'each assignee reminded once');
      await other.timers.run(OVERDUE_JOB);
      await app.timers.run(OVERDUE_JOB);
      assert.deepEqual(await reminders(), [ID.anquan, ID.xubin].sort(), 'not again the same day');
    } finally {
      await other.close();
    }

    // the next day: whoever has still not submitted is reminded again
    assert.equal((await send('anquan', 'POST', `${BASE}/${id}/Complete`, { data: { content: '已更换 6 具', photos: [photos.anquan] } })).code, 200);
    clock.advance(DAY);
    tokens.anquan = await tokenOf(app, 'anquan'); // a day on, the morning's sign-in has expired
    await app.timers.run(OVERDUE_JOB);
    assert.deepEqual(await reminders(), [ID.anquan, ID.xubin, ID.xubin].sort());
    detail = await send('anquan', 'GET', `${BASE}/${id}`);
    assert.equal(detail.data.mine.overdue, false, 'submitted is not overdue');
  });
});
