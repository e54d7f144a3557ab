/**
 * The subordinate tree of the 'my subordinates' page: '0' (or my own id) gives my direct
 * reports; another id gives that person's direct reports, only when they report to me,
 * directly or further down.
 */
import type { Db } from '../../db/index.js';
import { userLabel } from './nodes.js';
import * as repo from './repo.js';
import type { Viewer } from './repo.js';
import type { Subordinate } from './types.js';
import { loadScope, MSG, refuse } from './visibility.js';

/** Deep enough for any real reporting line; also stops a managerId cycle. */
const MAX_DEPTH = 32;

async function reportsTo(db: Db, userId: string, managerId: string): Promise<boolean> {
  let id: string | null = userId;
  for (let depth = 0; id && depth < MAX_DEPTH; depth += 1) {
    id = await repo.getManagerId(db, id);
    if (id === managerId) return true;
  }
  return false;
}

export async function subordinates(db: Db, viewer: Viewer, id: string): Promise<Subordinate[]> {
  const managerId = id === '0' ? viewer.id : id;
  if (managerId !== viewer.id && !(await reportsTo(db, managerId, viewer.id))) throw refuse(MSG.noUser);
  const [scope, rows] = await Promise.all([loadScope(db, viewer), repo.listUsers(db, viewer, { managerId })]);
  const ids = rows.map((u) => u.id);
  const [managers, positions] = await Promise.all([repo.listManagers(db, ids), repo.listPositionsOfUsers(db, ids)]);
  return rows.map((u) => {
    const own = positions.filter((p) => p.userId === u.id);
    const major = own.find((p) => p.id === u.positionId) ?? own[0];
    return {
      id: u.id, avatar: u.headIcon ?? '', userName: userLabel(u), isLeaf: !managers.has(u.id),
      department: scope.orgs.byId.get(u.organizeId ?? '')?.fullName ?? '', position: major?.fullName ?? '',
    };
  });
}
