/** SQL of delegated administration: who administers which project, whose projects are whose, what one holds. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { projectAdmins, projects, roleMenus, rolePermissions, roles, userProjects, userRoles, users } from '../../db/schema.js';

/** The enabled projects this user administers. */
export async function administeredProjects(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: projectAdmins.projectId }).from(projectAdmins)
    .innerJoin(projects, and(eq(projects.id, projectAdmins.projectId), eq(projects.enabled, true)))
    .where(eq(projectAdmins.userId, userId));
  return rows.map((r) => r.id);
}

/** Each of these users: whether a system administrator, and the projects they belong to. */
export async function placesOf(db: Db, userIds: string[]): Promise<Map<string, { isAdmin: boolean; projectIds: string[] }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({
    id: users.id, isAdmin: users.isAdmin,
    projectIds: sql<string[]>`coalesce((select array_agg(${userProjects.projectId}) from ${userProjects} where ${userProjects.userId} = ${users.id}), '{}')`,
  }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { isAdmin: r.isAdmin, projectIds: r.projectIds }]));
}

/** The grants the user's enabled roles give (a module counts where the role holds its tile), and whether one of them is of every menu. */
export async function holdingsRows(db: Db, userId: string) {
  const [grants, all] = await Promise.all([
    db.select({
      modelId: rolePermissions.modelId, button: rolePermissions.button, column: rolePermissions.column, form: rolePermissions.form,
      dataScope: rolePermissions.dataScope,
    }).from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .leftJoin(roleMenus, and(eq(roleMenus.roleId, userRoles.roleId), eq(roleMenus.menuId, rolePermissions.modelId)))
      .where(and(eq(userRoles.userId, userId), sql`(${roles.allMenus} or ${roleMenus.menuId} is not null)`)),
    db.select({ id: roles.id }).from(userRoles).innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true), eq(roles.allMenus, true)))
      .where(eq(userRoles.userId, userId)).limit(1),
  ]);
  return { grants, allMenus: all.length > 0 };
}
