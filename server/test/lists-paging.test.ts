/**
 * Lists served by one statement each (the rule evaluated once per request, the total from the
 * same statement, keyset-capable paging) answer exactly what the plain queries they replace
 * answer: the same rows, in the same order, with the same totals, page by page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { contracts, userContracts, users } from '../src/db/schema.js';
import * as permissionRepo from '../src/domains/permission/repo.js';
import { seededDb, type TestDb } from './helpers.js';

let t: TestDb;
before(async () => { t = await seededDb(); });
after(async () => { await t.close(); });

describe('the IM contacts statement', () => {
  const db = () => t.database.db;

  async function sameAsTheRule(): Promise<void> {
    const orgs = new Map((await permissionRepo.listOrganizes(db())).map((o) => [o.id, o.fullName]));
    const people = await db().select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.enabled, true));
    assert.ok(people.length > 20);
    for (const viewer of people) {
      for (const keyword of [undefined, '张', 'an', '%', '_']) {
        const filter = { excludeId: viewer.id, keyword };
        const expected = (await permissionRepo.listUsers(db(), viewer, filter)).map((u) => ({
          id: u.id, account: u.account, realName: u.realName, headIcon: u.headIcon ?? '', department: orgs.get(u.organizeId ?? '') ?? '',
        }));
        const all = await permissionRepo.pageImUsers(db(), viewer, keyword, { offset: 0, limit: 500 });
        assert.deepEqual(all, { total: expected.length, list: expected }, `${viewer.id} ${keyword}`);
        if (keyword !== undefined) continue;
        for (let offset = 0; offset <= expected.length; offset += 7) {
          const page = await permissionRepo.pageImUsers(db(), viewer, keyword, { offset, limit: 7 });
          assert.deepEqual(page, { total: expected.length, list: expected.slice(offset, offset + 7) }, `${viewer.id} at ${offset}`);
        }
      }
    }
  }

  it('sees whom visibleUser sees, for every demo user, page by page, with keywords', async () => {
    await sameAsTheRule();
  });

  it('still does with project-wide staff (no section) and a disabled section', async () => {
    await db().delete(userContracts).where(eq(userContracts.userId, 'u_yezhu'));
    await sameAsTheRule();
    const [{ contractId }] = await db().select().from(userContracts).where(eq(userContracts.userId, 'u_shigong'));
    await db().update(contracts).set({ enabled: false }).where(eq(contracts.id, contractId));
    await sameAsTheRule();
  });
});
