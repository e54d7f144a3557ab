/** SQL of /api/file: file rows, the link-signing secret and the links used. */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { downloadLinksUsed, files, sysConfig } from '../../db/schema.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Db, type: string, storedName: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(and(eq(files.type, type), eq(files.storedName, storedName))).limit(1);
  return row ?? null;
}

export async function findFileById(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function findFileByName(db: Db, storedName: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.storedName, storedName)).limit(1);
  return row ?? null;
}

/** The stored secret, or the candidate when none is stored yet (every instance ends up with one). */
export async function ensureSecret(db: Db, key: string, candidate: string): Promise<string> {
  await db.insert(sysConfig).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key)).limit(1);
  return String(row.value);
}

/** The rows of the given stored names (those that exist). */
export function findFilesByNames(db: Db, storedNames: string[]): Promise<FileRow[]> {
  if (storedNames.length === 0) return Promise.resolve([]);
  return db.select().from(files).where(inArray(files.storedName, storedNames));
}

/**
 * Marks a signed link used; false when it was used before (here or on another instance: the
 * primary key decides). Links past their expiry are forgotten: they are refused as expired.
 */
export async function useLink(db: Db, linkHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(downloadLinksUsed).where(lt(downloadLinksUsed.expiresAt, now));
  const rows = await db.insert(downloadLinksUsed).values({ linkHash, expiresAt }).onConflictDoNothing()
    .returning({ linkHash: downloadLinksUsed.linkHash });
  return rows.length === 1;
}
