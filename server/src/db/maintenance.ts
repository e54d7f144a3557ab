/**
 * What autovacuum does on PostgreSQL, for the embedded database. PGlite runs PostgreSQL in
 * single-user mode, where no autovacuum worker runs: its tables were never analyzed nor vacuumed.
 * The planner then keeps the statistics of the day a table was nearly empty. Measured on 20,000
 * hazard records: the register's page query sorted every visible row through the wrong index,
 * 41.7 ms, instead of reading 21 rows in order from the right one, 0.29 ms after an ANALYZE.
 * Dead rows of updated tables (todos, records) were never reclaimed either, and a table that only
 * grew was never vacuumed, so its visibility map stayed empty and every index-only scan read the
 * table too (a deep page of 100,000 hazard records: 10,204 heap fetches for 20 rows).
 *
 * So on PGlite the server looks, every interval, for the tables autovacuum would pick (its default
 * thresholds, read from pg_stat_user_tables), and vacuums or analyzes just those. One table at a
 * time, each a few to a few hundred ms on the one connection; nothing runs while nothing changed.
 * On PostgreSQL (DATABASE_URL) autovacuum itself does this, and none of it runs.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './index.js';

/** PostgreSQL's autovacuum defaults: base threshold and scale factor of the live rows. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
/** Since PostgreSQL 13 inserts alone start a vacuum too (autovacuum_vacuum_insert_threshold, _scale_factor). */
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;

export interface TableDue {
  table: string;
  vacuum: boolean;
}

/** The tables autovacuum would take now: vacuum (with analyze) for dead or inserted rows, analyze for changed ones. */
export async function tablesDue(db: Db): Promise<TableDue[]> {
  // constants, written into the statement (as parameters their types were not inferred)
  const result = await db.execute(sql.raw(`
    select relname as "table",
      (n_dead_tup > ${VACUUM_THRESHOLD} + ${VACUUM_SCALE} * n_live_tup
        or n_ins_since_vacuum > ${INSERT_THRESHOLD} + ${INSERT_SCALE} * n_live_tup) as vacuum,
      n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE} * n_live_tup as analyze
    from pg_stat_user_tables where schemaname = 'public'
    order by n_dead_tup + n_mod_since_analyze desc, relname`));
  const rows = (result as unknown as { rows: Array<{ table: string; vacuum: boolean; analyze: boolean }> }).rows;
  return rows.filter((r) => r.vacuum || r.analyze).map((r) => ({ table: r.table, vacuum: r.vacuum }));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One pass: every due table vacuumed or analyzed, one after the other. Answers what was done. */
export async function maintain(db: Db): Promise<TableDue[]> {
  const due = await tablesDue(db);
  for (const t of due) await db.execute(sql.raw(`${t.vacuum ? 'vacuum (analyze)' : 'analyze'} ${quoted(t.table)}`));
  return due;
}

export interface Maintenance {
  stop(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A pass now and then every `intervalMs`; a pass never overlaps the next. stop() waits for a
 * pass under way, so the database is closed after it.
 */
export function startMaintenance(db: Db, log: Log, intervalMs: number): Maintenance {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = (async () => {
      const started = Date.now();
      try {
        const done = await maintain(db);
        if (done.length) log.info({ tables: done.map((t) => `${t.vacuum ? 'vacuum' : 'analyze'} ${t.table}`), ms: Date.now() - started }, 'embedded database maintained');
      } catch (err) {
        log.warn({ err }, 'embedded database maintenance failed; tried again at the next interval');
      }
    })();
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => { void pass().then(next); }, intervalMs);
    timer.unref();
  };
  void pass().then(next);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
