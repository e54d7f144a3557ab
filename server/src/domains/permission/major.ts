/**
 * The user's major (primary) organize and position. A user belongs to their organize and to
 * the organizes of their positions; switching organize moves the major position into it when
 * the user holds one there.
 */
import type { Db } from '../../db/index.js';
import { AppError, CODE, badRequest } from '../../lib/errors.js';
import * as current from './current.repo.js';
import { indexOrganizes } from './orgTree.js';
import * as repo from './repo.js';
import type { Viewer } from './repo.js';
import type { MajorOption } from './types.js';
import { usersChanged } from '../../realtime/changes.js';

const MSG = { notMember: '您不属于该组织', notHolder: '您未担任该岗位' } as const;

async function memberships(db: Db, userId: string) {
  const [user, positions, orgs] = await Promise.all([
    current.getUser(db, userId), current.listOwnPositions(db, userId), repo.listOrganizes(db),
  ]);
  if (!user) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  const index = indexOrganizes(orgs);
  const organizeIds = [...new Set([user.organizeId, ...positions.map((p) => p.organizeId)])]
    .filter((id): id is string => Boolean(id && index.byId.has(id)));
  const majorPosition = positions.find((p) => p.id === user.positionId) ?? positions[0];
  return { user, positions, index, organizeIds, majorPosition };
}

export async function userOrganizes(db: Db, viewer: Viewer): Promise<MajorOption[]> {
  const { user, index, organizeIds } = await memberships(db, viewer.id);
  return organizeIds.map((id) => ({ id, fullName: index.path(id), isDefault: id === user.organizeId }));
}

export async function userPositions(db: Db, viewer: Viewer): Promise<MajorOption[]> {
  const { positions, majorPosition } = await memberships(db, viewer.id);
  return positions.map((p) => ({ id: p.id, fullName: p.fullName, isDefault: p.id === majorPosition?.id }));
}

export async function setMajor(db: Db, viewer: Viewer, majorType: 'Organize' | 'Position', majorId: string, now: Date): Promise<void> {
  const { positions, organizeIds, majorPosition } = await memberships(db, viewer.id);
  if (majorType === 'Position') {
    if (!positions.some((p) => p.id === majorId)) throw badRequest(MSG.notHolder);
    await current.updateUser(db, viewer.id, { positionId: majorId }, now);
    await usersChanged([viewer.id]);
    return;
  }
  if (!organizeIds.includes(majorId)) throw badRequest(MSG.notMember);
  const stays = majorPosition?.organizeId === majorId;
  const positionId = stays ? majorPosition.id : positions.find((p) => p.organizeId === majorId)?.id ?? majorPosition?.id ?? null;
  await current.updateUser(db, viewer.id, { organizeId: majorId, positionId }, now);
  await usersChanged([viewer.id]);
}
