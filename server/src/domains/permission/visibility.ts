/**
 * What a caller may see. Users: repo.visibleUser (SQL), applied by every user query.
 * Organizes: the ones holding a visible user, with their ancestors (administrators: all), so a
 * contractor never learns the departments of another section. Positions follow their organize.
 */
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import { indexOrganizes, withAncestors, type OrgIndex } from './orgTree.js';
import * as repo from './repo.js';
import type { Viewer } from './repo.js';

export type { Viewer };

export interface Scope {
  viewer: Viewer;
  /** The visible organizes only. */
  orgs: OrgIndex;
  /** Visible organizes with a visible user in or under them (for non-administrators: all of them). */
  populated: ReadonlySet<string>;
}

/** The code and message of every refusal in this domain (the JNPF client shows msg on any code but 200). */
export const FORBIDDEN = CODE.badRequest;
export const MSG = {
  adminOnly: '无权限操作,仅管理员可用',
  noOrganize: '组织不存在或无权访问',
  noUser: '用户不存在或无权访问',
} as const;

export const refuse = (msg: string): AppError => new AppError(FORBIDDEN, msg);

export async function loadScope(db: Db, viewer: Viewer): Promise<Scope> {
  const [all, userOrgIds] = await Promise.all([repo.listOrganizes(db), repo.listVisibleUserOrganizeIds(db, viewer)]);
  const populated = withAncestors(all, userOrgIds);
  return { viewer, orgs: indexOrganizes(viewer.isAdmin ? all : populated), populated: new Set(populated.map((o) => o.id)) };
}

/** A visible organize, or the refusal (unknown and invisible read the same). */
export function requireOrganize(scope: Scope, id: string) {
  const org = scope.orgs.byId.get(id);
  if (!org) throw refuse(MSG.noOrganize);
  return org;
}

/**
 * A user the viewer may see (repo.visibleUser), or the refusal: unknown, inactive and out of sight
 * read the same. Other domains check a user someone names (a card, a delegate, a transfer target)
 * here, so the address book's rule holds wherever users are named.
 */
export async function requireVisibleUser(db: Db, viewer: Viewer, userId: string, msg: string = MSG.noUser): Promise<void> {
  if (!(await repo.seesUser(db, viewer, userId))) throw refuse(msg);
}

export function requireAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin) throw refuse(MSG.adminOnly);
}
