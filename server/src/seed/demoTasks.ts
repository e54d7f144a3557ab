/**
 * Approvals in flight for the demo organisation (SEED_DEMO_TASKS): eleven tasks of the seeded
 * flows, launched, approved and returned by the demo accounts over the last working days, so the
 * todo / done / launched lists, the workbench modules, the 【待办】 messages and the hand-sign
 * prompt have something to show the first time the app is opened.
 *
 * Everything goes through the workflow service as the app's requests do (launchTask, audit,
 * rejectTask): the engine decides, the module record is created by the flow binding, flow messages
 * go through the message publisher and an approved hand-sign flow asks its approvers to sign. Only
 * the clock is the seeder's: each step runs at its own time in the past, read back from the app
 * clock, and the steps of all tasks run in time order (bill numbers follow the dates).
 *
 * Who waits on what (the accounts of REQUIRED_ACCOUNTS; role-wide nodes also reach the other
 * holders of the role):
 *   zongjian  监理日志 (李明, yesterday) · 计量支付 第18期 (after jianli) · 监理巡视 (today)
 *   jianli    施工日报 (chosen reviewer) · 隐患整改 复查 (rectified yesterday)
 *   shigong   隐患整改 整改 (reported today) · 专项检查任务 落实 (issued by jianli)
 *   shiyan    进场材料报验 (工地试验室检查)
 *   closed    隐患整改 (rectified and verified) · 监理日志 (approved: zongjian's hand-sign item)
 *   returned  施工方案 (zongjian sent it back to shigong)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { downloadInfoUrl, imageUrl } from '../domains/file/service.js';
import { createPublisher } from '../domains/message/publish.js';
import type { SessionUser } from '../domains/oauth/tokens.js';
import { audit, launchTask, rejectTask, type Outcome, type WorkflowDeps } from '../domains/workflow/service.js';
import { pendingOperatorOf } from '../domains/workflow/store.js';
import type { Hub } from '../realtime/hub.js';
import type { FlowModel, FlowUrgent } from '../../../types/api/workflow.js';
import { users } from './data/users.js';
import { type DemoFile, demoFile, insertDemoFiles } from './demoFiles.js';
import { signatureImage } from './signatureImage.js';

export interface DemoTaskDeps {
  db: Db;
  /** The app clock: the tasks are dated back from it. */
  now: () => Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** China time (UTC+8, no daylight saving): the site's working day. */
const CN = 8 * HOUR;
const END_OF_DAY = 18 * HOUR;

/**
 * China midnight of "day 0": the last working day whose 18:00 is not after `now`. Every step is at
 * or before 18:00 of its day, so none is in the future whenever the demo is seeded.
 */
export function demoDayZero(now: number): number {
  let midnight = Math.floor((now + CN) / DAY) * DAY - CN;
  if (now < midnight + END_OF_DAY) midnight -= DAY;
  return midnight;
}

// --- what the steps do --------------------------------------------------------------------------

export interface Seeder {
  deps: WorkflowDeps;
  /** day 0 (China midnight), see demoDayZero */
  day0: number;
  /** China midnight of the day the demo is seeded: the value of a date field of "today" */
  today: number;
  /** the seeding clock, moved to each step's time */
  clock: { t: number };
  failures: unknown[];
  /** the photos and documents attached so far */
  files: DemoFile[];
  /** how many of them are stored */
  stored: number;
}

const byAccount = new Map(users.map((u) => [u.account, u]));

/** The account as signed in on the app: its roles and the project it works in. */
export function sessionOf(account: string): SessionUser {
  const u = byAccount.get(account);
  if (!u) throw new Error(`demo task: no account ${account}`);
  return {
    id: u.id, account: u.account, isAdmin: u.isAdministrator, roleIds: [...u.roleIds],
    projectId: u.projectIds[0] ?? null, contractId: u.contractIds[0] ?? null, allContracts: true, tokenId: '', device: 'app', mustChangePassword: false,
  };
}

const signatures = new Map<string, string>();
/** The account's hand signature: the same strokes wherever it signs. */
export function signOf(account: string): string {
  let sign = signatures.get(account);
  if (!sign) {
    const u = byAccount.get(account)!;
    sign = signatureImage([...u.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7), Math.min(3, u.realName.length));
    signatures.set(account, sign);
  }
  return sign;
}

/** `day` (0, -1, ...) at China midnight: the value of a date field. */
export const dateOf = (s: Seeder, day: number): number => s.day0 + day * DAY;

/** An uploaded photo or document as the form keeps it ([{name, fileId, url}], API.md 5.3): a real
 *  file of the demo (seed/demoFiles.ts), stored with the tasks. */
export function upload(s: Seeder, day: number, name: string): { name: string, fileId: string, url: string } {
  const file = demoFile(name, new Date(dateOf(s, day) + 9 * HOUR));
  s.files.push(file);
  const url = file.type === 'annexpic' ? imageUrl(file.type, file.storedName) : downloadInfoUrl(file.type, file.storedName);
  return { name: file.name, fileId: file.storedName, url };
}

/** The files attached since the last step are the uploads of the account acting now: stored as its own, as the app's uploads are. */
export async function storeUploads(s: Seeder, account: string): Promise<void> {
  const fresh = s.files.slice(s.stored);
  for (const f of fresh) f.userId = sessionOf(account).id;
  await insertDemoFiles(s.deps.db, fresh);
  s.stored = s.files.length;
}

/** Stops the seeding at the first thing the service only logged (a message or hand-sign item not made). */
export function checked(s: Seeder, what: string, out: Outcome | null | undefined): void {
  if (s.failures.length) throw new Error(`${what}: ${s.failures.map((f) => String(f)).join('; ')}`);
  if (!out || out.data !== undefined) throw new Error(`${what}: stopped (${out?.msg ?? 'refused'})`);
}

export async function launch(s: Seeder, account: string, flowId: string, formData: Record<string, unknown>,
  extra: Pick<FlowModel, 'candidateList'> & { flowUrgent?: FlowUrgent, draft?: boolean } = {}): Promise<string> {
  await storeUploads(s, account);
  const out = await launchTask(s.deps, sessionOf(account), {
    body: { flowId, formData, status: extra.draft ? '1' : '0', flowUrgent: extra.flowUrgent ?? 1, candidateList: extra.candidateList }, taskId: null,
  });
  checked(s, `${account} launching ${flowId}`, out);
  if (out.taskIds.length !== 1) throw new Error(`${account} launching ${flowId}: no task`);
  return out.taskIds[0];
}

/** The account's todo of the task (its pending operator). */
async function todoOf(s: Seeder, account: string, taskId: string): Promise<string> {
  const id = await pendingOperatorOf(s.deps.db, taskId, sessionOf(account).id);
  if (!id) throw new Error(`demo task: ${account} has no todo of ${taskId}`);
  return id;
}

/** The account approves (or, with rejectTask, returns) its todo of the task, signing where the node asks. */
export async function handle(s: Seeder, action: typeof audit | typeof rejectTask, account: string, taskId: string, body: FlowModel): Promise<void> {
  await storeUploads(s, account);
  const out = await action(s.deps, sessionOf(account), await todoOf(s, account, taskId), { signImg: signOf(account), ...body });
  checked(s, `${account} handling ${taskId}`, out);
}

// --- the tasks ----------------------------------------------------------------------------------

export interface Step {
  /** day (0 = day 0, -1 the day before, ...) and China time "HH:MM", at most 18:00 */
  day: number;
  time: string;
  /** instead of day and time: this many minutes before the seeding (what happened "today") */
  ago?: number;
  run: (s: Seeder, task: { id: string }) => Promise<void>;
}

const HAZARD = 'flow_hazardRectify';

/** Each task: its steps, in order. */
const TASKS: Step[][] = [
  // 隐患整改, closed: reported by anquan, rectified by shigong, verified by jianli (较大隐患: no 总监 step)
  [
    { day: -6, time: '09:20', run: async (s, task) => {
      task.id = await launch(s, 'anquan', HAZARD, {
        title: 'K3+150 盖板涵基坑临边防护缺失', hazardCategory: 'fall', hazardLevel: '2', contractName: 'ct_sg01',
        wbsPart: '涵洞通道工程 / 盖板涵 / K3+150 盖板涵', location: 'K3+150 左幅 盖板涵基坑东侧',
        description: '基坑开挖深度约 2.8m，东侧临边未设防护栏杆及警示标志，夜间无警示灯，作业人员通行存在坠落风险。',
        photos: [upload(s, -6, 'K3+150基坑临边.png'), upload(s, -6, 'K3+150基坑全景.png')], rectifyDeadline: dateOf(s, -4),
      }, { flowUrgent: 2 });
    } },
    { day: -5, time: '16:40', run: (s, task) => handle(s, audit, 'shigong', task.id, {
      handleOpinion: '已按要求完成整改，请复查。',
      formData: {
        rectifyMeasure: '基坑四周设置 1.2m 高钢管防护栏杆并挂密目安全网，设置“当心坠落”警示牌 2 块，增设夜间警示灯 6 盏。',
        rectifyPhotos: [upload(s, -5, 'K3+150防护栏杆.png')], rectifyFinishDate: dateOf(s, -5), rectifySign: signOf('shigong'),
      },
    }) },
    { day: -4, time: '10:15', run: (s, task) => handle(s, audit, 'jianli', task.id, { handleOpinion: '现场复查，防护栏杆、安全网及警示设施已设置到位，同意销号。' }) },
  ],

  // 施工方案: zhouhaitao (shigong's manager) sends it on without experts; zongjian returns it to shigong
  [
    { day: -4, time: '11:05', run: async (s, task) => {
      task.id = await launch(s, 'shigong', 'flow_constructionPlan', {
        planName: '秦淮河大桥 3#墩承台深基坑开挖专项施工方案', planType: 'dangerous', contractName: 'ct_sg01',
        wbsPart: '秦淮河大桥 / 下部构造 / 3#墩承台',
        planSummary: '基坑开挖深度 4.6m，采用拉森Ⅳ型钢板桩支护，设两道 HW400 型钢内支撑，管井降水；分层开挖，每层不超过 1.5m，随挖随撑。',
        planFile: [upload(s, -4, '3#墩承台深基坑专项施工方案.pdf')],
      });
    } },
    { day: -3, time: '09:40', run: (s, task) => handle(s, audit, 'zhouhaitao', task.id, {
      handleOpinion: '方案编制基本完整；基坑开挖深度 4.6m，未超过 5m，不属于超过一定规模的危大工程，无需组织专家论证，报总监审批。',
      branchList: ['plan_direct_branch'], formData: { expertReview: 0 },
    }) },
    { day: -2, time: '10:30', run: (s, task) => handle(s, rejectTask, 'zongjian', task.id, {
      handleOpinion: '基坑监测内容不完整：未明确支撑轴力、坑外地下水位监测点的布置及报警值，应急预案缺少管涌处置措施。请补充后重新报审。',
    }) },
  ],

  // 监理日志, approved: zongjian reviewed it, and is asked to hand-sign it
  [
    { day: -3, time: '17:20', run: async (s, task) => {
      task.id = await launch(s, 'jianli', 'flow_supervisionLog', {
        logDate: dateOf(s, -3), weather: 'cloudy', temperature: '14~23',
        constructionStatus: [
          { section: 'ct_sg01', part: '秦淮河大桥 2#墩承台', content: '承台钢筋绑扎完成，侧模安装及预埋件复核' },
          { section: 'ct_sg01', part: 'K9+100~K9+600 右幅路基', content: '第 8 层路床填筑，压路机碾压 4 遍' },
        ],
        supervisionWork: '上午对 2#墩承台钢筋进行隐蔽验收，检查钢筋间距、保护层垫块及预埋件位置，合格；下午巡视 K9+100~K9+600 路基填筑，见证压实度检测 3 点，均满足 ≥96% 要求。',
        problems: 'K9+300 处局部填料含水量偏高，已要求施工单位晾晒后复压。',
        signature: signOf('jianli'),
      });
    } },
    { day: -2, time: '08:50', run: (s, task) => handle(s, audit, 'zongjian', task.id, { handleOpinion: '已审阅。雨季施工注意路基填料含水量控制。' }) },
  ],

  // 计量支付 第18期: jianli checked the quantities; waiting for zongjian (then the owner's representative)
  [
    { day: -2, time: '09:30', run: async (s, task) => {
      task.id = await launch(s, 'shigong', 'flow_meterApprove', {
        contractName: 'ct_sg01', meterPeriod: '第18期', meterAmount: 565062,
        meterItems: [
          { listItemNo: '204-1-a', listItemName: '路基填筑 利用土方', unit: 'm³', meterQuantity: 12850, unitPrice: 18.6, itemAmount: 239010 },
          { listItemNo: '403-1-a', listItemName: '光圆钢筋 HPB300', unit: 'kg', meterQuantity: 18420, unitPrice: 5.85, itemAmount: 107757 },
          { listItemNo: '410-2-c', listItemName: 'C30 混凝土 承台', unit: 'm³', meterQuantity: 356.4, unitPrice: 612.5, itemAmount: 218295 },
        ],
        attachments: [upload(s, -2, '第18期中间交工证书.pdf'), upload(s, -2, '第18期计量草图.pdf')],
        remark: '本期计量 K6+000~K9+600 段路基填筑及秦淮河大桥 1#、2#墩承台。',
      });
    } },
    { day: -1, time: '15:10', run: (s, task) => handle(s, audit, 'jianli', task.id, { handleOpinion: '工程量已与现场及中间交工证书核对无误，同意上报。' }) },
  ],

  // 隐患整改 at verification: rectified by shigong, waiting for a supervision engineer (jianli)
  [
    { day: -2, time: '10:05', run: async (s, task) => {
      task.id = await launch(s, 'anquan', HAZARD, {
        title: 'K9+300 施工便道交叉口限速标志缺失', hazardCategory: 'traffic', hazardLevel: '1', contractName: 'ct_sg01',
        wbsPart: '路基工程（K0+000~K18+500） / 路基土石方工程 / K9+100~K9+600', location: 'K9+300 右幅 施工便道与保通道路交叉口',
        description: '施工便道与保通道路交叉口未设置限速及警示标志，土方运输车辆车速较快，与社会车辆交汇存在碰撞风险。',
        photos: [upload(s, -2, 'K9+300便道交叉口.png')], rectifyDeadline: dateOf(s, -1),
      });
    } },
    { day: -1, time: '16:20', run: (s, task) => handle(s, audit, 'shigong', task.id, {
      handleOpinion: '已整改完成，请监理复查。',
      formData: {
        rectifyMeasure: '交叉口设置限速 15km/h 标志及“注意车辆出入”警示牌，铺设减速带 2 道，高峰时段安排专职指挥人员。',
        rectifyPhotos: [upload(s, -1, 'K9+300限速标志.png'), upload(s, -1, 'K9+300减速带.png')],
        rectifyFinishDate: dateOf(s, -1), rectifySign: signOf('shigong'),
      },
    }) },
  ],

  // 专项检查任务: issued by jianli to shigong, waiting for the check
  [
    { day: -1, time: '09:00', run: async (s, task) => {
      task.id = await launch(s, 'jianli', 'flow_specialTask', {
        taskTitle: '汛前临时用电专项检查', checkType: 'tempElectricity', contractName: 'ct_sg01',
        wbsPart: '秦淮河大桥 1#~6#墩施工区及钢筋加工场', deadline: dateOf(s, 3),
        taskRequire: '依据 JGJ 46-2005 对总配电箱、分配电箱、开关箱及接地与漏电保护装置逐项检查，核查电缆敷设及电工持证情况；发现问题立即整改，并附整改前后照片。',
      }, { candidateList: { task_execute: ['u_shigong'] }, flowUrgent: 2 });
    } },
  ],

  // 监理日志, waiting for zongjian
  [
    { day: -1, time: '17:40', run: async (s, task) => {
      task.id = await launch(s, 'jianli', 'flow_supervisionLog', {
        logDate: dateOf(s, -1), weather: 'overcast', temperature: '12~19',
        constructionStatus: [
          { section: 'ct_sg01', part: '秦淮河大桥 3#墩桩基', content: '3-1# 桩 C30 水下混凝土灌注，灌注方量 86m³' },
          { section: 'ct_sg02', part: 'K21+450 盖板涵', content: '涵身墙身模板安装，混凝土浇筑准备' },
        ],
        supervisionWork: '全程旁站 3-1# 桩水下混凝土灌注，检查导管埋深及坍落度（实测 190~210mm），见证留置试块 2 组；巡视 K21+450 盖板涵模板安装，核对轴线及断面尺寸。',
        problems: 'K21+450 盖板涵模板拼缝局部大于 2mm，已要求施工单位处理后重新报验。',
        signature: signOf('jianli'),
      });
    } },
  ],

  // 隐患整改, just reported: waiting for the contractor (shigong) to rectify
  [
    { day: 0, time: '09:15', run: async (s, task) => {
      task.id = await launch(s, 'anquan', HAZARD, {
        title: '2#墩墩身作业平台临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01',
        wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 墩台身', location: 'K6+320 右幅 2#墩 墩身翻模作业平台',
        description: '墩身翻模作业平台外侧防护栏杆缺失约 3m，平台下方未挂设安全平网，两名作业人员未系挂安全带。',
        photos: [upload(s, 0, '2#墩作业平台.png'), upload(s, 0, '2#墩作业人员.png')], rectifyDeadline: dateOf(s, 1),
      }, { flowUrgent: 2 });
    } },
  ],

  // 进场材料报验: waiting at the contractor's site lab (shiyan)
  [
    { day: 0, time: '10:20', run: async (s, task) => {
      task.id = await launch(s, 'shigong', 'flow_incomingMaterials', {
        materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ25', manufacturer: '南京钢铁股份有限公司',
        batchNo: 'NG2405-1187', quantity: 48.6, unit: 't', entryDate: dateOf(s, 0), contractName: 'ct_sg01',
        usePart: '秦淮河大桥 3#~5#墩桩基钢筋笼',
        certificates: [upload(s, 0, '产品质量证明书.pdf'), upload(s, 0, '出厂检验报告.pdf')], needSampling: 1,
      });
    } },
  ],

  // 监理巡视: jianli's concrete-pour tour, waiting for zongjian
  [
    { day: 0, time: '15:20', run: async (s, task) => {
      task.id = await launch(s, 'jianli', 'flow_supervisionTour', {
        tourPlan: 'concretePour', inspectDate: dateOf(s, 0) + 14 * HOUR, weather: 'sunny', contractName: 'ct_sg01',
        wbsPart: 'K6+320 秦淮河大桥 3#墩 3-2# 桩',
        inspectContent: '3-2# 桩 C30 水下混凝土灌注，现场实测坍落度 200mm，导管埋深 2~4m，灌注连续；试块留置 2 组，标养。',
        problems: '混凝土罐车交接单未记录出站时间。',
        handleOpinion: '已口头要求施工单位完善交接记录，明日补齐后复查。',
        photos: [upload(s, 0, '3-2#桩灌注.png')],
      });
    } },
  ],

  // 施工日报: shigong chose jianli to review it
  [
    { day: 0, time: '17:10', run: async (s, task) => {
      task.id = await launch(s, 'shigong', 'flow_progressDaily', {
        reportDate: dateOf(s, 0), weather: 'sunny', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 下部构造 / 3#墩桩基',
        manpower: [
          { resourceType: 'labor', resourceName: '钢筋工', resourceCount: 12 },
          { resourceType: 'labor', resourceName: '混凝土工', resourceCount: 8 },
          { resourceType: 'machine', resourceName: '旋挖钻机', resourceCount: 2 },
          { resourceType: 'machine', resourceName: '汽车起重机', resourceCount: 1 },
        ],
        todayQuantity: 42.5, unit: 'm3', photos: [upload(s, 0, '3#墩桩基施工.png')],
        remark: '3-2# 桩 C30 水下混凝土灌注完成；3-3# 桩成孔至设计标高，待检孔。',
      }, { candidateList: { daily_review: ['u_jianli'] } });
    } },
  ],
];

/** How many tasks seedDemoTasks makes. */
export const DEMO_TASK_COUNT = TASKS.length;

const timeOf = (day0: number, step: Step, seededAt: number): number => {
  if (step.ago !== undefined) return seededAt - step.ago * MINUTE;
  const [h, m] = step.time.split(':').map(Number);
  const ms = h * HOUR + m * MINUTE;
  if (ms > END_OF_DAY) throw new Error(`demo task step at ${step.time}: after 18:00 it may be in the future`);
  return day0 + step.day * DAY + ms;
};

/** A logger that keeps what the service reports as failed (it logs them and goes on) for `checked`. */
function keepingLogger(failures: unknown[]): FastifyBaseLogger {
  const keep = (obj: unknown, msg?: string) => { failures.push(msg ? `${msg} ${(obj as { err?: unknown })?.err ?? ''}` : obj); };
  const ignore = () => {};
  const log = { level: 'error', fatal: keep, error: keep, warn: ignore, info: ignore, debug: ignore, trace: ignore, silent: ignore, child: () => log };
  return log as unknown as FastifyBaseLogger;
}

/**
 * Runs every step of every task, oldest first, through the services on `deps.db` (the seeding
 * transaction), each at its own time read back from the app clock. Throws at the first step that
 * does not go as planned. Returns the task count and the attachments: the caller writes the bytes
 * once the database has them.
 */
export async function runDemoSteps(deps: DemoTaskDeps, tasks: Step[][]): Promise<{ tasks: number, files: DemoFile[] }> {
  const failures: unknown[] = [];
  const clock = { t: 0 };
  const now = () => new Date(clock.t);
  const log = keepingLogger(failures);
  // nobody is connected while the database is seeded: messages are stored, pushes go nowhere
  const hub = { sendTo: async () => {} } as Pick<Hub, 'sendTo'> as Hub;
  const publisher = createPublisher({ db: deps.db, hub, now, log });
  const s: Seeder = {
    deps: { db: deps.db, now, log, publish: (input, opts) => publisher.publish(input, opts), push: async () => {} },
    day0: demoDayZero(deps.now().getTime()),
    today: Math.floor((deps.now().getTime() + CN) / DAY) * DAY - CN,
    clock,
    failures,
    files: [],
    stored: 0,
  };
  const steps = tasks.flatMap((task) => {
    const ref = { id: '' };
    return task.map((step) => ({ at: timeOf(s.day0, step, deps.now().getTime()), run: () => step.run(s, ref) }));
  }).sort((a, b) => a.at - b.at); // stable: a task's steps keep their order
  for (const step of steps) {
    clock.t = step.at;
    await step.run();
    if (failures.length) throw new Error(`demo step at ${new Date(step.at).toISOString()}: ${failures.map((f) => String(f)).join('; ')}`);
  }
  return { tasks: tasks.length, files: s.files };
}

/** The approvals in flight of the story above. */
export const seedDemoTasks = (deps: DemoTaskDeps): Promise<{ tasks: number, files: DemoFile[] }> => runDemoSteps(deps, TASKS);
