/**
 * The demo's laboratory (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): batches of material
 * received in sections 1 and 2, checked by the site labs; the contractor's own tests of them and
 * a supervision sample, one of rebar failing its elongation; a cement and a gravel batch past
 * their test deadline with fewer tests than their rule asks; a sample still a draft; two concrete
 * pours in the construction ledger confirmed by the supervision lab engineer; rebar and cement used.
 * Made as the demo users through the visualdev and workflow services.
 *
 * What the summaries show of it (server/test/lab.test.ts counts them by hand):
 *   B1 rebar Φ25 118.5 t  section 1, day -20  owes 2 own tests: 2 taken, both pass; 1 supervision sample, pass
 *   B2 rebar Φ16  45.2 t  section 1, day -12  owes 1: 1 taken, fails (elongation 14.5% < 16%)
 *   B3 cement    600 t    section 1, day -15  owes 2: 1 taken, pass; overdue
 *   B4 sand      820 m³   section 1, day -3   owes 3: 1 taken, pass; within its 7 days
 *   B5 gravel   1200 m³   section 2, day -25  owes 3: none taken; overdue
 *   B6 strand    32.4 t   section 2, day -9   owes 1: 1 taken, pass
 */
import { create } from '../domains/visualdev/service.js';
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { audit } from '../domains/workflow/service.js';
import { recordOfTask } from '../domains/lab/repo.js';
import { CONTRACT_1, CONTRACT_2 } from './data/project.js';
import { demoOrderId } from './demoOrders.js';
import type { DemoFile } from './demoFiles.js';
import { dateOf, handle, launch, runDemoSteps, sessionOf, storeUploads, upload, type DemoTaskDeps, type Seeder, type Step } from './demoTasks.js';

const INCOMING = 'flow_incomingMaterials';
const LEDGER = 'flow_constructionLedger';

async function record(s: Seeder, account: string, module: string, data: Record<string, unknown>, draft = false): Promise<string> {
  await storeUploads(s, account);
  const body: SaveBodyType = { data: JSON.stringify(data), ...(draft ? { status: '1' } : {}) };
  const out = await create({ db: s.deps.db, now: s.deps.now }, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo lab: ${account} saving ${module} was stopped`);
  return out.id;
}

interface Batch {
  key: string;
  /** the purchase order it delivers against (seed/demoOrders.ts) */
  order?: string;
  contractor: string;
  lab: string;
  day: number;
  data: Record<string, unknown>;
}

const BATCHES: Batch[] = [
  { key: 'B1', order: 'O1', contractor: 'shigong', lab: 'shiyan', day: -20, data: {
    materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ25', manufacturer: '南京钢铁股份有限公司',
    batchNo: 'NG2410-0832', quantity: 118.5, unit: 't', contractName: CONTRACT_1, usePart: '秦淮河大桥 1#~3#墩桩基钢筋笼' } },
  { key: 'B2', contractor: 'shigong', lab: 'shiyan', day: -12, data: {
    materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ16', manufacturer: '江苏沙钢集团有限公司',
    batchNo: 'SG2410-2217', quantity: 45.2, unit: 't', contractName: CONTRACT_1, usePart: '秦淮河大桥 3#墩墩身箍筋' } },
  { key: 'B3', order: 'O2', contractor: 'shigong', lab: 'shiyan', day: -15, data: {
    materialName: 'P·O 42.5 普通硅酸盐水泥', materialType: 'cement', specification: 'P·O 42.5（散装）', manufacturer: '海螺水泥（南京）有限公司',
    batchNo: 'HL-PO425-1026', quantity: 600, unit: 't', contractName: CONTRACT_1, usePart: '桩基、承台及墩身混凝土' } },
  { key: 'B4', order: 'O3', contractor: 'shigong', lab: 'shiyan', day: -3, data: {
    materialName: '天然中砂', materialType: 'sand', specification: 'Ⅱ区中砂', manufacturer: '赣江砂场',
    batchNo: 'GJS-2411-07', quantity: 820, unit: 'm3', contractName: CONTRACT_1, usePart: '墩身、盖梁混凝土' } },
  { key: 'B5', order: 'O6', contractor: 'gaofeng', lab: 'songjia', day: -25, data: {
    materialName: '石灰岩碎石', materialType: 'gravel', specification: '5~31.5mm 连续级配', manufacturer: '句容茅山石料厂',
    batchNo: 'MS-2410-3115', quantity: 1200, unit: 'm3', contractName: CONTRACT_2, usePart: '路基防护及涵洞混凝土' } },
  { key: 'B6', order: 'O7', contractor: 'gaofeng', lab: 'songjia', day: -9, data: {
    materialName: '预应力钢绞线', materialType: 'strand', specification: '1×7-15.20-1860', manufacturer: '天津银龙预应力材料股份有限公司',
    batchNo: 'YL-1860-24118', quantity: 32.4, unit: 't', contractName: CONTRACT_2, usePart: '20m 预制箱梁预应力' } },
];

const ids = new Map<string, string>();

/** A batch reported by the contractor and checked by its site lab (no witness sampling asked: its own tests follow). */
const batchSteps = (b: Batch): Step[] => [
  { day: b.day, time: '09:30', run: async (s, task) => {
    task.id = await launch(s, b.contractor, INCOMING, {
      ...b.data, ...(b.order ? { purchaseOrder: demoOrderId(b.order) } : {}), entryDate: dateOf(s, b.day), certificates: [upload(s, b.day, '产品质量证明书.pdf')], needSampling: 1,
    });
    const id = await recordOfTask(s.deps.db, task.id);
    if (!id) throw new Error(`demo lab: batch ${b.key} has no record`);
    ids.set(b.key, id);
  } },
  { day: b.day, time: '14:00', run: (s, task) => handle(s, audit, b.lab, task.id, {
    formData: { needSampling: 0, inspectionResult: 'qualified', testOpinion: '质量证明文件齐全，外观检查合格，按频率自检。' },
  }) },
];

const sample = (module: 'selfInspectionData' | 'samplingData', account: string, batch: string, day: number, contract: string,
  items: Array<[string, number]>, extra: Record<string, unknown>, draft = false): Step => ({
  day, time: '16:30', run: async (s) => {
    await record(s, account, module, {
      batch: ids.get(batch), contractName: contract, samplingDate: dateOf(s, day - 1), testDate: dateOf(s, day),
      items: items.map(([testItem, result]) => ({ testItem, result })), ...extra,
    }, draft);
  },
});

const own = (batch: string, day: number, items: Array<[string, number]>, wbsPart: string) =>
  sample('selfInspectionData', 'shiyan', batch, day, CONTRACT_1, items, { sampler: '杨帆', wbsPart });

const TASKS: Step[][] = [
  ...BATCHES.map(batchSteps),
  [own('B1', -18, [['rebarYield', 452], ['rebarTensile', 611], ['rebarElongation', 21.5]], '秦淮河大桥 / 基础及下部构造 / 1#墩桩基')],
  [own('B1', -16, [['rebarYield', 438], ['rebarTensile', 596], ['rebarElongation', 19]], '秦淮河大桥 / 基础及下部构造 / 2#墩桩基')],
  [sample('samplingData', 'jianli', 'B1', -17, CONTRACT_1, [['rebarYield', 447], ['rebarTensile', 603], ['rebarElongation', 20.5]],
    { witness: '李明', wbsPart: '秦淮河大桥 / 基础及下部构造 / 1#墩桩基' })],
  [own('B2', -10, [['rebarYield', 426], ['rebarTensile', 572], ['rebarElongation', 14.5]], '秦淮河大桥 / 基础及下部构造 / 3#墩墩身')],
  [own('B3', -13, [['cement3d', 24.6], ['cement28d', 48.3], ['cementInitialSet', 165], ['cementFinalSet', 228]], '秦淮河大桥 / 基础及下部构造 / 承台')],
  [own('B4', -1, [['sandFineness', 2.7], ['sandMud', 1.8]], '秦淮河大桥 / 基础及下部构造 / 墩台身')],
  // the next sand sample, typed up but not submitted: its author's alone
  [sample('selfInspectionData', 'shiyan', 'B4', 0, CONTRACT_1, [['sandFineness', 2.6]], { sampler: '杨帆', wbsPart: '秦淮河大桥 / 基础及下部构造 / 盖梁' }, true)],
  [sample('selfInspectionData', 'songjia', 'B6', -7, CONTRACT_2, [['strandTensile', 1885]], { sampler: '宋佳', wbsPart: 'K12+400~K14+100 / 预制梁场 / 20m 箱梁' })],
  // concrete poured, recorded by the site lab and confirmed by the supervision lab engineer
  [
    { day: -14, time: '17:00', run: async (s, task) => {
      task.id = await launch(s, 'shiyan', LEDGER, {
        contractName: CONTRACT_1, wbsPart: '秦淮河大桥 / 基础及下部构造 / 桩基', memberName: '3-1#桩', pileNo: 'K6+320', constructionDate: dateOf(s, -14),
        strengthGrade: 'C30', representQuantity: 42.5, builder: '徐斌',
        specimens: [{ specimenNo: 'SG01-3-1#Z-01', curingMethod: 'standard', age: 28 }, { specimenNo: 'SG01-3-1#Z-02', curingMethod: 'standard', age: 28 }],
      });
    } },
    { day: -13, time: '09:00', run: (s, task) => handle(s, audit, 'hejing', task.id, { formData: { confirmOpinion: '试块留置符合要求。' } }) },
  ],
  [
    { day: -6, time: '17:00', run: async (s, task) => {
      task.id = await launch(s, 'shiyan', LEDGER, {
        contractName: CONTRACT_1, wbsPart: '秦淮河大桥 / 基础及下部构造 / 墩台身', memberName: '3#墩左幅墩柱', pileNo: 'K6+320', constructionDate: dateOf(s, -6),
        strengthGrade: 'C40', representQuantity: 36, builder: '徐斌',
        specimens: [
          { specimenNo: 'SG01-3#DZ-01', curingMethod: 'standard', age: 28 }, { specimenNo: 'SG01-3#DZ-02', curingMethod: 'standard', age: 28 },
          { specimenNo: 'SG01-3#DZ-03', curingMethod: 'sameCondition', age: 28 },
        ],
      });
    } },
    { day: -5, time: '09:00', run: (s, task) => handle(s, audit, 'hejing', task.id, { formData: { confirmOpinion: '同意。' } }) },
  ],
  // what the contractor used of the rebar and the cement
  [{ day: -15, time: '17:30', run: async (s) => {
    await record(s, 'shigong', 'consumeRecord', { batch: ids.get('B1'), contractName: CONTRACT_1, consumeQuantity: 60.2, consumeDate: dateOf(s, -15), wbsPart: '秦淮河大桥 / 基础及下部构造 / 1#墩桩基' });
  } }],
  [{ day: -8, time: '17:30', run: async (s) => {
    await record(s, 'shigong', 'consumeRecord', { batch: ids.get('B3'), contractName: CONTRACT_1, consumeQuantity: 180, consumeDate: dateOf(s, -8), wbsPart: '秦淮河大桥 / 基础及下部构造 / 承台' });
  } }],
  // the lab's notices
  [{ day: -4, time: '10:00', run: async (s) => {
    await record(s, 'zongjian', 'infoCenter', {
      title: '关于 HRB400E Φ16 钢筋（SG2410-2217）伸长率不合格的处理通知', infoType: 'notice', publishDate: dateOf(s, -4), publishUnit: '总监办中心试验室',
      content: '该批钢筋自检断后伸长率 14.5%，低于 GB/T 1499.2-2018 规定的 16%。请第一合同段暂停使用该批钢筋，双倍取样复检，复检合格前不得用于工程实体。',
    });
  } }],
  [{ day: -2, time: '15:00', run: async (s) => {
    await record(s, 'shiyan', 'infoCenter', {
      title: '工地试验室完成水泥胶砂强度试验室比对', infoType: 'news', publishDate: dateOf(s, -2), publishUnit: '第一合同段工地试验室',
      content: '本月与总监办中心试验室完成水泥胶砂强度比对试验，结果偏差均在允许范围内。',
    });
  } }],
];

/** How many records and tasks the laboratory demo makes. */
export const DEMO_LAB_COUNT = TASKS.length;
/** Of them, the flows launched: the batches and the two ledger entries, all handled to their end. */
export const DEMO_LAB_FLOW_COUNT = BATCHES.length + 2;
/** The batches each contractor reported. */
export const demoLabBatchesOf = (account: string): number => BATCHES.filter((b) => b.contractor === account).length;

export const seedDemoLab = (deps: DemoTaskDeps): Promise<{ tasks: number, files: DemoFile[] }> => runDemoSteps(deps, TASKS);
