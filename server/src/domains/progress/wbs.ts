/**
 * The project's WBS as other domains read it (a process inspection names a node, a daily report a
 * part): a section's tree and a node's path. Plain reads of the project data: the caller applies
 * its own module's visibility to whatever records it hangs on the nodes.
 */
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';

export interface WbsTreeNode { id: string, parentId: string, code: string, name: string, level: number, children: WbsTreeNode[] }

/** A section's WBS, nested, in the order of its codes. */
export async function wbsTree(db: Db, contractId: string): Promise<WbsTreeNode[]> {
  return nest(await repo.wbsOf(db, [contractId]), (n) => ({ id: n.id, parentId: n.parentId, code: n.code, name: n.name, level: n.level }));
}

/** A node and its ancestors, unit work first; [] when there is no such node. */
export const wbsPath = (db: Db, nodeId: string) => repo.pathOf(db, nodeId);

/** The path's names as one line: 秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 2#墩桩基. */
export const pathText = (path: ReadonlyArray<{ name: string }>): string => path.map((p) => p.name).join(' / ');

export type Nested<N> = N & { children: Array<Nested<N>> };

/** Nests flat rows by parentId (a row whose parent is not among them is a root). */
export function nest<R extends { id: string, parentId: string }, N extends object>(rows: readonly R[], make: (r: R) => N): Array<Nested<N>> {
  const byId = new Map<string, Nested<N>>(rows.map((r) => [r.id, { ...make(r), children: [] }]));
  const roots: Array<Nested<N>> = [];
  for (const r of rows) {
    const parent = r.parentId !== r.id ? byId.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(byId.get(r.id)!);
  }
  return roots;
}
