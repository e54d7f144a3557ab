/**
 * The task centre of the demo organisation (SEED_DEMO_TASKS, with the approvals of demoTasks.ts):
 * tasks in every state, meetings called, held and drafted with decisions made tasks, schedules,
 * and the task centre's approval modules (监理指令, 工作联系单, 工作汇报) at each of their steps.
 * Everything goes through the services as the app's requests do, as the demo accounts, each step at
 * its own time of the last working days (see demoTasks.ts runDemoSteps).
 *
 * Who has what:
 *   tasks     shigong: 减速带 (anquan 60%, xubin to accept), 配电箱 draft, 防尘网 passed;
 *             zongjian → shigong: 度汛预案 overdue; jianli → shigong + anquan: 临边防护 (one passed,
 *             one waiting for jianli); jianli → xubin: 复检资料 returned; gaofeng → luoyong (SG02);
 *             zongjian → anquan + shiyan: 节前检查 to accept; the 第 17 次监理例会 decision → shigong
 *   meetings  第 17 次监理例会 held (sign-ins, minutes, three decisions, one a task); 第 18 次 called;
 *             二标涵洞专题会 (SG02) called, gaofeng signed in; 安全生产月动员会 draft
 *   schedules jianli, zongjian, shigong: the coming days, with reminders
 *   flows     监理指令: closed (SG01), waiting for shigong's reply, replied and waiting for wugang (SG02);
 *             专项任务通知 of demoTasks' special inspection, waiting for shigong to sign;
 *             工作联系单: answered (SG01), waiting for wugang (SG02);
 *             工作汇报: xubin's read by chengang, liuyang's waiting for jianli, jianli's weekly read
 *             by zongjian, luoyong's waiting for gaofeng
 */
import type { SessionUser } from '../domains/oauth/tokens.js';
import * as meetings from '../domains/meeting/service.js';
import * as schedules from '../domains/schedule/service.js';
import * as tasks from '../domains/task/service.js';
import { list as listRecords } from '../domains/visualdev/service.js';
import { audit } from '../domains/workflow/service.js';
import { dateOf, handle, launch, runDemoSteps, sessionOf, storeUploads, upload, type DemoTaskDeps, type Seeder, type Step } from './demoTasks.js';
import type { DemoFile } from './demoFiles.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** `day` at China "HH:MM", as a datetime field holds it. */
const at = (s: Seeder, day: number, time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return dateOf(s, day) + h * HOUR + m * MINUTE;
};

const U = {
  zongjian: 'u_zongjian', jianli: 'u_jianli', liuyang: 'u_jianliyuan', zhouhaitao: 'u_zhudi1', wugang: 'u_zhudi2',
  shigong: 'u_shigong', chengang: 'u_zonggong1', xubin: 'u_sgy1', anquan: 'u_anquan', shiyan: 'u_shiyan',
  gaofeng: 'u_pm2', luoyong: 'u_anquan2', liangyong: 'u_pm3',
} as const;

/** The account's uploads so far are stored as its own, then `work` runs as it. */
async function as<T>(s: Seeder, account: string, work: (user: SessionUser) => Promise<T>): Promise<T> {
  await storeUploads(s, account);
  return work(sessionOf(account));
}

const publish = (s: Seeder, account: string, data: Record<string, unknown>, draft = false) =>
  as(s, account, async (user) => (await tasks.create(s.deps, user, { data, draft })).id);

const accept = (s: Seeder, account: string, id: string) => as(s, account, (user) => tasks.accept(s.deps, user, id));
const progress = (s: Seeder, account: string, id: string, data: Record<string, unknown>) => as(s, account, (user) => tasks.progress(s.deps, user, id, { data }));
const complete = (s: Seeder, account: string, id: string, data: Record<string, unknown>) => as(s, account, (user) => tasks.complete(s.deps, user, id, { data }));
const auditTask = (s: Seeder, account: string, id: string, assignee: string, pass: boolean, reason?: string) =>
  as(s, account, (user) => tasks.audit(s.deps, user, id, assignee, { pass, reason }));

// --- tasks --------------------------------------------------------------------------------------

const TASKS: Step[][] = [
  // shigong's speed bumps: anquan is at 60%, xubin has not accepted yet
  [
    { day: -1, time: '09:30', run: async (s, t) => {
      t.id = await publish(s, 'shigong', {
        title: 'K9+300 便道交叉口增设减速带', content: '施工便道与保通道路交叉口两侧各铺设橡胶减速带 2 道，设置限速 15km/h 标志及夜间警示灯，完成后拍照上传。',
        assignees: [U.anquan, U.xubin], deadline: at(s, 2, '18:00'), urgency: '2', contractName: 'ct_sg01',
        place: 'K9+300 右幅施工便道交叉口', photos: [upload(s, -1, 'K9+300交叉口现状.png')], attachments: [],
      });
    } },
    { day: -1, time: '10:10', run: (s, t) => accept(s, 'anquan', t.id) },
    { day: 0, time: '11:20', run: (s, t) => progress(s, 'anquan', t.id, {
      progress: 60, content: '东侧 2 道减速带已铺设完成，限速标志已安装；西侧减速带材料明日进场。', photos: [upload(s, 0, 'K9+300东侧减速带.png')],
    }) },
  ],
  // zongjian's flood-season plan for shigong: past its deadline
  [
    { day: -4, time: '10:00', run: async (s, t) => {
      t.id = await publish(s, 'zongjian', {
        title: '编制汛期施工防洪度汛应急预案', content: '结合秦淮河大桥水中墩施工，编制防洪度汛应急预案，明确值守、物资储备与撤离路线，报总监办审查。',
        assignees: [U.shigong], deadline: at(s, -1, '17:00'), urgency: '3', contractName: 'ct_sg01',
        place: '第一合同段项目部', photos: [], attachments: [upload(s, -4, '防洪度汛工作要求.pdf')],
      });
    } },
    { day: -4, time: '14:00', run: (s, t) => accept(s, 'shigong', t.id) },
    { day: -2, time: '16:00', run: (s, t) => progress(s, 'shigong', t.id, {
      progress: 40, content: '预案初稿已完成，正在核对防汛物资清单，计划组织内部评审后上报。', photos: [],
    }) },
  ],
  // jianli's edge protection for shigong and anquan: anquan passed, shigong's completion waits for jianli
  [
    { day: -3, time: '09:00', run: async (s, t) => {
      t.id = await publish(s, 'jianli', {
        title: '3#墩承台基坑临边防护整改', content: '基坑四周设置 1.2m 高钢管防护栏杆并挂密目安全网，设置“当心坠落”警示牌，夜间设警示灯。',
        assignees: [U.shigong, U.anquan], deadline: at(s, 0, '18:00'), urgency: '3', contractName: 'ct_sg01',
        place: '秦淮河大桥 3#墩承台基坑', photos: [upload(s, -3, '3#墩基坑临边.png')], attachments: [],
      });
    } },
    { day: -3, time: '10:00', run: (s, t) => accept(s, 'anquan', t.id) },
    { day: -3, time: '11:00', run: (s, t) => accept(s, 'shigong', t.id) },
    { day: -2, time: '15:30', run: (s, t) => complete(s, 'anquan', t.id, {
      content: '已对施工班组进行安全交底，警示牌 4 块、警示灯 6 盏设置到位。', photos: [upload(s, -2, '3#墩警示牌.png'), upload(s, -2, '3#墩警示灯.png')], attachments: [],
    }) },
    { day: -1, time: '16:00', run: (s, t) => complete(s, 'shigong', t.id, {
      content: '基坑四周防护栏杆及密目网全部设置完成，共计 86m。', photos: [upload(s, -1, '3#墩防护栏杆.png')], attachments: [],
    }) },
    { day: 0, time: '09:00', run: (s, t) => auditTask(s, 'jianli', t.id, U.anquan, true) },
  ],
  // shigong's dust nets, done by chengang and passed
  [
    { day: -5, time: '09:00', run: async (s, t) => {
      t.id = await publish(s, 'shigong', {
        title: '拌合站料仓加盖防尘网', content: '拌合站砂石料仓顶部及侧面加盖防尘网，裸露料堆全部覆盖。', assignees: [U.chengang],
        deadline: at(s, -2, '18:00'), urgency: '1', contractName: 'ct_sg01', place: 'K6+800 拌合站', photos: [], attachments: [],
      });
    } },
    { day: -5, time: '10:00', run: (s, t) => accept(s, 'chengang', t.id) },
    { day: -3, time: '15:00', run: (s, t) => complete(s, 'chengang', t.id, {
      content: '料仓顶棚及三面侧墙防尘网已安装，裸露料堆覆盖完毕。', photos: [upload(s, -3, '拌合站防尘网.png')], attachments: [],
    }) },
    { day: -3, time: '17:00', run: (s, t) => auditTask(s, 'shigong', t.id, U.chengang, true) },
  ],
  // jianli's test records for xubin: returned for a missing report
  [
    { day: -3, time: '14:00', run: async (s, t) => {
      t.id = await publish(s, 'jianli', {
        title: 'K12+300 路床压实度复检资料补报', content: '补报 K12+200~K12+400 右幅路床返工后的压实度复检记录及第三方检测报告。',
        assignees: [U.xubin], deadline: at(s, 1, '18:00'), urgency: '2', contractName: 'ct_sg01', place: 'K12+200~K12+400 右幅路床', photos: [], attachments: [],
      });
    } },
    { day: -3, time: '15:00', run: (s, t) => accept(s, 'xubin', t.id) },
    { day: -2, time: '10:00', run: (s, t) => complete(s, 'xubin', t.id, {
      content: '复检记录已整理上传。', photos: [upload(s, -2, 'K12+300复检现场.png')], attachments: [upload(s, -2, 'K12+300压实度复检记录.pdf')],
    }) },
    { day: -1, time: '09:00', run: (s, t) => auditTask(s, 'jianli', t.id, U.xubin, false, '缺少第三方检测机构的检测报告，请补充后重新提交。') },
  ],
  // shigong's draft
  [
    { day: 0, time: '10:00', run: async (s, t) => {
      t.id = await publish(s, 'shigong', {
        title: '钢筋加工场配电箱上锁检查', content: '检查钢筋加工场全部开关箱是否上锁、漏电保护是否灵敏。', assignees: [U.anquan],
        deadline: at(s, 3, '18:00'), urgency: '1', contractName: 'ct_sg01', place: 'K6+500 钢筋加工场', photos: [], attachments: [],
      }, true);
    } },
  ],
  // SG02: gaofeng's drainage for luoyong
  [
    { day: -2, time: '08:30', run: async (s, t) => {
      t.id = await publish(s, 'gaofeng', {
        title: 'K21+450 盖板涵基坑排水', content: '基坑内积水抽排，坑顶设截水沟，雨前覆盖坑壁。', assignees: [U.luoyong],
        deadline: at(s, 1, '18:00'), urgency: '2', contractName: 'ct_sg02', place: 'K21+450 盖板涵', photos: [], attachments: [],
      });
    } },
    { day: -2, time: '09:10', run: (s, t) => accept(s, 'luoyong', t.id) },
  ],
  // zongjian's pre-holiday check for anquan and shiyan: to accept
  [
    { day: 0, time: '14:00', run: async (s, t) => {
      t.id = await publish(s, 'zongjian', {
        title: '节前安全大检查问题清单整改', content: '按节前安全大检查通报的 12 项问题逐项整改，试验室重点检查标养室温湿度记录及压力机检定证书。',
        assignees: [U.anquan, U.shiyan], deadline: at(s, 3, '18:00'), urgency: '2', contractName: 'ct_sg01', place: '第一合同段全线',
        photos: [], attachments: [upload(s, 0, '节前安全大检查通报.pdf')],
      });
    } },
  ],
];

// --- meetings -----------------------------------------------------------------------------------

const call = (s: Seeder, account: string, data: Record<string, unknown>, draft = false) =>
  as(s, account, async (user) => (await meetings.create(s.deps, user, { data, draft })).id);
const signIn = (s: Seeder, account: string, id: string) => as(s, account, (user) => meetings.signIn(s.deps, user, id));

/** The minutes of the 17th meeting and its decisions, the first made a task. */
async function writeMinutes(s: Seeder, user: SessionUser, id: string, photo: ReturnType<typeof upload>): Promise<void> {
  await meetings.saveMinutes(s.deps, user, id, {
    publish: true,
    data: {
      minutes: '一、SG01 标上周完成路基填筑 1.2 万方、3-1#~3-2# 桩基灌注；SG02 标 K21+450 盖板涵涵身施工；SG03 标路面首件摊铺准备。\n'
        + '二、总监办通报：秦淮河大桥 2#墩墩身模板局部变形，K12+300 路床压实度不足已返工。\n'
        + '三、进入汛期，各标段须于本周五前上报汛期施工安排，落实防汛物资和值守人员。',
      photos: [photo], attachments: [],
    },
  });
  const decisions = [
    { content: '秦淮河大桥 2#墩墩身模板加固，浇筑前报监理检查验收', assignees: [U.shigong], deadline: dateOf(s, 1), contractName: 'ct_sg01', place: '秦淮河大桥 2#墩' },
    { content: '各标段于本周五前上报汛期施工安排及防汛物资清单', assignees: [U.gaofeng], deadline: dateOf(s, -1), contractName: 'ct_sg02', place: '' },
    { content: '路面首件工程总结报告报监理审批', assignees: [U.liangyong], deadline: dateOf(s, 2), contractName: 'ct_sg03', place: 'SG03 标路面' },
  ];
  const ids: string[] = [];
  for (const data of decisions) ids.push((await meetings.addDecision(s.deps, user, id, { data })).id);
  await meetings.decisionToTask(s.deps, user, id, ids[0]);
}

const AGENDA_17 = '各标段汇报上周完成情况及本周计划\n总监办通报质量安全检查问题\n汛期施工准备工作部署';

const MEETINGS: Step[][] = [
  // 第 17 次监理例会: held, with minutes and three decisions, one made a task
  [
    { day: -6, time: '08:30', run: async (s, t) => {
      t.id = await call(s, 'zongjian', {
        title: '第 17 次监理例会', meetingType: 'regular', startTime: at(s, -5, '09:00'), endTime: at(s, -5, '11:00'),
        place: '总监办二楼会议室', host: U.zongjian, agenda: AGENDA_17, attachments: [],
        attendees: [U.jianli, U.zhouhaitao, U.wugang, U.shigong, U.gaofeng, U.liangyong, U.anquan],
      });
    } },
    ...(['jianli', 'shigong', 'anquan', 'gaofeng', 'zhouhaitao', 'zongjian'] as const).map((account, i): Step => ({
      day: -5, time: `08:${String(40 + i * 3).padStart(2, '0')}`, run: (s, t) => signIn(s, account, t.id),
    })),
    { day: -5, time: '11:30', run: async (s, t) => {
      const photo = upload(s, -5, '第17次监理例会.png');
      await as(s, 'zongjian', (user) => writeMinutes(s, user, t.id, photo));
    } },
  ],
  // 第 18 次监理例会: called for the next day
  [
    { day: 0, time: '10:00', run: (s) => call(s, 'zongjian', {
      title: '第 18 次监理例会', meetingType: 'regular', startTime: at(s, 1, '09:00'), endTime: at(s, 1, '11:00'), place: '总监办二楼会议室',
      host: U.zongjian, attendees: [U.jianli, U.zhouhaitao, U.wugang, U.shigong, U.gaofeng, U.anquan],
      agenda: '上周例会决议落实情况检查\n各标段本周进度与下周计划\n汛期施工安排审查', attachments: [upload(s, 0, '第18次监理例会议程.pdf')],
    }).then(() => undefined) },
  ],
  // SG02's culvert meeting: called, gaofeng signed in
  [
    { day: 0, time: '09:00', run: async (s, t) => {
      t.id = await call(s, 'jianli', {
        title: '二标 K21+450 盖板涵施工专题会', meetingType: 'special', contractName: 'ct_sg02', startTime: at(s, 0, '14:00'), endTime: at(s, 0, '15:30'),
        place: 'SG02 标项目部会议室', host: U.wugang, attendees: [U.gaofeng, U.luoyong], agenda: '涵底标高调整方案\n基坑排水及雨季防护', attachments: [],
      });
    } },
    { day: 0, time: '13:50', run: (s, t) => signIn(s, 'gaofeng', t.id) },
  ],
  // a draft
  [
    { day: 0, time: '15:00', run: (s) => call(s, 'zongjian', {
      title: '安全生产月活动动员会', meetingType: 'safety', startTime: at(s, 3, '09:00'), endTime: at(s, 3, '10:30'), place: '总监办二楼会议室',
      host: U.zongjian, attendees: [U.jianli, U.shigong, U.gaofeng, U.liangyong, U.anquan, U.luoyong], agenda: '安全生产月活动方案宣贯\n各标段活动安排', attachments: [],
    }, true).then(() => undefined) },
  ],
];

// --- schedules ----------------------------------------------------------------------------------

const plan = (account: string, items: Array<[title: string, day: number, start: string, end: string, remind: string, place: string, content: string]>): Step[] =>
  items.map(([title, day, start, end, remind, place, content]) => ({
    day: Math.min(0, day - 1), time: '08:00',
    run: (s) => as(s, account, (user) => schedules.create(s.deps, user, {
      data: { title, startTime: at(s, day, start), endTime: at(s, day, end), remind, place, content },
    })).then(() => undefined),
  }));

const SCHEDULES: Step[][] = [
  plan('jianli', [
    ['3-3# 桩水下混凝土灌注旁站', 0, '14:00', '18:00', '15', '秦淮河大桥 3#墩', '检查导管埋深、坍落度，见证留置试块'],
    ['第 18 次监理例会', 1, '09:00', '11:00', '30', '总监办二楼会议室', '汇报第一驻地办上周工作'],
    ['K9 段路床压实度抽检', 2, '09:00', '11:00', '60', 'K9+100~K9+600 右幅', '灌砂法抽检 6 点'],
    ['监理日志整理', -1, '17:00', '17:40', 'none', '驻地办', ''],
  ]),
  plan('zongjian', [
    ['第 18 次监理例会', 1, '09:00', '11:00', '30', '总监办二楼会议室', ''],
    ['业主月度计量审核会', 2, '14:30', '16:30', '60', '建设单位三楼会议室', '第 18 期计量支付审核'],
  ]),
  plan('shigong', [
    ['HRB400E 钢筋进场验收', 1, '14:00', '15:00', '15', 'K6+500 钢筋加工场', '通知试验室取样'],
    ['项目部安全周例会', 3, '08:30', '09:30', '15', '项目部会议室', ''],
  ]),
];

// --- the task centre's approval modules -----------------------------------------------------------

/** The first and second resident offices of the supervision, as a unit picker holds them (the path from the company down). */
const UNIT_ZD1 = ['org_supervision', 'dept_sup_zjb', 'dept_sup_zd1'];
const UNIT_ZD2 = ['org_supervision', 'dept_sup_zjb', 'dept_sup_zd2'];

const FLOWS: Step[][] = [
  // 监理指令, closed: zhouhaitao instructed chengang, who redid the subgrade; zhouhaitao closed it
  [
    { day: -5, time: '10:00', run: async (s, t) => {
      t.id = await launch(s, 'zhouhaitao', 'flow_supervisionOrder', {
        orderTitle: 'K12+300 路床压实度不足返工', orderType: 'quality', contractName: 'ct_sg01', wbsPart: 'K12+200~K12+400 右幅路床',
        orderContent: '抽检 3 点压实度 93.1%~94.6%，低于 96% 的要求。立即停止上层填筑，翻松晾晒后重新碾压，自检合格后报验。',
        replyDeadline: dateOf(s, -3), orderPhotos: [upload(s, -5, 'K12+300路床抽检.png')], attachments: [],
      }, { candidateList: { order_reply: [U.chengang] }, flowUrgent: 2 });
    } },
    { day: -4, time: '16:00', run: (s, t) => handle(s, audit, 'chengang', t.id, {
      handleOpinion: '已返工，请复查。',
      formData: { replyContent: '翻松晾晒两天后重新碾压 6 遍，自检 5 点压实度 96.4%~97.8%。', replyPhotos: [upload(s, -4, 'K12+300返工碾压.png')], replyDate: dateOf(s, -4) },
    }) },
    { day: -3, time: '09:30', run: (s, t) => handle(s, audit, 'zhouhaitao', t.id, {
      handleOpinion: '复检合格。', formData: { closeOpinion: '现场抽检 3 点均满足要求，同意闭合，恢复上层填筑。' },
    }) },
  ],
  // 监理指令, waiting for shigong's reply
  [
    { day: -1, time: '15:00', run: async (s, t) => {
      t.id = await launch(s, 'jianli', 'flow_supervisionOrder', {
        orderTitle: '2#墩墩身钢筋保护层厚度不足', orderType: 'quality', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 2#墩墩身',
        orderContent: '墩身钢筋保护层垫块间距过大，实测保护层厚度 28~32mm，设计 40mm。加密垫块并调整后报验，未经验收不得浇筑混凝土。',
        replyDeadline: dateOf(s, 1), orderPhotos: [upload(s, -1, '2#墩保护层垫块.png')], attachments: [],
      }, { candidateList: { order_reply: [U.shigong] }, flowUrgent: 3 });
    } },
  ],
  // 监理指令, SG02: replied by gaofeng, waiting for wugang to close it
  [
    { day: -2, time: '09:00', run: async (s, t) => {
      t.id = await launch(s, 'wugang', 'flow_supervisionOrder', {
        orderTitle: 'K21+450 盖板涵模板拼缝处理', orderType: 'quality', contractName: 'ct_sg02', wbsPart: 'K21+450 盖板涵涵身',
        orderContent: '涵身模板拼缝局部大于 2mm，易漏浆。拼缝处粘贴双面胶条，重新校正后报验。', replyDeadline: dateOf(s, 0),
        orderPhotos: [upload(s, -2, 'K21+450模板拼缝.png')], attachments: [],
      }, { candidateList: { order_reply: [U.gaofeng] } });
    } },
    { day: -1, time: '11:00', run: (s, t) => handle(s, audit, 'gaofeng', t.id, {
      handleOpinion: '已处理。', formData: { replyContent: '拼缝处已粘贴双面胶条并重新校正，自检拼缝均小于 1mm。', replyPhotos: [upload(s, -1, 'K21+450模板处理后.png')], replyDate: dateOf(s, -1) },
    }) },
  ],
  // 专项任务通知 of demoTasks' special inspection: sent by jianli to the SG01 contractor, for its project manager to sign
  [
    { day: 0, time: '08:40', run: async (s, t) => {
      const found = await listRecords(s.deps.db, sessionOf('jianli'), 'addTask', { keyword: '汛前临时用电专项检查' });
      const task = (found.list as Array<{ id: string }>)[0];
      if (!task) throw new Error('demo notice: no special inspection task to notify about');
      t.id = await launch(s, 'jianli', 'flow_specialTaskNotify', {
        taskTitle: '关于开展汛前临时用电专项检查的通知', specialTask: task.id, receiveUnits: [['org_con1']], deadline: dateOf(s, 1),
        noticeContent: '请 SG01 标于要求日期前完成总配电箱、分配电箱、开关箱及接地与漏电保护的逐项检查，发现问题立即整改，整改前后照片随检查结果一并上报。',
        attachments: [upload(s, 0, '临时用电专项检查表.pdf')],
      }, { candidateList: { notify_sign: [U.shigong] } });
    } },
  ],
  // 工作联系单, answered: chengang asked the first resident office, zhouhaitao replied
  [
    { day: -4, time: '09:00', run: async (s, t) => {
      t.id = await launch(s, 'chengang', 'flow_workContact', {
        contactTitle: '关于秦淮河大桥 3#墩承台钢筋间距调整的联系', receiveUnit: UNIT_ZD1, contractName: 'ct_sg01',
        contactContent: '3#墩承台顶层钢筋与墩身预埋钢筋位置冲突，拟将顶层钢筋间距由 15cm 局部调整为 14cm，请监理核实答复。',
        replyDeadline: dateOf(s, -2), attachments: [upload(s, -4, '3#墩承台钢筋布置图.pdf')],
      }, { candidateList: { contact_reply: [U.zhouhaitao] } });
    } },
    { day: -3, time: '14:00', run: (s, t) => handle(s, audit, 'zhouhaitao', t.id, {
      handleOpinion: '已答复。', formData: { replyContent: '经现场核实，同意局部调整，钢筋总根数不得减少，调整部位附图报备。', replyFiles: [] },
    }) },
  ],
  // 工作联系单, SG02: waiting for wugang
  [
    { day: -1, time: '10:30', run: async (s, t) => {
      t.id = await launch(s, 'gaofeng', 'flow_workContact', {
        contactTitle: '关于 K24 段弃土场选址的联系', receiveUnit: UNIT_ZD2, contractName: 'ct_sg02',
        contactContent: '原规划 K24+300 左侧弃土场因地方征地未落实无法使用，拟改用 K25+100 右侧取土坑回填，请监理确认。',
        replyDeadline: dateOf(s, 2), attachments: [],
      }, { candidateList: { contact_reply: [U.wugang] } });
    } },
  ],
  // 工作汇报: xubin's daily report, read by chengang
  [
    { day: -2, time: '17:30', run: async (s, t) => {
      t.id = await launch(s, 'xubin', 'flow_workReport', {
        reportType: 'daily', reportDate: dateOf(s, -2), workSummary: 'K9 段路床第 8 层填筑及压实',
        workDone: '完成 K9+100~K9+600 右幅第 8 层填筑 3200m³，碾压 4 遍，自检压实度 96.5%。', problems: 'K9+300 处填料含水量偏高。',
        nextPlan: '晾晒后复压，报监理抽检。', photos: [upload(s, -2, 'K9路床碾压.png')],
      });
    } },
    { day: -1, time: '08:30', run: (s, t) => handle(s, audit, 'chengang', t.id, { handleOpinion: '已阅', formData: { leaderComment: '含水量控制要跟上，晾晒后及时复压，复压后先自检再报验。' } }) },
  ],
  // 工作汇报: liuyang's daily report, waiting for jianli
  [
    { day: -1, time: '17:45', run: async (s, t) => {
      t.id = await launch(s, 'liuyang', 'flow_workReport', {
        reportType: 'daily', reportDate: dateOf(s, -1), workSummary: '3-1# 桩灌注旁站及 K9 段巡视',
        workDone: '全程旁站 3-1# 桩水下混凝土灌注 86m³，实测坍落度 190~210mm，见证留置试块 2 组；巡视 K9 段路基填筑。',
        problems: '混凝土罐车交接单未记录出站时间。', nextPlan: '3-2# 桩灌注旁站。', photos: [upload(s, -1, '3-1#桩灌注旁站.png')],
      });
    } },
  ],
  // 工作汇报: jianli's weekly report, read by zongjian
  [
    { day: -3, time: '17:00', run: async (s, t) => {
      t.id = await launch(s, 'jianli', 'flow_workReport', {
        reportType: 'weekly', reportDate: dateOf(s, -3), workSummary: '第一驻地办本周路基路面监理工作',
        workDone: '完成 K6~K12 段路基隐蔽验收 6 次、压实度抽检 18 点；签发监理指令 1 份（K12+300 返工），已闭合。',
        problems: '雨后路基填料含水量普遍偏高，需加强过程控制。', nextPlan: '重点监控 K9 段路床及 3#墩桩基施工。', photos: [],
      });
    } },
    { day: -2, time: '09:00', run: (s, t) => handle(s, audit, 'zongjian', t.id, { handleOpinion: '已阅', formData: { leaderComment: '雨季施工是重点，路基含水量和临边防护都要盯住。' } }) },
  ],
  // 工作汇报, SG02: luoyong's daily report, waiting for gaofeng
  [
    { day: 0, time: '17:30', run: async (s, t) => {
      t.id = await launch(s, 'luoyong', 'flow_workReport', {
        reportType: 'daily', reportDate: dateOf(s, 0), workSummary: '二标隐患排查及涵洞基坑排水',
        workDone: '排查 K21~K24 段隐患 5 处，已整改 3 处；K21+450 盖板涵基坑排水完成。', problems: '', nextPlan: '督促剩余 2 处隐患整改。', photos: [],
      });
    } },
  ],
];

/** How many approvals of the task centre's modules the demo starts (each with its module record). */
export const DEMO_TASK_CENTRE_FLOW_COUNT = FLOWS.length;

/** The task centre's demo: tasks, meetings, schedules and its approval modules, and their attachments. */
export async function seedDemoTaskCentre(deps: DemoTaskDeps): Promise<{ files: DemoFile[] }> {
  return runDemoSteps(deps, [...TASKS, ...MEETINGS, ...SCHEDULES, ...FLOWS]);
}

