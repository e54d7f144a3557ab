/**
 * Meetings of the task centre (issue 11, part 4) through the real app: called with an agenda and
 * attendees, who are told and sign in on the day; minutes and decisions recorded by the organiser
 * or the host; a decision made a task with one call, linked back to the meeting, never twice.
 * Seen by the visibility rule (grant, section, drafts) with a meeting one attends as one's own;
 * bad input refused with the field's message and nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetingAttendees, meetingDecisions, messageReceivers, messages, workTaskAssignees, workTasks } from '../src/db/schema.js';
import { MEETING_ERR } from '../src/domains/meeting/service.js';
import { MEETING_MSG } from '../src/domains/meeting/rules.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const BASE = '/api/transaction/Meeting';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 12 May 2025, 08:00 China time. */
const START = Date.UTC(2025, 4, 12, 0, 0);
const MEETING_AT = START + 3 * HOUR; // 11:00

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(START);
const tokens: Record<string, string> = {};
const ID = { zongjian: 'u_zongjian', jianli: 'u_jianli', shigong: 'u_shigong', anquan: 'u_anquan', gaofeng: 'u_pm2', luoyong: 'u_anquan2' };

const send = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload }) });

const meetingData = (over: Record<string, unknown> = {}) => ({
  title: '第 18 次监理例会', meetingType: 'regular', startTime: MEETING_AT, endTime: MEETING_AT + 2 * HOUR, place: '总监办二楼会议室',
  host: ID.zongjian, attendees: [ID.jianli, ID.shigong, ID.anquan], agenda: '上周工作完成情况\n本周计划\n安全文明施工检查问题通报', attachments: [], ...over,
});

async function call_(account: string, over: Record<string, unknown> = {}, draft = false): Promise<string> {
  const res = await send(account, 'POST', BASE, { data: meetingData(over), draft });
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  return res.data.id;
}

const listIds = async (account: string, tab = 'all') => {
  const res = await send(account, 'GET', `${BASE}?tab=${tab}&pageSize=100`);
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  assert.equal(res.data.pagination.total, res.data.list.length);
  return (res.data.list as Array<{ id: string }>).map((m) => m.id);
};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ['zongjian', 'jianli', 'shigong', 'chengang', 'anquan', 'gaofeng', 'luoyong', 'norole']) tokens[a] = await tokenOf(app, a);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('calling a meeting', () => {
  it('calls it and tells the attendees, the host among them', async () => {
    const id = await call_('jianli', { host: ID.zongjian });
    const attendees = await t.database.db.select().from(meetingAttendees).where(eq(meetingAttendees.meetingId, id));
    assert.deepEqual(attendees.map((a) => a.userId).sort(), [ID.zongjian, ID.jianli, ID.shigong, ID.anquan].sort());
    const told = await t.database.db.select({ userId: messageReceivers.userId }).from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId)).where(eq(messages.title, '会议通知：第 18 次监理例会'));
    assert.deepEqual(told.map((r) => r.userId).sort(), [ID.zongjian, ID.shigong, ID.anquan].sort(), 'all but the one who called it');
    const detail = await send('shigong', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.code, detail.data.status, detail.data.meetingTypeName, detail.data.hostName, detail.data.attending, detail.data.actions.signIn],
      [200, 1, '监理例会', '王建国', true, false]);
    assert.equal(detail.data.actions.signInNote, MEETING_MSG.tooEarly);
  });

  it('refuses bad input with the field\'s message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, '会议名称不能为空'],
      [{ attendees: [] }, '参会人员不能为空'],
      [{ meetingType: 'party' }, '会议类型的值不在可选项中'],
      [{ endTime: MEETING_AT - HOUR }, MEETING_MSG.endBeforeStart],
      [{ host: 'u_nobody' }, '主持人选择的对象不存在'],
      [{ agenda: 'x'.repeat(2001) }, '会议议程不能超过2000个字符'],
    ];
    for (const [over, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('jianli', 'POST', BASE, { data: meetingData(over) });
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
  });
});

describe('who sees a meeting', () => {
  let sg02 = '';
  let draft = '';
  let open = '';
  before(async () => {
    sg02 = await call_('jianli', { title: '二标涵洞施工专题会', meetingType: 'special', contractName: 'ct_sg02', attendees: [ID.gaofeng, ID.luoyong] });
    draft = await call_('zongjian', { title: '草稿：安全生产月动员会', meetingType: 'safety', attendees: [ID.shigong] }, true);
    open = await call_('zongjian', { title: '全线安全生产会议', meetingType: 'safety', attendees: [ID.gaofeng] });
  });

  it('refuses everything to someone without the grant', async () => {
    for (const [method, url, body] of [['GET', BASE, undefined], ['GET', `${BASE}/${open}`, undefined], ['POST', BASE, { data: meetingData() }],
      ['POST', `${BASE}/${open}/SignIn`, undefined]] as const) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('norole', method, url, body);
        assert.deepEqual([url, res.code, res.msg], [url, 400, NOT_GRANTED]);
      });
    }
  });

  it('shows another section\'s meeting to nobody of this section', async () => {
    assert.ok(!(await listIds('shigong')).includes(sg02));
    assert.ok((await listIds('gaofeng')).includes(sg02));
    assert.ok((await listIds('shigong')).includes(open), 'a meeting of no section is everyone\'s');
    await assertNothingWritten(t.database.db, async () => {
      for (const [method, url] of [['GET', `${BASE}/${sg02}`], ['POST', `${BASE}/${sg02}/SignIn`]] as const) {
        const res = await send('anquan', method, url);
        assert.deepEqual([url, res.code, res.msg], [url, 400, MEETING_ERR.gone]);
      }
    });
  });

  it('shows a draft to its author only, not even to its attendees, who are told nothing yet', async () => {
    assert.ok((await listIds('zongjian', 'draft')).includes(draft));
    for (const account of ['shigong', 'jianli']) {
      assert.ok(!(await listIds(account)).includes(draft), account);
      await assertNothingWritten(t.database.db, async () => {
        for (const [method, url, body] of [['GET', `${BASE}/${draft}`, undefined], ['PUT', `${BASE}/${draft}`, { data: meetingData() }],
          ['DELETE', `${BASE}/${draft}`, undefined], ['POST', `${BASE}/${draft}/SignIn`, undefined]] as const) {
          const res = await send(account, method, url, body);
          assert.deepEqual([account, method, url, res.code, res.msg], [account, method, url, 400, MEETING_ERR.gone]);
        }
      });
    }
    const told = await t.database.db.select().from(messages).where(eq(messages.title, '会议通知：草稿：安全生产月动员会'));
    assert.equal(told.length, 0);
  });
});

describe('on the day', () => {
  let id = '';
  before(async () => { id = await call_('jianli', { title: '第 19 次监理例会', host: ID.zongjian }); });

  it('lets attendees sign in from two hours before the start, once, and nobody else', async () => {
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', `${BASE}/${id}/SignIn`);
      assert.deepEqual([res.code, res.msg], [400, MEETING_MSG.tooEarly]);
    });
    clock.advance(2 * HOUR); // 10:00, an hour before the start
    assert.equal((await send('shigong', 'POST', `${BASE}/${id}/SignIn`)).code, 200);
    await assertNothingWritten(t.database.db, async () => {
      const again = await send('shigong', 'POST', `${BASE}/${id}/SignIn`);
      assert.deepEqual([again.code, again.msg], [400, MEETING_MSG.signed]);
      const stranger = await send('chengang', 'POST', `${BASE}/${id}/SignIn`);
      assert.deepEqual([stranger.code, stranger.msg], [400, MEETING_ERR.notAttendee]);
    });
    const detail = await send('jianli', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.signedCount, detail.data.attendeeCount], [1, 4]);
  });

  it('lets the organiser or the host record minutes and decisions, not an attendee', async () => {
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'PUT', `${BASE}/${id}/Minutes`, { data: { minutes: '纪要' } });
      assert.deepEqual([res.code, res.msg], [400, MEETING_ERR.notOrganiser]);
      const decide = await send('anquan', 'POST', `${BASE}/${id}/Decisions`, { data: { content: '整改', assignees: [ID.anquan], deadline: START + DAY } });
      assert.deepEqual([decide.code, decide.msg], [400, MEETING_ERR.notOrganiser]);
    });
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('zongjian', 'PUT', `${BASE}/${id}/Minutes`, { data: { minutes: '' }, publish: true });
      assert.deepEqual([res.code, res.msg], [400, '会议纪要不能为空']);
      const decide = await send('zongjian', 'POST', `${BASE}/${id}/Decisions`, { data: { content: '整改', assignees: [], deadline: START + DAY } });
      assert.deepEqual([decide.code, decide.msg], [400, '责任人不能为空']);
    });
    const saved = await send('zongjian', 'PUT', `${BASE}/${id}/Minutes`, { data: { minutes: '（草）' } });
    assert.equal(saved.code, 200, saved.msg);
    const published = await send('zongjian', 'PUT', `${BASE}/${id}/Minutes`, {
      data: { minutes: '一、SG01 标上周完成路基填筑 1.2 万方；二、3#墩承台基坑临边防护不到位，限期整改。', photos: [] }, publish: true,
    });
    assert.equal(published.code, 200, published.msg);
    const detail = await send('shigong', 'GET', `${BASE}/${id}`);
    assert.deepEqual([detail.data.status, detail.data.minutes.minutes.slice(0, 2)], [2, '一、']);
  });

  it('makes a decision a task with one call, linked back to the meeting, and never twice', async () => {
    const decided = await send('zongjian', 'POST', `${BASE}/${id}/Decisions`, {
      data: { content: '3#墩承台基坑临边防护限期整改\n四周设 1.2m 防护栏杆并挂密目网', assignees: [ID.shigong, ID.anquan], deadline: START + 2 * DAY, contractName: 'ct_sg01' },
    });
    assert.equal(decided.code, 200, decided.msg);
    const decisionId = decided.data.id;
    // two taps at once: one task
    const [a, b] = await Promise.all([1, 2].map(() => send('zongjian', 'POST', `${BASE}/${id}/Decisions/${decisionId}/Task`)));
    assert.deepEqual([a.code, b.code].sort(), [200, 400]);
    assert.equal([a, b].find((r) => r.code === 400)!.msg, MEETING_ERR.decisionTaken);
    const taskId = [a, b].find((r) => r.code === 200)!.data.taskId;
    assert.equal((await t.database.db.select().from(workTasks).where(eq(workTasks.title, '3#墩承台基坑临边防护限期整改'))).length, 1);
    const [decision] = await t.database.db.select().from(meetingDecisions).where(eq(meetingDecisions.id, decisionId));
    assert.equal(decision.taskId, taskId);
    const parts = await t.database.db.select().from(workTaskAssignees).where(eq(workTaskAssignees.taskId, taskId));
    assert.deepEqual(parts.map((p) => p.userId).sort(), [ID.shigong, ID.anquan].sort());
    const task = await send('anquan', 'GET', `/api/transaction/Task/${taskId}`);
    assert.deepEqual([task.code, task.data.meeting, task.data.publisherName, task.data.sectionName], [200, { id, title: '第 19 次监理例会' }, '王建国', '第一合同段']);
    await assertNothingWritten(t.database.db, async () => {
      const again = await send('zongjian', 'POST', `${BASE}/${id}/Decisions/${decisionId}/Task`);
      assert.deepEqual([again.code, again.msg], [400, MEETING_ERR.decisionTaken]);
      const remove = await send('zongjian', 'DELETE', `${BASE}/${id}/Decisions/${decisionId}`);
      assert.deepEqual([remove.code, remove.msg], [400, MEETING_ERR.decisionTaken]);
    });
    const detail = await send('jianli', 'GET', `${BASE}/${id}`);
    assert.deepEqual(detail.data.decisions.map((d: { taskId: string, assigneeNames: string }) => [d.taskId, d.assigneeNames]), [[taskId, '张伟,黄磊']]);
  });

  it('refuses a decision whose people cannot be given the task, and writes nothing', async () => {
    const decided = await send('zongjian', 'POST', `${BASE}/${id}/Decisions`, {
      data: { content: '二标涵洞排水', assignees: [ID.gaofeng], deadline: START + 2 * DAY, contractName: 'ct_sg01' },
    });
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('zongjian', 'POST', `${BASE}/${id}/Decisions/${decided.data.id}/Task`);
      assert.deepEqual([res.code, res.msg], [400, '「高峰」不在该合同段，不能指派']);
    });
  });
});
