/**
 * The demo's engineering work (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): process
 * inspections of the bridges' piles and a subgrade in every state (passed in order, waiting for the
 * engineer today, failed and waiting to be applied for again, failed once and passed the second
 * time, a draft), quality problems sent, rectified, failed at verification and closed, 旁站 records
 * of the key processes, and which delivered batch went into which part. Made as the demo users
 * through the visualdev and workflow services, each step at its own time.
 *
 * Who waits on what:
 *   jianli    检查 of 1#墩桩基's 水下混凝土灌注 and of the 承台's 桩头处理 (section 1)
 *   shigong   重新报验 of 2#墩桩基's 成孔检查, returned with 沉渣厚度超标; 整改 of a quality problem
 *   zhengxiaodong  检查 of 句容河特大桥 1#墩桩基's 钻孔 (section 2)
 */
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create, fieldDataSelect } from '../domains/visualdev/service.js';
import { audit, launchTask, rejectTask } from '../domains/workflow/service.js';
import { kindOf } from '../domains/process/library.js';
import { wbsNodes } from './data/project.js';
import type { DemoFile } from './demoFiles.js';
import { checked, dateOf, handle, launch, runDemoSteps, sessionOf, storeUploads, upload, type DemoTaskDeps, type Seeder, type Step } from './demoTasks.js';

const PROBLEM = 'flow_qualityProblem';
const APPLICATION = 'flow_processInspection';

/** A WBS part's id, path of names and process kind (seed/data/project.ts numbers them). */
function part(id: string) {
  const byId = new Map(wbsNodes.map((n) => [n.id, n]));
  const node = byId.get(id);
  if (!node) throw new Error(`demo engineering: no WBS part ${id}`);
  const path: string[] = [];
  for (let n: typeof node | undefined = node; n; n = byId.get(n.parentId)) path.unshift(n.fullName);
  return { id, contractId: node.contractId, path, steps: kindOf(node.fullName).steps };
}

/** A record of a module without a flow, saved as `account`. */
async function record(s: Seeder, account: string, module: string, data: Record<string, unknown>): Promise<string> {
  await storeUploads(s, account);
  const body: SaveBodyType = { data: JSON.stringify(data) };
  const out = await create({ db: s.deps.db, now: s.deps.now }, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo engineering: ${account} saving ${module} was stopped`);
  return out.id;
}

/** A returned task corrected and sent again by its launcher (FlowTask PUT, as the app's 重新报验 does). */
async function resubmit(s: Seeder, account: string, taskId: string, formData: Record<string, unknown>): Promise<void> {
  await storeUploads(s, account);
  const out = await launchTask(s.deps, sessionOf(account), { body: { flowId: APPLICATION, formData, status: '0', flowUrgent: 1 }, taskId });
  checked(s, `${account} applying again ${taskId}`, out);
}

const SELF_CHECK: Record<string, string> = {
  测量放样: '桩位坐标经全站仪复核，偏差 12mm，护桩四个已设置。',
  护筒埋设: '护筒中心偏差 28mm，埋深 2.5m，顶面高出地面 0.3m。',
  钻孔: '泥浆比重 1.15、黏度 22s，钻进记录完整。',
  成孔检查: '孔深 42.6m、孔径 1.52m，倾斜度 0.6%，沉渣厚度 45mm。',
  钢筋笼安装: '主筋 28Φ25 间距均匀，保护层垫块 4 个/2m，声测管 3 根已封底。',
  水下混凝土灌注: 'C30 水下混凝土，首批方量 3.2m³，坍落度 200mm。',
  桩基检测: '声波透射法检测报告编号 JC-2024-118，Ⅰ类桩。',
};
const selfCheckOf = (name: string) => SELF_CHECK[name] ?? `${name}已按设计及规范完成，自检合格。`;

interface Attempt { pass: boolean, opinion: string }
/** How one process of a part goes: applied on `day` at `time`, then checked (or not yet). */
interface ProcessStory { step: number, day: number, time: string, checks?: Attempt[], draft?: boolean }

/** One part's processes in order: each applied by `applicant` and checked by `checker` as its story says. */
function partStory(id: string, applicant: string, checker: string, stories: ProcessStory[]): Step[][] {
  const p = part(id);
  return stories.map((story): Step[] => {
    const step = p.steps[story.step - 1];
    const ref = { task: '' };
    const data = (s: Seeder, day: number) => ({
      contractName: p.contractId, wbsPart: p.path.join(' / '), process: step.name, wbsNode: p.id, processStep: step.code,
      applyTime: dateOf(s, day) + 9 * 3_600_000, selfCheckResult: selfCheckOf(step.name),
      selfCheckPhotos: [upload(s, day, `${p.path[p.path.length - 1]}${step.name}自检.png`)],
    });
    const out: Step[] = [{
      day: story.day, time: story.time,
      run: async (s) => { ref.task = await launch(s, applicant, APPLICATION, data(s, story.day), { draft: story.draft }); },
    }];
    (story.checks ?? []).forEach((check, i) => {
      const [h, m] = story.time.split(':').map(Number);
      out.push({
        day: story.day + i, time: `${String(Math.min(h + 3, 17)).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
        run: async (s) => {
          const body = { formData: { inspectionOpinion: check.opinion }, handleOpinion: check.opinion };
          await handle(s, check.pass ? audit : rejectTask, checker, ref.task, body);
        },
      });
      // a failed check is corrected and applied for again the next day
      if (!check.pass && i + 1 < (story.checks ?? []).length) {
        out.push({
          day: story.day + i + 1, time: '08:30',
          run: async (s) => { await resubmit(s, applicant, ref.task, data(s, story.day + i + 1)); },
        });
      }
    });
    return out;
  });
}

const ok = (opinion: string): Attempt => ({ pass: true, opinion });
const fail = (opinion: string): Attempt => ({ pass: false, opinion });

const PILE_0 = 'wbs_sg01_03_01_01_01';
const PILE_1 = 'wbs_sg01_03_01_01_02';
const PILE_2 = 'wbs_sg01_03_01_01_03';
const PILE_3 = 'wbs_sg01_03_01_01_04';
const CAP = 'wbs_sg01_03_01_02';
const EARTHWORK = 'wbs_sg01_01_01_01';
const PILE_SG02 = 'wbs_sg02_03_01_01_02';

const passedInOrder = (from: number, to: number, day0: number): ProcessStory[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ step: from + i, day: day0 + i, time: '09:00', checks: [ok('经现场检查，符合设计及规范要求，同意进入下道工序。')] }));

const PROCESSES: Step[][] = [
  ...partStory(PILE_0, 'shigong', 'jianli', passedInOrder(1, 7, -24)),
  ...partStory(PILE_1, 'shigong', 'jianli', [...passedInOrder(1, 5, -12), { step: 6, day: 0, time: '10:20' }]),
  ...partStory(PILE_2, 'shigong', 'jianli', [
    ...passedInOrder(1, 3, -9),
    { step: 4, day: -2, time: '15:00', checks: [fail('沉渣厚度实测 85mm，超过设计 50mm 的要求，请清孔后重新报验。')] },
  ]),
  ...partStory(PILE_3, 'shigong', 'jianli', [...passedInOrder(1, 1, -3), { step: 2, day: 0, time: '09:10', draft: true }]),
  ...partStory(CAP, 'xubin', 'jianli', [...passedInOrder(1, 1, -2), { step: 2, day: 0, time: '11:00' }]),
  ...partStory(EARTHWORK, 'xubin', 'liuyang', [
    ...passedInOrder(1, 3, -16),
    { step: 4, day: -13, time: '14:00', checks: [fail('K9+300 第 6 层压实度 91.2%，低于 93% 要求，补压后重新报验。'), ok('补压后复测压实度 94.1%，合格。')] },
  ]),
  ...partStory(PILE_SG02, 'gaofeng', 'zhengxiaodong', [...passedInOrder(1, 2, -5), { step: 3, day: -1, time: '16:00' }]),
];

/** Quality problems: one closed, one failed at verification and back with the contractor, one waiting for rectification. */
const PROBLEMS: Step[][] = ([
  ['2#墩墩身混凝土蜂窝麻面', 'general', '秦淮河大桥（K6+320） / 基础及下部构造 / 墩台身', '2#墩墩身距承台顶 1.2m 处迎水面约 0.6m² 蜂窝麻面，局部露筋。', -6, 'closed'],
  ['K12+300 路床压实度不足', 'serious', '路基工程（K0+000~K18+500） / 路基土石方工程 / 土方路基', 'K12+200~K12+400 右幅路床压实度检测 3 点低于 96%。', -4, 'failedOnce'],
  ['盖板涵台身钢筋保护层偏小', 'general', '涵洞通道工程 / K3+250 1-4.0×3.0m盖板涵 / 涵台', '左侧涵台钢筋保护层实测 28mm，设计 40mm，垫块数量不足。', -1, 'open'],
] as const).map(([title, level, wbsPart, desc, day, ending]): Step[] => {
  const ref = { task: '' };
  const steps: Step[] = [{
    day, time: '10:00',
    run: async (s) => {
      ref.task = await launch(s, 'jianli', PROBLEM, {
        problemTitle: title, problemLevel: level, contractName: 'ct_sg01', wbsPart, problemDesc: desc,
        photos: [upload(s, day, `${title}.png`)], rectifyDeadline: dateOf(s, day + 3),
      });
    },
  }];
  if (ending === 'open') return steps;
  const rectify = (d: number, measure: string): Step => ({
    day: d, time: '15:00',
    run: async (s) => {
      await handle(s, audit, 'shigong', ref.task, { formData: { rectifyMeasure: measure, rectifyPhotos: [upload(s, d, `${title}整改后.png`)] } });
    },
  });
  steps.push(rectify(day + 1, '已凿除松散混凝土，用同标号砂浆修补并养护。'));
  if (ending === 'failedOnce') {
    steps.push({ day: day + 2, time: '09:30', run: async (s) => { await handle(s, rejectTask, 'jianli', ref.task, { formData: { verifyOpinion: '复测仍有 1 点 95.1%，继续补压。' }, handleOpinion: '复测仍有 1 点不合格' }); } });
    return steps;
  }
  steps.push({ day: day + 2, time: '09:30', run: async (s) => { await handle(s, audit, 'jianli', ref.task, { formData: { verifyOpinion: '复查合格，同意销项。' } }); } });
  return steps;
});

/** 旁站 of the key processes: one finished, one still going today. */
const SITE_RECORDS: Step[][] = [
  [{
    day: -7, time: '17:30',
    run: async (s) => {
      await record(s, 'liuyang', 'supervisionSite', {
        siteDate: dateOf(s, -7), contractName: 'ct_sg01', wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 1#墩桩基', process: '水下混凝土灌注',
        startTime: dateOf(s, -7) + 13 * 3_600_000, endTime: dateOf(s, -7) + 17 * 3_600_000 + 20 * 60_000,
        keyPoints: ['materials', 'equipment', 'personnel', 'procedure', 'sampling'],
        siteRecord: 'C30 水下混凝土 68m³，坍落度实测 195~210mm，导管埋深 2.5~5.8m，连续灌注 4 小时 20 分钟，留置试件 3 组。',
        problems: '灌注至 28m 时一车混凝土坍落度 240mm。', handling: '该车退场，后续车辆逐车检测坍落度。',
        photos: [upload(s, -7, '1#墩桩基灌注旁站.png')],
      });
    },
  }],
  [{
    day: 0, time: '10:40',
    run: async (s) => {
      await record(s, 'liuyang', 'supervisionSite', {
        siteDate: dateOf(s, 0), contractName: 'ct_sg01', wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 1#墩桩基', process: '水下混凝土灌注',
        startTime: dateOf(s, 0) + 10 * 3_600_000 + 30 * 60_000,
        keyPoints: ['materials', 'equipment', 'personnel', 'procedure'],
        siteRecord: '首批混凝土 3.2m³ 已灌注，导管埋深 2.1m，正在连续灌注。',
        photos: [upload(s, 0, '1#墩桩基灌注开始.png')],
      });
    },
  }],
];

/** The delivered batch (demoTasks' incoming rebar) as the record picker offers it to `account`. */
async function batchNamed(s: Seeder, account: string, batchNo: string): Promise<string> {
  const found = await fieldDataSelect(s.deps.db, sessionOf(account), 'module_incomingMaterials', { keyword: batchNo, pageSize: 5 }) as { list: Array<{ id: string }> };
  if (!found.list[0]) throw new Error(`demo engineering: no incoming batch ${batchNo}`);
  return found.list[0].id;
}

/** Which part the day's rebar went into. */
const MATERIAL_USES: Step[][] = ([
  ['秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 1#墩桩基', 6.842, '钢筋笼 28Φ25 主筋，桩长 42m', '16:40'],
  ['秦淮河大桥（K6+320） / 基础及下部构造 / 承台', 3.215, '承台底层钢筋网', '17:10'],
] as const).map(([wbsPart, quantity, remark, time]): Step[] => [{
  day: 0, time,
  run: async (s) => {
    await record(s, 'shigong', 'entityMaterials', {
      contractName: 'ct_sg01', usedDate: dateOf(s, 0), wbsPart, incomingBatch: await batchNamed(s, 'shigong', 'NG2405-1187'), quantity, unit: 't', remark,
    });
  },
}]);

export const seedDemoEngineering = (deps: DemoTaskDeps): Promise<{ tasks: number, files: DemoFile[] }> =>
  runDemoSteps(deps, [...PROCESSES, ...PROBLEMS, ...SITE_RECORDS, ...MATERIAL_USES]);

/** The flows this demo launches (tests of other demos leave them out of their counts). */
export const DEMO_ENGINEERING_FLOWS = [APPLICATION, PROBLEM] as const;
