import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startPgliteThread, type PgliteThread } from './pgliteThread.js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.js';
import { trackTransactions } from './afterCommit.js';
import { acquireLockFile } from './lockFile.js';
import { preparingPglite, preparingPool } from './preparing.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one drizzle interface the domains use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A connection for migration scripts (multi-statement SQL). */
export interface ScriptClient {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /**
   * Runs fn on one connection that holds the migration lock: pg_advisory_lock on PostgreSQL,
   * the data-folder lock (held for the life of the process) on PGlite.
   */
  withMigrationLock<T>(fn: (client: ScriptClient, inTransaction: <U>(work: (tx: ScriptClient) => Promise<U>) => Promise<U>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: the data folder as a gzipped tar, taken while no query runs, so it is consistent
   * (backup/backup.ts). PostgreSQL is backed up with pg_dump instead.
   */
  dump?(): Promise<Blob>;
}

/** Any 64-bit key; the same for every SiteFlow instance sharing a database. */
const MIGRATION_LOCK_KEY = 7_316_550_301;
const INT8_OID = 20;

export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'preparedStatements' | 'pgliteThread'>>): Promise<Database> {
  const prepare = config.preparedStatements !== false;
  return config.databaseUrl ? openPostgres(config.databaseUrl, prepare) : openPglite(config.dataDir, prepare, config.pgliteThread !== false);
}

async function openPglite(dataDir: string, prepare: boolean, thread: boolean): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLockFile(path.join(dataDir, 'siteflow.lock'));
  try {
    // on its own thread (pgliteThread.ts) unless PGLITE_THREAD=0
    const client: PgliteThread = thread
      ? await startPgliteThread(path.join(dataDir, 'pgdata'), prepare)
      : await inProcess(path.join(dataDir, 'pgdata'), prepare);
    const asScript = (c: Pick<PgliteThread, 'exec' | 'query'>): ScriptClient => ({
      exec: async (script) => { await c.exec(script); },
      query: async <R>(text: string, params?: unknown[]) => (await c.query<R>(text, params)).rows,
    });
    return {
      kind: 'pglite',
      db: trackTransactions(drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db),
      withMigrationLock: (fn) => fn(asScript(client), (work) => client.transaction((tx) => work(asScript(tx)))),
      dump: () => client.dumpDataDir('gzip'),
      close: async () => {
        try { await client.close(); } finally { release(); }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** PGlite on the server's thread (PGLITE_THREAD=0), seen through the same part of its client. */
async function inProcess(dir: string, prepare: boolean): Promise<PgliteThread> {
  const client = new PGlite(dir);
  await client.waitReady;
  return (prepare ? preparingPglite(client) : client) as unknown as PgliteThread;
}

async function openPostgres(connectionString: string, prepare: boolean): Promise<Database> {
  // drizzle passes its own parsers for dates and falls back to pg's global ones: make counts numbers
  pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    db: trackTransactions(drizzlePg({ client: prepare ? preparingPool(pool) : pool, schema }) as unknown as Db),
    async withMigrationLock(fn) {
      const conn = await pool.connect();
      const script: ScriptClient = {
        exec: async (text) => { await conn.query(text); },
        query: async <R>(text: string, params?: unknown[]) => (await conn.query(text, params)).rows as R[],
      };
      const inTransaction = async <U>(work: (tx: ScriptClient) => Promise<U>): Promise<U> => {
        await conn.query('BEGIN');
        try {
          const result = await work(script);
          await conn.query('COMMIT');
          return result;
        } catch (err) {
          await conn.query('ROLLBACK');
          throw err;
        }
      };
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await fn(script, inTransaction);
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Whether the database answers a query (the health endpoint). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
