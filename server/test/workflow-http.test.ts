/**
 * /api/workflow/Engine through the real app on the seeded hazard-rectification flow: launch with
 * checks, todo / done / copy / launched lists, detail, approval with the node's required fields,
 * someone else's todo refused, two approvals of one todo at once (exactly one lands), return to
 * the launcher and resubmit, recall, withdraw and delete, urge, messages, the module record, counts,
 * comments and entrust.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineRecords } from '../src/db/schema.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { photosOf, type Upload } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
const FLOW = 'flow_hazardRectify';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'anquan', 'shigong', 'jianli', 'zongjian', 'yezhu']) tokens[account] = await tokenOf(app, account);
  HAZARD.photos = await photosOf(app, tokens.anquan, 'a.png');
  RECTIFY.rectifyPhotos = await photosOf(app, tokens.shigong, 'b.png');
});
after(async () => {
  await app.close();
  await t.close();
});

const send = (method: string, url: string, account: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

const HAZARD = {
  title: '2#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+320 右幅 2#墩承台',
  // photos: uploaded by the launcher in before()
  description: '承台四周未设防护栏杆', photos: [] as Upload[],
  rectifyDeadline: Date.UTC(2026, 10, 30),
};
const RECTIFY = {
  rectifyMeasure: '已设置 1.2m 防护栏杆并挂安全网', rectifyPhotos: [] as Upload[],
  rectifyFinishDate: Date.UTC(2026, 10, 25), rectifySign: 'data:image/png;base64,iVBORw0KGgo=',
};

async function launch(account = 'anquan', data: Record<string, unknown> = HAZARD) {
  const res = await send('POST', `${E}/FlowTask`, account, { flowId: FLOW, formData: data, status: '0', flowUrgent: 2 });
  assert.equal(res.code, 200, res.msg);
  return res.data.id as string;
}

/** The todo of `account` for task `taskId`. */
async function todoOf(account: string, taskId: string) {
  const list = await send('GET', `${E}/FlowBefore/List/1?pageSize=50`, account);
  return list.data.list.find((i: { processId: string }) => i.processId === taskId);
}

describe('launching', () => {
  it('a new launch answers the form and the start node rights; one who may not launch is refused', async () => {
    // as the SiteFlow app (and JNPF 3.4) asks it: with its origin header, flowFormInfo an object
    const info = await call(app, { method: 'GET', url: `${E}/FlowBefore/0?flowId=${FLOW}`, headers: { authorization: tokens.anquan, 'jnpf-origin': 'app' } });
    assert.equal(info.code, 200, info.msg);
    assert.match(info.data.flowFormInfo.propertyJson, /rectifyDeadline/);
    assert.ok(info.data.formOperates.some((o: { id: string }) => o.id === 'title'));
    await refusal(async () => assert.deepEqual(await send('GET', `${E}/FlowBefore/0?flowId=${FLOW}`, 'shigong'), { code: 400, msg: '您没有发起该流程的权限' }));
    const candidates = await send('POST', `${E}/FlowBefore/Candidates/0`, 'anquan', { flowId: FLOW, formData: HAZARD });
    assert.equal(candidates.data.type, 3);
  });

  it('refuses a form missing a required field, and writes nothing', () => refusal(async () => {
    const res = await send('POST', `${E}/FlowTask`, 'anquan', { flowId: FLOW, formData: { ...HAZARD, title: ' ' }, status: '0' });
    assert.equal(res.code, 400);
    assert.equal(res.msg, '隐患标题不能为空');
    assert.equal((await send('POST', `${E}/FlowTask`, 'anquan', { flowId: 'nope', formData: HAZARD })).msg, '流程不存在或已停用');
    assert.equal((await send('POST', `${E}/FlowTask`, 'anquan', { flowId: FLOW, formData: HAZARD, flowUrgent: 9 })).code, 400);
  }));
});

describe('one hazard from report to closing', () => {
  let taskId = '';
  let todo: { id: string, processId: string, thisStepId: string };

  it('the report reaches the contractor as a todo and a flow message', async () => {
    taskId = await launch();
    todo = await todoOf('shigong', taskId);
    assert.ok(todo, 'on shigong\'s todo list');
    assert.equal((await send('GET', `${E}/FlowBefore/List/1?keyword=${encodeURIComponent('上报的隐患')}`, 'shigong')).data.pagination.total >= 1, true);
    const messages = await send('GET', '/api/message?type=2', 'shigong');
    const message = messages.data.list.find((m: { title: string }) => m.title.includes('【待办】'));
    assert.ok(message, 'a todo message');
    const launched = await send('GET', `${E}/FlowLaunch`, 'anquan');
    assert.equal(launched.data.list[0].id, taskId);
    assert.equal(launched.data.list[0].status, 1);
    const record = await t.database.db.select().from(onlineRecords).where(eq(onlineRecords.flowTaskId, taskId));
    assert.equal(record.length, 1, 'the hazard module lists it');
    assert.equal(record[0].flowState, 1);
  });

  it('the detail gives the handler the action bar of the node', async () => {
    const detail = await send('GET', `${E}/FlowBefore/${taskId}?taskOperatorId=${todo.id}`, 'shigong');
    assert.equal(detail.code, 200, detail.msg);
    assert.equal(detail.data.approversProperties.auditBtnText, '整改完成');
    assert.equal(detail.data.flowTaskInfo.status, 1);
    assert.equal((await send('GET', `${E}/FlowBefore/${todo.id}/Info`, 'shigong')).data.isCheck, false);
    await refusal(async () => assert.deepEqual(await send('GET', `${E}/FlowBefore/${taskId}`, 'yezhu'), { code: 400, msg: '您无权查看该流程' }));
  });

  it('someone else\'s todo is refused; the node\'s required fields are demanded', () => refusal(async () => {
    const other = await send('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'jianli', { formData: RECTIFY });
    assert.equal(other.code, 400);
    assert.equal(other.msg, '您不是当前节点的审批人');
    const missing = await send('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: RECTIFY.rectifySign });
    assert.equal(missing.code, 400);
    assert.equal(missing.msg, '整改措施不能为空');
  }));

  it('two approvals of one todo at once: exactly one lands, the other is told', async () => {
    const body = { handleOpinion: '已按要求整改', signImg: RECTIFY.rectifySign, formData: RECTIFY };
    const answers = await Promise.all([1, 2].map(() => send('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', body)));
    assert.deepEqual(answers.map((a) => a.code).sort(), [200, 400]);
    assert.match(answers.find((a) => a.code === 400)!.msg, /已被他人处理/);
    assert.equal((await send('GET', `${E}/FlowBefore/${todo.id}/Info`, 'shigong')).data.isCheck, true);
    const done = await send('GET', `${E}/FlowBefore/List/2`, 'shigong');
    assert.equal(done.data.list.filter((i: { processId: string }) => i.processId === taskId).length, 1);
  });

  it('the handled todo\'s 【待办】 message reads 【已办】; the next handler\'s still reads 【待办】 (issue 12)', async () => {
    const titles = async (account: string) => (await send('GET', '/api/message?type=2', account)).data.list.map((m: { title: string }) => m.title) as string[]
    const contractor = await titles('shigong');
    assert.equal(contractor.filter((t) => t.startsWith('【待办】')).length, 0, contractor.join(' | '));
    assert.equal(contractor.filter((t) => t.startsWith('【已办】')).length, 1, contractor.join(' | '));
    assert.ok((await titles('jianli')).some((t) => t.startsWith('【待办】')), 'the supervision engineer\'s todo waits');
  });

  it('the supervision engineer verifies; the launcher sees it approved with its history', async () => {
    const verify = await todoOf('jianli', taskId);
    assert.ok(verify);
    const res = await send('POST', `${E}/FlowBefore/Audit/${verify.id}`, 'jianli', { handleOpinion: '复查合格', signImg: RECTIFY.rectifySign });
    assert.equal(res.code, 200, res.msg);
    const detail = await send('GET', `${E}/FlowBefore/${taskId}`, 'anquan');
    assert.equal(detail.data.flowTaskInfo.status, 2);
    assert.equal(detail.data.flowTaskInfo.completion, 100);
    assert.deepEqual(detail.data.flowTaskOperatorRecordList.map((r: { handleStatus: number }) => r.handleStatus).slice(0, 3), [2, 1, 1]);
    assert.equal(detail.data.formData.rectifyMeasure, RECTIFY.rectifyMeasure);
    const summary = await send('GET', `${E}/FlowBefore/RecordList/${taskId}`, 'anquan');
    assert.ok(summary.data.length >= 2);
    const messages = await send('GET', '/api/message?type=2', 'anquan');
    assert.ok(messages.data.list.some((m: { title: string }) => m.title.startsWith('【已通过】')));
    const [record] = await t.database.db.select().from(onlineRecords).where(eq(onlineRecords.flowTaskId, taskId));
    assert.equal(record.flowState, 2);
  });
});

describe('return, resubmit, recall, withdraw, urge', () => {
  it('returned to the launcher, resubmitted, it reaches the contractor again', async () => {
    const taskId = await launch();
    const todo = await todoOf('shigong', taskId);
    const steps = await send('GET', `${E}/FlowBefore/RejectList/${todo.id}`, 'shigong');
    assert.ok(steps.data.list.some((s: { nodeCode: string }) => s.nodeCode === 'hazard_start'));
    const back = await send('POST', `${E}/FlowBefore/Reject/${todo.id}`, 'shigong', { handleOpinion: '位置描述不清', rejectStep: '0', rejectType: 1, signImg: RECTIFY.rectifySign });
    assert.equal(back.code, 200, back.msg);
    assert.equal((await send('GET', `${E}/FlowBefore/${taskId}`, 'anquan')).data.flowTaskInfo.status, 3);
    const again = await send('PUT', `${E}/FlowTask/${taskId}`, 'anquan', { formData: { ...HAZARD, location: 'K6+320 右幅 2#墩承台东侧' }, status: '0' });
    assert.equal(again.code, 200, again.msg);
    assert.ok(await todoOf('shigong', taskId), 'back on the contractor\'s list');
  });

  it('recall of an approval while the next node has not acted puts the todo back', async () => {
    const taskId = await launch();
    const todo = await todoOf('shigong', taskId);
    assert.equal((await send('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { formData: RECTIFY, signImg: RECTIFY.rectifySign })).code, 200);
    const done = (await send('GET', `${E}/FlowBefore/List/2`, 'shigong')).data.list.find((i: { processId: string }) => i.processId === taskId);
    const recalled = await send('POST', `${E}/FlowBefore/Recall/${done.id}`, 'shigong', { handleOpinion: '照片需补充' });
    assert.equal(recalled.code, 200, recalled.msg);
    assert.ok(await todoOf('shigong', taskId));
    assert.equal(await todoOf('jianli', taskId), undefined);
  });

  it('the launcher urges, withdraws before anyone acted, and deletes; others may not', async () => {
    const taskId = await launch();
    // the app sends Content-Type: application/json with no body on such actions
    const pressed = await call(app, { method: 'POST', url: `${E}/FlowLaunch/Press/${taskId}`, headers: { authorization: tokens.anquan, 'content-type': 'application/json' }, payload: '' });
    assert.equal(pressed.code, 200, pressed.msg);
    const urged = await send('GET', '/api/message?type=2', 'shigong');
    assert.ok(urged.data.list.some((m: { title: string }) => m.title.startsWith('【催办】')));
    await refusal(async () => assert.equal((await send('PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, 'shigong', {})).code, 400));
    const withdrawn = await send('PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, 'anquan', { handleOpinion: '重新核实' });
    assert.equal(withdrawn.code, 200, withdrawn.msg);
    assert.equal(await todoOf('shigong', taskId), undefined);
    assert.equal((await send('DELETE', `${E}/FlowLaunch/${taskId}`, 'anquan')).code, 200);
    await refusal(async () => assert.deepEqual(await send('GET', `${E}/FlowBefore/${taskId}`, 'anquan'), { code: 400, msg: '流程不存在或已删除' }));
    assert.equal((await t.database.db.select().from(onlineRecords).where(eq(onlineRecords.flowTaskId, taskId))).length, 0);
  });

  it('a draft is saved without checks and submitted later', async () => {
    const res = await send('POST', `${E}/FlowTask`, 'anquan', { flowId: FLOW, formData: { title: '草稿' }, status: '1' });
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.msg, '保存成功');
    await refusal(async () => {
      const refused = await send('PUT', `${E}/FlowTask/${res.data.id}`, 'anquan', { formData: { title: '草稿' }, status: '0' });
      assert.equal(refused.code, 400);
      assert.match(refused.msg, /不能为空/);
    });
  });
});

describe('a workbench module bound to the flow', () => {
  it('saving a record launches the flow for it; the list shows its flow state; it cannot be deleted while in approval', async () => {
    const res = await send('POST', '/api/visualdev/OnlineDev/module_hazardRectify', 'anquan', { data: JSON.stringify(HAZARD), status: '0' });
    assert.equal(res.code, 200, res.msg);
    const list = await send('POST', '/api/visualdev/OnlineDev/module_hazardRectify/List', 'anquan', { pageSize: 100 });
    const row = list.data.list.find((r: { id: string }) => r.id === res.data.id);
    assert.equal(row.flowState, 1);
    assert.ok(await todoOf('shigong', row.flowTaskId), 'the contractor has it to do');
    await refusal(async () => {
      const refused = await send('DELETE', `/api/visualdev/OnlineDev/module_hazardRectify/${res.data.id}`, 'anquan');
      assert.deepEqual(refused, { code: 400, msg: '记录已发起审批，不能删除' });
    });
  });
});

describe('counts, comments and entrust', () => {
  it('FlowTodoCount counts the lists', async () => {
    const res = await send('POST', '/api/visualdev/Dashboard/FlowTodoCount', 'shigong', {});
    assert.equal(res.code, 200, res.msg);
    assert.ok(res.data.toBeReviewed >= 1);
    assert.ok(res.data.flowDone >= 1);
  });

  it('people of the task comment; others may not read them', async () => {
    const taskId = await launch();
    const posted = await send('POST', `${E}/FlowComment`, 'anquan', { taskId, text: '请尽快整改' });
    assert.equal(posted.code, 200, posted.msg);
    const read = await send('GET', `${E}/FlowComment?taskId=${taskId}`, 'shigong');
    assert.equal(read.data.list[0].text, '请尽快整改');
    assert.equal(read.data.list[0].isDel, false);
    await refusal(async () => {
      assert.deepEqual(await send('GET', `${E}/FlowComment?taskId=${taskId}`, 'yezhu'), { code: 400, msg: '流程不存在或您无权查看' });
      assert.deepEqual(await send('POST', `${E}/FlowComment`, 'anquan', { taskId, text: '  ' }), { code: 400, msg: '评论内容不能为空' });
      assert.equal((await send('DELETE', `${E}/FlowComment/${posted.data.id}`, 'shigong')).code, 400);
    });
    assert.equal((await send('DELETE', `${E}/FlowComment/${posted.data.id}`, 'anquan')).code, 200);
  });

  it('entrust: created, overlapping refused, listed both ways, stopped, deleted', async () => {
    const now = Date.now();
    const body = { type: '1', toUserId: 'u_zongjian', flowId: FLOW, startTime: now - 1000, endTime: now + 86_400_000, description: '出差' };
    const created = await send('POST', `${E}/FlowDelegate`, 'jianli', body);
    assert.equal(created.code, 200, created.msg);
    await refusal(async () => {
      assert.deepEqual(await send('POST', `${E}/FlowDelegate`, 'jianli', body), { code: 400, msg: '该时间段内已有相同流程的委托' });
      assert.deepEqual(await send('POST', `${E}/FlowDelegate`, 'jianli', { ...body, toUserId: 'u_jianli' }), { code: 400, msg: '不能委托给自己' });
      assert.deepEqual(await send('POST', `${E}/FlowDelegate`, 'jianli', { ...body, endTime: now - 5000 }), { code: 400, msg: '结束时间必须晚于开始时间' });
    });
    const mine = await send('GET', `${E}/FlowDelegate?myOrDelagateToMe=1`, 'jianli');
    assert.equal(mine.data.list[0].toUserName, '王建国');
    const toMe = await send('GET', `${E}/FlowDelegate?myOrDelagateToMe=2`, 'zongjian');
    assert.equal(toMe.data.list[0].userName, '李明');
    assert.equal((await send('POST', '/api/visualdev/Dashboard/FlowTodoCount', 'zongjian', {})).data.entrust, 1);
    await refusal(async () => assert.equal((await send('PUT', `${E}/FlowDelegate/Stop/${created.data.id}`, 'zongjian')).code, 400, 'only its owner stops it'));
    assert.equal((await send('PUT', `${E}/FlowDelegate/Stop/${created.data.id}`, 'jianli')).code, 200);
    assert.equal((await send('DELETE', `${E}/FlowDelegate/${created.data.id}`, 'jianli')).code, 200);
  });

  it('launchable templates: what each user may start', async () => {
    const anquan = await send('GET', `${E}/flowTemplate/PageListAll?flowType=0`, 'anquan');
    assert.ok(anquan.data.list.some((i: { id: string }) => i.id === 'tpl_hazardRectify'));
    const yezhu = await send('GET', `${E}/flowTemplate/PageListAll?flowType=0`, 'yezhu');
    assert.ok(!yezhu.data.list.some((i: { id: string }) => i.id === 'tpl_hazardRectify'));
    const versions = await send('GET', `${E}/flowTemplate/FlowJsonList/tpl_hazardRectify?type=1`, 'anquan');
    assert.deepEqual(versions.data.map((v: { id: string }) => v.id), [FLOW]);
  });
});
