/**
 * Work that must wait for a transaction to commit: telling sockets about rows written in it (a
 * notice, a flow message). `afterCommit(handle, fn)` runs fn once the outermost transaction that
 * `handle` belongs to has committed, and never when it (or the savepoint fn was registered in)
 * rolls back; outside a transaction the write has already committed, and fn runs at once.
 *
 * openDb tracks every transaction of its handle (`trackTransactions`): the callback each
 * `transaction` gets is registered here with its own list, and a savepoint's list is handed to its
 * parent only once the savepoint is released.
 */
import type { Db } from './index.js';

type Hook = () => void;
type Transactional = { transaction: (fn: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown> };

const open = new WeakMap<object, Hook[]>();
/** Transactions run again after a deadlock or serialisation failure (tests and logs read it). */
export const transactionRetries = { count: 0 };
const tracked = new WeakSet<object>();

/** Runs fn after `handle`'s transaction commits; at once when `handle` is not in a transaction. Errors are fn's own concern. */
export function afterCommit(handle: Db, fn: Hook): void {
  const hooks = open.get(handle);
  if (hooks) hooks.push(fn);
  else fn();
}

/** Whether `handle` is a transaction (afterCommit would wait). */
export function inTransaction(handle: Db): boolean {
  return open.has(handle);
}

/**
 * Runs independent reads at once through the pool, but one after another in a transaction: a
 * transaction is one connection, which takes one query at a time (node-postgres queues the others,
 * and pg 9 will refuse them). Each task starts only when its turn comes.
 */
export async function allOn<T extends readonly unknown[]>(handle: Db, tasks: { readonly [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const list = tasks as ReadonlyArray<() => PromiseLike<unknown>>;
  if (!inTransaction(handle)) return Promise.all(list.map((task) => task())) as Promise<unknown> as Promise<T>;
  const out: unknown[] = [];
  for (const task of list) out.push(await task());
  return out as unknown as T;
}

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01), or could not serialise it (40001):
 * it wrote nothing, and running it again is the documented remedy. Counters kept by triggers
 * (migrations 0028, 0032) lock a row per list until commit, so two transactions touching the same
 * lists in opposite orders may meet this.
 */
const RETRIED_CODES: ReadonlySet<unknown> = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;
const codeOf = (err: unknown): unknown => {
  const e = err as { code?: unknown, cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
};

/**
 * Makes `handle.transaction` (and its transactions' savepoints) keep after-commit hooks. An
 * outermost transaction that PostgreSQL ended for a deadlock or a serialisation failure runs again
 * (up to TRANSACTION_ATTEMPTS times, after a short random wait), its hooks only those of the run
 * that committed: the work inside a transaction is database work, and effects outside the database
 * wait for the commit (afterCommit) or come after the transaction.
 */
export function trackTransactions<T extends object>(handle: T, parent?: Hook[]): T {
  if (tracked.has(handle)) return handle;
  tracked.add(handle);
  const db = handle as unknown as Transactional;
  const original = db.transaction.bind(db);
  db.transaction = async (fn, config) => {
    for (let attempt = 1; ; attempt++) {
      const hooks: Hook[] = [];
      let result: unknown;
      try {
        result = await original(async (tx) => {
          open.set(tx, hooks);
          trackTransactions(tx, hooks);
          return fn(tx);
        }, config);
      } catch (err) {
        if (parent || attempt >= TRANSACTION_ATTEMPTS || !RETRIED_CODES.has(codeOf(err))) throw err;
        transactionRetries.count++;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        continue;
      }
      if (parent) parent.push(...hooks);
      else for (const hook of hooks) hook();
      return result;
    }
  };
  return handle;
}
