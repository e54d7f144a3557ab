/**
 * The demo's field service (seed/demoAttendance.ts) on whatever day the server starts: the
 * supervisor finds one day of field punches waiting for him, from the last working day, and three
 * decided before it. Seeded on each day of one week; a Monday used to find none (every field day
 * fell on a Sunday, when no one punches).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { attendancePunches } from '../src/db/schema.js';
import { seedDemoAttendance } from '../src/seed/demoAttendance.js';
import { seededDb, type TestDb } from './helpers.js';

const DAY = 86_400_000;
const CN = 8 * 3_600_000;
// Monday 30 November 2026, 10:00 in China
const MONDAY = Date.parse('2026-11-30T10:00:00+08:00');
const chinaDay = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10);

let t: TestDb;
before(async () => { t = await seededDb(); });
after(async () => { await t?.close(); });

class RolledBack extends Error {}

describe('demo field service', () => {
  for (let i = 0; i < 7; i += 1) {
    const now = MONDAY + i * DAY;
    const weekday = new Date(now + CN).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' });
    it(`seeded on a ${weekday}: the last working day's field punches wait for review, three days before are decided`, async () => {
      let rows: Array<{ punchedAt: Date, reviewState: string }> = [];
      await t.database.db.transaction(async (tx) => {
        await seedDemoAttendance({ db: tx, now: () => new Date(now) });
        rows = await tx.select({ punchedAt: attendancePunches.punchedAt, reviewState: attendancePunches.reviewState })
          .from(attendancePunches).where(eq(attendancePunches.fieldService, true)).orderBy(asc(attendancePunches.punchedAt));
        throw new RolledBack();
      }).catch((err: unknown) => { if (!(err instanceof RolledBack)) throw err; });

      const yesterday = now - DAY;
      const lastWorkday = new Date(yesterday + CN).getUTCDay() === 0 ? yesterday - DAY : yesterday;
      const days = [...new Set(rows.map((r) => `${chinaDay(+r.punchedAt)} ${r.reviewState}`))];
      assert.deepEqual(days, [
        `${chinaDay(lastWorkday - 21 * DAY)} approved`, `${chinaDay(lastWorkday - 14 * DAY)} rejected`,
        `${chinaDay(lastWorkday - 7 * DAY)} approved`, `${chinaDay(lastWorkday)} pending`,
      ]);
      assert.equal(rows.length % 8, 0, 'each field worker punched in and out on each of the four days');
      assert.ok(rows.every((r) => new Date(+r.punchedAt + CN).getUTCDay() !== 0), 'no field punch on a Sunday');
    });
  }
});
