/** SQL of checking that the ids a form's pickers stored name something (references.ts). */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { organizes, positions, roles, users } from '../../db/schema.js';

export type PickedKind = 'user' | 'organize' | 'position' | 'role';

const TABLES = { user: users, organize: organizes, position: positions, role: roles } as const;

/** Of these ids, the ones that exist. */
export async function existingIds(db: Db, kind: PickedKind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}
