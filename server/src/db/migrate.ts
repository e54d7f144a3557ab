import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './index.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `0001_init.sql`, `0002_x.sql`, ... in order. */
export function listMigrations(dir = MIGRATIONS_DIR): { name: string; file: string }[] {
  return fs.readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, file: path.join(dir, name) }));
}

/** Applies pending migrations, each in its own transaction. Returns the names applied. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.withMigrationLock(async (client, inTransaction) => {
    await client.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const { name, file } of listMigrations(dir)) {
      if (done.has(name)) continue;
      const script = fs.readFileSync(file, 'utf8');
      await inTransaction(async (tx) => {
        await tx.exec(script);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      });
      applied.push(name);
    }
    return applied;
  });
}
