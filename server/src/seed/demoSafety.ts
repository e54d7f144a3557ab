/**
 * The demo's safety work (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): checklist inspections,
 * today's among them, whose failed items raised hazards; hazards of the other sections in every
 * state (overdue, rectified and closed, rectified and failed at review, returned to the reporter, a
 * draft); pre-shift meetings signed by their crews; LEC-graded hazard sources; the four emergency
 * registers; hazard types approved, waiting for the 总监 and returned. Made as the demo users through
 * the visualdev and workflow services, each step at its own time, as the app's requests make them.
 *
 * Who waits on what, besides demoTasks' story:
 *   shigong   整改 of the hazard anquan raised from today's 高处作业 inspection
 *   zongjian  审批 of luoyong's hazard type 挂篮走行未设置后锚
 *   gaofeng, liangyong (section 2, 3)  their sections' hazards, two of them overdue
 */
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create } from '../domains/visualdev/service.js';
import { audit, rejectTask } from '../domains/workflow/service.js';
import type { DemoFile } from './demoFiles.js';
import {
  dateOf, handle, launch, runDemoSteps, sessionOf, signOf, storeUploads, upload, type DemoTaskDeps, type Seeder, type Step,
} from './demoTasks.js';
import { signatureImage } from './signatureImage.js';

const HAZARD = 'flow_hazardRectify';
const HAZARD_TYPE = 'flow_hazardType';
const DAY = 86_400_000;

/** A record of a module without a flow, saved as `account` (its photos stored as that account's uploads). */
async function record(s: Seeder, account: string, module: string, data: Record<string, unknown>, draft = false): Promise<string> {
  await storeUploads(s, account);
  const body: SaveBodyType = { data: JSON.stringify(data), ...(draft ? { status: '1' } : {}) };
  const out = await create({ db: s.deps.db, now: s.deps.now }, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo safety: ${account} saving ${module} was stopped`);
  return out.id;
}

/** A worker's signature on a meeting sheet: the same strokes for the same name. */
const workerSign = (name: string): string => signatureImage([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11), Math.min(3, name.length));

type Result = 'pass' | 'fail' | 'na';
interface ItemSpec { code: string, item: string, result: Result, note?: string, photo?: string }

/** The inspection's rows; a failed item's photo uploaded on `day` (a number) or today. */
const itemsOf = (s: Seeder, day: number | 'today', specs: ItemSpec[]) => specs.map((i) => ({
  itemCode: i.code, item: i.item, result: i.result, note: i.note ?? '',
  photos: i.photo ? [upload(s, day === 'today' ? Math.round((s.today - s.day0) / DAY) : day, i.photo)] : [],
}));

const TODAY_HEIGHT: ItemSpec[] = [
  { code: 'height_01', item: '临边设置 1.2m 防护栏杆及挡脚板', result: 'fail', note: '3#墩承台基坑东侧约 12m 临边未设防护栏杆，仅拉设警示带', photo: '3#墩承台临边.png' },
  { code: 'height_02', item: '洞口按规定封闭或设置防护', result: 'pass' },
  { code: 'height_03', item: '作业人员正确系挂安全带', result: 'fail', note: '墩身钢筋绑扎平台 2 名作业人员未系挂安全带', photo: '3#墩安全带.png' },
  { code: 'height_04', item: '脚手板满铺固定，安全网挂设严密', result: 'pass' },
  { code: 'height_05', item: '攀登设施牢固，有防滑措施', result: 'pass' },
  { code: 'height_06', item: '六级以上大风、雨雪天气停止高处作业', result: 'na' },
];

/** What a later step takes from an earlier one: the inspection and its rows as saved. */
interface Saved { id: string, items: ReturnType<typeof itemsOf> }
const height: Saved = { id: '', items: [] };
const lifting: Saved = { id: '', items: [] };

/** Each task or record: its steps, in order. */
const TASKS: Step[][] = [
  // today's 高处作业 inspection on the 3# pier: two items failed; anquan raised a hazard from the first one
  [
    { day: 0, time: '00:00', ago: 45, run: async (s) => {
      height.items = itemsOf(s, 'today', TODAY_HEIGHT);
      height.id = await record(s, 'anquan', 'checklistInspection', {
        checklist: 'height', checkType: 'daily', checkDate: s.today, contractName: 'ct_sg01', wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台',
        items: height.items, conclusion: '临边防护、安全带系挂两项不合格，已要求现场立即整改并逐项上报隐患。', inspectorSign: signOf('anquan'),
      });
    } },
    { day: 0, time: '00:00', ago: 30, run: async (s) => {
      const failed = height.items[0];
      await launch(s, 'anquan', HAZARD, {
        title: '3#墩承台基坑临边未设防护栏杆', hazardCategory: 'fall', hazardType: '临边防护缺失或不牢固', hazardLevel: '2', contractName: 'ct_sg01',
        wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', location: 'K6+320 右幅 3#墩承台基坑东侧',
        description: failed.note, photos: failed.photos, rectifyRequire: '立即在基坑临边设置 1.2m 钢管防护栏杆并挂密目安全网，设置夜间警示灯。',
        rectifyDeadline: s.today + 2 * DAY, sourceInspection: height.id, checkItem: failed.item,
      });
    } },
  ],
  // a 起重吊装 inspection of section 2 by the supervision, whose failed limit switch became a hazard
  [
    { day: 0, time: '00:00', ago: 40, run: async (s) => {
      lifting.items = itemsOf(s, 'today', [
        { code: 'lifting_01', item: '起重设备检验合格，证件齐全', result: 'pass' },
        { code: 'lifting_02', item: '司机、信号工、司索工持证上岗', result: 'pass' },
        { code: 'lifting_03', item: '限位、保险装置齐全有效', result: 'fail', note: '架桥机前支腿行程限位开关损坏，未修复即进行过孔准备', photo: '架桥机限位.png' },
        { code: 'lifting_04', item: '钢丝绳、吊具无断丝、变形', result: 'pass' },
        { code: 'lifting_05', item: '吊装区域设置警戒，专人监护', result: 'pass' },
        { code: 'lifting_06', item: '风力超过六级停止吊装', result: 'na' },
      ]);
      lifting.id = await record(s, 'zhouhaitao', 'checklistInspection', {
        checklist: 'lifting', checkType: 'special', checkDate: s.today, contractName: 'ct_sg02', wbsPart: '句容河特大桥（K25+870） / 上部构造预制和安装 / 箱梁安装',
        items: lifting.items, conclusion: '架桥机限位失效，过孔作业暂停，修复并经监理复查后方可作业。',
      });
    } },
    { day: 0, time: '00:00', ago: 20, run: async (s) => {
      const failed = lifting.items[2];
      await launch(s, 'zhouhaitao', HAZARD, {
        title: '句容河特大桥架桥机前支腿限位失效', hazardCategory: 'lifting', hazardType: '限位装置失效', hazardLevel: '2', contractName: 'ct_sg02',
        wbsPart: '句容河特大桥（K25+870） / 上部构造预制和安装 / 箱梁安装', location: 'K25+870 句容河特大桥 5#跨架桥机',
        description: failed.note, photos: failed.photos, rectifyRequire: '更换限位开关并经设备管理人员检验合格，报监理复查后方可过孔。',
        rectifyDeadline: s.today + DAY, sourceInspection: lifting.id, checkItem: failed.item,
      });
    } },
  ],
  // inspections of earlier days, all in order
  [{ day: -2, time: '14:10', run: async (s) => {
    await record(s, 'anquan', 'checklistInspection', {
      checklist: 'tempPower', checkType: 'daily', checkDate: dateOf(s, -2), contractName: 'ct_sg01', wbsPart: '钢筋加工场',
      items: itemsOf(s, -2, [
        { code: 'tempPower_01', item: '配电系统采用三级配电、两级漏电保护', result: 'pass' },
        { code: 'tempPower_02', item: '总配电箱、开关箱漏电保护器动作灵敏', result: 'pass' },
        { code: 'tempPower_03', item: '配电箱门锁完好，有警示标志和责任人', result: 'pass' },
        { code: 'tempPower_04', item: '电缆架空或埋地敷设，无拖地浸水', result: 'pass' },
        { code: 'tempPower_05', item: 'PE 保护接零完好，重复接地符合要求', result: 'pass' },
        { code: 'tempPower_06', item: '电工持证上岗，有巡检记录', result: 'pass' },
      ]),
      conclusion: '临时用电符合要求。', inspectorSign: signOf('anquan'),
    });
  } }],
  [{ day: -1, time: '15:30', run: async (s) => {
    await record(s, 'luoyong', 'checklistInspection', {
      checklist: 'deepPit', checkType: 'daily', checkDate: dateOf(s, -1), contractName: 'ct_sg02', wbsPart: '句容河特大桥（K25+870） / 基础及下部构造 / 承台',
      items: itemsOf(s, -1, [
        { code: 'deepPit_01', item: '按专项方案分层开挖与支护', result: 'pass' },
        { code: 'deepPit_02', item: '基坑临边防护及警示标志齐全', result: 'pass' },
        { code: 'deepPit_03', item: '坑边堆载及距离符合方案', result: 'pass' },
        { code: 'deepPit_04', item: '降排水有效，坑内无积水', result: 'pass' },
        { code: 'deepPit_05', item: '上下基坑通道设置规范', result: 'pass' },
        { code: 'deepPit_06', item: '位移、沉降按频率监测并有记录', result: 'na' },
      ]),
      conclusion: '基坑开挖与支护符合方案。',
    });
  } }],

  // section 2: a switchbox rectified and closed
  [
    { day: -5, time: '09:10', run: async (s, task) => {
      task.id = await launch(s, 'luoyong', HAZARD, {
        title: '拌合站 2#配电箱漏电保护器失效', hazardCategory: 'electric', hazardType: '漏电保护器失效', hazardLevel: '1', contractName: 'ct_sg02',
        wbsPart: '拌合站', location: 'K27+400 拌合站 2#配电箱', description: '试跳按钮按下后漏电保护器不动作，箱门未上锁。',
        photos: [upload(s, -5, '拌合站配电箱.png')], rectifyDeadline: dateOf(s, -4), rectifyRequire: '更换漏电保护器并做试跳记录，配电箱加锁。',
      });
    } },
    { day: -4, time: '15:20', run: (s, task) => handle(s, audit, 'gaofeng', task.id, {
      handleOpinion: '已更换漏电保护器，试跳正常。',
      formData: {
        rectifyMeasure: '更换 30mA 漏电保护器，试跳 3 次动作正常，配电箱加锁并张贴责任人牌。',
        rectifyPhotos: [upload(s, -4, '拌合站配电箱整改后.png')], rectifyFinishDate: dateOf(s, -4), rectifySign: signOf('gaofeng'),
      },
    }) },
    { day: -3, time: '10:05', run: (s, task) => handle(s, audit, 'wugang', task.id, { handleOpinion: '复查合格，同意销号。' }) },
  ],
  // section 2: a gantry crane limit rectified badly, sent back at review: waiting on the contractor again, overdue
  [
    { day: -3, time: '08:50', run: async (s, task) => {
      task.id = await launch(s, 'luoyong', HAZARD, {
        title: '预制梁场 1#龙门吊大车行走限位失效', hazardCategory: 'lifting', hazardType: '限位装置失效', hazardLevel: '2', contractName: 'ct_sg02',
        wbsPart: '预制梁场', location: 'K29+100 预制梁场 1#龙门吊', description: '大车行走限位撞块脱落，龙门吊行至轨道端部无法自动停止。',
        photos: [upload(s, -3, '龙门吊限位.png')], rectifyDeadline: dateOf(s, -1), rectifyRequire: '恢复限位撞块，加设端部止挡，检验合格后方可使用。',
      });
    } },
    { day: -2, time: '16:30', run: (s, task) => handle(s, audit, 'gaofeng', task.id, {
      handleOpinion: '已恢复限位撞块。',
      formData: {
        rectifyMeasure: '重新焊接限位撞块。', rectifyPhotos: [upload(s, -2, '龙门吊限位整改.png')], rectifyFinishDate: dateOf(s, -2), rectifySign: signOf('gaofeng'),
      },
    }) },
    { day: -1, time: '09:40', run: (s, task) => handle(s, rejectTask, 'wugang', task.id, {
      handleOpinion: '端部止挡未设置，限位未经特种设备检验人员确认，整改不合格，请补充后再报。',
    }) },
  ],
  // section 2: returned to the reporter by the contractor
  [
    { day: -2, time: '10:20', run: async (s, task) => {
      task.id = await launch(s, 'luoyong', HAZARD, {
        title: '宝华互通匝道桥支架剪刀撑缺失', hazardCategory: 'collapse', hazardType: '支架、模板搭设不符合方案', hazardLevel: '2', contractName: 'ct_sg02',
        wbsPart: '宝华互通匝道桥（K30+512） / 上部构造现浇 / 现浇箱梁', location: 'K30+512 宝华互通 B 匝道 3#跨',
        description: '满堂支架外侧纵向剪刀撑未连续设置。', photos: [upload(s, -2, '匝道桥支架.png')], rectifyDeadline: dateOf(s, 0),
      });
    } },
    { day: -1, time: '11:15', run: (s, task) => handle(s, rejectTask, 'gaofeng', task.id, {
      handleOpinion: '照片所示为已拆除的预压区支架，现浇段支架剪刀撑已按方案设置，请核实后重新上报。',
    }) },
  ],
  // section 3: a major hazard at the river, overdue
  [{ day: -4, time: '14:35', run: async (s) => {
    await launch(s, 'xietao', HAZARD, {
      title: '赤山湖大桥 2#墩临水作业未穿救生衣', hazardCategory: 'drowning', hazardType: '临水作业未穿救生衣', hazardLevel: '3', contractName: 'ct_sg03',
      wbsPart: '赤山湖大桥（K41+015） / 基础及下部构造 / 钻孔灌注桩', location: 'K41+015 赤山湖大桥 2#墩钢平台',
      description: '钢平台临水侧 4 名作业人员未穿救生衣，平台周边未设救生圈。', photos: [upload(s, -4, '赤山湖临水作业.png')],
      rectifyDeadline: dateOf(s, -3), rectifyRequire: '立即配发救生衣，平台四周每 20m 设救生圈一个，设专人监护。',
    }, { flowUrgent: 3 });
  } }],
  // anquan's draft, to be finished
  [{ day: -1, time: '17:20', run: async (s) => {
    await launch(s, 'anquan', HAZARD, {
      title: '钢筋加工场砂轮切割机防护罩缺失', hazardCategory: 'machinery', hazardType: '传动部位无防护罩', hazardLevel: '1', contractName: 'ct_sg01',
      wbsPart: '钢筋加工场', location: 'K9+600 钢筋加工场', photos: [upload(s, -1, '砂轮切割机.png')],
    }, { draft: true });
  } }],

  // pre-shift meetings, signed by their crews
  ...([
    ['anquan', 'ct_sg01', 'today', 60, '桥梁一队钢筋班', '秦淮河大桥 3#墩承台', '承台钢筋绑扎高处作业安全', '3#墩承台顶层钢筋绑扎、墩身预埋筋定位',
      '临边作业必须系挂安全带；钢筋吊装专人指挥，吊物下方严禁站人；电焊作业清理周边易燃物。', '王立军', ['刘大勇', '陈小兵', '周海', '吴建平', '孙强', '李国庆']],
    ['luoyong', 'ct_sg02', 'today', 55, '梁场架桥班', '句容河特大桥 5#跨', '架桥机过孔作业安全', '架桥机前支腿限位修复后过孔准备',
      '限位未修复严禁过孔；过孔时桥下设警戒区；六级以上大风停止作业。', '马卫东', ['赵亮', '钱多多', '孙大海', '周洋']],
    ['anquan', 'ct_sg01', -1, '07:25', '路基一队机械班', 'K12+300 路基填筑段', '夜间压路机作业防碰撞', '路基第 6 层填筑碾压',
      '压路机倒车专人指挥；夜间作业灯光照明充足；人员不得在机械作业半径内停留。', '郑红兵', ['韩磊', '冯涛', '何志刚']],
    ['xietao', 'ct_sg03', -2, '07:15', '桥梁三队钻孔班', '赤山湖大桥 2#墩钢平台', '临水钻孔作业防淹溺', '2#墩 3 号桩钻孔',
      '临水作业必须穿救生衣；钢平台护栏每日检查；泥浆池周边设防护。', '曹永', ['许文', '林涛', '黄河']],
  ] as const).map(([account, contract, day, time, team, location, topic, work, risks, host, crew]): Step[] => [{
    day: day === 'today' ? 0 : day, time: typeof time === 'string' ? time : '00:00', ago: typeof time === 'number' ? time : undefined,
    run: async (s) => {
      const on = day === 'today' ? Math.round((s.today - s.day0) / DAY) : day;
      await record(s, account, 'safetyMorin', {
        meetingDate: day === 'today' ? s.today : dateOf(s, day), teamName: team, contractName: contract, location, topic, workContent: work, riskPoints: risks,
        host, attendees: crew.map((name, i) => ({ name, workType: ['rebarWorker', 'welder', 'laborer', 'operator', 'scaffolder', 'signaller'][i % 6], sign: workerSign(name) })),
        photos: [upload(s, on, `${team}晨会.png`), upload(s, on, `${team}签到.png`)],
      });
    },
  }]),

  // hazard sources of sections 1-3, graded by LEC
  ...([
    ['anquan', 'ct_sg01', '3#墩承台深基坑开挖', '秦淮河大桥 3#墩承台', 'collapse', '3', '6', '40', '拉森钢板桩支护、两道内支撑，基坑监测', '专项方案经专家论证后实施，开挖前条件验收，每日巡查监测数据'],
    ['anquan', 'ct_sg01', '箱梁架设（架桥机）', '秦淮河大桥上部构造', 'lifting', '1', '6', '40', '架桥机限位、防倾覆装置齐全', '架设前联合验收，过孔专人指挥，六级风以上停止作业'],
    ['anquan', 'ct_sg01', '施工临时用电', '全线施工现场', 'electric', '3', '6', '7', '三级配电、两级保护，TN-S 接零保护', '电工持证上岗，每日巡检并记录'],
    ['anquan', 'ct_sg01', '保通路段交通导改', 'K0+000~K18+500 保通段', 'traffic', '3', '6', '15', '设置渐变段、隔离墩和夜间警示灯', '交通导改方案报交警备案，专人疏导'],
    ['anquan', 'ct_sg01', '钢筋加工机械作业', '钢筋加工场', 'machinery', '1', '6', '7', '传动部位防护罩齐全，一机一闸一漏保', '操作人员培训上岗，班前检查设备'],
    ['luoyong', 'ct_sg02', '句容河特大桥水上作业', '句容河特大桥主跨', 'drowning', '3', '6', '15', '钢平台设防护栏杆，配救生圈', '临水作业穿救生衣，设专人监护和救生艇'],
    ['luoyong', 'ct_sg02', '预制梁场龙门吊吊装', '预制梁场', 'lifting', '1', '6', '40', '龙门吊限位、夹轨器齐全', '司机、司索工持证，吊装区域警戒'],
    ['xietao', 'ct_sg03', '赤山湖大桥深水围堰施工', '赤山湖大桥 2#墩', 'collapse', '3', '6', '40', '钢板桩围堰内支撑，水位监测', '专项方案论证，汛期专人值守'],
  ] as const).map(([account, contract, name, part, accident, l, e, c, engineering, management], i): Step[] => [{
    day: -8, time: `08:${String(10 + i * 5).padStart(2, '0')}`,
    run: async (s) => {
      await record(s, account, 'dangerSource', {
        sourceName: name, contractName: contract, wbsPart: part, accidentType: accident, likelihood: l, exposure: e, consequence: c,
        engineeringControl: engineering, managementControl: management, ppeControl: '正确佩戴安全帽、反光背心等个体防护用品',
        emergencyControl: '按专项应急预案处置，第一时间报告项目应急领导小组', responsible: account === 'anquan' ? '张伟' : account === 'luoyong' ? '高峰' : '梁永',
        sourceState: 'controlled',
      });
    },
  }]),
  [{ day: -8, time: '09:00', run: async (s) => {
    await record(s, 'anquan', 'dangerSource', {
      sourceName: 'K3+250 盖板涵基坑开挖', contractName: 'ct_sg01', wbsPart: 'K3+250 盖板涵', accidentType: 'collapse', likelihood: '1', exposure: '3', consequence: '15',
      managementControl: '基坑已回填，危险源消除', responsible: '张伟', sourceState: 'eliminated',
    });
  } }],

  // emergency registers of section 1 (and a plan of section 2)
  [
    { day: -20, time: '09:00', run: async (s, task) => {
      task.id = await record(s, 'anquan', 'emergencyPlan', {
        planName: '宁句高速改扩建第一合同段生产安全事故综合应急预案', planType: 'comprehensive', accidentType: 'other', contractName: 'ct_sg01',
        planOwner: '黄磊', issueDate: dateOf(s, -20), summary: '应急组织机构及职责、预警与响应分级、应急处置程序、应急保障与培训演练。',
        planFile: [upload(s, -20, '第一合同段综合应急预案.pdf')],
      });
    } },
    { day: -20, time: '09:30', run: async (s, task) => {
      task.id = await record(s, 'anquan', 'emergencyPlan', {
        planName: '深基坑坍塌事故专项应急预案', planType: 'special', accidentType: 'collapse', contractName: 'ct_sg01', planOwner: '黄磊', issueDate: dateOf(s, -20),
        summary: '基坑变形预警值与报警值、人员撤离路线、抢险物资与设备、伤员救护程序。', planFile: [upload(s, -20, '深基坑坍塌专项应急预案.pdf')],
      });
    } },
    { day: -6, time: '14:00', run: async (s, task) => {
      await record(s, 'anquan', 'emergencyDrill', {
        drillName: '3#墩承台基坑坍塌应急救援演练', plan: task.id, contractName: 'ct_sg01', drillDate: dateOf(s, -6), drillType: 'field',
        location: '秦淮河大桥 3#墩承台基坑', participants: 42,
        content: '模拟基坑东侧支护局部失稳，发出预警后组织坑内人员 5 分钟内撤离，开展伤员搜救、现场急救与转运。',
        evaluation: '撤离用时 4 分 20 秒，达到预案要求；应急广播在基坑内声音偏小，需增设扩音设备。',
        photos: [upload(s, -6, '基坑坍塌演练撤离.png'), upload(s, -6, '基坑坍塌演练救护.png'), upload(s, -6, '基坑坍塌演练总结.png')],
      });
    } },
  ],
  [
    { day: -15, time: '10:00', run: async (s, task) => {
      task.id = await record(s, 'anquan', 'emergencyPlan', {
        planName: '防汛防台专项应急预案', planType: 'special', accidentType: 'drowning', contractName: 'ct_sg01', planOwner: '黄磊', issueDate: dateOf(s, -15),
        summary: '汛期值班、临河临水作业停工条件、防汛物资储备、人员转移路线。',
      });
    } },
    { day: -3, time: '15:00', run: async (s, task) => {
      await record(s, 'anquan', 'emergencyDrill', {
        drillName: '汛期防汛应急桌面推演', plan: task.id, contractName: 'ct_sg01', drillDate: dateOf(s, -3), drillType: 'tabletop',
        location: '项目部会议室', participants: 18, content: '推演秦淮河水位超警戒时钢栈桥人员撤离、物资调运与信息报送流程。',
        photos: [upload(s, -3, '防汛桌面推演.png')],
      });
    } },
  ],
  [{ day: -12, time: '11:00', run: async (s) => {
    await record(s, 'anquan', 'emergencyPlan', {
      planName: '触电事故现场处置方案', planType: 'onsite', accidentType: 'electric', contractName: 'ct_sg01', planOwner: '黄磊', issueDate: dateOf(s, -12),
      summary: '断电、脱离电源、心肺复苏与报告程序。',
    });
  } }],
  ...([
    ['张伟', '应急领导小组组长', '第一合同段项目经理部', '13962158820'],
    ['黄磊', '应急领导小组副组长', '第一合同段安全部', '13770851296'],
    ['李明', '监理应急联络人', '总监办第一驻地办', '15062218843'],
    ['江宁区人民医院', '医疗救护', '南京市江宁区', '025-52160120'],
    ['急救中心', '医疗急救', '', '120'],
    ['消防救援', '火灾及抢险救援', '', '119'],
    ['报警电话', '治安及事故报警', '', '110'],
  ] as const).map(([name, duty, unit, phone], i): Step[] => [{
    day: -20, time: `10:${String(i * 5).padStart(2, '0')}`,
    run: async (s) => { await record(s, 'anquan', 'emergencyContact', { contactName: name, duty, unit, phone, contractName: 'ct_sg01' }); },
  }]),
  ...([
    ['救生衣', '成人款 150N', 40, 'each', '秦淮河大桥钢栈桥应急物资柜', 'good', 0],
    ['救生圈', '2.5kg', 20, 'each', '秦淮河大桥钢栈桥应急物资柜', 'good', 0],
    ['防汛沙袋', '50×80cm', 500, 'bag', '项目部应急物资库', 'good', -10],
    ['潜水泵', '4 寸 7.5kW', 4, 'set', '项目部应急物资库', 'good', -10],
    ['干粉灭火器', 'MFZ/ABC4', 36, 'each', '项目部应急物资库', 'short', -10],
    ['防毒面具', '过滤式', 10, 'set', '项目部应急物资库', 'expired', -30],
    ['安全绳', 'Φ12 尼龙', 300, 'm', '项目部应急物资库', 'good', -10],
  ] as const).map(([name, spec, quantity, unit, place, state, checked], i): Step[] => [{
    day: -19, time: `09:${String(i * 5).padStart(2, '0')}`,
    run: async (s) => {
      await record(s, 'anquan', 'emergencySupply', {
        supplyName: name, spec, quantity, unit, contractName: 'ct_sg01', storePlace: place, keeper: '黄磊', keeperPhone: '13770851296',
        checkDate: dateOf(s, checked), supplyState: state,
      });
    },
  }]),

  // hazard types: two approved by the 总监, one returned, one waiting for him
  [
    { day: -6, time: '08:30', run: async (s, task) => {
      task.id = await launch(s, 'shigong', HAZARD_TYPE, {
        parentCategory: 'lifting', typeName: '架桥机过孔未设置限位', defaultLevel: '2', description: '架桥机过孔时前支腿、天车未设置行程限位或限位失效。',
        measures: '过孔前检查各限位装置，限位失效严禁过孔，专人监护。', basis: 'JTG F90-2015 第 5.7 条',
      });
    } },
    { day: -5, time: '09:00', run: (s, task) => handle(s, audit, 'zongjian', task.id, { handleOpinion: '同意，纳入本项目隐患类别。' }) },
  ],
  [
    { day: -6, time: '15:00', run: async (s, task) => {
      task.id = await launch(s, 'anquan', HAZARD_TYPE, {
        parentCategory: 'electric', typeName: '临时用电线路穿越道路未套管保护', defaultLevel: '1',
        description: '临时电缆穿越施工便道或保通道路时未埋设套管或未架空。', measures: '穿越道路处埋设钢套管并设标识，或架空高度不低于 6m。',
      });
    } },
    { day: -5, time: '11:00', run: (s, task) => handle(s, audit, 'zongjian', task.id, { handleOpinion: '同意启用。' }) },
  ],
  [
    { day: -4, time: '16:00', run: async (s, task) => {
      task.id = await launch(s, 'xubin', HAZARD_TYPE, {
        parentCategory: 'strike', typeName: '钢筋笼堆放超高', defaultLevel: '1', description: '钢筋笼堆放超过两层或未设支垫。',
      });
    } },
    { day: -3, time: '09:20', run: (s, task) => handle(s, rejectTask, 'zongjian', task.id, {
      handleOpinion: '已有典型隐患“高处物料堆放不稳”涵盖此情形，不再单列。',
    }) },
  ],
  [{ day: -1, time: '14:40', run: async (s) => {
    await launch(s, 'luoyong', HAZARD_TYPE, {
      parentCategory: 'fall', typeName: '挂篮走行未设置后锚', defaultLevel: '3', description: '悬臂浇筑挂篮走行时后锚未锚固或锚固数量不足。',
      measures: '走行前检查后锚及平衡重，专人指挥，两侧对称同步走行。', basis: 'JTG/T 3650-2020 第 17.5 条',
    });
  } }],
];

/** How many records and tasks the safety demo makes. */
export const DEMO_SAFETY_COUNT = TASKS.length;

export const seedDemoSafety = (deps: DemoTaskDeps): Promise<{ tasks: number, files: DemoFile[] }> => runDemoSteps(deps, TASKS);
