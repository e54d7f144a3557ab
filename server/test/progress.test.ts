/**
 * Progress against the bills of quantities (/api/progress): the figures of a section, of a unit
 * work, of a WBS node and of the project against values worked out by hand from the seeded bills
 * (seed/data/boq.ts) and the fills made here; a fill refused with its message and nothing written
 * when bad, past the bill, of another section's item or without the grant to fill; the demo's
 * fills (seed/demoProgress.ts) add up to what the figures say.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boqItems, progressFills } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { wbsPath, wbsTree } from '../src/domains/progress/wbs.js';
import { seedDemoProgress } from '../src/seed/demoProgress.js';
import { CONTRACT_1, CONTRACT_2 } from '../src/seed/data/index.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const P = '/api/progress';
const clock = testClock(Date.UTC(2026, 2, 10, 2)); // 10:00 in China, 10 March
const TODAY = Date.UTC(2026, 2, 9, 16); // China midnight of 10 March
const DAY = 86_400_000;
const ITEM_GONE = '清单子目不存在或无权查看';

// Hand-computed from seed/data/boq.ts (SG01: 18.5 km, piers 0#台 1#墩 2#墩 3#墩 4#台)
const SG01_TOTAL = 191_839_441; // the 41 items of the SG01 bill, quantity × price
const ALL_TOTAL = 555_061_689; // + SG02 201 010 574 + SG03 162 211 674
const EARTH = 'boq_sg01_01'; // 203-1-a 挖土方 186 480 m³ × 14.6
const PILE_2 = 'boq_sg01_23'; // 405-1-c 2#墩桩基 192 m × 1850
const SUBGRADE_TOTAL = 22_119_911; // 路基工程: the nine items of chapter 200
const BRIDGE_TOTAL = 16_476_820; // 秦淮河大桥: piles 1008 m, caps, piers, beams, deck

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function refused(account: string, body: Record<string, unknown>, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await send(account, 'POST', `${P}/Fills`, body), { code: 400, msg }, `${account} ${JSON.stringify(body)}`);
  }, { ignore: ['tokens'] });
}

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shigong', 'gaofeng', 'yezhu', 'jianli', 'shiyan', 'norole', 'zongjian', 'anquan']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('progress figures', () => {
  it('starts at nothing done against each section\'s bill', async () => {
    const mine = await send('shigong', 'GET', `${P}/Overview`);
    assert.equal(mine.code, 200, mine.msg);
    assert.deepEqual(mine.data.sections.map((s: { contractId: string }) => s.contractId), [CONTRACT_1]);
    assert.deepEqual({ total: mine.data.total, done: mine.data.done, percent: mine.data.percent, mayFill: mine.data.mayFill },
      { total: SG01_TOTAL, done: 0, percent: 0, mayFill: true });
    const owner = await send('yezhu', 'GET', `${P}/Dashboard`);
    assert.equal(owner.data.total, ALL_TOTAL);
    assert.equal(owner.data.sections.length, 3);
    assert.equal(owner.data.mayFill, false);
  });

  it('moves the item, its WBS branch, the section and the project as the contractor fills', async () => {
    let res = await send('shigong', 'POST', `${P}/Fills`, { itemId: EARTH, fillDate: TODAY - DAY, quantity: 18_648, remark: 'K2+100~K3+400 挖方' });
    assert.equal(res.code, 200, res.msg);
    res = await send('shigong', 'POST', `${P}/Fills`, { itemId: PILE_2, fillDate: TODAY, quantity: 192 });
    assert.equal(res.code, 200, res.msg);

    const o = (await send('shigong', 'GET', `${P}/Overview`)).data;
    // 18 648 × 14.6 + 192 × 1850 = 272 260.8 + 355 200
    assert.equal(o.done, 627_460.8);
    assert.equal(o.percent, 0.33); // 627 460.8 / 191 839 441
    assert.equal(o.lastFillDate, TODAY);
    assert.deepEqual(o.sections[0], {
      contractId: CONTRACT_1, contractName: '第一合同段', items: 41, started: 2, finished: 1, total: SG01_TOTAL, done: 627_460.8, percent: 0.33,
    });
    const branch = (name: string) => o.branches.find((b: { name: string }) => b.name.startsWith(name));
    assert.deepEqual([branch('路基工程').total, branch('路基工程').done, branch('路基工程').percent], [SUBGRADE_TOTAL, 272_260.8, 1.23]);
    assert.deepEqual([branch('秦淮河大桥').total, branch('秦淮河大桥').done, branch('秦淮河大桥').percent], [BRIDGE_TOTAL, 355_200, 2.16]);
    assert.equal(branch('路面工程').done, 0);

    const dash = (await send('yezhu', 'GET', `${P}/Dashboard`)).data;
    assert.deepEqual([dash.total, dash.done, dash.percent], [ALL_TOTAL, 627_460.8, 0.11]);

    const items = (await send('shigong', 'GET', `${P}/Items?contractId=${CONTRACT_1}`)).data;
    const earth = items.find((i: { id: string }) => i.id === EARTH);
    assert.deepEqual([earth.quantity, earth.doneQuantity, earth.percent, earth.total, earth.done], [186_480, 18_648, 10, 2_722_608, 272_260.8]);
    assert.equal(earth.wbsPath, '路基工程（K0+000~K18+500） / 路基土石方工程 / 土方路基');
  });

  it('lists what is under a WBS node, and each node\'s figures on the tree', async () => {
    const piles = (await send('jianli', 'GET', `${P}/Items?wbsNodeId=wbs_sg01_03_01_01`)).data;
    assert.deepEqual(piles.map((i: { quantity: number }) => i.quantity), [216, 192, 192, 192, 216]);
    assert.deepEqual(piles.map((i: { percent: number }) => i.percent), [0, 0, 100, 0, 0]);
    assert.equal(piles[2].wbsPath, '秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 2#墩桩基');

    const tree = (await send('shigong', 'GET', `${P}/Wbs`)).data;
    assert.deepEqual(tree.map((s: { contractId: string }) => s.contractId), [CONTRACT_1]);
    assert.equal(tree[0].percent, 0.33);
    const bridge = tree[0].children.find((n: { name: string }) => n.name.startsWith('秦淮河大桥'));
    const pileNode = bridge.children[0].children[0];
    assert.deepEqual([pileNode.name, pileNode.total, pileNode.done, pileNode.percent, pileNode.items, pileNode.fills], ['钻孔灌注桩', 1_864_800, 355_200, 19.05, 5, 1]);
    assert.deepEqual([pileNode.children[2].name, pileNode.children[2].percent], ['2#墩桩基', 100]);

    const fills = (await send('shigong', 'GET', `${P}/Items/${EARTH}/Fills`)).data;
    assert.deepEqual(fills.map((f: { fillDate: number, quantity: number, remark: string, creatorName: string }) => [f.fillDate, f.quantity, f.remark, f.creatorName]),
      [[TODAY - DAY, 18_648, 'K2+100~K3+400 挖方', '张伟']]);
  });

  it('keeps a section\'s progress from the other sections', async () => {
    const other = (await send('gaofeng', 'GET', `${P}/Overview`)).data;
    assert.deepEqual(other.sections.map((s: { contractId: string }) => s.contractId), [CONTRACT_2]);
    assert.equal(other.done, 0);
    assert.deepEqual(await send('gaofeng', 'GET', `${P}/Items/${EARTH}/Fills`), { code: 400, msg: ITEM_GONE });
    assert.deepEqual((await send('gaofeng', 'GET', `${P}/Items?contractId=${CONTRACT_1}`)).data, []);
  });

  it('refuses who holds no grant of the tile', async () => {
    await assertNothingWritten(t.database.db, async () => {
      for (const [account, url] of [['shiyan', 'Overview'], ['norole', 'Overview'], ['shiyan', 'Dashboard'], ['norole', 'Wbs'], ['shiyan', `Items?contractId=${CONTRACT_1}`]]) {
        assert.deepEqual(await send(account, 'GET', `${P}/${url}`), { code: 400, msg: NOT_GRANTED }, `${account} ${url}`);
      }
    }, { ignore: ['tokens'] });
  });
});

describe('filling progress', () => {
  it('refuses bad input with what is wrong, writing nothing', async () => {
    await refused('shigong', { itemId: EARTH, fillDate: TODAY }, '请填写完成数量');
    await refused('shigong', { itemId: EARTH, fillDate: TODAY, quantity: 'abc' }, '完成数量必须是数字');
    await refused('shigong', { itemId: EARTH, fillDate: TODAY, quantity: -5 }, '完成数量必须大于 0');
    await refused('shigong', { itemId: EARTH, fillDate: TODAY, quantity: 0 }, '完成数量必须大于 0');
    await refused('shigong', { itemId: EARTH, quantity: 10 }, '请选择完成日期');
    await refused('shigong', { itemId: EARTH, fillDate: 'yesterday', quantity: 10 }, '完成日期格式不正确');
    await refused('shigong', { itemId: EARTH, fillDate: TODAY + DAY, quantity: 10 }, '完成日期不能晚于今天');
    await refused('shigong', { itemId: 'boq_nope', fillDate: TODAY, quantity: 10 }, ITEM_GONE);
  });

  it('refuses a fill past the bill', async () => {
    await refused('shigong', { itemId: PILE_2, fillDate: TODAY, quantity: 1 }, '累计完成数量不能超过清单数量 192m（已完成 192m，最多还可填 0m）');
    await refused('shigong', { itemId: EARTH, fillDate: TODAY, quantity: 167_833 }, '累计完成数量不能超过清单数量 186480m³（已完成 18648m³，最多还可填 167832m³）');
  });

  it('refuses another section\'s item and who may only look', async () => {
    await refused('gaofeng', { itemId: EARTH, fillDate: TODAY, quantity: 1 }, ITEM_GONE);
    await refused('jianli', { itemId: EARTH, fillDate: TODAY, quantity: 1 }, NOT_GRANTED);
    await refused('yezhu', { itemId: EARTH, fillDate: TODAY, quantity: 1 }, NOT_GRANTED);
    await refused('shiyan', { itemId: EARTH, fillDate: TODAY, quantity: 1 }, NOT_GRANTED);
  });
});

describe('the day\'s records for the daily report', () => {
  it('offers what the section\'s day recorded, each within its own module\'s visibility', async () => {
    // anquan's inspection of today at SG01's 3#墩: one item failed
    const photos = [await uploadAs(app, tokens.anquan)];
    const saved = await send('anquan', 'POST', '/api/visualdev/OnlineDev/checklistInspection', { data: JSON.stringify({
      checklist: 'height', checkType: 'daily', checkDate: TODAY, contractName: CONTRACT_1, wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', conclusion: '一项不合格',
      items: [{ itemCode: 'height_01', item: '临边设置 1.2m 防护栏杆及挡脚板', result: 'fail', note: '临边未设栏杆', photos },
        { itemCode: 'height_02', item: '洞口按规定封闭或设置防护', result: 'pass', note: '', photos: [] }],
    }) });
    assert.equal(saved.code, 200, saved.msg);

    const day = await send('shigong', 'GET', `${P}/Day?date=${TODAY + 3_600_000}&contractId=${CONTRACT_1}`);
    assert.equal(day.code, 200, day.msg);
    assert.equal(day.data.date, TODAY);
    assert.deepEqual(day.data.fills.map((f: Record<string, unknown>) => [f.itemCode, f.itemName, f.quantity, f.unit, f.wbsPath]),
      [['405-1-c', '钻孔灌注桩（Φ1.5m）', 192, 'm', '秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 2#墩桩基']]);
    assert.deepEqual(day.data.inspections.map((i: Record<string, unknown>) => [i.checklistName, i.failed]), [['高处作业', 1]]);
    assert.deepEqual([day.data.materials, day.data.hazards], [[], []]);
    // yesterday: the excavation
    const before = (await send('shigong', 'GET', `${P}/Day?date=${TODAY - DAY}`)).data;
    assert.deepEqual(before.fills.map((f: { quantity: number }) => f.quantity), [18_648]);
    assert.deepEqual(before.inspections, []);
  });

  it('shows another section nothing of SG01\'s day, and refuses a future day and who writes no daily report', async () => {
    const other = (await send('gaofeng', 'GET', `${P}/Day?date=${TODAY}`)).data;
    assert.deepEqual([other.fills, other.inspections], [[], []]);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('shigong', 'GET', `${P}/Day?date=${TODAY + DAY}`), { code: 400, msg: '日期不能晚于今天' });
      assert.deepEqual(await send('shiyan', 'GET', `${P}/Day?date=${TODAY}`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('norole', 'GET', `${P}/Day`), { code: 400, msg: NOT_GRANTED });
    }, { ignore: ['tokens'] });
  });
});

describe('the week\'s plan against actual (周进度)', () => {
  const MONDAY = TODAY - DAY; // 10 March 2026 is a Tuesday
  const PLAN = { weekStart: TODAY, contractName: CONTRACT_1, planAmount: 100, planContent: '2#墩桩基成孔浇筑，K2+100~K3+400 路基挖方' };

  it('sets each section\'s plan against the output filled in its week', async () => {
    const saved = await send('shigong', 'POST', '/api/visualdev/OnlineDev/weekPlan', { data: JSON.stringify(PLAN) });
    assert.equal(saved.code, 200, saved.msg);
    const week = (await send('shigong', 'GET', `${P}/Week?date=${TODAY}`)).data;
    assert.deepEqual([week.weekStart, week.weekEnd], [MONDAY, MONDAY + 7 * DAY]);
    // plan 100 万元; filled Monday 272 260.8 and Tuesday 355 200
    const [s1] = week.sections;
    assert.deepEqual([s1.contractId, s1.plan, s1.actual, s1.rate, s1.planContent], [CONTRACT_1, 1_000_000, 627_460.8, 62.75, PLAN.planContent]);
    assert.equal(week.sections.length, 1);
    // the week before: no plan, nothing filled
    const before = (await send('shigong', 'GET', `${P}/Week?date=${TODAY - 7 * DAY}`)).data;
    assert.deepEqual(before.sections.map((s: Record<string, unknown>) => [s.planId, s.plan, s.actual, s.rate]), [[null, 0, 0, null]]);
    // the owner sees every section; SG02 and SG03 set no plan
    const owner = (await send('yezhu', 'GET', `${P}/Week?date=${TODAY}`)).data;
    assert.deepEqual(owner.sections.map((s: Record<string, unknown>) => [s.contractName, s.actual, s.rate]),
      [['第一合同段', 627_460.8, 62.75], ['第二合同段', 0, null], ['第三合同段', 0, null]]);
  });

  it('refuses a plan without its content, keeps SG01\'s week from SG02 and refuses who holds no grant', async () => {
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('shigong', 'POST', '/api/visualdev/OnlineDev/weekPlan', { data: JSON.stringify({ ...PLAN, planContent: '' }) }),
        { code: 400, msg: '本周计划完成内容不能为空' });
      const other = (await send('gaofeng', 'GET', `${P}/Week?date=${TODAY}`)).data;
      assert.deepEqual(other.sections.map((s: Record<string, unknown>) => [s.contractId, s.planId, s.actual]), [[CONTRACT_2, null, 0]]);
      assert.deepEqual(await send('shiyan', 'GET', `${P}/Week`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('shiyan', 'POST', '/api/visualdev/OnlineDev/weekPlan', { data: JSON.stringify(PLAN) }), { code: 400, msg: NOT_GRANTED });
    }, { ignore: ['tokens'] });
  });
});

describe('the WBS for other domains', () => {
  it('lists a section\'s tree and a node\'s path', async () => {
    const tree = await wbsTree(t.database.db, CONTRACT_2);
    assert.equal(tree.length, 6);
    assert.equal(tree[2].name, '句容河特大桥（K25+870）');
    assert.equal(tree[2].children[0].children[0].children.length, 7); // 0#台 … 6#台
    assert.deepEqual((await wbsPath(t.database.db, 'wbs_sg02_03_01_01_03')).map((n) => n.name),
      ['句容河特大桥（K25+870）', '基础及下部构造', '钻孔灌注桩', '2#墩桩基']);
    assert.deepEqual(await wbsPath(t.database.db, 'wbs_nope'), []);
  });
});

describe('the demo\'s progress', () => {
  // a database of its own: the fills above are not the demo's
  let d: TestDb;
  let demo: FastifyInstance;
  before(async () => {
    d = await seededDb({ now: clock.now });
    demo = await buildTestApp(d, {}, clock.now);
  });
  after(async () => {
    await demo.close();
    await d.close();
  });
  const read = async (account: string, url: string) =>
    (await call(demo, { method: 'GET', url, headers: { authorization: await tokenOf(demo, account) } })).data;

  it('adds up to the figures the dashboard shows', async () => {
    const { fills } = await seedDemoProgress({ db: d.database.db, now: clock.now });
    assert.ok(fills > 100, `${fills} fills`);
    // independently of the service: the amounts of every fill against the bills, in SQL
    const [sums] = await d.database.db.select({
      done: sql<number>`sum(${progressFills.quantity} * ${boqItems.unitPrice})`.mapWith(Number),
    }).from(progressFills).innerJoin(boqItems, eq(boqItems.id, progressFills.boqItemId));
    const dash = await read('zongjian', `${P}/Dashboard`);
    assert.equal(dash.done, Math.round(sums.done * 100) / 100);
    assert.equal(dash.percent, Math.round((sums.done / ALL_TOTAL) * 10_000) / 100);
    // SG01's piles (share 1) are complete; its markings (share 0) untouched; SG02 behind SG01, SG03 further
    const piles = await read('shigong', `${P}/Items?wbsNodeId=wbs_sg01_03_01_01`);
    assert.deepEqual(piles.map((i: { percent: number }) => i.percent), [100, 100, 100, 100, 100]);
    const [s1, s2, s3] = dash.sections.map((s: { percent: number }) => s.percent);
    assert.ok(s1 > s2 && s2 > s3 && s3 > 0, `${s1} > ${s2} > ${s3}`);
    // each section planned this week (万元 460, 400, 320) and filled today
    const week = await read('yezhu', `${P}/Week`);
    assert.deepEqual(week.sections.map((s: { plan: number }) => s.plan), [4_600_000, 4_000_000, 3_200_000]);
    assert.ok(week.sections.every((s: { actual: number }) => s.actual > 0));
  });
});
