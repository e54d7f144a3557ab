/** SQL of /api/system: dictionaries, bill numbers, areas, system settings, common words. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { areas, billCounters, billRules, commonWords, dictionaryItems, dictionaryTypes, sysConfig } from '../../db/schema.js';

export type DictionaryTypeRow = typeof dictionaryTypes.$inferSelect;
export type DictionaryItemRow = typeof dictionaryItems.$inferSelect;
export type BillRuleRow = typeof billRules.$inferSelect;
export type CommonWordRow = typeof commonWords.$inferSelect;

export function listDictionaryTypes(db: Db): Promise<DictionaryTypeRow[]> {
  return db.select().from(dictionaryTypes).orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryTypes.id));
}

/** By id or by enCode: the client uses both. */
export async function findDictionaryType(db: Db, idOrCode: string): Promise<DictionaryTypeRow | null> {
  const [row] = await db.select().from(dictionaryTypes)
    .where(or(eq(dictionaryTypes.id, idOrCode), eq(dictionaryTypes.enCode, idOrCode))).limit(1);
  return row ?? null;
}

/**
 * Enabled items of the types named by id or by enCode, in one statement (a list shows several
 * dictionaries): type by type in the order named, each as listDictionaryItems orders it.
 */
export async function listItemsOfTypes(db: Db, idsOrCodes: string[]): Promise<DictionaryItemRow[]> {
  const rows = await db.select({ item: dictionaryItems, typeCode: dictionaryTypes.enCode }).from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(and(eq(dictionaryItems.enabled, true), or(inArray(dictionaryTypes.id, idsOrCodes), inArray(dictionaryTypes.enCode, idsOrCodes))))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
  const rank = (r: (typeof rows)[number]) => {
    const byId = idsOrCodes.indexOf(r.item.typeId);
    return byId >= 0 ? byId : idsOrCodes.indexOf(r.typeCode);
  };
  return rows.map((r) => ({ r, at: rank(r) })).sort((a, b) => a.at - b.at).map((x) => x.r.item); // stable: keeps the item order
}

/** Enabled items of the given types (all types when null). */
export function listDictionaryItems(db: Db, typeIds: string[] | null): Promise<DictionaryItemRow[]> {
  return db.select().from(dictionaryItems)
    .where(and(eq(dictionaryItems.enabled, true), typeIds ? inArray(dictionaryItems.typeId, typeIds) : undefined))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
}

export async function findBillRule(db: Db, enCode: string): Promise<BillRuleRow | null> {
  const [row] = await db.select().from(billRules).where(eq(billRules.enCode, enCode)).limit(1);
  return row ?? null;
}

/** One statement: the first caller of a period gets startNumber, each later one the next value. */
export async function nextBillValue(db: Db, rule: BillRuleRow, period: string): Promise<number> {
  const [row] = await db.insert(billCounters).values({ ruleId: rule.id, period, value: rule.startNumber })
    .onConflictDoUpdate({ target: [billCounters.ruleId, billCounters.period], set: { value: sql`${billCounters.value} + 1` } })
    .returning({ value: billCounters.value });
  return row.value;
}

/** The value nextBillValue would give now, taking nothing. */
export async function peekBillValue(db: Db, rule: BillRuleRow, period: string): Promise<number> {
  const [row] = await db.select({ value: billCounters.value }).from(billCounters)
    .where(and(eq(billCounters.ruleId, rule.id), eq(billCounters.period, period))).limit(1);
  return row ? row.value + 1 : rule.startNumber;
}

export function listAreaChildren(db: Db, parentId: string) {
  return db.select({
    id: areas.id, fullName: areas.fullName,
    hasChildren: sql<boolean>`exists (select 1 from areas c where c.parent_id = areas.id)`,
  }).from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.id));
}

export async function areaNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(inArray(areas.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

export async function getSysConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(sysConfig);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** System words and the user's own. */
export function listCommonWords(db: Db, userId: string): Promise<CommonWordRow[]> {
  return db.select().from(commonWords).where(or(isNull(commonWords.userId), eq(commonWords.userId, userId)))
    .orderBy(sql`${commonWords.userId} is not null`, asc(commonWords.sortCode), asc(commonWords.createdAt), asc(commonWords.id));
}

export async function insertCommonWord(db: Db, row: typeof commonWords.$inferInsert): Promise<void> {
  await db.insert(commonWords).values(row);
}

/** Changes one word of the owner (null owner: a system word); false when there is none. */
export async function updateCommonWord(db: Db, id: string, ownerId: string | null, set: { wordsText: string; sortCode?: number }): Promise<boolean> {
  const rows = await db.update(commonWords).set(set)
    .where(and(eq(commonWords.id, id), ownerId === null ? isNull(commonWords.userId) : eq(commonWords.userId, ownerId)))
    .returning({ id: commonWords.id });
  return rows.length === 1;
}

export async function deleteCommonWord(db: Db, id: string, ownerId: string | null): Promise<boolean> {
  const rows = await db.delete(commonWords)
    .where(and(eq(commonWords.id, id), ownerId === null ? isNull(commonWords.userId) : eq(commonWords.userId, ownerId)))
    .returning({ id: commonWords.id });
  return rows.length === 1;
}
