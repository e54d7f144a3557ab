/**
 * Every cache an instance keeps in its own memory, listed in one place, and the one way to make
 * them forget: after committing a write, the writer calls the function of its kind of change.
 * The change is applied here at once and published on the bus (Redis with REDIS_URL), so every
 * other instance applies it as soon as the message arrives; the call resolves once Redis has
 * taken the message and written it to every subscriber, so a request the client sends elsewhere
 * after this answer finds the message there already or on its way (a Redis round trip, well
 * under the time a client takes to send its next request).
 *
 * | cache (name)         | where                                  | forgets on                              |
 * |----------------------|----------------------------------------|-----------------------------------------|
 * | sessions             | domains/oauth/tokens.ts                | users (theirs), all                     |
 * | access               | domains/oauth/accessCache.ts           | grants, organisation, all               |
 * | currentUser          | domains/oauth/answerCache.ts           | users (theirs), grants, organisation, all |
 * | workflowDirectory    | domains/workflow/directory.ts          | users, organisation, all                |
 * | imDirectory          | domains/message/directory.ts           | users, organisation, all (reloads in the background) |
 * | modules              | domains/visualdev/moduleCache.ts       | modules, all                            |
 * | recordGrants         | domains/visualdev/grantCache.ts        | users (theirs), grants, organisation, all |
 * | displayLabels        | domains/visualdev/displayCache.ts      | every change; otherwise after 5 s       |
 * | listPages            | realtime/keptPages.ts                  | its list's change count (in the database); pages with labels also on every change; otherwise after 5 s |
 *
 * access, recordGrants, displayLabels and listPages keep their answers with realtime/kept.ts (per database
 * handle and key, a time limit, a size limit, nothing kept from a failed load).
 *
 * Not in this list: WeChat's access token and JS-SDK ticket are not cached per instance but
 * shared in Redis (realtime/shared.ts, domains/message/jssdk.ts); rate limits count in Redis.
 *
 * What each change covers:
 * - usersChanged(ids): a user's account (enabled, cancelled, password, initial-password state,
 *   sign-in), profile (name, avatar, phone, unit, position, manager), roles, positions, projects,
 *   contract sections, hand signatures, current project / contract, and token revocations.
 * - grantsChanged(): roles (name, enabled, all menus), menus, a role's menus and permissions and
 *   their data scopes, module definitions.
 * - organisationChanged(): organizes, positions, projects and contracts (sections), sys_config.
 * - modulesChanged(): module definitions (form, list columns, bound flow) and a flow's current
 *   version, which a module's config answers.
 *
 * While the bus is down (Redis unreachable), an instance cannot hear other instances' changes:
 * caches are then bypassed (cachesTrusted() is false), and everything is forgotten once the bus
 * is back, as messages may have been missed meanwhile.
 */
import { randomBytes } from 'node:crypto';

export type Change =
  | { kind: 'users'; userIds: string[] }
  | { kind: 'grants' }
  | { kind: 'organisation' }
  | { kind: 'modules' }
  | { kind: 'all' };

export const CACHE_NAMES = ['sessions', 'access', 'currentUser', 'workflowDirectory', 'imDirectory', 'modules', 'recordGrants', 'displayLabels', 'listPages'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

type Forget = (change: Change) => void;

const registered = new Map<CacheName, Set<Forget>>();

/**
 * A cache says how it forgets. Per-process caches register once at import; per-app ones (the IM
 * directory) when made, and unregister with the function returned.
 */
export function registerCache(name: CacheName, forget: Forget): () => void {
  if (!(CACHE_NAMES as readonly string[]).includes(name)) throw new Error(`unlisted cache ${name}: add it to CACHE_NAMES`);
  const set = registered.get(name) ?? new Set<Forget>();
  set.add(forget);
  registered.set(name, set);
  return () => { set.delete(forget); };
}

/** Names of the caches registered so far (the test checks every listed one is). */
export function registeredCaches(): CacheName[] {
  return [...registered.entries()].filter(([, s]) => s.size > 0).map(([name]) => name);
}

type ChangeListener = (change: Change) => void;
const listeners = new Set<ChangeListener>();

/**
 * Hears every change applied in this process (its own and other instances'), after the caches
 * have forgotten: the IM socket, which checks its token once, checks again the sockets of the
 * users a change concerns. Not a cache, so not in CACHE_NAMES.
 */
export function onChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Applies a change to this process's caches. Never throws: a cache failing to forget logs itself. */
export function applyChange(change: Change): void {
  for (const set of registered.values()) {
    for (const forget of set) {
      try {
        forget(change);
      } catch {
        // each cache's forget is a map clear; nothing to do but go on to the next
      }
    }
  }
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // a listener reports its own errors; the change is applied to the caches either way
    }
  }
}

/** This process: its own messages come back from Redis and are skipped. */
export const PROCESS_ID = randomBytes(8).toString('hex');
export const CHANGE_CHANNEL = 'change';

export interface ChangeMessage {
  from: string;
  change: Change;
}

export interface ChangeBus {
  publish(message: ChangeMessage): Promise<void>;
  /** False while the bus cannot deliver other instances' changes (Redis down). */
  healthy(): boolean;
}

const buses = new Set<ChangeBus>();

/** The realtime plugin adds its bus while its app runs. */
export function addChangeBus(bus: ChangeBus): () => void {
  buses.add(bus);
  return () => { buses.delete(bus); };
}

/** A message from the bus: another process's change. */
export function receiveChange(message: ChangeMessage): void {
  if (message?.from === PROCESS_ID || !message?.change) return;
  applyChange(message.change);
}

/** Whether cached answers may be used: every bus this process publishes on hears the others. */
export function cachesTrusted(): boolean {
  for (const bus of buses) if (!bus.healthy()) return false;
  return true;
}

/** How long a writer waits for Redis to take the message before answering anyway. */
const PUBLISH_WAIT_MS = 2_000;

async function publish(change: Change): Promise<void> {
  applyChange(change);
  if (buses.size === 0) return;
  const message: ChangeMessage = { from: PROCESS_ID, change };
  await Promise.all([...buses].map((bus) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => { timer = setTimeout(resolve, PUBLISH_WAIT_MS); timer.unref(); });
    // the write is committed: a bus that cannot take the message leaves the others to their
    // safety nets (caches are bypassed while it is down, and forgotten when it is back)
    return Promise.race([bus.publish(message).catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
  }));
}

/** After committing a write about these users (see the list above). */
export function usersChanged(userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  return ids.length ? publish({ kind: 'users', userIds: ids }) : Promise.resolve();
}

/** After committing a write to roles, menus, grants, data scopes or module definitions. */
export function grantsChanged(): Promise<void> {
  return publish({ kind: 'grants' });
}

/** After committing a write to organizes, positions, projects, contracts or sys_config. */
export function organisationChanged(): Promise<void> {
  return publish({ kind: 'organisation' });
}

/** After committing a write to module definitions, their forms or a flow's current version. */
export function modulesChanged(): Promise<void> {
  return publish({ kind: 'modules' });
}

/** After writing behind the app's back (a script, a restore): everything is read again. */
export function everythingChanged(): Promise<void> {
  return publish({ kind: 'all' });
}

/** Whether a change concerns this user. */
export const concernsUser = (change: Change, userId: string): boolean =>
  change.kind !== 'users' || change.userIds.includes(userId);
