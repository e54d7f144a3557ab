/**
 * SQL of the directory: who a caller may see, users, organizes, positions and roles.
 * Every user query goes through `visibleUser`, the one visibility rule.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { organizes, positions, roles, userPositions, userRoles, users, userSocials } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import { preparedValue } from '../../db/prepared.js';

/** Who is asking (request.user has these). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * Users the viewer may see: administrators see everyone. Others see themselves and the users
 * of the enabled projects they share, where in each shared project either the two hold a common
 * contract section, or one of them holds no section of it (project-wide staff: owner, supervision).
 * So a contractor sees the owner, the supervisors and his own section, not the other sections.
 */
export function visibleUser(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  const me = viewer.id;
  const sectionsIn = (who: SQL) => sql`select 1 from user_contracts uc join contracts c on c.id = uc.contract_id
    where uc.user_id = ${who} and c.project_id = mine.project_id and c.enabled`;
  return sql`(${users.id} = ${me} or exists (
    select 1 from user_projects mine
    join projects p on p.id = mine.project_id and p.enabled
    join user_projects theirs on theirs.project_id = mine.project_id and theirs.user_id = ${users.id}
    where mine.user_id = ${me} and (
      not exists (${sectionsIn(sql`${me}`)})
      or not exists (${sectionsIn(sql`${users.id}`)})
      or exists (select 1 from user_contracts a join user_contracts b on b.contract_id = a.contract_id
        join contracts c on c.id = a.contract_id
        where a.user_id = ${me} and b.user_id = ${users.id} and c.project_id = mine.project_id and c.enabled))))`;
}

/** Enabled, not cancelled. */
const activeUser = and(eq(users.enabled, true), isNull(users.cancelledAt));

/** Whether the viewer may see this one user (active, under visibleUser). */
export async function seesUser(db: Db, viewer: Viewer, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), activeUser, visibleUser(viewer))).limit(1);
  return Boolean(row);
}


/** Users in any of these (an OR); empty lists match nobody. */
export interface Membership {
  userIds?: string[];
  organizeIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
}

export interface UserFilter {
  memberOf?: Membership;
  managerId?: string;
  /** Part of the real name or the account. */
  keyword?: string;
  excludeId?: string;
}

function membership(m: Membership): SQL {
  const parts: SQL[] = [];
  if (m.userIds?.length) parts.push(inArray(users.id, m.userIds));
  if (m.organizeIds?.length) parts.push(inArray(users.organizeId, m.organizeIds));
  if (m.positionIds?.length) {
    parts.push(inArray(users.id, sql`(select ${userPositions.userId} from ${userPositions} where ${inArray(userPositions.positionId, m.positionIds)})`));
  }
  if (m.roleIds?.length) {
    parts.push(inArray(users.id, sql`(select ${userRoles.userId} from ${userRoles} where ${inArray(userRoles.roleId, m.roleIds)})`));
  }
  return or(...parts) ?? sql`false`;
}

function userWhere(viewer: Viewer, f: UserFilter): SQL | undefined {
  return and(
    activeUser,
    visibleUser(viewer),
    f.memberOf && membership(f.memberOf),
    f.managerId !== undefined ? eq(users.managerId, f.managerId) : undefined,
    f.keyword ? or(ilike(users.realName, containsPattern(f.keyword)), ilike(users.account, containsPattern(f.keyword))) : undefined,
    f.excludeId !== undefined ? ne(users.id, f.excludeId) : undefined,
  );
}

const USER_COLUMNS = {
  id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon, gender: users.gender,
  organizeId: users.organizeId, positionId: users.positionId, managerId: users.managerId,
};

export interface UserRow {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
  gender: number | null;
  organizeId: string | null;
  positionId: string | null;
  managerId: string | null;
}

export async function listUsers(db: Db, viewer: Viewer, f: UserFilter, page?: { offset: number; limit: number }): Promise<UserRow[]> {
  const query = db.select(USER_COLUMNS).from(users).where(userWhere(viewer, f)).orderBy(asc(users.sortCode), asc(users.account));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * The ids of listUsers as a statement (a column `id`), to be read inside another: who receives a
 * notice to a department or to everyone, found in the statement that stores it.
 */
export function userIdsQuery(viewer: Viewer, f: UserFilter): SQL {
  return sql`select ${users.id} as id from ${users} where ${userWhere(viewer, f)}`;
}

export async function countUsers(db: Db, viewer: Viewer, f: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userWhere(viewer, f));
  return row.n;
}

/**
 * visibleUser as a set computed once per statement (`visible_users(id)`, a CTE), for lists that
 * would otherwise evaluate its correlated EXISTS once per user row. The same rule: the viewer,
 * and the members of the enabled projects the viewer shares where the viewer or they hold no
 * enabled section of the project, or both hold a common one. $1 is the viewer's id.
 */
const visibleUsersCte = sql.raw(`visible_users(id) as (
  with mine as (select up.project_id from user_projects up join projects p on p.id = up.project_id and p.enabled where up.user_id = $1),
  my_sections as (select c.project_id, uc.contract_id from user_contracts uc join contracts c on c.id = uc.contract_id and c.enabled
    where uc.user_id = $1),
  theirs as (select t.user_id, t.project_id from user_projects t join mine m on m.project_id = t.project_id),
  their_sections as (select uc.user_id, c.project_id, uc.contract_id from user_contracts uc
    join contracts c on c.id = uc.contract_id and c.enabled join mine m on m.project_id = c.project_id)
  select $1
  union
  select t.user_id from theirs t
  where not exists (select 1 from my_sections ms where ms.project_id = t.project_id)
    or not exists (select 1 from their_sections ts where ts.user_id = t.user_id and ts.project_id = t.project_id)
    or exists (select 1 from their_sections ts join my_sections ms on ms.contract_id = ts.contract_id
      where ts.user_id = t.user_id and ts.project_id = t.project_id))`);

export interface ImUserRow { id: string; account: string; realName: string; headIcon: string; department: string }

/**
 * The IM contacts page and its total in one prepared statement: active users the viewer sees but
 * the viewer, matching the keyword pattern ('' for none), by sort code and account, each with the
 * name of their organize. $1 viewer, $2 pattern, $3 offset, $4 limit.
 */
const imUsersStatement = (admin: boolean) => preparedValue<{ total: number; list: ImUserRow[] }>(
  admin ? 'siteflow_im_users_admin' : 'siteflow_im_users', 4, (viewerId, pattern, offset, limit) => sql`
  with ${admin ? sql.raw('viewer(id) as (select $1)') : visibleUsersCte},
  matched as (select u.id, u.account, u.real_name, u.head_icon, u.organize_id, u.sort_code from ${users} u
    where u.enabled and u.cancelled_at is null and u.id <> ${viewerId}
      ${admin ? sql`` : sql`and u.id in (select id from visible_users)`}
      and (${pattern} = '' or u.real_name ilike ${pattern} or u.account ilike ${pattern}))
  select json_build_object('total', (select count(*) from matched), 'list', coalesce((select json_agg(json_build_object(
      'id', m.id, 'account', m.account, 'realName', m.real_name, 'headIcon', coalesce(m.head_icon, ''),
      'department', coalesce(o.full_name, '')) order by m.sort_code, m.account)
    from (select * from matched order by sort_code, account limit ${limit}::int offset ${offset}::int) m
    left join ${organizes} o on o.id = m.organize_id), '[]'))`);
const imUsersOf = { admin: imUsersStatement(true), member: imUsersStatement(false) };

export async function pageImUsers(db: Db, viewer: Viewer, keyword: string | undefined, page: { offset: number; limit: number }) {
  const run = viewer.isAdmin ? imUsersOf.admin : imUsersOf.member;
  const row = await run(db, viewer.id, keyword ? containsPattern(keyword) : '', String(page.offset), String(page.limit));
  return { total: Number(row!.total), list: row!.list };
}

/** The organizes the viewer's visible users belong to. */
export async function listVisibleUserOrganizeIds(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db.selectDistinct({ id: users.organizeId }).from(users).where(and(activeUser, visibleUser(viewer)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Of these ids, the visible users who manage someone active. */
export async function listManagers(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: users.managerId }).from(users).where(and(activeUser, inArray(users.managerId, ids)));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

export async function getManagerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ managerId: users.managerId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.managerId ?? null;
}

export type OrganizeRow = Pick<typeof organizes.$inferSelect, 'id' | 'parentId' | 'category' | 'fullName' | 'enCode' | 'sortCode'>;

/** The whole enabled organisation tree: units and departments are few, read them at once. */
export function listOrganizes(db: Db): Promise<OrganizeRow[]> {
  return db.select({
    id: organizes.id, parentId: organizes.parentId, category: organizes.category, fullName: organizes.fullName,
    enCode: organizes.enCode, sortCode: organizes.sortCode,
  }).from(organizes).where(eq(organizes.enabled, true)).orderBy(asc(organizes.sortCode), asc(organizes.id));
}

export type PositionRow = Pick<typeof positions.$inferSelect, 'id' | 'organizeId' | 'fullName' | 'enCode' | 'sortCode'>;

const POSITION_COLUMNS = {
  id: positions.id, organizeId: positions.organizeId, fullName: positions.fullName, enCode: positions.enCode, sortCode: positions.sortCode,
};

/** Enabled positions, of these ids or organizes when given. */
export function listPositions(db: Db, f: { ids?: string[]; organizeIds?: string[] } = {}): Promise<PositionRow[]> {
  return db.select(POSITION_COLUMNS).from(positions).where(and(
    eq(positions.enabled, true),
    f.ids ? inArray(positions.id, f.ids.length ? f.ids : ['']) : undefined,
    f.organizeIds ? inArray(positions.organizeId, f.organizeIds.length ? f.organizeIds : ['']) : undefined,
  )).orderBy(asc(positions.sortCode), asc(positions.id));
}

/** Each user's enabled positions, in position order. */
export async function listPositionsOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select({ userId: userPositions.userId, ...POSITION_COLUMNS }).from(userPositions)
    .innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(and(inArray(userPositions.userId, userIds), eq(positions.enabled, true)))
    .orderBy(asc(positions.sortCode), asc(positions.id));
}

export type RoleRow = Pick<typeof roles.$inferSelect, 'id' | 'fullName' | 'enCode' | 'sortCode'>;

export function listRoles(db: Db, ids?: string[]): Promise<RoleRow[]> {
  return db.select({ id: roles.id, fullName: roles.fullName, enCode: roles.enCode, sortCode: roles.sortCode }).from(roles)
    .where(and(eq(roles.enabled, true), ids ? inArray(roles.id, ids.length ? ids : ['']) : undefined))
    .orderBy(asc(roles.sortCode), asc(roles.id));
}

export function listUserRoleNames(db: Db, userId: string) {
  return db.select({ id: roles.id, fullName: roles.fullName }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true))).orderBy(asc(roles.sortCode));
}

export function listSocials(db: Db, userId: string) {
  return db.select().from(userSocials).where(eq(userSocials.userId, userId)).orderBy(asc(userSocials.createdAt));
}
