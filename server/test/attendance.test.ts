/**
 * Attendance (issue 14 part 1) through the real app: fences checked at their boundary, the shift's
 * rules at their edges, a month of punches summed against hand-computed figures, a punch sent twice
 * by the outbox kept once, an offline punch counted at the device's time, field service approved by
 * a supervisor, others' records refused, bad input refused with nothing written, and clock-in by
 * face against an enrolment with the face model the server ships.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import destination from '@turf/destination';
import { point } from '@turf/helpers';
import jpeg from 'jpeg-js';
import { attendancePunches } from '../src/db/schema.js';
import { decodeImage, FACE_MATCH_THRESHOLD, facesOf, type Rgb } from '../src/domains/attendance/face.js';
import { distanceToFence, place, type FenceGeometry } from '../src/domains/attendance/geo.js';
import { judgeDay, type ShiftRule } from '../src/domains/attendance/rules.js';
import { addFence, addShift, MSG } from '../src/domains/attendance/service.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { PROJECT_ID, CONTRACT_1, CONTRACT_2 } from '../src/seed/data/project.js';
import { buildTestApp, call, multipart, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const A = '/api/Attendance';
const CN = 8 * 3_600_000;
/** An instant given in China time: '2026-11-02 08:40'. */
const cn = (s: string): number => Date.parse(`${s.replace(' ', 'T')}:00Z`) - CN;
const clock = testClock(cn('2026-11-02 07:00'));
let t: TestDb;
let app: FastifyInstance;
const signedIn = new Map<string, { token: string, at: number }>();

/** The account's token, signed in again once the test clock has moved on (sessions expire on it). */
async function tokenFor(account: string): Promise<string> {
  const had = signedIn.get(account);
  if (had && +clock.now() - had.at < 30 * 60_000 && +clock.now() >= had.at) return had.token;
  const token = await tokenOf(app, account);
  signedIn.set(account, { token, at: +clock.now() });
  return token;
}

// SG01's site: a circle of 200 m; SG02's: a square of about 1.1 km
const SITE1: [number, number] = [118.8, 32.05];
const SQUARE: Array<[number, number]> = [[118.9, 32.1], [118.91, 32.1], [118.91, 32.11], [118.9, 32.11], [118.9, 32.1]];
const far = (): [number, number] => [SITE1[0], SITE1[1] + 0.01];

const send = async (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: await tokenFor(account) }, ...(payload === undefined ? {} : { payload: payload as object }) });

const ok = async (account: string, method: string, url: string, payload?: unknown) => {
  const res = await send(account, method, url, payload);
  assert.equal(res.code, 200, `${account} ${method} ${url}: ${res.msg}`);
  return res.data;
};

async function refused(account: string, method: string, url: string, payload: unknown, msg: string) {
  await tokenFor(account); // signed in before: a sign-in is a write
  await assertNothingWritten(t.database.db, async () => {
    const res = await send(account, method, url, payload);
    assert.equal(res.code, 400, `${account} ${method} ${url}: ${res.code} ${res.msg}`);
    assert.equal(res.msg, msg);
  });
}

let keySeq = 0;
const body = (at: [number, number], extra: Record<string, unknown> = {}) => ({
  clientKey: `test-key-${++keySeq}-${Date.now()}`, deviceTime: +clock.now(), longitude: at[0], latitude: at[1], accuracy: 15, ...extra,
});

/** A punch by `account` at China time `when`, at `at`. */
async function punchAt(account: string, when: string, at: [number, number] = SITE1, url = 'Punch', extra: Record<string, unknown> = {}) {
  clock.advance(cn(when) - +clock.now());
  return ok(account, 'POST', `${A}/${url}`, body(at, extra));
}

async function upload(account: string, bytes: Buffer, name = 'photo.jpg'): Promise<string> {
  const form = multipart([{ name: 'file', filename: name, data: bytes, type: 'image/jpeg' }]);
  const res = await call(app, { method: 'POST', url: '/api/file/Uploader/annexpic', payload: form.payload, headers: { ...form.headers, authorization: await tokenFor(account) } });
  assert.equal(res.code, 200, res.msg);
  return res.data.url;
}

const toJpeg = (img: Rgb): Buffer => {
  const rgba = new Uint8Array(img.width * img.height * 4);
  for (let i = 0; i < img.width * img.height; i += 1) { rgba.set(img.data.subarray(i * 3, i * 3 + 3), i * 4); rgba[i * 4 + 3] = 255; }
  return Buffer.from(jpeg.encode({ width: img.width, height: img.height, data: rgba }, 90).data);
};
function crop(img: Rgb, x: number, y: number, w: number, h: number): Rgb {
  x = Math.max(0, Math.round(x)); y = Math.max(0, Math.round(y));
  w = Math.min(img.width - x, Math.round(w)); h = Math.min(img.height - y, Math.round(h));
  const data = new Uint8Array(w * h * 3);
  for (let r = 0; r < h; r += 1) data.set(img.data.subarray(((y + r) * img.width + x) * 3, ((y + r) * img.width + x + w) * 3), r * w * 3);
  return { width: w, height: h, data };
}

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  const db = t.database.db;
  await addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_1, name: 'SG01项目部', shape: 'circle', centerLng: SITE1[0], centerLat: SITE1[1], radiusM: 200, ring: null });
  await addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_2, name: 'SG02拌合站', shape: 'polygon', centerLng: null, centerLat: null, radiusM: null, ring: SQUARE });
  // SG01: 08:30 to 17:30, 10 minutes' grace, Monday to Friday
  await addShift(db, { projectId: PROJECT_ID, contractId: CONTRACT_1, name: 'SG01标白班', startMinute: 8 * 60 + 30, endMinute: 17 * 60 + 30, graceMinutes: 10, workdays: [1, 2, 3, 4, 5] });
});
after(async () => {
  await app?.close();
  await t?.close();
});

describe('fences', () => {
  const circle: FenceGeometry = { id: 'c', name: '圆', shape: 'circle', centerLng: SITE1[0], centerLat: SITE1[1], radiusM: 200, ring: null };
  const square: FenceGeometry = { id: 'p', name: '方', shape: 'polygon', centerLng: null, centerLat: null, radiusM: null, ring: SQUARE };
  const north = (from: [number, number], metres: number): [number, number] =>
    destination(point(from), metres, 0, { units: 'meters' }).geometry.coordinates as [number, number];

  it('a circle: 199.5 m from its centre is inside, 200.5 m is outside by half a metre', () => {
    assert.equal(distanceToFence(circle, ...north(SITE1, 199.5)), 0);
    const d = distanceToFence(circle, ...north(SITE1, 200.5));
    assert.ok(Math.abs(d - 0.5) < 0.05, `distance ${d}`);
  });

  it('a polygon: just inside its north edge is inside, 30 m beyond it is 30 m away', () => {
    const edge: [number, number] = [118.905, 32.11];
    assert.equal(distanceToFence(square, ...north(edge, -0.5)), 0);
    const d = distanceToFence(square, ...north(edge, 30));
    assert.ok(Math.abs(d - 30) < 0.1, `distance ${d}`);
  });

  it('the nearest fence is named when outside every one', () => {
    const at = place([circle, square], ...north(SITE1, 500));
    assert.deepEqual({ ...at, distanceM: Math.round(at.distanceM!) }, { fenceId: 'c', fenceName: '圆', inside: false, distanceM: 300 });
  });

  it('GET Where answers for the caller\'s own sections only: SG02\'s square is not xubin\'s', async () => {
    const inSquare = await ok('xubin', 'GET', `${A}/Where?longitude=118.905&latitude=32.105`);
    assert.equal(inSquare.inside, false);
    assert.equal(inSquare.fenceName, 'SG01项目部');
    const atSite = await ok('xubin', 'GET', `${A}/Where?longitude=${SITE1[0]}&latitude=${SITE1[1]}`);
    assert.deepEqual(atSite, { fenceId: atSite.fenceId, fenceName: 'SG01项目部', inside: true, distanceM: 0 });
  });
});

describe('shift rules at their edges', () => {
  const shift: ShiftRule = { startMinute: 8 * 60 + 30, endMinute: 17 * 60 + 30, graceMinutes: 10, workdays: [1, 2, 3, 4, 5] };
  const p = (s: string) => ({ punchedAt: new Date(cn(s)), inside: true, fieldService: false, reviewState: 'none' });
  const late = new Date(cn('2026-11-10 12:00'));
  it('arriving at the end of the grace is on time; one minute later is late', () => {
    assert.deepEqual(judgeDay('2026-11-02', shift, [p('2026-11-02 08:40'), p('2026-11-02 17:30')], late).flags, ['normal']);
    assert.deepEqual(judgeDay('2026-11-02', shift, [p('2026-11-02 08:41'), p('2026-11-02 17:30')], late).flags, ['late']);
  });
  it('leaving one minute before the end is early; a single punch is missing the other', () => {
    assert.deepEqual(judgeDay('2026-11-02', shift, [p('2026-11-02 08:30'), p('2026-11-02 17:29')], late).flags, ['early']);
    assert.deepEqual(judgeDay('2026-11-02', shift, [p('2026-11-02 08:30')], late).flags, ['missing']);
  });
  it('today is not missing before the end of the shift; a weekend without punches is nothing', () => {
    const noon = new Date(cn('2026-11-02 12:00'));
    assert.deepEqual(judgeDay('2026-11-02', shift, [p('2026-11-02 08:30')], noon), { date: '2026-11-02', workday: true, open: true, flags: [], arrival: new Date(cn('2026-11-02 08:30')), departure: null });
    assert.deepEqual(judgeDay('2026-11-07', shift, [], late).flags, []);
  });
});

describe('a month of punches', () => {
  it('is summed as computed by hand, for the worker and within his manager\'s statistics', async () => {
    // Mon 2: 08:40 → 17:30 on time (the grace's last minute); Tue 3: 08:41 late by one minute;
    // Wed 4: 17:29 early by one; Thu 5: only the morning punch; Fri 6: one punch outside the fence
    await punchAt('xubin', '2026-11-02 08:40');
    await punchAt('xubin', '2026-11-02 17:30');
    await punchAt('xubin', '2026-11-03 08:41');
    await punchAt('xubin', '2026-11-03 17:35');
    await punchAt('xubin', '2026-11-04 08:00');
    await punchAt('xubin', '2026-11-04 17:29');
    await punchAt('xubin', '2026-11-05 08:20');
    await punchAt('xubin', '2026-11-06 09:00', far());
    clock.advance(cn('2026-11-07 12:00') - +clock.now());

    const mine = await ok('xubin', 'GET', `${A}/MyMonth?month=2026-11`);
    // five workdays over (Sat 7 is none), four with a counted punch
    assert.deepEqual(mine.summary, { workdays: 5, attendanceDays: 4, normal: 1, late: 1, early: 1, missing: 2, outside: 1, fieldService: 0 });
    assert.deepEqual(mine.days.map((d: { date: string, flags: string[] }) => [d.date.slice(8), d.flags.join()]),
      [['01', ''], ['02', 'normal'], ['03', 'late'], ['04', 'early'], ['05', 'missing'], ['06', 'outside,missing'], ['07', '']]);

    const team = await ok('shigong', 'GET', `${A}/Statistics?month=2026-11`);
    const xubin = team.people.find((p: { userName: string }) => p.userName === '徐斌');
    assert.deepEqual({ ...xubin, userId: undefined, unitName: undefined }, { userId: undefined, userName: '徐斌', unitName: undefined, workdays: 5, attendanceDays: 4, normal: 1, late: 1, early: 1, missing: 2, outside: 1, fieldService: 0 });
  });

  it('another section\'s manager and a worker with only his own scope do not see it', async () => {
    const other = await ok('gaofeng', 'GET', `${A}/Statistics?month=2026-11`);
    assert.equal(other.people.some((p: { userName: string }) => p.userName === '徐斌'), false);
    const self = await ok('anquan', 'GET', `${A}/Statistics?month=2026-11`);
    assert.deepEqual(self.people.map((p: { userName: string }) => p.userName).filter((n: string) => n === '徐斌'), []);
    const records = await ok('anquan', 'GET', `${A}/Record?month=2026-11`);
    assert.deepEqual(records.list, []);
  });

  it('someone else\'s punch is refused, and nothing is written', async () => {
    const [row] = await t.database.db.select().from(attendancePunches).where(eq(attendancePunches.userId, 'u_sgy1')).limit(1);
    await refused('anquan', 'GET', `${A}/Punch/${row.id}`, undefined, MSG.punchMissing);
    await refused('luoyong', 'GET', `${A}/Punch/${row.id}`, undefined, MSG.punchMissing);
    // his own manager may
    assert.equal((await ok('shigong', 'GET', `${A}/Punch/${row.id}`)).userName, '徐斌');
  });
});

describe('the outbox and offline punches', () => {
  it('a punch sent twice with its key is kept once', async () => {
    clock.advance(cn('2026-11-09 08:25') - +clock.now());
    const b = body(SITE1);
    const first = await ok('anquan', 'POST', `${A}/Punch`, b);
    clock.advance(60_000);
    const again = await ok('anquan', 'POST', `${A}/Punch`, b);
    assert.equal(again.id, first.id);
    const rows = await t.database.db.select().from(attendancePunches).where(eq(attendancePunches.clientKey, b.clientKey));
    assert.equal(rows.length, 1);
  });

  it('a punch made offline counts at the device\'s time and says it was offline', async () => {
    clock.advance(cn('2026-11-09 12:00') - +clock.now());
    const made = cn('2026-11-09 08:28');
    const p = await ok('shiyan', 'POST', `${A}/Punch`, body(SITE1, { deviceTime: made, offline: true }));
    assert.equal(p.offline, true);
    assert.equal(p.punchedAt, made);
    assert.equal(p.inside, true);
  });
});

describe('field service', () => {
  let id = '';
  it('outside the fence with a photo and work content waits for a supervisor, who approves it', async () => {
    clock.advance(cn('2026-11-10 08:35') - +clock.now());
    const photo = await upload('xubin', toJpeg({ width: 16, height: 16, data: new Uint8Array(16 * 16 * 3).fill(128) }));
    const p = await ok('xubin', 'POST', `${A}/FieldPunch`, body(far(), { photo, workContent: 'K12+300 涵洞测量放样', address: 'K12+300' }));
    assert.deepEqual([p.fieldService, p.inside, p.reviewState, p.distanceM > 900], [true, false, 'pending', true]);
    id = p.id;
    const pending = await ok('jianli', 'GET', `${A}/Review?state=pending`);
    assert.ok(pending.list.some((r: { id: string }) => r.id === id));
    await refused('xubin', 'POST', `${A}/Punch/${id}/Review`, { approve: true }, MSG.ownReview);
    await refused('anquan', 'POST', `${A}/Punch/${id}/Review`, { approve: true }, NOT_GRANTED);
    await refused('jianli', 'POST', `${A}/Punch/${id}/Review`, { approve: false, remark: '' }, MSG.remark);
    const done = await ok('jianli', 'POST', `${A}/Punch/${id}/Review`, { approve: true });
    assert.deepEqual([done.reviewState, done.reviewerName], ['approved', '李明']);
    await refused('zongjian', 'POST', `${A}/Punch/${id}/Review`, { approve: false, remark: '重复' }, MSG.notPending);
  });

  it('counts as field service, not as outside', async () => {
    await punchAt('xubin', '2026-11-10 17:40', far(), 'FieldPunch', { photo: (await ok('xubin', 'GET', `${A}/Punch/${id}`)).photo, workContent: '收工' });
    const [second] = await t.database.db.select().from(attendancePunches).where(eq(attendancePunches.reviewState, 'pending'));
    await ok('zongjian', 'POST', `${A}/Punch/${second.id}/Review`, { approve: true });
    clock.advance(cn('2026-11-10 20:00') - +clock.now());
    const day = (await ok('xubin', 'GET', `${A}/MyMonth?month=2026-11`)).days.find((d: { date: string }) => d.date === '2026-11-10');
    assert.deepEqual(day.flags, ['normal', 'fieldService']);
  });
});

describe('bad input is refused with nothing written', () => {
  it('coordinates, accuracy, key, the device clock, a field punch without photo or content', async () => {
    await refused('xubin', 'POST', `${A}/Punch`, body([200, 32]), MSG.badPoint);
    await refused('xubin', 'POST', `${A}/Punch`, body(SITE1, { accuracy: -1 }), MSG.badAccuracy);
    await refused('xubin', 'POST', `${A}/Punch`, body(SITE1, { clientKey: 'x' }), MSG.badKey);
    await refused('xubin', 'POST', `${A}/Punch`, body(SITE1, { deviceTime: +clock.now() + 3_600_000 }), MSG.deviceFuture);
    await refused('xubin', 'POST', `${A}/Punch`, body(SITE1, { deviceTime: +clock.now() - 8 * 86_400_000, offline: true }), MSG.deviceOld);
    await refused('xubin', 'POST', `${A}/FieldPunch`, body(far(), { workContent: '测量' }), MSG.photoRequired);
    await refused('xubin', 'POST', `${A}/FieldPunch`, body(far(), { photo: '/api/file/Image/annexpic/nope.jpg', workContent: '测量' }), MSG.photoBad);
    await refused('xubin', 'GET', `${A}/MyMonth?month=2026-13`, undefined, MSG.month);
  });
  it('without the tile\'s grant', async () => {
    await refused('shiyan', 'GET', `${A}/Review`, undefined, NOT_GRANTED);
    await refused('jianli', 'POST', `${A}/People`, { userId: 'u_sgy1', idCard: '320102199001011234', team: '测量班', facePhoto: '/api/file/Image/annexpic/x.jpg' }, NOT_GRANTED);
  });
});

describe('clock-in by face', () => {
  const root = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')));
  let faceA: Buffer;
  let faceA2: Buffer;
  let faceB: Buffer;
  before(async () => {
    const img = decodeImage(fs.readFileSync(path.join(root, 'assets', 'samples.jpg')))!;
    const found = (await facesOf(img)).filter((f) => f.score > 0.8);
    assert.ok(found.length >= 2, 'two faces in the sample picture');
    const around = (f: typeof found[number], m: number, dx = 0) => crop(img, f.box[0] - f.box[2] * m + f.box[2] * dx, f.box[1] - f.box[3] * m, f.box[2] * (1 + 2 * m), f.box[3] * (1 + 2 * m));
    faceA = toJpeg(around(found[0], 0.4));
    faceA2 = toJpeg(around(found[0], 0.3, 0.05));
    faceB = toJpeg(around(found[1], 0.4));
  });

  it('enrols a worker with his face, matches his next photo, refuses another face and one not enrolled', async () => {
    clock.advance(cn('2026-11-11 08:20') - +clock.now());
    const enrolPhoto = await upload('shigong', faceA);
    await refused('shigong', 'POST', `${A}/People`, { userId: 'u_sgy1', idCard: '12345', team: '测量班', facePhoto: enrolPhoto }, MSG.idCard);
    await refused('shigong', 'POST', `${A}/People`, { userId: 'u_pm2', idCard: '320102199001011234', team: '测量班', facePhoto: enrolPhoto }, MSG.personMissing);
    const person = await ok('shigong', 'POST', `${A}/People`, { userId: 'u_sgy1', idCard: '320102199001011234', team: '测量班', workType: '测量工', facePhoto: enrolPhoto });
    assert.equal(person.realName, '徐斌');
    const p = await ok('xubin', 'POST', `${A}/FacePunch`, body(SITE1, { photo: await upload('xubin', faceA2) }));
    assert.equal(p.faceResult, 'match');
    assert.ok(p.faceSimilarity >= FACE_MATCH_THRESHOLD, `similarity ${p.faceSimilarity}`);
    await refused('anquan', 'POST', `${A}/FacePunch`, body(SITE1, { photo: await upload('anquan', faceA) }), MSG.faceNotEnrolled);
    // a photo without a face is refused, nothing written
    await refused('xubin', 'POST', `${A}/FacePunch`, body(SITE1, { photo: await upload('xubin', toJpeg({ width: 64, height: 64, data: new Uint8Array(64 * 64 * 3).fill(200) })) }), MSG.noFace);
    // another person's face, with the similarity measured for the threshold (0.63 between these two)
    await refused('xubin', 'POST', `${A}/FacePunch`, body(SITE1, { photo: await upload('xubin', faceB) }), MSG.faceMismatch);
  });
});
