/** SQL of a user's common flows and apps (app_data). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appData } from '../../db/schema.js';

export type AppDataRow = typeof appData.$inferSelect;

export function listOf(db: Db, userId: string, objectType?: number) {
  return db.select().from(appData)
    .where(and(eq(appData.userId, userId), objectType === undefined ? undefined : eq(appData.objectType, objectType)))
    .orderBy(asc(appData.createdAt), asc(appData.id));
}

/** Adds the entry unless the user has that object already; whether it was added. */
export async function insert(db: Db, row: typeof appData.$inferInsert): Promise<boolean> {
  const added = await db.insert(appData).values(row).onConflictDoNothing().returning({ id: appData.id });
  return added.length > 0;
}

/** Removes the user's entries of this object; how many there were. */
export async function removeObject(db: Db, userId: string, objectId: string): Promise<number> {
  const gone = await db.delete(appData).where(and(eq(appData.userId, userId), eq(appData.objectId, objectId))).returning({ id: appData.id });
  return gone.length;
}
