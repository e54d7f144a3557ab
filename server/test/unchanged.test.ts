import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { seededDb, type TestDb } from './helpers.js';
import { assertNothingWritten, SIGN_IN_COUNTER } from './unchanged.js';

let t: TestDb;
before(async () => { t = await seededDb(); });
after(() => t.close());

describe('assertNothingWritten', () => {
  it('passes when nothing changed and returns what the work returned', async () => {
    const n = await assertNothingWritten(t.database.db, async () => (await t.database.db.select().from(users)).length);
    assert.ok(n > 0);
  });

  it('fails naming the table a write changed, whichever row it was', async () => {
    await assert.rejects(
      assertNothingWritten(t.database.db, () => t.database.db.update(users).set({ realName: '改过' }).where(eq(users.account, 'jianli'))),
      (err: Error) => err.message.includes('a refused call wrote to: users'),
    );
  });

  it('ignores the tables it is told a refusal may write', async () => {
    await assertNothingWritten(t.database.db,
      () => t.database.db.update(users).set({ realName: '又改过' }).where(eq(users.account, 'jianli')), { ignore: ['users'] });
  });

  it('lets through only the columns it is told a refusal may change', async () => {
    const db = t.database.db;
    await assertNothingWritten(db, () => db.update(users).set({ loginFailures: 3 }).where(eq(users.account, 'jianli')), { exceptColumns: SIGN_IN_COUNTER });
    await assert.rejects(
      assertNothingWritten(db, () => db.update(users).set({ loginFailures: 4, realName: '又改' }).where(eq(users.account, 'jianli')), { exceptColumns: SIGN_IN_COUNTER }),
      (err: Error) => err.message.includes('a refused call wrote to: users'),
    );
  });
});
