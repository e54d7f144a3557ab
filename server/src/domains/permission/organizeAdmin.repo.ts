/** SQL of unit, department and position administration. */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, organizes, positions, projects, userPositions, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type OrganizeRecord = typeof organizes.$inferSelect;
export type PositionRecord = typeof positions.$inferSelect;

/** Every unit and department, enabled or not, with how many active people are directly in each. */
export function listAllOrganizes(db: Db) {
  return db.select({
    org: organizes, managerName: users.realName,
    userCount: sql<number>`(select count(*)::int from users u where u.organize_id = ${organizes.id} and u.cancelled_at is null)`,
  }).from(organizes).leftJoin(users, eq(users.id, organizes.managerId)).orderBy(asc(organizes.sortCode), asc(organizes.id));
}

export async function getOrganize(db: Db, id: string): Promise<OrganizeRecord | null> {
  const [row] = await db.select().from(organizes).where(eq(organizes.id, id)).limit(1);
  return row ?? null;
}

export async function organizeCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: organizes.id }).from(organizes)
    .where(and(sql`lower(${organizes.enCode}) = lower(${enCode})`, exceptId ? ne(organizes.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertOrganize(db: Db, row: typeof organizes.$inferInsert): Promise<void> {
  await db.insert(organizes).values(row);
}

export async function updateOrganize(db: Db, id: string, set: Partial<typeof organizes.$inferInsert>): Promise<void> {
  await db.update(organizes).set(set).where(eq(organizes.id, id));
}

export async function deleteOrganize(db: Db, id: string): Promise<void> {
  await db.delete(organizes).where(eq(organizes.id, id));
}

/** What still uses an organize: sub-units, people, positions, projects and sections naming it as a unit. */
export async function organizeInUse(db: Db, id: string): Promise<'children' | 'people' | 'positions' | 'projects' | null> {
  const res = await db.execute(sql`select
    exists (select 1 from organizes o where o.parent_id = ${id}) as children,
    exists (select 1 from users u where u.organize_id = ${id} and u.cancelled_at is null) as people,
    exists (select 1 from positions p where p.organize_id = ${id}) as positions,
    (exists (select 1 from ${projects} p where p.owner_unit_id = ${id})
      or exists (select 1 from ${contracts} c where c.construction_unit_id = ${id} or c.supervision_unit_id = ${id})) as projects`);
  const [row] = (res as unknown as { rows: Array<Record<'children' | 'people' | 'positions' | 'projects', boolean>> }).rows;
  return row.children ? 'children' : row.people ? 'people' : row.positions ? 'positions' : row.projects ? 'projects' : null;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

export function listAllPositions(db: Db, f: { keyword?: string; organizeId?: string }) {
  return db.select({
    pos: positions, organizeName: organizes.fullName,
    userCount: sql<number>`(select count(*)::int from ${userPositions} up where up.position_id = ${positions.id})`,
  }).from(positions).leftJoin(organizes, eq(organizes.id, positions.organizeId))
    .where(and(
      f.keyword ? or(ilike(positions.fullName, containsPattern(f.keyword)), ilike(positions.enCode, containsPattern(f.keyword))) : undefined,
      f.organizeId ? eq(positions.organizeId, f.organizeId) : undefined,
    )).orderBy(asc(positions.sortCode), asc(positions.id));
}

export async function getPosition(db: Db, id: string): Promise<PositionRecord | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row ?? null;
}

export async function positionCodeTaken(db: Db, enCode: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: positions.id }).from(positions)
    .where(and(sql`lower(${positions.enCode}) = lower(${enCode})`, exceptId ? ne(positions.id, exceptId) : undefined)).limit(1);
  return Boolean(row);
}

export async function insertPosition(db: Db, row: typeof positions.$inferInsert): Promise<void> {
  await db.insert(positions).values(row);
}

export async function updatePosition(db: Db, id: string, set: Partial<typeof positions.$inferInsert>): Promise<void> {
  await db.update(positions).set(set).where(eq(positions.id, id));
}

export async function positionHolders(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
    .where(and(sql`${users.cancelledAt} is null`, or(eq(users.positionId, id), sql`exists (select 1 from user_positions up where up.user_id = ${users.id} and up.position_id = ${id})`)));
  return Number(row.n);
}

export async function deletePosition(db: Db, id: string): Promise<void> {
  await db.delete(userPositions).where(eq(userPositions.positionId, id));
  await db.delete(positions).where(eq(positions.id, id));
}

export function listPositionHolders(db: Db, id: string) {
  return db.select({ id: users.id, account: users.account, realName: users.realName, organizeId: users.organizeId, enabled: users.enabled })
    .from(users).where(and(sql`${users.cancelledAt} is null`,
      or(eq(users.positionId, id), sql`exists (select 1 from user_positions up where up.user_id = ${users.id} and up.position_id = ${id})`)))
    .orderBy(asc(users.sortCode), asc(users.account));
}
