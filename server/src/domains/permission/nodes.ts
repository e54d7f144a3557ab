/** Rows → the JNPF node shapes the pickers read. Pure. */
import type { OrgIndex } from './orgTree.js';
import type { OrganizeRow, PositionRow, RoleRow, UserRow } from './repo.js';
import type { SelectorNode, UserBrief, UserTreeNode } from './types.js';

export const ICON = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  user: 'icon-ym icon-ym-tree-user2',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
} as const;

const orgIcon = (o: OrganizeRow) => (o.category === 'company' ? ICON.company : ICON.department);

export const userLabel = (u: Pick<UserRow, 'realName' | 'account'>) => `${u.realName}/${u.account}`;

export function toBrief(u: UserRow, orgs: OrgIndex): UserBrief {
  return {
    id: u.id, account: u.account, realName: u.realName, fullName: userLabel(u),
    headIcon: u.headIcon ?? '', organize: orgs.path(u.organizeId),
  };
}

export function userNode(u: UserRow, orgs: OrgIndex, parentId = u.organizeId ?? ''): UserTreeNode {
  return {
    id: u.id, parentId, fullName: userLabel(u), type: 'user', hasChildren: false, isLeaf: true,
    headIcon: u.headIcon ?? '', organize: orgs.path(u.organizeId), icon: ICON.user,
  };
}

export function organizeUserNode(o: OrganizeRow, orgs: OrgIndex, hasChildren: boolean): UserTreeNode {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category === 'company' ? 'organize' : 'department',
    hasChildren, isLeaf: !hasChildren, headIcon: '', organize: orgs.path(o.id), icon: orgIcon(o),
  };
}

export function organizeNode(o: OrganizeRow, orgs: OrgIndex, children: SelectorNode[] = []): SelectorNode {
  return {
    id: o.id, parentId: o.parentId, fullName: o.fullName, enCode: o.enCode, type: o.category as SelectorNode['type'],
    icon: orgIcon(o), organize: orgs.path(o.id), hasChildren: children.length > 0, children,
  };
}

export function positionNode(p: PositionRow, orgs: OrgIndex): SelectorNode {
  return {
    id: p.id, parentId: p.organizeId, fullName: p.fullName, enCode: p.enCode, type: 'position', icon: ICON.position,
    organize: orgs.path(p.organizeId), hasChildren: false, children: [],
  };
}

export function roleNode(r: RoleRow): SelectorNode {
  return {
    id: r.id, parentId: '-1', fullName: r.fullName, enCode: r.enCode, type: 'role', icon: ICON.role,
    organize: '', hasChildren: false, children: [],
  };
}

/**
 * The organize tree under `roots`, each organize with `leaves(id)` first among its children.
 * `include` picks organizes at every level (a skipped one takes its subtree with it); with
 * `prune`, organizes with nothing under them are dropped.
 */
export function organizeTree(
  orgs: OrgIndex, roots: OrganizeRow[],
  opts: { include?: (o: OrganizeRow) => boolean; leaves?: (id: string) => SelectorNode[]; prune?: boolean } = {},
): SelectorNode[] {
  const build = (o: OrganizeRow): SelectorNode[] => {
    if (opts.include && !opts.include(o)) return [];
    const children = [...(opts.leaves?.(o.id) ?? []), ...orgs.children(o.id).flatMap(build)];
    return opts.prune && children.length === 0 ? [] : [organizeNode(o, orgs, children)];
  };
  return roots.flatMap(build);
}

/** Every user under its organize, organizes without users dropped (Users/Selector). */
export function userTree(orgs: OrgIndex, users: UserRow[]): UserTreeNode[] {
  const byOrg = new Map<string, UserRow[]>();
  for (const u of users) if (u.organizeId) byOrg.set(u.organizeId, [...(byOrg.get(u.organizeId) ?? []), u]);
  const build = (o: OrganizeRow): UserTreeNode | null => {
    const children = [
      ...orgs.children(o.id).flatMap((c) => build(c) ?? []),
      ...(byOrg.get(o.id) ?? []).map((u) => userNode(u, orgs)),
    ];
    if (children.length === 0) return null;
    return { ...organizeUserNode(o, orgs, true), children };
  };
  return orgs.roots().flatMap((o) => build(o) ?? []);
}
