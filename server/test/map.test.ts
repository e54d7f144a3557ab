/**
 * The project on a map (/api/map/View): the project's shapes, key inspection points and open
 * hazards, each layer within the visibility rule of what it shows; and the check-in at a key
 * inspection point (/api/map/KeyPoints/:id/CheckIn), measured on the server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { onlineRecords } from '../src/db/schema.js';
import { moduleIdOf } from '../src/catalog/index.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { distance } from '../src/domains/map/geo.js';
import type { LngLat, MapView } from '../../types/api/map.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { insertFence } from '../src/domains/attendance/repo.js';
import { PROJECT_ID } from '../src/seed/data/project.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const VIEW = '/api/map/View';
const DAY = 86_400_000;
const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
const view = async (account: string, layers?: string): Promise<MapView> => {
  const res = await send(account, 'GET', layers ? `${VIEW}?layers=${layers}` : VIEW);
  assert.equal(res.code, 200, res.msg);
  return res.data;
};
const layer = (v: MapView, key: string) => v.layers.find((l) => l.key === key);
const names = (v: MapView, key: string) => layer(v, key)?.features.map((f) => f.name).sort();
const place = ([lng, lat]: LngLat, name = '') => JSON.stringify({ lng, lat, name, address: '', fullAddress: '' });

/** 2#墩 of 秦淮河大桥, and a point 60 m north of it. */
const PIER: LngLat = [118.969, 32.0365];
const NEAR: LngLat = [118.969, 32.0365 + 60 / 111_320];
const checkIns = () => t.database.db.select().from(onlineRecords).where(eq(onlineRecords.moduleId, moduleIdOf('keyInspectionCheckin')));

let pointSg1 = '';
let pointSg2 = '';

async function keyPoint(account: string, pointName: string, contract: string, at: LngLat, radius = 100): Promise<string> {
  const res = await send(account, 'POST', `${OD}/keyInspections`, {
    data: JSON.stringify({ pointName, contractName: contract, location: place(at, pointName), radius, inspectContent: '检查支架', photos: [] }),
  });
  assert.equal(res.code, 200, res.msg);
  const [row] = await t.database.db.select({ id: onlineRecords.id }).from(onlineRecords)
    .where(and(eq(onlineRecords.moduleId, moduleIdOf('keyInspections')), sql`${onlineRecords.data} ->> 'pointName' = ${pointName}`));
  return row.id;
}

async function hazard(account: string, title: string, contract: string, o: { gps?: LngLat, location: string }) {
  const res = await send(account, 'POST', `${OD}/hazardInvestigat`, {
    data: JSON.stringify({
      title, hazardCategory: 'fall', hazardLevel: '2', contractName: contract, location: o.location, description: '临边未防护',
      photos: [await uploadAs(app, tokens[account])], rectifyDeadline: Date.now() + 3 * DAY, ...(o.gps ? { gpsLocation: place(o.gps) } : {}),
    }),
  });
  assert.equal(res.code, 200, `${account} ${title}: ${res.msg}`);
}

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'jianli', 'anquan', 'luoyong', 'shigong', 'shiyan']) tokens[account] = await tokenOf(app, account);
  pointSg1 = await keyPoint('jianli', '2#墩高支模', 'ct_sg01', PIER, 100);
  pointSg2 = await keyPoint('jianli', '架桥机', 'ct_sg02', [119.2, 31.976], 200);
  await hazard('anquan', '2#墩临边防护缺失', 'ct_sg01', { gps: NEAR, location: '2#墩承台' });
  await hazard('anquan', '便道边坡滑塌', 'ct_sg01', { location: 'K12+400 左侧便道' });
  await hazard('luoyong', '架桥机限位失效', 'ct_sg02', { gps: [119.2, 31.976], location: '句容河特大桥' });
});

after(async () => {
  await app.close();
  await t.close();
});

describe('the map', () => {
  it('draws the demo project: its alignment, three sections and its sites, with a tap-through to each site', async () => {
    const v = await view('jianli');
    // jianli clocks in (fences) but holds no grant of the smart site (cameras): that layer is left out
    assert.deepEqual(v.layers.map((l) => l.key), ['sections', 'alignment', 'sites', 'keyPoints', 'hazards', 'fences']);
    assert.equal(v.tileUrl, '');
    assert.deepEqual(names(v, 'sections'), ['第一合同段', '第三合同段', '第二合同段']);
    const [line] = layer(v, 'alignment')!.features;
    assert.equal(line.geometry.type, 'LineString');
    // the seeded route is about as long as its mileage (K0+000 ~ K52+860)
    const coords = line.geometry.coordinates as LngLat[];
    const length = coords.slice(1).reduce((n, p, i) => n + distance(coords[i], p), 0);
    assert.ok(Math.abs(length - 52_860) < 3_000, `alignment ${Math.round(length)} m`);
    const sites = layer(v, 'sites')!.features;
    assert.equal(sites.length, 6);
    const plant = sites.find((s) => s.name === '1# 拌合站')!;
    assert.equal(plant.link?.path, 'pages/system/openLocation/index');
    assert.equal(plant.link?.query.name, '1# 拌合站');
  });

  it('shows open hazards where they were reported, or by the mileage their place names', async () => {
    const hazards = layer(await view('jianli', 'hazards'), 'hazards')!.features;
    assert.deepEqual(hazards.map((h) => h.name).sort(), ['2#墩临边防护缺失', '便道边坡滑塌', '架桥机限位失效']);
    const fixed = hazards.find((h) => h.name === '2#墩临边防护缺失')!;
    assert.deepEqual(fixed.geometry.coordinates, NEAR);
    assert.equal(fixed.link?.path, 'pages/apply/rectificationAddDetail/index');
    const byMileage = hazards.find((h) => h.name === '便道边坡滑塌')!;
    assert.match(byMileage.detail, /按桩号定位/);
    // K12+400 of a 52.86 km line running east from 118.905
    const [lng] = byMileage.geometry.coordinates as LngLat;
    assert.ok(lng > 119.0 && lng < 119.1, `K12+400 at ${lng}`);
  });

  it('shows each user only what they may see: another section\'s hazards and points are not theirs', async () => {
    const sg2 = await view('luoyong');
    assert.deepEqual(names(sg2, 'hazards'), ['架桥机限位失效']);
    const sg1 = await view('shigong');
    assert.deepEqual(names(sg1, 'keyPoints'), ['2#墩高支模']);
    // the section switcher narrows the project's shapes too
    assert.equal((await send('shigong', 'GET', '/api/oauth/contract-data/ct_sg01')).code, 200);
    const narrowed = await view('shigong', 'sections,sites');
    assert.deepEqual(names(narrowed, 'sections'), ['第一合同段']);
    assert.deepEqual(names(narrowed, 'sites'), ['1# 拌合站', '秦淮河大桥施工区', '项目经理部驻地']);
  });

  it('leaves out a layer the user holds no grant of, rather than refusing the map', async () => {
    const v = await view('shiyan');
    assert.equal(layer(v, 'keyPoints'), undefined);
    assert.ok(layer(v, 'alignment'));
  });

  it('draws the attendance fences, a circle as its ring, and the site cameras of those granted them', async () => {
    await insertFence(t.database.db, { id: 'fence_map', projectId: PROJECT_ID, contractId: 'ct_sg01', name: '秦淮河大桥工区', shape: 'circle', centerLng: PIER[0], centerLat: PIER[1], radiusM: 300 });
    const made = await send('admin', 'POST', '/api/video/Cameras', { name: '2#墩塔吊', place: '秦淮河大桥', contractId: 'ct_sg01', longitude: PIER[0], latitude: PIER[1], hlsUrl: '/api/video/Demo/crane/live.m3u8', online: true });
    assert.equal(made.code, 200, made.msg);
    const fences = layer((await view('jianli')), 'fences')!.features;
    const ring = fences.find((f) => f.id === 'fence_map')!.geometry.coordinates as LngLat[][];
    assert.ok(ring[0].length > 40, 'the circle drawn as a ring');
    for (const p of ring[0]) assert.ok(Math.abs(distance(PIER, p) - 300) < 3, `each point of the ring ${Math.round(distance(PIER, p))} m from the centre`);
    const shigong = await view('shigong');
    assert.deepEqual(layer(shigong, 'cameras')!.features.map((c) => [c.name, c.link?.path]), [['2#墩塔吊', 'pages/apply/cloudVideo/player']]);
  });

  it('refuses a layer it does not have', async () => {
    const res = await send('jianli', 'GET', `${VIEW}?layers=sections,drones`);
    assert.equal(res.code, 400);
    assert.equal(res.msg, '没有名为 drones 的图层');
  });

  it('draws over tiles when a tile URL is configured', async () => {
    const tiled = await buildTestApp(t, { mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    try {
      const res = await call(tiled, { method: 'GET', url: `${VIEW}?layers=alignment`, headers: { authorization: tokens.jianli } });
      assert.equal(res.data.tileUrl, 'https://tiles.example.com/{z}/{x}/{y}.png');
    } finally {
      await tiled.close();
    }
  });
});

describe('checking in at a key inspection point', () => {
  const url = (id: string) => `/api/map/KeyPoints/${id}/CheckIn`;

  it('records a check-in made within the radius, with the distance measured on the server', async () => {
    const res = await send('jianli', 'POST', url(pointSg1), { latitude: NEAR[1], longitude: NEAR[0], accuracy: 15, note: '支架完好' });
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.data.radius, 100);
    assert.ok(Math.abs(res.data.distance - 60) <= 1, `distance ${res.data.distance}`);
    const [row] = (await checkIns()).filter((r) => r.id === res.data.id);
    assert.equal(row.data.point, pointSg1);
    assert.equal(row.data.distance, res.data.distance);
    assert.equal(row.data.note, '支架完好');
    assert.equal(row.creatorUserId, 'u_jianli');
  });

  it('counts the edge of the radius in, and a metre beyond it out', async () => {
    const inside: LngLat = [PIER[0], PIER[1] + 99.5 / 111_195];
    const outside: LngLat = [PIER[0], PIER[1] + 101.5 / 111_195];
    assert.equal((await send('jianli', 'POST', url(pointSg1), { latitude: inside[1], longitude: inside[0] })).code, 200);
    const res = await assertNothingWritten(t.database.db, () => send('jianli', 'POST', url(pointSg1), { latitude: outside[1], longitude: outside[0] }));
    assert.equal(res.code, 400);
    assert.equal(res.msg, '您距巡查点约 102 米，需到达 100 米范围内才能签到');
  });

  it('refuses a fix too coarse for the radius, and says so', async () => {
    const res = await assertNothingWritten(t.database.db, () => send('jianli', 'POST', url(pointSg1), { latitude: PIER[1], longitude: PIER[0], accuracy: 350 }));
    assert.equal(res.code, 400);
    assert.match(res.msg, /定位精度约 350 米，超过签到半径 100 米/);
  });

  it('refuses coordinates that are no place, writing nothing', async () => {
    for (const body of [{ latitude: 95, longitude: 118 }, { latitude: 32, longitude: -181 }]) {
      const res = await assertNothingWritten(t.database.db, () => send('jianli', 'POST', url(pointSg1), body));
      assert.equal(res.code, 400);
      assert.equal(res.msg, '签到位置的经纬度不正确');
    }
    const missing = await assertNothingWritten(t.database.db, () => send('jianli', 'POST', url(pointSg1), { note: 'x' }));
    assert.equal(missing.code, 400);
  });

  it('refuses a point of another section, and a user without the module', async () => {
    const other = await assertNothingWritten(t.database.db, () => send('shigong', 'POST', url(pointSg2), { latitude: 31.976, longitude: 119.2 }));
    assert.equal(other.code, 400);
    assert.equal(other.msg, '记录不存在或已删除');
    const none = await assertNothingWritten(t.database.db, () => send('shiyan', 'POST', url(pointSg1), { latitude: PIER[1], longitude: PIER[0] }));
    assert.equal(none.code, 400);
    assert.equal(none.msg, NOT_GRANTED);
  });
});
