/**
 * Token revocation events, so open sockets of a revoked token hear `logout` at once instead of at
 * their next frame. The places that revoke tokens (oauth: logout, single sign-in kick, account
 * cancellation; permission: password change) call `tokensRevoked` after their transaction; the
 * realtime plugin listens. Listeners are kept per database handle: one app, one handle, and
 * several apps in one process (tests) do not hear each other.
 */
import type { Db } from '../db/index.js';

/** Why tokens died; 'password' is stored as 'logout' but told apart to the user. */
export type RevocationReason = 'logout' | 'kicked' | 'cancelled' | 'disabled' | 'password';

export interface TokensRevoked {
  userId: string;
  /** The revoked tokens; absent means every token of the user. */
  tokenIds?: string[];
  reason: RevocationReason;
}

export type RevocationListener = (event: TokensRevoked) => void;

const listeners = new WeakMap<Db, Set<RevocationListener>>();

export function onTokensRevoked(db: Db, listener: RevocationListener): () => void {
  const set = listeners.get(db) ?? new Set<RevocationListener>();
  set.add(listener);
  listeners.set(db, set);
  return () => { set.delete(listener); };
}

/** Never throws: the revocation itself is done; a listener's failure must not undo the answer. */
export function tokensRevoked(db: Db, event: TokensRevoked): void {
  if (event.tokenIds?.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(event);
    } catch {
      // the listener reports its own errors; the socket still dies at its next frame
    }
  }
}
