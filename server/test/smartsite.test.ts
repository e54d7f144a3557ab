/**
 * Cloud video and the smart site (issue 15) through the real app: the camera registry kept by an
 * administrator, refused bad input with nothing written, listed by the visibility rule; sensors
 * pushing readings with their own key, refused whole on a wrong key or a bad value; an alarm raised
 * past the threshold (and its message to the responsible user) and cleared when the reading
 * returns; the wisdomConstructionSite dashboard's figures against counts made by hand; the demo
 * cameras' streams.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageReceivers, messages, sensorAlarms, sensorReadings, siteSensors } from '../src/db/schema.js';
import { SIMULATOR_JOB } from '../src/domains/smartsite/index.js';
import { BAD_KEY } from '../src/domains/smartsite/service.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { CONTRACT_1, CONTRACT_2 } from '../src/seed/data/project.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wednesday 14 May 2025, 10:00 China time. */
const START = Date.UTC(2025, 4, 14, 2, 0);

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(START);
const tokens: Record<string, string> = {};

const send = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload }) });
const push = (payload: object) => call(app, { method: 'POST', url: '/api/smartsite/Readings', payload });

const camera = (over: Record<string, unknown> = {}) => ({
  name: '2标 梁场大门', place: '2标预制梁场东门', contractId: CONTRACT_2, longitude: 118.85, latitude: 31.95,
  hlsUrl: '/api/video/Demo/gate/live.m3u8', snapshotUrl: '/api/video/Demo/gate/snapshot.png', online: true, ...over,
});

const cameraNames = async (account: string): Promise<string[]> => {
  const res = await send(account, 'GET', '/api/video/Cameras');
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  return (res.data as Array<{ cameras: Array<{ name: string }> }>).flatMap((s) => s.cameras.map((c) => c.name));
};

async function addSensor(body: Record<string, unknown>): Promise<{ id: string; key: string }> {
  const res = await send('admin', 'POST', '/api/smartsite/Sensors', body);
  assert.equal(res.code, 200, res.msg);
  return res.data;
}

const received = async (userId: string, titlePart: string) => (await t.database.db.select({ title: messages.title }).from(messageReceivers)
  .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
  .where(and(eq(messageReceivers.userId, userId), like(messages.title, `%${titlePart}%`)))).map((m) => m.title);

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ['admin', 'yezhu', 'zongjian', 'shigong', 'norole']) tokens[a] = await tokenOf(app, a);
});
after(async () => { await app.close(); await t.close(); });

describe('camera registry', () => {
  it('an administrator registers a camera; the owner sees it by site, the contractor of another section does not', async () => {
    const res = await send('admin', 'POST', '/api/video/Cameras', camera());
    assert.equal(res.code, 200, res.msg);
    const sites = (await send('yezhu', 'GET', '/api/video/Cameras')).data as Array<{ siteName: string; cameras: Array<Record<string, unknown>> }>;
    const site = sites.find((s) => s.cameras.some((c) => c.id === res.data.id))!;
    assert.match(site.siteName, /第二合同段/);
    assert.deepEqual({ ...site.cameras[0], id: undefined }, {
      id: undefined, name: '2标 梁场大门', place: '2标预制梁场东门', longitude: 118.85, latitude: 31.95, contractId: CONTRACT_2,
      siteName: site.siteName, hlsUrl: '/api/video/Demo/gate/live.m3u8', flvUrl: '', snapshotUrl: '/api/video/Demo/gate/snapshot.png', online: true,
    });
    assert.deepEqual(await cameraNames('zongjian'), ['2标 梁场大门']);
    assert.deepEqual(await cameraNames('shigong'), [], 'shigong holds section 1 only');
    const none = await send('norole', 'GET', '/api/video/Cameras');
    assert.deepEqual([none.code, none.msg], [400, NOT_GRANTED]);
  });

  it('refuses bad cameras with the reason and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: '' }, /name 不能为空/],
      [{ name: '   ' }, /摄像头名称不能为空/],
      [{ hlsUrl: 'javascript:alert(1)' }, /HLS 地址必须是/],
      [{ latitude: 95 }, /latitude/],
      [{ latitude: null }, /经度和纬度需同时填写/],
      [{ contractId: 'ct_nowhere' }, /所选标段不属于当前项目/],
      [{ hlsUrl: '', flvUrl: '' }, /至少需要一个直播地址/],
    ];
    for (const [over, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await send('admin', 'POST', '/api/video/Cameras', camera(over));
        assert.equal(res.code, 400, JSON.stringify(over));
        assert.match(res.msg, msg);
      });
    }
  });

  it('only an administrator changes the registry', async () => {
    const id = (await send('admin', 'POST', '/api/video/Cameras', camera({ name: '1标 拌合站' , contractId: CONTRACT_1 }))).data.id as string;
    await assertNothingWritten(t.database.db, async () => {
      for (const [method, url, body] of [['POST', '/api/video/Cameras', camera()], ['PUT', `/api/video/Cameras/${id}`, camera({ online: false })], ['DELETE', `/api/video/Cameras/${id}`, undefined]] as const) {
        const res = await send('yezhu', method, url, body);
        assert.deepEqual([res.code, res.msg], [400, '只有管理员可以管理摄像头'], `${method} ${url}`);
      }
    });
    assert.equal((await send('admin', 'PUT', `/api/video/Cameras/${id}`, camera({ name: '1标 拌合站', contractId: CONTRACT_1, online: false }))).code, 200);
    assert.deepEqual(await cameraNames('shigong'), ['1标 拌合站']);
    assert.equal((await send('admin', 'DELETE', `/api/video/Cameras/${id}`)).code, 200);
    assert.deepEqual(await cameraNames('shigong'), []);
  });

  it('serves the demo cameras\' live playlist, segments and snapshot without a token', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/video/Demo/gate/live.m3u8' });
    assert.equal(list.statusCode, 200);
    assert.match(list.body, /#EXT-X-MEDIA-SEQUENCE:\d+/);
    assert.doesNotMatch(list.body, /#EXT-X-ENDLIST/, 'a live playlist has no end');
    const seg = list.body.trim().split('\n').at(-1)!;
    const ts = await app.inject({ method: 'GET', url: `/api/video/Demo/gate/${seg}` });
    assert.equal(ts.statusCode, 200);
    assert.equal(ts.rawPayload.length % 188, 0);
    assert.equal(ts.rawPayload[0], 0x47);
    const png = await app.inject({ method: 'GET', url: '/api/video/Demo/gate/snapshot.png' });
    assert.equal(png.headers['content-type'], 'image/png');
    const far = await app.inject({ method: 'GET', url: '/api/video/Demo/gate/99999999.ts' });
    assert.equal(far.json().code, 404, 'a segment far outside the live window is not made');
    assert.equal((await app.inject({ method: 'GET', url: '/api/video/Demo/nowhere/live.m3u8' })).json().code, 404);
  });
});

describe('sensor readings and alarms', () => {
  let dust: { id: string; key: string };

  before(async () => {
    dust = await addSensor({ name: '2标 梁场扬尘', kind: 'dust', place: '2标预制梁场', contractId: CONTRACT_2, responsible: ['u_zongjian'] });
  });

  it('keeps only the key\'s hash', async () => {
    const [row] = await t.database.db.select().from(siteSensors).where(eq(siteSensors.id, dust.id));
    assert.equal(row.keyHash.length, 64);
    assert.ok(!JSON.stringify(row).includes(dust.key));
  });

  it('refuses a wrong key, an unknown device and bad readings, and writes nothing', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ deviceId: dust.id, key: 'wrong', values: { pm25: 30 } }, new RegExp(BAD_KEY)],
      [{ deviceId: 'nosuchdevice', key: dust.key, values: { pm25: 30 } }, new RegExp(BAD_KEY)],
      [{ deviceId: dust.id, key: dust.key, values: {} }, /读数不能为空/],
      [{ deviceId: dust.id, key: dust.key, values: { pm25: 'high' } }, /PM2.5读数必须是数字/],
      [{ deviceId: dust.id, key: dust.key, values: { pm25: -3 } }, /超出量程/],
      [{ deviceId: dust.id, key: dust.key, values: { pm25: 30, noise: 60 } }, /扬尘监测设备不能上报 noise/],
      // a good value beside a bad one: refused whole
      [{ deviceId: dust.id, key: dust.key, values: { pm25: 30, pm10: 99999 } }, /PM10读数 99999 超出量程/],
      [{ deviceId: dust.id, values: { pm25: 30 } }, /key 不能为空/],
    ];
    for (const [body, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await push(body);
        assert.equal(res.code, 400, JSON.stringify(body));
        assert.match(res.msg, msg);
      });
    }
  });

  it('raises an alarm past the threshold, once, tells the responsible user, and clears it when the reading returns', async () => {
    const openAlarms = () => t.database.db.select().from(sensorAlarms).where(eq(sensorAlarms.sensorId, dust.id));
    assert.equal((await push({ deviceId: dust.id, key: dust.key, values: { pm25: 75, pm10: 80 } })).code, 200);
    assert.equal((await openAlarms()).length, 0, 'at the threshold is within it');
    clock.advance(MINUTE);
    const raised = await push({ deviceId: dust.id, key: dust.key, values: { pm25: 75.1, pm10: 80 } });
    assert.deepEqual([raised.code, raised.data], [200, { alarms: 1 }]);
    assert.deepEqual(await received('u_zongjian', 'PM2.5超限'), ['【告警】2标 梁场扬尘PM2.5超限']);
    clock.advance(MINUTE);
    assert.deepEqual((await push({ deviceId: dust.id, key: dust.key, values: { pm25: 120, pm10: 90 } })).data, { alarms: 0 }, 'still the same alarm');
    let rows = await openAlarms();
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].metric, rows[0].peak, rows[0].clearedAt], ['pm25', 120, null]);

    const yezhuOpen = (await send('yezhu', 'GET', '/api/smartsite/Alarms?filter=open')).data as Array<{ sensorName: string; label: string; peak: number }>;
    assert.deepEqual(yezhuOpen.map((a) => [a.sensorName, a.label, a.peak]), [['2标 梁场扬尘', 'PM2.5', 120]]);
    assert.deepEqual((await send('shigong', 'GET', '/api/smartsite/Alarms?filter=open')).data, [], 'another section\'s alarm');
    const sensors = (await send('yezhu', 'GET', '/api/smartsite/Sensors')).data as Array<{ id: string; online: boolean; values: Array<{ metric: string; value: number; alarming: boolean }> }>;
    const mine = sensors.find((s) => s.id === dust.id)!;
    assert.equal(mine.online, true);
    assert.deepEqual(mine.values.map((v) => [v.metric, v.value, v.alarming]), [['pm25', 120, true], ['pm10', 90, false]]);

    clock.advance(MINUTE);
    assert.deepEqual((await push({ deviceId: dust.id, key: dust.key, values: { pm25: 60 } })).data, { alarms: 1 });
    rows = await openAlarms();
    assert.equal(rows[0].clearedAt?.getTime(), clock.now().getTime());
    assert.deepEqual(await received('u_zongjian', '恢复正常'), ['【解除】2标 梁场扬尘PM2.5恢复正常']);
    assert.deepEqual((await send('yezhu', 'GET', '/api/smartsite/Alarms?filter=open')).data, []);
  });

  it('answers a sensor\'s 24 hours by half hour, to those who see it', async () => {
    const res = await send('yezhu', 'GET', `/api/smartsite/Sensors/${dust.id}/Series?metric=pm25`);
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data.points.map((p: { v: number }) => p.v), [82.5], 'the mean of this half hour: (75 + 75.1 + 120 + 60) / 4');
    const hidden = await send('shigong', 'GET', `/api/smartsite/Sensors/${dust.id}/Series?metric=pm25`);
    assert.deepEqual([hidden.code, hidden.msg], [400, '传感器不存在或无权查看']);
    assert.equal((await send('yezhu', 'GET', `/api/smartsite/Sensors/${dust.id}/Series?metric=noise`)).code, 400);
  });

  it('registers sensors by an administrator only, with a known kind and responsible people', async () => {
    await assertNothingWritten(t.database.db, async () => {
      assert.equal((await send('yezhu', 'POST', '/api/smartsite/Sensors', { name: 'x', kind: 'dust', responsible: ['u_yezhu'] })).msg, '只有管理员可以登记传感器');
      assert.match((await send('admin', 'POST', '/api/smartsite/Sensors', { name: 'x', kind: 'radar', responsible: ['u_yezhu'] })).msg, /设备类型无效/);
      assert.equal((await send('admin', 'POST', '/api/smartsite/Sensors', { name: 'x', kind: 'dust', responsible: ['u_nobody'] })).msg, '请选择有效的告警负责人');
    });
  });

  it('has no simulated sensor without the demo: the simulator round writes nothing', async () => {
    await assertNothingWritten(t.database.db, async () => {
      assert.equal(await app.timers.run(SIMULATOR_JOB), 0);
    });
  });
});

describe('wisdomConstructionSite dashboard', () => {
  it('counts sensors, cameras online and today\'s alarms within the caller\'s grant', async () => {
    // by hand: cameras so far: '2标 梁场大门' (online; section 2). Add one offline in section 2, one online in section 1.
    assert.equal((await send('admin', 'POST', '/api/video/Cameras', camera({ name: '2标 隧道口', online: false, hlsUrl: '' , flvUrl: 'http://cam.example/2.flv' }))).code, 200);
    assert.equal((await send('admin', 'POST', '/api/video/Cameras', camera({ name: '1标 拌合站', contractId: CONTRACT_1 }))).code, 200);
    // sensors: the dust sensor (section 2, read a minute ago), a noise sensor (section 1) never read
    const noise = await addSensor({ name: '1标 噪声', kind: 'noise', contractId: CONTRACT_1, responsible: ['u_shigong'] });
    // an alarm raised yesterday and still open (section 1), and today's one of the dust sensor (cleared)
    clock.advance(START - 20 * HOUR - clock.now().getTime());
    assert.equal((await push({ deviceId: noise.id, key: noise.key, values: { noise: 85 } })).code, 200);
    clock.advance(START + 10 * MINUTE - clock.now().getTime());
    const expectOwner = { sensors: { total: 2, online: 1 }, cameras: { total: 3, online: 2 }, alarms: { today: 1, open: 1 } };
    assert.deepEqual((await send('yezhu', 'GET', '/api/smartsite/Dashboard')).data, expectOwner);
    assert.deepEqual((await send('zongjian', 'GET', '/api/smartsite/Dashboard')).data, expectOwner);
    const refused = await send('shigong', 'GET', '/api/smartsite/Dashboard');
    assert.deepEqual([refused.code, refused.msg], [400, NOT_GRANTED], 'shigong holds no dashboard tile');
    // the lists behind the figures agree with them
    assert.equal(((await send('yezhu', 'GET', '/api/smartsite/Alarms?filter=today')).data as unknown[]).length, 1);
    assert.equal(((await send('yezhu', 'GET', '/api/smartsite/Alarms?filter=open')).data as unknown[]).length, 1);
    // readings of the noise sensor yesterday are its own
    assert.equal((await t.database.db.select().from(sensorReadings).where(eq(sensorReadings.sensorId, noise.id))).length, 1);
  });
});
