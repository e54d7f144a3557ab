/** SQL of account creation. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, organizes, positions, projects, roles, userContracts, userPositions, userProjects, userRoles, users } from '../../db/schema.js';

/** Accounts differ by more than letter case, so 'Zhang' cannot shadow 'zhang'. */
export async function accountTaken(db: Db, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1);
  return Boolean(row);
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** Of these ids, the enabled ones of each table. */
export async function existing(db: Db, ids: { organizeIds: string[]; positionIds: string[]; roleIds: string[]; projectIds: string[] }) {
  const some = async (table: typeof organizes | typeof positions | typeof roles | typeof projects, list: string[]) => (list.length === 0 ? new Set<string>()
    : new Set((await db.select({ id: table.id }).from(table).where(and(inArray(table.id, list), eq(table.enabled, true)))).map((r) => r.id)));
  const [organizeIds, positionIds, roleIds, projectIds] = await Promise.all([
    some(organizes, ids.organizeIds), some(positions, ids.positionIds), some(roles, ids.roleIds), some(projects, ids.projectIds),
  ]);
  return { organizeIds, positionIds, roleIds, projectIds };
}

/** The enabled contracts of these ids, with their project. */
export function listContracts(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: contracts.id, projectId: contracts.projectId }).from(contracts)
    .where(and(inArray(contracts.id, ids), eq(contracts.enabled, true)));
}

export interface NewAccount {
  user: typeof users.$inferInsert;
  positionIds: string[];
  roleIds: string[];
  projectIds: string[];
  contractIds: string[];
}

export async function insertAccount(db: Db, a: NewAccount): Promise<void> {
  const userId = a.user.id;
  await db.insert(users).values(a.user);
  if (a.positionIds.length) await db.insert(userPositions).values(a.positionIds.map((positionId) => ({ userId, positionId })));
  if (a.roleIds.length) await db.insert(userRoles).values(a.roleIds.map((roleId) => ({ userId, roleId })));
  if (a.projectIds.length) await db.insert(userProjects).values(a.projectIds.map((projectId) => ({ userId, projectId })));
  if (a.contractIds.length) await db.insert(userContracts).values(a.contractIds.map((contractId) => ({ userId, contractId })));
}
