/**
 * Every value that enters through a form, an approval, a comment, an avatar or a notice is checked
 * before anything is written (issue 10, items 4, 5 and 8): through the real app, on the seeded
 * hazard, daily-report and hot-work flows, by both ways a form comes in (a module record, and
 * FlowTask), drafts included; each refusal answers the exact message and writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { signImages } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf, type Upload } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';
const M = '/api/visualdev/OnlineDev';

type Row = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const send = (method: Method, url: string, account: string, payload?: unknown) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok(method: Method, url: string, account: string, payload?: unknown) {
  const res = await send(method, url, account, payload);
  assert.equal(res.code, 200, `${method} ${url} as ${account}: ${res.msg}`);
  return res;
}

/** Refused with exactly `msg`, and not a row of any table changed. */
function refused(method: Method, url: string, account: string, payload: unknown, msg: string, what = msg) {
  return assertNothingWritten(t.database.db, async () => {
    const res = await send(method, url, account, payload);
    assert.deepEqual({ code: res.code, msg: res.msg }, { code: 400, msg }, `${what}: ${method} ${url} as ${account}`);
  });
}

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
/** What the app's signing pad sends (src/core/form/signature.ts). */
const SIGN = svgUrl('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 300 120"><path d="M10 60L80 30L150 90" fill="none" stroke="#000000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngUrl = (bytes: number) => `data:image/png;base64,${Buffer.concat([PNG_MAGIC, Buffer.alloc(bytes, 7)]).toString('base64')}`;
const NO_SUCH_FILE = { name: 'x.png', fileId: `20260101_${'0'.repeat(32)}.png`, url: `/api/file/Image/annexpic/20260101_${'0'.repeat(32)}.png` };

let HAZARD: Row;
let RECTIFY: Row;
let DAILY: Row;
let HOT_WORK: Row;
/** anquan's upload that jianli did not make */
let othersPhoto: Upload[];

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'anquan', 'shigong', 'jianli', 'zongjian']) tokens[account] = await tokenOf(app, account);
  othersPhoto = await photosOf(app, tokens.jianli, 'jianli.png');
  HAZARD = {
    title: '2#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 下部构造 / 2#墩',
    location: 'K6+320 右幅 2#墩承台', description: '承台四周未设防护栏杆', photos: await photosOf(app, tokens.anquan, '隐患.png'),
    rectifyDeadline: Date.UTC(2026, 10, 30), gpsLocation: JSON.stringify({ lng: 118.8, lat: 32.05, name: '2#墩', address: '南京市江宁区', fullAddress: '南京市江宁区2#墩' }),
  };
  RECTIFY = { rectifyMeasure: '已设置 1.2m 防护栏杆并挂安全网', rectifyPhotos: await photosOf(app, tokens.shigong, '整改.png'), rectifyFinishDate: Date.UTC(2026, 10, 25), rectifySign: SIGN };
  DAILY = {
    reportDate: Date.UTC(2026, 3, 8), weather: 'sunny', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 下部构造 / 2#墩桩基',
    manpower: [{ resourceType: 'labor', resourceName: '钢筋工', resourceCount: 12 }], todayQuantity: 35.5, unit: 'm3',
    photos: await photosOf(app, tokens.shigong, '日报.png'),
  };
  HOT_WORK = {
    workLocation: 'K25+870 3#墩钢筋加工区', workContent: '钢筋焊接', fireLevel: '3', startTime: Date.UTC(2026, 3, 8, 1), endTime: Date.UTC(2026, 3, 8, 9),
    welder: '王强', welderCertNo: 'T320123199001011234', guardian: '李刚', guardianPhone: '13800000000', safetyMeasure: ['clearCombustibles', 'extinguisher'],
  };
});
after(async () => {
  await app.close();
  await t.close();
});

/** The first todo of `account` on the task. */
async function todoOf(account: string, taskId: string): Promise<Row> {
  const list = await ok('GET', `${E}/FlowBefore/List/1?pageSize=500`, account);
  const todo = list.data.list.find((i: Row) => i.processId === taskId);
  assert.ok(todo, `${account} has a todo of ${taskId}`);
  return todo;
}

async function launchHazard(): Promise<string> {
  return (await ok('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: HAZARD, status: '0' })).data.id;
}

// --- item 4: form values ------------------------------------------------------------------------

describe('a hazard report: each value is checked against its field, by both ways in', () => {
  const cases = (): Array<[string, Row, string]> => [
    ['a title over its maxlength', { ...HAZARD, title: '临'.repeat(51) }, '隐患标题不能超过50个字符'],
    ['a 900 KB title', { ...HAZARD, title: 'x'.repeat(900_000) }, '隐患标题不能超过50个字符'],
    ['an unknown 500 KB field', { ...HAZARD, junk: 'x'.repeat(500_000) }, 'junk 不是该表单的字段'],
    ['an object where text is expected', { ...HAZARD, location: { text: 'K6+320' } }, '隐患位置格式不正确'],
    ['a number list where text is expected', { ...HAZARD, description: [1, 2] }, '隐患描述格式不正确'],
    ['a dictionary value that is not in the dictionary', { ...HAZARD, hazardCategory: 'earthquake' }, '隐患类型的值不在可选项中'],
    ['a dictionary item by its id where the form stores its code', { ...HAZARD, hazardCategory: 'di_hazardCategory_fall' }, '隐患类型的值不在可选项中'],
    ['a list where one choice is expected', { ...HAZARD, hazardLevel: ['1', '2'] }, '隐患等级格式不正确'],
    ['a contract that does not exist', { ...HAZARD, contractName: 'ct_nope' }, '责任合同段的值不在可选项中'],
    ['a contract of a section the reporter does not see', { ...HAZARD, contractName: 'ct_sg02' }, '责任合同段的值不在可选项中'],
    ['a date of "tomorrow"', { ...HAZARD, rectifyDeadline: 'tomorrow' }, '整改期限必须是数字'],
    ['a date of -1e15', { ...HAZARD, rectifyDeadline: -1e15 }, '整改期限不在有效的日期范围内'],
    ['a date in the year 2500', { ...HAZARD, rectifyDeadline: Date.UTC(2500, 0, 1) }, '整改期限不在有效的日期范围内'],
    ['a photo with url javascript:alert(1)', { ...HAZARD, photos: [{ name: 'a.png', fileId: 'a.png', url: 'javascript:alert(1)' }] }, '隐患照片的文件地址无效'],
    ['a photo on a foreign host', { ...HAZARD, photos: [{ name: 'a.png', fileId: 'a.png', url: 'https://evil.example/a.png' }] }, '隐患照片的文件地址无效'],
    ['a photo as a data: URL', { ...HAZARD, photos: [{ name: 'a.png', fileId: 'a.png', url: pngUrl(20) }] }, '隐患照片的文件地址无效'],
    ['a photo whose fileId names another file', { ...HAZARD, photos: [{ ...HAZARD.photos[0], fileId: othersPhoto[0].fileId }] }, '隐患照片的文件地址无效'],
    ['a photo list that is a string', { ...HAZARD, photos: HAZARD.photos[0].url }, '隐患照片格式不正确'],
    ['a photo entry with a key of its own', { ...HAZARD, photos: [{ ...HAZARD.photos[0], onclick: 'x' }] }, '隐患照片格式不正确'],
    ['a photo that was never uploaded', { ...HAZARD, photos: [NO_SUCH_FILE] }, '隐患照片的文件不存在或不是您上传的'],
    ['a photo someone else uploaded', { ...HAZARD, photos: othersPhoto }, '隐患照片的文件不存在或不是您上传的'],
    ['a place that is not one', { ...HAZARD, gpsLocation: JSON.stringify({ lng: 'east', lat: 32 }) }, '现场定位格式不正确'],
  ];

  it('refuses them as a module record (OnlineDev), with the label of the field, writing nothing', async () => {
    for (const [what, data, msg] of cases()) {
      await refused('POST', `${M}/module_hazardRectify`, 'anquan', { data: JSON.stringify(data), status: '0', flowUrgent: 1 }, msg, what);
    }
  });

  it('refuses them as a launch (FlowTask), writing nothing', async () => {
    for (const [what, data, msg] of cases()) {
      await refused('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: data, status: '0' }, msg, what);
    }
  });

  it('checks drafts for type and size, not for what is still missing', async () => {
    for (const [what, data, msg] of cases()) {
      await refused('POST', `${M}/module_hazardRectify`, 'anquan', { data: JSON.stringify(data), status: '1' }, msg, `draft: ${what}`);
      await refused('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: data, status: '1' }, msg, `draft: ${what}`);
    }
    await ok('POST', `${M}/module_hazardRectify`, 'anquan', { data: JSON.stringify({ title: '草稿', photos: HAZARD.photos }), status: '1' });
    const draft = await ok('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: { title: '草稿' }, status: '1' });
    // saving the draft again, or submitting it, is checked the same
    await refused('PUT', `${E}/FlowTask/${draft.data.id}`, 'anquan', { formData: { title: '草稿', photos: 'x' }, status: '1' }, '隐患照片格式不正确');
    await refused('PUT', `${E}/FlowTask/${draft.data.id}`, 'anquan', { formData: { ...HAZARD, photos: othersPhoto }, status: '0' }, '隐患照片的文件不存在或不是您上传的');
    await ok('PUT', `${E}/FlowTask/${draft.data.id}`, 'anquan', { formData: HAZARD, status: '0' });
  });

  it('takes the valid report both ways; a record edited keeps what it had, and takes nothing new it does not know', async () => {
    const created = await ok('POST', `${M}/module_hazardRectify`, 'anquan', { data: JSON.stringify(HAZARD), status: '1' });
    const url = `${M}/module_hazardRectify/${created.data.id}`;
    await ok('PUT', url, 'anquan', { data: JSON.stringify({ ...HAZARD, title: '2#墩临边防护缺失（补充）' }), status: '1' });
    await refused('PUT', url, 'anquan', { data: JSON.stringify({ ...HAZARD, junk: 1 }), status: '1' }, 'junk 不是该表单的字段');
    await refused('PUT', url, 'anquan', { data: JSON.stringify({ ...HAZARD, photos: [...HAZARD.photos, ...othersPhoto] }), status: '1' }, '隐患照片的文件不存在或不是您上传的');
    await ok('POST', `${E}/FlowTask`, 'anquan', { flowId: 'flow_hazardRectify', formData: HAZARD, status: '0' });
  });
});

describe('numbers, child-table rows, both key spellings', () => {
  const launchAs = (flowId: string, formData: Row, extra: Row = {}) => ({ flowId, formData, status: '0', ...extra });
  const daily = (data: Row) => launchAs('flow_progressDaily', data, { candidateList: { daily_review: ['u_jianli'] } });

  it('refuses what the form engine would, in its words; a row names its number', async () => {
    const cases: Array<[string, Row, string]> = [
      ['a quantity below its min', { ...DAILY, todayQuantity: -1 }, '今日完成量不能小于0'],
      ['a quantity that is text', { ...DAILY, todayQuantity: '很多' }, '今日完成量必须是数字'],
      ['a row count (inputNumber) above its max', { ...DAILY, manpower: [{ ...DAILY.manpower[0], resourceCount: 10_000 }] }, '人员机械第1行：数量不能大于9999'],
      ['a row option not offered', { ...DAILY, manpower: [DAILY.manpower[0], { ...DAILY.manpower[0], resourceType: 'robot' }] }, '人员机械第2行：类别的值不在可选项中'],
      ['a row that is not an object', { ...DAILY, manpower: ['钢筋工'] }, '人员机械第1行格式不正确'],
      ['a row with a field the table does not have', { ...DAILY, manpower: [{ ...DAILY.manpower[0], junk: 'x' }] }, '人员机械第1行：junk 不是该表单的字段'],
      ['rows that are not a list', { ...DAILY, manpower: { 0: DAILY.manpower[0] } }, '人员机械格式不正确'],
      ['a photo someone else uploaded', { ...DAILY, photos: othersPhoto }, '现场照片的文件不存在或不是您上传的'],
    ];
    for (const [what, data, msg] of cases) await refused('POST', `${E}/FlowTask`, 'shigong', daily(data), msg, what);
    const hot: Array<[string, Row, string]> = [
      ['a datePicker (3.5 spelling) of "tomorrow"', { ...HOT_WORK, startTime: 'tomorrow' }, '开始时间必须是数字'],
      ['a checkbox that is not a list', { ...HOT_WORK, safetyMeasure: 'extinguisher' }, '已落实措施格式不正确'],
      ['a checkbox option not offered', { ...HOT_WORK, safetyMeasure: ['extinguisher', 'm99'] }, '已落实措施的值不在可选项中'],
      ['an input (3.5 spelling) over its maxlength', { ...HOT_WORK, welder: '王'.repeat(21) }, '动火人不能超过20个字符'],
      ['an input without a maxlength over the cap for one line', { ...HOT_WORK, welderCertNo: 'T'.repeat(1001) }, '特种作业操作证号不能超过1000个字符'],
    ];
    for (const [what, data, msg] of hot) await refused('POST', `${E}/FlowTask`, 'shigong', launchAs('flow_hotWork', data), msg, what);
  });

  it('refuses a number JSON reads as infinite, in a draft too', async () => {
    const body = JSON.stringify({ ...daily(DAILY), status: '1' }).replace('"todayQuantity":35.5', '"todayQuantity":1e400');
    await assertNothingWritten(t.database.db, async () => {
      const res = await call(app, { method: 'POST', url: `${E}/FlowTask`, headers: { authorization: tokens.shigong, 'content-type': 'application/json' }, payload: body });
      assert.deepEqual({ code: res.code, msg: res.msg }, { code: 400, msg: '今日完成量必须是数字' });
    });
  });

  it('takes the valid ones', async () => {
    await ok('POST', `${E}/FlowTask`, 'shigong', daily(DAILY));
    await ok('POST', `${E}/FlowTask`, 'shigong', launchAs('flow_hotWork', HOT_WORK));
  });
});

describe('approvals: the fields a node lets the handler write, checked as a launch is', () => {
  it('Audit, SaveAudit and add-signer refuse bad values; the launcher\'s photos sent back as they were stand', async () => {
    const taskId = await launchHazard();
    const todo = await todoOf('shigong', taskId);
    // the app sends the whole form back: the reporter's photos, unchanged, with what the contractor writes
    const whole = (await ok('GET', `${E}/FlowBefore/${taskId}?taskOperatorId=${todo.id}`, 'shigong')).data.formData;
    const cases: Array<[string, Row, string]> = [
      ['an after-photo with url javascript:', { ...whole, ...RECTIFY, rectifyPhotos: [{ name: 'a.png', fileId: 'a.png', url: 'javascript:alert(1)' }] }, '整改后照片的文件地址无效'],
      ['someone else\'s after-photo', { ...whole, ...RECTIFY, rectifyPhotos: othersPhoto }, '整改后照片的文件不存在或不是您上传的'],
      ['a measure over its size', { ...whole, ...RECTIFY, rectifyMeasure: 'x'.repeat(501) }, '整改措施不能超过500个字符'],
      ['a signature field of javascript:', { ...whole, ...RECTIFY, rectifySign: 'javascript:alert(1)' }, '整改责任人签字格式不正确'],
      ['a signature field with a script', { ...whole, ...RECTIFY, rectifySign: svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }, '整改责任人签字格式不正确'],
      ['a field the form does not have', { ...whole, ...RECTIFY, junk: 'x' }, 'junk 不是该表单的字段'],
    ];
    for (const [what, formData, msg] of cases) {
      await refused('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: SIGN, formData }, msg, `Audit: ${what}`);
      await refused('POST', `${E}/FlowBefore/SaveAudit/${todo.id}`, 'shigong', { formData }, msg, `SaveAudit: ${what}`);
      await refused('POST', `${E}/FlowBefore/freeApprover/${todo.id}`, 'shigong',
        { freeApproverUserId: 'u_zongjian', freeApproverType: 2, signImg: SIGN, formData }, msg, `add signer: ${what}`);
    }
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: SIGN, formData: { ...whole, ...RECTIFY } });
  });
});

// --- item 5: signatures -------------------------------------------------------------------------

describe('signatures on approval', () => {
  const BAD: Array<[string, string, string]> = [
    ['javascript:', 'javascript:alert(1)', '签名格式不正确'],
    ['an SVG with a script', svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), '签名格式不正确'],
    ['an SVG with an event handler', svgUrl('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>'), '签名格式不正确'],
    ['an SVG loading another site', svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'), '签名格式不正确'],
    ['a PNG that is not one', `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`, '签名格式不正确'],
    ['a JPEG', `data:image/jpeg;base64,${Buffer.from('x').toString('base64')}`, '签名格式不正确'],
    ['a file URL', '/api/file/Image/annexpic/a.png', '签名格式不正确'],
    ['a PNG over 200 KB', pngUrl(210 * 1024), '签名图片过大'],
  ];

  it('Audit, Reject and Transfer take only a clean PNG or SVG, writing nothing else', async () => {
    const taskId = await launchHazard();
    const todo = await todoOf('shigong', taskId);
    for (const [what, signImg, msg] of BAD) {
      await refused('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg, formData: RECTIFY }, msg, `Audit: ${what}`);
      await refused('POST', `${E}/FlowBefore/Reject/${todo.id}`, 'shigong', { handleOpinion: '退回', signImg, rejectStep: '0', rejectType: 1 }, msg, `Reject: ${what}`);
      await refused('POST', `${E}/FlowBefore/Transfer/${todo.id}`, 'shigong', { freeApproverUserId: 'u_zongjian', signImg }, msg, `Transfer: ${what}`);
    }
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: SIGN, formData: RECTIFY });
    const records = (await ok('GET', `${E}/FlowBefore/RecordList/${taskId}`, 'anquan')).data;
    assert.ok(JSON.stringify(records).includes(SIGN), 'the clean signature is the one shown');
    assert.ok(!JSON.stringify(records).includes('javascript'));
  });

  it('a signature of the caller\'s own, stored before the limits were this strict, is taken; not someone else\'s', async () => {
    const stored = pngUrl(210 * 1024);
    await t.database.db.insert(signImages).values({ id: newId(), userId: 'u_shigong', signImg: stored, isDefault: false, createdAt: new Date() });
    const taskId = await launchHazard();
    const todo = await todoOf('shigong', taskId);
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { handleOpinion: '已整改', signImg: stored, formData: RECTIFY });
    const verify = await todoOf('jianli', taskId);
    await refused('POST', `${E}/FlowBefore/Audit/${verify.id}`, 'jianli', { handleOpinion: '复查合格', signImg: stored }, '签名图片过大');
  });

  it('batch approval refuses a bad signature once, before handling any todo', async () => {
    const taskId = (await ok('POST', `${E}/FlowTask`, 'shigong', {
      flowId: 'flow_progressDaily', formData: DAILY, status: '0', candidateList: { daily_review: ['u_jianli'] },
    })).data.id;
    const todo = await todoOf('jianli', taskId);
    for (const [what, signImg, msg] of BAD) {
      await refused('POST', `${E}/FlowBefore/BatchOperation`, 'jianli', { ids: [todo.id], batchType: 0, handleOpinion: '同意', signImg }, msg, `batch: ${what}`);
    }
    const res = await ok('POST', `${E}/FlowBefore/BatchOperation`, 'jianli', { ids: [todo.id], batchType: 0, handleOpinion: '同意', signImg: SIGN });
    assert.deepEqual(res.data, { success: 1, failed: [] });
  });
});

// --- approval attachments -----------------------------------------------------------------------

describe('approval attachments', () => {
  it('approval attachments are the handler\'s own uploads', async () => {
    const taskId = await launchHazard();
    const todo = await todoOf('shigong', taskId);
    const body = { handleOpinion: '已整改', signImg: SIGN, formData: RECTIFY };
    await refused('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { ...body, fileList: [{ name: 'a.png', fileId: 'a.png', url: 'javascript:alert(1)' }] }, '附件地址无效');
    await refused('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { ...body, fileList: othersPhoto }, '附件不存在或不是您上传的');
    await ok('POST', `${E}/FlowBefore/Audit/${todo.id}`, 'shigong', { ...body, fileList: await photosOf(app, tokens.shigong) });
  });
});
