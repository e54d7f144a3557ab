/**
 * 材料订单: each purchase order's received quantity and balance, summed from the receipts of
 * material (进场材料) that name it; an order past its required date and not fully received is
 * overdue. The list is refused without the 材料订单 tile; an order is listed within the caller's
 * grant of it, and a receipt counts within the caller's grant of 进场材料 (visualdev/visibility.ts).
 * A receipt the lab judged 不合格 is sent back, so it does not count as delivered.
 */
import type { Db } from '../../db/index.js';
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { dictionaryNames } from '../safety/repo.js';
import { grantedScope, recordScope, visibleRecords } from '../visualdev/visibility.js';
import * as labRepo from '../lab/repo.js';
import * as repo from './repo.js';
import type { MaterialOrderList, MaterialOrderRow, OrderProgress } from '../../../../types/api/order.js';

export interface OrderDeps {
  db: Db;
  now: () => Date;
}

const ORDERS = { code: 'materialOrder', id: moduleIdOf('materialOrder') };
const RECEIPTS = { code: 'incomingMaterials', id: moduleIdOf('incomingMaterials') };
const STATE_NAMES: Record<string, string> = { executing: '执行中', closed: '已关闭', cancelled: '已取消' };
const REJECTED = 'unqualified';

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}
const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const DAY = 86_400_000;
const CN = 8 * 3_600_000;
/** China midnight of an epoch ms. */
const dayStart = (ms: number): number => Math.floor((ms + CN) / DAY) * DAY - CN;
const dateMs = (v: unknown): number | null => {
  const n = num(v);
  return n > 0 ? n : null;
};

function progressOf(quantity: number, received: number): OrderProgress {
  if (received <= 0) return 'none';
  return received >= quantity ? 'complete' : 'partial';
}

const PROGRESS_TEXT: Record<OrderProgress, string> = { none: '未到货', partial: '部分到货', complete: '已到齐' };

export async function materialOrders(deps: OrderDeps, user: SessionUser): Promise<MaterialOrderList> {
  const { db } = deps;
  const orderScope = await recordScope(db, user, ORDERS.code);
  const receiptScope = await grantedScope(db, user, RECEIPTS.code);
  const [orders, receipts, names] = await Promise.all([
    labRepo.records(db, ORDERS.id, visibleRecords(orderScope)),
    receiptScope ? labRepo.records(db, RECEIPTS.id, visibleRecords(receiptScope)) : Promise.resolve([]),
    dictionaryNames(db, ['materialType', 'measureUnit']),
  ]);
  const byOrder = new Map<string, { quantity: number, count: number, last: number | null }>();
  for (const r of receipts) {
    const orderId = str(r.data.purchaseOrder);
    if (!orderId || str(r.data.inspectionResult) === REJECTED) continue;
    const sum = byOrder.get(orderId) ?? { quantity: 0, count: 0, last: null };
    sum.quantity = round3(sum.quantity + num(r.data.quantity));
    sum.count += 1;
    const day = dateMs(r.data.entryDate);
    if (day !== null && (sum.last === null || day > sum.last)) sum.last = day;
    byOrder.set(orderId, sum);
  }
  const today = dayStart(deps.now().getTime());
  const list = orders.map((o): MaterialOrderRow => {
    const d: Data = o.data;
    const quantity = round3(num(d.quantity));
    const got = byOrder.get(o.id);
    const received = got?.quantity ?? 0;
    const progress = progressOf(quantity, received);
    const orderState = str(d.orderState) || 'executing';
    const requiredDate = dateMs(d.requiredDate);
    const late = requiredDate !== null ? Math.round((today - dayStart(requiredDate)) / DAY) : 0;
    const overdue = orderState === 'executing' && progress !== 'complete' && late > 0;
    return {
      id: o.id, orderNo: str(d.orderNo), supplier: str(d.supplier), materialName: str(d.materialName),
      materialType: names.get('materialType')!.get(str(d.materialType)) ?? str(d.materialType),
      specification: str(d.specification), unit: names.get('measureUnit')!.get(str(d.unit)) ?? str(d.unit),
      quantity, received, outstanding: round3(Math.max(0, quantity - received)),
      percent: quantity > 0 ? Math.min(100, Math.round((received / quantity) * 1000) / 10) : 0,
      requiredDate, contractId: o.contractId, contractName: o.contractName ?? '',
      orderState, stateText: orderState === 'executing' ? PROGRESS_TEXT[progress] : STATE_NAMES[orderState] ?? orderState,
      progress, overdue, overdueDays: overdue ? late : 0, receipts: got?.count ?? 0, lastReceiptDate: got?.last ?? null,
    };
  });
  // what needs chasing first: overdue (longest late first), then still executing by date, then the rest
  const rank = (r: MaterialOrderRow) => (r.overdue ? 0 : r.orderState === 'executing' && r.progress !== 'complete' ? 1 : 2);
  list.sort((a, b) => rank(a) - rank(b) || b.overdueDays - a.overdueDays || (a.requiredDate ?? 0) - (b.requiredDate ?? 0) || a.orderNo.localeCompare(b.orderNo));
  return {
    list,
    counts: {
      total: list.length,
      executing: list.filter((r) => r.orderState === 'executing' && r.progress !== 'complete').length,
      overdue: list.filter((r) => r.overdue).length,
    },
  };
}

// --- a receipt naming an order ------------------------------------------------------------------

/**
 * A receipt of material that names a purchase order must deliver what the order is for: the same
 * material kind, unit and contract section, on an order still executing. An order the writer may
 * not see is left to the form's reference check, which refuses it without saying more of it.
 */
export async function checkReceipt(db: Db, user: SessionUser, data: Data, draft: boolean): Promise<Data | string> {
  const orderId = str(data.purchaseOrder);
  if (!orderId || draft) return data;
  const scope = await grantedScope(db, user, ORDERS.code);
  const order = scope ? await repo.visibleRecord(db, ORDERS.id, orderId, visibleRecords(scope)) : null;
  if (!order) return data;
  const o = order.data;
  const state = str(o.orderState) || 'executing';
  if (state !== 'executing') return `该采购订单${STATE_NAMES[state] ?? '已停止执行'}，不能再登记到货`;
  const names = await dictionaryNames(db, ['materialType', 'measureUnit']);
  if (str(o.materialType) !== str(data.materialType)) {
    return `材料类型与采购订单不一致（订单为${names.get('materialType')!.get(str(o.materialType)) ?? str(o.materialType)}）`;
  }
  if (str(o.unit) !== str(data.unit)) {
    return `单位与采购订单不一致（订单为${names.get('measureUnit')!.get(str(o.unit)) ?? str(o.unit)}）`;
  }
  if (str(o.contractName) !== str(data.contractName)) return '采购订单不属于该合同段';
  return data;
}
