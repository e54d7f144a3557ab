/** The organisation tree as the exam reads it: units under a unit, units above a person, teams and units by name. */
import type { Db } from '../../db/index.js';
import { indexOrganizes, type OrgIndex } from '../permission/orgTree.js';
import { listOrganizes } from '../permission/repo.js';

export interface Org {
  index: OrgIndex;
  /** the id and every unit above it */
  ancestors(id: string | null): string[];
  /** the top unit (the company) holding it */
  unitOf(id: string | null): { id: string, name: string } | null;
  name(id: string | null): string;
}

export async function loadOrg(db: Db): Promise<Org> {
  const index = indexOrganizes(await listOrganizes(db));
  const ancestors = (id: string | null): string[] => {
    const out: string[] = [];
    for (let o = id ? index.byId.get(id) : undefined; o && !out.includes(o.id); o = index.byId.get(o.parentId)) out.push(o.id);
    return out;
  };
  return {
    index,
    ancestors,
    unitOf: (id) => {
      const top = ancestors(id).at(-1);
      const o = top ? index.byId.get(top) : undefined;
      return o ? { id: o.id, name: o.fullName } : null;
    },
    name: (id) => (id ? index.byId.get(id)?.fullName ?? '' : ''),
  };
}
