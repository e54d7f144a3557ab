/**
 * Attendance of the demo project (with SEED_DEMO_TASKS): fences around the sections' sites, the
 * shifts, and the last month of punches of six people of SG01 and SG02, made through the
 * attendance service on a seeding clock moved to each punch's time, so every one is placed and
 * judged as a real one would be.
 *
 * Per person and workday, drawn from a fixed sequence: mostly on time, some late or leaving early,
 * some days with the evening punch missing, a day absent, a punch outside the fence; 徐斌 and 杨帆
 * also go out on field service (photos stamped as the app would, approved or rejected by 李明, the
 * latest still waiting), and one of 黄磊's punches was made offline and sent later.
 */
import type { Db } from '../db/index.js';
import { imageUrl } from '../domains/file/service.js';
import * as service from '../domains/attendance/service.js';
import { chinaDate } from '../domains/attendance/rules.js';
import { CONTRACT_1, CONTRACT_2, CONTRACT_3, PROJECT_ID } from './data/project.js';
import { users } from './data/users.js';
import { demoFile, insertDemoFiles, type DemoFile } from './demoFiles.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CN = 8 * 60 * MINUTE;

/** The demo's sites (near Nanjing, WGS-84). */
export const DEMO_SITES = {
  sg01: { lng: 118.7791, lat: 32.0415 },
  sg01Yard: [[118.7712, 32.0468], [118.7748, 32.0468], [118.7748, 32.0442], [118.7712, 32.0442], [118.7712, 32.0468]] as Array<[number, number]>,
  sg02: { lng: 118.8623, lat: 31.9854 },
  sg03: { lng: 118.9518, lat: 31.9207 },
} as const;

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

function callerOf(account: string): service.Caller {
  const u = users.find((x) => x.account === account);
  if (!u) throw new Error(`demo attendance: no account ${account}`);
  return { id: u.id, isAdmin: false, projectId: PROJECT_ID, contractId: u.contractIds.length === 1 ? u.contractIds[0] : null, allContracts: u.contractIds.length > 1 };
}

/** A point `metres` north-east of a site (about). */
const near = (site: { lng: number, lat: number }, metres: number): [number, number] =>
  [site.lng + metres / 111_320 / Math.cos((site.lat * Math.PI) / 180) * 0.7, site.lat + metres / 111_320 * 0.7];

/**
 * Weeks before the last working day that field-service people went out, and what the supervisor
 * decided (null: not yet). Counted from the last working day, so that on a Monday the one waiting
 * is Saturday's, not a Sunday's (no one works on Sunday, and the day would be skipped).
 */
const FIELD_WEEKS = new Map<number, boolean | null>([[3, true], [2, false], [1, true], [0, null]]);

const PEOPLE = [
  { account: 'xubin', site: DEMO_SITES.sg01, field: true },
  { account: 'chengang', site: DEMO_SITES.sg01, field: false },
  { account: 'anquan', site: DEMO_SITES.sg01, field: false },
  { account: 'shiyan', site: DEMO_SITES.sg01, field: true },
  { account: 'gaofeng', site: DEMO_SITES.sg02, field: false },
  { account: 'songjia', site: DEMO_SITES.sg02, field: false },
];

export async function seedDemoAttendance({ db, now }: { db: Db, now: () => Date }): Promise<{ files: DemoFile[] }> {
  await service.addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_1, name: 'SG01项目部', shape: 'circle', centerLng: DEMO_SITES.sg01.lng, centerLat: DEMO_SITES.sg01.lat, radiusM: 300, ring: null });
  await service.addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_1, name: 'SG01钢筋加工场', shape: 'polygon', centerLng: null, centerLat: null, radiusM: null, ring: DEMO_SITES.sg01Yard });
  await service.addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_2, name: 'SG02拌合站', shape: 'circle', centerLng: DEMO_SITES.sg02.lng, centerLat: DEMO_SITES.sg02.lat, radiusM: 250, ring: null });
  await service.addFence(db, { projectId: PROJECT_ID, contractId: CONTRACT_3, name: 'SG03项目部', shape: 'circle', centerLng: DEMO_SITES.sg03.lng, centerLat: DEMO_SITES.sg03.lat, radiusM: 300, ring: null });
  await service.addShift(db, { projectId: PROJECT_ID, contractId: null, name: '项目白班', startMinute: 8 * 60, endMinute: 18 * 60, graceMinutes: 10, workdays: [1, 2, 3, 4, 5, 6] });
  await service.addShift(db, { projectId: PROJECT_ID, contractId: CONTRACT_1, name: 'SG01标白班', startMinute: 7 * 60 + 30, endMinute: 17 * 60 + 30, graceMinutes: 10, workdays: [1, 2, 3, 4, 5, 6] });

  const end = +now();
  let t = end;
  const deps: service.AttendanceDeps = { db, now: () => new Date(t), store: { kind: 'local', put: async () => {}, open: async () => null, remove: async () => {}, ping: async () => {} } };
  const files: DemoFile[] = [];
  const pending: Array<{ id: string, approve: boolean | null }> = [];
  const today = Math.floor((end + CN) / DAY) * DAY - CN;
  const weekdayOf = (midnight: number) => new Date(midnight + CN).getUTCDay();
  const lastWorkday = weekdayOf(today - DAY) === 0 ? 2 : 1;
  const fieldDay = (d: number) => ((d - lastWorkday) % 7 === 0 ? FIELD_WEEKS.get((d - lastWorkday) / 7) : undefined);
  let key = 0;
  for (const [n, person] of PEOPLE.entries()) {
    const who = callerOf(person.account);
    const shift = person.site === DEMO_SITES.sg01 ? { start: 7 * 60 + 30, end: 17 * 60 + 30 } : { start: 8 * 60, end: 18 * 60 };
    const random = seeded(20261 + n);
    for (let d = 30; d >= 1; d -= 1) {
      const midnight = today - d * DAY;
      if (weekdayOf(midnight) === 0) continue;
      const roll = random();
      const field = person.field ? fieldDay(d) : undefined;
      if (roll < 0.04 && field === undefined) continue; // absent
      const punch = async (minute: number, extra: { at?: [number, number], field?: boolean, offline?: boolean, work?: string } = {}) => {
        const at = extra.at ?? near(person.site, 20 + random() * 120);
        const made = midnight + minute * MINUTE + Math.floor(random() * 50) * 1000;
        t = extra.offline ? made + 47 * MINUTE : made;
        let photo: string | undefined;
        if (extra.field) {
          const file = demoFile(`外勤${chinaDate(made)}.png`, new Date(made));
          file.userId = who.id;
          files.push(file);
          await insertDemoFiles(db, [file]);
          photo = imageUrl(file.type, file.storedName);
        }
        const p = await service.punch(deps, who, {
          clientKey: `demo-${person.account}-${++key}`, deviceTime: made, longitude: at[0], latitude: at[1], accuracy: 8 + Math.round(random() * 30),
          ...(extra.offline ? { offline: true } : {}),
          ...(extra.field ? { photo, workContent: extra.work ?? '外出办理工程事务', address: extra.work ? extra.work.split(' ')[0] : '' } : {}),
        }, extra.field ? 'field' : 'plain');
        return p;
      };
      if (field !== undefined) {
        const far = near(person.site, 2500 + random() * 2000);
        const first = await punch(shift.start - 5, { at: far, field: true, work: 'K12+300 涵洞测量放样' });
        const second = await punch(shift.end + 10, { at: far, field: true, work: 'K12+300 涵洞测量放样' });
        pending.push({ id: first.id, approve: field }, { id: second.id, approve: field });
        continue;
      }
      const late = roll > 0.82 && roll <= 0.9;
      await punch(late ? shift.start + 12 + Math.floor(random() * 30) : shift.start - 25 + Math.floor(random() * 30), {
        offline: person.account === 'anquan' && d === 2,
      });
      if (roll > 0.76 && roll <= 0.82) continue; // the evening punch missing
      if (roll > 0.7 && roll <= 0.76) await punch(shift.end - 40 + Math.floor(random() * 30)); // early
      else if (roll > 0.66 && roll <= 0.7) await punch(shift.end + 5, { at: near(person.site, 900) }); // outside the fence
      else await punch(shift.end + Math.floor(random() * 60));
    }
  }
  // the supervisor checks field service: all but the latest decided
  const reviewer = callerOf('jianli');
  for (const { id, approve } of pending) {
    if (approve === null) continue;
    t += MINUTE;
    await service.review(deps, reviewer, id, approve ? { approve: true } : { approve: false, remark: '照片未能反映作业内容，请补充说明' });
  }
  return { files };
}
