/**
 * The demo's material purchase orders (材料订单, with SEED_DEMO_TASKS), made by the contractors
 * through the visualdev service before the laboratory demo's receipts (seed/demoLab.ts), which
 * name the order each batch delivers against. What the order list shows of it
 * (server/test/order.test.ts counts it by hand; days from the seeding day):
 *
 *   O1 SG01 rebar Φ25   200 t    due day -10  B1 118.5 t     partial, overdue 10 days, 81.5 t to come
 *   O2 SG01 cement      600 t    due day -16  B3 600 t       complete
 *   O3 SG01 sand       1500 m³   due day +10  B4 820 m³      partial, 680 m³ to come
 *   O4 SG01 rebar Φ28    60 t    due day +15  none           nothing received yet
 *   O5 SG01 admixture     8 t    due day -5   none           cancelled: not overdue
 *   O6 SG02 gravel     2000 m³   due day -20  B5 1200 m³     partial, overdue 20 days
 *   O7 SG02 strand     32.4 t    due day -12  B6 32.4 t      complete
 */
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create } from '../domains/visualdev/service.js';
import { CONTRACT_1, CONTRACT_2 } from './data/project.js';
import { dateOf, runDemoSteps, sessionOf, type DemoTaskDeps, type Step } from './demoTasks.js';

interface DemoOrder {
  key: string;
  account: string;
  /** the day it was placed */
  day: number;
  /** the day it must be delivered by */
  due: number;
  data: Record<string, unknown>;
}

export const DEMO_ORDERS: DemoOrder[] = [
  { key: 'O1', account: 'shigong', day: -32, due: -10, data: {
    supplier: '南京钢铁股份有限公司', materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ25',
    quantity: 200, unit: 't', contractName: CONTRACT_1, orderState: 'executing', remark: '分两批到货，首批用于 1#~3#墩桩基' } },
  { key: 'O2', account: 'shigong', day: -30, due: -16, data: {
    supplier: '海螺水泥（南京）有限公司', materialName: 'P·O 42.5 普通硅酸盐水泥', materialType: 'cement', specification: 'P·O 42.5（散装）',
    quantity: 600, unit: 't', contractName: CONTRACT_1, orderState: 'executing' } },
  { key: 'O3', account: 'shigong', day: -10, due: 10, data: {
    supplier: '赣江砂场', materialName: '天然中砂', materialType: 'sand', specification: 'Ⅱ区中砂',
    quantity: 1500, unit: 'm3', contractName: CONTRACT_1, orderState: 'executing', remark: '按墩身浇筑进度分批进场' } },
  { key: 'O4', account: 'shigong', day: -4, due: 15, data: {
    supplier: '江苏沙钢集团有限公司', materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ28',
    quantity: 60, unit: 't', contractName: CONTRACT_1, orderState: 'executing' } },
  { key: 'O5', account: 'shigong', day: -20, due: -5, data: {
    supplier: '苏博特新材料股份有限公司', materialName: '聚羧酸高性能减水剂', materialType: 'admixture', specification: 'PCA-Ⅰ 标准型',
    quantity: 8, unit: 't', contractName: CONTRACT_1, orderState: 'cancelled', remark: '配合比调整，改用其他品牌，订单取消' } },
  { key: 'O6', account: 'gaofeng', day: -35, due: -20, data: {
    supplier: '句容茅山石料厂', materialName: '石灰岩碎石', materialType: 'gravel', specification: '5~31.5mm 连续级配',
    quantity: 2000, unit: 'm3', contractName: CONTRACT_2, orderState: 'executing' } },
  { key: 'O7', account: 'gaofeng', day: -25, due: -12, data: {
    supplier: '天津银龙预应力材料股份有限公司', materialName: '预应力钢绞线', materialType: 'strand', specification: '1×7-15.20-1860',
    quantity: 32.4, unit: 't', contractName: CONTRACT_2, orderState: 'executing' } },
];

const ids = new Map<string, string>();

/** The record id of a demo order (after seedDemoOrders), for the receipts that name it. */
export function demoOrderId(key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`demo order ${key} was not made`);
  return id;
}

const TASKS: Step[][] = DEMO_ORDERS.map((o) => [{ day: o.day, time: '10:00', run: async (s) => {
  const body: SaveBodyType = { data: JSON.stringify({ ...o.data, requiredDate: dateOf(s, o.due) }) };
  const out = await create({ db: s.deps.db, now: s.deps.now }, sessionOf(o.account), 'materialOrder', body) as { id?: string };
  if (!out?.id) throw new Error(`demo order ${o.key}: ${o.account} saving it was stopped`);
  ids.set(o.key, out.id);
} }]);

export const seedDemoOrders = (deps: DemoTaskDeps): Promise<{ tasks: number }> => runDemoSteps(deps, TASKS);
