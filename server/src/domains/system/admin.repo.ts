/** SQL of system administration: dictionaries, bill rules and menus, enabled or not. */
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { billCounters, billRules, dictionaryItems, dictionaryTypes, menus } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type DictionaryTypeRecord = typeof dictionaryTypes.$inferSelect;
export type DictionaryItemRecord = typeof dictionaryItems.$inferSelect;
export type BillRuleRecord = typeof billRules.$inferSelect;
export type MenuRecord = typeof menus.$inferSelect;

export function listTypes(db: Db, keyword?: string) {
  return db.select({ t: dictionaryTypes, itemCount: sql<number>`(select count(*)::int from ${dictionaryItems} i where i.type_id = dictionary_types.id)` })
    .from(dictionaryTypes)
    .where(keyword ? or(ilike(dictionaryTypes.fullName, containsPattern(keyword)), ilike(dictionaryTypes.enCode, containsPattern(keyword))) : undefined)
    .orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryTypes.id));
}

export async function getType(db: Db, id: string): Promise<DictionaryTypeRecord | null> {
  const [row] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).limit(1);
  return row ?? null;
}

export async function typeCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: dictionaryTypes.id }).from(dictionaryTypes)
    .where(and(sql`lower(${dictionaryTypes.enCode}) = lower(${enCode})`, exceptId ? ne(dictionaryTypes.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertType(db: Db, row: typeof dictionaryTypes.$inferInsert) { await db.insert(dictionaryTypes).values(row); }
export async function updateType(db: Db, id: string, set: Partial<typeof dictionaryTypes.$inferInsert>) { await db.update(dictionaryTypes).set(set).where(eq(dictionaryTypes.id, id)); }
export async function deleteType(db: Db, id: string) { await db.delete(dictionaryTypes).where(eq(dictionaryTypes.id, id)); }

export async function itemCount(db: Db, typeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictionaryItems).where(eq(dictionaryItems.typeId, typeId));
  return Number(row.n);
}

/** Every item of the type, disabled ones too. */
export function listItems(db: Db, typeId: string, keyword?: string) {
  return db.select().from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, typeId), keyword
      ? or(ilike(dictionaryItems.fullName, containsPattern(keyword)), ilike(dictionaryItems.enCode, containsPattern(keyword))) : undefined))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
}

export async function getItem(db: Db, id: string): Promise<DictionaryItemRecord | null> {
  const [row] = await db.select().from(dictionaryItems).where(eq(dictionaryItems.id, id)).limit(1);
  return row ?? null;
}

export async function itemCodeTaken(db: Db, typeId: string, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: dictionaryItems.id }).from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, typeId), eq(dictionaryItems.enCode, enCode), exceptId ? ne(dictionaryItems.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertItem(db: Db, row: typeof dictionaryItems.$inferInsert) { await db.insert(dictionaryItems).values(row); }
export async function updateItem(db: Db, id: string, set: Partial<typeof dictionaryItems.$inferInsert>) { await db.update(dictionaryItems).set(set).where(eq(dictionaryItems.id, id)); }

export async function hasChildItems(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: dictionaryItems.id }).from(dictionaryItems).where(eq(dictionaryItems.parentId, id)).limit(1);
  return Boolean(row);
}

export async function deleteItem(db: Db, id: string) { await db.delete(dictionaryItems).where(eq(dictionaryItems.id, id)); }

export function listBillRules(db: Db, keyword?: string) {
  return db.select().from(billRules)
    .where(keyword ? or(ilike(billRules.fullName, containsPattern(keyword)), ilike(billRules.enCode, containsPattern(keyword))) : undefined)
    .orderBy(asc(billRules.enCode));
}

export async function getBillRule(db: Db, id: string): Promise<BillRuleRecord | null> {
  const [row] = await db.select().from(billRules).where(eq(billRules.id, id)).limit(1);
  return row ?? null;
}

export async function billCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: billRules.id }).from(billRules)
    .where(and(eq(billRules.enCode, enCode), exceptId ? ne(billRules.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertBillRule(db: Db, row: typeof billRules.$inferInsert) { await db.insert(billRules).values(row); }
export async function updateBillRule(db: Db, id: string, set: Partial<typeof billRules.$inferInsert>) { await db.update(billRules).set(set).where(eq(billRules.id, id)); }

export async function deleteBillRule(db: Db, id: string) {
  await db.delete(billCounters).where(eq(billCounters.ruleId, id));
  await db.delete(billRules).where(eq(billRules.id, id));
}

/** Every menu of the category, hidden ones too. */
export function listMenus(db: Db, category: string) {
  return db.select().from(menus).where(eq(menus.category, category)).orderBy(asc(menus.sortCode), asc(menus.id));
}

export async function getMenu(db: Db, id: string): Promise<MenuRecord | null> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row ?? null;
}

export async function updateMenu(db: Db, id: string, set: Partial<typeof menus.$inferInsert>) { await db.update(menus).set(set).where(eq(menus.id, id)); }
