/**
 * The organisation as the engine asks about it (workflow/context.ts): names, who is active, role
 * and position holders, manager chains, department managers, administrators, who works in which
 * project and contract section. Read once into memory and kept until a change of users or the
 * organisation (realtime/changes.ts) or TTL_MS at most: an action's lookups are then synchronous,
 * as the engine wants.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { allOn } from '../../db/afterCommit.js';
import { contracts, organizes, userContracts, userPositions, userProjects, userRoles, users } from '../../db/schema.js';
import type { Directory } from '../../workflow/index.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';

/** A safety net for edits made straight in the database: past it the directory is read again in the background. */
const TTL_MS = 60_000;
let cached: { at: number, db: Db, directory: Directory } | null = null;
let refreshing: Promise<void> | null = null;
/** Bumped by every change: a read that was in flight meanwhile may hold the old organisation. */
let generation = 0;

function group(rows: Array<{ key: string, userId: string }>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), r.userId]);
  return out;
}

async function load(db: Db): Promise<Directory> {
  // in a transaction (a module's launch), its one connection reads them one after another
  const [people, roleRows, posRows, orgs, projectRows, sectionRows] = await allOn(db, [
    () => db.select({
      id: users.id, name: users.realName, headIcon: users.headIcon, enabled: users.enabled, cancelledAt: users.cancelledAt,
      managerId: users.managerId, organizeId: users.organizeId, positionId: users.positionId, isAdmin: users.isAdmin,
    }).from(users),
    () => db.select({ key: userRoles.roleId, userId: userRoles.userId }).from(userRoles),
    () => db.select({ key: userPositions.positionId, userId: userPositions.userId }).from(userPositions),
    () => db.select({ id: organizes.id, managerId: organizes.managerId }).from(organizes),
    () => db.select({ key: userProjects.userId, userId: userProjects.projectId }).from(userProjects),
    () => db.select({ userId: userContracts.userId, contractId: userContracts.contractId, projectId: contracts.projectId })
      .from(userContracts).innerJoin(contracts, eq(contracts.id, userContracts.contractId)),
  ] as const);
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

/**
 * The directory: read in line when there is none (or a change dropped it, or the bus is down);
 * past TTL_MS the one held is answered while a fresh one is read in the background.
 */
export async function directoryOf(db: Db, now = Date.now()): Promise<Directory> {
  if (cached && cached.db === db && cachesTrusted()) {
    if (now - cached.at >= TTL_MS && !refreshing) {
      const held = cached;
      const g = generation;
      refreshing = load(db).then((directory) => {
        if (cached === held && g === generation) cached = { at: Date.now(), db, directory };
      }, () => undefined).finally(() => { refreshing = null; });
    }
    return cached.directory;
  }
  const g = generation;
  const directory = await load(db);
  if (g === generation) cached = { at: now, db, directory };
  return directory;
}

registerCache('workflowDirectory', (change) => {
  if (change.kind === 'grants' || change.kind === 'modules') return;
  generation++;
  cached = null;
});
