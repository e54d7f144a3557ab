/** Supervision helpers of the current project and contract. */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import * as repo from './repo.js';

export interface Caller {
  id: string;
  isAdmin: boolean;
  projectId: string | null;
  contractId: string | null;
}

/** Construction units of the project's contracts (default: the current project). */
export async function constructionUnits(db: Db, caller: Caller, projectId?: string) {
  const id = projectId ?? caller.projectId;
  if (!id) return [];
  if (!caller.isAdmin && !(await repo.seesProject(db, caller.id, id))) throw badRequest('您无权访问该项目');
  return repo.constructionUnits(db, id);
}

/** Users of the contract (default: the current one) who hold the role `authority`. */
export async function usersByAuthority(db: Db, caller: Caller, q: { authority: string; contractId?: string }) {
  const id = q.contractId ?? caller.contractId;
  if (!id) return [];
  if (!caller.isAdmin && !(await repo.seesContract(db, caller.id, id))) throw badRequest('您无权访问该合同段');
  const rows = await repo.usersByRole(db, id, q.authority);
  return rows.map((u) => ({ id: u.id, fullName: u.realName, realName: u.realName, account: u.account, headIcon: u.headIcon ?? '', organizeId: u.organizeId ?? '' }));
}
