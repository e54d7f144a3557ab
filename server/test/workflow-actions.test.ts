/**
 * The actions of /api/workflow/Engine one by one, through the real app on the seeded flows: each
 * endpoint of actions.routes.ts and routes.ts answers its user, refuses bad input with a message
 * and without writing anything (the task keeps its version and status), and refuses a user acting
 * on a task, todo, record, comment or entrust that is not theirs. Besides: transfer, add signer
 * before and after, draft opinions, terminate, return with 直接提交给我, condition branches and
 * copy-to, candidates, handler-chosen branches, errorRule 3, list filters and entrusts that apply.
 * workflow-http.test.ts covers the happy paths of launching, approving and the lists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FlowNode } from '../../types/api/workflow.js';
import { flowTasks, onlineRecords } from '../src/db/schema.js';
import { demoFlowTemplates } from '../src/seed/data/flowCustomisations.js';
import { ROLE_JIANLI } from '../src/catalog/roles.js';
import { users } from '../src/seed/data/index.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { photosOf, uploadAs, type Upload } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
const HAZARD_FLOW = 'flow_hazardRectify';
/** Signed-in demo users: the named accounts, plus holders of the posts some nodes go to. */
const ACCOUNTS = [
  'admin', 'anquan', 'shigong', 'chengang', 'jianli', 'liuyang', 'zongjian', 'yezhu', 'zhouhaitao', 'qianjin', 'shiyan', 'hejing',
];

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ACCOUNTS) tokens[account] = await tokenOf(app, account);
  HAZARD.photos = await photosOf(app, tokens.anquan, 'a.png');
  RECTIFY.rectifyPhotos = await photosOf(app, tokens.shigong, 'b.png');
  DAILY.photos = await photosOf(app, tokens.shigong, 'd.png');
  PLAN.planFile = [await uploadAs(app, tokens.shigong, 'plan.pdf')];
  MATERIAL.certificates = [await uploadAs(app, tokens.shigong, 'cert.pdf')];
});
after(async () => {
  await app.close();
  await t.close();
});

type Row = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const send = (method: Method, url: string, account: string, payload?: unknown) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok(method: Method, url: string, account: string, payload?: unknown) {
  const res = await send(method, url, account, payload);
  assert.equal(res.code, 200, `${method} ${url} as ${account}: ${res.msg}`);
  return res;
}

/** What an action may change on the task row. */
async function stateOf(taskId: string) {
  const [row] = await t.database.db.select({ version: flowTasks.version, status: flowTasks.status }).from(flowTasks).where(eq(flowTasks.id, taskId));
  return row;
}

/** A refusal: code 400 with exactly `msg`, and nothing written anywhere (no task, record, message
 *  or push made; the task, when there is one, as it was). `taskId` names the task in failures. */
async function refused(taskId: string | null, account: string, method: Method, url: string, payload: unknown, msg: string) {
  return assertNothingWritten(t.database.db, async () => {
    const res = await send(method, url, account, payload);
    assert.equal(res.code, 400, `${method} ${url} as ${account} should be refused, got ${res.code} ${res.msg} (task ${taskId ?? 'none'})`);
    assert.equal(res.msg, msg);
    return res;
  });
}

const list = async (account: string, url: string): Promise<Row[]> => (await ok('GET', url, account)).data.list;
/** The item of task `taskId` on a FlowBefore list (1 todo, 2 done, 3 copy) of `account`. */
const itemOf = async (account: string, category: 1 | 2 | 3, taskId: string) =>
  (await list(account, `${E}/FlowBefore/List/${category}?pageSize=500`)).find((i) => i.processId === taskId);
const todoOf = (account: string, taskId: string) => itemOf(account, 1, taskId);
async function mustTodo(account: string, taskId: string): Promise<Row> {
  const todo = await todoOf(account, taskId);
  assert.ok(todo, `${account} has a todo for ${taskId}`);
  return todo;
}
const detailOf = async (account: string, taskId: string, query = '') => (await ok('GET', `${E}/FlowBefore/${taskId}${query}`, account)).data;

// --- forms of the seeded flows ----------------------------------------------------------------

const SIGN = 'data:image/png;base64,iVBORw0KGgo=';
// the files: uploaded in before() by the account that sends them
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
const PLAN = {
  planName: '秦淮河大桥箱梁架设专项施工方案', planType: 'dangerous', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 上部构造',
  planFile: [] as Upload[],
};
const MATERIAL = {
  materialName: 'HRB400E 热轧带肋钢筋', materialType: 'rebar', specification: 'Φ25', manufacturer: '南钢', batchNo: 'HRB400-2024-0315',
  quantity: 52.368, unit: 't', entryDate: Date.UTC(2026, 3, 8), contractName: 'ct_sg01',
  certificates: [] as Upload[], needSampling: 1,
};

async function launch(account: string, flowId: string, formData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await ok('POST', `${E}/FlowTask`, account, { flowId, formData, status: '0', ...extra });
  return res.data.id as string;
}
const launchHazard = (level = '1', extra: Record<string, unknown> = {}) => launch('anquan', HAZARD_FLOW, { ...HAZARD, hazardLevel: level }, extra);

/** The contractor rectifies: the task moves to the supervision engineers' verify. */
async function rectify(taskId: string) {
  const todo = await mustTodo('shigong', taskId);
  await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: SIGN, formData: RECTIFY });
}

// --- transfer ---------------------------------------------------------------------------------

describe('transfer (FlowBefore/Transfer/{operatorId})', () => {
  let taskId = '';
  let todo: Row;
  before(async () => {
    taskId = await launchHazard();
    todo = await mustTodo('shigong', taskId);
  });

  it('refuses bad input and someone else\'s todo, and writes nothing', async () => {
    const url = `${E}/FlowBefore/Transfer/${todo.id}`;
    const cases: Array<[string, Row, string]> = [
      ['shigong', {}, '请选择转办人'],
      ['shigong', { freeApproverUserId: 'u_nobody' }, '转审人不存在或已停用'],
      ['shigong', { freeApproverUserId: 'u_shigong' }, '转审人不能是自己'],
      // the other contractors of the section hold their own todo on the same node already
      ['shigong', { freeApproverUserId: 'u_zonggong1' }, '陈刚已是当前节点的审批人'],
      ['jianli', { freeApproverUserId: 'u_zongjian' }, '您不是当前节点的审批人'],
    ];
    for (const [account, body, msg] of cases) await refused(taskId, account, 'POST', url, body, msg);
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Transfer/nope`, { freeApproverUserId: 'u_zongjian' }, '该审批不存在');
    await refused(taskId, 'shigong', 'POST', url, { freeApproverUserId: 'x'.repeat(65) }, 'freeApproverUserId 长度不能超过 64 个字符');
  });

  it('moves the todo to the target: on their list, off the old handler\'s, on his done list as a transfer', async () => {
    const res = await ok('POST', `${E}/FlowBefore/Transfer/${todo.id}`, 'shigong', { freeApproverUserId: 'u_zongjian', handleOpinion: '请总监处理' });
    assert.equal(res.msg, '转办成功');
    const moved = await mustTodo('zongjian', taskId);
    assert.equal(moved.id, todo.id, 'the same todo, in other hands');
    assert.equal(await todoOf('shigong', taskId), undefined);
    assert.equal((await itemOf('shigong', 2, taskId))?.status, 7);
    // the old handler no longer holds it: a second transfer of it is refused
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Transfer/${todo.id}`, { freeApproverUserId: 'u_jianli' }, '您不是当前节点的审批人');
    const detail = await detailOf('zongjian', taskId, `?taskOperatorId=${todo.id}`);
    assert.equal(detail.approversProperties.title, '施工单位整改', 'the node and its rule stay as they were');
  });
});

// --- add signer ---------------------------------------------------------------------------------

describe('add signer (FlowBefore/freeApprover/{operatorId})', () => {
  it('refuses a bad type, a missing or wrong signer, someone else\'s todo and a node without the button', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    const url = `${E}/FlowBefore/freeApprover/${todo.id}`;
    const cases: Array<[string, Row, string]> = [
      ['shigong', { freeApproverUserId: 'u_zongjian', freeApproverType: 3 }, 'freeApproverType 取值无效'],
      ['shigong', { freeApproverUserId: 'u_zongjian', freeApproverType: '0' }, 'freeApproverType 取值无效'],
      ['shigong', { freeApproverType: 1 }, '请选择加签人'],
      ['shigong', { freeApproverUserId: 'u_shigong', freeApproverType: 1 }, '加签人不能是自己'],
      ['shigong', { freeApproverUserId: 'u_nobody', freeApproverType: 1 }, '加签人不存在或已停用'],
      ['jianli', { freeApproverUserId: 'u_zongjian', freeApproverType: 1 }, '您不是当前节点的审批人'],
    ];
    for (const [account, body, msg] of cases) await refused(taskId, account, 'POST', url, body, msg);
    // 施工日报's review node hides the add-signer button: the action is refused as well
    const daily = await launch('shigong', 'flow_progressDaily', DAILY, { candidateList: { daily_review: ['u_jianli'] } });
    const review = await mustTodo('jianli', daily);
    await refused(daily, 'jianli', 'POST', `${E}/FlowBefore/freeApprover/${review.id}`, { freeApproverUserId: 'u_zongjian', freeApproverType: 1 }, '当前节点不允许加签');
  });

  it('before (1): the added signer handles first, then the todo comes back to the handler', async () => {
    const taskId = await launchHazard();
    await rectify(taskId);
    const todo = await mustTodo('jianli', taskId);
    const res = await ok('POST', `${E}/FlowBefore/freeApprover/${todo.id}`, 'jianli', { freeApproverUserId: 'u_zongjian', freeApproverType: 1, handleOpinion: '请总监先看' });
    assert.equal(res.msg, '加签成功');
    assert.equal(await todoOf('jianli', taskId), undefined, 'the handler waits for the added signer');
    assert.equal((await itemOf('jianli', 2, taskId))?.status, 10, 'an add-sign-before record on his done list');
    const added = await mustTodo('zongjian', taskId);
    assert.notEqual(added.id, todo.id);
    await refused(taskId, 'jianli', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { signImg: SIGN }, '请等待前一位审批人处理');
    await ok('POST', `${E}/FlowBefore/Audit/${added.id}`, 'zongjian', { handleOpinion: '同意', signImg: SIGN });
    assert.equal((await stateOf(taskId)).status, 1, 'the node still needs its handler');
    assert.equal((await mustTodo('jianli', taskId)).id, todo.id, 'the handler\'s own todo is back');
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'jianli', { handleOpinion: '复查合格', signImg: SIGN });
    assert.equal((await stateOf(taskId)).status, 2);
  });

  it('after (2): the handler agrees now, and the node passes only when the added signer agrees too', async () => {
    const taskId = await launchHazard();
    await rectify(taskId);
    const todo = await mustTodo('jianli', taskId);
    // the handler's agreement is an approval: the node's signature is demanded
    await refused(taskId, 'jianli', 'POST', `${E}/FlowBefore/freeApprover/${todo.id}`, { freeApproverUserId: 'u_zongjian', freeApproverType: 2 }, '请签名');
    await ok('POST', `${E}/FlowBefore/freeApprover/${todo.id}`, 'jianli', { freeApproverUserId: 'u_zongjian', freeApproverType: '2', signImg: SIGN, handleOpinion: '合格，请总监确认' });
    assert.equal(await todoOf('jianli', taskId), undefined);
    assert.equal((await itemOf('jianli', 2, taskId))?.status, 6);
    const detail = await detailOf('anquan', taskId);
    assert.equal(detail.flowTaskInfo.status, 1);
    assert.equal(detail.flowTaskInfo.thisStep, '监理复查', 'still at the verify');
    const added = await mustTodo('zongjian', taskId);
    await ok('POST', `${E}/FlowBefore/Audit/${added.id}`, 'zongjian', { handleOpinion: '同意', signImg: SIGN });
    assert.equal((await stateOf(taskId)).status, 2);
  });

  it('after (2) on a node with required fields: the handler\'s agreement must complete them, as an approval does', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    const url = `${E}/FlowBefore/freeApprover/${todo.id}`;
    await refused(taskId, 'shigong', 'POST', url, { freeApproverUserId: 'u_zongjian', freeApproverType: 2, signImg: SIGN }, '整改措施不能为空');
    await ok('POST', url, 'shigong', { freeApproverUserId: 'u_zongjian', freeApproverType: 2, signImg: SIGN, formData: RECTIFY });
    assert.equal((await detailOf('anquan', taskId)).formData.rectifyMeasure, RECTIFY.rectifyMeasure);
  });
});

// --- draft opinion --------------------------------------------------------------------------------

describe('save a draft (FlowBefore/SaveAudit/{operatorId})', () => {
  it('keeps the handler\'s form as draftData of their todo, for them only; nothing else moves', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    const draft = { rectifyMeasure: '防护栏杆已到场，正在安装', rectifyPhotos: await photosOf(app, tokens.shigong, 'c.png') };
    const res = await ok('POST', `${E}/FlowBefore/SaveAudit/${todo.id}`, 'shigong', { formData: draft, handleOpinion: '整改中' });
    assert.equal(res.msg, '保存成功');
    assert.equal((await stateOf(taskId)).status, 1);
    const mine = await detailOf('shigong', taskId, `?taskOperatorId=${todo.id}`);
    assert.deepEqual(mine.draftData, draft);
    assert.equal(mine.formData.rectifyMeasure, undefined, 'a draft is not the form');
    assert.ok(await todoOf('shigong', taskId), 'still to do');
    // the launcher, and another handler through his own todo, get no draft
    assert.equal((await detailOf('anquan', taskId)).draftData, null);
    const other = await mustTodo('chengang', taskId);
    assert.equal((await detailOf('chengang', taskId, `?taskOperatorId=${other.id}`)).draftData, null);
    // nor does someone opening shigong's todo id
    assert.equal((await detailOf('chengang', taskId, `?taskOperatorId=${todo.id}`)).draftData, null);
  });

  it('refuses someone else\'s todo, an unknown one and a form that is not an object', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    await refused(taskId, 'jianli', 'POST', `${E}/FlowBefore/SaveAudit/${todo.id}`, { formData: { rectifyMeasure: 'x' } }, '您不是当前节点的审批人');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/SaveAudit/nope`, { formData: {} }, '该审批不存在');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/SaveAudit/${todo.id}`, { formData: ['x'] }, '表单数据必须是对象 (字段: 值)');
  });
});

// --- terminate ----------------------------------------------------------------------------------

describe('terminate (FlowBefore/Cancel/{taskId})', () => {
  it('refused to a handler whose node has no cancel button and to the launcher; an administrator ends it', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    assert.equal((await detailOf('shigong', taskId, `?taskOperatorId=${todo.id}`)).approversProperties.hasCancelBtn, false);
    const url = `${E}/FlowBefore/Cancel/${taskId}`;
    await refused(taskId, 'shigong', 'POST', url, {}, '您没有终止该流程的权限');
    await refused(taskId, 'anquan', 'POST', url, {}, '您没有终止该流程的权限');
    await refused(taskId, 'admin', 'POST', url, { handleOpinion: 'x'.repeat(2001) }, 'handleOpinion 长度不能超过 2000 个字符');
    await refused(null, 'admin', 'POST', `${E}/FlowBefore/Cancel/nope`, {}, '流程不存在或已删除');

    const res = await ok('POST', url, 'admin', { handleOpinion: '重复上报' });
    assert.equal(res.msg, '终止成功');
    const detail = await detailOf('anquan', taskId);
    assert.equal(detail.flowTaskInfo.status, 5);
    assert.equal(detail.flowTaskOperatorRecordList.at(-1).handleStatus, 4);
    assert.equal(await todoOf('shigong', taskId), undefined, 'no todo is left');
    const [record] = await t.database.db.select().from(onlineRecords).where(eq(onlineRecords.flowTaskId, taskId));
    assert.equal(record.flowState, 5, 'the hazard module\'s record follows');
    const messages = await ok('GET', '/api/message?type=2', 'anquan');
    assert.ok(messages.data.list.some((m: Row) => m.title.startsWith('【已终止】')));

    await refused(taskId, 'admin', 'POST', url, {}, '流程已结束，无法终止');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { formData: RECTIFY, signImg: SIGN }, '流程已终止，无法操作');
  });

  it('a returned task is not in approval: it cannot be terminated', async () => {
    const taskId = await launchHazard();
    const todo = await mustTodo('shigong', taskId);
    await ok('POST', `${E}/FlowBefore/Reject/${todo.id}`, 'shigong', { rejectStep: '0', rejectType: 1, signImg: SIGN });
    await refused(taskId, 'admin', 'POST', `${E}/FlowBefore/Cancel/${taskId}`, {}, '流程不在审批中，无法终止');
  });
});

// --- reject -------------------------------------------------------------------------------------

describe('return (FlowBefore/Reject/{operatorId}) and 直接提交给我 (rejectType 2)', () => {
  it('the verifier may return to the rectification only; bad step, type or a missing signature are refused', async () => {
    const taskId = await launchHazard();
    await rectify(taskId);
    const todo = await mustTodo('jianli', taskId);
    const steps = await ok('GET', `${E}/FlowBefore/RejectList/${todo.id}`, 'jianli');
    assert.deepEqual(steps.data.list.map((s: Row) => s.nodeCode), ['hazard_rectify']);
    assert.equal(steps.data.isLastAppro, true);
    const url = `${E}/FlowBefore/Reject/${todo.id}`;
    const cases: Array<[string, Row, string]> = [
      ['jianli', { rejectStep: '0', signImg: SIGN }, '不能退回到该节点'],
      ['jianli', { rejectStep: 'hazard_chief', signImg: SIGN }, '不能退回到该节点'],
      ['jianli', { rejectType: 3, signImg: SIGN }, 'rejectType 取值无效'],
      ['jianli', { rejectType: 2 }, '请签名'],
      ['shigong', { rejectType: 2, signImg: SIGN }, '您不是当前节点的审批人'],
    ];
    for (const [account, body, msg] of cases) await refused(taskId, account, 'POST', url, body, msg);
    await refused(taskId, 'shigong', 'GET', `${E}/FlowBefore/RejectList/${todo.id}`, undefined, '您不是当前节点的审批人');
  });

  it('returned with rejectType 2 from the verify: redone by the contractor, it comes straight back to the verifier', async () => {
    const taskId = await launchHazard();
    await rectify(taskId);
    const verify = await mustTodo('jianli', taskId);
    const res = await ok('POST', `${E}/FlowBefore/Reject/${verify.id}`, 'jianli', { handleOpinion: '栏杆高度不足', signImg: SIGN, rejectType: 2 });
    assert.equal(res.msg, '退回成功');
    const detail = await detailOf('anquan', taskId);
    assert.equal(detail.flowTaskInfo.status, 1, 'still in approval, not back at the launcher');
    assert.equal(detail.flowTaskInfo.thisStep, '施工单位整改');
    assert.equal(await todoOf('jianli', taskId), undefined);
    const again = await mustTodo('shigong', taskId);
    // coming back: nothing to choose on the way
    const choose = await ok('POST', `${E}/FlowBefore/Candidates/${again.id}`, 'shigong', { formData: RECTIFY });
    assert.equal(choose.data.type, 3);
    await ok('POST', `${E}/FlowBefore/Audit/${again.id}`, 'shigong', { formData: { ...RECTIFY, rectifyMeasure: '栏杆加高至 1.2m' }, signImg: SIGN });
    assert.equal((await detailOf('anquan', taskId)).flowTaskInfo.thisStep, '监理复查');
    await mustTodo('jianli', taskId);
  });

  it('returned with rejectType 2 from the 总监: after the contractor, straight to the 总监, the verify is not asked again', async () => {
    const taskId = await launchHazard('3');
    await rectify(taskId);
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('jianli', taskId)).id}`, 'jianli', { signImg: SIGN });
    const chief = await mustTodo('zongjian', taskId);
    await ok('POST', `${E}/FlowBefore/Reject/${chief.id}`, 'zongjian', { signImg: SIGN, rejectStep: 'hazard_rectify', rejectType: 2, handleOpinion: '补充照片' });
    await rectify(taskId);
    await mustTodo('zongjian', taskId);
    assert.equal(await todoOf('jianli', taskId), undefined, 'the verifier is skipped');
    assert.equal((await detailOf('anquan', taskId)).flowTaskInfo.thisStep, '总监审批');
  });
});

// --- condition branches and copy-to ------------------------------------------------------------

describe('condition branch on hazardLevel, and copy-to', () => {
  it('重大 (3): after the verify, the 总监 approves and the owner\'s 安全总监 (circulatePosition) is copied', async () => {
    const taskId = await launchHazard('3');
    await rectify(taskId);
    const verify = await mustTodo('jianli', taskId);
    // the verify node lets nobody pick copy-to users
    await refused(taskId, 'jianli', 'POST', `${E}/FlowBefore/Audit/${verify.id}`, { signImg: SIGN, copyIds: 'u_yezhu' }, '当前节点不允许自选抄送人');
    await ok('POST', `${E}/FlowBefore/Audit/${verify.id}`, 'jianli', { signImg: SIGN });
    assert.equal((await stateOf(taskId)).status, 1);
    const chief = await mustTodo('zongjian', taskId);
    assert.equal(chief.nodeName, '总监审批');
    assert.equal(await itemOf('qianjin', 3, taskId), undefined, 'copied when the 总监 node passes, not before');
    // the 总监 node allows picking copy-to users as well
    await ok('POST', `${E}/FlowBefore/Audit/${chief.id}`, 'zongjian', { signImg: SIGN, handleOpinion: '同意销号', copyIds: 'u_yezhu' });
    assert.equal((await stateOf(taskId)).status, 2);
    const copy = await itemOf('qianjin', 3, taskId);
    assert.ok(copy, 'on the 安全总监\'s copy list');
    assert.equal(copy.id, taskId);
    assert.ok(copy.circulateId);
    assert.ok(await itemOf('yezhu', 3, taskId), 'the picked copy-to user has it too');
    assert.equal((await detailOf('qianjin', taskId)).flowTaskInfo.status, 2, 'a copied user may open it');
  });

  it('一般 (1): the task ends after the verify; nobody else is asked or copied', async () => {
    const taskId = await launchHazard('1');
    await rectify(taskId);
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('jianli', taskId)).id}`, 'jianli', { signImg: SIGN });
    const detail = await detailOf('anquan', taskId);
    assert.equal(detail.flowTaskInfo.status, 2);
    const chief = detail.flowTaskNodeList.find((n: Row) => n.nodeCode === 'hazard_chief');
    assert.equal(chief.type, '-1', 'the 总监 node shows as not passed');
    assert.equal(await todoOf('zongjian', taskId), undefined);
    assert.equal(await itemOf('qianjin', 3, taskId), undefined);
  });
});

// --- candidates ---------------------------------------------------------------------------------

describe('candidates (施工日报: assigneeType 7)', () => {
  const FLOW = 'flow_progressDaily';

  it('Candidates/0 asks for the review node\'s candidates; CandidateUser pages them with a keyword', async () => {
    const res = await ok('POST', `${E}/FlowBefore/Candidates/0`, 'shigong', { flowId: FLOW, formData: DAILY });
    assert.deepEqual(res.data, {
      type: 2, countersignOver: true,
      list: [{ nodeId: 'daily_review', nodeName: '监理工程师审核', isCandidates: true, isBranchFlow: false, hasCandidates: true }],
    });
    const pool = users.filter((u) => u.roleIds.includes(ROLE_JIANLI)).map((u) => u.id);
    const all = await ok('POST', `${E}/FlowBefore/CandidateUser/0`, 'shigong', { flowId: FLOW, nodeCode: 'daily_review', pageSize: 100 });
    assert.deepEqual(all.data.list.map((u: Row) => u.id).sort(), [...pool].sort());
    const page2 = await ok('POST', `${E}/FlowBefore/CandidateUser/0`, 'shigong', { flowId: FLOW, nodeCode: 'daily_review', currentPage: 2, pageSize: 2 });
    assert.equal(page2.data.pagination.total, pool.length);
    assert.deepEqual(page2.data.list.map((u: Row) => u.id), all.data.list.slice(2, 4).map((u: Row) => u.id));
    const found = await ok('POST', `${E}/FlowBefore/CandidateUser/0`, 'shigong', { flowId: FLOW, nodeCode: 'daily_review', keyword: '李' });
    assert.deepEqual(found.data.list, [{ id: 'u_jianli', fullName: '李明', headIcon: found.data.list[0].headIcon, organize: found.data.list[0].organize }]);
    assert.ok(found.data.list[0].organize, 'with the user\'s organisation');
    assert.equal(found.data.pagination.total, 1);
  });

  it('CandidateUser and Candidates refuse bad input', async () => {
    const cases: Array<[string, Row, string]> = [
      ['CandidateUser/0', { flowId: FLOW }, 'nodeCode 不能为空'],
      ['CandidateUser/0', { flowId: FLOW, nodeCode: 'nope' }, '节点不存在'],
      ['CandidateUser/0', { nodeCode: 'daily_review' }, 'flowId 不能为空'],
      ['CandidateUser/0', { flowId: FLOW, nodeCode: 'daily_review', pageSize: 0 }, 'pageSize 不能小于 1'],
      ['CandidateUser/nope', { nodeCode: 'daily_review' }, '该审批不存在'],
      ['Candidates/0', { formData: DAILY }, 'flowId 不能为空'],
      ['Candidates/0', { flowId: 'nope', formData: DAILY }, '流程不存在或已停用'],
      ['Candidates/nope', { formData: DAILY }, '该审批不存在'],
    ];
    for (const [path, body, msg] of cases) await refused(null, 'shigong', 'POST', `${E}/FlowBefore/${path}`, body, msg);
  });

  it('launching without candidates is refused and writes nothing; one outside the pool too; the chosen one alone gets the todo', async () => {
    await refused(null, 'shigong', 'POST', `${E}/FlowTask`, { flowId: FLOW, formData: DAILY, status: '0' }, '请选择「监理工程师审核」的审批人');
    await refused(null, 'shigong', 'POST', `${E}/FlowTask`, { flowId: FLOW, formData: DAILY, status: '0', candidateList: { daily_review: ['u_zongjian'] } },
      '王建国不是「监理工程师审核」的候选人');
    const taskId = await launch('shigong', FLOW, DAILY, { candidateList: { daily_review: ['u_jianli'] } });
    const todo = await mustTodo('jianli', taskId);
    for (const other of ['zhouhaitao', 'liuyang']) assert.equal(await todoOf(other, taskId), undefined, `${other} was not chosen`);
    // the review is the last node: nothing to choose when approving it
    assert.equal((await ok('POST', `${E}/FlowBefore/Candidates/${todo.id}`, 'jianli', {})).data.type, 3);
    // someone else's todo: neither its choices nor its candidate picker
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Candidates/${todo.id}`, {}, '您不是当前节点的审批人');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/CandidateUser/${todo.id}`, { nodeCode: 'daily_review' }, '您不是当前节点的审批人');
    const mine = await ok('POST', `${E}/FlowBefore/CandidateUser/${todo.id}`, 'jianli', { nodeCode: 'daily_review', keyword: '刘' });
    assert.deepEqual(mine.data.list.map((u: Row) => u.id), ['u_jianliyuan']);
  });
});

// --- branch chosen by the handler ---------------------------------------------------------------

describe('branch chosen by the handler (施工方案: isBranchFlow)', () => {
  const FLOW = 'flow_constructionPlan';

  it('Candidates answers type 1 with the two branches for the reviewer', async () => {
    const taskId = await launch('shigong', FLOW, PLAN);
    const todo = await mustTodo('zhouhaitao', taskId);
    const res = await ok('POST', `${E}/FlowBefore/Candidates/${todo.id}`, 'zhouhaitao', { formData: {} });
    assert.equal(res.data.type, 1);
    assert.deepEqual(res.data.list.map((n: Row) => [n.nodeId, n.isBranchFlow, n.isCandidates]),
      [['plan_expert', true, false], ['plan_direct_branch', true, false]]);
  });

  it('approving without a branch is refused; the branch picked is the one taken', async () => {
    const expert = await launch('shigong', FLOW, PLAN);
    const todo = await mustTodo('zhouhaitao', expert);
    const url = `${E}/FlowBefore/Audit/${todo.id}`;
    await refused(expert, 'zhouhaitao', 'POST', url, {}, '请选择「直属上级审核」之后的分支');
    await refused(expert, 'zhouhaitao', 'POST', url, { branchList: ['plan_chief'] }, '请选择「直属上级审核」之后的分支');
    await ok('POST', url, 'zhouhaitao', { branchList: ['plan_expert'], formData: { expertReview: 1 } });
    const organise = await mustTodo('shigong', expert);
    assert.equal(organise.nodeName, '组织专家论证');
    assert.equal(await todoOf('zongjian', expert), undefined);

    const direct = await launch('shigong', FLOW, PLAN);
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('zhouhaitao', direct)).id}`, 'zhouhaitao', { branchList: ['plan_direct_branch'] });
    assert.equal((await mustTodo('zongjian', direct)).nodeName, '总监审批');
    assert.equal(await todoOf('shigong', direct), undefined);
    const nodes = (await detailOf('shigong', direct)).flowTaskNodeList;
    assert.equal(nodes.find((n: Row) => n.nodeCode === 'plan_expert').type, '-1');
  });
});

// --- errorRule 3 ----------------------------------------------------------------------------------

/** Approver nodes of a seeded flow that name roles, positions or users nobody in the demo holds. */
function nodesWithoutUser(root: FlowNode): Array<{ nodeId: string, nodeName: string }> {
  const out: Array<{ nodeId: string, nodeName: string }> = [];
  const walk = (n: FlowNode | null | undefined) => {
    if (!n) return;
    const p = n.properties;
    if (n.type === 'approver' && p.assigneeType === 6) {
      const anyone = users.some((u) => u.roleIds.length > 0 && (p.approvers?.includes(u.id)
        || u.roleIds.some((r) => p.approverRole?.includes(r)) || u.positionIds.some((x) => p.approverPos?.includes(x))));
      if (!anyone) out.push({ nodeId: n.nodeId, nodeName: p.title });
    }
    n.conditionNodes?.forEach(walk);
    walk(n.childNode);
  };
  walk(root);
  return out;
}

describe('a node without a handler (进场材料报验, errorRule 3)', () => {
  it('the approve that reaches it answers the node to pick for, writes nothing, and goes on once a handler is sent', async () => {
    const empty = nodesWithoutUser(demoFlowTemplates().incomingMaterials);
    assert.deepEqual(empty.map((n) => n.nodeId), ['mat_parallel'], 'the supervision lab tester post is vacant');
    const taskId = await launch('shigong', 'flow_incomingMaterials', MATERIAL);
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('shiyan', taskId)).id}`, 'shiyan',
      { formData: { needSampling: 1, inspectionResult: 'qualified', testOpinion: '外观合格' } });
    const witness = await mustTodo('jianli', taskId);
    const body = { signImg: SIGN, handleOpinion: '已见证取样' };
    await assertNothingWritten(t.database.db, async () => {
      const stopped = await ok('POST', `${E}/FlowBefore/Audit/${witness.id}`, 'jianli', body);
      assert.equal(stopped.code, 200);
      assert.deepEqual(stopped.data, empty);
      // a user who is not active does not count as a pick
      const unknown = await ok('POST', `${E}/FlowBefore/Audit/${witness.id}`, 'jianli', { ...body, errorRuleUserList: { mat_parallel: ['u_nobody'] } });
      assert.deepEqual(unknown.data, empty);
    });
    assert.ok(await todoOf('jianli', taskId), 'the witness still has it to do');

    const res = await ok('POST', `${E}/FlowBefore/Audit/${witness.id}`, 'jianli', { ...body, errorRuleUserList: { mat_parallel: ['u_syjl'] } });
    assert.equal(res.msg, '审核成功');
    assert.equal(res.data, undefined);
    assert.equal((await mustTodo('hejing', taskId)).nodeName, '监理平行检验');
    assert.equal(await todoOf('jianli', taskId), undefined);
  });
});

// --- read-only answers ---------------------------------------------------------------------------

describe('read-only answers for unknown and foreign ids', () => {
  let taskId = '';
  let todo: Row;
  before(async () => {
    taskId = await launchHazard();
    todo = await mustTodo('shigong', taskId);
  });

  it('unknown ids: RejectList and RecordList refuse, Info says handled, SubFlowInfo is empty', async () => {
    await refused(null, 'shigong', 'GET', `${E}/FlowBefore/RejectList/nope`, undefined, '该审批不存在');
    await refused(null, 'anquan', 'GET', `${E}/FlowBefore/RecordList/nope`, undefined, '流程不存在或已删除');
    await refused(null, 'anquan', 'GET', `${E}/FlowBefore/nope`, undefined, '流程不存在或已删除');
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/nope/Info`, 'shigong')).data, { isCheck: true });
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/SubFlowInfo/nope`, 'shigong')).data, []);
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/SubFlowInfo/${taskId}`, 'anquan')).data, [], 'no sub-flows are supported');
    // sub-flows are not supported, so a stranger asking learns nothing either
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/SubFlowInfo/${taskId}`, 'yezhu')).data, []);
  });

  it('bad ids and a missing flowId are refused by the schema', async () => {
    const long = 'x'.repeat(65);
    const urls = [`${E}/FlowBefore/${long}`, `${E}/FlowBefore/${long}/Info`, `${E}/FlowBefore/RejectList/${long}`,
      `${E}/FlowBefore/RecordList/${long}`, `${E}/FlowBefore/SubFlowInfo/${long}`];
    for (const url of urls) {
      await refused(null, 'anquan', 'GET', url, undefined, 'id 长度不能超过 64 个字符');
    }
    await refused(null, 'anquan', 'GET', `${E}/FlowBefore/0`, undefined, 'flowId 不能为空');
    await refused(null, 'shigong', 'GET', `${E}/FlowBefore/0?flowId=${HAZARD_FLOW}`, undefined, '您没有发起该流程的权限');
  });

  it('someone not taking part: detail and summary refused, Info tells nothing, RejectList refused', async () => {
    await refused(taskId, 'yezhu', 'GET', `${E}/FlowBefore/${taskId}`, undefined, '您无权查看该流程');
    await refused(taskId, 'yezhu', 'GET', `${E}/FlowBefore/RecordList/${taskId}`, undefined, '您无权查看该流程');
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/${todo.id}/Info`, 'yezhu')).data, { isCheck: true });
    assert.deepEqual((await ok('GET', `${E}/FlowBefore/${todo.id}/Info`, 'shigong')).data, { isCheck: false });
    await refused(taskId, 'yezhu', 'GET', `${E}/FlowBefore/RejectList/${todo.id}`, undefined, '您不是当前节点的审批人');
  });

  it('RecordList: the handlers\' opinions by node', async () => {
    await rectify(taskId);
    const summary = await ok('GET', `${E}/FlowBefore/RecordList/${taskId}`, 'anquan');
    assert.deepEqual(summary.data.map((n: Row) => n.fullName), ['施工单位整改']);
    assert.equal(summary.data[0].list[0].handleOpinion, '已整改');
    assert.equal(summary.data[0].list[0].userName, '张伟');
  });

  it('FlowBefore/List/{category}: only 1 to 4', async () => {
    for (const category of ['0', '5', 'x']) {
      await refused(null, 'shigong', 'GET', `${E}/FlowBefore/List/${category}`, undefined, 'category 取值无效');
    }
    assert.equal((await ok('GET', `${E}/FlowBefore/List/4`, 'shigong')).data.pagination.currentPage, 1);
  });
});

// --- lists ----------------------------------------------------------------------------------------

describe('list filters', () => {
  let urgent = '';
  let plain = '';
  before(async () => {
    urgent = await launchHazard('1', { flowUrgent: 3 });
    plain = await launchHazard('1', { flowUrgent: 1 });
  });

  it('flowUrgent on the todo list', async () => {
    const items = await list('shigong', `${E}/FlowBefore/List/1?pageSize=500&flowUrgent=3`);
    assert.ok(items.some((i) => i.processId === urgent));
    assert.ok(!items.some((i) => i.processId === plain));
    assert.ok(items.every((i) => i.flowUrgent === 3));
    await refused(null, 'shigong', 'GET', `${E}/FlowBefore/List/1?flowUrgent=4`, undefined, 'flowUrgent 不能大于 3');
  });

  it('status on the launched list', async () => {
    await ok('PUT', `${E}/FlowLaunch/${plain}/Actions/Withdraw`, 'anquan', {});
    const withdrawn = await list('anquan', `${E}/FlowLaunch?pageSize=500&status=4`);
    assert.ok(withdrawn.some((i) => i.id === plain));
    assert.ok(!withdrawn.some((i) => i.id === urgent));
    assert.ok(withdrawn.every((i) => i.status === 4));
    const running = await list('anquan', `${E}/FlowLaunch?pageSize=500&status=1`);
    assert.ok(running.some((i) => i.id === urgent));
    await refused(null, 'anquan', 'GET', `${E}/FlowLaunch?status=x`, undefined, 'status 类型不正确');
    // someone else's launches are not on my list
    assert.ok(!(await list('shigong', `${E}/FlowLaunch?pageSize=500`)).some((i) => i.id === urgent));
  });

  it('startTime and endTime: inclusive bounds on when the item arrived', async () => {
    const todo = await mustTodo('shigong', urgent);
    const at = todo.creatorTime as number;
    const has = async (url: string) => (await list('shigong', `${url}&pageSize=500`)).some((i) => i.processId === urgent);
    assert.equal(await has(`${E}/FlowBefore/List/1?startTime=${at}&endTime=${at}`), true);
    assert.equal(await has(`${E}/FlowBefore/List/1?startTime=${at + 1}`), false);
    assert.equal(await has(`${E}/FlowBefore/List/1?endTime=${at - 1}`), false);
    // the same bounds with a filter that reads the task row
    assert.equal(await has(`${E}/FlowBefore/List/1?flowUrgent=3&startTime=${at}&endTime=${at}`), true);
    assert.equal(await has(`${E}/FlowBefore/List/1?flowUrgent=3&startTime=${at + 1}`), false);
    const launched = (await list('anquan', `${E}/FlowLaunch?pageSize=500`)).find((i) => i.id === urgent)!;
    const mine = async (q: string) => (await list('anquan', `${E}/FlowLaunch?pageSize=500&${q}`)).some((i) => i.id === urgent);
    assert.equal(await mine(`startTime=${launched.creatorTime}&endTime=${launched.creatorTime}`), true);
    assert.equal(await mine(`startTime=${launched.creatorTime + 1}`), false);
    assert.equal(await mine(`endTime=${launched.creatorTime - 1}`), false);
    await refused(null, 'shigong', 'GET', `${E}/FlowBefore/List/1?startTime=-1`, undefined, 'startTime 不能小于 0');
  });

  it('status and nodeCode on the done list', async () => {
    const todo = await mustTodo('shigong', urgent);
    await ok('POST', `${E}/FlowBefore/Transfer/${todo.id}`, 'shigong', { freeApproverUserId: 'u_zongjian' });
    const transfers = await list('shigong', `${E}/FlowBefore/List/2?pageSize=500&status=7`);
    assert.ok(transfers.some((i) => i.processId === urgent));
    assert.ok(transfers.every((i) => i.status === 7));
    assert.ok(!(await list('shigong', `${E}/FlowBefore/List/2?pageSize=500&status=1`)).some((i) => i.processId === urgent));
    assert.ok((await list('zongjian', `${E}/FlowBefore/List/1?pageSize=500&nodeCode=hazard_rectify`)).some((i) => i.processId === urgent));
    assert.ok(!(await list('zongjian', `${E}/FlowBefore/List/1?pageSize=500&nodeCode=hazard_verify`)).some((i) => i.processId === urgent));
  });
});

// --- the remaining endpoints ------------------------------------------------------------------------

describe('approve, recall, resubmit, withdraw, urge, delete', () => {
  it('Audit: an unknown todo, one already decided by another handler, bad input, someone else', async () => {
    const taskId = await launchHazard();
    const mine = await mustTodo('shigong', taskId);
    const other = await mustTodo('chengang', taskId);
    const url = `${E}/FlowBefore/Audit/${mine.id}`;
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Audit/nope`, { formData: RECTIFY, signImg: SIGN }, '该审批不存在');
    // the node asks for a signature: neither sent with the action nor drawn in the form's 整改责任人签字 (issue 12, item 9)
    await refused(taskId, 'shigong', 'POST', url, { formData: { ...RECTIFY, rectifySign: '' } }, '请签名');
    await refused(taskId, 'shigong', 'POST', url, { formData: RECTIFY, signImg: SIGN, flowUrgent: 0 }, 'flowUrgent 取值无效');
    await refused(taskId, 'shigong', 'POST', url, { formData: RECTIFY, signImg: SIGN, fileList: ['a.pdf'] }, 'fileList[0] 类型不正确');
    await refused(taskId, 'anquan', 'POST', url, { formData: RECTIFY, signImg: SIGN }, '您不是当前节点的审批人');
    await ok('POST', url, 'shigong', { formData: RECTIFY, signImg: SIGN });
    // or-sign: the first agreement decided the node for the other contractors
    await refused(taskId, 'chengang', 'POST', `${E}/FlowBefore/Audit/${other.id}`, { formData: RECTIFY, signImg: SIGN }, '该审批已被他人处理');
  });

  it('Recall: mine while the next node waits; not someone else\'s record, a transfer, an unknown one, or after the next node acted', async () => {
    const taskId = await launchHazard('3');
    await rectify(taskId);
    const first = (await itemOf('shigong', 2, taskId))!;
    assert.equal((await ok('POST', `${E}/FlowBefore/Recall/${first.id}`, 'shigong', { handleOpinion: '照片补拍' })).msg, '撤回成功');
    assert.ok(await todoOf('shigong', taskId));
    assert.equal(await todoOf('jianli', taskId), undefined);
    // a recalled record leaves the done list, so it is no longer there to recall
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Recall/${first.id}`, {}, '该审批记录不存在');
    await rectify(taskId);
    const done = (await itemOf('shigong', 2, taskId))!;
    await refused(taskId, 'jianli', 'POST', `${E}/FlowBefore/Recall/${done.id}`, {}, '只能撤回自己的审批');
    await refused(null, 'shigong', 'POST', `${E}/FlowBefore/Recall/nope`, {}, '该审批记录不存在');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Recall/${done.id}`, { fileList: [1] }, 'fileList[0] 类型不正确');
    await ok('POST', `${E}/FlowBefore/Audit/${(await mustTodo('jianli', taskId)).id}`, 'jianli', { signImg: SIGN });
    await refused(taskId, 'shigong', 'POST', `${E}/FlowBefore/Recall/${done.id}`, {}, '下一节点已审批，无法撤回');
    // a transfer is not an agreement to take back
    const chief = await mustTodo('zongjian', taskId);
    await ok('POST', `${E}/FlowBefore/Transfer/${chief.id}`, 'zongjian', { freeApproverUserId: 'u_jianli' });
    const transfer = (await itemOf('zongjian', 2, taskId))!;
    assert.equal(transfer.status, 7);
    await refused(taskId, 'zongjian', 'POST', `${E}/FlowBefore/Recall/${transfer.id}`, {}, '只能撤回同意的审批');
  });

  it('FlowTask PUT: resubmits my withdrawn task; refuses bad input, someone else, and a task in approval', async () => {
    const taskId = await launchHazard();
    const url = `${E}/FlowTask/${taskId}`;
    await refused(taskId, 'anquan', 'PUT', url, { formData: HAZARD, status: '0' }, '流程正在审批中，无法修改');
    await ok('PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, 'anquan', { handleOpinion: '补充位置' });
    await refused(taskId, 'shigong', 'PUT', url, { formData: HAZARD, status: '0' }, '您不能修改他人的流程');
    await refused(taskId, 'anquan', 'PUT', url, { formData: { ...HAZARD, location: '' }, status: '0' }, '隐患位置不能为空');
    await refused(taskId, 'anquan', 'PUT', url, { formData: HAZARD, status: '2' }, 'status 取值无效');
    await refused(null, 'anquan', 'PUT', `${E}/FlowTask/nope`, { formData: HAZARD, status: '0' }, '流程不存在或已删除');
    const res = await ok('PUT', url, 'anquan', { formData: { ...HAZARD, location: 'K6+320 右幅 2#墩承台东侧' }, status: '0' });
    assert.equal(res.msg, '提交成功');
    assert.equal((await stateOf(taskId)).status, 1);
    assert.ok(await todoOf('shigong', taskId));
  });

  it('Withdraw: by the launcher only, before anyone acted, with valid input', async () => {
    const taskId = await launchHazard();
    const url = `${E}/FlowLaunch/${taskId}/Actions/Withdraw`;
    await refused(taskId, 'shigong', 'PUT', url, {}, '只有发起人才能操作');
    await refused(taskId, 'anquan', 'PUT', url, { handleOpinion: 'x'.repeat(2001) }, 'handleOpinion 长度不能超过 2000 个字符');
    await refused(null, 'anquan', 'PUT', `${E}/FlowLaunch/nope/Actions/Withdraw`, {}, '流程不存在或已删除');
    await rectify(taskId);
    await refused(taskId, 'anquan', 'PUT', url, {}, '流程已被审批，无法撤回');
    const fresh = await launchHazard();
    assert.equal((await ok('PUT', `${E}/FlowLaunch/${fresh}/Actions/Withdraw`, 'anquan', {})).msg, '撤回成功');
    assert.equal((await stateOf(fresh)).status, 4);
    await refused(fresh, 'anquan', 'PUT', `${E}/FlowLaunch/${fresh}/Actions/Withdraw`, {}, '流程不在审批中，无法撤回');
  });

  it('Press: by the launcher only, while in approval', async () => {
    const taskId = await launchHazard();
    assert.equal((await ok('POST', `${E}/FlowLaunch/Press/${taskId}`, 'anquan')).msg, '催办成功');
    await refused(taskId, 'shigong', 'POST', `${E}/FlowLaunch/Press/${taskId}`, undefined, '只有发起人才能操作');
    await refused(null, 'anquan', 'POST', `${E}/FlowLaunch/Press/nope`, undefined, '流程不存在或已删除');
    await refused(null, 'anquan', 'POST', `${E}/FlowLaunch/Press/${'x'.repeat(65)}`, undefined, 'id 长度不能超过 64 个字符');
    await ok('PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, 'anquan', {});
    await refused(taskId, 'anquan', 'POST', `${E}/FlowLaunch/Press/${taskId}`, undefined, '流程不在审批中，无法催办');
  });

  it('DELETE FlowLaunch: my draft only; a submitted task stays', async () => {
    const draft = await ok('POST', `${E}/FlowTask`, 'anquan', { flowId: HAZARD_FLOW, formData: { title: '草稿' }, status: '1' });
    const draftId = draft.data.id as string;
    await refused(draftId, 'shigong', 'DELETE', `${E}/FlowLaunch/${draftId}`, undefined, '您不能修改他人的流程');
    const running = await launchHazard();
    await refused(running, 'anquan', 'DELETE', `${E}/FlowLaunch/${running}`, undefined, '流程已提交，无法删除');
    await refused(null, 'anquan', 'DELETE', `${E}/FlowLaunch/nope`, undefined, '流程不存在或已删除');
    assert.equal((await ok('DELETE', `${E}/FlowLaunch/${draftId}`, 'anquan')).msg, '删除成功');
    assert.equal(await stateOf(draftId), undefined);
  });

  it('FlowTask POST: bad status, bad urgency, a flow the user may not launch', async () => {
    const cases: Array<[string, Row, string]> = [
      ['anquan', { flowId: HAZARD_FLOW, formData: HAZARD, status: 'submit' }, 'status 取值无效'],
      ['anquan', { flowId: HAZARD_FLOW, formData: HAZARD, flowUrgent: 5 }, 'flowUrgent 取值无效'],
      ['anquan', { formData: HAZARD }, 'flowId 不能为空'],
      ['yezhu', { flowId: HAZARD_FLOW, formData: HAZARD, status: '0' }, '您没有发起该流程的权限'],
    ];
    for (const [account, body, msg] of cases) await refused(null, account, 'POST', `${E}/FlowTask`, body, msg);
  });
});

describe('counts, templates and comments', () => {
  it('FlowTodoCount: my own counts; bad input refused', async () => {
    const counts = async (account: string) => (await ok('POST', '/api/visualdev/Dashboard/FlowTodoCount', account, {})).data;
    for (const account of ['shigong', 'yezhu']) {
      const total = (await ok('GET', `${E}/FlowBefore/List/1`, account)).data.pagination.total;
      assert.equal((await counts(account)).toBeReviewed, total, `${account} counts his own todos`);
    }
    const safety = await ok('POST', '/api/visualdev/Dashboard/FlowTodoCount', 'shigong', { toBeReviewedType: ['no-such-category'] });
    assert.equal(safety.data.toBeReviewed, 0);
    await refused(null, 'shigong', 'POST', '/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewedType: Array.from({ length: 51 }, (_, i) => `c${i}`) }, 'toBeReviewedType 最多 50 项');
  });

  it('PageListAll and FlowJsonList: what the user may launch; bad input refused', async () => {
    assert.ok((await list('anquan', `${E}/flowTemplate/PageListAll?flowType=0&keyword=${encodeURIComponent('隐患')}`)).some((i) => i.id === 'tpl_hazardRectify'));
    assert.ok(!(await list('yezhu', `${E}/flowTemplate/PageListAll?flowType=0`)).some((i) => i.id === 'tpl_hazardRectify'));
    // each launch tile has its module tile's pictogram, and no two alike (two 专项 tiles read alike as text)
    const launchable = await list('jianli', `${E}/flowTemplate/PageListAll?flowType=0&pageSize=500`) as Array<{ id: string, fullName: string, pictogram?: string | null }>;
    const drawn = launchable.map((t) => t.pictogram);
    assert.ok(launchable.length > 5 && drawn.every((p) => typeof p === 'string' && /^[a-z0-9-]+$/.test(p)), JSON.stringify(launchable.map((t) => [t.fullName, t.pictogram])));
    assert.equal(new Set(drawn).size, drawn.length, JSON.stringify(launchable.map((t) => [t.fullName, t.pictogram])));
    await refused(null, 'anquan', 'GET', `${E}/flowTemplate/PageListAll?flowType=2`, undefined, 'flowType 不能大于 1');
    await refused(null, 'anquan', 'GET', `${E}/flowTemplate/PageListAll?pageSize=501`, undefined, 'pageSize 不能大于 500');
    assert.deepEqual((await ok('GET', `${E}/flowTemplate/FlowJsonList/tpl_hazardRectify`, 'yezhu')).data, [], 'not a flow yezhu may launch');
    assert.deepEqual((await ok('GET', `${E}/flowTemplate/FlowJsonList/nope`, 'anquan')).data, []);
    await refused(null, 'anquan', 'GET', `${E}/flowTemplate/FlowJsonList/${'x'.repeat(65)}`, undefined, 'id 长度不能超过 64 个字符');
  });

  it('FlowComment: bad input and someone else refused', async () => {
    const taskId = await launchHazard();
    await refused(null, 'anquan', 'GET', `${E}/FlowComment`, undefined, 'taskId 不能为空');
    await refused(null, 'anquan', 'POST', `${E}/FlowComment`, { taskId, image: 'not json' }, '图片格式不正确');
    await refused(null, 'anquan', 'POST', `${E}/FlowComment`, { taskId, text: 'x'.repeat(2001) }, 'text 长度不能超过 2000 个字符');
    await refused(null, 'yezhu', 'POST', `${E}/FlowComment`, { taskId, text: '路过' }, '流程不存在或您无权查看');
    const posted = await ok('POST', `${E}/FlowComment`, 'shigong', { taskId, text: '已安排整改', image: JSON.stringify(await photosOf(app, tokens.shigong, 'e.png')) });
    await refused(null, 'anquan', 'DELETE', `${E}/FlowComment/${posted.data.id}`, undefined, '评论不存在或不是您发表的');
    await refused(null, 'shigong', 'DELETE', `${E}/FlowComment/nope`, undefined, '评论不存在或不是您发表的');
    const read = await ok('GET', `${E}/FlowComment?taskId=${taskId}`, 'anquan');
    assert.equal(read.data.list[0].isDel, false, 'not the reader\'s own');
    assert.equal(JSON.parse(read.data.list[0].image)[0].name, 'e.png');
    await refused(null, 'yezhu', 'GET', `${E}/FlowComment?taskId=${taskId}`, undefined, '流程不存在或您无权查看');
    assert.equal((await ok('DELETE', `${E}/FlowComment/${posted.data.id}`, 'shigong')).msg, '删除成功');
    assert.equal((await ok('GET', `${E}/FlowComment?taskId=${taskId}`, 'anquan')).data.pagination.total, 0);
    await refused(null, 'shigong', 'DELETE', `${E}/FlowComment/${posted.data.id}`, undefined, '评论不存在或不是您发表的');
  });
});

// --- entrust ------------------------------------------------------------------------------------------

describe('entrust (FlowDelegate) applied by the engine', () => {
  const DAY = 86_400_000;

  it('approval entrust now: the verify todo goes to the delegate, marked with whom it stands in for', async () => {
    const now = Date.now();
    const created = await ok('POST', `${E}/FlowDelegate`, 'jianli', { type: '1', toUserId: 'u_zongjian', flowId: HAZARD_FLOW, startTime: now - 1000, endTime: now + DAY });
    const taskId = await launchHazard();
    await rectify(taskId);
    const todo = await mustTodo('zongjian', taskId);
    assert.equal(todo.delegateUser, 'u_jianli');
    assert.equal(await todoOf('jianli', taskId), undefined, 'the delegator does not get it');
    assert.ok(await todoOf('liuyang', taskId), 'the other verifiers still do');
    assert.equal((await detailOf('jianli', taskId)).flowTaskInfo.status, 1, 'the delegator may still follow it');
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'zongjian', { signImg: SIGN, handleOpinion: '代李明复查' });
    assert.equal((await stateOf(taskId)).status, 2);
    // another flow is not entrusted
    const daily = await launch('shigong', 'flow_progressDaily', DAILY, { candidateList: { daily_review: ['u_jianli'] } });
    assert.ok(await todoOf('jianli', daily));
    assert.equal(await todoOf('zongjian', daily), undefined);
    await ok('DELETE', `${E}/FlowDelegate/${created.data.id}`, 'jianli');
  });

  it('approval entrust starting tomorrow does not apply today', async () => {
    const now = Date.now();
    const created = await ok('POST', `${E}/FlowDelegate`, 'jianli', { type: 1, toUserId: 'u_zongjian', flowId: HAZARD_FLOW, startTime: now + DAY, endTime: now + 2 * DAY });
    const taskId = await launchHazard();
    await rectify(taskId);
    assert.equal((await mustTodo('jianli', taskId)).delegateUser, '');
    assert.equal(await todoOf('zongjian', taskId), undefined);
    await ok('DELETE', `${E}/FlowDelegate/${created.data.id}`, 'jianli');
  });

  it('launch entrust: the delegate sees the flow and the delegator, and launches in the delegator\'s name', async () => {
    const now = Date.now();
    // yezhu may not launch hazards himself; anquan lets him report in her name
    await ok('POST', `${E}/FlowDelegate`, 'anquan', { type: '0', toUserId: 'u_yezhu', flowId: HAZARD_FLOW, startTime: now - 1000, endTime: now + DAY });
    const flows = await ok('GET', `${E}/FlowDelegate/getflow`, 'yezhu');
    assert.deepEqual(flows.data.map((f: Row) => f.id), [HAZARD_FLOW]);
    const delegators = await ok('GET', `${E}/FlowDelegate/userList?flowId=${HAZARD_FLOW}`, 'yezhu');
    assert.deepEqual(delegators.data.list.map((u: Row) => [u.id, u.fullName]), [['u_anquan', '黄磊']]);
    assert.deepEqual((await ok('GET', `${E}/FlowDelegate/userList?flowId=flow_progressDaily`, 'yezhu')).data.list, []);
    // nobody entrusted jianli
    assert.deepEqual((await ok('GET', `${E}/FlowDelegate/getflow`, 'jianli')).data, []);
    assert.deepEqual((await ok('GET', `${E}/FlowDelegate/userList?flowId=${HAZARD_FLOW}`, 'jianli')).data.list, []);
    await refused(null, 'yezhu', 'GET', `${E}/FlowDelegate/userList`, undefined, 'flowId 不能为空');

    // the delegate attaches what he uploaded himself
    const taskId = await launch('yezhu', HAZARD_FLOW, { ...HAZARD, photos: await photosOf(app, tokens.yezhu) }, { delegateUserList: ['u_anquan'] });
    const detail = await detailOf('anquan', taskId);
    assert.equal(detail.flowTaskInfo.creatorUserId, 'u_anquan', 'the task is the delegator\'s');
    assert.ok((await list('anquan', `${E}/FlowLaunch?pageSize=500`)).some((i) => i.id === taskId));
    const theirs = (await list('yezhu', `${E}/FlowLaunch?pageSize=500`)).find((i) => i.id === taskId);
    assert.equal(theirs?.delegateUser, 'u_yezhu', 'the delegate sees what he launched for her');
    assert.ok(await todoOf('shigong', taskId));

    await refused(null, 'jianli', 'POST', `${E}/FlowTask`, { flowId: HAZARD_FLOW, formData: HAZARD, status: '0', delegateUserList: ['u_anquan'] }, '您没有黄磊的发起委托');
    await refused(null, 'yezhu', 'POST', `${E}/FlowTask`, { flowId: HAZARD_FLOW, formData: HAZARD, status: '0' }, '您没有发起该流程的权限');
  });

  it('FlowDelegate CRUD: bad input refused; someone else\'s entrust neither read, changed, stopped nor removed', async () => {
    const now = Date.now();
    const body = { type: '1', toUserId: 'u_zongjian', flowId: 'flow_constructionPlan', startTime: now, endTime: now + DAY, description: '出差' };
    const cases: Array<[Row, string]> = [
      [{ ...body, type: '2' }, 'type 取值无效'],
      [{ ...body, toUserId: undefined }, 'toUserId 不能为空'],
      [{ ...body, toUserId: 'u_nobody' }, '被委托人不存在或已停用'],
      [{ ...body, flowId: 'nope' }, '委托流程不存在'],
      [{ ...body, startTime: 'today' }, 'startTime 类型不正确'],
      [{ ...body, endTime: now - 1 }, '结束时间必须晚于开始时间'],
    ];
    for (const [payload, msg] of cases) await refused(null, 'zhouhaitao', 'POST', `${E}/FlowDelegate`, payload, msg);
    await refused(null, 'zhouhaitao', 'GET', `${E}/FlowDelegate?myOrDelagateToMe=3`, undefined, 'myOrDelagateToMe 取值无效');

    const created = await ok('POST', `${E}/FlowDelegate`, 'zhouhaitao', body);
    const id = created.data.id as string;
    assert.equal((await ok('GET', `${E}/FlowDelegate/${id}`, 'zhouhaitao')).data.flowName, '施工方案审批');
    assert.equal((await ok('GET', `${E}/FlowDelegate/${id}`, 'zongjian')).data.userName, '周海涛', 'the delegate reads it too');
    assert.ok((await list('zhouhaitao', `${E}/FlowDelegate?keyword=${encodeURIComponent('施工方案')}`)).some((d) => d.id === id));
    assert.ok(!(await list('yezhu', `${E}/FlowDelegate?myOrDelagateToMe=2`)).some((d) => d.id === id), 'not entrusted to yezhu');

    await refused(null, 'yezhu', 'GET', `${E}/FlowDelegate/${id}`, undefined, '委托不存在或已删除');
    await refused(null, 'zongjian', 'PUT', `${E}/FlowDelegate/${id}`, body, '委托不存在或不是您创建的');
    await refused(null, 'zongjian', 'PUT', `${E}/FlowDelegate/Stop/${id}`, undefined, '委托不存在或不是您创建的');
    await refused(null, 'zongjian', 'DELETE', `${E}/FlowDelegate/${id}`, undefined, '委托不存在或不是您创建的');
    await refused(null, 'zhouhaitao', 'PUT', `${E}/FlowDelegate/${id}`, { ...body, toUserId: 'u_zhudi1' }, '不能委托给自己');

    assert.equal((await ok('PUT', `${E}/FlowDelegate/${id}`, 'zhouhaitao', { ...body, description: '外出培训' })).msg, '修改成功');
    assert.equal((await ok('GET', `${E}/FlowDelegate/${id}`, 'zhouhaitao')).data.description, '外出培训');
    assert.equal((await ok('PUT', `${E}/FlowDelegate/Stop/${id}`, 'zhouhaitao')).msg, '委托已终止');
    assert.equal((await ok('GET', `${E}/FlowDelegate/${id}`, 'zhouhaitao')).data.enabledMark, 0);
    await refused(null, 'zhouhaitao', 'PUT', `${E}/FlowDelegate/Stop/${id}`, undefined, '委托已终止');
    assert.equal((await ok('DELETE', `${E}/FlowDelegate/${id}`, 'zhouhaitao')).msg, '删除成功');
    await refused(null, 'zhouhaitao', 'GET', `${E}/FlowDelegate/${id}`, undefined, '委托不存在或已删除');
    await refused(null, 'zhouhaitao', 'DELETE', `${E}/FlowDelegate/${id}`, undefined, '委托不存在或不是您创建的');
    await refused(null, 'zhouhaitao', 'GET', `${E}/FlowDelegate/${'x'.repeat(65)}`, undefined, 'id 长度不能超过 64 个字符');
  });
});
