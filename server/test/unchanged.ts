/**
 * Proof that a refused call wrote nothing: every table of the database (or the ones named) is
 * fingerprinted before and after, and any table whose rows changed fails the test by name.
 * Use it for every refusal test: checking the answer's code alone would pass if the write
 * happened anyway.
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/index.js';

export interface UnchangedOptions {
  /** Only these tables (default: every table of the public schema). */
  tables?: string[];
  /** Tables a refusal may legitimately write (an audit entry). */
  ignore?: string[];
  /** Columns a refusal may legitimately change, by table; the rest of those rows must stay. */
  exceptColumns?: Record<string, readonly string[]>;
  /** Rows a refusal may legitimately add or change, by table: a condition on the row `r` (SQL). */
  exceptRows?: Record<string, string>;
}

/** A wrong password counts towards the sign-in lock (users.login_failures…): all a refused sign-in may change. */
export const SIGN_IN_COUNTER: Record<string, readonly string[]> = { users: ['login_failures', 'login_failures_since', 'locked_until'] };

/** A refused sign-in with a wrong password: its try counted (SIGN_IN_COUNTER) and kept in the audit's sign-ins (category 1), nothing else. */
export const SIGN_IN_TRY: UnchangedOptions = { exceptColumns: SIGN_IN_COUNTER, exceptRows: { audit_log: 'r.category = 1' } };

type Fingerprint = Map<string, string>;

/** The rows of a raw query (drizzle types them per driver; both drivers answer `rows`). */
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

async function tablesOf(db: Db): Promise<string[]> {
  const res = await db.execute(sql`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ table_name: string }>(res).map((r) => r.table_name);
}

/** Kept by triggers from writes to other tables (migration 0032): a write there is named by its own table. */
const DERIVED = ['list_generations'];

/** Row count and an order-independent digest of every row, per table, in one statement. */
export async function fingerprint(db: Db, options: UnchangedOptions = {}): Promise<Fingerprint> {
  const ignore = new Set([...DERIVED, ...(options.ignore ?? [])]);
  const names = (options.tables ?? await tablesOf(db)).filter((n) => !ignore.has(n));
  const out: Fingerprint = new Map();
  if (names.length === 0) return out;
  const rowText = (name: string) => {
    const except = options.exceptColumns?.[name];
    return except?.length ? sql`(to_jsonb(r) - ${sql.raw(`array[${except.map((c) => `'${c.replace(/'/g, '')}'`).join(',')}]`)})::text` : sql`r::text`;
  };
  const rowFilter = (name: string) => {
    const except = options.exceptRows?.[name];
    return except ? sql` where not (${sql.raw(except)})` : sql``;
  };
  const parts = names.map((name) => sql`select ${name}::text as t, count(*)::int as n,
    coalesce(md5(string_agg(${rowText(name)}, '|' order by ${rowText(name)})), '') as h from ${sql.identifier(name)} r${rowFilter(name)}`);
  const res = await db.execute(sql.join(parts, sql` union all `));
  for (const row of rowsOf<{ t: string, n: number, h: string }>(res)) out.set(row.t, `${row.n}:${row.h}`);
  return out;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

/**
 * Runs `work` (the refused call and the checks of its answer) and fails when it changed any
 * row. Returns what `work` returned.
 */
export async function assertNothingWritten<T>(db: Db, work: () => Promise<T>, options: UnchangedOptions = {}): Promise<T> {
  const before = await fingerprint(db, options);
  const result = await work();
  const after = await fingerprint(db, options);
  const changed = changedTables(before, after);
  assert.equal(changed.length, 0, `a refused call wrote to: ${changed.join(', ')}`);
  return result;
}
