import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openDb } from '../src/db/index.js';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../src/db/migrate.js';
import * as schema from '../src/db/schema.js';
import { users } from '../src/db/schema.js';
import { users as seedUsers } from '../src/seed/data/index.js';
import { isEmpty, seedAdminOnly, seedDemo } from '../src/seed/index.js';
import { freshDb, seededDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('migrate', () => {
  it('applies every migration once; a second run is a no-op', async () => {
    const t = await freshDb();
    try {
      const names = listMigrations().map((m) => m.name);
      assert.deepEqual(await migrate(t.database), names);
      assert.deepEqual(await migrate(t.database), []);
    } finally {
      await t.close();
    }
  });

  it('matches the drizzle schema: the same tables, every column selectable', async () => {
    const t = await seededDb();
    try {
      const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
      const inDb = await t.database.withMigrationLock((c) => c.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'"));
      assert.deepEqual(tables.map(getTableName).sort(), inDb.map((r) => r.name).sort());
      for (const table of tables) {
        await assert.doesNotReject(t.database.db.select().from(table).limit(1), getTableName(table));
      }
    } finally {
      await t.close();
    }
  });

  it('rolls a failing migration back entirely', async () => {
    const t = await freshDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-migrations-'));
    try {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, '0001_init.sql'), path.join(dir, '0001_init.sql'));
      fs.writeFileSync(path.join(dir, '0002_broken.sql'), 'CREATE TABLE half_done (id int);\nSELECT no_such_column FROM users;\n');
      // the first run applies 0001 and fails on 0002; the second fails on 0002 alone and must leave no trace
      await assert.rejects(migrate(t.database, dir));
      await assertNothingWritten(t.database.db, () => assert.rejects(migrate(t.database, dir)));
      const exec = (sql: string) => t.database.withMigrationLock((c) => c.query<{ n: number }>(sql));
      assert.deepEqual((await exec("SELECT count(*)::int AS n FROM schema_migrations WHERE name = '0002_broken.sql'"))[0].n, 0);
      assert.deepEqual((await exec("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'"))[0].n, 0);
      fs.rmSync(path.join(dir, '0002_broken.sql'))
      assert.deepEqual(await migrate(t.database, dir), [], 'the good one stays applied');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  });

  it('keeps the data across a restart', async () => {
    const t = await seededDb();
    try {
      await t.database.close();
      const reopened = await openDb(t.config);
      t.database = reopened;
      assert.deepEqual(await migrate(reopened), []);
      const [row] = await reopened.db.select({ n: count() }).from(users);
      assert.equal(row.n, seedUsers.length);
      assert.equal(typeof row.n, 'number');
    } finally {
      await t.close();
    }
  });

  it('lets several instances migrate one PostgreSQL at once', { skip: !onPostgres && 'needs TEST_DATABASE_URL' }, async () => {
    const t = await freshDb();
    const others = await Promise.all([openDb(t.config), openDb(t.config)]);
    try {
      const results = await Promise.all([t.database, ...others].map((d) => migrate(d)));
      assert.deepEqual(results.flat(), listMigrations().map((m) => m.name));
    } finally {
      await Promise.all(others.map((d) => d.close()));
      await t.close();
    }
  });

  it('refuses to open a PGlite folder that is already open', async () => {
    const t = await freshDb({ embedded: true });
    try {
      await assert.rejects(openDb(t.config), /already open|in use/);
    } finally {
      await t.close();
    }
  });
});

describe('seed', () => {
  it('loads the demo into an empty database only', async () => {
    const t = await freshDb();
    try {
      await migrate(t.database);
      assert.equal(await isEmpty(t.database.db), true);
      assert.equal(await seedDemo(t.database.db), true);
      assert.equal(await seedDemo(t.database.db), false);
      assert.equal(await seedAdminOnly(t.database.db, 'x'), false);
      const [row] = await t.database.db.select({ n: count() }).from(users);
      assert.equal(row.n, seedUsers.length);
    } finally {
      await t.close();
    }
  });

  it('creates only an administrator when the demo is off', async () => {
    const t = await freshDb();
    try {
      await migrate(t.database);
      assert.equal(await seedAdminOnly(t.database.db, 'Str0ng!pass'), true);
      const rows = await t.database.db.select({ account: users.account, isAdmin: users.isAdmin }).from(users);
      assert.deepEqual(rows, [{ account: 'admin', isAdmin: true }]);
    } finally {
      await t.close();
    }
  });
});
