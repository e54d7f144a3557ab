/**
 * The hazard views of the safety screens (/api/safety: ledger, counts, rectification notices, my
 * reports, one notice with its history, the category tree) over the records of the hazard module,
 * made through the API as the app makes them: each answered within the module's visibility rule.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineRecords } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const E = '/api/workflow/Engine';
const S = '/api/safety';
const GONE = '隐患不存在或已删除';
const DAY = 86_400_000;
// 2026-03-10 10:00 in China: the deadlines below are dated from it
const clock = testClock(Date.UTC(2026, 2, 10, 2));
const today = Date.UTC(2026, 2, 9, 16); // China midnight of 2026-03-10
const SIGN = 'data:image/png;base64,iVBORw0KGgo=';

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function report(account: string, title: string, o: { contract: string, level?: string, part?: string, deadline: number, draft?: boolean }) {
  const res = await send(account, 'POST', `${OD}/hazardInvestigat`, {
    data: JSON.stringify({
      title, hazardCategory: 'fall', hazardType: '临边防护缺失或不牢固', hazardLevel: o.level ?? '1', contractName: o.contract,
      wbsPart: o.part ?? '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', location: 'K6+320 右幅 2#墩承台',
      description: '承台四周未设防护栏杆', photos: [await uploadAs(app, tokens[account])], rectifyDeadline: o.deadline,
      rectifyRequire: '立即设置防护栏杆',
    }),
    ...(o.draft ? { status: '1' } : {}),
  });
  assert.equal(res.code, 200, `${account} ${title}: ${res.msg}`);
  const [row] = await t.database.db.select({ id: onlineRecords.id, taskId: onlineRecords.flowTaskId }).from(onlineRecords)
    .where(sql`${onlineRecords.data} ->> 'title' = ${title}`);
  return row;
}

async function todoOf(account: string, taskId: string): Promise<string> {
  const list = await send(account, 'GET', `${E}/FlowBefore/List/1?pageSize=50`);
  const todo = (list.data.list as Array<{ id: string, processId: string }>).find((i) => i.processId === taskId);
  assert.ok(todo, `${account} has a todo of ${taskId}`);
  return todo.id;
}

const ids = (page: { list: Array<{ title: string }> }) => page.list.map((h) => h.title).sort();

let edge: { id: string, taskId: string | null };
let pit: { id: string, taskId: string | null };
let closed: { id: string, taskId: string | null };
let draft: { id: string, taskId: string | null };
let second: { id: string, taskId: string | null };

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['admin', 'anquan', 'shigong', 'gaofeng', 'luoyong', 'zongjian', 'jianli', 'norole', 'yezhu']) tokens[account] = await tokenOf(app, account);
  edge = await report('anquan', '2#墩承台临边防护缺失', { contract: 'ct_sg01', deadline: today - 2 * DAY });
  pit = await report('anquan', '3#墩基坑边堆载超限', { contract: 'ct_sg01', level: '2', part: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', deadline: today + 3 * DAY });
  closed = await report('anquan', '拌合站配电箱未上锁', { contract: 'ct_sg01', level: '1', part: '拌合站', deadline: today + DAY });
  draft = await report('anquan', '草稿：钢筋加工场电缆拖地', { contract: 'ct_sg01', part: '钢筋加工场', deadline: today + DAY, draft: true });
  second = await report('luoyong', '句容河特大桥 1#墩爬梯松动', { contract: 'ct_sg02', level: '3', part: '句容河特大桥（K25+870）', deadline: today - DAY });
  // the pit is rectified and waits for review; the switchbox is rectified and verified
  for (const h of [pit, closed]) {
    const rectified = await send('shigong', 'POST', `${E}/FlowBefore/Audit/${await todoOf('shigong', h.taskId!)}`, {
      handleOpinion: '已整改', signImg: SIGN,
      formData: { rectifyMeasure: '已清除堆载并设置警示', rectifyPhotos: [await uploadAs(app, tokens.shigong)], rectifyFinishDate: today, rectifySign: SIGN },
    });
    assert.equal(rectified.code, 200, rectified.msg);
  }
  const verified = await send('jianli', 'POST', `${E}/FlowBefore/Audit/${await todoOf('jianli', closed.taskId!)}`, { handleOpinion: '复查合格，同意销号', signImg: SIGN });
  assert.equal(verified.code, 200, verified.msg);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('the hazard ledger', () => {
  it('lists what the caller sees with its state, level, area, overdue and who it waits on', async () => {
    const page = await send('anquan', 'GET', `${S}/Hazards?pageSize=50&mine=1`);
    assert.equal(page.code, 200, page.msg);
    assert.deepEqual(ids(page.data), ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限', '拌合站配电箱未上锁', '草稿：钢筋加工场电缆拖地']);
    assert.equal(page.data.pagination.total, 4);
    assert.deepEqual(ids((await send('anquan', 'GET', `${S}/Hazards?pageSize=50`)).data), ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限', '拌合站配电箱未上锁'],
      'the ledger leaves out a draft: it is not reported yet');
    assert.deepEqual(ids((await send('anquan', 'GET', `${S}/Hazards?state=draft`)).data), ['草稿：钢筋加工场电缆拖地']);
    assert.equal((await send('anquan', 'GET', `${S}/Hazards/Summary`)).data.total, 3);
    const byTitle = new Map((page.data.list as Array<Record<string, unknown>>).map((h) => [h.title, h]));
    const e = byTitle.get('2#墩承台临边防护缺失')!;
    assert.deepEqual([e.state, e.stateName, e.overdue, e.categoryName, e.levelName, e.area, e.contractName, e.reporterName, e.handlers],
      ['rectifying', '待整改', true, '高处坠落', '一般隐患', '秦淮河大桥（K6+320）', '宁句高速公路改扩建工程第一合同段', '黄磊', ['张伟', '陈刚', '徐斌']]);
    assert.match(String(e.photo), /^\/api\/file\/Image\/annexpic\//);
    assert.deepEqual([byTitle.get('3#墩基坑边堆载超限')!.state, byTitle.get('3#墩基坑边堆载超限')!.overdue], ['reviewing', false]);
    assert.match(String(byTitle.get('3#墩基坑边堆载超限')!.rectifyPhoto), /^\/api\/file\/Image\/annexpic\//);
    assert.deepEqual([byTitle.get('拌合站配电箱未上锁')!.state, byTitle.get('拌合站配电箱未上锁')!.area], ['closed', '拌合站']);
    assert.equal(byTitle.get('草稿：钢筋加工场电缆拖地')!.state, 'draft');
  });

  it('counts by state, level and overdue, with the areas and sections to filter by; the total is the list\'s', async () => {
    const sum = await send('jianli', 'GET', `${S}/Hazards/Summary`);
    assert.equal(sum.code, 200, sum.msg);
    assert.equal(sum.data.total, 4, 'both sections, no one else\'s draft');
    assert.deepEqual(sum.data.states.map((c: { key: string, count: number }) => [c.key, c.count]), [['rectifying', 2], ['reviewing', 1], ['closed', 1]]);
    assert.deepEqual(sum.data.levels.map((c: { name: string, count: number }) => [c.name, c.count]), [['一般隐患', 2], ['较大隐患', 1], ['重大隐患', 1]]);
    assert.equal(sum.data.overdue, 2);
    assert.deepEqual(sum.data.areas.map((c: { key: string, count: number }) => [c.key, c.count]),
      [['秦淮河大桥（K6+320）', 2], ['拌合站', 1], ['句容河特大桥（K25+870）', 1]]);
    assert.deepEqual(sum.data.contracts.map((c: { key: string, count: number }) => [c.key, c.count]), [['ct_sg01', 3], ['ct_sg02', 1]]);
    const list = await send('jianli', 'GET', `${S}/Hazards?pageSize=50`);
    assert.equal(list.data.pagination.total, sum.data.total);
  });

  it('filters by state, overdue, level, section, area and report date', async () => {
    const titles = async (query: string) => ids((await send('jianli', 'GET', `${S}/Hazards?pageSize=50&${query}`)).data);
    assert.deepEqual(await titles('overdue=1'), ['2#墩承台临边防护缺失', '句容河特大桥 1#墩爬梯松动']);
    assert.deepEqual(await titles('state=open&contractId=ct_sg01'), ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限']);
    assert.deepEqual(await titles('level=3'), ['句容河特大桥 1#墩爬梯松动']);
    assert.deepEqual(await titles(`area=${encodeURIComponent('拌合站')}`), ['拌合站配电箱未上锁']);
    assert.deepEqual(await titles(`start=${today}&end=${today}`), ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限', '句容河特大桥 1#墩爬梯松动', '拌合站配电箱未上锁']);
    assert.deepEqual(await titles(`start=${today + DAY}`), []);
    const counted = await send('jianli', 'GET', `${S}/Hazards/Summary?contractId=ct_sg02`);
    assert.deepEqual([counted.data.total, counted.data.overdue], [1, 1]);
  });

  it('gives the contractor his own section only, and what waits on him with his todo', async () => {
    assert.deepEqual(ids((await send('shigong', 'GET', `${S}/Hazards?pageSize=50`)).data), ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限', '拌合站配电箱未上锁']);
    const mine = await send('shigong', 'GET', `${S}/Hazards?todo=1&order=deadline`);
    assert.deepEqual(mine.data.list.map((h: { title: string, todoNode: string }) => [h.title, h.todoNode]), [['2#墩承台临边防护缺失', 'hazard_rectify']]);
    assert.equal(mine.data.list[0].todoId, await todoOf('shigong', edge.taskId!));
    assert.deepEqual(ids((await send('gaofeng', 'GET', `${S}/Hazards?pageSize=50`)).data), ['句容河特大桥 1#墩爬梯松动']);
  });

  it('lists the reporter\'s own reports, drafts included', async () => {
    assert.deepEqual(ids((await send('anquan', 'GET', `${S}/Hazards?mine=1`)).data),
      ['2#墩承台临边防护缺失', '3#墩基坑边堆载超限', '拌合站配电箱未上锁', '草稿：钢筋加工场电缆拖地']);
    assert.deepEqual(ids((await send('jianli', 'GET', `${S}/Hazards?mine=1`)).data), []);
  });
});

describe('a rectification notice', () => {
  it('shows the report, the reply and who did what, with the caller\'s own todo', async () => {
    const res = await send('jianli', 'GET', `${S}/Hazards/${pit.id}`);
    assert.equal(res.code, 200, res.msg);
    const d = res.data;
    assert.deepEqual([d.title, d.state, d.flowId, d.data.rectifyMeasure, d.data.rectifyRequire], ['3#墩基坑边堆载超限', 'reviewing', 'flow_hazardRectify', '已清除堆载并设置警示', '立即设置防护栏杆']);
    assert.deepEqual(d.history.map((s: { userName: string, action: string, opinion: string }) => [s.userName, s.action, s.opinion]),
      [['黄磊', '上报隐患', ''], ['张伟', '整改完成', '已整改']]);
    assert.equal(d.todoId, await todoOf('jianli', pit.taskId!));
    assert.equal(d.todoNode, 'hazard_verify');
    const done = await send('anquan', 'GET', `${S}/Hazards/${closed.id}`);
    assert.deepEqual(done.data.history.map((s: { action: string }) => s.action), ['上报隐患', '整改完成', '复查通过']);
    assert.equal(done.data.todoId, null);
  });

  it('is not shown in another section, to someone not granted hazards, or as someone else\'s draft', async () => {
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('shigong', 'GET', `${S}/Hazards/${second.id}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('jianli', 'GET', `${S}/Hazards/${draft.id}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('admin', 'GET', `${S}/Hazards/${draft.id}`), { code: 400, msg: GONE });
      assert.deepEqual(await send('shigong', 'GET', `${S}/Hazards/nothing`), { code: 400, msg: GONE });
      for (const url of [`${S}/Hazards`, `${S}/Hazards/Summary`, `${S}/Hazards/${edge.id}`, `${S}/HazardCategories`]) {
        assert.deepEqual(await send('norole', 'GET', url), { code: 400, msg: NOT_GRANTED }, url);
      }
      assert.equal((await send('anquan', 'GET', `${S}/Hazards/${draft.id}`)).data.state, 'draft');
    }, { ignore: ['tokens'] });
  });
});

describe('bad queries', () => {
  it('are refused with what is wrong, and write nothing', async () => {
    await assertNothingWritten(t.database.db, async () => {
      const backwards = await send('jianli', 'GET', `${S}/Hazards?start=${today}&end=${today - DAY}`);
      assert.deepEqual(backwards, { code: 400, msg: '结束日期不能早于开始日期' });
      const state = await send('jianli', 'GET', `${S}/Hazards/Summary?state=lost`);
      assert.equal(state.code, 400);
      assert.match(state.msg, /state/);
      const page = await send('jianli', 'GET', `${S}/Hazards?pageSize=1000`);
      assert.equal(page.code, 400);
      assert.match(page.msg, /pageSize/);
    }, { ignore: ['tokens'] });
  });
});

describe('the hazard category tree', () => {
  it('has each category with its typical hazards', async () => {
    const tree = await send('anquan', 'GET', `${S}/HazardCategories`);
    assert.equal(tree.code, 200, tree.msg);
    const fall = tree.data.find((n: { category: string }) => n.category === 'fall');
    assert.equal(fall.fullName, '高处坠落');
    assert.ok(fall.children.some((c: { fullName: string, kind: string }) => c.fullName === '临边防护缺失或不牢固' && c.kind === 'typical'));
    assert.equal(tree.data.find((n: { category: string }) => n.category === 'other').children, undefined);
  });
});

describe('approval cards (issue 12, item 8)', () => {
  type Card = { processId?: string, id: string, fullName: string, description: string };
  it('read the hazard\'s title, with its place and level, on the todo and launched lists, and are found by them', async () => {
    const major = await report('anquan', '4#墩支架基础沉降', { contract: 'ct_sg01', level: '3', deadline: today + DAY });
    const todo = ((await send('shigong', 'GET', `${E}/FlowBefore/List/1?pageSize=50`)).data.list as Card[]).find((i) => i.processId === major.taskId)!;
    assert.equal(todo.fullName, '4#墩支架基础沉降');
    assert.equal(todo.description, 'K6+320 右幅 2#墩承台 · 重大隐患');
    const launched = ((await send('anquan', 'GET', `${E}/FlowLaunch?pageSize=50`)).data.list as Card[]).find((i) => i.id === major.taskId)!;
    assert.deepEqual([launched.fullName, launched.description], ['4#墩支架基础沉降', 'K6+320 右幅 2#墩承台 · 重大隐患']);
    // two hazards of one launcher no longer read alike
    const titles = ((await send('shigong', 'GET', `${E}/FlowBefore/List/1?pageSize=50`)).data.list as Card[]).map((i) => i.fullName);
    assert.ok(titles.includes('2#墩承台临边防护缺失') && !titles.some((x) => x.endsWith('上报的隐患整改')), titles.join(','));
    const found = (await send('shigong', 'GET', `${E}/FlowBefore/List/1?pageSize=50&keyword=${encodeURIComponent('支架基础')}`)).data.list as Card[];
    assert.deepEqual(found.map((i) => i.processId), [major.taskId]);
  });

  it('整改完成 with the form\'s own signature needs no second one: the form\'s is the approval\'s (item 9)', async () => {
    const h = await report('anquan', '5#墩爬梯护笼缺失', { contract: 'ct_sg01', deadline: today + DAY });
    const rectified = await send('shigong', 'POST', `${E}/FlowBefore/Audit/${await todoOf('shigong', h.taskId!)}`, {
      handleOpinion: '已加装护笼',
      formData: { rectifyMeasure: '已加装护笼', rectifyPhotos: [await uploadAs(app, tokens.shigong)], rectifyFinishDate: today, rectifySign: SIGN },
    });
    assert.equal(rectified.code, 200, rectified.msg);
    const detail = await send('anquan', 'GET', `${E}/FlowBefore/${h.taskId}`);
    const record = (detail.data.flowTaskOperatorRecordList as Array<{ nodeCode: string, signImg: string }>).find((r) => r.nodeCode === 'hazard_rectify')!;
    assert.equal(record.signImg, SIGN);
  });
});
