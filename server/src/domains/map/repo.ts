/** SQL of the map: a project's own shapes, and the records of modules placed on it. */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { mapFeatures, onlineRecords } from '../../db/schema.js';

export type ShapeRow = typeof mapFeatures.$inferSelect;

/** The project's shapes of these kinds, within the section the user works in (shapes of no section show in every one). */
export function shapes(db: Db, projectId: string, kinds: string[], section: string | null): Promise<ShapeRow[]> {
  return db.select().from(mapFeatures).where(and(
    eq(mapFeatures.projectId, projectId),
    or(...kinds.map((k) => eq(mapFeatures.kind, k))),
    section ? or(isNull(mapFeatures.contractId), eq(mapFeatures.contractId, section)) : undefined,
  )).orderBy(asc(mapFeatures.sortCode), asc(mapFeatures.id));
}

export async function hasShapes(db: Db, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: mapFeatures.id }).from(mapFeatures).where(eq(mapFeatures.projectId, projectId)).limit(1);
  return !!row;
}

export async function insertShapes(db: Db, rows: Array<typeof mapFeatures.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(mapFeatures).values(rows);
}

/** Records of a module that `visible` lets the caller see, drafts left out (a map shows what is filed). */
export function placedRecords(db: Db, moduleId: string, visible: SQL, limit = 1000) {
  return db.select({ id: onlineRecords.id, data: onlineRecords.data, contractId: onlineRecords.contractId, createdAt: onlineRecords.createdAt })
    .from(onlineRecords)
    .where(and(eq(onlineRecords.moduleId, moduleId), eq(onlineRecords.draft, false), visible))
    .orderBy(asc(onlineRecords.createdAt)).limit(limit);
}
