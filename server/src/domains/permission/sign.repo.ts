/** SQL of a user's hand-signature images (sign_images). */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { signImages } from '../../db/schema.js';

export type SignRow = typeof signImages.$inferSelect;

export function listSigns(db: Db, userId: string): Promise<SignRow[]> {
  return db.select().from(signImages).where(eq(signImages.userId, userId)).orderBy(desc(signImages.createdAt), desc(signImages.id));
}

export async function countSigns(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(signImages).where(eq(signImages.userId, userId));
  return row.n;
}

export async function findSign(db: Db, userId: string, id: string): Promise<SignRow | null> {
  const [row] = await db.select().from(signImages).where(and(eq(signImages.userId, userId), eq(signImages.id, id))).limit(1);
  return row ?? null;
}

/** Whether the user has stored exactly this image. */
export async function hasSignImage(db: Db, userId: string, signImg: string): Promise<boolean> {
  const rows = await db.select({ id: signImages.id }).from(signImages).where(and(eq(signImages.userId, userId), eq(signImages.signImg, signImg))).limit(1);
  return rows.length === 1;
}

export async function insertSign(db: Db, row: typeof signImages.$inferInsert): Promise<void> {
  await db.insert(signImages).values(row);
}

/** Clears the user's default first: a unique index allows one default per user. */
export async function makeDefault(db: Db, userId: string, id: string): Promise<void> {
  await db.update(signImages).set({ isDefault: false }).where(and(eq(signImages.userId, userId), eq(signImages.isDefault, true)));
  await db.update(signImages).set({ isDefault: true }).where(and(eq(signImages.userId, userId), eq(signImages.id, id)));
}

export async function deleteSign(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(signImages).where(and(eq(signImages.userId, userId), eq(signImages.id, id)));
}
