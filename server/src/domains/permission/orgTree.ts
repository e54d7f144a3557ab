/** Pure reads of the organisation tree: paths, subtrees, ancestor closure. */
import type { OrganizeRow } from './repo.js';

export const ROOT = '-1';

export interface OrgIndex {
  /** In sort order. */
  list: OrganizeRow[];
  byId: ReadonlyMap<string, OrganizeRow>;
  children(id: string): OrganizeRow[];
  /** Names from the top unit down, joined with '/'; '' when unknown. */
  path(id: string | null | undefined): string;
  /** The id and every organize under it. */
  subtree(id: string): string[];
  /** Top-level nodes: no parent in this index. */
  roots(): OrganizeRow[];
}

export function indexOrganizes(rows: OrganizeRow[]): OrgIndex {
  const byId = new Map(rows.map((o) => [o.id, o]));
  const kids = new Map<string, OrganizeRow[]>();
  for (const o of rows) {
    const parent = byId.has(o.parentId) ? o.parentId : ROOT;
    kids.set(parent, [...(kids.get(parent) ?? []), o]);
  }
  const paths = new Map<string, string>();
  const path = (id: string | null | undefined): string => {
    if (!id || !byId.has(id)) return '';
    const cached = paths.get(id);
    if (cached !== undefined) return cached;
    const names: string[] = [];
    const seen = new Set<string>();
    for (let o = byId.get(id); o && !seen.has(o.id); o = byId.get(o.parentId)) {
      seen.add(o.id);
      names.unshift(o.fullName);
    }
    const joined = names.join('/');
    paths.set(id, joined);
    return joined;
  };
  /** Pre-order, children in sort order. */
  const subtree = (id: string): string[] => {
    const out: string[] = [];
    const seen = new Set<string>();
    const visit = (at: string) => {
      if (seen.has(at)) return;
      seen.add(at);
      out.push(at);
      for (const c of kids.get(at) ?? []) visit(c.id);
    };
    if (byId.has(id)) visit(id);
    return out;
  };
  return {
    list: rows, byId, path, subtree,
    children: (id) => kids.get(id) ?? [],
    roots: () => kids.get(ROOT) ?? [],
  };
}

/** The given organizes with all their ancestors, in the rows' order. */
export function withAncestors(rows: OrganizeRow[], ids: Iterable<string>): OrganizeRow[] {
  const byId = new Map(rows.map((o) => [o.id, o]));
  const keep = new Set<string>();
  for (const id of ids) {
    for (let o = byId.get(id); o && !keep.has(o.id); o = byId.get(o.parentId)) keep.add(o.id);
  }
  return rows.filter((o) => keep.has(o.id));
}
