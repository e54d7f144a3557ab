/**
 * Progress against the bills of quantities (types/api/progress.ts): the project's and each
 * section's figures, each unit work's, every WBS node's; an item's fills; a fill. Everything is
 * read within the visibility rule of the tile asking (visualdev/visibility.ts): 进度填报 for its
 * screens, 总体进度 for the dashboard, WBS for the tree; refused without that grant.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../oauth/tokens.js';
import { grantedScope, recordScope, refuseNotGranted, type RecordScope } from '../visualdev/visibility.js';
import type {
  BoqItemQuery, BoqItemRow, BranchProgress, ProgressFillRow, ProgressOverview, SectionProgress, WbsProgressNode, WbsSection,
} from '../../../../types/api/progress.js';
import * as repo from './repo.js';
import { chinaDay, figure, percentOf, round2, rollup, type Counted } from './rules.js';
import { nest, pathText } from './wbs.js';

export interface ProgressDeps {
  db: Db;
  now: () => Date;
}

/** The tiles whose grants these views go by. */
export const FILLING = 'progressFilling';
export const DASHBOARD = 'projectOverallProgress';
export const WBS = 'wbsTree';

const ITEM_GONE = '清单子目不存在或无权查看';
const NODE_GONE = 'WBS 节点不存在或无权查看';
const MAX_QUANTITY = 1e9;

interface Figured {
  rows: repo.ItemRecord[];
  done: Map<string, repo.Done>;
  counted: Array<Counted & { id: string, contractId: string }>;
}

/** The visible items with what the visible fills completed of them. */
async function figured(db: Db, scope: RecordScope, filter: Omit<repo.ItemFilter, 'visible'> = {}): Promise<Figured> {
  const rows = await repo.items(db, { ...filter, visible: repo.visibleItems(scope) });
  const done = await repo.doneOf(db, repo.visibleFills(scope), rows.map((r) => r.id));
  const counted = rows.map((r) => {
    const d = done.get(r.id);
    return { id: r.id, contractId: r.contractId, wbsNodeId: r.wbsNodeId, total: r.quantity * r.unitPrice, done: (d?.quantity ?? 0) * r.unitPrice, fills: d?.fills ?? 0 };
  });
  return { rows, done, counted };
}

const sectionsOf = (rows: repo.ItemRecord[]): Array<{ id: string, name: string }> => {
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.contractId)) seen.set(r.contractId, r.contractName);
  return [...seen].map(([id, name]) => ({ id, name }));
};

/** The project's progress, each section's and each unit work's, as `tile` lets the caller see it. */
export async function overview(deps: ProgressDeps, user: SessionUser, tile: typeof FILLING | typeof DASHBOARD): Promise<ProgressOverview> {
  const scope = await recordScope(deps.db, user, tile);
  const { rows, done, counted } = await figured(deps.db, scope);
  const sections = sectionsOf(rows);
  const sectionFigures: SectionProgress[] = sections.map((s) => {
    const mine = counted.filter((c) => c.contractId === s.id);
    const items = rows.filter((r) => r.contractId === s.id);
    return {
      contractId: s.id, contractName: s.name, items: items.length,
      started: items.filter((r) => (done.get(r.id)?.quantity ?? 0) > 0).length,
      finished: items.filter((r) => (done.get(r.id)?.quantity ?? 0) >= r.quantity).length,
      ...figure(mine.reduce((a, c) => a + c.total, 0), mine.reduce((a, c) => a + c.done, 0)),
    };
  });
  const nodes = await repo.wbsOf(deps.db, sections.map((s) => s.id));
  const sums = rollup(nodes, counted);
  const names = new Map(sections.map((s) => [s.id, s.name]));
  const branches: BranchProgress[] = nodes.filter((n) => n.parentId === '-1' && (sums.get(n.id)?.items ?? 0) > 0).map((n) => {
    const s = sums.get(n.id)!;
    return { wbsNodeId: n.id, name: n.name, contractId: n.contractId, contractName: names.get(n.contractId) ?? '', ...figure(s.total, s.done) };
  });
  const last = [...done.values()].reduce<number | null>((a, d) => (d.last !== null && (a === null || d.last > a) ? d.last : a), null);
  const filling = tile === FILLING ? scope : await grantedScope(deps.db, user, FILLING);
  return {
    ...figure(counted.reduce((a, c) => a + c.total, 0), counted.reduce((a, c) => a + c.done, 0)),
    sections: sectionFigures, branches, lastFillDate: last, mayFill: filling?.buttons.has('btn_add') ?? false,
  };
}

/** The ids of a node and everything under it, in its section; refused when the node is not there. */
async function subtree(db: Db, nodeId: string): Promise<{ contractId: string, ids: string[] }> {
  const node = await repo.nodeOf(db, nodeId);
  if (!node) throw badRequest(NODE_GONE);
  const nodes = await repo.wbsOf(db, [node.contractId]);
  const ids = new Set([nodeId]);
  // nodes come level by level, so a child follows its parent
  for (const n of nodes) if (ids.has(n.parentId)) ids.add(n.id);
  return { contractId: node.contractId, ids: [...ids] };
}

/** The items of a bill with what is completed of each: a section's, or those under a WBS node. */
export async function items(deps: ProgressDeps, user: SessionUser, q: BoqItemQuery): Promise<BoqItemRow[]> {
  const scope = await recordScope(deps.db, user, FILLING);
  const under = q.wbsNodeId ? await subtree(deps.db, q.wbsNodeId) : null;
  if (under && q.contractId && under.contractId !== q.contractId) return [];
  const { rows, done } = await figured(deps.db, scope, { contractId: q.contractId, wbsNodeIds: under?.ids, keyword: q.keyword?.trim() || undefined });
  const nodes = new Map((await repo.wbsOf(deps.db, sectionsOf(rows).map((s) => s.id))).map((n) => [n.id, n]));
  const pathOf = (id: string | null): string => {
    const path: Array<{ name: string }> = [];
    for (let n = id ? nodes.get(id) : undefined; n && path.length < 32; n = nodes.get(n.parentId)) path.unshift(n);
    return pathText(path);
  };
  return rows.map((r) => {
    const d = done.get(r.id);
    const doneQuantity = round2(d?.quantity ?? 0);
    return {
      id: r.id, contractId: r.contractId, contractName: r.contractName, wbsNodeId: r.wbsNodeId, wbsPath: pathOf(r.wbsNodeId),
      itemCode: r.itemCode, itemName: r.itemName, unit: r.unit, quantity: r.quantity, unitPrice: r.unitPrice,
      total: round2(r.quantity * r.unitPrice), doneQuantity, done: round2(doneQuantity * r.unitPrice),
      percent: percentOf(doneQuantity, r.quantity), lastFillDate: d?.last ?? null,
    };
  });
}

/** The fills of an item, newest day first. */
export async function fills(deps: ProgressDeps, user: SessionUser, itemId: string): Promise<ProgressFillRow[]> {
  const scope = await recordScope(deps.db, user, FILLING);
  const [item] = await repo.items(deps.db, { visible: repo.visibleItems(scope), ids: [itemId] });
  if (!item) throw badRequest(ITEM_GONE);
  const rows = await repo.fills(deps.db, repo.visibleFills(scope), itemId);
  return rows.map((r) => ({
    id: r.id, itemId: r.itemId, fillDate: r.fillDate.getTime(), quantity: r.quantity, remark: r.remark,
    creatorName: r.creatorName ?? '', createdAt: r.createdAt.getTime(),
  }));
}

const fmt = (n: number): string => String(round2(n));

export interface FillInput { itemId: string, fillDate?: unknown, quantity?: unknown, remark?: string }

/** A completed quantity of an item on a day; the item's total may not pass its billed quantity. */
export async function fill(deps: ProgressDeps, user: SessionUser, body: FillInput): Promise<{ id: string }> {
  const [id] = await fillAll(deps, user, [body]);
  return { id };
}

/** Fills one after the other in one transaction, all or none (the demo's weeks of filling). */
export async function fillAll(deps: ProgressDeps, user: SessionUser, bodies: FillInput[]): Promise<string[]> {
  const scope = await recordScope(deps.db, user, FILLING);
  if (!scope.buttons.has('btn_add')) throw refuseNotGranted();
  const now = deps.now();
  const checked = bodies.map((body) => ({ body, ...checkFill(body, now.getTime()) }));
  const ids: string[] = [];
  await deps.db.transaction(async (tx) => {
    for (const { body, quantity, day } of checked) {
      const [item] = await repo.items(tx, { visible: repo.visibleItems(scope), ids: [body.itemId] });
      if (!item) throw badRequest(ITEM_GONE);
      // one fill at a time per item, so two at once cannot pass the bill between them
      await repo.lockItem(tx, item.id);
      const completed = await repo.completedOf(tx, item.id);
      if (completed + quantity > item.quantity + 1e-9) {
        const left = Math.max(0, item.quantity - completed);
        throw badRequest(`累计完成数量不能超过清单数量 ${fmt(item.quantity)}${item.unit}（已完成 ${fmt(completed)}${item.unit}，最多还可填 ${fmt(left)}${item.unit}）`);
      }
      const id = newId();
      await repo.insertFill(tx, {
        id, projectId: item.projectId, contractId: item.contractId, boqItemId: item.id, fillDate: new Date(day), quantity,
        remark: (body.remark ?? '').trim(), organizeId: scope.organizeId, creatorUserId: user.id, createdAt: now,
      });
      ids.push(id);
    }
  });
  return ids;
}

/** The quantity and the China day of a fill, or what is wrong with them. */
function checkFill(body: FillInput, now: number): { quantity: number, day: number } {
  const { quantity, fillDate } = body;
  if (quantity === undefined || quantity === null || quantity === '') throw badRequest('请填写完成数量');
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) throw badRequest('完成数量必须是数字');
  if (quantity <= 0) throw badRequest('完成数量必须大于 0');
  if (quantity > MAX_QUANTITY) throw badRequest('完成数量过大，请核对');
  if (fillDate === undefined || fillDate === null || fillDate === '') throw badRequest('请选择完成日期');
  if (typeof fillDate !== 'number' || !Number.isInteger(fillDate) || fillDate < 0) throw badRequest('完成日期格式不正确');
  const day = chinaDay(fillDate);
  if (day > chinaDay(now)) throw badRequest('完成日期不能晚于今天');
  return { quantity, day };
}

/** The project's WBS per section, each node with what is billed and completed under it. */
export async function wbs(deps: ProgressDeps, user: SessionUser, contractId?: string): Promise<WbsSection[]> {
  const scope = await recordScope(deps.db, user, WBS);
  const { rows, counted } = await figured(deps.db, scope, { contractId });
  // the sections the caller sees: those of the bills they see, else those of the project they work in
  const visibleSections = sectionsOf(rows);
  const sections = visibleSections.length || contractId ? visibleSections
    : (await repo.sections(deps.db, scope.projectId, scope.section ? [scope.section] : scope.sections ?? undefined));
  const nodes = await repo.wbsOf(deps.db, sections.map((s) => s.id));
  const sums = rollup(nodes, counted);
  return sections.map((s) => {
    const mine = counted.filter((c) => c.contractId === s.id);
    const children = nest(nodes.filter((n) => n.contractId === s.id), (n): Omit<WbsProgressNode, 'children'> => {
      const x = sums.get(n.id)!;
      return { id: n.id, parentId: n.parentId, code: n.code, name: n.name, level: n.level, contractId: n.contractId, items: x.items, fills: x.fills, ...figure(x.total, x.done) };
    });
    return { contractId: s.id, contractName: s.name, ...figure(mine.reduce((a, c) => a + c.total, 0), mine.reduce((a, c) => a + c.done, 0)), children };
  });
}
