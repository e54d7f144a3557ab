/**
 * Backups of what an installation keeps: its database and its uploaded files (DATA_DIR/files).
 * A backup is a folder:
 *
 *   manifest.json       what it holds (written last: a folder without it is not a backup)
 *   database.tar.gz     the embedded database's data folder (PGlite), or
 *   database.dump       pg_dump's custom format (with DATABASE_URL)
 *   files/              DATA_DIR/files as it was, same layout
 *
 * The database is taken first, at once and consistent (PGlite dumps its folder while no query
 * runs; pg_dump reads one snapshot), then the files are copied. An upload's bytes are written
 * before its row (domains/file/service.ts), and stored files are never changed, so every file a
 * record of the snapshot names is on disk by then and in the copy. Files uploaded during the copy
 * may come along too; no record of the backup names them.
 *
 * A restore goes onto a fresh installation only (an empty data folder, an empty database), so it
 * can never mix with or overwrite live data.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireLockFile } from '../db/lockFile.js';

export const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database.tar.gz';
const PG_DUMP = 'database.dump';
const FILES = 'files';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Uploaded files copied, and their bytes. */
  files: number;
  bytes: number;
}

export type BackupSource =
  | { kind: 'pglite'; dump: () => Promise<Blob> }
  | { kind: 'postgres'; url: string };

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; dataDir: string };

/** A folder name that sorts by time: siteflow-20261125-031500. */
export function backupName(at: Date): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `siteflow-${stamp}`;
}

/** Runs a PostgreSQL client tool; rejects with its own message when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (err) => reject(new Error(`${command}: ${err.message} (install the PostgreSQL client tools)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** Copies a folder tree file by file; counts what it copied. */
function copyTree(from: string, to: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  if (!fs.existsSync(from)) return total;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const sub = copyTree(source, target);
      total.files += sub.files;
      total.bytes += sub.bytes;
    } else if (entry.isFile()) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
      total.files++;
      total.bytes += fs.statSync(target).size;
    }
  }
  return total;
}

const isEmptyDir = (dir: string): boolean => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Writes a backup into `dir` (which must not exist yet). It is built under `<dir>.partial` and
 * renamed when complete, so an interrupted backup never looks like one.
 */
export async function writeBackup(dir: string, source: BackupSource, dataDir: string, now = new Date()): Promise<Manifest> {
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    if (source.kind === 'pglite') {
      const blob = await source.dump();
      fs.writeFileSync(path.join(partial, PGLITE_DUMP), Buffer.from(await blob.arrayBuffer()));
    } else {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(partial, PG_DUMP)}`, `--dbname=${source.url}`]);
    }
    const copied = copyTree(path.join(dataDir, FILES), path.join(partial, FILES));
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database: source.kind, ...copied };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, dir);
    return manifest;
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a complete backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** Restores the backup in `dir` onto a fresh installation; refuses before writing anything otherwise. */
export async function restoreBackup(dir: string, target: RestoreTarget): Promise<Manifest> {
  const manifest = readManifest(dir);
  if (manifest.database !== target.kind) {
    throw new Error(manifest.database === 'postgres'
      ? 'this backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into'
      : 'this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to a new folder');
  }
  const filesDir = path.join(target.dataDir, FILES);
  if (!isEmptyDir(filesDir)) throw new Error(`${filesDir} is not empty: restore onto a fresh DATA_DIR`);
  if (target.kind === 'pglite') {
    const pgdata = path.join(target.dataDir, 'pgdata');
    if (!isEmptyDir(pgdata)) throw new Error(`${pgdata} is not empty: restore onto a fresh DATA_DIR`);
    fs.mkdirSync(target.dataDir, { recursive: true });
    const release = acquireLockFile(path.join(target.dataDir, 'siteflow.lock'));
    try {
      const client = new PGlite(pgdata, { loadDataDir: new Blob([fs.readFileSync(path.join(dir, PGLITE_DUMP))]) });
      await client.waitReady;
      await client.close();
    } finally {
      release();
    }
  } else {
    if (await tablesIn(target.url)) throw new Error('the database of DATABASE_URL is not empty: restore into a new database');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, path.join(dir, PG_DUMP)]);
  }
  copyTree(path.join(dir, FILES), filesDir);
  return manifest;
}
