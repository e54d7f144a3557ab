/** GET /api/oauth/CurrentUser: who I am, what I may open and where I work. */
import type { CurrentUser, SysConfigInfo, UserInfo } from '../../../../types/api/oauth.js';
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import { buildMenuTree, mergePermissions } from './access.js';
import { cachedAccess, type AccessJson } from './accessCache.js';
import { cachedAnswer } from './answerCache.js';
import { envelopeBytes } from '../../plugins/envelope.js';
import { settleContext } from './context.js';
import * as repo from './profile.repo.js';
import type { SessionUser } from './tokens.js';
import { allowedHosts } from '../externalLink/repo.js';
import { linkAllowed } from '../externalLink/rules.js';

/** Menu type 7: an external link (API.md 2.3). */
const MENU_TYPE_LINK = 7;

export const SYS_VERSION = '3.3.5';
const APP_SYSTEM = { id: 'siteflow-app', name: 'SiteFlow', icon: 'icon-ym icon-ym-mobile', currentSystem: true, description: '' };

/** Ancestors first: [unit, ..., department]. */
function organizePath(orgs: repo.OrganizeRow[], id: string | null): repo.OrganizeRow[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const path: repo.OrganizeRow[] = [];
  for (let o = id ? byId.get(id) : undefined; o && !path.includes(o); o = byId.get(o.parentId)) path.unshift(o);
  return path;
}

function buildUserInfo(profile: repo.Profile): UserInfo {
  const { user, positions, roles, signImg, manager } = profile;
  const path = organizePath(profile.organizes, user.organizeId);
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
    isAdministrator: user.isAdmin, adminProjectIds: profile.adminProjectIds, signImg: signImg ?? '', changePasswordDate: user.passwordChangedAt?.getTime() ?? null,
    mustChangePassword: user.mustChangePassword,
    prevLogin: 1, prevLoginTime: user.prevLoginAt?.getTime() ?? null, prevLoginIPAddress: user.prevLoginIp ?? '',
    prevLoginIPAddressName: '', portalId: '', appPortalId: '', systemId: APP_SYSTEM.id, appSystemId: APP_SYSTEM.id,
    systemIds: [APP_SYSTEM], workflowEnabled: 1,
  };
}

function toSysConfigInfo(stored: Record<string, unknown>, domain: string): SysConfigInfo {
  return {
    title: typeof stored.title === 'string' ? stored.title : 'SiteFlow 工程现场管理',
    sysVersion: SYS_VERSION,
    copyright: typeof stored.copyright === 'string' ? stored.copyright : 'Copyright © SiteFlow',
    jnpfDomain: domain,
  };
}

type Category = 'App' | 'Web';

/** The menu tree and permission list of these roles, built from the database (accessCache keeps it). */
async function loadAccess(db: Db, category: Category, isAdmin: boolean, seesAll: boolean, roleIds: string[]): Promise<AccessJson> {
  const [allMenus, grantedIds, permissions, hosts] = await Promise.all([
    repo.listMenus(db, category),
    seesAll ? null : repo.listRoleMenuIds(db, roleIds),
    repo.listRolePermissions(db, isAdmin ? null : roleIds),
    allowedHosts(db),
  ]);
  // a link to a host the organisation does not allow is not handed out at all
  const menuRows = allMenus.filter((m) => m.type !== MENU_TYPE_LINK || linkAllowed(m.urlAddress, hosts));
  const moduleNames = new Map(menuRows.map((m) => [m.id, m.fullName]));
  return {
    menuList: JSON.stringify(buildMenuTree(menuRows, grantedIds && new Set(grantedIds))),
    permissionList: JSON.stringify(mergePermissions(permissions, moduleNames)),
  };
}

/** The menu tree and permission list of a profile's roles, cached per role set. */
function accessOf(db: Db, profile: repo.Profile, category: Category): Promise<AccessJson> {
  const { user, roles } = profile;
  const roleIds = roles.map((r) => r.id);
  const seesAll = user.isAdmin || roles.some((r) => r.allMenus);
  // an administrator's answer does not depend on the roles: every menu, every role's permissions
  const roleKey = user.isAdmin ? 'admin' : `${seesAll ? 'all' : 'granted'}:${[...roleIds].sort().join(',')}`;
  return cachedAccess(db, `${category}|${roleKey}`, () => loadAccess(db, category, user.isAdmin, seesAll, roleIds));
}

async function profileOf(db: Db, session: SessionUser): Promise<repo.Profile> {
  const profile = await repo.getProfile(db, session.id);
  if (!profile) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  return profile;
}

/** GET /api/app/User (JNPF 3.2's CurrentUser): the userInfo object itself. */
export async function userInfoOf(db: Db, session: SessionUser): Promise<UserInfo> {
  return buildUserInfo(await profileOf(db, session));
}

/** GET /api/app/Menu: `{list}`, the App menu tree of CurrentUser?type=app, serialised. */
export async function appMenuJson(db: Db, session: SessionUser): Promise<string> {
  return `{"list":${(await accessOf(db, await profileOf(db, session), 'App')).menuList}}`;
}

/**
 * The `data` of CurrentUser, serialised: JSON.stringify(CurrentUser) byte for byte, with the
 * menu tree and permission list, the bulk of it (~90 KB for a supervisor), taken as cached JSON.
 * Two prepared statements on a warm cache, run together: the profile and the context (stored
 * back, one write more, when it changed).
 */
export async function currentUserJson(db: Db, session: SessionUser, opts: { domain: string; now: Date; category: Category }): Promise<string> {
  return (await currentUserBuilt(db, session, opts)).json;
}

async function currentUserBuilt(db: Db, session: SessionUser, opts: { domain: string; now: Date; category: Category }) {
  const [profile, loaded] = await Promise.all([repo.getProfile(db, session.id), repo.loadContext(db, session.id)]);
  if (!profile) throw new AppError(CODE.tokenInvalid, '登录信息无效,请重新登录');
  const { user } = profile;
  const [access, context] = await Promise.all([
    accessOf(db, profile, opts.category),
    settleContext(db, user, loaded, opts.now),
  ]);
  const rest: Omit<CurrentUser, 'userInfo' | 'menuList' | 'permissionList'> = { sysConfigInfo: toSysConfigInfo(profile.sysConfig, opts.domain), ...context };
  const json = `{"userInfo":${JSON.stringify(buildUserInfo(profile))},"menuList":${access.menuList},"permissionList":${access.permissionList},${JSON.stringify(rest).slice(1)}`;
  return { json, manager: profile.manager?.id };
}

/**
 * CurrentUser's whole envelope, ready to send: from answerCache while no write has touched what it
 * says (see there: the user's own changes, their manager's, grants, the organisation), else built.
 */
export function currentUserAnswer(db: Db, session: SessionUser, opts: { domain: string; now: Date; category: Category }): Promise<Buffer> {
  return cachedAnswer(db, session.id, `${opts.category}|${opts.domain}`, async () => {
    const { json, manager } = await currentUserBuilt(db, session, opts);
    return { bytes: envelopeBytes(json), alsoDependsOn: manager ? [manager] : [] };
  });
}
