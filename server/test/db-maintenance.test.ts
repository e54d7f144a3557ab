/**
 * The embedded database's autovacuum stand-in (db/maintenance.ts): a table that changed enough is
 * analyzed, one with enough dead rows vacuumed, nothing else touched, and the planner then reads
 * the statistics. Always on PGlite, where it runs (PostgreSQL has its own autovacuum).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDb, type Database } from '../src/db/index.js';
import { maintain, startMaintenance, tablesDue } from '../src/db/maintenance.js';

let database: Database;
let dir: string;

const rows = async <R>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
const stats = async (table: string) => (await rows<{ analyzed: boolean; dead: number; changed: number }>(sql`
  select last_analyze is not null as analyzed, n_dead_tup::int as dead, n_mod_since_analyze::int as changed
  from pg_stat_user_tables where relname = ${table}`))[0];

/** PostgreSQL publishes a transaction's table counts shortly after it ends: wait for them. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await delay(50);
  }
  assert.fail(`not seen within 5 s: ${what}`);
}

describe('embedded database maintenance', () => {
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-maint-'));
    database = await openDb({ databaseUrl: '', dataDir: dir });
    await database.db.execute(sql.raw('create table probe (id int primary key, kind int not null, at int not null)'));
    await database.db.execute(sql.raw('create index probe_kind_at on probe (kind, at)'));
    await database.db.execute(sql.raw('create table quiet (id int primary key)'));
    await database.db.execute(sql.raw('insert into quiet select g from generate_series(1, 10) g'));
  });
  after(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('vacuums and analyzes a table that grew past autovacuum\'s insert threshold: the planner knows its size, an index-only scan reads no table page', async () => {
    await database.db.execute(sql.raw('insert into probe select g, g % 2, g from generate_series(1, 20000) g'));
    await until(async () => (await stats('probe')).changed >= 20000, 'the inserts counted');
    // the statistics of an empty table: the planner guesses a handful of rows
    const guess = async () => Number(/rows=(\d+)/.exec((await rows<{ 'QUERY PLAN': string }>(sql`explain select * from probe where kind = 1`))[0]['QUERY PLAN'])![1]);
    assert.ok(await guess() < 5000, 'not analyzed yet');
    assert.deepEqual((await tablesDue(database.db)).filter((t) => t.table === 'probe'), [{ table: 'probe', vacuum: true }]);
    const done = await maintain(database.db);
    assert.deepEqual(done.map((t) => t.table), ['probe'], 'only the table that changed');
    assert.equal((await stats('probe')).analyzed, true);
    assert.equal((await stats('quiet')).analyzed, false, 'a table under the threshold is left alone');
    const rowsGuessed = await guess();
    assert.ok(rowsGuessed > 8000 && rowsGuessed < 12000, `the planner expects about 10,000 rows, not ${rowsGuessed}`);
    assert.deepEqual(await maintain(database.db), [], 'nothing changed since: nothing done');
    // the visibility map is set: a page of the index reads no row from the table
    const plan = (await rows<{ 'QUERY PLAN': string }>(sql`explain (analyze) select at from probe where kind = 1 order by at limit 20 offset 5000`)).map((r) => r['QUERY PLAN']).join('\n');
    assert.match(plan, /Index Only Scan/);
    assert.match(plan, /Heap Fetches: 0\b/);
  });

  it('vacuums a table with many dead rows', async () => {
    await database.db.execute(sql.raw('delete from probe where id <= 12000'));
    await until(async () => (await stats('probe')).dead >= 12000, 'the deletes counted');
    assert.deepEqual((await tablesDue(database.db)).filter((t) => t.table === 'probe'), [{ table: 'probe', vacuum: true }]);
    await maintain(database.db);
    await until(async () => (await stats('probe')).dead === 0, 'the dead rows reclaimed');
  });

  it('runs a pass at start and on its interval, and none after stop', async () => {
    // fewer inserts than vacuum's threshold (1,000 + 0.2 × 8,000 live rows), more than analyze's
    await database.db.execute(sql.raw('insert into probe select g, 3, g from generate_series(100001, 102000) g'));
    await until(async () => (await stats('probe')).changed >= 2000, 'the inserts counted');
    const logged: string[][] = [];
    const log = { info: (o: object) => logged.push((o as { tables: string[] }).tables), warn: () => assert.fail('no failure expected') };
    const m = startMaintenance(database.db, log, 100);
    await until(async () => logged.length > 0, 'a pass at start');
    assert.deepEqual(logged[0], ['analyze probe']);
    await database.db.execute(sql.raw('insert into probe select g, 4, g from generate_series(200001, 203000) g'));
    await until(async () => logged.length > 1, 'a pass on the interval');
    assert.deepEqual(logged[1], ['vacuum probe'], '5,000 inserts since the last vacuum, past 1,000 + 0.2 × 10,000');
    await m.stop();
    const count = logged.length;
    await database.db.execute(sql.raw('insert into probe select g, 5, g from generate_series(300001, 303000) g'));
    await delay(300);
    assert.equal(logged.length, count, 'no pass after stop');
  });
});
