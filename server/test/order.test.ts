/**
 * 材料订单 (/api/order/MaterialOrders): each order's received quantity and balance, summed by the
 * server from the receipts of material (进场材料) that name it, and the overdue flag, against the
 * figures of seed/demoOrders.ts counted by hand; a receipt must match its order; who sees what.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { onlineRecords } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { CONTRACT_1, CONTRACT_2 } from '../src/seed/data/project.js';
import type { MaterialOrderList, MaterialOrderRow } from '../../types/api/order.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { uploadAs } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
// 10:00 in China on 10 March: day 0 of the demo is 9 March (seed/demoTasks.ts demoDayZero)
const clock = testClock(Date.UTC(2026, 2, 10, 2));
const DAY = 86_400_000;
const day = (n: number) => Date.UTC(2026, 2, 8, 16) + n * DAY;
const ORDERS = '/api/order/MaterialOrders';
const E = '/api/workflow/Engine';

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
async function orders(account: string): Promise<MaterialOrderList> {
  const res = await send(account, 'GET', ORDERS);
  assert.equal(res.code, 200, res.msg);
  return res.data;
}
const bySupplierSpec = (l: MaterialOrderList) => new Map(l.list.map((r) => [`${r.materialName} ${r.specification}`, r]));
const pick = (r: MaterialOrderRow | undefined) => r && ({
  quantity: r.quantity, received: r.received, outstanding: r.outstanding, percent: r.percent, progress: r.progress,
  overdue: r.overdue, overdueDays: r.overdueDays, stateText: r.stateText, receipts: r.receipts,
});
async function orderId(spec: string): Promise<string> {
  const [row] = await t.database.db.select({ id: onlineRecords.id }).from(onlineRecords)
    .where(and(eq(onlineRecords.moduleId, 'module_materialOrder'), sql`${onlineRecords.data} ->> 'specification' = ${spec}`));
  assert.ok(row, `an order of ${spec}`);
  return row.id;
}

/** A receipt of material launched on its flow, as the contractor reports a delivery. */
async function receipt(account: string, data: Record<string, unknown>) {
  const certificates = [await uploadAs(app, tokens[account], 'cert.pdf')];
  return send(account, 'POST', `${E}/FlowTask`, {
    flowId: 'flow_incomingMaterials', status: '0',
    formData: { materialName: '天然中砂', materialType: 'sand', specification: 'Ⅱ区中砂', manufacturer: '赣江砂场', batchNo: 'GJS-2411-09',
      quantity: 300, unit: 'm3', entryDate: day(0), contractName: CONTRACT_1, needSampling: 1, certificates, ...data },
  });
}

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shigong', 'gaofeng', 'jianli', 'zongjian', 'shiyan', 'anquan', 'yezhu']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('material orders', () => {
  it('sums each order\'s receipts into received and balance, and flags what is overdue (figures by hand)', async () => {
    const all = await orders('jianli');
    const rows = bySupplierSpec(all);
    // O1 rebar Φ25: 200 t ordered, B1 118.5 t received; due day -10, today day 1
    assert.deepEqual(pick(rows.get('HRB400E 热轧带肋钢筋 Φ25')), {
      quantity: 200, received: 118.5, outstanding: 81.5, percent: 59.3, progress: 'partial', overdue: true, overdueDays: 11, stateText: '部分到货', receipts: 1,
    });
    // O2 cement: 600 of 600
    assert.deepEqual(pick(rows.get('P·O 42.5 普通硅酸盐水泥 P·O 42.5（散装）')), {
      quantity: 600, received: 600, outstanding: 0, percent: 100, progress: 'complete', overdue: false, overdueDays: 0, stateText: '已到齐', receipts: 1,
    });
    // O3 sand: 820 of 1500 m³, due day +10
    assert.deepEqual(pick(rows.get('天然中砂 Ⅱ区中砂')), {
      quantity: 1500, received: 820, outstanding: 680, percent: 54.7, progress: 'partial', overdue: false, overdueDays: 0, stateText: '部分到货', receipts: 1,
    });
    assert.deepEqual(pick(rows.get('HRB400E 热轧带肋钢筋 Φ28')), {
      quantity: 60, received: 0, outstanding: 60, percent: 0, progress: 'none', overdue: false, overdueDays: 0, stateText: '未到货', receipts: 0,
    });
    // cancelled past its date: not overdue
    assert.deepEqual(pick(rows.get('聚羧酸高性能减水剂 PCA-Ⅰ 标准型')), {
      quantity: 8, received: 0, outstanding: 8, percent: 0, progress: 'none', overdue: false, overdueDays: 0, stateText: '已取消', receipts: 0,
    });
    // O6 gravel (section 2): 1200 of 2000 m³, due day -20
    assert.deepEqual(pick(rows.get('石灰岩碎石 5~31.5mm 连续级配')), {
      quantity: 2000, received: 1200, outstanding: 800, percent: 60, progress: 'partial', overdue: true, overdueDays: 21, stateText: '部分到货', receipts: 1,
    });
    assert.deepEqual(pick(rows.get('预应力钢绞线 1×7-15.20-1860')), {
      quantity: 32.4, received: 32.4, outstanding: 0, percent: 100, progress: 'complete', overdue: false, overdueDays: 0, stateText: '已到齐', receipts: 1,
    });
    assert.deepEqual(all.counts, { total: 7, executing: 4, overdue: 2 });
    // the most overdue first
    assert.deepEqual(all.list.slice(0, 2).map((r) => r.specification), ['5~31.5mm 连续级配', 'Φ25']);
    const rebar = rows.get('HRB400E 热轧带肋钢筋 Φ25')!;
    assert.equal(rebar.unit, '吨');
    assert.equal(rebar.materialType, '钢筋');
    assert.equal(rebar.requiredDate, day(-10));
    assert.equal(rebar.lastReceiptDate, day(-20));
    assert.match(rebar.orderNo, /^CLDD/);
  });

  it('shows a contractor his own section\'s orders only', async () => {
    const mine = await orders('shigong');
    assert.equal(mine.list.length, 5);
    assert.ok(mine.list.every((r) => r.contractName && !r.contractName.includes('二')), JSON.stringify(mine.list.map((r) => r.contractName)));
    assert.deepEqual((await orders('gaofeng')).list.map((r) => r.specification).sort(), ['1×7-15.20-1860', '5~31.5mm 连续级配']);
  });

  it('refuses the list to someone not granted 材料订单, and writes nothing', async () => {
    await assertNothingWritten(t.database.db, async () => {
      for (const account of ['anquan', 'yezhu']) assert.deepEqual(await send(account, 'GET', ORDERS), { code: 400, msg: NOT_GRANTED }, account);
    }, { ignore: ['tokens'] });
  });

  it('moves an order when a receipt names it', async () => {
    const sand = await orderId('Ⅱ区中砂');
    const res = await receipt('shigong', { purchaseOrder: sand });
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(pick(bySupplierSpec(await orders('shigong')).get('天然中砂 Ⅱ区中砂')), {
      quantity: 1500, received: 1120, outstanding: 380, percent: 74.7, progress: 'partial', overdue: false, overdueDays: 0, stateText: '部分到货', receipts: 2,
    });
  });

  it('refuses a receipt that does not match its order, or names one not executing, or one of another section, and writes nothing', async () => {
    const sand = await orderId('Ⅱ区中砂');
    const cancelled = await orderId('PCA-Ⅰ 标准型');
    const gravel = await orderId('5~31.5mm 连续级配');
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['shigong', { purchaseOrder: sand, materialType: 'gravel' }, '材料类型与采购订单不一致（订单为砂）'],
      ['shigong', { purchaseOrder: sand, unit: 't' }, '单位与采购订单不一致（订单为立方米）'],
      ['shigong', { purchaseOrder: cancelled, materialType: 'admixture', unit: 't' }, '该采购订单已取消，不能再登记到货'],
      // another section's order: he may not see it
      ['shigong', { purchaseOrder: gravel, materialType: 'gravel' }, '采购订单选择的记录不存在或无权访问'],
      ['gaofeng', { purchaseOrder: gravel, materialType: 'gravel', contractName: CONTRACT_1 }, '采购订单不属于该合同段'],
    ];
    for (const [account, data, msg] of cases) {
      // the certificate is uploaded before: what is refused is the receipt
      const certificates = [await uploadAs(app, tokens[account], 'cert.pdf')];
      await assertNothingWritten(t.database.db, async () => {
        const res = await send(account, 'POST', `${E}/FlowTask`, {
          flowId: 'flow_incomingMaterials', status: '0',
          formData: { materialName: '材料', materialType: 'sand', specification: '规格', manufacturer: '厂家', batchNo: 'TEST-0001',
            quantity: 10, unit: 'm3', entryDate: day(0), contractName: account === 'gaofeng' ? CONTRACT_2 : CONTRACT_1, needSampling: 1, certificates, ...data },
        });
        assert.deepEqual({ code: res.code, msg: res.msg }, { code: 400, msg }, JSON.stringify(data));
      }, { ignore: ['tokens'] });
    }
  });
});
