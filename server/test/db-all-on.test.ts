/**
 * allOn (db/afterCommit.ts): independent reads at once through the pool, one after another in a
 * transaction, whose one connection takes one query at a time (node-postgres queues the others and
 * warns; pg 9 will refuse them).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/index.js';
import { allOn } from '../src/db/afterCommit.js';
import { freshDb, type TestDb } from './helpers.js';

let t: TestDb;
before(async () => { t = await freshDb(); });
after(async () => { await t.close(); });

/** Three reads that each say when they began and ended, in the order they ran. */
async function overlapOf(db: Db): Promise<{ values: number[], most: number }> {
  let running = 0;
  let most = 0;
  const read = (n: number) => async () => {
    running++;
    most = Math.max(most, running);
    // a tick first, so that reads started together are under way together
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await db.execute(sql`select ${n}::int as n`);
    running--;
    return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n);
  };
  const values = await allOn<[number, number, number]>(db, [read(1), read(2), read(3)]);
  return { values, most };
}

describe('allOn', () => {
  it('runs the reads together outside a transaction', async () => {
    assert.deepEqual(await overlapOf(t.database.db), { values: [1, 2, 3], most: 3 });
  });

  it('runs them one after another in a transaction and in its savepoints, each answer in its place', async () => {
    await t.database.db.transaction(async (tx) => {
      assert.deepEqual(await overlapOf(tx as unknown as Db), { values: [1, 2, 3], most: 1 });
      await tx.transaction(async (sp) => {
        assert.deepEqual(await overlapOf(sp as unknown as Db), { values: [1, 2, 3], most: 1 });
      });
    });
  });
});
