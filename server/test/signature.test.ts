/**
 * The in-house hand-sign flow through the real app listening on a random port: a supervision log
 * and a meter claim (flows with handSign) approved ask each approver to sign once, with a
 * GetHandSignUrl frame; a hazard (no handSign) asks nobody. Then GetRoleSign, SignList and its
 * record, HandSign (bad input, someone else's, twice, at once, with the seal) with the
 * GetCallBackHandSignUrl frame, and the document link (no token, escaped, expiring).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { handSignItems } from '../src/db/schema.js';
import { askApproversToSign } from '../src/domains/signature/requests.js';
import { connectIm, type ImClient } from './im-client.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { photosOf, type Upload } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
let base: string;
// ahead of the seeding, so that the demo's waiting item is the oldest
const clock = testClock(Date.now() + 60_000);
const tokens: Record<string, string> = {};
const open: ImClient[] = [];
const E = '/api/workflow/Engine';
const S = '/api/Signature/signaturefddservice';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['anquan', 'shigong', 'jianli', 'zongjian', 'yezhu']) tokens[account] = await tokenOf(app, account);
  HAZARD.photos = await photosOf(app, tokens.anquan, 'a.png');
  RECTIFY.rectifyPhotos = await photosOf(app, tokens.shigong, 'b.png');
});
after(async () => {
  await Promise.all(open.map((c) => c.close()));
  await app.close();
  await t.close();
});

const send = (method: string, url: string, account: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function connect(account: string): Promise<ImClient> {
  const client = await connectIm(base, tokens[account]);
  open.push(client);
  await client.next('initMessage');
  return client;
}

/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);
const itemsOf = (taskId: string) => t.database.db.select().from(handSignItems).where(eq(handSignItems.taskId, taskId));
const itemOf = async (taskId: string, userId: string) =>
  (await t.database.db.select().from(handSignItems).where(and(eq(handSignItems.taskId, taskId), eq(handSignItems.userId, userId))))[0];
const rowOf = async (id: string) => (await t.database.db.select().from(handSignItems).where(eq(handSignItems.id, id)))[0];

// a PNG of its signature bytes only: enough for the checks, small for the tests
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0L10 10"/></svg>').toString('base64')}`;

const LOG = {
  logDate: Date.UTC(2026, 10, 20), weather: 'sunny', temperature: '12~25',
  constructionStatus: [{ section: 'ct_sg01', part: 'K6+320 2#墩', content: '承台钢筋绑扎 & 模板' }],
  supervisionWork: '旁站<script>alert(1)</script>', signature: PNG,
};
const METER = {
  contractName: 'ct_sg01', meterPeriod: '第12期', meterAmount: 120000,
  meterItems: [{ listItemNo: '403-1-a', listItemName: '光圆钢筋', unit: 'kg', meterQuantity: 10000, unitPrice: 12, itemAmount: 120000 }],
};
const HAZARD = {
  title: '2#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K6+320 右幅 2#墩承台',
  // the photos: uploaded in before() by the account that sends them
  description: '承台四周未设防护栏杆', photos: [] as Upload[],
  rectifyDeadline: Date.UTC(2026, 10, 30),
};
const RECTIFY = {
  rectifyMeasure: '已设置防护栏杆', rectifyPhotos: [] as Upload[],
  rectifyFinishDate: Date.UTC(2026, 10, 25), rectifySign: PNG,
};

async function launch(account: string, flowId: string, formData: Record<string, unknown>): Promise<string> {
  const res = await send('POST', `${E}/FlowTask`, account, { flowId, formData, status: '0' });
  assert.equal(res.code, 200, res.msg);
  return res.data.id as string;
}

/** `account` approves its todo of the task. */
async function approve(account: string, taskId: string, body: Record<string, unknown> = {}): Promise<void> {
  const list = await send('GET', `${E}/FlowBefore/List/1?pageSize=100`, account);
  const todo = list.data.list.find((i: { processId: string }) => i.processId === taskId);
  assert.ok(todo, `${account} has a todo of ${taskId}`);
  const res = await send('POST', `${E}/FlowBefore/Audit/${todo.id}`, account, { handleOpinion: '同意', signImg: PNG, ...body });
  assert.equal(res.code, 200, res.msg);
}

const status = async (taskId: string) => (await send('GET', `${E}/FlowBefore/${taskId}`, 'jianli')).data?.flowTaskInfo.status;

let logTask = '';
let logItem = '';
let meterTask = '';
let zongjian: ImClient;
let zongjian2: ImClient;

describe('items made by the workflow', () => {
  it('an approved supervision log asks its approver to sign, once, and tells each of their clients', async () => {
    zongjian = await connect('zongjian');
    zongjian2 = await connect('zongjian');
    logTask = await launch('jianli', 'flow_supervisionLog', LOG);
    assert.deepEqual(await itemsOf(logTask), [], 'nobody is asked while it is in approval');
    await approve('zongjian', logTask, { handleOpinion: '同意<b>"已审阅"</b>' });
    assert.equal(await status(logTask), 2);

    const items = await itemsOf(logTask);
    assert.equal(items.length, 1, 'the approver only, not the launcher');
    const [item] = items;
    logItem = item.id;
    assert.equal(item.userId, 'u_zongjian');
    assert.match(item.title, /^《.+的监理日志》$/);
    assert.deepEqual([item.flowId, item.state, item.signUrl], ['flow_supervisionLog', 0, `/pages/workFlow/autoSign/index?id=${item.id}`]);

    for (const client of [zongjian, zongjian2]) {
      const frame = await client.next('GetHandSignUrl');
      assert.deepEqual(frame, { method: 'GetHandSignUrl', id: item.id, title: item.title, taskId: logTask, flowId: 'flow_supervisionLog', signUrl: item.signUrl });
    }
  });

  it('a replayed approval asks nobody again', async () => {
    await askApproversToSign({ db: app.db, now: app.now, log: app.log, push: (ids, frame) => app.realtime.sendTo(ids, frame) }, [{ kind: 'approved', taskId: logTask }, { kind: 'approved', taskId: logTask }]);
    assert.equal((await itemsOf(logTask)).length, 1);
    await zongjian.none('GetHandSignUrl');
  });

  it('an approved meter claim asks each of its approvers once; the launcher is not asked', async () => {
    clock.advance(1000);
    meterTask = await launch('shigong', 'flow_meterApprove', METER);
    for (const account of ['jianli', 'zongjian']) await approve(account, meterTask);
    assert.deepEqual(await itemsOf(meterTask), [], 'in approval still');
    await approve('yezhu', meterTask);
    assert.equal(await status(meterTask), 2);
    const items = await itemsOf(meterTask);
    assert.deepEqual(items.map((i) => i.userId).sort(), ['u_jianli', 'u_yezhu', 'u_zongjian']);
    assert.ok(items.every((i) => i.flowId === 'flow_meterApprove' && i.state === 0 && /^《.+》$/.test(i.title)));
    const frame = await zongjian.next('GetHandSignUrl', (f) => f.taskId === meterTask);
    assert.equal(frame.id, items.find((i) => i.userId === 'u_zongjian')!.id);
  });

  it('a flow without handSign asks nobody', async () => {
    const taskId = await launch('anquan', 'flow_hazardRectify', HAZARD);
    await approve('shigong', taskId, { formData: RECTIFY, signImg: RECTIFY.rectifySign });
    await approve('jianli', taskId);
    assert.equal(await status(taskId), 2);
    assert.deepEqual(await itemsOf(taskId), []);
  });
});

describe('GetRoleSign and SignList', () => {
  it('GetRoleSign pushes state 10 with the waiting items, F_State 0 each', async () => {
    const res = await send('POST', `${S}/GetRoleSign/?flag=approve`, 'zongjian');
    assert.equal(res.data.state, 10);
    const list = res.data.handSignPushData.handSignPushDataList;
    assert.deepEqual(list.map((i: { id: string }) => i.id), ['hs_demo_zongjian', logItem, (await itemOf(meterTask, 'u_zongjian')).id]);
    assert.ok(list.every((i: { F_State: number }) => i.F_State === 0));
    assert.deepEqual(Object.keys(list[1]).sort(), ['F_State', 'createTime', 'flowId', 'id', 'signUrl', 'taskId', 'title']);
  });

  it('SignList pages my waiting items oldest first, with what opens the approval', async () => {
    const res = await send('GET', `${S}/SignList?state=0`, 'zongjian');
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data.pagination, { currentPage: 1, pageSize: 20, total: 3 });
    assert.deepEqual(res.data.list.map((i: { id: string }) => i.id), ['hs_demo_zongjian', logItem, (await itemOf(meterTask, 'u_zongjian')).id]);
    const log = res.data.list[1];
    assert.deepEqual(Object.keys(log).sort(),
      ['F_State', 'createTime', 'enCode', 'flowId', 'flowName', 'formType', 'id', 'signTime', 'signType', 'taskId', 'title']);
    assert.deepEqual({ ...log, createTime: 0 }, {
      id: logItem, title: log.title, flowId: 'flow_supervisionLog', taskId: logTask, flowName: '监理日志', enCode: 'supervisionLog', formType: 2,
      F_State: 0, createTime: 0, signTime: null, signType: null,
    });
    const page2 = await send('GET', `${S}/SignList?state=0&pageSize=1&currentPage=2`, 'zongjian');
    assert.deepEqual([page2.data.list.map((i: { id: string }) => i.id), page2.data.pagination], [[logItem], { currentPage: 2, pageSize: 1, total: 3 }]);
    const keyword = await send('GET', `${S}/SignList?keyword=${encodeURIComponent('计量')}`, 'zongjian');
    assert.deepEqual(keyword.data.list.map((i: { taskId: string }) => i.taskId), [meterTask]);
    assert.equal((await send('GET', `${S}/SignList?keyword=${encodeURIComponent('100%')}`, 'zongjian')).data.pagination.total, 0);
    assert.deepEqual((await send('GET', `${S}/SignList?state=1`, 'zongjian')).data, { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    await refusal(async () => assert.equal((await send('GET', `${S}/SignList?state=2`, 'zongjian')).code, 400));
    assert.equal((await send('GET', `${S}/SignList`, 'shigong')).data.pagination.total, 0);
  });

  it('SignList/{id} is the record whose data JSON carries F_State; someone else\'s or a missing one is refused', async () => {
    const res = await send('GET', `${S}/SignList/${logItem}`, 'zongjian');
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.data.id, logItem);
    const data = JSON.parse(res.data.data);
    assert.deepEqual(Object.keys(data).sort(), ['F_CreatorTime', 'F_FlowId', 'F_Id', 'F_SignTime', 'F_State', 'F_TaskId', 'F_Title']);
    assert.deepEqual([data.F_Id, data.F_State, data.F_TaskId, data.F_FlowId, data.F_SignTime], [logItem, 0, logTask, 'flow_supervisionLog', null]);
    assert.equal(typeof data.F_CreatorTime, 'number');
    await refusal(async () => {
      for (const [id, account] of [[logItem, 'jianli'], ['nope', 'zongjian']]) {
        assert.deepEqual(await send('GET', `${S}/SignList/${id}`, account), { code: 400, msg: '签署文件不存在' });
      }
    });
  });
});

describe('HandSign', () => {
  const sign = (id: string, account: string, body: unknown) => send('POST', `${S}/HandSign/${id}`, account, body);

  it('refuses every bad signature with its message and writes nothing', async () => {
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from('iVBORw0KGgo=', 'base64'), Buffer.alloc(200 * 1024)]).toString('base64')}`;
    const cases: Array<[unknown, string]> = [
      [{}, '请先签名'],
      [{ signImg: '' }, '请先签名'],
      [{ signImg: '   ' }, '请先签名'],
      [{ signImg: 'iVBORw0KGgo=' }, '签名格式不正确'],
      [{ signImg: 'data:image/jpeg;base64,/9j/4AAQ' }, '签名格式不正确'],
      [{ signImg: 'data:image/png;base64,' }, '签名格式不正确'],
      [{ signImg: 'data:image/png;base64,iVBO@w0KGgo=' }, '签名格式不正确'],
      [{ signImg: 'data:image/png;base64,iVBORw0KGg' }, '签名格式不正确'],
      [{ signImg: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` }, '签名格式不正确'],
      [{ signImg: `data:image/svg+xml;base64,${Buffer.from('<svg><script>alert(1)</script></svg>').toString('base64')}` }, '签名格式不正确'],
      [{ signImg: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` }, '签名格式不正确'],
      [{ signImg: big }, '签名图片过大'],
      [{ signImg: PNG, signType: 'other' }, 'signType 取值无效'],
      [{ signImg: PNG, signType: 'seal' }, '请先生成个人印章'],
    ];
    await refusal(async () => {
      for (const [body, msg] of cases) assert.deepEqual(await sign(logItem, 'zongjian', body), { code: 400, msg }, JSON.stringify(body).slice(0, 80));
    });
    assert.equal((await send('POST', `${S}/CreatePersonSeal`, 'zongjian')).code, 200);
    await refusal(async () => assert.deepEqual(await sign(logItem, 'zongjian', { signImg: SVG, signType: 'seal' }), { code: 400, msg: '印章不匹配' }));
    const row = await rowOf(logItem);
    assert.deepEqual([row.state, row.signImg, row.signType, row.signedAt], [0, null, null, null]);
  });

  it('refuses someone else\'s item and a missing one', () => refusal(async () => {
    assert.deepEqual(await sign(logItem, 'jianli', { signImg: PNG }), { code: 400, msg: '签署文件不存在' });
    assert.deepEqual(await sign('nope', 'zongjian', { signImg: PNG }), { code: 400, msg: '签署文件不存在' });
    assert.equal((await call(app, { method: 'POST', url: `${S}/HandSign/${logItem}`, payload: { signImg: PNG } })).code, 600);
  }));

  it('signs once, tells every client of the signer, and refuses a second time', async () => {
    const res = await sign(logItem, 'zongjian', { signImg: SVG, signType: 'hand' });
    assert.deepEqual(res, { code: 200, msg: '签署成功' });
    const row = await rowOf(logItem);
    assert.deepEqual([row.state, row.signImg, row.signType, row.signedAt?.getTime()], [1, SVG, 'hand', clock.now().getTime()]);
    for (const client of [zongjian, zongjian2]) {
      assert.deepEqual(await client.next('GetCallBackHandSignUrl'), { method: 'GetCallBackHandSignUrl', id: logItem, state: 1 });
    }
    await refusal(async () => assert.deepEqual(await sign(logItem, 'zongjian', { signImg: PNG }), { code: 400, msg: '该文件已签署' }));
    const record = JSON.parse((await send('GET', `${S}/SignList/${logItem}`, 'zongjian')).data.data);
    assert.deepEqual([record.F_State, record.F_SignTime], [1, clock.now().getTime()]);
  });

  it('two devices signing at once: exactly one succeeds', async () => {
    const item = await itemOf(meterTask, 'u_jianli');
    const answers = await Promise.all([PNG, SVG].map((signImg) => sign(item.id, 'jianli', { signImg })));
    assert.deepEqual(answers.map((a) => a.code).sort(), [200, 400]);
    assert.equal(answers.find((a) => a.code === 400)!.msg, '该文件已签署');
    const row = await rowOf(item.id);
    assert.equal(row.state, 1);
    assert.equal(row.signImg, answers[0].code === 200 ? PNG : SVG);
  });

  it('signs with the person seal', async () => {
    const seal = await send('POST', `${S}/CreatePersonSeal`, 'yezhu');
    const item = await itemOf(meterTask, 'u_yezhu');
    assert.equal((await send('POST', `${S}/GetRoleSign/?flag=login`, 'yezhu')).data.state, 10);
    assert.deepEqual(await sign(item.id, 'yezhu', { signImg: seal.data.sealImg, signType: 'seal' }), { code: 200, msg: '签署成功' });
    const row = await rowOf(item.id);
    assert.deepEqual([row.state, row.signType, row.signImg], [1, 'seal', seal.data.sealImg]);
    const role = await send('POST', `${S}/GetRoleSign/?flag=login`, 'yezhu');
    assert.deepEqual({ state: role.data.state, list: role.data.handSignPushData.handSignPushDataList }, { state: 0, list: [] });
  });

  it('SignList of signed items: newest first, with the time and the kind', async () => {
    clock.advance(60_000);
    const meterItem = await itemOf(meterTask, 'u_zongjian');
    assert.equal((await sign(meterItem.id, 'zongjian', { signImg: PNG })).code, 200);
    const res = await send('GET', `${S}/SignList?state=1`, 'zongjian');
    assert.deepEqual(res.data.list.map((i: { id: string, signTime: number, signType: string, F_State: number }) => [i.id, i.signTime, i.signType, i.F_State]), [
      [meterItem.id, clock.now().getTime(), 'hand', 1],
      [logItem, clock.now().getTime() - 60_000, 'hand', 1],
    ]);
    const all = await send('GET', `${S}/SignList`, 'zongjian');
    assert.deepEqual(all.data.list.map((i: { id: string }) => i.id), ['hs_demo_zongjian', meterItem.id, logItem], 'waiting first, then signed');
  });
});

describe('the document', () => {
  let url = '';

  it('GET Document/{id} gives a link that opens without a token: the task, its form, the records and the signatures, escaped', async () => {
    const res = await send('GET', `${S}/Document/${(await itemOf(meterTask, 'u_yezhu')).id}`, 'yezhu');
    assert.equal(res.code, 200, res.msg);
    const log = await send('GET', `${S}/Document/${logItem}`, 'zongjian');
    url = log.data.url;
    assert.match(url, /^\/api\/Signature\/signaturefddservice\/Document\?encryption=[\w-]+\.[\w-]+$/);
    const page = await app.inject({ method: 'GET', url });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    const html = page.body;
    assert.match(html, /^<!DOCTYPE html>/);
    assert.match(html, /<meta name="viewport"/);
    assert.ok(!/<script/i.test(html), 'no script at all');
    assert.ok(html.includes('旁站&lt;script&gt;alert(1)&lt;/script&gt;'), 'form values escaped');
    assert.ok(html.includes('同意&lt;b&gt;&quot;已审阅&quot;&lt;/b&gt;'), 'opinions escaped');
    assert.ok(html.includes('承台钢筋绑扎 &amp; 模板'), 'child table rows');
    for (const text of ['监理日志', '<dt>天气</dt><dd>晴</dd>', '总监审阅', '王建国', '各合同段施工情况', '签署']) assert.ok(html.includes(text), text);
    assert.ok(html.includes(`<img class="sign" src="${SVG}"`), 'the hand signature');
    assert.ok(html.includes(`<img class="sign" src="${PNG}"`), 'the approval signature');
    const meter = (await app.inject({ method: 'GET', url: res.data.url })).body;
    assert.ok(meter.includes('计量支付审批'));
    // a select fed by a data interface (the contract section) shows the contract's name, not its id
    assert.ok(meter.includes('宁句高速公路改扩建工程第一合同段') && !meter.includes('ct_sg01'), 'the contract by name');
    assert.ok(!meter.includes('待签署'), 'its three approvers have signed');
    assert.ok(meter.includes(`<b>赵敏</b><time>`), 'each signer with the time');
  });

  it('shows 待签署 for a signer who has not signed', async () => {
    const item = await t.database.db.insert(handSignItems).values({
      id: 'hs_test_waiting', userId: 'u_shigong', title: '《测试》', flowId: 'flow_supervisionLog', taskId: logTask, state: 0,
    }).returning();
    const res = await send('GET', `${S}/Document/${logItem}`, 'zongjian');
    const html = (await app.inject({ method: 'GET', url: res.data.url })).body;
    assert.ok(html.includes('<b>张伟</b><span class="waiting">待签署</span>'));
    await t.database.db.delete(handSignItems).where(eq(handSignItems.id, item[0].id));
  });

  it('refuses someone else\'s item, and an altered or missing link', () => refusal(async () => {
    assert.deepEqual(await send('GET', `${S}/Document/${logItem}`, 'jianli'), { code: 400, msg: '签署文件不存在' });
    assert.equal((await call(app, { method: 'GET', url: `${S}/Document/${logItem}` })).code, 600);
    const [payload, signature] = url.split('encryption=')[1].split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: 'u_jianli' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, '', 'abc']) {
      const page = await app.inject({ method: 'GET', url: `${S}/Document?encryption=${bad}` });
      assert.equal(page.statusCode, 403, bad);
      assert.ok(page.body.includes('文档链接无效'), bad);
    }
    assert.equal((await app.inject({ method: 'GET', url: `${S}/Document` })).statusCode, 403);
  }));

  it('expires after 10 minutes', async () => {
    const fresh = (await send('GET', `${S}/Document/${logItem}`, 'zongjian')).data.url;
    clock.advance(10 * 60_000 - 1000);
    assert.equal((await app.inject({ method: 'GET', url: fresh })).statusCode, 200);
    clock.advance(1000);
    await refusal(async () => {
      const page = await app.inject({ method: 'GET', url: fresh });
      assert.equal(page.statusCode, 403);
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
      assert.ok(page.body.includes('文档链接已过期'));
    });
  });
});
