/**
 * The demo's approvals in flight (SEED_DEMO_TASKS, seed/demoTasks.ts): loaded with the demo into an
 * empty database, through the workflow service, dated back from the app clock. Each demo account's
 * todos (FlowTodoCount and List/1), done and launched lists, the module lists, the flow messages
 * and zongjian's hand-sign item are what the demo promises; a second start seeds nothing again;
 * SEED_DEMO_TASKS=0 seeds none, and the demo keeps its own waiting hand-sign item.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, gte, inArray, isNotNull, isNull, max, min, not, notInArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as s from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_TASK_COUNT, demoDayZero } from '../src/seed/demoTasks.js';
import { DEMO_SAFETY_COUNT } from '../src/seed/demoSafety.js';
import { DEMO_TASK_CENTRE_FLOW_COUNT } from '../src/seed/demoTaskCentre.js';
import { DEMO_ENGINEERING_FLOWS } from '../src/seed/demoEngineering.js';
import { DEMO_LAB_FLOW_COUNT, demoLabBatchesOf } from '../src/seed/demoLab.js';
import { DEMO_DASHBOARD_TASKS } from '../src/seed/demoDashboards.js';
import { installCatalog } from '../src/catalog/install.js';
import { demoFlowTemplates } from '../src/seed/data/flowCustomisations.js';
import { hasDemoUsers, seedDemo } from '../src/seed/index.js';
import { buildTestApp, call, freshDb, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';

// a Tuesday, 11:00 in China: "day 0" of the demo is the Monday (its 18:00 is the last one passed)
const NOW = Date.parse('2026-05-12T11:00:00+08:00');
const clock = testClock(NOW);
const E = '/api/workflow/Engine';
const ACCOUNTS = ['admin', 'zongjian', 'jianli', 'shigong', 'anquan', 'shiyan', 'yezhu'] as const;
/** The safety demo's tasks (seed/demoSafety.ts): seven hazards and four hazard types; its other steps save records without a flow. */
const SAFETY_TASKS = 11;
/** Flows the demos of later modules launch, each asserted by its module's own test (process.test.ts ...): not this story's. */
const LATER_DEMOS: ReadonlySet<string> = new Set([...DEMO_ENGINEERING_FLOWS]);
/** The modules of the laboratory demo's flows (seed/demoLab.ts), dated over the last month; demoTasks' batch of today among them. */
const LAB_FLOW_MODULES = ['module_constructionLedger', 'module_incomingMaterials'];

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

/** A start of the server with SEED_DEMO on: what main.ts does with the database. */
async function start(env: Record<string, string>): Promise<boolean> {
  const config = loadConfig(env);
  const loaded = await seedDemo(t.database.db, { tasks: config.seedDemoTasks, now: clock.now, dataDir: t.config.dataDir });
  await installCatalog(t.database.db, { flowOverrides: await hasDemoUsers(t.database.db) ? demoFlowTemplates() : undefined });
  return loaded;
}

before(async () => {
  t = await freshDb();
  await migrate(t.database);
  assert.equal(await start({}), true, 'the demo, with its tasks by default');
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ACCOUNTS) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app?.close();
  await t?.close();
});

const send = (method: string, url: string, account: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
const rows = async (table: typeof s.flowTasks | typeof s.onlineRecords | typeof s.messages | typeof s.handSignItems) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

type Item = { id: string, processId: string, flowId: string, thisStep: string, nodeName: string, status: number, fullName: string, description: string };
const list = async (account: string, url: string): Promise<{ total: number, later: number, items: Item[] }> => {
  const res = await send('GET', url, account);
  assert.equal(res.code, 200, res.msg);
  const all = res.data.list as Item[];
  assert.equal(all.length, res.data.pagination.total, `${url}: one page holds them all`);
  const items = all.filter((i) => !LATER_DEMOS.has(i.flowId));
  return { total: items.length, later: all.length - items.length, items };
};
/** Rows of this story's flows (the later modules' demos left out). */
const storyTasks = async () => (await t.database.db.select({ flowId: s.flowTasks.flowId }).from(s.flowTasks)).filter((r) => !LATER_DEMOS.has(r.flowId)).length;

describe('demo tasks on (the default with the demo)', () => {
  it('their photos and documents are real files: thumbnails and downloads open', async () => {
    const [hazard] = await t.database.db.select({ data: s.flowTasks.formData }).from(s.flowTasks).where(eq(s.flowTasks.flowId, 'flow_hazardRectify')).limit(1);
    const photos = (hazard.data as { photos: Array<{ name: string, url: string }> }).photos;
    assert.ok(photos.length > 0);
    for (const photo of photos) {
      assert.match(photo.name, /\.png$/);
      const res = await app.inject({ method: 'GET', url: photo.url });
      assert.equal(res.statusCode, 200, photo.url);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.deepEqual([...res.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    }
    const [meter] = await t.database.db.select({ data: s.flowTasks.formData }).from(s.flowTasks).where(eq(s.flowTasks.flowId, 'flow_meterApprove')).limit(1);
    const [doc] = (meter.data as { attachments: Array<{ name: string, url: string }> }).attachments;
    const link = await send('GET', doc.url, 'zongjian');
    assert.equal(link.code, 200, link.msg);
    assert.equal(link.data.name, doc.name);
    const file = await app.inject({ method: 'GET', url: link.data.url });
    assert.equal(file.statusCode, 200);
    assert.equal(file.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it(`makes ${DEMO_TASK_COUNT} tasks, the safety demo's and the task centre's ${DEMO_TASK_CENTRE_FLOW_COUNT}, dated over the working days before the app clock`, async () => {
    assert.equal(await storyTasks(), DEMO_TASK_COUNT + SAFETY_TASKS + DEMO_TASK_CENTRE_FLOW_COUNT + DEMO_LAB_FLOW_COUNT + DEMO_DASHBOARD_TASKS);
    assert.ok(DEMO_SAFETY_COUNT > SAFETY_TASKS, 'the safety demo also saves inspections, meetings, sources and registers');
    assert.ok(DEMO_TASK_COUNT >= 8 && DEMO_TASK_COUNT <= 12);
    const day0 = demoDayZero(NOW);
    // the metering history of the dashboards (seed/demoDashboards.ts) goes back months; the story is the last week's
    const story = gte(s.flowTasks.createdAt, new Date(day0 - 7 * 86_400_000));
    assert.equal(await t.database.db.$count(s.flowTasks, and(not(story), eq(s.flowTasks.flowId, 'flow_meterApprove'))), DEMO_DASHBOARD_TASKS);
    // the laboratory's batches and pours go back a month, the engineering demo's processes too: the story's are the last week's
    const [span] = await t.database.db.select({ first: min(s.flowTasks.createdAt), lastCreated: max(s.flowTasks.createdAt) }).from(s.flowTasks)
      .where(and(story, notInArray(s.flowTasks.flowId, [...LATER_DEMOS]),
        or(isNull(s.flowTasks.moduleRecordId), notInArray(s.flowTasks.moduleRecordId, t.database.db.select({ id: s.onlineRecords.id }).from(s.onlineRecords).where(inArray(s.onlineRecords.moduleId, LAB_FLOW_MODULES))))));
    const [lab] = await t.database.db.select({ first: min(s.flowTasks.createdAt) }).from(s.flowTasks)
      .where(and(notInArray(s.flowTasks.flowId, [...LATER_DEMOS]), inArray(s.flowTasks.moduleRecordId, t.database.db.select({ id: s.onlineRecords.id }).from(s.onlineRecords).where(inArray(s.onlineRecords.moduleId, LAB_FLOW_MODULES)))));
    assert.equal(day0, Date.parse('2026-05-11T00:00:00+08:00'));
    assert.ok(span.first!.getTime() >= day0 - 6 * 86_400_000, 'within the last week');
    // the laboratory's batches and pours go back a month: some of them are overdue for testing
    assert.ok(lab.first!.getTime() >= day0 - 25 * 86_400_000, 'the laboratory\'s within the last month');
    assert.ok(span.lastCreated!.getTime() <= NOW && span.lastCreated!.getTime() > day0, 'the latest launched on day 0, none in the future');
    const [messages] = await t.database.db.select({ last: max(s.messages.createdAt) }).from(s.messages);
    assert.ok(messages.last!.getTime() <= NOW);
  });

  it('each demo account has the todos intended (FlowTodoCount and List/1 agree)', async () => {
    // the safety demo adds a hazard type for zongjian to approve and today's inspection hazard for shigong to rectify;
    // the task centre a daily report for jianli to read, an instruction for shigong to answer and a notice to sign
    const expected: Record<(typeof ACCOUNTS)[number], number> = { admin: 0, zongjian: 4, jianli: 3, shigong: 5, anquan: 0, shiyan: 1, yezhu: 0 };
    for (const account of ACCOUNTS) {
      const counts = await send('POST', '/api/visualdev/Dashboard/FlowTodoCount', account, {});
      const todos = await list(account, `${E}/FlowBefore/List/1?pageSize=100`);
      assert.equal(todos.total, expected[account], `${account}: List/1`);
      assert.equal(counts.data.toBeReviewed, todos.total + todos.later, `${account}: FlowTodoCount`);
    }
    const [norole] = await t.database.db.select({ n: count() }).from(s.flowTaskOperators)
      .where(eq(s.flowTaskOperators.userId, 'u_norole'));
    assert.equal(norole.n, 0, 'norole takes part in nothing');
  });

  it('the todos are the ones of the story: who waits on what', async () => {
    const todo = async (account: string) => (await list(account, `${E}/FlowBefore/List/1?pageSize=50`)).items
      .map((i) => `${i.flowId}:${i.nodeName}`).sort();
    assert.deepEqual(await todo('zongjian'), [
      'flow_hazardType:总监审批', 'flow_meterApprove:监理审核（专业监理→总监）', 'flow_supervisionLog:总监审阅', 'flow_supervisionTour:总监审阅',
    ]);
    // the task centre's: liuyang's daily report for jianli to read, jianli's instruction for shigong to answer and his notice to sign
    assert.deepEqual(await todo('jianli'), ['flow_hazardRectify:监理复查', 'flow_progressDaily:监理工程师审核', 'flow_workReport:上级批阅']);
    assert.deepEqual(await todo('shigong'), ['flow_hazardRectify:施工单位整改', 'flow_hazardRectify:施工单位整改', 'flow_specialTask:施工单位落实',
      'flow_specialTaskNotify:施工单位签收', 'flow_supervisionOrder:施工单位回复']);
    assert.deepEqual(await todo('shiyan'), ['flow_incomingMaterials:工地试验室检查']);
    // a card's amount says what it is: thousands and the label's unit, not a bare 565062 (issue 12, item 8)
    const meter = (await list('zongjian', `${E}/FlowBefore/List/1?pageSize=50`)).items.find((i) => i.flowId === 'flow_meterApprove')!;
    assert.match(meter.description, /(^| · )\d{1,3}(,\d{3})+\.\d{2} 元( · |$)/, meter.description);
  });

  it('done and launched lists: the closed hazard, the approved log and the returned plan', async () => {
    const done = async (account: string) => (await list(account, `${E}/FlowBefore/List/2?pageSize=50`)).items.map((i) => i.flowId).sort();
    // the paid metering periods of the dashboards (seed/demoDashboards.ts) passed jianli and zongjian too
    const paidPeriods = Array<string>(DEMO_DASHBOARD_TASKS).fill('flow_meterApprove');
    assert.deepEqual(await done('jianli'), ['flow_hazardRectify', 'flow_meterApprove', ...paidPeriods]);
    assert.deepEqual(await done('shigong'), ['flow_hazardRectify', 'flow_hazardRectify']);
    assert.deepEqual(await done('zongjian'), ['flow_constructionPlan', 'flow_hazardType', 'flow_hazardType', 'flow_hazardType', ...paidPeriods, 'flow_supervisionLog', 'flow_workReport']);

    const launched = async (account: string) => (await list(account, `${E}/FlowLaunch?pageSize=50`)).items;
    const anquan = await launched('anquan');
    assert.deepEqual(anquan.map((i) => `${i.flowId}:${i.status}`).sort(), [
      'flow_hazardRectify:0', 'flow_hazardRectify:1', 'flow_hazardRectify:1', 'flow_hazardRectify:1', 'flow_hazardRectify:2', 'flow_hazardType:2',
    ], 'three hazards in approval (one raised from today\'s inspection), one closed, one draft; a hazard type approved');
    const shigong = await launched('shigong');
    assert.equal(shigong.length, 5 + demoLabBatchesOf('shigong') + 3, 'four tasks, an approved hazard type, the laboratory demo\'s batches and SG01\'s three paid metering periods');
    const plan = shigong.find((i) => i.flowId === 'flow_constructionPlan')!;
    assert.equal(plan.status, 3, 'the plan was returned to shigong');
    const jianli = await launched('jianli');
    assert.deepEqual(jianli.map((i) => `${i.flowId}:${i.status}`).sort(),
      ['flow_specialTask:1', 'flow_specialTaskNotify:1', 'flow_supervisionLog:1', 'flow_supervisionLog:2', 'flow_supervisionOrder:1', 'flow_supervisionTour:1',
        'flow_workReport:2']);
    const detail = await send('GET', `${E}/FlowBefore/${plan.id}`, 'shigong');
    assert.equal(detail.code, 200, detail.msg);
    assert.match(detail.data.flowTaskOperatorRecordList.find((r: { handleStatus: number }) => r.handleStatus === 0).handleOpinion, /监测/);
  });

  it('each task has its module record, listed in its workbench module with its flow state', async () => {
    const records = (await t.database.db.select({ moduleId: s.onlineRecords.moduleId, taskId: s.onlineRecords.flowTaskId, flowId: s.onlineModules.flowId }).from(s.onlineRecords)
      .innerJoin(s.onlineModules, eq(s.onlineModules.id, s.onlineRecords.moduleId)).where(isNotNull(s.onlineModules.flowId)))
      .filter((r) => !LATER_DEMOS.has(r.flowId!));
    assert.equal(records.length, DEMO_TASK_COUNT + SAFETY_TASKS + DEMO_TASK_CENTRE_FLOW_COUNT + DEMO_LAB_FLOW_COUNT + DEMO_DASHBOARD_TASKS);
    assert.ok(records.every((r) => r.taskId));
    const moduleList = async (moduleId: string) => {
      const res = await send('POST', `/api/visualdev/OnlineDev/${moduleId}/List`, 'admin', { currentPage: 1, pageSize: 20 });
      assert.equal(res.code, 200, res.msg);
      return res.data.list as Array<Record<string, unknown>>;
    };
    const hazards = await moduleList('module_hazardRectify');
    // the story's three and the safety demo's: in approval, closed, returned (anquan's draft is hers alone)
    assert.deepEqual(hazards.map((r) => r.flowState).sort(), [1, 1, 1, 1, 1, 1, 2, 2, 3]);
    assert.ok(hazards.every((r) => /^K\d+\+\d{3} /.test(String(r.location))), 'located by 桩号');
    assert.ok(hazards.every((r) => /\d{6,}/.test(String(r.hazardNo))), 'numbered by the bill rule');
    const logs = await moduleList('module_supervisionLog');
    assert.equal(logs.length, 2);
    assert.ok(logs.every((r) => r.recorder === '李明'));
    const meters = await moduleList('module_meterApprove');
    assert.equal(meters.length, 1 + DEMO_DASHBOARD_TASKS, 'the 第18期 in approval and the paid periods of the dashboards');
    // demoTasks' batch waiting at the site lab, and the laboratory demo's six checked
    assert.equal((await moduleList('module_incomingMaterials')).length, 1 + 6);
    for (const moduleId of ['module_progressDaily', 'module_constructionPlan', 'module_specialTask', 'module_supervisionTour']) {
      assert.equal((await moduleList(moduleId)).length, 1, moduleId);
    }
  });

  it('the flow messages were published: 【待办】 to who waits, 【已通过】 / 【已退回】 to launchers', async () => {
    const titles = async (account: string) => ((await send('GET', '/api/message?type=2&pageSize=50', account)).data.list as Array<{ title: string }>).map((m) => m.title);
    for (const account of ['zongjian', 'jianli', 'shigong', 'shiyan']) {
      assert.ok((await titles(account)).some((title) => title.startsWith('【待办】')), `${account} was told of a todo`);
    }
    assert.ok((await titles('anquan')).some((title) => title.startsWith('【已通过】')));
    assert.ok((await titles('shigong')).includes('【已退回】张伟的施工方案报审'));
    // a message names its record as its card does: two hazards of one launcher no longer read alike (issue 12, item 8)
    const hazardTodos = (await titles('shigong')).filter((title) => title.startsWith('【待办】') && title.endsWith(' · 黄磊上报的隐患整改'));
    assert.ok(hazardTodos.length >= 2 && new Set(hazardTodos).size === hazardTodos.length, hazardTodos.join(' | '));
    const unread = await send('GET', '/api/message/getUnReadMsgNum', 'zongjian');
    assert.equal(unread.data.unReadMsg, String(10 + DEMO_DASHBOARD_TASKS),
      'one for each todo zongjian was given (five, four hazard types, the task centre\'s report and the paid metering periods), unread');
  });

  it('the safety screens have records in every state to show (seed/demoSafety.ts)', async () => {
    const S = '/api/safety';
    const ledger = await send('GET', `${S}/Hazards/Summary`, 'zongjian');
    assert.deepEqual(ledger.data.states.map((c: { key: string }) => c.key), ['rectifying', 'reviewing', 'closed', 'returned']);
    assert.ok(ledger.data.overdue >= 2 && ledger.data.levels.every((l: { count: number }) => l.count > 0), 'overdue hazards, of every level');
    assert.deepEqual(ledger.data.contracts.map((c: { key: string }) => c.key), ['ct_sg01', 'ct_sg02', 'ct_sg03']);
    assert.ok((await send('GET', `${S}/Hazards?mine=1`, 'anquan')).data.list.some((h: { state: string }) => h.state === 'draft'), 'anquan has a draft to finish');
    const home = await send('GET', `${S}/Overview`, 'anquan');
    assert.deepEqual([home.data.inspections.todayCount, home.data.inspections.failedToday, home.data.meetings.today], [1, 2, 1]);
    assert.ok(home.data.risks.every((g: { count: number }) => g.count > 0), 'sources of every grade');
    const open = await send('GET', `${S}/Inspections/Failures?open=1`, 'anquan');
    assert.deepEqual(open.data.map((f: { item: string }) => f.item), ['作业人员正确系挂安全带'], 'one failed item of today still to raise');
    const raised = (await send('GET', `${S}/Inspections/Failures`, 'anquan')).data.filter((f: { hazardId: string | null }) => f.hazardId);
    assert.deepEqual(raised.map((f: { hazardStateName: string }) => f.hazardStateName), ['待整改']);
    for (const module of ['emergencyPlan', 'emergencyDrill', 'emergencyContact', 'emergencySupply', 'safetyMorin', 'dangerSource', 'checklistInspection']) {
      const list = await send('POST', `/api/visualdev/OnlineDev/${module}/List`, 'anquan', { pageSize: 50 });
      assert.ok(list.data.pagination.total >= 2, `${module}: ${list.msg}`);
    }
    const types = await send('GET', `${S}/HazardTypes`, 'zongjian');
    assert.deepEqual(types.data.map((p: { flowState: number }) => p.flowState).sort(), [1, 2, 2, 3]);
    assert.ok(types.data.some((p: { todoId: string | null }) => p.todoId), 'one waits on the 总监');
    assert.deepEqual((await send('GET', `${S}/Overview`, 'zongjian')).data.hazardTypes, { toApprove: 1 }, 'and his safety home says so');
  });

  it('zongjian has a waiting hand-sign item of the approved log: the e-sign prompt shows', async () => {
    const res = await send('POST', '/api/Signature/signaturefddservice/GetRoleSign/?flag=approve', 'zongjian');
    assert.equal(res.data.state, 10);
    const items = res.data.handSignPushData.handSignPushDataList;
    assert.equal(items.length, 1);
    assert.equal(items[0].flowId, 'flow_supervisionLog');
    assert.match(items[0].title, /^《李明的监理日志》$/);
    assert.ok(items[0].taskId);
    assert.equal((await send('POST', '/api/Signature/signaturefddservice/GetRoleSign/?flag=approve', 'jianli')).data.state, 0);
  });

  it('the safety exams: a published exam, records passed, failed and in progress, made through the exam services', async () => {
    const get = async (account: string, url: string) => {
      const res = await send('GET', url, account);
      assert.equal(res.code, 200, `${account} ${url}: ${res.msg}`);
      return res.data;
    };
    const [quarter, holiday] = (await get('shigong', '/api/Exam/MyExams')).list;
    assert.deepEqual([quarter.title, quarter.status, quarter.canStart, quarter.attemptsUsed], ['第二季度安全教育考试（SG01标）', 'open', true, 0]);
    assert.deepEqual([holiday.title, holiday.status, holiday.passed, holiday.bestScore], ['节前安全专项考试（SG01标）', 'closed', true, 85]);
    const [inProgress] = (await get('shiyan', '/api/Exam/MyExams')).list;
    assert.ok(inProgress.ongoing, 'shiyan has an exam in progress');
    const attempt = await get('shiyan', `/api/Exam/Attempt/${inProgress.ongoing.id}`);
    assert.deepEqual([attempt.state, attempt.remainingSeconds, attempt.questions.filter((q: { given: unknown }) => q.given).length], ['ongoing', 37 * 60, 6]);
    const records = (await get('anquan', '/api/Exam/Record?pageSize=50')).list as Array<{ state: string, passed: boolean | null }>;
    assert.deepEqual(
      [records.length, records.filter((r) => r.passed === true).length, records.filter((r) => r.passed === false).length, records.filter((r) => r.state === 'ongoing').length],
      [7, 4, 2, 1],
    );
    const rate = async (account: string) => Object.fromEntries((await get(account, '/api/Exam/Statistics?groupBy=exam')).list
      .map((r: { name: string, takers: number, passRate: number, averageScore: number }) => [r.name, [r.takers, r.passRate, r.averageScore]]));
    // 节前: 张伟 85, 陈刚 75 at his second attempt, 徐斌 95; 第二季度: 陈刚 94, 徐斌 69; SG02: 高峰 95, 宋佳 65
    assert.deepEqual(await rate('anquan'), { '节前安全专项考试（SG01标）': [3, 100, 85], '第二季度安全教育考试（SG01标）': [2, 50, 81.5] });
    assert.deepEqual((await rate('zongjian'))['基坑与消防专项考试（SG02标）'], [2, 50, 80]);
  });

  it('a second start seeds nothing again', async () => {
    const before = await Promise.all([s.flowTasks, s.onlineRecords, s.messages, s.handSignItems].map(rows));
    assert.equal(await start({}), false);
    assert.equal(await start({ SEED_DEMO_TASKS: '1' }), false);
    assert.deepEqual(await Promise.all([s.flowTasks, s.onlineRecords, s.messages, s.handSignItems].map(rows)), before);
  });
});

describe('SEED_DEMO_TASKS', () => {
  it('is on unless turned off, and refuses what it cannot read', () => {
    assert.equal(loadConfig({}).seedDemoTasks, true);
    assert.equal(loadConfig({ SEED_DEMO_TASKS: '0' }).seedDemoTasks, false);
    assert.equal(loadConfig({ SEED_DEMO_TASKS: 'off' }).seedDemoTasks, false);
    assert.throws(() => loadConfig({ SEED_DEMO_TASKS: 'some' }), /SEED_DEMO_TASKS/);
  });

  it('=0: the demo without tasks, with its own waiting hand-sign item', async () => {
    const off = await seededDb({ demoTasks: loadConfig({ SEED_DEMO_TASKS: '0' }).seedDemoTasks, now: clock.now });
    try {
      const db = off.database.db;
      const n = async (table: typeof s.flowTasks | typeof s.onlineRecords | typeof s.flowTaskOperators) => (await db.select({ n: count() }).from(table))[0].n;
      assert.equal(await n(s.flowTasks), 0);
      assert.equal(await n(s.flowTaskOperators), 0);
      assert.equal(await n(s.onlineRecords), 0);
      assert.equal((await db.select({ n: count() }).from(s.messages).where(eq(s.messages.type, 2)))[0].n, 0, 'no flow messages');
      assert.deepEqual((await db.select({ id: s.handSignItems.id }).from(s.handSignItems)).map((r) => r.id), ['hs_demo_zongjian']);
      assert.equal((await db.select({ n: count() }).from(s.exams))[0].n, 0, 'no demo exams');
    } finally {
      await off.close();
    }
  });
});
