/**
 * The mechanism of the per-process caches listed in changes.ts: answers kept per database handle
 * and key, shared by concurrent callers while they load, for at most `ttlMs` (the safety net for a
 * change made straight in the database), the oldest dropped past `maxEntries`. A failed load is not
 * kept. forget() drops every entry (the cache's registerCache handler calls it); an entry may also
 * carry a `stamp` (a per-user change count, say) and holds only while the caller's stamp is the same.
 * Nothing is kept while caches are not trusted (changes.ts), nor, with `outsideTransactions`, for
 * a handle without a client of its own: a transaction must read what it has written.
 */
import type { Db } from '../db/index.js';
import { cachesTrusted } from './changes.js';

interface Entry<T> {
  value: Promise<T>;
  until: number;
  generation: number;
  stamp: number;
}

export interface Kept<T> {
  get(db: Db, key: string, load: () => Promise<T>, stamp?: number): Promise<T>;
  forget(): void;
}

export function keptAnswers<T>({ ttlMs, maxEntries, outsideTransactions = false }: { ttlMs: number, maxEntries: number, outsideTransactions?: boolean }): Kept<T> {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>();
  let generation = 0;
  return {
    forget() {
      generation++;
    },
    get(db, key, load, stamp = 0) {
      if (!cachesTrusted() || (outsideTransactions && !(db as unknown as { $client?: unknown }).$client)) return load();
      let cache = caches.get(db);
      if (!cache) caches.set(db, (cache = new Map()));
      const at = performance.now();
      const hit = cache.get(key);
      if (hit && hit.until > at && hit.generation === generation && hit.stamp === stamp) return hit.value;
      if (hit) cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!); // the oldest
      const entry: Entry<T> = { value: load(), until: at + ttlMs, generation, stamp };
      cache.set(key, entry);
      entry.value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key); // a failed load is not kept
      });
      return entry.value;
    },
  };
}
