/**
 * Users out of the address book's sight stay out of sight everywhere a user is named (issue 10,
 * item 8): the user card, the data interfaces that list users, entrusting (FlowDelegate), and
 * handing a todo on (transfer, add-sign). shigong works in section 1; gaofeng (u_pm2) in section 2:
 * neither sees the other. jianli (supervision, every section) sees both.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
const HIDDEN = 'u_pm2';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['shigong', 'jianli', 'anquan', 'admin']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, account: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload ? { payload } : {}) });
const refused = (work: () => Promise<unknown>) => assertNothingWritten(t.database.db, work);

describe('the user card (GET /api/app/User/{id})', () => {
  it('is refused for a user of another section, like an unknown one', async () => {
    await refused(async () => {
      assert.deepEqual(await send('GET', `/api/app/User/${HIDDEN}`, 'shigong'), { code: 400, msg: '用户不存在' });
      assert.deepEqual(await send('GET', '/api/app/User/u_nobody', 'shigong'), { code: 400, msg: '用户不存在' });
    });
    assert.equal((await send('GET', `/api/app/User/${HIDDEN}`, 'jianli')).data.account, 'gaofeng');
    assert.equal((await send('GET', '/api/app/User/u_zonggong1', 'shigong')).data.account, 'chengang', 'his own section');
  });
});

describe('data interfaces listing users (userByOrganize)', () => {
  const paramList = [{ field: 'organizeId', defaultValue: 'dept_con2_xmb' }];
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

  it('Preview, List and InfoByIds leave out users the caller does not see', async () => {
    await refused(async () => {
      assert.deepEqual(ids((await send('POST', '/api/system/DataInterface/userByOrganize/Actions/Preview', 'shigong', { paramList })).data), []);
      assert.deepEqual(ids((await send('POST', '/api/system/DataInterface/di_user_by_organize/Action/List', 'shigong', { paramList })).data.list), []);
      const info = await send('POST', '/api/system/DataInterface/userByOrganize/Action/InfoByIds', 'shigong', { ids: [HIDDEN], paramList });
      assert.deepEqual(info.data, []);
    });
    assert.deepEqual(ids((await send('POST', '/api/system/DataInterface/userByOrganize/Actions/Preview', 'jianli', { paramList })).data), [HIDDEN]);
    const own = await send('POST', '/api/system/DataInterface/userByOrganize/Actions/Preview', 'shigong', { paramList: [{ field: 'organizeId', defaultValue: 'dept_con1_xmb' }] });
    assert.ok(ids(own.data).includes('u_zonggong1'), 'his own section');
  });
});

describe('entrusting (FlowDelegate)', () => {
  // next month, so that shigong's todos below stay his
  const body = (toUserId: string) => ({ type: '1', toUserId, flowId: '', startTime: Date.now() + 30 * 86_400_000, endTime: Date.now() + 31 * 86_400_000 });

  it('is refused to a user of another section, nothing written', async () => {
    await refused(async () => {
      assert.deepEqual(await send('POST', `${E}/FlowDelegate`, 'shigong', body(HIDDEN)), { code: 400, msg: '被委托人不存在或已停用' });
    });
    const mine = await send('POST', `${E}/FlowDelegate`, 'shigong', body('u_zonggong1'));
    assert.equal(mine.code, 200, mine.msg);
    await refused(async () => {
      assert.deepEqual(await send('PUT', `${E}/FlowDelegate/${mine.data.id}`, 'shigong', body(HIDDEN)), { code: 400, msg: '被委托人不存在或已停用' });
    });
    assert.equal((await send('POST', `${E}/FlowDelegate`, 'jianli', body(HIDDEN))).code, 200, 'jianli sees every section');
  });
});

describe('handing a todo on', () => {
  let todoId = '';
  before(async () => {
    const photo = await photosOf(app, tokens.anquan);
    const launched = await send('POST', `${E}/FlowTask`, 'anquan', {
      flowId: 'flow_hazardRectify', status: '0', formData: {
        title: '3#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+400',
        description: '承台四周未设防护栏杆', photos: photo, rectifyDeadline: Date.UTC(2026, 10, 30),
      },
    });
    assert.equal(launched.code, 200, launched.msg);
    const todos = await send('GET', `${E}/FlowBefore/List/1?pageSize=500`, 'shigong');
    todoId = todos.data.list.find((i: { processId: string }) => i.processId === launched.data.id).id;
  });

  it('transfer to a user of another section is refused like an unknown user, nothing written', async () => {
    await refused(async () => {
      assert.deepEqual(await send('POST', `${E}/FlowBefore/Transfer/${todoId}`, 'shigong', { freeApproverUserId: HIDDEN }), { code: 400, msg: '转审人不存在或已停用' });
    });
  });

  it('add-sign of a user of another section likewise', async () => {
    await refused(async () => {
      const res = await send('POST', `${E}/FlowBefore/freeApprover/${todoId}`, 'shigong', { freeApproverUserId: HIDDEN, freeApproverType: 1 });
      assert.deepEqual(res, { code: 400, msg: '加签人不存在或已停用' });
    });
  });

  it('transfer within sight still goes through', async () => {
    const res = await send('POST', `${E}/FlowBefore/Transfer/${todoId}`, 'shigong', { freeApproverUserId: 'u_zongjian' });
    assert.equal(res.code, 200, res.msg);
  });
});
