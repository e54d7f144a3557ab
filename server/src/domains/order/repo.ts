/** SQL of /api/order beyond the lab's record reads (lab/repo.ts): one order, if the caller may see it. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { onlineRecords } from '../../db/schema.js';

export async function visibleRecord(db: Db, moduleId: string, id: string, visible: SQL): Promise<{ id: string, data: Record<string, unknown> } | null> {
  const r = onlineRecords;
  const [row] = await db.select({ id: r.id, data: r.data }).from(r).where(and(eq(r.moduleId, moduleId), eq(r.id, id), visible)).limit(1);
  return row ?? null;
}
