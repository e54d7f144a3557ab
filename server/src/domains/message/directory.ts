/**
 * The IM socket's directory: who may see whom (initMessage's onlineUsers, Online / Offline,
 * whether a message may be sent) and the names frames carry. Presence asks about every online
 * user on every connect and disconnect, and every message asks once; in SQL each check costs a
 * plan of the correlated rule (about 10 ms on PGlite), which thousands of connecting users turn
 * into minutes. So the rule of permission/repo.ts `visibleUser` is evaluated here in memory, over
 * a snapshot of active users and their memberships (three plain queries).
 * test/message.test.ts checks it against the SQL rule for every pair of demo users.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import type { ImUser } from './im.repo.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';
import { contracts, projects, userContracts, userProjects, users } from '../../db/schema.js';

interface Member {
  profile: ImUser;
  admin: boolean;
  /** Enabled project → the user's enabled sections in it (empty: project-wide). */
  projects: Map<string, Set<string>>;
}
export type Snapshot = Map<string, Member>;

export async function load(db: Db): Promise<Snapshot> {
  const [people, inProjects, inSections] = await Promise.all([
    db.select({ id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon, admin: users.isAdmin })
      .from(users).where(and(eq(users.enabled, true), isNull(users.cancelledAt))),
    db.select({ userId: userProjects.userId, projectId: userProjects.projectId }).from(userProjects)
      .innerJoin(projects, and(eq(projects.id, userProjects.projectId), eq(projects.enabled, true))),
    db.select({ userId: userContracts.userId, contractId: userContracts.contractId, projectId: contracts.projectId }).from(userContracts)
      .innerJoin(contracts, and(eq(contracts.id, userContracts.contractId), eq(contracts.enabled, true))),
  ]);
  const snapshot: Snapshot = new Map(people.map(({ admin, ...profile }) => [profile.id, { profile, admin, projects: new Map() }]));
  for (const r of inProjects) snapshot.get(r.userId)?.projects.set(r.projectId, new Set());
  for (const r of inSections) snapshot.get(r.userId)?.projects.get(r.projectId)?.add(r.contractId);
  return snapshot;
}

/** visibleUser in memory: a shared project where one of the two is project-wide or they share a section. */
export function sees(snapshot: Snapshot, viewerId: string, targetId: string): boolean {
  if (viewerId === targetId) return true;
  const viewer = snapshot.get(viewerId);
  const target = snapshot.get(targetId);
  if (!viewer || !target) return false;
  if (viewer.admin) return true;
  for (const [projectId, mine] of viewer.projects) {
    const theirs = target.projects.get(projectId);
    if (!theirs) continue;
    if (mine.size === 0 || theirs.size === 0) return true;
    for (const section of mine) if (theirs.has(section)) return true;
  }
  return false;
}

/** A safety net for edits made straight in the database: past it the snapshot is read again in the background. */
export const DIRECTORY_CACHE_MS = 60_000;

/**
 * The snapshot is read once, then again in the background after a change of users or the
 * organisation (realtime/changes.ts, on every instance), past `ttlMs`, at most once a second
 * while the change bus is down (caches are not trusted then), and when asked about an id it does
 * not hold (at most once a second). Frames are answered from the snapshot at hand while it is
 * read again: only the very first read is waited for. A new user is announced (usersChanged) when
 * made, so the read that learns them is already under way.
 */
export function createImDirectory(db: Db, now: () => number = Date.now, ttlMs = DIRECTORY_CACHE_MS, read: () => Promise<Snapshot> = () => load(db)) {
  let snapshot: Snapshot | null = null;
  let loadedAt = 0;
  let loading: Promise<Snapshot> | null = null;
  /** A change arrived while a read was in flight: read once more after it. */
  let again = false;

  function reload(): Promise<Snapshot> {
    if (loading) {
      again = true;
      return loading;
    }
    again = false;
    loading = read().then((s) => {
      snapshot = s;
      loadedAt = now();
      return s;
    }).finally(() => {
      loading = null;
      if (again) reload().catch(() => undefined);
    });
    return loading;
  }

  function refreshInBackground(): void {
    reload().catch(() => undefined); // the old snapshot serves until a read succeeds
  }

  const unregister = registerCache('imDirectory', (change) => {
    if (change.kind !== 'grants' && snapshot) refreshInBackground();
  });

  /** The snapshot at hand; a read in the background when it is old or does not know one of `ids`. */
  async function knowing(ids: string[]): Promise<Snapshot> {
    if (!snapshot) return loading ?? reload();
    const age = now() - loadedAt;
    if (!loading && (age > ttlMs || (age > 1000 && (!cachesTrusted() || ids.some((id) => !snapshot!.has(id)))))) refreshInBackground();
    return snapshot;
  }

  return {
    /** Both users' names when `viewerId` may see `targetId` (an active user); null otherwise. */
    async pair(viewerId: string, targetId: string): Promise<{ viewer: ImUser; target: ImUser } | null> {
      const s = await knowing([viewerId, targetId]);
      const viewer = s.get(viewerId);
      const target = s.get(targetId);
      return viewer && target && sees(s, viewerId, targetId) ? { viewer: viewer.profile, target: target.profile } : null;
    },
    /** Of `candidates`, those `viewerId` may see. */
    async visibleTo(viewerId: string, candidates: Iterable<string>): Promise<string[]> {
      const ids = [...candidates];
      const s = await knowing([viewerId]);
      return ids.filter((id) => sees(s, viewerId, id));
    },
    /** Of `candidates`, those who may see `targetId`. */
    async viewersOf(targetId: string, candidates: Iterable<string>): Promise<string[]> {
      const ids = [...candidates];
      const s = await knowing([targetId]);
      return ids.filter((id) => sees(s, id, targetId));
    },
    /**
     * Who may see `targetId`, by the snapshot at hand (nobody before the first read): a check per
     * viewer without waiting, for announcing to this instance's sockets one by one.
     */
    audience(targetId: string): (viewerId: string) => boolean {
      const s = snapshot;
      return s ? (viewerId) => sees(s, viewerId, targetId) : () => false;
    },
    /** Stops hearing changes (the app closes). */
    close(): void {
      unregister();
    },
  };
}

export type ImDirectory = ReturnType<typeof createImDirectory>;
