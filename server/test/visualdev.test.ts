/**
 * /api/visualdev through the real app: a module's config, records checked against the form before
 * anything is written, listed with display values, filtered, read raw and converted, changed and
 * deleted only by their creator, and Base/{id}/FieldDataSelect. A plain (flowless) module on the
 * seeded supervision-log form is added for the record tests; the flow-bound ones are the
 * workflow suite's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineModules, onlineRecords } from '../src/db/schema.js';
import { ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../src/catalog/roles.js';
import { buildTestApp, call, grantTestModule, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const PLAIN = 'module_test_log';
const BASE = '/api/visualdev/OnlineDev';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['jianli', 'zongjian', 'shigong']) tokens[account] = await tokenOf(app, account);
  await t.database.db.insert(onlineModules).values({ id: PLAIN, enCode: 'testLog', fullName: '测试日志', formId: 'form_supervisionLog', webType: 2 });
  await grantTestModule(t.database.db, 'testLog', [ROLE_JIANLI, ROLE_ZONGJIAN, ROLE_SHIGONG]);
});
after(async () => {
  await app.close();
  await t.close();
});

const send = (method: string, url: string, account: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

const LOG = {
  logDate: Date.UTC(2026, 10, 20, 1), weather: 'sunny', temperature: '8~15',
  constructionStatus: [{ section: 'ct_sg01', part: 'K12+300 路基', content: '填筑第三层' }],
  supervisionWork: '旁站压实度检测', signature: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('OnlineDev config', () => {
  it('answers a flow-bound module by id or by menu code, with its form and columns as JSON strings', async () => {
    for (const id of ['module_hazardRectify', 'hazardInvestigat']) {
      const res = await send('GET', `${BASE}/${id}/Config`, 'jianli');
      assert.equal(res.code, 200, res.msg);
      assert.equal(res.data.enableFlow, 1);
      assert.equal(res.data.flowId, 'flow_hazardRectify');
      assert.ok(JSON.parse(res.data.formData).fields.length > 0);
      assert.match(res.data.formData, /"__vModel__":"title"/);
      assert.ok(Array.isArray(JSON.parse(res.data.columnData).columnList));
      assert.equal(res.data.webType, '2');
      // the launch form takes the start node's field rights from the flow's node tree
      const start = JSON.parse(res.data.flowTemplateJson);
      assert.equal(start.nodeId, 'hazard_start');
      assert.deepEqual(start.properties.formOperates.find((o: { id: string }) => o.id === 'rectifyMeasure'), { id: 'rectifyMeasure', read: false, write: false, required: false });
    }
  });

  it('refuses an unknown module', () => refusal(async () => {
    const res = await send('GET', `${BASE}/nope/Config`, 'jianli');
    assert.equal(res.code, 400);
    assert.equal(res.msg, '功能模块不存在或已删除');
  }));
});

describe('OnlineDev records', () => {
  let id = '';

  it('refuses bad data with a message naming the field, and writes nothing', () => refusal(async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ data: 'not json' }, /JSON/],
      [{ data: '[1]' }, /表单数据对象/],
      [{ data: JSON.stringify({ ...LOG, logDate: undefined }) }, /^日期不能为空$/],
      [{ data: JSON.stringify({ ...LOG, constructionStatus: [] }) }, /不能为空$/],
      [{ data: JSON.stringify({ ...LOG, constructionStatus: [{ section: '一标', part: '', content: 'x' }] }) }, /第1行：.*不能为空$/],
      [{}, /data/],
    ];
    for (const [body, msg] of cases) {
      const res = await send('POST', `${BASE}/${PLAIN}`, 'jianli', body);
      assert.equal(res.code, 400, JSON.stringify(body));
      assert.match(res.msg, msg);
    }
  }));

  it('creates a record; system fields are the server\'s whatever the client sent', async () => {
    const res = await send('POST', `${BASE}/${PLAIN}`, 'jianli', { data: JSON.stringify({ ...LOG, recorder: 'u_admin' }) });
    assert.equal(res.code, 200, res.msg);
    id = res.data.id;
    const raw = await send('GET', `${BASE}/${PLAIN}/${id}`, 'jianli');
    const data = JSON.parse(raw.data.data);
    assert.equal(data.recorder, 'u_jianli');
    assert.match(String(data.logNo), /\S/, 'the bill number is generated');
    assert.deepEqual(data.constructionStatus, LOG.constructionStatus);
  });

  it('lists with display values: dictionary labels, user names, dates, data-interface labels', async () => {
    const res = await send('POST', `${BASE}/${PLAIN}/List`, 'zongjian', { currentPage: 1, pageSize: 10 });
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.data.pagination.total, 1);
    const row = res.data.list[0];
    assert.equal(row.id, id);
    assert.equal(row.recorder, '李明');
    assert.equal(row.logDate, '2026-11-20');
    assert.notEqual(row.weather, 'sunny', 'the dictionary code is shown by its name');
    const changed = await send('GET', `${BASE}/${PLAIN}/${id}/DataChange`, 'zongjian');
    const shown = JSON.parse(changed.data.data);
    assert.equal(shown.recorder, '李明');
    // the child table's contract select is fed by a data interface: its id is shown by the contract's name
    assert.equal(shown.constructionStatus[0].section, '宁句高速公路改扩建工程第一合同段');
  });

  it('filters by keyword and queryJson; refuses a field the form does not have', async () => {
    const hit = await send('POST', `${BASE}/${PLAIN}/List`, 'jianli', { keyword: '压实度' });
    assert.equal(hit.data.pagination.total, 1);
    const miss = await send('POST', `${BASE}/${PLAIN}/List`, 'jianli', { queryJson: JSON.stringify({ temperature: '-40' }) });
    assert.equal(miss.data.pagination.total, 0);
    await refusal(async () => {
      const bad = await send('POST', `${BASE}/${PLAIN}/List`, 'jianli', { queryJson: JSON.stringify({ hack: 1 }) });
      assert.equal(bad.code, 400);
      assert.match(bad.msg, /hack/);
      const sort = await send('POST', `${BASE}/${PLAIN}/List`, 'jianli', { sidx: 'nope' });
      assert.equal(sort.code, 400);
    });
  });

  it('only the creator changes or deletes a record', async () => {
    // other data than stored, so that a write would show
    await refusal(async () => {
      const other = await send('PUT', `${BASE}/${PLAIN}/${id}`, 'shigong', { data: JSON.stringify({ ...LOG, supervisionWork: '越权修改', problems: '越权' }) });
      assert.equal(other.code, 400);
      assert.equal(other.msg, '只能修改自己创建的记录');
    });
    const mine = await send('PUT', `${BASE}/${PLAIN}/${id}`, 'jianli', { data: JSON.stringify({ ...LOG, problems: '弃土未覆盖' }) });
    assert.equal(mine.code, 200, mine.msg);
    const raw = JSON.parse((await send('GET', `${BASE}/${PLAIN}/${id}`, 'jianli')).data.data);
    assert.equal(raw.problems, '弃土未覆盖');
    assert.equal(raw.recorder, 'u_jianli', 'the creator stays');
    await refusal(async () => assert.deepEqual(await send('DELETE', `${BASE}/${PLAIN}/${id}`, 'shigong'), { code: 400, msg: '只能删除自己创建的记录' }));
    assert.equal((await send('DELETE', `${BASE}/${PLAIN}/${id}`, 'jianli')).code, 200);
    await refusal(async () => assert.deepEqual(await send('GET', `${BASE}/${PLAIN}/${id}`, 'jianli'), { code: 400, msg: '记录不存在或已删除' }));
  });

  it('batch deletes all or nothing, and FieldDataSelect pages a module\'s records', async () => {
    const ids: string[] = [];
    for (const temperature of ['5', '6']) ids.push((await send('POST', `${BASE}/${PLAIN}`, 'jianli', { data: JSON.stringify({ ...LOG, temperature }) })).data.id);
    const picker = await call(app, { url: `/api/visualdev/Base/${PLAIN}/FieldDataSelect?pageSize=1&keyword=${encodeURIComponent('"6"')}`, headers: { authorization: tokens.jianli } });
    assert.equal(picker.data.pagination.total, 1);
    assert.equal(picker.data.list[0].temperature, '6');
    await refusal(async () => {
      const partly = await send('POST', `${BASE}/batchDelete/${PLAIN}`, 'jianli', { ids: [...ids, 'missing'] });
      assert.equal(partly.code, 400);
    });
    assert.equal((await t.database.db.select({ n: count() }).from(onlineRecords).where(eq(onlineRecords.moduleId, PLAIN)))[0].n, 2);
    assert.equal((await send('POST', `${BASE}/batchDelete/${PLAIN}`, 'jianli', { ids })).code, 200);
    assert.equal((await t.database.db.select({ n: count() }).from(onlineRecords).where(eq(onlineRecords.moduleId, PLAIN)))[0].n, 0);
  });
});
