/**
 * The demo's rebar counts (seed/demoRebar.ts, with SEED_DEMO_TASKS and the server's files): three
 * generated bundle photos counted through the rebar service on section 1's rebar receipts, one of
 * them corrected by taps; the photos open, and the counts show on their receipts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { migrate } from '../src/db/migrate.js';
import { rebarCounts } from '../src/db/schema.js';
import { seedDemo } from '../src/seed/index.js';
import { buildTestApp, call, freshDb, testClock, tokenOf, type TestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(Date.UTC(2026, 2, 10, 2));

before(async () => {
  t = await freshDb();
  await migrate(t.database);
  assert.equal(await seedDemo(t.database.db, { tasks: true, now: clock.now, dataDir: t.config.dataDir }), true);
  app = await buildTestApp(t, {}, clock.now);
});
after(async () => {
  await app?.close();
  await t?.close();
});

describe('demo rebar counts', () => {
  it('counts three rebar receipts of section 1 from their photos, one corrected, newest first', async () => {
    const rows = await t.database.db.select().from(rebarCounts);
    assert.equal(rows.length, 3);
    const edited = rows.filter((r) => r.count !== r.machineCount || JSON.stringify(r.marks) !== JSON.stringify(r.machineMarks));
    assert.equal(edited.length, 1);
    assert.equal(edited[0].count, edited[0].machineCount);
    assert.ok(rows.every((r) => r.machineCount > 50 && r.contractId === 'ct_sg01'));

    const token = await tokenOf(app, 'shigong');
    const recent = await call(app, { method: 'GET', url: '/api/rebar/Records', headers: { authorization: token } });
    assert.deepEqual(recent.data.map((r: { receiptName: string }) => r.receiptName), [
      'HRB400E 热轧带肋钢筋 Φ25 · NG2405-1187', 'HRB400E 热轧带肋钢筋 Φ16 · SG2410-2217', 'HRB400E 热轧带肋钢筋 Φ25 · NG2410-0832',
    ]);
    const photo = await app.inject({ method: 'GET', url: recent.data[0].photoUrl });
    assert.deepEqual([photo.statusCode, photo.headers['content-type']], [200, 'image/jpeg']);
    const onReceipt = await call(app, { method: 'GET', url: `/api/rebar/Records?receiptId=${recent.data[1].receiptId}`, headers: { authorization: await tokenOf(app, 'jianli') } });
    assert.deepEqual(onReceipt.data.map((r: { id: string }) => r.id), [recent.data[1].id]);
  });
});
