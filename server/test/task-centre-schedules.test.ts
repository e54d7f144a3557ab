/**
 * My schedule (issue 11, part 4) through the real app: items kept, listed by range and changed by
 * their owner; seen by the visibility rule (the grant's scope is the owner's own by default; a
 * wider one still stops at the section); bad input refused with the field's message and nothing
 * written; a reminder through the message centre before the start, sent once however many server
 * instances run it, and again when the item is moved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_SHIGONG } from '../src/catalog/roles.js';
import { messageReceivers, messages, rolePermissions, schedules } from '../src/db/schema.js';
import { grantsChanged } from '../src/realtime/changes.js';
import { SCHEDULE_JOB } from '../src/domains/schedule/index.js';
import { SCHEDULE_MSG } from '../src/domains/schedule/service.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const BASE = '/api/transaction/Schedule';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 12 May 2025, 08:00 China time. */
const START = Date.UTC(2025, 4, 12, 0, 0);

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(START);
const tokens: Record<string, string> = {};

const send = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload }) });

const item = (over: Record<string, unknown> = {}) => ({
  title: '3#墩承台混凝土浇筑旁站', startTime: START + 2 * HOUR, endTime: START + 6 * HOUR, remind: '15',
  place: '秦淮河大桥 3#墩', content: '核对配合比，见证留置试块', ...over,
});

async function add(account: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await send(account, 'POST', BASE, { data: item(over) });
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  return res.data.id;
}

const titles = async (account: string, from = START - DAY, to = START + 7 * DAY) => {
  const res = await send(account, 'GET', `${BASE}?startTime=${from}&endTime=${to}`);
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  return (res.data.list as Array<{ title: string }>).map((i) => i.title);
};

const reminded = async (title: string) => (await t.database.db.select({ userId: messageReceivers.userId }).from(messageReceivers)
  .innerJoin(messages, eq(messages.id, messageReceivers.messageId)).where(and(eq(messages.title, `日程提醒：${title}`), eq(messages.type, 4)))).length;

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ['jianli', 'shigong', 'chengang', 'gaofeng', 'yezhu', 'norole']) tokens[a] = await tokenOf(app, a);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('my schedule', () => {
  it('keeps an item and lists it by range, earliest first', async () => {
    await add('jianli', { title: '第 18 次监理例会', startTime: START + DAY, endTime: START + DAY + 2 * HOUR });
    await add('jianli');
    assert.deepEqual(await titles('jianli'), ['3#墩承台混凝土浇筑旁站', '第 18 次监理例会']);
    assert.deepEqual(await titles('jianli', START + 12 * HOUR, START + 2 * DAY), ['第 18 次监理例会']);
  });

  it('refuses bad input with the field\'s message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, '日程标题不能为空'],
      [{ startTime: null }, '开始时间不能为空'],
      [{ endTime: START }, SCHEDULE_MSG.endBeforeStart],
      [{ remind: '7' }, '提醒的值不在可选项中'],
      [{ place: 'x'.repeat(101) }, '地点不能超过100个字符'],
    ];
    for (const [over, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('jianli', 'POST', BASE, { data: item(over) });
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
    const wide = await send('jianli', 'GET', `${BASE}?startTime=${START}&endTime=${START + 63 * DAY}`);
    assert.deepEqual([wide.code, wide.msg], [400, SCHEDULE_MSG.range]);
  });

  it('refuses everything to someone without the grant', async () => {
    const id = await add('shigong', { title: '钢筋进场验收' });
    for (const account of ['norole', 'yezhu']) {
      await assertNothingWritten(t.database.db, async () => {
        for (const [method, url, body] of [['GET', `${BASE}?startTime=${START}&endTime=${START + DAY}`, undefined], ['POST', BASE, { data: item() }],
          ['GET', `${BASE}/${id}`, undefined], ['PUT', `${BASE}/${id}`, { data: item() }], ['DELETE', `${BASE}/${id}`, undefined]] as const) {
          const res = await send(account, method, url, body);
          assert.deepEqual([account, url, res.code, res.msg], [account, url, 400, NOT_GRANTED]);
        }
      });
    }
  });

  it('is its owner\'s own: others of the same section see nothing of it and change nothing', async () => {
    const id = await add('shigong', { title: '项目部周例会' });
    assert.ok(!(await titles('chengang')).includes('项目部周例会'));
    await assertNothingWritten(t.database.db, async () => {
      for (const [method, body] of [['GET', undefined], ['PUT', { data: item() }], ['DELETE', undefined]] as const) {
        const res = await send('chengang', method, `${BASE}/${id}`, body);
        assert.deepEqual([method, res.code, res.msg], [method, 400, SCHEDULE_MSG.gone]);
      }
    });
  });

  it('with a section-wide grant, is seen in its section, not in another, and still changed by its owner only', async () => {
    const grant = (roleId: string) => and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.modelId, 'menu_schedule'));
    await t.database.db.update(rolePermissions).set({ dataScope: 'sections' }).where(grant(ROLE_SHIGONG));
    await grantsChanged();
    try {
      const id = await add('shigong', { title: '一标首件工程验收' });
      assert.ok((await titles('chengang')).includes('一标首件工程验收'), 'same section');
      assert.ok(!(await titles('gaofeng')).includes('一标首件工程验收'), 'another section');
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('gaofeng', 'GET', `${BASE}/${id}`);
        assert.deepEqual([res.code, res.msg], [400, SCHEDULE_MSG.gone]);
        const change = await send('chengang', 'PUT', `${BASE}/${id}`, { data: item() });
        assert.deepEqual([change.code, change.msg], [400, SCHEDULE_MSG.notYours]);
      });
    } finally {
      await t.database.db.update(rolePermissions).set({ dataScope: 'self' }).where(grant(ROLE_SHIGONG));
      await grantsChanged();
    }
  });
});

describe('schedule reminders', () => {
  it('come once before the start, on however many instances, and again when the item is moved', async () => {
    const id = await add('jianli', { title: '路面首件摊铺', startTime: clock.now().getTime() + HOUR, endTime: clock.now().getTime() + 3 * HOUR, remind: '15' });
    assert.equal(await app.timers.run(SCHEDULE_JOB), 0, 'not due yet');
    clock.advance(46 * MINUTE);
    const other = await buildTestApp(t, {}, clock.now);
    try {
      const sent = await Promise.all([app.timers.run(SCHEDULE_JOB), other.timers.run(SCHEDULE_JOB)]);
      assert.equal((sent[0] as number) + (sent[1] as number), 1);
      await other.timers.run(SCHEDULE_JOB);
    } finally {
      await other.close();
    }
    assert.equal(await reminded('路面首件摊铺'), 1);
    const [row] = await t.database.db.select().from(schedules).where(eq(schedules.id, id));
    assert.ok(row.remindedAt);

    const moved = await send('jianli', 'PUT', `${BASE}/${id}`, { data: item({ title: '路面首件摊铺', startTime: clock.now().getTime() + 2 * HOUR, endTime: clock.now().getTime() + 4 * HOUR, remind: '30' }) });
    assert.equal(moved.code, 200, moved.msg);
    await app.timers.run(SCHEDULE_JOB);
    assert.equal(await reminded('路面首件摊铺'), 1, 'not due again yet');
    clock.advance(95 * MINUTE);
    await app.timers.run(SCHEDULE_JOB);
    assert.equal(await reminded('路面首件摊铺'), 2);
  });

  it('never remind of an item already begun or without a reminder', async () => {
    await add('jianli', { title: '已开始的旁站', startTime: clock.now().getTime() - HOUR, endTime: clock.now().getTime() + HOUR });
    await add('jianli', { title: '不提醒的会议', startTime: clock.now().getTime() + 10 * MINUTE, endTime: clock.now().getTime() + HOUR, remind: 'none' });
    clock.advance(20 * MINUTE);
    await app.timers.run(SCHEDULE_JOB);
    assert.deepEqual([await reminded('已开始的旁站'), await reminded('不提醒的会议')], [0, 0]);
  });
});

