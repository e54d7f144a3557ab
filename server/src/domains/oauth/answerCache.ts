/**
 * Per-process cache of CurrentUser's whole answer, per user, ready to send: the envelope as bytes,
 * so a warm call reads no database, builds no text and leaves Fastify nothing to measure or encode.
 *
 * The answer changes only on known writes, each of which calls its change (realtime/changes.ts)
 * once committed, on every instance through the bus:
 * - usersChanged(ids): the user's profile, roles, positions, projects, sections, signature,
 *   sign-in, current project / contract: that user's answers go, and those naming them (their manager's name);
 * - grantsChanged(): roles, menus and grants; organisationChanged(): organizes, positions,
 *   projects, contracts, sys_config; everythingChanged(): every answer goes.
 * A load that overlaps a change (begun before it, done after) is answered but not kept. As in the
 * access cache, an entry lives at most ANSWER_CACHE_MS as a safety net for writes made straight in
 * the database, and nothing is kept while the bus cannot be heard (cachesTrusted()).
 */
import type { Db } from '../../db/index.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';

export const ANSWER_CACHE_MS = 30_000;
/** Signed-in users with a cached answer per process; the oldest goes beyond it. */
const MAX_USERS = 20_000;

interface Entry {
  value: Promise<Buffer>;
  until: number;
  generation: number;
  /** the users change sequence when the load began */
  seq: number;
  /** the users whose changes the answer shows: the user, and others it names (the manager) once loaded */
  dependsOn: readonly string[];
}

/** What a load answers: the bytes, and the other users whose changes they show. */
export interface Answer {
  bytes: Buffer;
  alsoDependsOn: readonly string[];
}

const caches = new WeakMap<Db, Map<string, Map<string, Entry>>>();
/** Bumped by every change that concerns all users. */
let generation = 0;
/** Counts users changes; changedAt says the last one of each user (cleared with the generation). */
let seq = 0;
let changedAt = new Map<string, number>();

registerCache('currentUser', (change) => {
  if (change.kind === 'users') {
    seq++;
    for (const id of change.userIds) changedAt.set(id, seq);
  } else if (change.kind !== 'modules') {
    generation++;
    changedAt = new Map();
  }
});

const current = (entry: Entry): boolean =>
  entry.generation === generation && entry.dependsOn.every((id) => (changedAt.get(id) ?? 0) <= entry.seq);

/**
 * The cached answer of this user for key (what else the answer depends on: menu category, the
 * domain it names), else load()'s, shared by concurrent callers while it loads.
 */
export function cachedAnswer(db: Db, userId: string, key: string, load: () => Promise<Answer>): Promise<Buffer> {
  if (!cachesTrusted()) return load().then((a) => a.bytes);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const at = performance.now();
  let answers = cache.get(userId);
  const hit = answers?.get(key);
  if (hit && hit.until > at && current(hit)) return hit.value;
  if (!answers) {
    if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value!); // the oldest
    cache.set(userId, (answers = new Map()));
  }
  const loading = load();
  const entry: Entry = { value: loading.then((a) => a.bytes), until: at + ANSWER_CACHE_MS, generation, seq, dependsOn: [userId] };
  answers.set(key, entry);
  const drop = () => { if (answers.get(key) === entry) answers.delete(key); };
  loading.then((a) => {
    entry.dependsOn = [userId, ...a.alsoDependsOn];
    // a change while it loaded (the load's own context write, say) may not be in it
    if (!current(entry)) drop();
  }, drop);
  return entry.value;
}
