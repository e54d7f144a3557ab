/**
 * What the full-screen selectors of forms offer and what a form saves from them (issue 13 §4):
 * tableSelect lists another module's records within visibility.ts; a record of 实体材料 keeps the
 * WBS node (tree), the bill item picked through its section (linked tables) and the apportioned
 * items (popSelect), each checked against what the data interface offers the person saving.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_1, CONTRACT_2, boqItems, wbsNodes } from '../src/seed/data/index.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const clock = testClock(Date.UTC(2026, 2, 10, 2));

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = (account: string, modelId: string, body: Record<string, unknown> = {}) =>
  send(account, 'POST', `${OD}/${modelId}/List`, { currentPage: 1, pageSize: 50, sort: 'desc', sidx: '', ...body });

const leafOf = (contractId: string) => wbsNodes.find((n) => n.contractId === contractId && !wbsNodes.some((c) => c.parentId === n.id))!;
const itemsOf = (contractId: string) => boqItems.filter((b) => b.contractId === contractId);

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shigong', 'jianli', 'anquan']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('tableSelect: another module\'s records, as its list shows them to the person', () => {
  it('offers the contractor his own section\'s incoming batches, the supervisor every section\'s, and refuses someone without the module', async () => {
    const own = await list('shigong', 'module_incomingMaterials');
    assert.equal(own.code, 200);
    assert.ok(own.data.list.length > 0);
    const all = await list('jianli', 'module_incomingMaterials');
    assert.ok(all.data.pagination.total > own.data.pagination.total, 'the supervisor sees more sections than the contractor');
    const searched = await list('shigong', 'module_incomingMaterials', { keyword: 'NG2405-1187' });
    assert.ok(searched.data.list.length >= 1 && searched.data.list.every((r: any) => JSON.stringify(r).includes('NG2405-1187')));
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await list('anquan', 'module_incomingMaterials'), { code: 400, msg: '您没有该功能的权限，请联系管理员' });
    }, { ignore: ['tokens'] });
  });
});

describe('a form saves what its selectors picked', () => {
  let batch = '';
  const base = () => ({
    contractName: CONTRACT_1, usedDate: Date.UTC(2026, 2, 9, 16), wbsPart: '秦淮河大桥 / 承台', incomingBatch: batch, quantity: 1.5, unit: 't',
  });
  const save = (account: string, data: Record<string, unknown>) => send(account, 'POST', `${OD}/entityMaterials`, { data: JSON.stringify(data) });
  const refused = (account: string, data: Record<string, unknown>, msg: string) => assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await save(account, data), { code: 400, msg });
  }, { ignore: ['tokens'] });

  before(async () => {
    batch = (await list('shigong', 'module_incomingMaterials', { keyword: 'NG2405-1187' })).data.list[0].id;
  });

  it('keeps the WBS node, the bill item and the apportioned items, and gives them back', async () => {
    const [a, b, c] = itemsOf(CONTRACT_1);
    const data = { ...base(), wbsNode: leafOf(CONTRACT_1).id, boqItem: a.id, sharedItems: [b.id, c.id], remark: '选择器' };
    const res = await save('shigong', data);
    assert.equal(res.code, 200, res.msg);
    const found = await list('shigong', 'entityMaterials', { keyword: '', pageSize: 100 });
    const row = found.data.list.find((r: any) => r.quantity === 1.5 || r.quantity === '1.5');
    assert.ok(row, 'the new record is listed');
    const stored = await send('shigong', 'GET', `${OD}/entityMaterials/${row.id}`);
    assert.deepEqual(
      (({ wbsNode, boqItem, sharedItems }) => ({ wbsNode, boqItem, sharedItems }))(JSON.parse(stored.data.data)),
      { wbsNode: data.wbsNode, boqItem: a.id, sharedItems: [b.id, c.id] },
    );
  });

  it('refuses a bill item of another section than the form\'s, and another contractor\'s section, writing nothing', async () => {
    const theirs = itemsOf(CONTRACT_2)[0];
    await refused('shigong', { ...base(), boqItem: theirs.id }, '计量清单项的值不在可选项中');
    await refused('shigong', { ...base(), sharedItems: [itemsOf(CONTRACT_1)[0].id, theirs.id] }, '分摊清单项的值不在可选项中');
    await refused('shigong', { ...base(), wbsNode: leafOf(CONTRACT_2).id }, 'WBS 节点的值不在可选项中');
  });
});
