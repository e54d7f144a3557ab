/** GET /api/oauth/CurrentUser: who I am, what I may open and where I work. */
import type { CurrentUser, SysConfigInfo, UserInfo } from '../../../../types/api/oauth.js';
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import { buildMenuTree, mergePermissions } from './access.js';
import { resolveContext } from './context.js';
import * as repo from './profile.repo.js';
import type { SessionUser } from './tokens.js';

export const SYS_VERSION = '3.3.5';
const APP_SYSTEM = { id: 'siteflow-app', name: 'SiteFlow', icon: 'icon-ym icon-ym-mobile', currentSystem: true, description: '' };

/** Ancestors first: [unit, ..., department]. */
function organizePath(orgs: repo.OrganizeRow[], id: string | null): repo.OrganizeRow[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const path: repo.OrganizeRow[] = [];
  for (let o = id ? byId.get(id) : undefined; o && !path.includes(o); o = byId.get(o.parentId)) path.unshift(o);
  return path;
}

async function buildUserInfo(db: Db, user: repo.UserRow, orgs: repo.OrganizeRow[]): Promise<UserInfo> {
  const [positions, roles, signImg, manager] = await Promise.all([
    repo.listUserPositions(db, user.id), repo.listUserRoles(db, user.id), repo.getDefaultSignImg(db, user.id),
    user.managerId ? repo.getUserName(db, user.managerId) : null,
  ]);
  const path = organizePath(orgs, user.organizeId);
  const department = path.at(-1)?.category === 'department' ? path.at(-1) : undefined;
  const major = positions.find((p) => p.id === user.positionId) ?? positions[0];
  return {
    userId: user.id, userAccount: user.account, userName: user.realName, headIcon: user.headIcon ?? '',
    gender: user.gender, organizeId: user.organizeId ?? '', organizeIdList: path.map((o) => o.id),
    organizeName: path.map((o) => o.fullName).join('/'),
    departmentId: department?.id ?? '', departmentName: department?.fullName ?? '',
    positionId: major?.id ?? '', positionName: major?.name ?? '', positionIds: positions,
    roleIds: roles.map((r) => r.id), roleName: roles.map((r) => r.name).join(','), groupIds: [], groupNames: [],
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    mobilePhone: user.mobilePhone ?? '', email: user.email ?? '', birthday: user.birthday?.getTime() ?? null,
    isAdministrator: user.isAdmin, signImg: signImg ?? '', changePasswordDate: user.passwordChangedAt?.getTime() ?? null,
    prevLogin: 1, prevLoginTime: user.prevLoginAt?.getTime() ?? null, prevLoginIPAddress: user.prevLoginIp ?? '',
    prevLoginIPAddressName: '', portalId: '', appPortalId: '', systemId: APP_SYSTEM.id, appSystemId: APP_SYSTEM.id,
    systemIds: [APP_SYSTEM], workflowEnabled: 1,
  };
}

export async function sysConfigInfo(db: Db, domain: string): Promise<SysConfigInfo> {
  const stored = await repo.getSysConfig(db);
  return {
    title: typeof stored.title === 'string' ? stored.title : 'SiteFlow 工程现场管理',
    sysVersion: SYS_VERSION,
    copyright: typeof stored.copyright === 'string' ? stored.copyright : 'Copyright © SiteFlow',
    jnpfDomain: domain,
  };
}

export async function currentUser(db: Db, session: SessionUser, opts: { domain: string; now: Date; category: 'App' | 'Web' }): Promise<CurrentUser> {
  const [user, orgs, roles] = await Promise.all([
    repo.getUser(db, session.id), repo.listOrganizes(db), repo.listUserRoles(db, session.id),
  ]);
  if (!user) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  const roleIds = roles.map((r) => r.id);
  const seesAll = user.isAdmin || roles.some((r) => r.allMenus);
  const [menuRows, grantedIds, permissions, userInfo, context, sysConfig] = await Promise.all([
    repo.listMenus(db, opts.category),
    seesAll ? null : repo.listRoleMenuIds(db, roleIds),
    repo.listRolePermissions(db, user.isAdmin ? null : roleIds),
    buildUserInfo(db, user, orgs),
    resolveContext(db, user, opts.now, new Map(orgs.map((o) => [o.id, o.fullName]))),
    sysConfigInfo(db, opts.domain),
  ]);
  const menuList = buildMenuTree(menuRows, grantedIds && new Set(grantedIds));
  const moduleNames = new Map(menuRows.map((m) => [m.id, m.fullName]));
  return { userInfo, menuList, permissionList: mergePermissions(permissions, moduleNames), sysConfigInfo: sysConfig, ...context };
}
