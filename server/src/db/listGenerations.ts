/**
 * The change counts of lists (migration 0032_list_generations.sql): moved by triggers inside every
 * writing transaction, read by realtime/keptPages.ts before a kept page is sent again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './index.js';
import { listGenerations } from './schema.js';

/** The change count of a list (`records:<module id>`, `todo:<user id>`, `directory`); 0 before its first change. */
export async function listGeneration(db: Db, key: string): Promise<number> {
  const [found] = await db.select({ n: listGenerations.n }).from(listGenerations).where(eq(listGenerations.key, key));
  return found?.n ?? 0;
}
