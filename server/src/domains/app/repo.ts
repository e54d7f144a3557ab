/** SQL of /api/app: settings, and a user's address-book card. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { organizes, positions, sysConfig, users } from '../../db/schema.js';

export async function getSettings(db: Db, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(sysConfig).where(inArray(sysConfig.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function getUser(db: Db, id: string) {
  const [row] = await db.select({
    id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon, gender: users.gender,
    mobilePhone: users.mobilePhone, email: users.email, organizeId: users.organizeId, positionName: positions.fullName,
  }).from(users).leftJoin(positions, eq(positions.id, users.positionId))
    .where(and(eq(users.id, id), eq(users.enabled, true))).limit(1);
  return row ?? null;
}

export function listOrganizes(db: Db) {
  return db.select({ id: organizes.id, parentId: organizes.parentId, fullName: organizes.fullName }).from(organizes);
}
