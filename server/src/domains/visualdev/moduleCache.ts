/**
 * Per-process cache of module definitions as the record routes use them: the module row, its form
 * parsed with its value fields, its flow's code and current node tree. Every list, detail and save
 * of a module needs them; read from the database they cost a four-table join and a parse of the
 * form (tens of KB of JSON for the larger forms) per request.
 *
 * Module definitions, forms and flow versions change only through the catalog install and the
 * flow administration, which call modulesChanged() (realtime/changes.ts) once committed: that
 * drops this cache on every instance. As a safety net an entry lives at most MODULE_CACHE_MS, so
 * a change made straight in the database shows within that time.
 */
import type { Db } from '../../db/index.js';
import { cachesTrusted, registerCache } from '../../realtime/changes.js';
import type { FormConfig } from '../../../../types/api/form.js';
import { parseFormConfig, valueFields, type ValueField } from './fields.js';
import * as repo from './repo.js';

export const MODULE_CACHE_MS = 30_000;
/** Modules are the catalog's, a hundred or so, each reachable by id and by enCode. */
const MAX_ENTRIES = 1_000;

export type ModuleRow = NonNullable<Awaited<ReturnType<typeof repo.findModule>>>;
/** Shared by every request: read only. */
export type LoadedModule = ModuleRow & { config: FormConfig, fields: ValueField[] };

interface Entry {
  value: Promise<unknown>;
  until: number;
  generation: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

registerCache('modules', (change) => {
  if (change.kind === 'modules' || change.kind === 'all') generation++;
});

async function load(db: Db, idOrCode: string): Promise<LoadedModule | null> {
  const found = await repo.findModule(db, idOrCode);
  if (!found) return null;
  const config = parseFormConfig(found.form.propertyJson);
  return { ...found, config, fields: valueFields(config.fields) };
}

/**
 * What `load` makes of a module's definition, kept under `key` until modules change (or null: not
 * kept). Other domains keep their own view of a module here, under a key of their own.
 */
export function cachedModuleView<T extends object>(db: Db, key: string, load: () => Promise<T | null>): Promise<T | null> {
  if (!cachesTrusted()) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const at = performance.now();
  const hit = cache.get(key);
  if (hit && hit.until > at && hit.generation === generation) return hit.value as Promise<T | null>;
  if (hit) cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!); // the oldest
  const value = load();
  const entry: Entry = { value, until: at + MODULE_CACHE_MS, generation };
  cache.set(key, entry);
  const forget = () => { if (cache.get(key) === entry) cache.delete(key); };
  // a failed load is not kept, nor an unknown id (any string a client sends)
  value.then((m) => { if (!m) forget(); }, forget);
  return value;
}

/** The module by id or enCode with its parsed form, or null; from the cache while it holds. */
export function loadedModule(db: Db, idOrCode: string): Promise<LoadedModule | null> {
  return cachedModuleView(db, `module:${idOrCode}`, () => load(db, idOrCode));
}
