/** The user pickers: lazy org/user trees, the whole tree, and picked ids back to names. */
import type { Db } from '../../db/index.js';
import { organizeUserNode, userLabel, userNode, userTree } from './nodes.js';
import { pageOf, toPage } from './paging.js';
import { isOrganizeKind, parsePickedId } from './pickedIds.js';
import * as repo from './repo.js';
import type { Viewer } from './repo.js';
import type { PagingInput } from './schemas.js';
import type { Page, SelectedItem, UserTreeNode } from './types.js';
import { loadScope, requireOrganize } from './visibility.js';

export function createPickers(db: Db) {
  return {
    /** Every visible user under its organize (Users/Selector). */
    async tree(viewer: Viewer): Promise<{ list: UserTreeNode[] }> {
      const [scope, users] = await Promise.all([loadScope(db, viewer), repo.listUsers(db, viewer, {})]);
      return { list: userTree(scope.orgs, users) };
    },

    /**
     * One level of the picker (ImUser/Selector, GetListByAuthorize): '0' gives the top units,
     * an organize its sub-organizes and its own users; organizes without users are left out.
     * A keyword gives the matching users flat, paged when `paged`.
     */
    async level(viewer: Viewer, organizeId: string, input: PagingInput & { keyword?: string }, paged: boolean):
    Promise<{ list: UserTreeNode[] } | Page<UserTreeNode>> {
      const scope = await loadScope(db, viewer);
      if (input.keyword) {
        const req = pageOf(input);
        const filter = { keyword: input.keyword };
        const [rows, total] = await Promise.all([
          repo.listUsers(db, viewer, filter, paged ? req : undefined), paged ? repo.countUsers(db, viewer, filter) : 0,
        ]);
        const list = rows.map((u) => userNode(u, scope.orgs));
        return paged ? toPage(list, total, req) : { list };
      }
      const populated = (o: { id: string }) => scope.populated.has(o.id);
      if (organizeId === '0') {
        return { list: scope.orgs.roots().filter(populated).map((o) => organizeUserNode(o, scope.orgs, true)) };
      }
      const org = requireOrganize(scope, organizeId);
      const users = await repo.listUsers(db, viewer, { memberOf: { organizeIds: [org.id] } });
      return {
        list: [
          ...scope.orgs.children(org.id).filter(populated).map((o) => organizeUserNode(o, scope.orgs, true)),
          ...users.map((u) => userNode(u, scope.orgs, org.id)),
        ],
      };
    },

    /** Picked ids of any kind → display names, in the order sent; unknown or hidden ones are left out. */
    async selectedNames(viewer: Viewer, ids: string[]): Promise<{ list: SelectedItem[] }> {
      const picked = ids.map(parsePickedId);
      const plain = [...new Set(picked.map((p) => p.id))];
      const [scope, users, positions, roles] = await Promise.all([
        loadScope(db, viewer), repo.listUsers(db, viewer, { memberOf: { userIds: plain } }),
        repo.listPositions(db, { ids: plain }), repo.listRoles(db, plain),
      ]);
      const user = new Map(users.map((u) => [u.id, u]));
      const position = new Map(positions.filter((p) => scope.orgs.byId.has(p.organizeId)).map((p) => [p.id, p]));
      const role = new Map(roles.map((r) => [r.id, r]));
      const item = (raw: string, type: SelectedItem['type'], fullName: string, organize = '', headIcon = ''): SelectedItem =>
        ({ id: raw, type, fullName, headIcon, organize });
      const list = picked.flatMap(({ raw, id, kind }): SelectedItem[] => {
        const u = (kind === null || kind === 'user') && user.get(id);
        if (u) return [item(raw, 'user', userLabel(u), scope.orgs.path(u.organizeId), u.headIcon ?? '')];
        const o = (kind === null || isOrganizeKind(kind)) && scope.orgs.byId.get(id);
        if (o) return [item(raw, o.category === 'company' ? 'organize' : 'department', o.fullName, scope.orgs.path(o.id))];
        const p = (kind === null || kind === 'position') && position.get(id);
        if (p) return [item(raw, 'position', p.fullName, scope.orgs.path(p.organizeId))];
        const r = (kind === null || kind === 'role') && role.get(id);
        if (r) return [item(raw, 'role', r.fullName)];
        return [];
      });
      return { list };
    },
  };
}
