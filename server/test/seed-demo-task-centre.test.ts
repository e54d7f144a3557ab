/**
 * The task centre of the demo (seed/demoTaskCentre.ts, with SEED_DEMO_TASKS): every list of it
 * opens on records in varied states for the accounts of the story, and the overdue task reminds
 * its assignee once the reminder job runs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OVERDUE_JOB } from '../src/domains/task/index.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';

// a Tuesday, 11:00 in China: "day 0" of the demo is the Monday
const NOW = Date.parse('2026-05-12T11:00:00+08:00');
const DAY = 86_400_000;
const clock = testClock(NOW);
const T = '/api/transaction';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
type Row = Record<string, any>;

const get = async (account: string, url: string) => {
  const res = await call(app, { method: 'GET', url, headers: { authorization: tokens[account] } });
  assert.equal(res.code, 200, `${account} ${url}: ${res.msg}`);
  return res.data;
};
const records = async (account: string, module: string) => {
  const res = await call(app, { method: 'POST', url: `/api/visualdev/OnlineDev/${module}/List`, headers: { authorization: tokens[account] }, payload: { pageSize: 50 } });
  assert.equal(res.code, 200, res.msg);
  return res.data.list as Row[];
};

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ['zongjian', 'jianli', 'shigong', 'anquan', 'xubin', 'gaofeng']) tokens[a] = await tokenOf(app, a);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('the demo task centre', () => {
  it('has tasks in every state: published, given, waiting for audit, returned, overdue, drafted', async () => {
    const published = (await get('shigong', `${T}/Task/List/published?pageSize=50`)).list as Row[];
    assert.deepEqual([...new Set(published.map((i) => i.status))].sort(), ['auditing', 'done', 'draft', 'ongoing']);
    assert.ok(published.some((i) => i.overdue && i.title === '编制汛期施工防洪度汛应急预案'));
    const mine = (await get('anquan', `${T}/Task/List/mine?pageSize=50`)).list as Row[];
    assert.deepEqual(mine.map((i) => i.mine.state).sort(), [0, 1, 3]);
    assert.deepEqual(((await get('xubin', `${T}/Task/List/mine?tab=working`)).list as Row[]).map((i) => [i.title, i.mine.state]),
      [['K12+300 路床压实度复检资料补报', 4]]);
    const audit = (await get('jianli', `${T}/Task/List/audit`)).list as Row[];
    assert.deepEqual(audit.map((i) => [i.title, i.assignee.realName]), [['3#墩承台基坑临边防护整改', '张伟']]);
    const fromMeeting = published.find((i) => i.title.startsWith('秦淮河大桥 2#墩墩身模板加固'))!;
    assert.equal((await get('shigong', `${T}/Task/${fromMeeting.id}`)).meeting.title, '第 17 次监理例会');
    assert.ok(((await get('gaofeng', `${T}/Task/List/published`)).list as Row[]).every((i) => i.sectionName === '第二合同段'));
  });

  it('has meetings held, called and drafted, with sign-ins, minutes and decisions', async () => {
    const list = (await get('zongjian', `${T}/Meeting?pageSize=50`)).list as Row[];
    assert.deepEqual(list.map((m) => m.status).sort(), [0, 1, 1, 2]);
    const held = list.find((m) => m.status === 2)!;
    assert.deepEqual([held.signedCount, held.attendeeCount, held.decisionCount], [6, 8, 3]);
    const detail = await get('zongjian', `${T}/Meeting/${held.id}`);
    assert.deepEqual(detail.decisions.map((d: Row) => Boolean(d.taskId)), [true, false, false]);
    assert.ok(detail.minutes.minutes.includes('汛期'));
    assert.ok(!((await get('shigong', `${T}/Meeting?pageSize=50`)).list as Row[]).some((m) => m.title.includes('二标')), 'SG02\'s meeting stays in SG02');
  });

  it('has schedules for the coming days', async () => {
    const day0 = Date.parse('2026-05-11T00:00:00+08:00');
    const items = (await get('jianli', `${T}/Schedule?startTime=${day0 - DAY}&endTime=${day0 + 7 * DAY}`)).list as Row[];
    assert.equal(items.length, 4);
    assert.ok(items.some((i) => i.remindTime && !i.reminded));
  });

  it('has instructions, contact sheets and reports at each of their steps', async () => {
    const states = async (account: string, module: string) => [...new Set((await records(account, module)).map((r) => r.flowState))].sort();
    assert.deepEqual(await states('zongjian', 'supervisionOrder'), [1, 2]);
    assert.deepEqual(await states('zongjian', 'workMessage'), [1, 2]);
    assert.deepEqual(await states('zongjian', 'reportLog'), [1, 2]);
    assert.deepEqual((await records('shigong', 'supervisionOrder')).map((r) => r.orderTitle).sort(), ['2#墩墩身钢筋保护层厚度不足', 'K12+300 路床压实度不足返工']);
    const [special] = await records('jianli', 'addTask');
    const notices = await call(app, { method: 'POST', url: '/api/visualdev/OnlineDev/taskManagement/List', headers: { authorization: tokens.jianli },
      payload: { queryJson: JSON.stringify({ specialTask: special.id }) } });
    assert.deepEqual((notices.data.list as Row[]).map((r) => r.taskTitle), ['关于开展汛前临时用电专项检查的通知']);
  });

  it('reminds the assignee of the overdue task', async () => {
    assert.ok((await app.timers.run(OVERDUE_JOB) as number) >= 1);
    const messages = (await get('shigong', '/api/message?type=3&pageSize=50')).list as Row[];
    assert.ok(messages.some((m) => m.title === '任务已逾期：编制汛期施工防洪度汛应急预案'));
  });
});
