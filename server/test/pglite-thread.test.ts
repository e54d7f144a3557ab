/**
 * The embedded database on its own thread (db/pgliteThread.ts): drizzle reads and writes through
 * it as through PGlite itself (values of every kind the server stores, transactions that commit,
 * roll back and nest, PostgreSQL's errors with their code), and the server's event loop keeps
 * turning while a long statement runs, which is why it is there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDb, type Database } from '../src/db/index.js';

let dir: string;
let database: Database;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-thread-'));
  database = await openDb({ databaseUrl: '', dataDir: dir, pgliteThread: true });
  await database.db.execute(sql`create table t (id int primary key, at timestamptz, doc jsonb, bytes bytea, big int8, flag boolean)`);
});
after(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('reads back what it stores, of every kind', async () => {
    await database.db.execute(sql`insert into t values (1, ${'2026-11-29T08:00:00.123Z'}, ${JSON.stringify({ a: [1, '二'] })}, ${new Uint8Array([0, 255, 7])}, 9007199254740993, true)`);
    const [row] = await rows<{ id: number, at: string, doc: unknown, bytes: Uint8Array, big: unknown, flag: boolean }>(sql`select * from t where id = 1`);
    assert.equal(row.id, 1);
    assert.equal(typeof row.at, 'string', 'dates stay text, as drizzle asks');
    assert.equal(new Date(row.at).toISOString(), '2026-11-29T08:00:00.123Z');
    assert.deepEqual(row.doc, { a: [1, '二'] });
    assert.deepEqual([...row.bytes], [0, 255, 7]);
    assert.equal(BigInt(row.big as bigint), 9007199254740993n);
    assert.equal(row.flag, true);
  });

  it('commits, rolls back and nests transactions as drizzle asks', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (10)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into t (id) values (11)`);
      });
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into t (id) values (12)`);
        throw new Error('inner rolled back');
      }).catch(() => undefined);
    });
    await assert.rejects(database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (13)`);
      throw new Error('outer rolled back');
    }), /outer rolled back/);
    assert.deepEqual((await rows<{ id: number }>(sql`select id from t where id >= 10 order by id`)).map((r) => r.id), [10, 11]);
  });

  it('reports PostgreSQL errors with their code and constraint, and goes on', async () => {
    const err = await database.db.execute(sql`insert into t (id) values (1)`).then(() => null, (e: unknown) => e as Error & { cause?: Record<string, unknown> });
    assert.ok(err, 'a duplicate key is refused');
    const cause = (err.cause ?? err) as Record<string, unknown>;
    assert.equal(cause.code, '23505');
    assert.equal(cause.constraint, 't_pkey');
    assert.match(String(cause.message), /duplicate key/);
    assert.deepEqual(await rows(sql`select 1 as one`), [{ one: 1 }]);
  });

  it('keeps the event loop turning while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000) a, generate_series(1, 2) b where (a + b) % 7 = 0`);
    const took = performance.now() - started;
    clearInterval(timer);
    // on the server's thread a statement lets no timer fire until it ends
    assert.ok(took < 100 || ticks >= Math.min(5, took / 50), `${ticks} ticks in ${took.toFixed(0)} ms`);
  });

  it('refuses what is asked once closed, and reports a folder it cannot open without stopping the process', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-thread-'));
    try {
      const closed = await openDb({ databaseUrl: '', dataDir: other, pgliteThread: true });
      await closed.close();
      await assert.rejects(closed.db.execute(sql`select 1`), (e: Error) => /closed/.test(String((e.cause as Error | undefined)?.message)));
      await closed.close(); // twice is harmless
      fs.rmSync(path.join(other, 'pgdata'), { recursive: true, force: true });
      fs.writeFileSync(path.join(other, 'pgdata'), 'not a database folder');
      await assert.rejects(openDb({ databaseUrl: '', dataDir: other, pgliteThread: true }));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('dumps its data folder as a gzipped tar', async () => {
    const dump = await database.dump!();
    const tar = gunzipSync(Buffer.from(await dump.arrayBuffer()));
    assert.ok(tar.length > 1_000_000);
    assert.equal(tar.subarray(257, 262).toString(), 'ustar');
  });
});
