/**
 * The demo project on the map (issue 14): its alignment, the boundary of each contract section and
 * its sites, placed along the 宁句 corridor east of Nanjing, written whenever the demo project has
 * no shapes yet; and, with SEED_DEMO_TASKS, the field work on it made through the services as the
 * demo users: key inspection points with a check-in and a patrol visit, casual snaps kept as notes.
 */
import type { Db } from '../db/index.js';
import type { LngLat } from '../../../types/api/map.js';
import { hasShapes, insertShapes } from '../domains/map/repo.js';
import { checkIn } from '../domains/map/service.js';
import { distance, mileageMetres } from '../domains/map/geo.js';
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create } from '../domains/visualdev/service.js';
import { contracts, PROJECT_ID } from './data/project.js';
import { runDemoSteps, sessionOf, storeUploads, upload, type Seeder, type Step } from './demoTasks.js';
import type { DemoFile } from './demoFiles.js';

/** The corridor from 马群 (K0+000) east to 句容 (K52+860), as surveyed points [lng, lat]. */
const ROUTE: LngLat[] = [
  [118.905, 32.047], [118.95, 32.04], [119.0, 32.031], [119.05, 32.021], [119.1, 32.006], [119.15, 31.991],
  [119.2, 31.976], [119.25, 31.966], [119.3, 31.956], [119.35, 31.949], [119.4, 31.944], [119.455, 31.94],
];

const END = mileageMetres(contracts[contracts.length - 1].endMileage)!;
const lengths = ROUTE.slice(1).map((p, i) => distance(ROUTE[i], p));
const total = lengths.reduce((a, b) => a + b, 0);

/** The point at a chainage (metres from K0+000), the route's length standing for the whole mileage. */
function at(chainage: number): LngLat {
  let left = (Math.max(0, Math.min(END, chainage)) / END) * total;
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i]) {
      const f = left / lengths[i];
      return [ROUTE[i][0] + f * (ROUTE[i + 1][0] - ROUTE[i][0]), ROUTE[i][1] + f * (ROUTE[i + 1][1] - ROUTE[i][1])];
    }
    left -= lengths[i];
  }
  return ROUTE[ROUTE.length - 1];
}

const round = ([lng, lat]: LngLat): LngLat => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
const M_PER_DEG_LAT = 111_320;
/** `metres` north (positive) or south of a point. */
const north = ([lng, lat]: LngLat, metres: number): LngLat => [lng, lat + metres / M_PER_DEG_LAT];

/** The route between two chainages, every 500 m and at its bends. */
function stretch(from: number, to: number): LngLat[] {
  const points: LngLat[] = [];
  for (let c = from; c < to; c += 500) points.push(at(c));
  points.push(at(to));
  return points;
}

/** A section's boundary: the corridor 400 m either side of its stretch of route. */
const corridor = (from: number, to: number): LngLat[] => {
  const line = stretch(from, to);
  const ring = [...line.map((p) => north(p, 400)), ...line.reverse().map((p) => north(p, -400))];
  return [...ring, ring[0]].map(round);
};

/** The demo project's shapes (map_features rows). */
export function demoShapes() {
  const sections = contracts.map((c, i) => ({
    id: `mf_section_${i + 1}`, projectId: PROJECT_ID, contractId: c.id, kind: 'section', name: c.sectionName,
    geometry: { type: 'Polygon', coordinates: [corridor(mileageMetres(c.startMileage)!, mileageMetres(c.endMileage)!)] },
    description: `${c.startMileage} ~ ${c.endMileage}`, sortCode: i + 1,
  }));
  const site = (n: number, contractId: string | null, name: string, chainage: number, offset: number, description: string) => ({
    id: `mf_site_${n}`, projectId: PROJECT_ID, contractId, kind: 'site', name,
    geometry: { type: 'Point', coordinates: round(north(at(chainage), offset)) }, description, sortCode: n,
  });
  return [
    ...sections,
    {
      id: 'mf_alignment', projectId: PROJECT_ID, contractId: null, kind: 'alignment', name: '宁句高速公路改扩建主线',
      geometry: { type: 'LineString', coordinates: stretch(0, END).map(round) }, description: `K0+000 ~ ${contracts[contracts.length - 1].endMileage}`, sortCode: 0,
    },
    site(1, null, '项目经理部驻地', 1200, 700, '业主、总监办及项目经理部办公区'),
    site(2, contracts[0].id, '1# 拌合站', 5200, -650, '水泥混凝土拌合站，HZS180 两台'),
    site(3, contracts[0].id, '秦淮河大桥施工区', 6320, 0, 'K6+320 主墩及承台施工'),
    site(4, contracts[1].id, '预制梁场', 24_100, 600, '40m T 梁预制，台座 36 个'),
    site(5, contracts[1].id, '句容河特大桥施工区', 25_870, 0, 'K25+870 架桥机架梁'),
    site(6, contracts[2].id, '钢筋加工场', 44_300, -550, '钢筋集中加工配送'),
  ];
}

/** The demo project's shapes, unless it has some (a database the demo project is in). */
export async function seedDemoShapes(db: Db): Promise<void> {
  if (await hasShapes(db, PROJECT_ID)) return;
  await insertShapes(db, demoShapes());
}

const place = (chainage: number, name: string, offset = 0) => {
  const [lng, lat] = round(north(at(chainage), offset));
  return JSON.stringify({ lng, lat, name, address: '江苏省南京市江宁区', fullAddress: `江苏省南京市江宁区${name}` });
};

async function record(s: Seeder, account: string, module: string, data: Record<string, unknown>): Promise<string> {
  await storeUploads(s, account);
  const body: SaveBodyType = { data: JSON.stringify(data) };
  const out = await create({ db: s.deps.db, now: s.deps.now }, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo field: ${account} saving ${module} was stopped`);
  return out.id;
}

const highFormwork = { id: '' };

const TASKS: Step[][] = [
  [
    { day: -3, time: '09:00', run: async (s) => {
      highFormwork.id = await record(s, 'jianli', 'keyInspections', {
        pointName: 'K6+320 秦淮河大桥 2#墩高支模', contractName: contracts[0].id, location: place(6320, '秦淮河大桥 2#墩'), radius: 150,
        inspectContent: '支架基础无积水沉降，剪刀撑连续设置，浇筑时安排专人监测支架变形。',
        photos: [upload(s, -3, '2#墩高支模.png')],
      });
    } },
    { day: -3, time: '09:20', run: async (s) => {
      await record(s, 'jianli', 'keyInspections', {
        pointName: 'K25+870 句容河特大桥架桥机', contractName: contracts[1].id, location: place(25_870, '句容河特大桥 12#跨'), radius: 200,
        inspectContent: '过孔前检查限位、制动及前支腿支垫，风力六级以上停止作业。', photos: [],
      });
    } },
    { day: -3, time: '09:40', run: async (s) => {
      await record(s, 'jianli', 'keyInspections', {
        pointName: 'K40+150 通道深基坑', contractName: contracts[2].id, location: place(40_150, 'K40+150 通道'), radius: 100,
        inspectContent: '基坑临边防护、降水及坡顶堆载，监测数据每日报送。', photos: [],
      });
    } },
    { day: -1, time: '10:15', run: async (s) => {
      const [lng, lat] = north(at(6320), 40);
      await storeUploads(s, 'jianli');
      await checkIn({ db: s.deps.db, now: s.deps.now, tileUrl: '' }, sessionOf('jianli'), highFormwork.id,
        { longitude: lng, latitude: lat, accuracy: 12, note: '支架立杆垂直度抽查合格，剪刀撑已补齐。' });
    } },
    { day: -1, time: '15:30', run: async (s) => {
      await record(s, 'zongjian', 'patrolVisit', {
        location: place(18_400, '第一、二合同段交界'), place: 'K18+400 左幅路基', photos: [upload(s, -1, 'K18路基巡访.png')],
        visitContent: '两个合同段交界处路基填筑层厚控制较好，边坡临时排水沟未贯通，已口头要求施工单位本周内完成。',
      });
    } },
  ],
  [
    { day: 0, time: '08:40', ago: 90, run: async (s) => {
      await record(s, 'anquan', 'casualSnap', {
        photos: [upload(s, 0, '随手拍-便道扬尘.png')], description: '3# 便道洒水不及时，车辆经过扬尘较大', location: place(9800, 'K9+800 施工便道', 120),
      });
    } },
    { day: 0, time: '09:10', ago: 60, run: async (s) => {
      await record(s, 'jianli', 'casualSnap', {
        photos: [upload(s, 0, '随手拍-预制梁场.png')], description: '预制梁场养护喷淋已全部开启', location: place(24_100, '预制梁场', 600),
      });
    } },
  ],
];

/** The shapes always (when the project has none), the field work with `tasks` (SEED_DEMO_TASKS): the photos it attached. */
export async function seedDemoField(db: Db, opts: { tasks?: boolean, now: () => Date }): Promise<DemoFile[]> {
  await seedDemoShapes(db);
  return opts.tasks ? (await runDemoSteps({ db, now: opts.now }, TASKS)).files : [];
}
