/**
 * SQL of /api/progress: the bills of quantities, the progress filled against them and the WBS
 * nodes they hang on, always under the caller's visibility condition (visualdev/visibility.ts).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { boqItems, contracts, onlineRecords, progressFills, users, wbsNodes } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import type { RecordScope } from '../visualdev/visibility.js';
import { scopeCondition } from '../visualdev/visibility.js';

const b = boqItems;
const f = progressFills;

/** What `scope` shows of the bills and of the fills. */
export const visibleItems = (scope: RecordScope): SQL =>
  scopeCondition(scope, { projectId: b.projectId, contractId: b.contractId, organizeId: b.organizeId, authorId: b.creatorUserId });
export const visibleFills = (scope: RecordScope): SQL =>
  scopeCondition(scope, { projectId: f.projectId, contractId: f.contractId, organizeId: f.organizeId, authorId: f.creatorUserId });

export interface ItemFilter {
  visible: SQL;
  contractId?: string;
  /** items on these nodes */
  wbsNodeIds?: string[];
  ids?: string[];
  keyword?: string;
}

export type ItemRecord = Awaited<ReturnType<typeof items>>[number];

export function items(db: Db, q: ItemFilter) {
  return db.select({
    id: b.id, projectId: b.projectId, contractId: b.contractId, contractName: sql<string>`coalesce(nullif(${contracts.sectionName}, ''), ${contracts.fullName})`,
    wbsNodeId: b.wbsNodeId, itemCode: b.itemCode, itemName: b.itemName, unit: b.unit, quantity: b.quantity, unitPrice: b.unitPrice,
  }).from(b).innerJoin(contracts, eq(contracts.id, b.contractId))
    .where(and(q.visible,
      q.contractId ? eq(b.contractId, q.contractId) : undefined,
      q.wbsNodeIds ? (q.wbsNodeIds.length ? inArray(b.wbsNodeId, q.wbsNodeIds) : sql`false`) : undefined,
      q.ids ? inArray(b.id, q.ids) : undefined,
      q.keyword ? sql`(${b.itemCode} ilike ${containsPattern(q.keyword)} or ${b.itemName} ilike ${containsPattern(q.keyword)})` : undefined))
    .orderBy(asc(contracts.sortCode), asc(b.sortCode), asc(b.id));
}

export interface Done { quantity: number, fills: number, last: number | null }

/** What the visible fills of these items add up to. */
export async function doneOf(db: Db, visible: SQL, itemIds: string[]): Promise<Map<string, Done>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.select({ itemId: f.boqItemId, quantity: sum(f.quantity).mapWith(Number), fills: count(), last: max(f.fillDate) })
    .from(f).where(and(visible, inArray(f.boqItemId, itemIds))).groupBy(f.boqItemId);
  return new Map(rows.map((r) => [r.itemId, { quantity: r.quantity ?? 0, fills: r.fills, last: r.last ? r.last.getTime() : null }]));
}

/** Everything completed of an item, whoever filled it: what a new fill may not exceed. */
export async function completedOf(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ quantity: sum(f.quantity).mapWith(Number) }).from(f).where(eq(f.boqItemId, itemId));
  return row?.quantity ?? 0;
}

export function fills(db: Db, visible: SQL, itemId: string) {
  return db.select({
    id: f.id, itemId: f.boqItemId, fillDate: f.fillDate, quantity: f.quantity, remark: f.remark, creatorName: users.realName, createdAt: f.createdAt,
  }).from(f).leftJoin(users, eq(users.id, f.creatorUserId))
    .where(and(visible, eq(f.boqItemId, itemId)))
    .orderBy(desc(f.fillDate), desc(f.createdAt));
}

export async function insertFill(db: Db, row: typeof f.$inferInsert): Promise<void> {
  await db.insert(f).values(row);
}

/** The sections of a project, in order. */
export function sections(db: Db, projectId: string | null, ids?: readonly string[]) {
  return db.select({ id: contracts.id, name: sql<string>`coalesce(nullif(${contracts.sectionName}, ''), ${contracts.fullName})` })
    .from(contracts)
    .where(and(projectId ? eq(contracts.projectId, projectId) : sql`false`, eq(contracts.enabled, true), ids ? inArray(contracts.id, [...ids]) : undefined))
    .orderBy(asc(contracts.sortCode), asc(contracts.id));
}

export type WbsRow = Awaited<ReturnType<typeof wbsOf>>[number];

/** The WBS nodes of these sections. */
export function wbsOf(db: Db, contractIds: string[]) {
  return db.select({ id: wbsNodes.id, parentId: wbsNodes.parentId, contractId: wbsNodes.contractId, name: wbsNodes.fullName, code: wbsNodes.enCode, level: wbsNodes.level, sortCode: wbsNodes.sortCode })
    .from(wbsNodes).where(contractIds.length ? inArray(wbsNodes.contractId, contractIds) : sql`false`)
    .orderBy(asc(wbsNodes.contractId), asc(wbsNodes.level), asc(wbsNodes.sortCode), asc(wbsNodes.id));
}

/** A node and its ancestors, from the unit work down (a recursive walk up the parent chain). */
export async function pathOf(db: Db, nodeId: string): Promise<Array<{ id: string, name: string, code: string, level: number, contractId: string }>> {
  const res = await db.execute(sql`
    with recursive up(id, parent_id, full_name, en_code, level, contract_id, depth) as (
      select id, parent_id, full_name, en_code, level, contract_id, 0 from wbs_nodes where id = ${nodeId}
      union all
      select n.id, n.parent_id, n.full_name, n.en_code, n.level, n.contract_id, up.depth + 1
        from wbs_nodes n join up on n.id = up.parent_id where up.depth < 32
    )
    select id, full_name as name, en_code as code, level, contract_id from up order by depth desc`);
  const list = (res as unknown as { rows: Array<{ id: string, name: string, code: string, level: number, contract_id: string }> }).rows;
  return list.map((r) => ({ id: r.id, name: r.name, code: r.code, level: Number(r.level), contractId: r.contract_id }));
}

export async function nodeOf(db: Db, nodeId: string) {
  const [row] = await db.select({ id: wbsNodes.id, contractId: wbsNodes.contractId }).from(wbsNodes).where(eq(wbsNodes.id, nodeId));
  return row ?? null;
}

export async function lockItem(db: Db, itemId: string): Promise<void> {
  await db.execute(sql`select id from boq_items where id = ${itemId} for update`);
}

/** The fills of a day, with their items, that `visible` shows. */
export function fillsOfDay(db: Db, visible: SQL, day: Date, contractId?: string) {
  return db.select({
    id: f.id, quantity: f.quantity, contractId: f.contractId, itemCode: b.itemCode, itemName: b.itemName, unit: b.unit, wbsNodeId: b.wbsNodeId,
  }).from(f).innerJoin(b, eq(b.id, f.boqItemId))
    .where(and(visible, eq(f.fillDate, day), contractId ? eq(f.contractId, contractId) : undefined))
    .orderBy(asc(b.sortCode), asc(f.createdAt));
}

/** The records of a module saved on a day (not drafts) that `visible` shows, oldest first. */
export function recordsOfDay(db: Db, moduleId: string, visible: SQL, start: Date, end: Date, contractId?: string) {
  const r = onlineRecords;
  return db.select({ id: r.id, data: r.data, contractId: r.contractId }).from(r)
    .where(and(eq(r.moduleId, moduleId), visible, eq(r.draft, false), gte(r.createdAt, start), lt(r.createdAt, end),
      contractId ? or(eq(r.contractId, contractId), isNull(r.contractId)) : undefined))
    .orderBy(asc(r.createdAt));
}

/** The amount filled per section between two days ([start, end)), of what `visible` shows. */
export async function amountsBetween(db: Db, visible: SQL, start: Date, end: Date): Promise<Map<string, number>> {
  const rows = await db.select({ contractId: f.contractId, amount: sql<number>`sum(${f.quantity} * ${b.unitPrice})`.mapWith(Number) })
    .from(f).innerJoin(b, eq(b.id, f.boqItemId))
    .where(and(visible, gte(f.fillDate, start), lt(f.fillDate, end))).groupBy(f.contractId);
  return new Map(rows.map((r) => [r.contractId, r.amount ?? 0]));
}

/** The plan records of weeks starting in [start, end) that `visible` shows, oldest saved first. */
export function plansBetween(db: Db, moduleId: string, visible: SQL, start: number, end: number) {
  const r = onlineRecords;
  const week = sql`case when jsonb_typeof(${r.data} -> 'weekStart') = 'number' then (${r.data} ->> 'weekStart')::numeric end`;
  return db.select({ id: r.id, data: r.data, contractId: r.contractId }).from(r)
    .where(and(eq(r.moduleId, moduleId), visible, eq(r.draft, false), sql`${week} >= ${start}`, sql`${week} < ${end}`))
    .orderBy(asc(r.createdAt));
}
