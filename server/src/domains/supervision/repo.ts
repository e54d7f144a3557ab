/** SQL of /api/SupervisionManagement: contract units and role holders. */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, organizes, roles, userContracts, userProjects, userRoles, users } from '../../db/schema.js';

export async function seesProject(db: Db, userId: string, projectId: string): Promise<boolean> {
  const rows = await db.select({ id: userProjects.projectId }).from(userProjects)
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId))).limit(1);
  return rows.length === 1;
}

export async function seesContract(db: Db, userId: string, contractId: string): Promise<boolean> {
  const rows = await db.select({ id: userContracts.contractId }).from(userContracts)
    .where(and(eq(userContracts.userId, userId), eq(userContracts.contractId, contractId))).limit(1);
  return rows.length === 1;
}

/** One row per enabled contract of the project: its construction unit (施工单位). */
export function constructionUnits(db: Db, projectId: string) {
  return db.select({
    id: organizes.id, fullName: organizes.fullName, enCode: organizes.enCode,
    contractId: contracts.id, contractName: contracts.fullName, sectionName: contracts.sectionName,
  }).from(contracts).innerJoin(organizes, eq(organizes.id, contracts.constructionUnitId))
    .where(and(eq(contracts.projectId, projectId), eq(contracts.enabled, true)))
    .orderBy(asc(contracts.sortCode), asc(contracts.id));
}

/** Enabled users of the contract holding the role (by role enCode or id). */
export function usersByRole(db: Db, contractId: string, role: string) {
  return db.selectDistinct({
    id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon,
    organizeId: users.organizeId, sortCode: users.sortCode,
  }).from(users)
    .innerJoin(userContracts, and(eq(userContracts.userId, users.id), eq(userContracts.contractId, contractId)))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true), or(eq(roles.enCode, role), eq(roles.id, role))))
    .where(eq(users.enabled, true))
    .orderBy(asc(users.sortCode), asc(users.id));
}
