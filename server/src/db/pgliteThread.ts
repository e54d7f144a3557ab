/**
 * The embedded database (PGlite) on a thread of its own (pgliteWorker.ts), behind the part of
 * PGlite's client the server uses: query, exec, transaction, dumpDataDir, close. drizzle's PGlite
 * driver and the migrations take it as they take PGlite, so nothing above db/ can tell, except
 * that the event loop no longer stops while a statement runs (see pgliteWorker.ts).
 *
 * What crosses between the threads is cloned: parameters and rows (strings, numbers, booleans,
 * Dates, bytes, JSON values), and errors as their message, name and PostgreSQL's fields (code,
 * constraint, detail, ...), so `err.code === '23505'` reads as before. drizzle passes parsers that
 * leave dates and a few array types as text; they go over as the list of those types.
 * PGLITE_THREAD=0 runs PGlite on the server's thread as before.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** What the server's thread asks; `tx`: inside the open transaction begun by that request. */
export type Request =
  | { id: number, op: 'query', text: string, params?: unknown[], options?: WireOptions, tx?: number }
  | { id: number, op: 'exec', text: string, options?: WireOptions, tx?: number }
  | { id: number, op: 'begin' }
  | { id: number, op: 'end', tx: number, commit: boolean }
  | { id: number, op: 'dump' }
  | { id: number, op: 'close' };
/** A request before it is given its id. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type Reply = { id: number, ok: true, result: unknown } | { id: number, ok: false, error: WireError };
export interface WireError { message: string, name: string, fields: Record<string, unknown> }
export interface WireOptions { rowMode?: 'array' | 'object', paramTypes?: number[], rawTypes?: number[] }

/** What of PGlite's transaction the server uses (drizzle's session, the migrations). */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

export interface PgliteThread extends ThreadTransaction {
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

function rebuilt(e: WireError): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields);
  Object.defineProperty(err, 'name', { value: e.name, enumerable: false, writable: true, configurable: true });
  return err;
}

/** Options a thread can be sent: functions cannot cross, and drizzle's parsers only keep text as text. */
function wireOptions(o: QueryOptions | undefined): WireOptions | undefined {
  if (!o) return undefined;
  if (o.serializers || o.blob || o.onNotice) throw new Error('PGlite on its own thread takes no serializers, blob or onNotice');
  return {
    ...(o.rowMode ? { rowMode: o.rowMode } : {}),
    ...(o.paramTypes ? { paramTypes: o.paramTypes } : {}),
    ...(o.parsers ? { rawTypes: Object.keys(o.parsers).map(Number) } : {}),
  };
}

/** Starts PGlite on its thread over `dataDir`; resolves when it is ready. */
export async function startPgliteThread(dataDir: string, prepare: boolean): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pgliteWorker.boot.mjs', import.meta.url), { workerData: { dataDir, prepare } });
  const waiting = new Map<number, { resolve(value: unknown): void, reject(err: Error): void }>();
  let next = 1;
  let closing = false;
  let closed: Promise<void> | undefined;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  let gone: Error | null = null;
  let started = false;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve(reply.result);
    else w.reject(rebuilt(reply.error));
  });
  const fail = (err: Error) => {
    gone = err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('error', (err) => fail(err));
  worker.on('exit', (code) => {
    // a closed database refuses what is asked of it, as PGlite does once closed
    if (closing || !started) { fail(new Error(closing ? 'PGlite is closed' : `the embedded database did not start (exit code ${code})`)); return; }
    fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
    // nothing can be read or written any more: stop, so a supervisor starts the server again
    console.error(`[siteflow] the embedded database's thread stopped (exit code ${code}); the server stops`);
    process.exit(1);
  });

  const ask = <T>(request: WithoutId<Request>): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const on = (tx?: number): ThreadTransaction => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      ask<Results<T>>({ op: 'query', text, params, options: wireOptions(options), tx }),
    exec: (text: string, options?: QueryOptions) => ask<Results[]>({ op: 'exec', text, options: wireOptions(options), tx }),
  });

  try {
    await ready;
    started = true;
  } catch (err) {
    closing = true;
    await worker.terminate();
    throw err;
  }
  return {
    ...on(),
    async transaction(work) {
      const id = next;
      await ask({ op: 'begin' });
      let result;
      try {
        result = await work(on(id));
      } catch (err) {
        // the work's error is the one to report, even when the rollback fails too
        await ask({ op: 'end', tx: id, commit: false }).catch(() => undefined);
        throw err;
      }
      await ask({ op: 'end', tx: id, commit: true });
      return result;
    },
    dumpDataDir: async () => new Blob([await ask<ArrayBuffer>({ op: 'dump' })]),
    close() {
      closed ??= (async () => {
        closing = true;
        try {
          await ask({ op: 'close' });
        } finally {
          await exited;
        }
      })();
      return closed;
    },
  };
}
