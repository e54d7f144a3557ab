/** Organize, position, role and group selectors, limited to what the caller may see. */
import type { Db } from '../../db/index.js';
import { organizeNode, organizeTree, positionNode, roleNode } from './nodes.js';
import type { OrgIndex } from './orgTree.js';
import * as repo from './repo.js';
import type { PositionRow, Viewer } from './repo.js';
import type { ConditionInput } from './schemas.js';
import type { SelectorNode } from './types.js';
import { loadScope } from './visibility.js';

type List = { list: SelectorNode[] };

const matches = (keyword: string | undefined, ...values: string[]) =>
  !keyword || values.some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

/** The visible organizes among ids, without those already under another one of them. */
function topmost(orgs: OrgIndex, ids: string[]) {
  const picked = new Set(ids.filter((id) => orgs.byId.has(id)));
  const under = new Set([...picked].flatMap((id) => orgs.subtree(id).slice(1)));
  return orgs.list.filter((o) => picked.has(o.id) && !under.has(o.id));
}

function positionsTree(orgs: OrgIndex, positions: PositionRow[]): SelectorNode[] {
  const byOrg = new Map<string, SelectorNode[]>();
  for (const p of positions) {
    if (orgs.byId.has(p.organizeId)) byOrg.set(p.organizeId, [...(byOrg.get(p.organizeId) ?? []), positionNode(p, orgs)]);
  }
  return organizeTree(orgs, orgs.roots(), { leaves: (id) => byOrg.get(id) ?? [], prune: true });
}

export function createOrganizeSelectors(db: Db) {
  return {
    /** Units only, or units and departments; `excludeId` (not '0') drops that organize and everything under it. */
    async organizes(viewer: Viewer, excludeId: string, withDepartments: boolean): Promise<List> {
      const { orgs } = await loadScope(db, viewer);
      const include = (o: { id: string; category: string }) => o.id !== excludeId && (withDepartments || o.category === 'company');
      return { list: organizeTree(orgs, orgs.roots(), { include }) };
    },

    /** The trees under the given organizes; with a keyword, the matching organizes in them, flat. */
    async organizeCondition(viewer: Viewer, input: ConditionInput): Promise<List> {
      const { orgs } = await loadScope(db, viewer);
      const ids = [...(input.departIds ?? []), ...(input.ids ?? [])];
      const roots = ids.length ? topmost(orgs, ids) : orgs.roots();
      if (!input.keyword) return { list: organizeTree(orgs, roots) };
      const inside = roots.flatMap((r) => orgs.subtree(r.id)).map((id) => orgs.byId.get(id)!);
      return { list: inside.filter((o) => matches(input.keyword, o.fullName, o.enCode)).map((o) => organizeNode(o, orgs)) };
    },

    /** Organizes with their positions as leaves; organizes without positions are left out. */
    async positions(viewer: Viewer): Promise<List> {
      const [{ orgs }, positions] = await Promise.all([loadScope(db, viewer), repo.listPositions(db)]);
      return { list: positionsTree(orgs, positions) };
    },

    /** Positions under the given organizes (departIds) or of the given ids, as the same tree. */
    async positionCondition(viewer: Viewer, input: ConditionInput): Promise<List> {
      const { orgs } = await loadScope(db, viewer);
      const organizeIds = input.departIds?.length ? topmost(orgs, input.departIds).flatMap((o) => orgs.subtree(o.id)) : undefined;
      const positions = await repo.listPositions(db, { organizeIds, ids: input.ids?.length ? input.ids : undefined });
      return { list: positionsTree(orgs, positions.filter((p) => matches(input.keyword, p.fullName, p.enCode))) };
    },

    async roles(): Promise<List> {
      return { list: (await repo.listRoles(db)).map(roleNode) };
    },
  };
}
