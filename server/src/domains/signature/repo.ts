/** SQL of /api/Signature: hand-sign items waiting for a user, person seals. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { handSignItems, personSeals, users } from '../../db/schema.js';

export type SealRow = typeof personSeals.$inferSelect;

export function waitingHandSigns(db: Db, userId: string) {
  return db.select().from(handSignItems).where(and(eq(handSignItems.userId, userId), eq(handSignItems.state, 0)))
    .orderBy(asc(handSignItems.createdAt), asc(handSignItems.id));
}

export async function findSeal(db: Db, userId: string): Promise<SealRow | null> {
  const [row] = await db.select().from(personSeals).where(eq(personSeals.userId, userId)).limit(1);
  return row ?? null;
}

/** Inserts unless the user has a seal already; true when this call made it. */
export async function insertSeal(db: Db, row: typeof personSeals.$inferInsert): Promise<boolean> {
  const rows = await db.insert(personSeals).values(row).onConflictDoNothing().returning({ userId: personSeals.userId });
  return rows.length === 1;
}

export async function realNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ realName: users.realName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.realName ?? null;
}
