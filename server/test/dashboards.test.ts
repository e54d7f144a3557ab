/**
 * The workbench dashboards (/api/dashboard/<name>): each figure against values computed by hand
 * from the records made here through the API, as the app makes them (metering claims through their
 * approval, hazards through their rectification), within the visibility rule of the module read.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flowTaskOperators, onlineRecords, users } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const E = '/api/workflow/Engine';
const D = '/api/dashboard';
const DAY = 86_400_000;
const SIGN = 'data:image/png;base64,iVBORw0KGgo=';
// 2026-02-20 10:00 in China; the clock moves to 2026-03-10 10:00 half-way
const clock = testClock(Date.UTC(2026, 1, 20, 2));
const MARCH_10 = Date.UTC(2026, 2, 10, 2);
const todayCn = () => Math.floor((clock.now().getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
/** contract amounts of the seeded sections, 万元 */
const WAN = { ct_sg01: 186352.47, ct_sg02: 203418.66, ct_sg03: 158927.35 };

const ACCOUNTS = ['shigong', 'gaofeng', 'anquan', 'luoyong', 'yezhu', 'zongjian', 'jianli', 'sunlixin', 'norole'];

const send = (account: string, url: string, method = 'GET', payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function recordByField(name: string, value: string) {
  const [row] = await t.database.db.select({ id: onlineRecords.id, taskId: onlineRecords.flowTaskId }).from(onlineRecords)
    .where(sql`${onlineRecords.data} ->> ${name} = ${value}`);
  return row;
}

async function claim(account: string, period: string, amount: number, contract: string, draft = false) {
  const res = await send(account, `${OD}/meterApprove`, 'POST', {
    data: JSON.stringify({
      contractName: contract, meterPeriod: period, meterAmount: amount,
      meterItems: [{ listItemNo: '403-1-a', listItemName: '带肋钢筋', unit: 'kg', meterQuantity: 1, unitPrice: amount, itemAmount: amount }],
      remark: `${contract} ${period}`,
    }),
    ...(draft ? { status: '1' } : {}),
  });
  assert.equal(res.code, 200, `${account} ${period}: ${res.msg}`);
  return recordByField('remark', `${contract} ${period}`);
}

/** Approves whatever waits on the task, as whoever it waits on, until nothing does. */
async function approveThrough(taskId: string, formData?: Record<string, unknown>) {
  for (let step = 0; step < 6; step++) {
    const [op] = await t.database.db.select({ account: users.account }).from(flowTaskOperators)
      .innerJoin(users, eq(users.id, flowTaskOperators.userId))
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.pending, true))).limit(1);
    if (!op) return;
    tokens[op.account] ??= await tokenOf(app, op.account);
    const list = await send(op.account, `${E}/FlowBefore/List/1?pageSize=50`);
    assert.equal(list.code, 200, `${op.account}: ${list.msg}`);
    const todo = (list.data.list as Array<{ id: string, processId: string }>).find((i) => i.processId === taskId);
    assert.ok(todo, `${op.account} has a todo of ${taskId}`);
    const res = await send(op.account, `${E}/FlowBefore/Audit/${todo.id}`, 'POST', { handleOpinion: '同意', signImg: SIGN, ...(formData ? { formData } : {}) });
    assert.equal(res.code, 200, res.msg);
  }
  assert.fail(`task ${taskId} did not end`);
}

async function report(account: string, title: string, contract: string, deadline: number, level = '1') {
  const res = await send(account, `${OD}/hazardInvestigat`, 'POST', {
    data: JSON.stringify({
      title, hazardCategory: 'fall', hazardType: '临边防护缺失或不牢固', hazardLevel: level, contractName: contract,
      wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', location: 'K6+320', description: '承台四周未设防护栏杆',
      photos: [await uploadAs(app, tokens[account])], rectifyDeadline: deadline, rectifyRequire: '立即设置防护栏杆',
    }),
  });
  assert.equal(res.code, 200, `${account} ${title}: ${res.msg}`);
  return recordByField('title', title);
}

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  const signIn = async () => { for (const account of ACCOUNTS) tokens[account] = await tokenOf(app, account); };
  await signIn();
  // February: claim 1 of SG01 paid; claim 2 made, approved in March; a hazard reported and closed
  const first = await claim('shigong', '第1期', 300_000, 'ct_sg01');
  await approveThrough(first.taskId!);
  const second = await claim('shigong', '第2期', 120_000.5, 'ct_sg01');
  const closed = await report('anquan', '拌合站配电箱未上锁', 'ct_sg01', todayCn() + DAY);
  await approveThrough(closed.taskId!, { rectifyMeasure: '已上锁', rectifyPhotos: [await uploadAs(app, tokens.shigong)], rectifyFinishDate: todayCn(), rectifySign: SIGN });
  // March 10
  clock.advance(MARCH_10 - clock.now().getTime());
  // the February sign-ins have expired meanwhile
  await signIn();
  await approveThrough(second.taskId!);
  await claim('shigong', '第3期', 80_000, 'ct_sg01');
  await claim('gaofeng', '第1期', 50_000, 'ct_sg02');
  await claim('shigong', '第4期', 99_999, 'ct_sg01', true);
  await report('anquan', '2#墩承台临边防护缺失', 'ct_sg01', todayCn() - 2 * DAY);
  await report('luoyong', '句容河特大桥 1#墩爬梯松动', 'ct_sg02', todayCn() + 3 * DAY, '3');
});
after(async () => {
  await app.close();
  await t.close();
});

describe('项目投资', () => {
  it('sets each section\'s contract amount against what was claimed and paid, by section and by month', async () => {
    const res = await send('yezhu', `${D}/projectInvestment`);
    assert.equal(res.code, 200, res.msg);
    const d = res.data;
    assert.deepEqual(d.place, { projectId: 'proj_njgk', projectName: '宁句高速公路改扩建工程', contractId: null, contractName: '全部合同段' });
    assert.deepEqual(d.sections.map((s: Record<string, unknown>) => [s.contractId, s.planned, s.claimed, s.paid, s.rate]), [
      ['ct_sg01', 1_863_524_700, 500_000.5, 420_000.5, 0.0002],
      ['ct_sg02', 2_034_186_600, 50_000, 0, 0],
      ['ct_sg03', 1_589_273_500, 0, 0, 0],
    ]);
    assert.deepEqual([d.planned, d.claimed, d.paid, d.inApproval], [(WAN.ct_sg01 + WAN.ct_sg02 + WAN.ct_sg03) * 10_000, 550_000.5, 420_000.5, 2]);
    assert.equal(d.rate, Math.round((420_000.5 / 5_486_984_800) * 10_000) / 10_000);
    assert.equal(d.months.length, 12);
    assert.deepEqual(d.months.slice(-3), [
      { month: '2026-01', claimed: 0, paid: 0 },
      { month: '2026-02', claimed: 420_000.5, paid: 300_000 },
      { month: '2026-03', claimed: 130_000, paid: 120_000.5 },
    ]);
    assert.equal(d.months[0].month, '2025-04');
  });

  it('follows the chosen section', async () => {
    assert.equal((await send('yezhu', '/api/oauth/contract-data/ct_sg02')).code, 200);
    try {
      const d = (await send('yezhu', `${D}/projectInvestment`)).data;
      assert.equal(d.place.contractName, '宁句高速公路改扩建工程第二合同段');
      assert.deepEqual(d.sections.map((s: { contractId: string }) => s.contractId), ['ct_sg02']);
      assert.deepEqual([d.planned, d.claimed, d.paid, d.inApproval], [2_034_186_600, 50_000, 0, 1]);
      assert.deepEqual(d.months.at(-1), { month: '2026-03', claimed: 50_000, paid: 0 });
    } finally {
      assert.equal((await send('yezhu', '/api/oauth/contract-data/all')).code, 200);
    }
  });

  it('is refused to whoever holds no grant of the dashboard, and nothing is written', async () => {
    for (const account of ['shigong', 'norole']) {
      const res = await assertNothingWritten(t.database.db, () => send(account, `${D}/projectInvestment`));
      assert.deepEqual([res.code, res.msg], [400, NOT_GRANTED], account);
    }
  });
});

describe('安全隐患', () => {
  it('counts hazards by state, level and section, the monthly trend and the overdue rectifications', async () => {
    const res = await send('yezhu', `${D}/safetyHazardsManage`);
    assert.equal(res.code, 200, res.msg);
    const d = res.data;
    assert.equal(d.summary.total, 3);
    assert.deepEqual(d.summary.states.map((c: { key: string, count: number }) => [c.key, c.count]), [['rectifying', 2], ['closed', 1]]);
    assert.deepEqual(d.summary.levels.map((c: { key: string, count: number }) => [c.key, c.count]), [['1', 2], ['2', 0], ['3', 1]]);
    assert.deepEqual(d.summary.contracts.map((c: { key: string, count: number }) => [c.key, c.count]), [['ct_sg01', 2], ['ct_sg02', 1]]);
    assert.equal(d.summary.overdue, 1);
    assert.deepEqual(d.overdue.map((h: { title: string }) => h.title), ['2#墩承台临边防护缺失']);
    assert.deepEqual(d.trend, [
      { month: '2025-10', reported: 0, closed: 0 }, { month: '2025-11', reported: 0, closed: 0 }, { month: '2025-12', reported: 0, closed: 0 },
      { month: '2026-01', reported: 0, closed: 0 }, { month: '2026-02', reported: 1, closed: 1 }, { month: '2026-03', reported: 2, closed: 0 },
    ]);
  });

  it('shows a contractor\'s safety officer his own section only', async () => {
    const d = (await send('anquan', `${D}/safetyHazardsManage`)).data;
    assert.equal(d.summary.total, 2);
    assert.deepEqual(d.summary.contracts.map((c: { key: string }) => c.key), ['ct_sg01']);
    assert.deepEqual(d.trend.slice(-2).map((m: { reported: number }) => m.reported), [1, 1]);
  });

  it('is refused without a grant, and nothing is written', async () => {
    const res = await assertNothingWritten(t.database.db, () => send('shigong', `${D}/safetyHazardsManage`));
    assert.deepEqual([res.code, res.msg], [400, NOT_GRANTED]);
  });
});

describe('项目首页', () => {
  it('gives the day\'s figures: hazards today, open and overdue, claims waiting and paid this month', async () => {
    const res = await send('yezhu', `${D}/index`);
    assert.equal(res.code, 200, res.msg);
    const d = res.data;
    assert.deepEqual(d.hazards, { reportedToday: 2, open: 2, rectifying: 2, overdue: 1 });
    assert.deepEqual(d.meter, { inApproval: 2, inApprovalAmount: 130_000, paidThisMonth: 120_000.5 });
    const todo = await send('yezhu', `${E}/FlowBefore/List/1?pageSize=50`);
    assert.equal(d.todo, todo.data.pagination.total);
    // the seeded notices: the latest one yezhu received, and the unread count of the message centre
    const notices = await send('yezhu', '/api/message?type=1&pageSize=1');
    assert.equal(d.notice.title, notices.data.list[0].title);
    assert.equal(d.notice.title, '关于节假日期间工地值班安排的通知');
    assert.equal(String(d.unreadNotices), (await send('yezhu', '/api/message/getUnReadMsgNum')).data.unReadNotice);
  });

  it('follows the chosen section', async () => {
    assert.equal((await send('yezhu', '/api/oauth/contract-data/ct_sg01')).code, 200);
    try {
      const d = (await send('yezhu', `${D}/index`)).data;
      assert.deepEqual(d.hazards, { reportedToday: 1, open: 1, rectifying: 1, overdue: 1 });
      assert.deepEqual(d.meter, { inApproval: 1, inApprovalAmount: 80_000, paidThisMonth: 120_000.5 });
    } finally {
      assert.equal((await send('yezhu', '/api/oauth/contract-data/all')).code, 200);
    }
  });

  it('is refused without a grant, and nothing is written', async () => {
    const res = await assertNothingWritten(t.database.db, () => send('shigong', `${D}/index`));
    assert.deepEqual([res.code, res.msg], [400, NOT_GRANTED]);
  });
});

describe('项目概况', () => {
  it('gives the project, every section with its units, and the units with their heads', async () => {
    const d = (await send('yezhu', `${D}/projectOverview`)).data;
    assert.deepEqual([d.project.name, d.project.investment, d.project.ownerUnit], ['宁句高速公路改扩建工程', 7_986_000_000, '宁句高速公路建设管理有限公司']);
    assert.deepEqual(d.sections.map((s: { id: string, amount: number, constructionUnit: string }) => [s.id, s.amount, s.constructionUnit]), [
      ['ct_sg01', 1_863_524_700, '苏通路桥工程集团有限公司'], ['ct_sg02', 2_034_186_600, '江南交通建设集团有限公司'], ['ct_sg03', 1_589_273_500, '华东公路工程有限公司'],
    ]);
    assert.deepEqual(d.units.map((u: { id: string, kind: string }) => [u.id, u.kind]),
      [['org_owner', 'owner'], ['org_supervision', 'supervision'], ['org_con1', 'construction'], ['org_con2', 'construction'], ['org_con3', 'construction']]);
    const con1 = d.units.find((u: { id: string }) => u.id === 'org_con1');
    // seed users.ts: 张伟, 陈刚, 徐斌, 黄磊, 杨帆 work in SG01's project department; 张伟 heads it
    assert.equal(con1.people, 5);
    assert.deepEqual(con1.keyPeople.map((p: { name: string, heads: string }) => [p.name, p.heads]), [['张伟', '宁句改扩建SG01标项目经理部']]);
    assert.equal(d.people, d.units.reduce((s: number, u: { people: number }) => s + u.people, 0));
  });

  it('shows a contractor his own section and its units only', async () => {
    const d = (await send('shigong', `${D}/projectOverview`)).data;
    assert.deepEqual(d.sections.map((s: { id: string }) => s.id), ['ct_sg01']);
    assert.deepEqual(d.units.map((u: { id: string }) => u.id), ['org_owner', 'org_supervision', 'org_con1']);
  });

  it('is refused without a grant, and nothing is written', async () => {
    const res = await assertNothingWritten(t.database.db, () => send('norole', `${D}/projectOverview`));
    assert.deepEqual([res.code, res.msg], [400, NOT_GRANTED]);
  });
});
