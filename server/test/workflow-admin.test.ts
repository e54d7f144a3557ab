/**
 * The administrator's actions and batch approval through the real app on the seeded flows:
 * FlowBefore/Assign, Suspend and Restore (admin only; while suspended every handling action is
 * refused and the todos stay listed with status 6), the batch list (FlowBefore/List/4) and
 * FlowBefore/BatchOperation (bad input refused with nothing written, each todo handled as alone, the
 * failures told with their reasons).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FlowNode } from '../../types/api/workflow.js';
import { flows, flowTasks, flowVersions } from '../src/db/schema.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { photosOf, type Upload } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
const SUSPENDED = '该流程已挂起，无法操作';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'anquan', 'shigong', 'chengang', 'jianli', 'liuyang', 'zongjian']) tokens[account] = await tokenOf(app, account);
  HAZARD.photos = await photosOf(app, tokens.anquan, 'a.png');
  RECTIFY.rectifyPhotos = await photosOf(app, tokens.shigong, 'b.png');
  DAILY.photos = await photosOf(app, tokens.shigong, 'd.png');
});
after(async () => {
  await app.close();
  await t.close();
});

type Row = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT';

const send = (method: Method, url: string, account: string, payload?: unknown) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok(method: Method, url: string, account: string, payload?: unknown) {
  const res = await send(method, url, account, payload);
  assert.equal(res.code, 200, `${method} ${url} as ${account}: ${res.msg}`);
  return res;
}

async function stateOf(taskId: string) {
  const [row] = await t.database.db.select({ version: flowTasks.version, status: flowTasks.status }).from(flowTasks).where(eq(flowTasks.id, taskId));
  return row;
}

/** A refusal: code 400 with exactly `msg`, and nothing written anywhere (the tasks named, in
 *  failures, as they were). */
async function refused(taskIds: string[], account: string, method: Method, url: string, payload: unknown, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    const res = await send(method, url, account, payload);
    assert.equal(res.code, 400, `${method} ${url} as ${account} should be refused, got ${res.code} ${res.msg} (tasks ${taskIds.join(', ') || 'none'})`);
    assert.equal(res.msg, msg, `${method} ${url} as ${account}`);
  });
}

const list = async (account: string, category: 1 | 2 | 3 | 4): Promise<Row[]> =>
  (await ok('GET', `${E}/FlowBefore/List/${category}?pageSize=500`, account)).data.list;
const itemOf = async (account: string, category: 1 | 2 | 3 | 4, taskId: string) => (await list(account, category)).find((i) => i.processId === taskId);
async function mustTodo(account: string, taskId: string): Promise<Row> {
  const todo = await itemOf(account, 1, taskId);
  assert.ok(todo, `${account} has a todo for ${taskId}`);
  return todo;
}
const detailOf = async (account: string, taskId: string) => (await ok('GET', `${E}/FlowBefore/${taskId}`, account)).data;

// --- forms of the seeded flows ----------------------------------------------------------------

const SIGN = 'data:image/png;base64,iVBORw0KGgo=';
// the photos: uploaded in before() by the account that sends them
const HAZARD = {
  title: '2#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+320 右幅 2#墩承台',
  description: '承台四周未设防护栏杆', photos: [] as Upload[], rectifyDeadline: Date.UTC(2026, 10, 30),
};
const RECTIFY = {
  rectifyMeasure: '已设置 1.2m 防护栏杆并挂安全网', rectifyPhotos: [] as Upload[], rectifyFinishDate: Date.UTC(2026, 10, 25), rectifySign: SIGN,
};
const DAILY = {
  reportDate: Date.UTC(2026, 3, 8), weather: 'sunny', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 下部构造 / 2#墩桩基',
  manpower: [{ resourceType: 'labor', resourceName: '钢筋工', resourceCount: 12 }], todayQuantity: 35.5, unit: 'm3', photos: [] as Upload[],
};
const LOG = {
  logDate: Date.UTC(2026, 10, 20), weather: 'sunny', temperature: '12~25',
  constructionStatus: [{ section: 'ct_sg01', part: 'K6+320 2#墩', content: '承台钢筋绑扎' }], supervisionWork: '旁站', signature: SIGN,
};

async function launch(account: string, flowId: string, formData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await ok('POST', `${E}/FlowTask`, account, { flowId, formData, status: '0', ...extra });
  return res.data.id as string;
}
const launchHazard = () => launch('anquan', 'flow_hazardRectify', HAZARD);
/** A daily report for 李明 (jianli) to review. */
const launchDaily = (wbsPart = DAILY.wbsPart) => launch('shigong', 'flow_progressDaily', { ...DAILY, wbsPart }, { candidateList: { daily_review: ['u_jianli'] } });

// --- assign -------------------------------------------------------------------------------------

describe('assign (FlowBefore/Assign/{taskId})', () => {
  it('refuses anyone but an administrator, bad input and a node that is not current, and writes nothing', async () => {
    const taskId = await launchHazard();
    const url = `${E}/FlowBefore/Assign/${taskId}`;
    const body = { nodeCode: 'hazard_rectify', freeApproverUserId: 'u_zongjian', handleOpinion: '施工单位人员调整' };
    const cases: Array<[string, Row, string]> = [
      ['shigong', body, '仅管理员可以指派'],
      ['anquan', body, '仅管理员可以指派'],
      ['admin', { freeApproverUserId: 'u_zongjian' }, '请选择指派节点'],
      ['admin', { nodeCode: 'hazard_rectify' }, '请选择指派人'],
      ['admin', { ...body, nodeCode: 'hazard_verify' }, '该节点不是当前审批节点'],
      ['admin', { ...body, nodeCode: 'hazard_start' }, '该节点不是当前审批节点'],
      ['admin', { ...body, freeApproverUserId: 'u_nobody' }, '指派人不存在或已停用'],
      ['admin', { ...body, nodeCode: 'x'.repeat(65) }, 'nodeCode 长度不能超过 64 个字符'],
    ];
    for (const [account, payload, msg] of cases) await refused([taskId], account, 'POST', url, payload, msg);
    await refused([], 'admin', 'POST', `${E}/FlowBefore/Assign/nope`, body, '流程不存在或已删除');
    assert.ok(await itemOf('shigong', 1, taskId), 'the todo stays where it was');
  });

  it('the node\'s handlers give way to the one user, who gets a 【待办】 and handles it; a record 5 says who assigned it', async () => {
    const taskId = await launchHazard();
    const old = await mustTodo('shigong', taskId);
    const res = await ok('POST', `${E}/FlowBefore/Assign/${taskId}`, 'admin', { nodeCode: 'hazard_rectify', freeApproverUserId: 'u_zongjian', handleOpinion: '施工单位人员调整' });
    assert.equal(res.msg, '指派成功');
    assert.equal(await itemOf('shigong', 1, taskId), undefined);
    assert.equal(await itemOf('chengang', 1, taskId), undefined, 'every other handler of the node too');
    const todo = await mustTodo('zongjian', taskId);
    const detail = await detailOf('anquan', taskId);
    assert.deepEqual(detail.flowTaskOperatorRecordList.at(-1), {
      ...detail.flowTaskOperatorRecordList.at(-1), handleStatus: 5, handleId: 'u_admin', operatorId: 'u_zongjian', taskOperatorId: todo.id,
      nodeCode: 'hazard_rectify', handleOpinion: '施工单位人员调整',
    });
    const messages = (await ok('GET', '/api/message?type=2', 'zongjian')).data.list as Row[];
    assert.ok(messages.some((m) => m.title === `【待办】${HAZARD.title} · ${detail.flowTaskInfo.fullName}`), messages.map((m) => m.title).join(' | '));
    await refused([taskId], 'shigong', 'POST', `${E}/FlowBefore/Audit/${old.id}`, { formData: RECTIFY, signImg: SIGN }, '该审批已被他人处理');
    // the photos he attaches are his own uploads
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'zongjian', { formData: { ...RECTIFY, rectifyPhotos: await photosOf(app, tokens.zongjian) }, signImg: SIGN });
    assert.equal((await detailOf('anquan', taskId)).flowTaskInfo.thisStep, '监理复查');
  });
});

// --- suspend and restore --------------------------------------------------------------------------

describe('suspend and restore (FlowBefore/Suspend/{taskId}, FlowBefore/Restore/{taskId})', () => {
  let taskId = '';
  let verify: Row;
  let rectified: Row;
  before(async () => {
    taskId = await launchHazard();
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('shigong', taskId)).id}`, 'shigong', { formData: RECTIFY, signImg: SIGN });
    verify = await mustTodo('jianli', taskId);
    rectified = (await itemOf('shigong', 2, taskId))!;
  });

  it('refuses anyone but an administrator, a restore of a task that is not suspended and bad input', async () => {
    await refused([taskId], 'jianli', 'POST', `${E}/FlowBefore/Suspend/${taskId}`, {}, '仅管理员可以挂起流程');
    await refused([taskId], 'anquan', 'POST', `${E}/FlowBefore/Suspend/${taskId}`, {}, '仅管理员可以挂起流程');
    await refused([taskId], 'admin', 'POST', `${E}/FlowBefore/Restore/${taskId}`, {}, '流程未挂起，无需恢复');
    await refused([taskId], 'admin', 'POST', `${E}/FlowBefore/Suspend/${taskId}`, { handleOpinion: 'x'.repeat(2001) }, 'handleOpinion 长度不能超过 2000 个字符');
    await refused([], 'admin', 'POST', `${E}/FlowBefore/Suspend/nope`, {}, '流程不存在或已删除');
  });

  it('suspended: status 6 and suspend in the detail, the todos listed with status 6, a record 11', async () => {
    const res = await ok('POST', `${E}/FlowBefore/Suspend/${taskId}`, 'admin', { handleOpinion: '资料待核实' });
    assert.equal(res.msg, '挂起成功');
    const detail = await detailOf('anquan', taskId);
    assert.deepEqual([detail.flowTaskInfo.status, detail.flowTaskInfo.suspend], [6, true]);
    assert.deepEqual(detail.flowTaskOperatorRecordList.at(-1), {
      ...detail.flowTaskOperatorRecordList.at(-1), handleStatus: 11, handleId: 'u_admin', handleOpinion: '资料待核实',
    });
    const todo = await mustTodo('jianli', taskId);
    assert.deepEqual([todo.id, todo.status], [verify.id, 6]);
    assert.equal((await ok('GET', `${E}/FlowBefore/${verify.id}/Info`, 'jianli')).data.isCheck, true, 'opened read-only from a message');
    const mine = await ok('GET', `${E}/FlowBefore/${taskId}?taskOperatorId=${verify.id}`, 'jianli');
    assert.equal(mine.data.approversProperties, null, 'no action bar');
  });

  it('while suspended, every handling action is refused with its reason, and nothing is written', async () => {
    const cases: Array<[string, Method, string, Row | undefined]> = [
      ['jianli', 'POST', `${E}/FlowBefore/Audit/${verify.id}`, { signImg: SIGN }],
      ['jianli', 'POST', `${E}/FlowBefore/Reject/${verify.id}`, { signImg: SIGN }],
      ['jianli', 'POST', `${E}/FlowBefore/Transfer/${verify.id}`, { freeApproverUserId: 'u_zongjian' }],
      ['jianli', 'POST', `${E}/FlowBefore/freeApprover/${verify.id}`, { freeApproverUserId: 'u_zongjian', freeApproverType: 1 }],
      ['jianli', 'POST', `${E}/FlowBefore/SaveAudit/${verify.id}`, { formData: {} }],
      ['jianli', 'GET', `${E}/FlowBefore/RejectList/${verify.id}`, undefined],
      ['jianli', 'POST', `${E}/FlowBefore/Candidates/${verify.id}`, {}],
      ['jianli', 'POST', `${E}/FlowBefore/CandidateUser/${verify.id}`, { nodeCode: 'hazard_chief' }],
      ['shigong', 'POST', `${E}/FlowBefore/Recall/${rectified.id}`, {}],
      ['anquan', 'PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, {}],
      ['anquan', 'POST', `${E}/FlowLaunch/Press/${taskId}`, undefined],
      ['admin', 'POST', `${E}/FlowBefore/Cancel/${taskId}`, {}],
      ['admin', 'POST', `${E}/FlowBefore/Assign/${taskId}`, { nodeCode: 'hazard_verify', freeApproverUserId: 'u_zongjian' }],
      ['admin', 'POST', `${E}/FlowBefore/Suspend/${taskId}`, {}],
      ['anquan', 'PUT', `${E}/FlowTask/${taskId}`, { formData: HAZARD, status: '0' }],
    ];
    for (const [account, method, url, payload] of cases) await refused([taskId], account, method, url, payload, SUSPENDED);
    const batch = await ok('POST', `${E}/FlowBefore/BatchOperation`, 'jianli', { ids: [verify.id], batchType: 0, signImg: SIGN });
    assert.deepEqual(batch.data.failed.map((f: Row) => f.msg), [SUSPENDED]);
  });

  it('restore: refused to anyone but an administrator; then status 1 with the same todos, a record 12, and the flow goes on', async () => {
    await refused([taskId], 'jianli', 'POST', `${E}/FlowBefore/Restore/${taskId}`, {}, '仅管理员可以恢复流程');
    const res = await ok('POST', `${E}/FlowBefore/Restore/${taskId}`, 'admin', { handleOpinion: '核实完毕' });
    assert.equal(res.msg, '恢复成功');
    const detail = await detailOf('anquan', taskId);
    assert.deepEqual([detail.flowTaskInfo.status, detail.flowTaskInfo.suspend], [1, false]);
    assert.deepEqual(detail.flowTaskOperatorRecordList.at(-1), { ...detail.flowTaskOperatorRecordList.at(-1), handleStatus: 12, handleOpinion: '核实完毕' });
    const todo = await mustTodo('jianli', taskId);
    assert.deepEqual([todo.id, todo.status], [verify.id, 1]);
    await ok('POST', `${E}/FlowBefore/Audit/${verify.id}`, 'jianli', { signImg: SIGN });
    assert.equal((await stateOf(taskId)).status, 2);
    await refused([taskId], 'admin', 'POST', `${E}/FlowBefore/Suspend/${taskId}`, {}, '流程不在审批中，无法挂起');
  });
});

// --- batch approval -------------------------------------------------------------------------------

describe('batch approval (FlowBefore/List/4, FlowBefore/BatchOperation)', () => {
  const url = `${E}/FlowBefore/BatchOperation`;

  it('List/4: my todos on batch nodes only, of tasks in approval', async () => {
    const daily = [await launchDaily('A 段'), await launchDaily('B 段')];
    const hazard = await launchHazard();
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('shigong', hazard)).id}`, 'shigong', { formData: RECTIFY, signImg: SIGN });
    const batch = (await list('jianli', 4)).map((i) => i.processId);
    for (const id of daily) assert.ok(batch.includes(id), 'a daily report is on the batch list');
    assert.ok(!batch.includes(hazard), 'the hazard verify does not allow batch approval');
    assert.ok((await list('jianli', 1)).some((i) => i.processId === hazard), 'it stays on the todo list');
    const item = (await list('jianli', 4)).find((i) => i.processId === daily[0])!;
    assert.deepEqual([item.id, item.status, item.nodeName], [(await mustTodo('jianli', daily[0])).id, 1, '监理工程师审核']);
    // each item says what its node demands: the daily review neither a signature nor (for the batch) anything else
    assert.equal(item.approversProperties.title, '监理工程师审核');
    assert.deepEqual([item.approversProperties.hasSign, item.approversProperties.hasOpinion], [false, true]);
    assert.equal((await mustTodo('jianli', daily[0])).approversProperties, null, 'the todo list keeps null');
    assert.ok(!(await list('liuyang', 4)).some((i) => daily.includes(i.processId)), 'not on someone else\'s');
    await ok('POST', `${E}/FlowBefore/Suspend/${daily[1]}`, 'admin', {});
    assert.ok(!(await list('jianli', 4)).some((i) => i.processId === daily[1]), 'a suspended task leaves the batch list');
    assert.equal((await mustTodo('jianli', daily[1])).status, 6, 'but not the todo list');
    await ok('POST', `${E}/FlowBefore/Restore/${daily[1]}`, 'admin', {});
    assert.ok((await list('jianli', 4)).some((i) => i.processId === daily[1]), 'back once restored');
  });

  it('refuses no ids, more than 50, a bad batchType and a transfer without a user, and writes nothing', async () => {
    const daily = await launchDaily();
    const todo = await mustTodo('jianli', daily);
    const cases: Array<[Row, string]> = [
      [{ batchType: 0 }, '请选择要审批的流程'],
      [{ ids: [], batchType: 0 }, '请选择要审批的流程'],
      [{ ids: Array.from({ length: 51 }, (_, i) => (i === 0 ? todo.id : `op${i}`)), batchType: 0 }, '一次最多批量审批50条'],
      [{ ids: [todo.id] }, 'batchType 取值无效'],
      [{ ids: [todo.id], batchType: 3 }, 'batchType 取值无效'],
      [{ ids: [todo.id], batchType: 'approve' }, 'batchType 类型不正确'],
      [{ ids: [todo.id], batchType: 2 }, '请选择转办人'],
      [{ ids: [''], batchType: 0 }, 'ids[0] 不能为空'],
      [{ ids: [todo.id], batchType: 0, handleOpinion: 'x'.repeat(2001) }, 'handleOpinion 长度不能超过 2000 个字符'],
    ];
    for (const [payload, msg] of cases) await refused([daily], 'jianli', 'POST', url, payload, msg);
  });

  it('approve: each todo as alone; the ones that cannot be are told with their title and reason, the rest are done', async () => {
    const daily = [await launchDaily('C 段'), await launchDaily('D 段')];
    const hazard = await launchHazard();
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('shigong', hazard)).id}`, 'shigong', { formData: RECTIFY, signImg: SIGN });
    const ids = [...await Promise.all(daily.map(async (id) => (await mustTodo('jianli', id)).id)), (await mustTodo('jianli', hazard)).id, 'nope'];
    const res = await ok('POST', url, 'jianli', { ids: [...ids, ids[0]], batchType: '0', handleOpinion: '同意' });
    assert.equal(res.msg, '批量审批完成');
    const hazardTitle = (await detailOf('anquan', hazard)).flowTaskInfo.fullName;
    assert.deepEqual(res.data, {
      success: 2,
      failed: [{ id: ids[2], fullName: hazardTitle, msg: '当前节点不允许批量审批' }, { id: 'nope', fullName: '', msg: '该审批不存在' }],
    });
    for (const id of daily) {
      assert.equal((await stateOf(id)).status, 2);
      assert.equal((await detailOf('shigong', id)).flowTaskOperatorRecordList.at(-1).handleOpinion, '同意');
    }
    assert.equal((await stateOf(hazard)).status, 1);
    assert.ok(await itemOf('jianli', 1, hazard), 'the failed one is still to do');
  });

  it('a user who may not act on the todos: every one fails as not theirs, nothing is written', async () => {
    const daily = await launchDaily();
    const todo = await mustTodo('jianli', daily);
    await assertNothingWritten(t.database.db, async () => {
      const res = await ok('POST', url, 'liuyang', { ids: [todo.id], batchType: 0 });
      assert.deepEqual(res.data, { success: 0, failed: [{ id: todo.id, fullName: todo.fullName, msg: '您不是当前节点的审批人' }] });
    });
  });

  it('return (1) and transfer (2)', async () => {
    const [a, b] = [await launchDaily('E 段'), await launchDaily('F 段')];
    const rejected = await ok('POST', url, 'jianli', { ids: [(await mustTodo('jianli', a)).id], batchType: 1, handleOpinion: '照片不清晰' });
    assert.deepEqual(rejected.data, { success: 1, failed: [] });
    assert.equal((await stateOf(a)).status, 3);
    const todo = await mustTodo('jianli', b);
    const moved = await ok('POST', url, 'jianli', { ids: [todo.id], batchType: 2, freeApproverUserId: 'u_jianliyuan' });
    assert.deepEqual(moved.data, { success: 1, failed: [] });
    assert.equal((await mustTodo('liuyang', b)).id, todo.id);
    assert.equal(await itemOf('jianli', 1, b), undefined);
  });

  it('a node that demands a signature: failed without one, done with the batch\'s signImg', async () => {
    const log = await launch('jianli', 'flow_supervisionLog', LOG);
    const todo = (await list('zongjian', 4)).find((i) => i.processId === log);
    assert.ok(todo, 'the 总监\'s log review is on his batch list');
    assert.deepEqual([todo.approversProperties.title, todo.approversProperties.hasSign], ['总监审阅', true], 'it says it needs a signature');
    const unsigned = await ok('POST', url, 'zongjian', { ids: [todo.id], batchType: 0 });
    assert.deepEqual(unsigned.data.failed.map((f: Row) => f.msg), ['请签名']);
    assert.equal((await stateOf(log)).status, 1);
    const signed = await ok('POST', url, 'zongjian', { ids: [todo.id], batchType: 0, signImg: SIGN });
    assert.deepEqual(signed.data, { success: 1, failed: [] });
    assert.equal((await stateOf(log)).status, 2);
  });

  it('a node that demands fields: failed with the field\'s reason', async () => {
    // a second version of 施工日报 whose review must fill 备注; tasks launched now run on it
    const [v1] = await t.database.db.select().from(flowVersions).where(and(eq(flowVersions.flowId, 'flow_progressDaily'), eq(flowVersions.version, 1)));
    const tree = structuredClone(v1.templateJson) as unknown as FlowNode;
    const review = tree.childNode!;
    review.properties.formOperates = review.properties.formOperates!.map((f) => (f.id === 'remark' ? { ...f, write: true, required: true } : f));
    await t.database.db.insert(flowVersions).values({ flowId: 'flow_progressDaily', version: 2, templateJson: tree as never });
    await t.database.db.update(flows).set({ version: 2 }).where(eq(flows.id, 'flow_progressDaily'));
    try {
      const daily = await launchDaily();
      const todo = await mustTodo('jianli', daily);
      const res = await ok('POST', url, 'jianli', { ids: [todo.id], batchType: 0 });
      assert.deepEqual(res.data.failed.map((f: Row) => f.msg), ['备注不能为空']);
      assert.equal((await stateOf(daily)).status, 1);
    } finally {
      await t.database.db.update(flows).set({ version: 1 }).where(eq(flows.id, 'flow_progressDaily'));
    }
  });
});
