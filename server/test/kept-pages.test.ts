/**
 * List pages kept ready to send (realtime/keptPages.ts, migration 0032): a module's register and
 * the todo list answer a page again without reading it while nothing on it changed, and never
 * answer a page older than the database: a write through the app or behind its back (the triggers
 * move the list's count in the writing transaction) is on the next page read, on any instance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flowTasks, onlineRecords, users } from '../src/db/schema.js';
import { moduleIdOf } from '../src/catalog/index.js';
import { listGeneration } from '../src/db/listGenerations.js';
import { keptPageStats } from '../src/realtime/keptPages.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
/** A second instance on the same database: it hears nothing from the first but the database. */
let other: FastifyInstance;

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  other = await buildTestApp(t);
});
after(async () => {
  await other.close();
  await app.close();
  await t.close();
});

type Page = { list: Array<Record<string, unknown>>, pagination: { total: number } };
const LIST = '/api/visualdev/OnlineDev/hazardInvestigat/List';
const MODULE = moduleIdOf('hazardRectify');
const register = async (token: string, on = app, body: object = { currentPage: 1, pageSize: 20 }) => {
  const res = await call<Page>(on, { method: 'POST', url: LIST, payload: body, headers: { authorization: token } });
  assert.equal(res.code, 200, res.msg);
  return res.data!;
};
/** How many pages were read from the database while `run` ran. */
const loadsDuring = async (run: () => Promise<unknown>) => {
  const before = keptPageStats.loads;
  await run();
  return keptPageStats.loads - before;
};

describe('a module\'s register', () => {
  it('is read once and sent again while its records stay as they were', async () => {
    const token = await tokenOf(app, 'jianli');
    const first = await register(token);
    assert.equal(await loadsDuring(() => register(token)), 0);
    assert.deepEqual(await register(token), first);
    // another page, another query: read
    assert.equal(await loadsDuring(() => register(token, app, { currentPage: 1, pageSize: 5 })), 1);
    assert.equal(await loadsDuring(() => register(token, app, { currentPage: 1, pageSize: 20, keyword: '护栏' })), 1);
  });

  it('shows at once a record written, changed and removed behind the app\'s back, on both instances', async () => {
    const token = await tokenOf(app, 'jianli');
    const otherToken = await tokenOf(other, 'zongjian');
    const before = await register(token);
    const otherBefore = await register(otherToken, other);
    const count = await listGeneration(t.database.db, `records:${MODULE}`);
    await t.database.db.insert(onlineRecords).values({
      id: 'kept_page_rec', moduleId: MODULE, projectId: 'proj_njgk', contractId: null, organizeId: null,
      creatorUserId: 'u_anquan', draft: false, data: { title: '临边防护缺失（缓存测试）' }, createdAt: new Date(),
    });
    assert.ok(await listGeneration(t.database.db, `records:${MODULE}`) > count, 'the trigger moved the count');
    try {
      const added = await register(token);
      assert.equal(added.pagination.total, before.pagination.total + 1);
      assert.equal(added.list[0].id, 'kept_page_rec');
      assert.equal((await register(otherToken, other)).pagination.total, otherBefore.pagination.total + 1);

      await t.database.db.update(onlineRecords).set({ data: { title: '临边防护已整改（缓存测试）' } }).where(eq(onlineRecords.id, 'kept_page_rec'));
      assert.equal((await register(token)).list[0].title, '临边防护已整改（缓存测试）');
    } finally {
      await t.database.db.delete(onlineRecords).where(eq(onlineRecords.id, 'kept_page_rec'));
    }
    assert.deepEqual((await register(token)).list.map((r) => r.id), before.list.map((r) => r.id));
    assert.equal((await register(otherToken, other)).pagination.total, otherBefore.pagination.total);
  });

  it('keeps a page per scope: a draft shows to its author only', async () => {
    const jianli = await tokenOf(app, 'jianli');
    const zongjian = await tokenOf(app, 'zongjian');
    const mine = await register(jianli);
    const theirs = await register(zongjian);
    const saved = await call<string>(app, {
      method: 'POST', url: '/api/visualdev/OnlineDev/hazardInvestigat', headers: { authorization: jianli },
      payload: { data: JSON.stringify({ title: '草稿：脚手架连墙件（缓存测试）' }), status: '1' },
    });
    assert.equal(saved.code, 200, saved.msg);
    const draft = sql`${onlineRecords.data} ->> 'title' = '草稿：脚手架连墙件（缓存测试）'`;
    assert.deepEqual((await t.database.db.select({ draft: onlineRecords.draft }).from(onlineRecords).where(draft)).map((r) => r.draft), [true]);
    try {
      assert.equal((await register(jianli)).pagination.total, mine.pagination.total + 1);
      assert.equal((await register(zongjian)).pagination.total, theirs.pagination.total);
    } finally {
      await t.database.db.delete(onlineRecords).where(draft);
    }
  });
});

describe('the todo list', () => {
  const E = '/api/workflow/Engine';
  const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const todos = async (token: string, on = app) => {
    const res = await call<Page>(on, { method: 'GET', url: `${E}/FlowBefore/List/1?currentPage=1&pageSize=20`, headers: { authorization: token } });
    assert.equal(res.code, 200, res.msg);
    return res.data!;
  };

  it('is kept while the user\'s todos stand; a new one, a task renamed behind the app\'s back and one handled show at once', async () => {
    const jianli = await tokenOf(app, 'jianli');
    const zongjian = await tokenOf(app, 'zongjian');
    const otherZongjian = zongjian; // one token: a second sign-in would end the first
    const first = await todos(zongjian);
    assert.equal(await loadsDuring(() => todos(zongjian)), 0);
    await todos(otherZongjian, other);

    const launched = await call<{ id: string }>(app, {
      method: 'POST', url: `${E}/FlowTask`, headers: { authorization: jianli },
      payload: {
        flowId: 'flow_supervisionLog', status: '0',
        formData: {
          logDate: Date.now(), weather: 'sunny', temperature: '12~25',
          constructionStatus: [{ section: 'ct_sg01', part: 'K6+320 2#墩', content: '承台钢筋绑扎' }],
          supervisionWork: '巡视 2#墩承台（缓存测试）', signature: SIGN,
        },
      },
    });
    assert.equal(launched.code, 200, launched.msg);
    const taskId = launched.data!.id;
    const waiting = await todos(zongjian);
    assert.equal(waiting.pagination.total, first.pagination.total + 1);
    const todo = waiting.list.find((i) => i.processId === taskId)!;
    assert.ok(todo, 'the new todo is on the list at once');
    assert.ok((await todos(otherZongjian, other)).list.some((i) => i.processId === taskId), 'and on the other instance');

    // what the list shows of the task, changed behind the app's back
    await t.database.db.update(flowTasks).set({ urgent: 3 }).where(eq(flowTasks.id, taskId));
    assert.equal((await todos(zongjian)).list.find((i) => i.processId === taskId)!.flowUrgent, 3);
    // a change that is not on the list moves nothing
    const count = await listGeneration(t.database.db, 'todo:u_zongjian');
    await t.database.db.update(flowTasks).set({ completion: 10 }).where(eq(flowTasks.id, taskId));
    assert.equal(await listGeneration(t.database.db, 'todo:u_zongjian'), count);

    const audit = await call(app, { method: 'POST', url: `${E}/FlowBefore/Audit/${String(todo.id)}`, headers: { authorization: zongjian }, payload: { handleOpinion: '同意', signImg: SIGN } });
    assert.equal(audit.code, 200, audit.msg);
    assert.ok(!(await todos(zongjian)).list.some((i) => i.processId === taskId), 'handled: off the list at once');
    assert.ok(!(await todos(otherZongjian, other)).list.some((i) => i.processId === taskId), 'on the other instance too');
    assert.equal((await todos(zongjian)).pagination.total, first.pagination.total);
  });
});

describe('the IM contacts (Users/ImUser)', () => {
  const contacts = async (token: string, on = app) => {
    const res = await call<{ list: Array<{ id: string, realName: string }>, pagination: { total: number } }>(on,
      { method: 'GET', url: '/api/permission/Users/ImUser?currentPage=1&pageSize=50', headers: { authorization: token } });
    assert.equal(res.code, 200, res.msg);
    return res.data!;
  };

  it('are kept while the directory stands; a rename or a disabled user behind the app\'s back shows at once; a sign-in moves nothing', async () => {
    const token = await tokenOf(app, 'jianli');
    const first = await contacts(token);
    assert.equal(await loadsDuring(() => contacts(token)), 0);
    const someone = first.list.find((u) => u.id === 'u_zongjian')!;
    assert.ok(someone);

    const count = await listGeneration(t.database.db, 'directory');
    await tokenOf(other, 'shigong'); // writes shigong's last sign-in
    assert.equal(await listGeneration(t.database.db, 'directory'), count);
    assert.equal(await loadsDuring(() => contacts(token)), 0);

    await t.database.db.update(users).set({ realName: '王建国（改）' }).where(eq(users.id, 'u_zongjian'));
    try {
      assert.equal((await contacts(token)).list.find((u) => u.id === 'u_zongjian')!.realName, '王建国（改）');
      assert.equal((await contacts(token, other)).list.find((u) => u.id === 'u_zongjian')!.realName, '王建国（改）');
      await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, 'u_zongjian'));
      assert.ok(!(await contacts(token)).list.some((u) => u.id === 'u_zongjian'));
    } finally {
      await t.database.db.update(users).set({ realName: someone.realName, enabled: true }).where(eq(users.id, 'u_zongjian'));
    }
    assert.deepEqual(await contacts(token), first);
  });
});
