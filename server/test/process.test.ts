/**
 * The processes of WBS parts (/api/engineering/Process) and the rule of their inspection
 * applications (domains/process): the demo's parts read in the states their applications give them
 * (computed here by hand from seed/demoEngineering.ts), an application out of order, for a process
 * already standing, of another section's part or with names not the part's refused with nothing
 * written, and a failed inspection applied for again and passed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { uploadAs, type Upload } from './uploads.js';

// a Tuesday, 11:30 in China: "day 0" of the demo is the Monday
const NOW = Date.parse('2026-05-12T11:30:00+08:00');
const clock = testClock(NOW);
const P = '/api/engineering/Process';
const MODULE = 'module_processInspection';

const PILE_0 = 'wbs_sg01_03_01_01_01';
const PILE_1 = 'wbs_sg01_03_01_01_02';
const PILE_2 = 'wbs_sg01_03_01_01_03';
const PILE_3 = 'wbs_sg01_03_01_01_04';
const PILE_4 = 'wbs_sg01_03_01_01_05';
const EARTHWORK = 'wbs_sg01_01_01_01';
const PILE_PATH = ['秦淮河大桥（K6+320）', '基础及下部构造', '钻孔灌注桩'];

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
let photo: Upload;
type Row = Record<string, any>;

const get = async (account: string, url: string) => call(app, { method: 'GET', url, headers: { authorization: tokens[account] } });
const ok = async (account: string, url: string) => {
  const res = await get(account, url);
  assert.equal(res.code, 200, `${account} ${url}: ${res.msg}`);
  return res.data;
};
const apply = (account: string, data: Row, id?: string) => call(app, {
  method: id ? 'PUT' : 'POST', url: `/api/visualdev/OnlineDev/${MODULE}${id ? `/${id}` : ''}`,
  headers: { authorization: tokens[account] }, payload: { data: JSON.stringify(data) },
});
const applicationOf = (partId: string, pier: string, step: string, process: string, extra: Row = {}) => ({
  contractName: 'ct_sg01', wbsPart: [...PILE_PATH, pier].join(' / '), process, wbsNode: partId, processStep: step,
  applyTime: NOW, selfCheckResult: '自检合格', selfCheckPhotos: [photo],
  ...extra,
});

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const a of ['zongjian', 'jianli', 'shigong', 'gaofeng', 'anquan', 'yezhu']) tokens[a] = await tokenOf(app, a);
  photo = await uploadAs(app, tokens.shigong, '自检.png');
});
after(async () => {
  await app.close();
  await t.close();
});

describe('the process board', () => {
  it('reads each demo part in the state its applications give it', async () => {
    const board = await ok('jianli', `${P}/Board?contractId=ct_sg01`);
    const byId = new Map((board.nodes as Row[]).map((n) => [n.id, n]));
    const states = (id: string) => (byId.get(id)!.steps as Row[]).map((s) => s.state);
    // 0#台: all seven processes passed in order
    assert.deepEqual(states(PILE_0), Array(7).fill('passed'));
    assert.equal(byId.get(PILE_0)!.state, 'passed');
    // 1#墩: five passed, 水下混凝土灌注 waits for the engineer, 桩基检测 waits for it
    assert.deepEqual(states(PILE_1), ['passed', 'passed', 'passed', 'passed', 'passed', 'inspecting', 'waiting']);
    assert.deepEqual(byId.get(PILE_1)!.current, { code: 'pile.6', name: '水下混凝土灌注', state: 'inspecting' });
    // 2#墩: 成孔检查 failed
    assert.deepEqual(states(PILE_2).slice(0, 5), ['passed', 'passed', 'passed', 'failed', 'waiting']);
    // 3#墩: shigong's draft is his own; jianli sees the process ready
    assert.deepEqual(states(PILE_3).slice(0, 3), ['passed', 'ready', 'waiting']);
    assert.deepEqual(states(PILE_4).slice(0, 2), ['ready', 'waiting']);
    // the subgrade: 压实度检测 failed once and passed on the second application
    assert.deepEqual(states(EARTHWORK), ['passed', 'passed', 'passed', 'passed', 'ready']);
    assert.equal(byId.get(PILE_1)!.contractName, '第一合同段');
  });

  it('counts the section\'s parts by state and filters them', async () => {
    const board = await ok('jianli', `${P}/Board?contractId=ct_sg01`);
    const total = (board.nodes as Row[]).length;
    assert.equal(Object.values(board.counts as Record<string, number>).reduce((a, b) => a + b, 0), total);
    // hand count: inspecting = 1#墩桩基 and the 承台; failed = 2#墩桩基; passed = 0#台桩基
    assert.equal(board.counts.inspecting, 2);
    assert.equal(board.counts.failed, 1);
    assert.equal(board.counts.passed, 1);
    const waiting = await ok('jianli', `${P}/Board?contractId=ct_sg01&state=inspecting`);
    assert.deepEqual((waiting.nodes as Row[]).map((n) => n.path[n.path.length - 1]).sort(), ['1#墩桩基', '承台'].sort());
    const found = await ok('jianli', `${P}/Board?contractId=ct_sg01&keyword=${encodeURIComponent('2#墩桩基')}`);
    assert.deepEqual((found.nodes as Row[]).map((n) => n.id), [PILE_2]);
  });

  it('shows the author his draft, and one part\'s checks with their opinions', async () => {
    const mine = await ok('shigong', `${P}/Nodes/${PILE_3}`);
    assert.equal(mine.steps[1].state, 'draft');
    const subgrade = await ok('jianli', `${P}/Nodes/${EARTHWORK}`);
    const checks = subgrade.steps[3].application.checks as Row[];
    assert.deepEqual(checks.map((c) => c.passed), [false, true]);
    assert.match(checks[0].opinion, /压实度 91\.2%/);
    assert.equal(checks[1].userName, '刘洋');
    assert.ok(subgrade.steps[0].keyPoints.length > 0);
  });

  it('refuses another section\'s parts, a section not chosen, and someone without the module', async () => {
    const other = await get('gaofeng', `${P}/Board?contractId=ct_sg01`);
    assert.equal(other.code, 400);
    assert.match(other.msg, /不能查看该合同段/);
    assert.equal((await get('gaofeng', `${P}/Nodes/${PILE_1}`)).code, 400);
    const noGrant = await get('anquan', `${P}/Board?contractId=ct_sg01`);
    assert.equal(noGrant.code, 400);
    assert.match(noGrant.msg, /没有该功能的权限/);
    const notLeaf = await get('jianli', `${P}/Nodes/wbs_sg01_03_01_01`);
    assert.match(notLeaf.msg, /末级/);
    assert.equal((await get('jianli', `${P}/Nodes/wbs_nothing`)).code, 400);
    assert.equal((await get('jianli', `${P}/Board?contractId=ct_sg01&state=late`)).code, 400);
  });
});

describe('applying for a process', () => {
  it('refuses a process out of order, one already standing, another section\'s part and names not the part\'s, writing nothing', async () => {
    const cases: Array<[Row, RegExp]> = [
      [applicationOf(PILE_4, '4#台桩基', 'pile.2', '护筒埋设'), /上道工序“测量放样”尚未检查合格/],
      [applicationOf(PILE_1, '1#墩桩基', 'pile.6', '水下混凝土灌注'), /已在报验中/],
      [applicationOf(PILE_0, '0#台桩基', 'pile.3', '钻孔'), /已检查合格/],
      [applicationOf(PILE_4, '4#台桩基', 'cap.1', '基坑开挖'), /不属于“4#台桩基”的工序/],
      [applicationOf(PILE_4, '4#台桩基', 'pile.1', '钻孔'), /工序名称应为“测量放样”/],
      [applicationOf(PILE_4, '4#台', 'pile.1', '测量放样'), /WBS 部位应为/],
      [applicationOf('wbs_sg02_03_01_01_02', '1#墩桩基', 'pile.1', '测量放样'), /不是该合同段 WBS 的末级部位/],
    ];
    for (const [data, message] of cases) {
      const res = await assertNothingWritten(t.database.db, () => apply('shigong', data));
      assert.equal(res.code, 400, `${JSON.stringify(data.processStep)}: ${res.msg}`);
      assert.match(res.msg, message);
    }
  });

  it('takes a failed process applied for again, and passes it', async () => {
    // shigong corrects 2#墩桩基's 成孔检查 and sends the returned application again
    const part = await ok('shigong', `${P}/Nodes/${PILE_2}`);
    const failed = part.steps[3].application as Row;
    assert.equal(part.steps[3].state, 'failed');
    const again = await apply('shigong', applicationOf(PILE_2, '2#墩桩基', 'pile.4', '成孔检查', { selfCheckResult: '二次清孔后沉渣厚度 30mm' }), failed.id);
    assert.equal(again.code, 200, again.msg);
    assert.equal((await ok('jianli', `${P}/Nodes/${PILE_2}`)).steps[3].state, 'inspecting');
    // jianli passes it on site: the next process may be applied for
    const todo = await ok('jianli', '/api/workflow/Engine/FlowBefore/List/1?pageSize=100');
    const item = (todo.list as Row[]).find((i) => i.processId === failed.taskId || i.id === failed.taskId);
    assert.ok(item, 'the application is in jianli\'s todo list');
    const res = await call(app, {
      method: 'POST', url: `/api/workflow/Engine/FlowBefore/Audit/${item.id}`, headers: { authorization: tokens.jianli },
      payload: { handleOpinion: '复查沉渣厚度 30mm，合格', formData: { inspectionOpinion: '复查沉渣厚度 30mm，合格' }, signImg: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    assert.equal(res.code, 200, res.msg);
    const after = await ok('jianli', `${P}/Nodes/${PILE_2}`);
    assert.deepEqual(after.steps.slice(3, 5).map((s: Row) => s.state), ['passed', 'ready']);
    assert.deepEqual(after.steps[3].application.checks.map((c: Row) => c.passed), [false, true]);
  });

  it('lets a draft commit to nothing: saved out of order, refused when sent', async () => {
    const data = applicationOf(PILE_4, '4#台桩基', 'pile.3', '钻孔');
    const draft = await call(app, {
      method: 'POST', url: `/api/visualdev/OnlineDev/${MODULE}`, headers: { authorization: tokens.shigong },
      payload: { data: JSON.stringify(data), status: '1' },
    });
    assert.equal(draft.code, 200, draft.msg);
    const launched = await assertNothingWritten(t.database.db, () => call(app, {
      method: 'POST', url: '/api/workflow/Engine/FlowTask', headers: { authorization: tokens.shigong },
      payload: { flowId: 'flow_processInspection', formData: data, status: '0' },
    }));
    assert.equal(launched.code, 400);
    assert.match(launched.msg, /尚未检查合格/);
  });
});
