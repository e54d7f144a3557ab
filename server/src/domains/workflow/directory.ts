/**
 * The organisation as the engine asks about it (workflow/context.ts): names, who is active, role
 * and position holders, manager chains, department managers, administrators, who works in which
 * project and contract section. Read once into
 * memory and kept a few seconds: an action's lookups are then synchronous, as the engine wants.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, organizes, userContracts, userPositions, userProjects, userRoles, users } from '../../db/schema.js';
import type { Directory } from '../../workflow/index.js';

const TTL_MS = 5000;
let cached: { at: number, db: Db, directory: Directory } | null = null;

function group(rows: Array<{ key: string, userId: string }>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), r.userId]);
  return out;
}

async function load(db: Db): Promise<Directory> {
  const [people, roleRows, posRows, orgs, projectRows, sectionRows] = await Promise.all([
    db.select({
      id: users.id, name: users.realName, headIcon: users.headIcon, enabled: users.enabled, cancelledAt: users.cancelledAt,
      managerId: users.managerId, organizeId: users.organizeId, positionId: users.positionId, isAdmin: users.isAdmin,
    }).from(users),
    db.select({ key: userRoles.roleId, userId: userRoles.userId }).from(userRoles),
    db.select({ key: userPositions.positionId, userId: userPositions.userId }).from(userPositions),
    db.select({ id: organizes.id, managerId: organizes.managerId }).from(organizes),
    db.select({ key: userProjects.userId, userId: userProjects.projectId }).from(userProjects),
    db.select({ userId: userContracts.userId, contractId: userContracts.contractId, projectId: contracts.projectId })
      .from(userContracts).innerJoin(contracts, eq(contracts.id, userContracts.contractId)),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const active = (id: string) => { const p = byId.get(id); return p !== undefined && p.enabled && !p.cancelledAt; };
  const byRole = group(roleRows);
  const byPosition = group([...posRows, ...people.filter((p) => p.positionId).map((p) => ({ key: p.positionId!, userId: p.id }))]);
  const orgManager = new Map(orgs.map((o) => [o.id, o.managerId]));
  const projectsOf = group(projectRows);
  const sectionsOf = new Map<string, Array<{ contractId: string, projectId: string }>>();
  for (const r of sectionRows) sectionsOf.set(r.userId, [...(sectionsOf.get(r.userId) ?? []), r]);
  /** in the project; in the section, or holding none of the project's */
  const inPlace = (id: string, place: { projectId: string | null, contractId: string | null }): boolean => {
    if (place.projectId && !(projectsOf.get(id) ?? []).includes(place.projectId)) return false;
    if (!place.contractId) return true;
    const mine = (sectionsOf.get(id) ?? []).filter((s) => !place.projectId || s.projectId === place.projectId);
    return mine.length === 0 || mine.some((s) => s.contractId === place.contractId);
  };
  const holders = (index: Map<string, string[]>, keys: readonly string[]) =>
    [...new Set(keys.flatMap((k) => index.get(k) ?? []))].filter(active);
  return {
    userName: (id) => byId.get(id)?.name ?? '',
    headIcon: (id) => byId.get(id)?.headIcon ?? '',
    isActive: active,
    usersOfRoles: (ids) => holders(byRole, ids),
    usersOfPositions: (ids) => holders(byPosition, ids),
    managerOf: (id) => byId.get(id)?.managerId ?? null,
    departmentManagerOf: (id) => {
      const org = byId.get(id)?.organizeId;
      return (org && orgManager.get(org)) || null;
    },
    departmentOf: (id) => byId.get(id)?.organizeId ?? null,
    adminIds: () => people.filter((p) => p.isAdmin && active(p.id)).map((p) => p.id),
    inPlace,
  };
}

export async function directoryOf(db: Db, now = Date.now()): Promise<Directory> {
  if (cached && cached.db === db && now - cached.at < TTL_MS) return cached.directory;
  const directory = await load(db);
  cached = { at: now, db, directory };
  return directory;
}

/** After a change to users, roles or positions that an action must see at once (tests, admin edits). */
export function invalidateDirectory(): void {
  cached = null;
}
