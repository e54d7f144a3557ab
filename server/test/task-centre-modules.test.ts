/**
 * The catalog modules of the task centre (issue 11, part 4) through the real app, each as the app
 * uses it: 监理指令 (instruction, the contractor's reply with photos, close-out), 工作联系单 (a sheet
 * to another unit and its reply) and 工作汇报 (a report to one's superior, who comments). For each:
 * its flow runs end to end; bad input is refused with the field's message and writes nothing; a
 * record is not seen from another contract section, without the grant, or as someone else's draft.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, onlineRecords } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf, type Upload } from './uploads.js';

const OD = '/api/visualdev/OnlineDev';
const E = '/api/workflow/Engine';
const GONE = '记录不存在或已删除';
const DAY = 86_400_000;
const SIGN = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 60L80 30L150 90" fill="none" stroke="#000" stroke-width="3"/></svg>').toString('base64')}`;

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
type Row = Record<string, any>;

const send = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload }) });

async function save(account: string, module: string, data: Row, opts: { draft?: boolean, candidateList?: Record<string, string[]> } = {}) {
  return send(account, 'POST', `${OD}/${module}`, {
    data: JSON.stringify(data), status: opts.draft ? '1' : '0', flowUrgent: 1, ...(opts.candidateList ? { candidateList: opts.candidateList } : {}),
  });
}

/**
 * A module record's flow tells its handlers once the record's transaction has committed, after the
 * answer: a test that next proves a refusal wrote nothing waits for those messages first.
 */
async function told(taskId: string): Promise<void> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const [row] = await t.database.db.select({ id: messages.id }).from(messages).where(like(messages.bodyText, `%${taskId}%`)).limit(1);
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`no flow message about ${taskId}`);
}

async function create(account: string, module: string, data: Row, opts: { draft?: boolean, candidateList?: Record<string, string[]> } = {}) {
  const res = await save(account, module, data, opts);
  assert.equal(res.code, 200, `${account} ${module}: ${res.msg}`);
  if (!opts.draft) await told(res.data.taskId);
  return { id: res.data.id as string, taskId: res.data.taskId as string };
}

async function todoOf(account: string, taskId: string): Promise<Row> {
  const list = await send(account, 'GET', `${E}/FlowBefore/List/1?pageSize=500`);
  const todo = list.data.list.find((i: Row) => i.processId === taskId);
  assert.ok(todo, `${account} has a todo of ${taskId}`);
  return todo;
}

const handle = async (account: string, taskId: string, body: Row, action = 'Audit') => {
  const todo = await todoOf(account, taskId);
  return send(account, 'POST', `${E}/FlowBefore/${action}/${todo.id}`, body);
};

const listed = async (account: string, module: string, field: string) => {
  const res = await send(account, 'POST', `${OD}/${module}/List`, { currentPage: 1, pageSize: 100 });
  assert.equal(res.code, 200, `${account}: ${res.msg}`);
  assert.equal(res.data.pagination.total, res.data.list.length);
  return (res.data.list as Row[]).map((r) => r[field]);
};

const flowState = async (id: string) =>
  (await t.database.db.select({ s: onlineRecords.flowState }).from(onlineRecords).where(sql`${onlineRecords.id} = ${id}`))[0].s;

/** What each refusal of visibility looks like for a module: the record, as another account sees it. */
async function hiddenFrom(account: string, module: string, id: string, field: string, title: string, msg = GONE) {
  if (msg === GONE) assert.ok(!(await listed(account, module, field)).includes(title), `${account} lists ${title}`);
  await assertNothingWritten(t.database.db, async () => {
    for (const [method, url, body] of [['GET', `${OD}/${module}/${id}`, undefined], ['GET', `${OD}/${module}/${id}/DataChange`, undefined],
      ['DELETE', `${OD}/${module}/${id}`, undefined]] as const) {
      const res = await send(account, method, url, body);
      assert.deepEqual([account, method, url, res.code, res.msg], [account, method, url, 400, msg]);
    }
  });
}

let photos: Record<string, Upload[]> = {};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const a of ['zongjian', 'jianli', 'shigong', 'chengang', 'xubin', 'anquan', 'gaofeng', 'luoyong', 'shiyan', 'yezhu', 'norole']) tokens[a] = await tokenOf(app, a);
  photos = { jianli: await photosOf(app, tokens.jianli, '路基.png'), shigong: await photosOf(app, tokens.shigong, '返工后.png'), xubin: await photosOf(app, tokens.xubin, '日报.png') };
});
after(async () => {
  await app.close();
  await t.close();
});

describe('监理指令 (supervisionOrder)', () => {
  const M = 'supervisionOrder';
  const order = (over: Row = {}) => ({
    orderTitle: 'K12+300 路床压实度不足返工', orderType: 'quality', contractName: 'ct_sg01', wbsPart: 'K12+200~K12+400 右幅路床',
    orderContent: '抽检 3 点压实度 93.1%~94.6%，低于 96% 要求，立即停止上层填筑，翻松晾晒后重新碾压并报验。',
    replyDeadline: Date.now() + 3 * DAY, orderPhotos: photos.jianli, attachments: [], ...over,
  });
  const reply = { candidateList: { order_reply: ['u_shigong'] } };

  it('is issued, replied to with photos by the contractor and closed by the issuer', async () => {
    const { id, taskId } = await create('jianli', M, order(), reply);
    const replied = await handle('shigong', taskId, {
      handleOpinion: '已返工', formData: { replyContent: '翻松晾晒后重新碾压 6 遍，复检 3 点 96.4%~97.2%。', replyPhotos: photos.shigong, replyDate: Date.now() },
    });
    assert.equal(replied.code, 200, replied.msg);
    const closed = await handle('jianli', taskId, { handleOpinion: '复检合格', signImg: SIGN, formData: { closeOpinion: '现场复检合格，同意闭合。' } });
    assert.equal(closed.code, 200, closed.msg);
    assert.equal(await flowState(id), 2);
    assert.ok((await listed('yezhu', M, 'orderTitle')).includes('K12+300 路床压实度不足返工'), 'the owner follows every instruction');
  });

  it('refuses bad input with the field\'s message, and a reply without its photos, writing nothing', async () => {
    for (const [over, msg] of [[{ orderTitle: '' }, '指令标题不能为空'], [{ orderType: 'money' }, '指令类别的值不在可选项中'],
      [{ contractName: 'ct_nowhere' }, '合同段的值不在可选项中'], [{ replyDeadline: 'tomorrow' }, '要求回复日期必须是数字']] as const) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await save('jianli', M, order(over), reply);
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
    const { taskId } = await create('jianli', M, order({ orderTitle: 'K14 边坡急流槽开裂' }), reply);
    const todo = await todoOf('shigong', taskId);
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('shigong', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { formData: { replyContent: '已修补', replyDate: Date.now() } });
      assert.deepEqual([res.code, res.msg], [400, '整改后照片不能为空']);
    });
  });

  it('is not seen from another section, without the grant, or as someone else\'s draft', async () => {
    const { id } = await create('jianli', M, order({ orderTitle: '一标 2#墩钢筋保护层不足' }), reply);
    await hiddenFrom('gaofeng', M, id, 'orderTitle', '一标 2#墩钢筋保护层不足');
    await hiddenFrom('shiyan', M, id, 'orderTitle', '', NOT_GRANTED);
    const draft = await create('jianli', M, order({ orderTitle: '草稿：拌合站计量校准' }), { draft: true });
    await hiddenFrom('zongjian', M, draft.id, 'orderTitle', '草稿：拌合站计量校准');
  });
});

describe('工作联系单 (workMessage)', () => {
  const M = 'workMessage';
  const sheet = (over: Row = {}) => ({
    contactTitle: '关于 K21+450 盖板涵涵底标高调整的联系', receiveUnit: ['org_supervision', 'dept_sup_zjb'], contractName: 'ct_sg01',
    contactContent: '现场实测排水沟沟底标高较设计高 0.35m，拟将涵底标高同步抬高 0.30m，请监理核实并答复。', replyDeadline: Date.now() + 2 * DAY,
    attachments: [], ...over,
  });
  const toJianli = { candidateList: { contact_reply: ['u_jianli'] } };

  it('goes to the unit named and is answered in writing', async () => {
    const { id, taskId } = await create('shigong', M, sheet(), toJianli);
    const answered = await handle('jianli', taskId, { handleOpinion: '已答复', formData: { replyContent: '经现场复核，同意按 0.30m 抬高，请报设计变更。', replyFiles: [] } });
    assert.equal(answered.code, 200, answered.msg);
    assert.equal(await flowState(id), 2);
    const shown = await send('shigong', 'GET', `${OD}/${M}/${id}/DataChange`);
    assert.match(JSON.parse(shown.data.data).replyContent, /同意按 0.30m 抬高/);
  });

  it('refuses bad input with the field\'s message and an answer left empty, writing nothing', async () => {
    for (const [over, msg] of [[{ receiveUnit: null }, '接收单位不能为空'], [{ contactContent: '' }, '联系内容不能为空'],
      [{ receiveUnit: ['org_nowhere'] }, '接收单位选择的对象不存在']] as const) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await save('shigong', M, sheet(over), toJianli);
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
    const { taskId } = await create('shigong', M, sheet({ contactTitle: '关于便道占用农田的联系' }), toJianli);
    const todo = await todoOf('jianli', taskId);
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('jianli', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { formData: { replyContent: '' } });
      assert.deepEqual([res.code, res.msg], [400, '回复意见不能为空']);
    });
  });

  it('is not seen from another section, without the grant, or as someone else\'s draft', async () => {
    const { id } = await create('shigong', M, sheet({ contactTitle: '一标弃土场选址联系' }), toJianli);
    await hiddenFrom('gaofeng', M, id, 'contactTitle', '一标弃土场选址联系');
    await hiddenFrom('shiyan', M, id, 'contactTitle', '', NOT_GRANTED);
    const draft = await create('shigong', M, sheet({ contactTitle: '草稿：夜间施工噪声' }), { draft: true });
    await hiddenFrom('jianli', M, draft.id, 'contactTitle', '草稿：夜间施工噪声');
  });
});

describe('工作汇报 (reportLog)', () => {
  const M = 'reportLog';
  const report = (over: Row = {}) => ({
    reportType: 'daily', reportDate: Date.now(), workSummary: 'K9 段路床第 8 层填筑及压实',
    workDone: '完成 K9+100~K9+600 右幅第 8 层填筑 3200m³，碾压 4 遍，自检压实度 96.5%。', problems: '局部填料含水量偏高。',
    nextPlan: '晾晒后复压，报监理抽检。', photos: photos.xubin, ...over,
  });

  it('goes to the reporter\'s superior, who comments; a reporter with none files it for the record', async () => {
    const { id, taskId } = await create('xubin', M, report());
    const read = await handle('chengang', taskId, { handleOpinion: '已阅', formData: { leaderComment: '含水量控制要跟上，晾晒后及时复压。' } });
    assert.equal(read.code, 200, read.msg);
    assert.equal(await flowState(id), 2);
    const chief = await create('zongjian', M, report({ workSummary: '总监办周工作小结', reportType: 'weekly', photos: [] }));
    assert.equal(await flowState(chief.id), 2, 'nobody above the 总监: it passes');
  });

  it('refuses bad input with the field\'s message and a reading without its comment, writing nothing', async () => {
    for (const [over, msg] of [[{ workDone: '' }, '本期工作不能为空'], [{ reportType: 'monthly' }, '汇报类型的值不在可选项中'],
      [{ workSummary: '长'.repeat(51) }, '工作摘要不能超过50个字符']] as const) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await save('xubin', M, report(over));
        assert.deepEqual([res.code, res.msg], [400, msg], JSON.stringify(over));
      });
    }
    const { taskId } = await create('xubin', M, report({ workSummary: '涵洞台背回填' }));
    const todo = await todoOf('chengang', taskId);
    await assertNothingWritten(t.database.db, async () => {
      const res = await send('chengang', 'POST', `${E}/FlowBefore/Audit/${todo.id}`, { formData: { leaderComment: '' } });
      assert.deepEqual([res.code, res.msg], [400, '批阅意见不能为空']);
    });
  });

  it('is seen in its section by managers, by staff only as their own, never as someone else\'s draft', async () => {
    const { id } = await create('xubin', M, report({ workSummary: '一标桥面铺装准备' }));
    assert.ok((await listed('shigong', M, 'workSummary')).includes('一标桥面铺装准备'), 'the project manager of the section');
    await hiddenFrom('gaofeng', M, id, 'workSummary', '一标桥面铺装准备');
    await hiddenFrom('anquan', M, id, 'workSummary', '一标桥面铺装准备');
    await hiddenFrom('norole', M, id, 'workSummary', '', NOT_GRANTED);
    const draft = await create('xubin', M, report({ workSummary: '草稿：周报' }), { draft: true });
    await hiddenFrom('shigong', M, draft.id, 'workSummary', '草稿：周报');
  });
});
