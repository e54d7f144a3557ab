/**
 * The demo's smart site (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): cameras of the three
 * sections playing the server's drawn streams (domains/video/demoStream.ts), one of them offline;
 * sensors of each section with the last 24 hours of readings recorded through the same service a
 * device's push goes through, so the alarms of the day (dust and noise past their thresholds in the
 * afternoon) were raised, cleared and sent to each section's safety officer. The simulator
 * (domains/smartsite/simulator.ts) carries the readings on from there.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { createPublisher } from '../domains/message/publish.js';
import type { SensorKind } from '../domains/smartsite/metrics.js';
import { KINDS } from '../domains/smartsite/metrics.js';
import * as sensorRepo from '../domains/smartsite/repo.js';
import { record, registerSensor } from '../domains/smartsite/service.js';
import { simulatedValue } from '../domains/smartsite/simulator.js';
import { createCamera } from '../domains/video/service.js';
import type { Hub } from '../realtime/hub.js';
import { CONTRACT_1, CONTRACT_2, CONTRACT_3 } from './data/project.js';
import { sessionOf } from './demoTasks.js';

const HOUR = 3_600_000;
const demo = (scene: string) => ({ hlsUrl: `/api/video/Demo/${scene}/live.m3u8`, snapshotUrl: `/api/video/Demo/${scene}/snapshot.png` });

const CAMERAS = [
  { name: '1标 拌合站', place: '1标 K6+200 拌合站出料口', contractId: CONTRACT_1, longitude: 118.9312, latitude: 32.0226, ...demo('yard'), sortCode: 1 },
  { name: '1标 秦淮河大桥 3#墩', place: '1标 秦淮河大桥 3#墩承台', contractId: CONTRACT_1, longitude: 118.9587, latitude: 32.0191, ...demo('pier'), sortCode: 2 },
  { name: '2标 预制梁场', place: '2标 K24+600 预制梁场', contractId: CONTRACT_2, longitude: 119.0418, latitude: 32.0075, ...demo('yard'), sortCode: 1 },
  { name: '2标 项目部大门', place: '2标 项目部大门', contractId: CONTRACT_2, longitude: 119.0502, latitude: 32.0032, ...demo('gate'), sortCode: 2 },
  // offline: its stream is not there, the app says so
  { name: '2标 宝华山隧道进口', place: '2标 宝华山隧道进口', contractId: CONTRACT_2, longitude: 119.0896, latitude: 32.1267, hlsUrl: '/api/video/Demo/tunnel/live.m3u8', snapshotUrl: '', online: false, sortCode: 3 },
  { name: '3标 句容互通', place: '3标 句容互通 A 匝道', contractId: CONTRACT_3, longitude: 119.1674, latitude: 31.9561, ...demo('pier'), sortCode: 1 },
];

/** The demo's sensors; a demo device pushes with demoSensorKey(code) (a published key, like the demo password). */
export const DEMO_SENSORS: Array<{ code: string; name: string; kind: SensorKind; place: string; contractId: string; responsible: string }> = [
  { code: 'dust1', name: '1标 拌合站扬尘', kind: 'dust', place: '1标 拌合站', contractId: CONTRACT_1, responsible: 'u_anquan' },
  { code: 'noise1', name: '1标 3#墩噪声', kind: 'noise', place: '1标 秦淮河大桥 3#墩', contractId: CONTRACT_1, responsible: 'u_anquan' },
  { code: 'weather1', name: '1标 气象站', kind: 'weather', place: '1标 项目部', contractId: CONTRACT_1, responsible: 'u_anquan' },
  { code: 'crane1', name: '1标 1#塔吊', kind: 'towerCrane', place: '1标 秦淮河大桥 3#墩', contractId: CONTRACT_1, responsible: 'u_anquan' },
  { code: 'dust2', name: '2标 梁场扬尘', kind: 'dust', place: '2标 预制梁场', contractId: CONTRACT_2, responsible: 'u_anquan2' },
  { code: 'hoist2', name: '2标 1#施工升降机', kind: 'hoist', place: '2标 预制梁场', contractId: CONTRACT_2, responsible: 'u_anquan2' },
  { code: 'noise3', name: '3标 互通噪声', kind: 'noise', place: '3标 句容互通', contractId: CONTRACT_3, responsible: 'u_anquan3' },
];

export const demoSensorKey = (code: string): string => `siteflow-demo-sensor-${code}`;

const quietLog = (): FastifyBaseLogger => {
  const log = { level: 'error', fatal: () => {}, error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, trace: () => {}, silent: () => {}, child: () => log };
  return log as unknown as FastifyBaseLogger;
};

export async function seedDemoSmartSite(deps: { db: Db; now: () => Date }): Promise<void> {
  const admin = sessionOf('admin');
  for (const c of CAMERAS) await createCamera(deps, admin, c);
  // nobody is connected while the database is seeded: the alarm messages are stored, pushes go nowhere
  const clock = { t: deps.now().getTime() };
  const publisher = createPublisher({ db: deps.db, hub: { sendTo: async () => {} } as Pick<Hub, 'sendTo'> as Hub, now: () => new Date(clock.t), log: quietLog() });
  const log = quietLog();
  const sensors = [];
  for (const s of DEMO_SENSORS) {
    const { id } = await registerSensor(deps, admin, { name: s.name, kind: s.kind, place: s.place, contractId: s.contractId, responsible: [s.responsible] },
      { key: demoSensorKey(s.code), simulated: true });
    sensors.push((await sensorRepo.sensorById(deps.db, id))!);
  }
  // the day behind: a reading every half hour of every sensor, oldest first
  const end = deps.now().getTime();
  for (let t = end - 24 * HOUR; t <= end; t += HOUR / 2) {
    clock.t = t;
    for (const [i, s] of sensors.entries()) {
      const values = KINDS[s.kind as SensorKind].metrics.map((m) => [m, simulatedValue(m, t, i)] as const);
      await record({ db: deps.db, now: () => new Date(t), publish: (input) => publisher.publish(input), log }, s, values.map(([m, v]) => [m, v]), new Date(t));
    }
  }
}
