/**
 * A transaction PostgreSQL ends for a deadlock (40P01) or a serialisation failure (40001) runs again
 * (db/afterCommit.ts trackTransactions): it wrote nothing, and the count triggers (0028, 0032) lock a
 * row per list until commit, so two writers may meet in opposite orders. Its after-commit hooks are
 * those of the run that committed. Other errors are not run again, nor is a savepoint alone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { afterCommit, TRANSACTION_ATTEMPTS, transactionRetries } from '../src/db/afterCommit.js';
import { freshDb, type TestDb } from './helpers.js';

let t: TestDb;
before(async () => { t = await freshDb(); });
after(async () => { await t.close(); });

const ended = (code: string) => Object.assign(new Error(`ended: ${code}`), { code });

describe('a transaction ended by the database', () => {
  it('runs again after a deadlock, its hooks once, those of the ended run never', async () => {
    const hooks: number[] = [];
    let runs = 0;
    const value = await t.database.db.transaction(async (tx) => {
      runs++;
      const run = runs;
      afterCommit(tx, () => { hooks.push(run); });
      if (run === 1) throw ended('40P01');
      return 'done';
    });
    assert.equal(value, 'done');
    assert.equal(runs, 2);
    assert.deepEqual(hooks, [2]);
  });

  it("gives up after TRANSACTION_ATTEMPTS runs, with the database's error", async () => {
    let runs = 0;
    await assert.rejects(t.database.db.transaction(async () => { runs++; throw ended('40001'); }), /ended: 40001/);
    assert.equal(runs, TRANSACTION_ATTEMPTS);
  });

  it('does not run another error again; a deadlock in a savepoint runs its whole transaction again', async () => {
    let runs = 0;
    await assert.rejects(t.database.db.transaction(async () => { runs++; throw ended('23505'); }), /23505/);
    assert.equal(runs, 1);
    let inner = 0;
    await assert.rejects(t.database.db.transaction(async (tx) => {
      await tx.transaction(async () => { inner++; throw ended('40P01'); });
    }));
    // the savepoint's error ends its transaction too, which runs again as a whole
    assert.equal(inner, TRANSACTION_ATTEMPTS);
  });

  it('two transactions locking in opposite orders on PostgreSQL: one is ended and runs again, both commit', {
    skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL',
  }, async () => {
    const retried = transactionRetries.count;
    let arrived = 0;
    let release!: () => void;
    const bothIn = new Promise<void>((resolve) => { release = resolve; });
    const meet = () => { if (++arrived === 2) release(); return bothIn; };
    const runs = { a: 0, b: 0 };
    const lockBoth = (name: 'a' | 'b', first: number, second: number) => t.database.db.transaction(async (tx) => {
      runs[name]++;
      await tx.execute(sql`select pg_advisory_xact_lock(${first})`);
      if (runs[name] === 1) await meet();
      await tx.execute(sql`select pg_advisory_xact_lock(${second})`);
      return name;
    });
    assert.deepEqual(await Promise.all([lockBoth('a', 91_001, 91_002), lockBoth('b', 91_002, 91_001)]), ['a', 'b']);
    assert.equal(runs.a + runs.b, 3, 'one of them ran twice');
    assert.equal(transactionRetries.count, retried + 1);
  });
});
