/**
 * The demo's site registers (with SEED_DEMO_TASKS, beside seed/demoSafety.ts): the special
 * equipment of sections 1 and 2 with inspections in every state (one overdue, one due within the
 * month, the rest current), and the labour roster with workers trained and not yet trained, with
 * and without special-work certificates, one of them already gone. Saved as the demo users through
 * the visualdev service, as the app saves them.
 *
 * And the document libraries (domains/docs): drawings of sections 1 and 2, the JTG standards and
 * the knowledge base's procedures, each a real PDF written here (seed/pdf.ts) and stored as uploads are.
 */
import type { Db } from '../db/index.js';
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create } from '../domains/visualdev/service.js';
import { docDocuments, docFolders } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { type DemoFile, insertDemoFiles } from './demoFiles.js';
import { PROJECT_ID } from './data/project.js';
import { pierDrawing, textDocument } from './pdf.js';
import { sessionOf } from './demoTasks.js';

const DAY = 86_400_000;

async function record(deps: { db: Db, now: () => Date }, account: string, module: string, data: Record<string, unknown>): Promise<void> {
  const body: SaveBodyType = { data: JSON.stringify(data) };
  const out = await create(deps, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo registers: ${account} saving ${module} was stopped`);
}

export async function seedDemoDocs(deps: { db: Db, now: () => Date }): Promise<{ files: DemoFile[] }> {
  const files: DemoFile[] = [];
  const now = deps.now();
  // midnight in China, as the app's date pickers store a day
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 8 * 3600_000;
  const d = (days: number) => today + days * DAY;

  const equipment: Array<[account: string, Record<string, unknown>]> = [
    ['shigong', {
      equipmentNo: 'SG01-TQ-01', equipmentType: 'towerCrane', equipmentName: 'QTZ125 塔式起重机', model: 'QTZ125(6015)', manufacturer: '中联重科',
      contractName: 'ct_sg01', location: '秦淮河大桥（K6+320） 3#墩', entryDate: d(-120), registrationNo: '起JS-A-2025-0318',
      certificateNo: 'JX2025-11-0572', inspectionDate: d(-340), nextInspectionDate: d(25),
      operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: d(400) }, { name: '钱立新', certNo: 'T320113198804215713', certExpiry: d(180) }],
      remark: '附着 3 道，最大起升高度 62m。',
    }],
    ['anquan', {
      equipmentNo: 'SG01-MQ-02', equipmentType: 'gantryCrane', equipmentName: 'MG50/10t 门式起重机', model: 'MG50/10-32A5', manufacturer: '河南卫华',
      contractName: 'ct_sg01', location: 'K5+800 预制梁场', entryDate: d(-200), registrationNo: '起JS-A-2025-0241',
      certificateNo: 'JX2025-04-0133', inspectionDate: d(-372), nextInspectionDate: d(-7),
      operators: [{ name: '孙国庆', certNo: 'T320121197902113432', certExpiry: d(90) }],
      remark: '定期检验已过期，已通知停用并约检。',
    }],
    ['shigong', {
      equipmentNo: 'SG01-JQJ-01', equipmentType: 'bridgeErector', equipmentName: 'JQJ180-40 架桥机', model: 'JQJ180t-40m', manufacturer: '郑州大方',
      contractName: 'ct_sg01', location: '秦淮河大桥 左幅第 4~9 孔', entryDate: d(-45), registrationNo: '起JS-A-2026-0037',
      certificateNo: 'JX2026-01-0020', inspectionDate: d(-40), nextInspectionDate: d(325),
      operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: d(400) }],
    }],
    ['gaofeng', {
      equipmentNo: 'SG02-SJJ-01', equipmentType: 'hoist', equipmentName: 'SC200/200 施工升降机', model: 'SC200/200G', manufacturer: '广州京龙',
      contractName: 'ct_sg02', location: '句容河特大桥 12#墩', entryDate: d(-80), registrationNo: '起JS-B-2025-0410',
      certificateNo: 'JX2025-12-0388', inspectionDate: d(-75), nextInspectionDate: d(105),
      operators: [{ name: '许长江', certNo: 'T321281199003074517', certExpiry: d(300) }],
    }],
  ];
  for (const [account, data] of equipment) await record(deps, account, 'specialEquipment', data);

  const base = { contractName: 'ct_sg01', teamName: '桥梁一队钢筋班', gender: '1' };
  const workers: Array<[account: string, Record<string, unknown>]> = [
    ['shigong', { ...base, realName: '刘建国', idCard: '32011519800312481X', mobilePhone: '13951602847', workType: 'rebarWorker', trainingStatus: 'done', trainingDate: d(-62), entryDate: d(-60) }],
    ['shigong', { ...base, realName: '王大勇', idCard: '320115197911025537', mobilePhone: '13813975520', workType: 'welder', certificateNo: 'T320115197911025537', certificateExpiry: d(210), trainingStatus: 'done', trainingDate: d(-62), entryDate: d(-60) }],
    ['anquan', { ...base, teamName: '桥梁一队架子班', realName: '赵志强', idCard: '342501198707164219', mobilePhone: '15861427730', workType: 'scaffolder', certificateNo: 'T342501198707164219', certificateExpiry: d(20), trainingStatus: 'done', trainingDate: d(-30), entryDate: d(-28) }],
    ['anquan', { ...base, teamName: '桥梁一队架子班', realName: '陈小兵', idCard: '342501199512084418', mobilePhone: '18752011936', workType: 'laborer', trainingStatus: 'pending', entryDate: d(-1), remark: '今日进场，待三级安全教育后上岗。' }],
    ['shigong', { ...base, teamName: '机械班', realName: '周海涛', idCard: '320102198505123416', mobilePhone: '13705172284', workType: 'signaller', certificateNo: 'T320102198505123416', certificateExpiry: d(400), trainingStatus: 'done', trainingDate: d(-125), entryDate: d(-120) }],
    ['shigong', { ...base, teamName: '桥梁一队混凝土班', realName: '李富贵', gender: '1', idCard: '320121197208193017', mobilePhone: '13390781154', workType: 'concreteWorker', trainingStatus: 'done', trainingDate: d(-150), entryDate: d(-148), exitDate: d(-10), remark: '承台施工完成后退场。' }],
    ['shigong', { ...base, teamName: '桥梁一队木工班', realName: '吴秀兰', gender: '2', idCard: '320115198811236027', mobilePhone: '15150623318', workType: 'carpenter', trainingStatus: 'done', trainingDate: d(-40), entryDate: d(-39) }],
    ['gaofeng', { contractName: 'ct_sg02', teamName: '路基二队', gender: '1', realName: '许长江', idCard: '321281199003074517', mobilePhone: '13626108835', workType: 'operator', certificateNo: 'T321281199003074517', certificateExpiry: d(300), trainingStatus: 'done', trainingDate: d(-82), entryDate: d(-80) }],
  ];
  for (const [account, data] of workers) await record(deps, account, 'contractWorkersInfo', data);
  files.push(...(await seedLibraries(deps.db, d)));
  return { files };
}

interface DemoDoc { folder: string, docNo: string, title: string, fileName: string, author: string, contractId: string | null, day: number, bytes: () => Buffer }

const AUTHORS: Record<string, { id: string, organizeId: string }> = {
  zongjian: { id: 'u_zongjian', organizeId: 'dept_sup_zjb' },
  yezhu: { id: 'u_yezhu', organizeId: 'dept_owner_gc' },
};

const NOTES = [
  'Dimensions in cm, elevations in m (1985 national datum).',
  'Concrete cover to main bars: pile cap 60 mm, column 50 mm, cap beam 40 mm.',
  'Piles to be tested by sonic logging before the pile cap is cast.',
  'Construction joints between pile cap and column to be roughened and cleaned.',
];

const drawing = (drawingNo: string, title: string, bridge: string) => () =>
  pierDrawing({ drawingNo, title, project: `Nanjing - Jurong Highway  ${bridge}`, scale: '1:100', notes: NOTES });
const text = (heading: string, subtitle: string, paragraphs: string[]) => () => textDocument(heading, subtitle, paragraphs);

const SPEC = [
  'This standard applies to the construction of highway bridges and culverts of all classes, new or rebuilt.',
  'Before construction the contractor shall check the design documents, survey the site and set out the control points, and submit the construction organisation design for approval.',
  'Materials entering the site shall be sampled and tested by batch; a batch failing the test shall be removed from the site and recorded in the ledger.',
  'Each process shall be inspected by the contractor and then by the supervising engineer before the next process starts; hidden works shall be accepted before they are covered.',
  'Safety measures for work at height, lifting, hot work and temporary electricity shall be in place before the work starts and checked daily.',
];

const LIBRARIES: Record<string, { folders: string[], docs: DemoDoc[] }> = {
  drawPdfs: {
    folders: ['桥梁工程', '路基工程', '涵洞通道'],
    docs: [
      { folder: '桥梁工程', docNo: 'S1-QL-03', title: '秦淮河大桥 3#墩一般构造图', fileName: 'S1-QL-03 秦淮河大桥3#墩一般构造图.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -150,
        bytes: drawing('S1-QL-03', 'Pier 3# general arrangement', 'Qinhuai River Bridge K6+320') },
      { folder: '桥梁工程', docNo: 'S1-QL-04', title: '秦淮河大桥 3#墩钢筋构造图', fileName: 'S1-QL-04 秦淮河大桥3#墩钢筋构造图.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -150,
        bytes: drawing('S1-QL-04', 'Pier 3# reinforcement', 'Qinhuai River Bridge K6+320') },
      { folder: '桥梁工程', docNo: 'S1-QL-11', title: '秦淮河大桥 30m 预制箱梁构造图', fileName: 'S1-QL-11 30m预制箱梁构造图.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -120,
        bytes: drawing('S1-QL-11', '30 m precast box girder', 'Qinhuai River Bridge K6+320') },
      { folder: '路基工程', docNo: 'S1-LJ-02', title: 'K5+000~K7+000 路基标准横断面图', fileName: 'S1-LJ-02 路基标准横断面图.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -160,
        bytes: text('S1-LJ-02 Subgrade typical cross sections', 'K5+000 - K7+000, Contract SG01', ['Embankment side slope 1:1.5 below 8 m, 1:1.75 above, with a 2 m berm.', 'Compaction: 96% in the top 0.8 m, 94% from 0.8 m to 1.5 m, 93% below 1.5 m (heavy compaction).', 'Drainage ditches at the toe of each embankment, lined with C25 concrete.']) },
      { folder: '涵洞通道', docNo: 'S1-HD-05', title: 'K6+050 钢筋混凝土盖板涵设计图', fileName: 'S1-HD-05 K6+050盖板涵设计图.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -140,
        bytes: text('S1-HD-05 RC slab culvert K6+050', '1-4.0 x 3.0 m, skew 15 deg, Contract SG01', ['Foundation bearing capacity not less than 200 kPa; replace soft soil with graded gravel.', 'Slabs precast C30, cast-in-place abutments C25; settlement joints every 4 to 6 m.']) },
      { folder: '桥梁工程', docNo: 'S2-QL-12', title: '句容河特大桥 12#墩一般构造图', fileName: 'S2-QL-12 句容河特大桥12#墩一般构造图.pdf', author: 'zongjian', contractId: 'ct_sg02', day: -130,
        bytes: drawing('S2-QL-12', 'Pier 12# general arrangement', 'Jurong River Bridge K25+870') },
    ],
  },
  industryStandard: {
    folders: ['施工技术规范', '质量检验评定', '安全技术规范'],
    docs: [
      { folder: '施工技术规范', docNo: 'JTG/T 3650-2020', title: '公路桥涵施工技术规范', fileName: 'JTG-T 3650-2020 公路桥涵施工技术规范.pdf', author: 'zongjian', contractId: null, day: -300,
        bytes: text('JTG/T 3650-2020', 'Technical Specifications for Construction of Highway Bridges and Culverts', SPEC) },
      { folder: '施工技术规范', docNo: 'JTG/T 3610-2019', title: '公路路基施工技术规范', fileName: 'JTG-T 3610-2019 公路路基施工技术规范.pdf', author: 'zongjian', contractId: null, day: -300,
        bytes: text('JTG/T 3610-2019', 'Technical Specifications for Construction of Highway Subgrades', SPEC.slice(1)) },
      { folder: '质量检验评定', docNo: 'JTG F80/1-2017', title: '公路工程质量检验评定标准 第一册 土建工程', fileName: 'JTG F80-1-2017 质量检验评定标准.pdf', author: 'zongjian', contractId: null, day: -290,
        bytes: text('JTG F80/1-2017', 'Quality Inspection and Evaluation Standards for Highway Engineering, Section 1: Civil Engineering', ['Works are evaluated by unit, sub-unit and division; a division passes when its key items pass 95% and its general items 80%.', ...SPEC.slice(2)]) },
      { folder: '安全技术规范', docNo: 'JTG F90-2015', title: '公路工程施工安全技术规范', fileName: 'JTG F90-2015 公路工程施工安全技术规范.pdf', author: 'zongjian', contractId: null, day: -280,
        bytes: text('JTG F90-2015', 'Safety Technical Specifications for Highway Engineering Construction', SPEC.slice(3)) },
    ],
  },
  knowledgeBase: {
    folders: ['施工工艺', '管理制度', '技术交底'],
    docs: [
      { folder: '施工工艺', docNo: 'GY-01', title: '钻孔灌注桩施工工艺标准', fileName: '钻孔灌注桩施工工艺标准.pdf', author: 'zongjian', contractId: null, day: -200,
        bytes: text('Bored pile construction procedure', 'SiteFlow knowledge base GY-01', ['Set the casing 0.3 m above ground, its centre within 50 mm of the pile position.', 'Keep the slurry level 1.5 m above ground water; check slurry density, viscosity and sand content every shift.', 'Clean the hole before the cage is placed; sediment not more than 50 mm for friction piles.', 'Pour the concrete continuously, the tremie embedded 2 to 6 m.']) },
      { folder: '施工工艺', docNo: 'GY-04', title: '预制箱梁架设工艺标准', fileName: '预制箱梁架设工艺标准.pdf', author: 'zongjian', contractId: null, day: -190,
        bytes: text('Precast box girder erection procedure', 'SiteFlow knowledge base GY-04', ['The bridge erector is checked and load-tested before the first span.', 'Lift only in winds below force 6; a signaller directs every lift.']) },
      { folder: '管理制度', docNo: 'ZD-02', title: '监理旁站管理办法', fileName: '监理旁站管理办法.pdf', author: 'zongjian', contractId: null, day: -210,
        bytes: text('Supervision on-site witnessing rules', 'SiteFlow knowledge base ZD-02', ['Key processes are witnessed from start to end: pile concrete, prestressing, girder erection.', 'The witness record lists the key points watched, the problems found and photos.']) },
      { folder: '技术交底', docNo: 'JD-SG01-07', title: '3#墩承台大体积混凝土技术交底', fileName: '3#墩承台大体积混凝土技术交底.pdf', author: 'zongjian', contractId: 'ct_sg01', day: -60,
        bytes: text('Mass concrete of the pier 3# pile cap', 'Technical briefing JD-SG01-07, Contract SG01', ['Cooling pipes in three layers; core to surface difference not more than 25 C.', 'Cure for at least 14 days under wet covering.']) },
    ],
  },
};

/** The libraries' folders and documents, each document a PDF file row (its bytes written after the seed). */
export async function seedLibraries(db: Db, d: (days: number) => number): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  const documents: Array<typeof docDocuments.$inferInsert> = [];
  for (const [library, { folders, docs }] of Object.entries(LIBRARIES)) {
    const ids = new Map(folders.map((name) => [name, newId()]));
    await db.insert(docFolders).values(folders.map((name, i) => ({ id: ids.get(name)!, library, projectId: PROJECT_ID, name, sortCode: i + 1 })));
    for (const doc of docs) {
      const createdAt = new Date(d(doc.day) + 10 * 3600_000);
      const author = AUTHORS[doc.author];
      const day = new Date(createdAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const file: DemoFile = {
        id: newId(), type: 'annex', name: doc.fileName, storedName: `${day}_${newId()}.pdf`,
        extension: 'pdf', bytes: doc.bytes(), userId: author.id, createdAt,
      };
      files.push(file);
      documents.push({
        id: newId(), library, folderId: ids.get(doc.folder)!, docNo: doc.docNo, title: doc.title, fileId: file.id,
        projectId: PROJECT_ID, contractId: doc.contractId, organizeId: author.organizeId, authorId: author.id, createdAt,
      });
    }
  }
  await insertDemoFiles(db, files);
  await db.insert(docDocuments).values(documents);
  return files;
}
