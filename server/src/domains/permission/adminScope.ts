/**
 * Who may administer what (DESIGN.md "Administration"). A system administrator (users.is_admin)
 * administers the whole organisation. A project administrator (project_admins) administers only
 * the projects given to them: that project's people, sections and assignments, and roles of that
 * project, within the grants they hold themselves. Everyone else is refused every administrative
 * call. A person is within a project administrator's reach when every project they belong to is
 * one the administrator administers (so no change to them reaches another project), and they are
 * not a system administrator.
 */
import type { DataScope } from '../../catalog/types.js';
import type { Db } from '../../db/index.js';
import * as repo from './adminScope.repo.js';
import { mergeGrants, type Holdings } from './grantRules.js';
import { MSG as VISIBILITY_MSG, refuse } from './visibility.js';

export interface AdminUser {
  id: string;
  isAdmin: boolean;
}

export interface AdminScope {
  userId: string;
  /** a system administrator */
  all: boolean;
  /** the projects administered (every project for a system administrator: not listed) */
  projectIds: readonly string[];
}

export const MSG = {
  adminOnly: VISIBILITY_MSG.adminOnly,
  systemOnly: '无权限操作,仅系统管理员可用',
  outsideProject: '无权限操作,该项目不在您的管理范围内',
  outsidePerson: '无权限操作,该人员不在您的管理范围内',
  elsewhere: '该人员还在您管理范围以外的项目任职,只能由系统管理员调整',
} as const;

/** The caller's administrative scope; anyone who administers nothing is refused. */
export async function adminScopeOf(db: Db, user: AdminUser): Promise<AdminScope> {
  if (user.isAdmin) return { userId: user.id, all: true, projectIds: [] };
  const projectIds = await repo.administeredProjects(db, user.id);
  if (projectIds.length === 0) throw refuse(MSG.adminOnly);
  return { userId: user.id, all: false, projectIds };
}

/** The organisation-wide things (units, positions, organisation roles, flows, menus, dictionaries, bill rules). */
export function requireSystemAdmin(scope: AdminScope): void {
  if (!scope.all) throw refuse(MSG.systemOnly);
}

export const administers = (scope: AdminScope, projectId: string | null | undefined): boolean =>
  scope.all || (projectId != null && scope.projectIds.includes(projectId));

export function requireProject(scope: AdminScope, projectId: string | null | undefined): void {
  if (!administers(scope, projectId)) throw refuse(MSG.outsideProject);
}

/**
 * People whose own record (details, password, state, roles) this scope may change: everyone for
 * a system administrator; for a project administrator people of their projects only. `msg` is
 * the refusal of someone who also works elsewhere.
 */
export async function requirePeople(db: Db, scope: AdminScope, userIds: readonly string[], msg: string = MSG.elsewhere): Promise<void> {
  if (scope.all || userIds.length === 0) return;
  const places = await repo.placesOf(db, [...new Set(userIds)]);
  for (const id of userIds) {
    const p = places.get(id);
    if (!p || p.isAdmin || !p.projectIds.some((x) => scope.projectIds.includes(x))) throw refuse(MSG.outsidePerson);
    if (p.projectIds.some((x) => !scope.projectIds.includes(x))) throw refuse(msg);
  }
}

/**
 * How far a person is within the scope's reach: 'whole' (a system administrator's, or every project
 * of theirs is administered), 'none yet' (on no project and no system administrator: anyone new),
 * 'partly' (also on other projects: their sections here may change, not their own record or roles),
 * 'outside'.
 */
export type Reach = 'whole' | 'none yet' | 'partly' | 'outside';

export async function reachOf(db: Db, scope: AdminScope, userId: string): Promise<Reach> {
  if (scope.all) return 'whole';
  const p = (await repo.placesOf(db, [userId])).get(userId);
  if (!p || p.isAdmin) return 'outside';
  if (p.projectIds.length === 0) return 'none yet';
  const mine = p.projectIds.filter((x) => scope.projectIds.includes(x));
  return mine.length === 0 ? 'outside' : mine.length === p.projectIds.length ? 'whole' : 'partly';
}

/** What the writer holds, to check a grant or an assignment against (grantRules.beyondHoldings). */
export async function holdingsOf(db: Db, scope: AdminScope): Promise<Holdings> {
  if (scope.all) return { all: true, modules: new Map() };
  const { grants } = await repo.holdingsRows(db, scope.userId);
  return { all: false, modules: mergeGrants(grants.map((g) => ({ ...g, dataScope: g.dataScope as DataScope }))) };
}
