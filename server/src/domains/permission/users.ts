/** Lists of users: contacts, all, by condition, by ids, subordinates, of an organize. */
import type { Db } from '../../db/index.js';
import * as current from './current.repo.js';
import { toBrief } from './nodes.js';
import { pageOf, toPage } from './paging.js';
import { isOrganizeKind, parsePickedId, type PickedId } from './pickedIds.js';
import * as repo from './repo.js';
import type { Membership, Viewer } from './repo.js';
import type { PagingInput, UserConditionInput } from './schemas.js';
import type { ImUser, Page, UserAll, UserBrief } from './types.js';
import { keptPage } from '../../realtime/keptPages.js';
import { loadScope, requireOrganize, type Scope } from './visibility.js';

/** Picked ids of any kind → the users they stand for; organizes include everything under them. */
export function membershipOf(scope: Scope, picked: PickedId[]): Membership {
  const m: Required<Membership> = { userIds: [], organizeIds: [], positionIds: [], roleIds: [] };
  for (const { id, kind } of picked) {
    if (kind === null || kind === 'user') m.userIds.push(id);
    if ((kind === null || isOrganizeKind(kind)) && scope.orgs.byId.has(id)) m.organizeIds.push(...scope.orgs.subtree(id));
    if (kind === null || kind === 'position') m.positionIds.push(id);
    if (kind === null || kind === 'role') m.roleIds.push(id);
    // groups: SiteFlow has none, so a group stands for nobody
  }
  return m;
}

type Paged = PagingInput & { pagination?: PagingInput; keyword?: string };

export function createUserLists(db: Db) {
  async function pageUsers(scope: Scope, memberOf: Membership | undefined, input: Paged): Promise<Page<UserBrief>> {
    const req = pageOf(input);
    const filter = { memberOf, keyword: input.keyword || undefined };
    const [rows, total] = await Promise.all([
      repo.listUsers(db, scope.viewer, filter, req), repo.countUsers(db, scope.viewer, filter),
    ]);
    return toPage(rows.map((u) => toBrief(u, scope.orgs)), total, req);
  }

  /** IM contacts: everyone visible but the caller, in one statement (the rule evaluated once, the total alongside). */
  async function imUsers(viewer: Viewer, input: Paged): Promise<Page<ImUser>> {
    const req = pageOf(input);
    const { list, total } = await repo.pageImUsers(db, viewer, input.keyword || undefined, req);
    return toPage(list, total, req);
  }

  return {
    imUsers,

    /** imUsers() as the bytes of its answer, kept while the directory stands (realtime/keptPages.ts, migration 0032). */
    async imUsersAnswer(viewer: Viewer, input: Paged): Promise<Buffer> {
      const key = JSON.stringify([viewer.id, viewer.isAdmin, input.keyword ?? '', pageOf(input)]);
      return keptPage(db, 'directory', key, () => imUsers(viewer, input), { labels: false });
    },

    async all(viewer: Viewer, keyword?: string): Promise<{ list: UserAll[] }> {
      const [scope, rows] = await Promise.all([loadScope(db, viewer), repo.listUsers(db, viewer, { keyword: keyword || undefined })]);
      return {
        list: rows.map((u) => ({
          id: u.id, account: u.account, realName: u.realName, headIcon: u.headIcon ?? '', gender: u.gender,
          organizeId: u.organizeId ?? '', department: scope.orgs.byId.get(u.organizeId ?? '')?.fullName ?? '',
        })),
      };
    },

    /** Users within organizes, positions, roles or groups, and listed users (UserCondition). */
    async byCondition(viewer: Viewer, input: UserConditionInput): Promise<Page<UserBrief>> {
      const scope = await loadScope(db, viewer);
      const tagged = (list: string[] | undefined, kind: PickedId['kind']) => (list ?? []).map((raw) => ({ ...parsePickedId(raw), kind }));
      const picked = [
        ...(input.ids ?? []).map((raw) => (input.type ? { ...parsePickedId(raw), kind: input.type } : parsePickedId(raw))),
        ...tagged(input.departIds, 'organize'), ...tagged(input.positionIds, 'position'), ...tagged(input.roleIds, 'role'),
        ...tagged(input.groupIds, 'group'), ...tagged(input.userIds, 'user'),
      ];
      let memberOf = membershipOf(scope, picked);
      // JNPF: a type with nothing picked means everyone holding that kind of relation
      if (picked.length === 0 && input.type && input.type !== 'group') {
        memberOf = input.type === 'position' ? { positionIds: (await repo.listPositions(db)).map((p) => p.id) }
          : input.type === 'role' ? { roleIds: (await repo.listRoles(db)).map((r) => r.id) }
          : { organizeIds: scope.orgs.list.map((o) => o.id) };
      }
      return pageUsers(scope, memberOf, input);
    },

    /** Users behind picked ids of any kind (getSelectedUserList). */
    async selectedUsers(viewer: Viewer, input: Paged & { ids: string[] }): Promise<Page<UserBrief>> {
      const scope = await loadScope(db, viewer);
      return pageUsers(scope, membershipOf(scope, input.ids.map(parsePickedId)), input);
    },

    /** Visible users of these ids, in the order asked (getUserList). */
    async byIds(viewer: Viewer, ids: string[]): Promise<{ list: UserBrief[] }> {
      const userIds = [...new Set(ids.map((raw) => parsePickedId(raw).id))];
      if (userIds.length === 0) return { list: [] };
      const [scope, rows] = await Promise.all([loadScope(db, viewer), repo.listUsers(db, viewer, { memberOf: { userIds } })]);
      const byId = new Map(rows.map((u) => [u.id, u]));
      return { list: userIds.flatMap((id) => { const u = byId.get(id); return u ? [toBrief(u, scope.orgs)] : []; }) };
    },

    /** My direct reports (getSubordinates). */
    async subordinates(viewer: Viewer, keyword?: string): Promise<UserBrief[]> {
      const [scope, rows] = await Promise.all([
        loadScope(db, viewer), repo.listUsers(db, viewer, { managerId: viewer.id, keyword: keyword || undefined }),
      ]);
      return rows.map((u) => toBrief(u, scope.orgs));
    },

    /** The users directly in an organize; '0' is the caller's own (getOrganization). */
    async ofOrganize(viewer: Viewer, organizeId: string, keyword?: string): Promise<UserBrief[]> {
      const scope = await loadScope(db, viewer);
      const id = organizeId === '0' ? (await current.getUser(db, viewer.id))?.organizeId ?? null : requireOrganize(scope, organizeId).id;
      if (!id) return [];
      const rows = await repo.listUsers(db, viewer, { memberOf: { organizeIds: [id] }, keyword: keyword || undefined });
      return rows.map((u) => toBrief(u, scope.orgs));
    },
  };
}
