/**
 * Who sees a module's records (issue 10, item 2): only users granted the module, within the
 * contract sections their role covers (a project-wide role sees every section), a draft only its
 * author; the same for the list and its total, the picker, the detail, DataChange, changes and
 * deletes. Records are made through the API as the app makes them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_SHIGONG } from '../src/catalog/roles.js';
import { onlineRecords, rolePermissions, userContracts, users } from '../src/db/schema.js';
import { grantsChanged } from '../src/realtime/changes.js';
import { NOT_GRANTED, placeOldRecords } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const HAZARD = 'hazardInvestigat';
const GONE = '记录不存在或已删除';

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function report(account: string, title: string, contract: string, draft = false): Promise<string> {
  const photo = await uploadAs(app, tokens[account]);
  const res = await send(account, 'POST', `${OD}/${HAZARD}`, {
    data: JSON.stringify({
      title, hazardCategory: 'fall', hazardLevel: '1', contractName: contract, location: 'K6+320 右幅 2#墩承台',
      description: '承台四周未设防护栏杆', photos: [photo], rectifyDeadline: Date.UTC(2026, 11, 30),
    }),
    ...(draft ? { status: '1' } : {}),
  });
  assert.equal(res.code, 200, `${account} ${title}: ${res.msg}`);
  const [row] = await t.database.db.select({ id: onlineRecords.id }).from(onlineRecords).where(sql`${onlineRecords.data} ->> 'title' = ${title}`);
  return row.id;
}

const titles = async (account: string) => {
  const res = await send(account, 'POST', `${OD}/${HAZARD}/List`, { currentPage: 1, pageSize: 50 });
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  const list = (res.data.list as Array<{ title: string }>).map((r) => r.title).sort();
  assert.equal(res.data.pagination.total, list.length, `${account}: the total counts only what the list shows`);
  return list;
};

let h1 = '';
let h2 = '';
let d1 = '';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'anquan', 'shigong', 'gaofeng', 'luoyong', 'zongjian', 'jianli', 'norole', 'xubin', 'yezhu', 'shiyan']) {
    tokens[account] = await tokenOf(app, account);
  }
  h1 = await report('anquan', '一标临边防护缺失', 'ct_sg01');
  d1 = await report('anquan', '一标草稿：配电箱未上锁', 'ct_sg01', true);
  h2 = await report('luoyong', '二标基坑未设警示', 'ct_sg02');
});
after(async () => {
  await app.close();
  await t.close();
});

describe('module records: who sees them', () => {
  it('a user granted no role of the module sees nothing of it, and is told so', async () => {
    for (const [method, url] of [['POST', `${OD}/${HAZARD}/List`], ['GET', `${OD}/${HAZARD}/${h1}`], ['GET', `${OD}/${HAZARD}/${h1}/DataChange`],
      ['GET', `/api/visualdev/Base/${HAZARD}/FieldDataSelect`], ['GET', `${OD}/${HAZARD}/${d1}`]] as const) {
      const res = await send('norole', method, url, method === 'POST' ? {} : undefined);
      assert.deepEqual([url, res.code, res.msg, res.data], [url, 400, NOT_GRANTED, undefined]);
    }
  });

  it('a contractor sees his own section, not another section and not someone else\'s draft; the total says the same', async () => {
    assert.deepEqual(await titles('shigong'), ['一标临边防护缺失']);
    assert.deepEqual(await titles('gaofeng'), ['二标基坑未设警示']);
    for (const id of [h2, d1]) {
      assert.deepEqual(await send('shigong', 'GET', `${OD}/${HAZARD}/${id}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('shigong', 'GET', `${OD}/${HAZARD}/${id}/DataChange`), { code: 400, msg: GONE });
    }
    assert.equal((await send('shigong', 'GET', `${OD}/${HAZARD}/${h1}`)).code, 200);
    const picker = await send('shigong', 'GET', `/api/visualdev/Base/${HAZARD}/FieldDataSelect?currentPage=1&pageSize=20`);
    assert.deepEqual(picker.data.list.map((r: { title: string }) => r.title), ['一标临边防护缺失']);
    assert.equal(picker.data.pagination.total, 1);
  });

  it('the author sees her draft; project-wide roles see every section but no one else\'s draft', async () => {
    assert.deepEqual(await titles('anquan'), ['一标临边防护缺失', '一标草稿：配电箱未上锁']);
    for (const account of ['zongjian', 'jianli', 'admin', 'yezhu']) {
      assert.deepEqual(await titles(account), ['一标临边防护缺失', '二标基坑未设警示'], account);
    }
    assert.deepEqual(await send('admin', 'GET', `${OD}/${HAZARD}/${d1}`), { code: 400, msg: GONE });
  });

  it('refuses to change or delete a record the caller cannot see, and writes nothing', async () => {
    const db = t.database.db;
    await assertNothingWritten(db, async () => {
      assert.deepEqual(await send('anquan', 'PUT', `${OD}/${HAZARD}/${h2}`, { data: JSON.stringify({ title: '改' }) }), { code: 400, msg: GONE });
      assert.deepEqual(await send('anquan', 'DELETE', `${OD}/${HAZARD}/${h2}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('anquan', 'POST', `${OD}/batchDelete/${HAZARD}`, { ids: [d1, h2] }), { code: 400, msg: GONE });
      assert.deepEqual(await send('norole', 'POST', `${OD}/${HAZARD}`, { data: '{}' }), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('norole', 'DELETE', `${OD}/${HAZARD}/${h1}`), { code: 400, msg: NOT_GRANTED });
    }, { ignore: ['tokens'] });
  });

  it('follows the data scope of the grant: only mine, my unit', async () => {
    const db = t.database.db;
    const scope = (dataScope: string) => db.update(rolePermissions).set({ dataScope })
      .where(and(eq(rolePermissions.roleId, ROLE_SHIGONG), eq(rolePermissions.modelId, `menu_${HAZARD}`)));
    try {
      await scope('self');
      await grantsChanged();
      assert.deepEqual(await titles('shigong'), []);
      // xubin (a contractor of section 1) moved into the section-2 safety office and was given section 2 too: working on
      // both sections, he sees his unit's records, not the others' of his sections
      await db.update(users).set({ organizeId: 'dept_con2_aq' }).where(eq(users.account, 'xubin'));
      await db.insert(userContracts).values({ userId: 'u_sgy1', contractId: 'ct_sg02' });
      assert.equal((await send('xubin', 'GET', '/api/oauth/contract-data/all')).code, 200);
      await scope('unit');
      assert.deepEqual(await titles('xubin'), ['二标基坑未设警示']);
      await scope('project');
      // a project-wide grant: working in his section, that section's records; every section once he chooses them all
      assert.equal((await send('shigong', 'GET', '/api/oauth/contract-data/ct_sg01')).code, 200);
      assert.deepEqual(await titles('shigong'), ['一标临边防护缺失']);
      assert.equal((await send('shigong', 'GET', '/api/oauth/contract-data/all')).code, 200);
      assert.deepEqual(await titles('shigong'), ['一标临边防护缺失', '二标基坑未设警示']);
    } finally {
      await send('shigong', 'GET', '/api/oauth/contract-data/ct_sg01');
      await scope('sections');
      await db.update(users).set({ organizeId: 'dept_con1_gc' }).where(eq(users.account, 'xubin'));
      await db.delete(userContracts).where(and(eq(userContracts.userId, 'u_sgy1'), eq(userContracts.contractId, 'ct_sg02')));
    }
  });
});

describe('the chosen contract section (issue 12, item 7)', () => {
  const choose = (account: string, contract: string) => send(account, 'GET', `/api/oauth/contract-data/${contract}`);

  it('lists, totals, details and pickers follow the section chosen; 全部合同段 shows every section again', async () => {
    try {
      for (const account of ['jianli', 'zongjian']) {
        const chosen = await choose(account, 'ct_sg02');
        assert.deepEqual([chosen.code, chosen.data.contract.id, chosen.data.allContracts, chosen.data.canChooseAll], [200, 'ct_sg02', false, true], account);
        assert.deepEqual(await titles(account), ['二标基坑未设警示'], account);
        assert.deepEqual(await send(account, 'GET', `${OD}/${HAZARD}/${h1}`), { code: 400, msg: GONE }, account);
        const picker = await send(account, 'GET', `/api/visualdev/Base/${HAZARD}/FieldDataSelect?currentPage=1&pageSize=20`);
        assert.deepEqual([picker.data.list.map((r: { title: string }) => r.title), picker.data.pagination.total], [['二标基坑未设警示'], 1], account);
        const current = await send(account, 'GET', '/api/oauth/CurrentUser?type=app');
        assert.deepEqual([current.data.contract.id, current.data.allContracts, current.data.canChooseAll], ['ct_sg02', false, true], account);

        const all = await choose(account, 'all');
        assert.deepEqual([all.code, all.data.allContracts, all.data.contract.id], [200, true, 'ct_sg02'], `${account}: what they write still goes to the last section chosen`);
        assert.deepEqual(await titles(account), ['一标临边防护缺失', '二标基坑未设警示'], account);
      }
      // the author's own records follow the section too
      await choose('anquan', 'ct_sg01');
      assert.deepEqual(await titles('anquan'), ['一标临边防护缺失', '一标草稿：配电箱未上锁']);
    } finally {
      await choose('jianli', 'all');
      await choose('zongjian', 'all');
    }
  });

  it('someone who holds one section and no project-wide grant may not choose every section, and nothing is written', async () => {
    const db = t.database.db;
    // shiyan (the section-1 lab): one section, no grant over the whole project (shigong holds one: the project's hazard types)
    const current = await send('shiyan', 'GET', '/api/oauth/CurrentUser?type=app');
    assert.deepEqual([current.data.allContracts, current.data.canChooseAll], [false, false]);
    await assertNothingWritten(db, async () => {
      assert.deepEqual(await choose('shiyan', 'all'), { code: 400, msg: '您只能查看所在合同段' });
    }, { ignore: ['tokens'] });
  });
});

describe('records saved before records had a place', () => {
  it('are placed at start: the section of their contract field, their author\'s unit, a saved flow as a draft', async () => {
    const db = t.database.db;
    const old = { moduleId: 'module_hazardRectify', projectId: 'proj_njgk', creatorUserId: 'u_anquan2', createdAt: new Date() };
    await db.insert(onlineRecords).values([
      { ...old, id: 'old_submitted', data: { title: '旧记录', contractName: 'ct_sg03' }, flowState: 1 },
      { ...old, id: 'old_draft', data: { title: '旧草稿', contractName: 'ct_sg02' }, flowState: 0 },
    ]);
    assert.equal(await placeOldRecords(db), 2);
    const rows = await db.select().from(onlineRecords).where(sql`${onlineRecords.id} like 'old_%'`).orderBy(onlineRecords.id);
    assert.deepEqual(rows.map((r) => [r.id, r.contractId, r.organizeId, r.draft]), [
      ['old_draft', 'ct_sg02', 'dept_con2_aq', true], ['old_submitted', 'ct_sg03', 'dept_con2_aq', false],
    ]);
    assert.equal(await placeOldRecords(db), 0, 'once placed, a record is left alone');
    assert.ok((await titles('zongjian')).includes('旧记录'));
    assert.ok(!(await titles('shigong')).includes('旧记录'), 'a section-3 record is not shown in section 1');
  });
});
