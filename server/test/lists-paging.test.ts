/**
 * Lists served by one statement each (the rule evaluated once per request, the total from the
 * same statement, keyset-capable paging) answer exactly what the plain queries they replace
 * answer: the same rows, in the same order, with the same totals, page by page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contracts, flowTaskOperators, flowTasks, flowTodoCounts, onlineModules, onlineRecordCounts, onlineRecords, userContracts, users,
} from '../src/db/schema.js';
import * as permissionRepo from '../src/domains/permission/repo.js';
import { CONTRACT_1, CONTRACT_2, PROJECT_ID } from '../src/seed/data/project.js';
import { buildTestApp, call, get, seededDb, tokenOf, type TestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
before(async () => {
  t = await seededDb({ demoTasks: true });
  app = await buildTestApp(t);
});
after(async () => {
  await app.close();
  await t.close();
});

interface Page<T> { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } }

/**
 * Every page of a list read by currentPage, and the same pages read after the previous page's
 * last row (lastId): the same rows and the same totals, whatever ties the times hold.
 */
async function pagesAgree(read: (q: { currentPage: number; lastId?: string }) => Promise<Page<{ id: string }>>, expectedTotal: number) {
  let previous: Page<{ id: string }> | null = null;
  const seen: string[] = [];
  for (let currentPage = 1; ; currentPage++) {
    const byPage = await read({ currentPage });
    assert.equal(byPage.pagination.total, expectedTotal, `total on page ${currentPage}`);
    if (previous) {
      const byKey = await read({ currentPage, lastId: previous.list.at(-1)!.id });
      assert.deepEqual(byKey, byPage, `page ${currentPage} after ${previous.list.at(-1)!.id}`);
    }
    seen.push(...byPage.list.map((r) => r.id));
    if (byPage.list.length === 0) break;
    previous = byPage;
  }
  assert.equal(seen.length, expectedTotal);
  assert.equal(new Set(seen).size, expectedTotal, 'no row twice');
}

const db = () => t.database.db;

describe('the IM contacts statement', () => {
  const db = () => t.database.db;

  async function sameAsTheRule(): Promise<void> {
    const orgs = new Map((await permissionRepo.listOrganizes(db())).map((o) => [o.id, o.fullName]));
    const people = await db().select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.enabled, true));
    assert.ok(people.length > 20);
    for (const viewer of people) {
      for (const keyword of [undefined, '张', 'an', '%', '_']) {
        const filter = { excludeId: viewer.id, keyword };
        const expected = (await permissionRepo.listUsers(db(), viewer, filter)).map((u) => ({
          id: u.id, account: u.account, realName: u.realName, headIcon: u.headIcon ?? '', department: orgs.get(u.organizeId ?? '') ?? '',
        }));
        const all = await permissionRepo.pageImUsers(db(), viewer, keyword, { offset: 0, limit: 500 });
        assert.deepEqual(all, { total: expected.length, list: expected }, `${viewer.id} ${keyword}`);
        if (keyword !== undefined) continue;
        for (let offset = 0; offset <= expected.length; offset += 7) {
          const page = await permissionRepo.pageImUsers(db(), viewer, keyword, { offset, limit: 7 });
          assert.deepEqual(page, { total: expected.length, list: expected.slice(offset, offset + 7) }, `${viewer.id} at ${offset}`);
        }
      }
    }
  }

  it('sees whom visibleUser sees, for every demo user, page by page, with keywords', async () => {
    await sameAsTheRule();
  });

  it('still does with project-wide staff (no section) and a disabled section', async () => {
    await db().delete(userContracts).where(eq(userContracts.userId, 'u_yezhu'));
    await sameAsTheRule();
    const [{ contractId }] = await db().select().from(userContracts).where(eq(userContracts.userId, 'u_shigong'));
    await db().update(contracts).set({ enabled: false }).where(eq(contracts.id, contractId));
    await sameAsTheRule();
  });
});

describe('the todo list', () => {
  it('pages by currentPage and after a row alike, its total from the kept count', async () => {
    // many todos for shigong on the demo's tasks, many of them at the very same time
    const tasks = await db().select({ id: flowTasks.id }).from(flowTasks).limit(5);
    assert.ok(tasks.length > 0);
    const at = new Date('2026-11-01T08:00:00.123456Z');
    await db().insert(flowTaskOperators).values(Array.from({ length: 47 }, (_, i) => ({
      id: `op_paging_${String(i).padStart(3, '0')}`, taskId: tasks[i % tasks.length].id, userId: 'u_shigong', nodeId: 'n', nodeName: '整改',
      pending: i % 11 !== 0, createdAt: new Date(at.getTime() + Math.floor(i / 4) * 1000),
    })));
    const token = await tokenOf(app, 'shigong');
    const pending = async () => (await db().select({ n: count() }).from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.userId, 'u_shigong'), eq(flowTaskOperators.pending, true))))[0].n;
    const read = async (q: { currentPage: number; lastId?: string }) => (await get<Page<{ id: string }>>(app,
      `/api/workflow/Engine/FlowBefore/List/1?pageSize=6&currentPage=${q.currentPage}${q.lastId ? `&lastId=${q.lastId}` : ''}`, token)).data!;
    await pagesAgree(read, await pending());

    // handled, moved and removed todos keep the count
    await db().update(flowTaskOperators).set({ pending: false }).where(eq(flowTaskOperators.id, 'op_paging_001'));
    await db().update(flowTaskOperators).set({ userId: 'u_jianli' }).where(eq(flowTaskOperators.id, 'op_paging_002'));
    await db().update(flowTaskOperators).set({ pending: true }).where(eq(flowTaskOperators.id, 'op_paging_011'));
    await db().delete(flowTaskOperators).where(eq(flowTaskOperators.id, 'op_paging_003'));
    await pagesAgree(read, await pending());
    // a row no longer on the list: paged by currentPage
    const page2 = await read({ currentPage: 2 });
    assert.deepEqual(await read({ currentPage: 2, lastId: 'op_paging_001' }), page2);
  });

  it('keeps every user\'s count equal to their pending todos', async () => {
    const counted = await db().select({ userId: flowTaskOperators.userId, n: count() }).from(flowTaskOperators)
      .where(eq(flowTaskOperators.pending, true)).groupBy(flowTaskOperators.userId);
    const kept = await db().select().from(flowTodoCounts).where(sql`${flowTodoCounts.n} <> 0`);
    const byUser = (rows: Array<{ userId: string; n: number }>) => Object.fromEntries(rows.map((r) => [r.userId, Number(r.n)]));
    assert.ok(counted.length > 3);
    assert.deepEqual(byUser(kept), byUser(counted));
  });
});

describe('a module list (the hazard register)', () => {
  it('pages by currentPage and after a record alike, for each role, in both orders and by a field, its total from the kept counts', async () => {
    const [mod] = await db().select({ id: onlineModules.id }).from(onlineModules).where(eq(onlineModules.enCode, 'hazardInvestigat'));
    const authors = [['u_shigong', CONTRACT_1], ['u_jianli', CONTRACT_2], ['u_anquan', null], ['u_zongjian', CONTRACT_1]] as const;
    const at = new Date('2026-10-01T08:00:00.654321Z');
    await db().insert(onlineRecords).values(Array.from({ length: 61 }, (_, i) => {
      const [author, contractId] = authors[i % authors.length];
      return {
        id: `rec_paging_${String(i).padStart(3, '0')}`, moduleId: mod.id, projectId: PROJECT_ID, contractId, creatorUserId: author,
        // deadlines with ties, and some without one, for the list sorted by its deadline
        data: { title: `分页隐患 ${i}`, ...(i % 5 ? { rectifyDeadline: Date.UTC(2026, 10, 10 + (i % 6)) } : {}) }, draft: i % 7 === 0, createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
      };
    }));
    for (const account of ['shigong', 'jianli', 'anquan', 'yezhu']) {
      const token = await tokenOf(app, account);
      // the register's own order (rectifyDeadline, descending: keyset on the module's sort index), ascending (by offset)
      for (const [sort, sidx] of [['desc', undefined], ['asc', undefined], ['desc', 'rectifyDeadline'], ['asc', 'rectifyDeadline']]) {
        const read = async (q: { currentPage: number; lastId?: string }) => {
          const res = await call<Page<{ id: string, rectifyDeadline?: string }>>(app, {
            method: 'POST', url: '/api/visualdev/OnlineDev/hazardInvestigat/List', headers: { authorization: token },
            payload: { pageSize: 8, sort, sidx, ...q },
          });
          if (sidx) {
            // in the field's order, those without a deadline last, ties newest id first
            const keys = res.data!.list.map((r) => [r.rectifyDeadline || null, r.id] as const);
            for (let i = 1; i < keys.length; i += 1) {
              const [[a, ida], [b, idb]] = [keys[i - 1], keys[i]];
              const inOrder = a === b ? ida > idb : b === null || (a !== null && (sort === 'desc' ? a > b : a < b));
              assert.ok(inOrder, `${sort} by deadline: ${JSON.stringify(keys[i - 1])} before ${JSON.stringify(keys[i])}`);
            }
          }
          assert.equal(res.code, 200, res.msg);
          return res.data!;
        };
        // the total the rows themselves give, with a keyword that matches every record (counted, not kept)
        const all = await call<Page<{ id: string }>>(app, {
          method: 'POST', url: '/api/visualdev/OnlineDev/hazardInvestigat/List', headers: { authorization: token },
          payload: { pageSize: 500, keyword: '"' },
        });
        assert.equal(all.data!.list.length, all.data!.pagination.total);
        await pagesAgree(read, all.data!.pagination.total);
      }
    }
  });

  it('keeps the counts equal to the records, place by place', async () => {
    await db().update(onlineRecords).set({ draft: false, contractId: CONTRACT_2 }).where(eq(onlineRecords.id, 'rec_paging_000'));
    await db().delete(onlineRecords).where(eq(onlineRecords.id, 'rec_paging_005'));
    const key = sql`module_id, project_id, contract_id, organize_id, creator_user_id, draft`;
    const counted = await db().execute(sql`select ${key}, count(*)::int as n from ${onlineRecords} group by ${key} order by ${key}`);
    const kept = await db().execute(sql`select ${key}, n from ${onlineRecordCounts} where n <> 0 order by ${key}`);
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    assert.ok(rows(counted).length > 3);
    assert.deepEqual(rows(kept), rows(counted));
  });
});
