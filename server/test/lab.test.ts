/**
 * The laboratory through the API on the demo's records (seed/demoLab.ts): samples judged by the
 * standard on save, the material and ledger summaries and the consume balance against figures
 * counted by hand from the seeded records, a batch kept from being used beyond what was received,
 * bad input refused with nothing written, and records kept from other sections, from users not
 * granted the module and, as drafts, from everyone but their author.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineRecords } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const L = '/api/lab';
const GONE = '记录不存在或已删除';
// 10:00 in China on 10 March: day 0 of the demo is 9 March (seed/demoTasks.ts demoDayZero)
const clock = testClock(Date.UTC(2026, 2, 10, 2));
const DAY = 86_400_000;
const day = (n: number) => Date.UTC(2026, 2, 8, 16) + n * DAY;

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
const save = (account: string, module: string, data: Record<string, unknown>, draft = false) =>
  send(account, 'POST', `${OD}/${module}`, { data: JSON.stringify(data), ...(draft ? { status: '1' } : {}) });

async function recordBy(module: string, key: string, value: string) {
  const [row] = await t.database.db.select({ id: onlineRecords.id, data: onlineRecords.data, draft: onlineRecords.draft }).from(onlineRecords)
    .where(and(eq(onlineRecords.moduleId, `module_${module}`), sql`${onlineRecords.data} ->> ${key} = ${value}`));
  assert.ok(row, `a ${module} record with ${key} ${value}`);
  return row;
}
const batchId = async (batchNo: string) => (await recordBy('incomingMaterials', 'batchNo', batchNo)).id;

async function refusedSave(account: string, module: string, data: Record<string, unknown>, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await save(account, module, data), { code: 400, msg });
  }, { ignore: ['tokens'] });
}
async function refusedGet(account: string, url: string, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await send(account, 'GET', url), { code: 400, msg }, `${account} ${url}`);
  }, { ignore: ['tokens'] });
}

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shiyan', 'zongjian', 'jianli', 'shigong', 'gaofeng', 'norole', 'songjia']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const MATERIAL_KEYS = ['material', 'materialName', 'batches', 'received', 'selfOwed', 'selfTaken', 'samplingOwed', 'samplingTaken', 'samples', 'passed', 'failed', 'passRate', 'overdue'];

describe('material summary (材料汇总)', () => {
  it('counts what the lab technician of section 1 sees: samples owed by each rule against those taken, pass rate, overdue batches', async () => {
    const res = await send('shiyan', 'GET', `${L}/MaterialSummary`);
    assert.equal(res.code, 200, res.msg);
    // rebar: B1 118.5 t (2 owed at 60 t each, 2 taken, 1 supervision sample), B2 45.2 t (1 owed, 1 taken, failing),
    // and demoTasks' NG2405-1187 48.6 t received today (1 owed, none taken, not yet due)
    assert.deepEqual(res.data.materials.map((m: Record<string, unknown>) => pick(m, MATERIAL_KEYS)), [
      { material: 'rebar', materialName: '钢筋', batches: 3, received: 212.3, selfOwed: 4, selfTaken: 3, samplingOwed: 1, samplingTaken: 1, samples: 4, passed: 3, failed: 1, passRate: 75, overdue: 0 },
      { material: 'cement', materialName: '水泥', batches: 1, received: 600, selfOwed: 2, selfTaken: 1, samplingOwed: 1, samplingTaken: 0, samples: 1, passed: 1, failed: 0, passRate: 100, overdue: 1 },
      { material: 'sand', materialName: '砂', batches: 1, received: 820, selfOwed: 3, selfTaken: 1, samplingOwed: 1, samplingTaken: 0, samples: 1, passed: 1, failed: 0, passRate: 100, overdue: 0 },
    ]);
    assert.equal(res.data.materials[0].rule, '每批每60吨取样1组');
    assert.deepEqual(res.data.total, { samples: 6, passed: 5, failed: 1, passRate: 83.3, batches: 5, selfOwed: 9, selfTaken: 5, samplingOwed: 3, samplingTaken: 1, overdue: 1 });
    // B3 entered on day -15 (22 Feb): due by the end of 1 March; on 10 March 9 days past
    assert.deepEqual(res.data.overdue.map((b: Record<string, unknown>) => pick(b, ['batchNo', 'owed', 'taken', 'daysOver', 'entryDate', 'unit'])),
      [{ batchNo: 'HL-PO425-1026', owed: 2, taken: 1, daysOver: 9, entryDate: day(-15), unit: '吨' }]);
  });

  it('shows the 总监 every section: section 2\'s gravel, none of it tested, and its strand', async () => {
    const res = await send('zongjian', 'GET', `${L}/MaterialSummary`);
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data.materials.map((m: Record<string, unknown>) => [m.material, m.selfOwed, m.selfTaken, m.samples, m.passRate, m.overdue]), [
      ['rebar', 4, 3, 4, 75, 0], ['cement', 2, 1, 1, 100, 1], ['gravel', 3, 0, 0, null, 1], ['sand', 3, 1, 1, 100, 0], ['strand', 1, 1, 1, 100, 0],
    ]);
    assert.deepEqual(res.data.total, { samples: 7, passed: 6, failed: 1, passRate: 85.7, batches: 7, selfOwed: 13, selfTaken: 6, samplingOwed: 5, samplingTaken: 1, overdue: 2 });
    assert.deepEqual(res.data.overdue.map((b: Record<string, unknown>) => [b.batchNo, b.daysOver]), [['MS-2410-3115', 19], ['HL-PO425-1026', 9]]);
  });

  it('is refused to those not granted it, and writes nothing', async () => {
    await refusedGet('jianli', `${L}/MaterialSummary`, NOT_GRANTED);
    await refusedGet('norole', `${L}/MaterialSummary`, NOT_GRANTED);
    await refusedGet('shigong', `${L}/LedgerSummary`, NOT_GRANTED);
  });
});

describe('ledger summary (台账汇总)', () => {
  it('counts concrete poured and samples tested by section and month', async () => {
    const res = await send('shiyan', 'GET', `${L}/LedgerSummary`);
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data.total, { ledgers: 2, volume: 78.5, specimens: 5, samples: 6, passed: 5, failed: 1, passRate: 83.3 });
    assert.deepEqual(res.data.sections, [{ contractId: 'ct_sg01', contractName: res.data.sections[0].contractName, ledgers: 2, volume: 78.5, specimens: 5, samples: 6, passed: 5, failed: 1, passRate: 83.3 }]);
    // March: the C40 pier (day -6) and the sand sample (taken day -2); February: the C30 pile (day -14) and five samples, one failing
    assert.deepEqual(res.data.months, [
      { month: '2026-03', ledgers: 1, volume: 36, specimens: 3, samples: 1, passed: 1, failed: 0, passRate: 100 },
      { month: '2026-02', ledgers: 1, volume: 42.5, specimens: 2, samples: 5, passed: 4, failed: 1, passRate: 80 },
    ]);
    const all = await send('zongjian', 'GET', `${L}/LedgerSummary`);
    assert.deepEqual(all.data.sections.map((s: Record<string, unknown>) => [s.contractId, s.ledgers, s.samples, s.passRate]), [['ct_sg01', 2, 6, 83.3], ['ct_sg02', 0, 1, 100]]);
  });
});

describe('samples (自检数据, 抽检数据)', () => {
  const SAND = async () => ({ batch: await batchId('GJS-2411-07'), contractName: 'ct_sg01', samplingDate: day(0), testDate: day(0), sampler: '杨帆', wbsPart: '盖梁' });

  it('judges each result by the standard, whatever was sent as the verdict, and the pass rate moves', async () => {
    const res = await save('shiyan', 'selfInspectionData', {
      ...(await SAND()), items: [{ testItem: 'sandFineness', result: 2.8, itemVerdict: '合格' }, { testItem: 'sandMud', result: 3.6, itemVerdict: '合格' }], inspectionResult: '合格',
      batchNo: 'XX-0000', materialName: '机制砂',
    });
    assert.equal(res.code, 200, res.msg);
    const [row] = await t.database.db.select({ data: onlineRecords.data }).from(onlineRecords).where(eq(onlineRecords.id, res.data.id));
    assert.equal(row.data.inspectionResult, '不合格');
    // the batch's number and material are the batch's, not what was sent
    assert.deepEqual([row.data.batchNo, row.data.materialName, row.data.specification], ['GJS-2411-07', '天然中砂', 'Ⅱ区中砂']);
    assert.deepEqual((row.data.items as Array<Record<string, unknown>>).map((i) => [i.testItem, i.limit, i.itemVerdict]),
      [['sandFineness', '2.3~3', '合格'], ['sandMud', '≤3 %', '不合格']]);
    const sum = await send('shiyan', 'GET', `${L}/MaterialSummary`);
    const sand = sum.data.materials.find((m: Record<string, unknown>) => m.material === 'sand');
    assert.deepEqual([sand.selfTaken, sand.samples, sand.passed, sand.failed, sand.passRate], [2, 2, 1, 1, 50]);
    assert.deepEqual([sum.data.total.samples, sum.data.total.passRate], [7, 71.4]);
  });

  it('refuses a sample it cannot judge with the field\'s message, and writes nothing', async () => {
    await refusedSave('shiyan', 'selfInspectionData', { ...(await SAND()), items: [] }, '检测项目不能为空');
    await refusedSave('shiyan', 'selfInspectionData', { ...(await SAND()), items: [{ testItem: 'rebarYield', result: 420 }] }, '检测项目第1行：钢筋下屈服强度不是该批材料的检测项目');
    await refusedSave('shiyan', 'selfInspectionData', { ...(await SAND()), items: [{ testItem: 'slump', result: 180 }] }, '检测项目第1行：检测项目的值不在可选项中');
    await refusedSave('shiyan', 'selfInspectionData', { ...(await SAND()), sampler: '', items: [{ testItem: 'sandMud', result: 1 }] }, '取样人不能为空');
  });

  it('keeps a sample from another section, from those not granted it, and a draft from all but its author', async () => {
    const strand = await recordBy('selfInspectionData', 'sampler', '宋佳');
    const draft = await recordBy('selfInspectionData', 'wbsPart', '秦淮河大桥 / 基础及下部构造 / 盖梁');
    assert.equal(draft.draft, true);
    await refusedGet('shiyan', `${OD}/selfInspectionData/${strand.id}`, GONE);
    await refusedGet('norole', `${OD}/selfInspectionData/${strand.id}`, NOT_GRANTED);
    await refusedGet('zongjian', `${OD}/selfInspectionData/${draft.id}`, GONE);
    assert.equal((await send('shiyan', 'GET', `${OD}/selfInspectionData/${draft.id}`)).code, 200);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('songjia', 'PUT', `${OD}/selfInspectionData/${strand.id}`, { data: JSON.stringify({}) }).then((r) => r.code), 400);
      assert.deepEqual(await send('zongjian', 'PUT', `${OD}/selfInspectionData/${strand.id}`, { data: JSON.stringify({ ...strand.data, sampler: '王建国' }) }),
        { code: 400, msg: '只能修改自己创建的记录' });
    }, { ignore: ['tokens'] });
  });
});

describe('consumption (材料消耗) and the balance', () => {
  it('shows each material received against what was used', async () => {
    const res = await send('shigong', 'GET', `${L}/ConsumeBalance`);
    assert.equal(res.code, 200, res.msg);
    const rows = res.data.map((r: Record<string, unknown>) => [r.materialName, r.specification, r.unit, r.batches, r.received, r.used, r.balance])
      .sort((a: string[], b: string[]) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
    assert.deepEqual(rows, [
      ['HRB400E 热轧带肋钢筋', 'Φ16', '吨', 1, 45.2, 0, 45.2],
      // B1 118.5 t and demoTasks' 48.6 t; 60.2 t used
      ['HRB400E 热轧带肋钢筋', 'Φ25', '吨', 2, 167.1, 60.2, 106.9],
      ['P·O 42.5 普通硅酸盐水泥', 'P·O 42.5（散装）', '吨', 1, 600, 180, 420],
      ['天然中砂', 'Ⅱ区中砂', '立方米', 1, 820, 0, 820],
    ]);
    await refusedGet('norole', `${L}/ConsumeBalance`, NOT_GRANTED);
    // section 2's contractor: only his own section's batches, none of them used
    const other = await send('gaofeng', 'GET', `${L}/ConsumeBalance`);
    assert.deepEqual(other.data.map((r: Record<string, unknown>) => [r.materialName, r.used]).sort(), [['石灰岩碎石', 0], ['预应力钢绞线', 0]]);
  });

  it('records a use, and refuses one beyond what is left of the batch, writing nothing', async () => {
    const batch = await batchId('NG2410-0832');
    const use = { batch, contractName: 'ct_sg01', consumeDate: day(0), wbsPart: '秦淮河大桥 / 基础及下部构造 / 2#墩桩基' };
    const ok = await save('shigong', 'consumeRecord', { ...use, consumeQuantity: 50 });
    assert.equal(ok.code, 200, ok.msg);
    // 118.5 - 60.2 - 50 = 8.3 left of B1
    await refusedSave('shigong', 'consumeRecord', { ...use, consumeQuantity: 8.4 }, '消耗数量超过该批材料结存（剩余 8.3）');
    await refusedSave('shigong', 'consumeRecord', { ...use, consumeQuantity: undefined }, '消耗数量不能为空');
    await refusedSave('shigong', 'consumeRecord', { ...use, consumeQuantity: 1, wbsPart: '' }, '使用部位不能为空');
    const after = await send('shigong', 'GET', `${L}/ConsumeBalance`);
    assert.deepEqual(after.data.filter((r: Record<string, unknown>) => r.specification === 'Φ25').map((r: Record<string, unknown>) => [r.used, r.balance]), [[110.2, 56.9]]);
    // another section's contractor may not see nor change it; one not granted the module is refused
    await refusedGet('gaofeng', `${OD}/consumeRecord/${ok.data.id}`, GONE);
    await refusedGet('norole', `${OD}/consumeRecord/${ok.data.id}`, NOT_GRANTED);
  });
});
