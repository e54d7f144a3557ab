/** App upgrade, start page and the address-book card of a user. */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { requireVisibleUser } from '../permission/visibility.js';
import { APP_START_INFO, APP_VERSION, SYS_VERSION } from '../system/defaults.js';
import * as repo from './repo.js';

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : {});

export async function appVersion(db: Db) {
  const { appVersion: stored } = await repo.getSettings(db, ['appVersion']);
  return { ...APP_VERSION, ...asObject(stored) };
}

export async function appStartInfo(db: Db, appName: string) {
  const { appStartInfo: stored } = await repo.getSettings(db, ['appStartInfo']);
  return { appName, sysVersion: SYS_VERSION, ...APP_START_INFO, ...asObject(stored) };
}

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

const NO_USER = '用户不存在';

/** JNPF AppUserInfoVO (通讯录详情), for users the caller sees in the address book. */
export async function userCard(db: Db, viewer: Viewer, id: string) {
  await requireVisibleUser(db, viewer, id, NO_USER);
  const user = await repo.getUser(db, id);
  if (!user) throw badRequest(NO_USER);
  const orgs = new Map((await repo.listOrganizes(db)).map((o) => [o.id, o]));
  const names: string[] = [];
  for (let o = orgs.get(user.organizeId ?? ''); o && names.length < 20; o = orgs.get(o.parentId)) names.unshift(o.fullName);
  return {
    id: user.id, account: user.account, realName: user.realName, headIcon: user.headIcon ?? '', gender: user.gender,
    organizeName: names.join('/'), positionName: user.positionName ?? '', mobilePhone: user.mobilePhone ?? '',
    telePhone: '', landline: '', email: user.email ?? '',
  };
}
