/**
 * The demo's smart site (seed/demoSmartSite.ts, with SEED_DEMO_TASKS): cameras of every section
 * with one offline, sensors with a day of readings whose alarms reached the safety officers, and
 * the simulator moving the readings on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageReceivers, messages, sensorAlarms, sensorReadings } from '../src/db/schema.js';
import { SIMULATOR_JOB } from '../src/domains/smartsite/index.js';
import { DEMO_SENSORS } from '../src/seed/demoSmartSite.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';

/** Thursday 15 May 2025, 16:00 China time: the afternoon's dust and noise peaks are behind. */
const NOW = Date.UTC(2025, 4, 15, 8, 0);

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(NOW);

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
});
after(async () => { await app.close(); await t.close(); });

describe('demo smart site', () => {
  it('has cameras of every section, one offline, and the sensors with a day of readings', async () => {
    const token = await tokenOf(app, 'yezhu');
    const sites = (await call(app, { method: 'GET', url: '/api/video/Cameras', headers: { authorization: token } })).data as Array<{ cameras: Array<{ online: boolean }> }>;
    assert.equal(sites.length, 3);
    assert.deepEqual([sites.flatMap((s) => s.cameras).length, sites.flatMap((s) => s.cameras).filter((c) => !c.online).length], [6, 1]);
    const sensors = (await call(app, { method: 'GET', url: '/api/smartsite/Sensors', headers: { authorization: token } })).data as Array<{ online: boolean }>;
    assert.equal(sensors.length, DEMO_SENSORS.length);
    assert.ok(sensors.every((s) => s.online));
    const [{ n }] = await t.database.db.select({ n: count() }).from(sensorReadings);
    assert.ok(n > 24 * 2 * DEMO_SENSORS.length, `${n} readings`);
  });

  it('raised and cleared alarms in the day, sent to the section\'s safety officer', async () => {
    const alarms = await t.database.db.select().from(sensorAlarms);
    assert.ok(alarms.length > 0, 'the afternoon peaks crossed a threshold');
    assert.ok(alarms.some((a) => a.clearedAt !== null));
    const sent = await t.database.db.select({ userId: messageReceivers.userId }).from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId)).where(like(messages.title, '【告警】%'));
    assert.ok(sent.length > 0);
    assert.ok(sent.every((m) => ['u_anquan', 'u_anquan2', 'u_anquan3'].includes(m.userId)));
  });

  it('the simulator adds a reading of every demo sensor each round', async () => {
    const before = (await t.database.db.select({ n: count() }).from(sensorReadings))[0].n;
    clock.advance(60_000);
    assert.equal(await app.timers.run(SIMULATOR_JOB), DEMO_SENSORS.length);
    const added = (await t.database.db.select({ n: count() }).from(sensorReadings))[0].n - before;
    assert.equal(added, 2 + 1 + 3 + 3 + 2 + 1 + 1, 'one per metric of each sensor');
  });
});
