/**
 * The safety modules' records through the API as the app saves them: checklist inspections and the
 * hazards raised from their failed items, pre-shift meetings, LEC hazard sources, the four emergency
 * registers (parts of one tile, under its grants) and hazard types approved into the category tree;
 * each saved, refused with the field's message when bad, kept from other sections, from users not
 * granted the module and, as a draft, from everyone but its author; and the safety home's figures.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_ANQUAN } from '../src/catalog/roles.js';
import { onlineRecords, rolePermissions } from '../src/db/schema.js';
import { grantsChanged } from '../src/realtime/changes.js';
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
const GONE = '记录不存在或已删除';
const clock = testClock(Date.UTC(2026, 2, 10, 2)); // 10:00 in China
const today = Date.UTC(2026, 2, 9, 16);
const SIGN = 'data:image/png;base64,iVBORw0KGgo=';

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Saves a record of `module` as `account`; answers the envelope and the new record's id (by `key` = `value`). */
async function save(account: string, module: string, data: Record<string, unknown>, draft = false) {
  return send(account, 'POST', `${OD}/${module}`, { data: JSON.stringify(data), ...(draft ? { status: '1' } : {}) });
}
async function idOf(key: string, value: string): Promise<string> {
  const [row] = await t.database.db.select({ id: onlineRecords.id }).from(onlineRecords).where(sql`${onlineRecords.data} ->> ${key} = ${value}`);
  assert.ok(row, `a record with ${key} ${value}`);
  return row.id;
}
async function saved(account: string, module: string, data: Record<string, unknown>, key: string, draft = false): Promise<string> {
  const res = await save(account, module, data, draft);
  assert.equal(res.code, 200, `${account} ${module}: ${res.msg}`);
  return idOf(key, String(data[key]));
}

/** A refused save: the field's message, nothing written. */
async function refusedSave(account: string, module: string, data: Record<string, unknown>, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await save(account, module, data), { code: 400, msg });
  }, { ignore: ['tokens'] });
}

/** Who may not see a record: another section, no grant, someone else's draft. */
async function hidden(module: string, id: string, accounts: Array<[account: string, msg: string]>) {
  await assertNothingWritten(t.database.db, async () => {
    for (const [account, msg] of accounts) {
      assert.deepEqual(await send(account, 'GET', `${OD}/${module}/${id}`), { code: 400, msg }, `${account} reading ${module}`);
      assert.deepEqual(await send(account, 'PUT', `${OD}/${module}/${id}`, { data: JSON.stringify({}) }), { code: 400, msg }, `${account} changing ${module}`);
    }
  }, { ignore: ['tokens'] });
}

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['admin', 'anquan', 'shigong', 'luoyong', 'zongjian', 'jianli', 'norole', 'yezhu', 'gaofeng']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('checklist inspections (现场检查)', () => {
  let inspection = '';
  const items = async (account: string) => [
    { itemCode: 'height_01', item: '临边设置 1.2m 防护栏杆及挡脚板', result: 'fail', note: '承台东侧临边未设栏杆', photos: [await uploadAs(app, tokens[account])] },
    { itemCode: 'height_02', item: '洞口按规定封闭或设置防护', result: 'pass', note: '', photos: [] },
    { itemCode: 'height_03', item: '作业人员正确系挂安全带', result: 'na', note: '', photos: [] },
  ];
  const INSPECTION = { checklist: 'height', checkType: 'daily', checkDate: today, contractName: 'ct_sg01', wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台' };

  it('saves an inspection with a failed item; its failure waits for a hazard, which is raised prefilled from it', async () => {
    inspection = await saved('anquan', 'checklistInspection', { ...INSPECTION, items: await items('anquan'), conclusion: '一项不合格' }, 'conclusion');
    const open = await send('anquan', 'GET', `${S}/Inspections/Failures?open=1`);
    assert.equal(open.code, 200, open.msg);
    assert.deepEqual(open.data.map((f: Record<string, unknown>) => [f.inspectionId, f.checklistName, f.item, f.note, f.hazardId]),
      [[inspection, '高处作业', '临边设置 1.2m 防护栏杆及挡脚板', '承台东侧临边未设栏杆', null]]);
    const failure = open.data[0];
    // the report the app makes from it: photo, place and item taken over
    const hazard = await save('anquan', 'hazardInvestigat', {
      title: failure.item.slice(0, 50), hazardCategory: 'fall', hazardLevel: '2', contractName: 'ct_sg01', wbsPart: failure.wbsPart,
      location: '承台东侧', description: failure.note, photos: failure.photos, rectifyDeadline: today + 86_400_000,
      sourceInspection: inspection, checkItem: failure.item,
    });
    assert.equal(hazard.code, 200, hazard.msg);
    assert.deepEqual((await send('anquan', 'GET', `${S}/Inspections/Failures?open=1`)).data, []);
    const linked = await send('jianli', 'GET', `${S}/Inspections/Failures?inspectionId=${inspection}`);
    assert.deepEqual(linked.data.map((f: Record<string, unknown>) => [f.item, f.hazardState, f.hazardStateName]), [['临边设置 1.2m 防护栏杆及挡脚板', 'rectifying', '待整改']]);
    const list = await send('jianli', 'GET', `${S}/Inspections?today=1`);
    assert.deepEqual(list.data.list.map((i: Record<string, unknown>) => [i.checklistName, i.items, i.failed, i.raised, i.inspectorName]), [['高处作业', 3, 1, 1, '黄磊']]);
  });

  it('refuses a bad inspection with the field\'s message and writes nothing', async () => {
    await refusedSave('anquan', 'checklistInspection', { ...INSPECTION, wbsPart: '', items: await items('anquan') }, '检查部位不能为空');
    await refusedSave('anquan', 'checklistInspection', { ...INSPECTION, items: [] }, '检查项不能为空');
    await refusedSave('anquan', 'checklistInspection', { ...INSPECTION, items: [{ item: '临边防护', result: 'broken' }] }, '检查项第1行：结论的值不在可选项中');
    await refusedSave('anquan', 'checklistInspection', { ...INSPECTION, checklist: 'spaceWalk', items: await items('anquan') }, '检查表的值不在可选项中');
  });

  it('is kept from another section, from users not granted it, and as a draft from everyone but its author', async () => {
    const draft = await saved('anquan', 'checklistInspection', { ...INSPECTION, items: [], conclusion: '草稿检查' }, 'conclusion', true);
    await hidden('checklistInspection', inspection, [['luoyong', GONE], ['yezhu', NOT_GRANTED], ['norole', NOT_GRANTED]]);
    await hidden('checklistInspection', draft, [['jianli', GONE], ['shigong', GONE]]);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('luoyong', 'GET', `${S}/Inspections/Failures?inspectionId=${inspection}`), { code: 400, msg: '检查记录不存在或已删除' });
      assert.deepEqual(await send('yezhu', 'GET', `${S}/Inspections`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual((await send('luoyong', 'GET', `${S}/Inspections`)).data.list, []);
    }, { ignore: ['tokens'] });
    // the contractor of the section sees it, not the draft
    assert.deepEqual((await send('shigong', 'GET', `${S}/Inspections`)).data.list.map((i: { id: string }) => i.id), [inspection]);
  });
});

describe('pre-shift meetings (班前安全晨会)', () => {
  const meeting = async (account: string, teamName: string) => ({
    meetingDate: today, teamName, contractName: account === 'luoyong' ? 'ct_sg02' : 'ct_sg01', location: '秦淮河大桥 3#墩承台',
    topic: '承台钢筋绑扎高处作业安全', workContent: '3#墩承台顶层钢筋绑扎', riskPoints: '临边作业系挂安全带；吊装钢筋专人指挥',
    host: '王立军', attendees: [{ name: '刘大勇', workType: 'rebarWorker', sign: SIGN }, { name: '陈小兵', workType: 'rebarWorker', sign: SIGN }],
    photos: [await uploadAs(app, tokens[account])],
  });

  it('saves a meeting whose attendees signed, counted on the safety home', async () => {
    await saved('anquan', 'safetyMorin', await meeting('anquan', '桥梁一队钢筋班'), 'teamName');
    const home = await send('anquan', 'GET', `${S}/Overview`);
    assert.deepEqual(home.data.meetings, { today: 1, attendeesToday: 2 });
  });

  it('refuses an attendee who did not sign, and a meeting without photos', async () => {
    const m = await meeting('anquan', '桥梁一队模板班');
    await refusedSave('anquan', 'safetyMorin', { ...m, attendees: [{ name: '刘大勇', workType: 'rebarWorker' }] }, '参会人员签到第1行：签名不能为空');
    await refusedSave('anquan', 'safetyMorin', { ...m, photos: [] }, '晨会照片不能为空');
  });

  it('is kept from another section, from users not granted it, and as a draft', async () => {
    const id = await idOf('teamName', '桥梁一队钢筋班');
    const draft = await saved('anquan', 'safetyMorin', { ...(await meeting('anquan', '草稿班组')), photos: [] }, 'teamName', true);
    await hidden('safetyMorin', id, [['luoyong', GONE], ['yezhu', NOT_GRANTED]]);
    await hidden('safetyMorin', draft, [['shigong', GONE], ['jianli', GONE]]);
    assert.equal((await send('gaofeng', 'GET', `${S}/Overview`)).data.meetings.today, 0, 'another section\'s contractor counts none');
  });
});

describe('hazard sources graded by LEC (危险源清单)', () => {
  const source = (name: string, l: string, e: string, c: string, contract = 'ct_sg01') => ({
    sourceName: name, contractName: contract, wbsPart: '秦淮河大桥 3#墩承台', accidentType: 'collapse',
    likelihood: l, exposure: e, consequence: c, managementControl: '专项方案审批后实施，每日巡查', responsible: '张伟', sourceState: 'controlled',
  });

  it('counts the sources under control by grade: D = L × E × C against the bands', async () => {
    await saved('anquan', 'dangerSource', source('深基坑开挖', '3', '6', '40'), 'sourceName'); // 720 重大
    await saved('anquan', 'dangerSource', source('架桥机过孔', '1', '6', '40'), 'sourceName'); // 240 较大
    await saved('anquan', 'dangerSource', source('临时用电', '3', '6', '7'), 'sourceName'); // 126 一般
    await saved('anquan', 'dangerSource', source('钢筋加工', '1', '6', '7'), 'sourceName'); // 42 低
    await saved('anquan', 'dangerSource', { ...source('已拆除的便桥', '6', '6', '15'), sourceState: 'eliminated' }, 'sourceName');
    const grades = await send('jianli', 'GET', `${S}/RiskGrades`);
    assert.equal(grades.code, 200, grades.msg);
    assert.deepEqual(grades.data, { total: 4, grades: [
      { key: 'major', name: '重大风险', count: 1 }, { key: 'large', name: '较大风险', count: 1 },
      { key: 'general', name: '一般风险', count: 1 }, { key: 'low', name: '低风险', count: 1 },
    ] });
    assert.deepEqual((await send('yezhu', 'GET', `${S}/Overview`)).data.risks.map((g: { count: number }) => g.count), [1, 1, 1, 1]);
  });

  it('lists the sources graded on the server, a grade\'s alone when asked, those under control first', async () => {
    const all = await send('shigong', 'GET', `${S}/DangerSources?pageSize=50`);
    assert.equal(all.code, 200, all.msg);
    assert.deepEqual(all.data.list.map((r: Record<string, unknown>) => [r.sourceName, r.riskValue, r.gradeName, r.controlLevel]), [
      ['深基坑开挖', 720, '重大风险', '企业级管控'], ['架桥机过孔', 240, '较大风险', '项目部管控'], ['临时用电', 126, '一般风险', '工区管控'],
      ['钢筋加工', 42, '低风险', '班组管控'], ['已拆除的便桥', 540, '重大风险', '企业级管控'],
    ]);
    const large = await send('shigong', 'GET', `${S}/DangerSources?grade=large`);
    assert.deepEqual([large.data.pagination.total, large.data.list[0].accidentName], [1, '坍塌']);
    assert.equal((await send('luoyong', 'GET', `${S}/DangerSources`)).data.pagination.total, 0, 'another section sees none of them');
    await assertNothingWritten(t.database.db, async () => {
      const bad = await send('shigong', 'GET', `${S}/DangerSources?grade=purple`);
      assert.equal(bad.code, 400);
      assert.match(bad.msg, /grade/);
    }, { ignore: ['tokens'] });
  });

  it('refuses a value off the tables and a missing control measure', async () => {
    await refusedSave('anquan', 'dangerSource', source('高支模', '7', '6', '40'), 'L 事故发生的可能性的值不在可选项中');
    await refusedSave('anquan', 'dangerSource', { ...source('高支模', '3', '6', '40'), managementControl: '' }, '管理措施不能为空');
  });

  it('is kept from another section and from users not granted it', async () => {
    await hidden('dangerSource', await idOf('sourceName', '深基坑开挖'), [['luoyong', GONE], ['norole', NOT_GRANTED]]);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual((await send('luoyong', 'GET', `${S}/RiskGrades`)).data.total, 0);
      assert.deepEqual(await send('norole', 'GET', `${S}/RiskGrades`), { code: 400, msg: NOT_GRANTED });
    }, { ignore: ['tokens'] });
  });
});

describe('emergency registers (应急管理): parts of one tile', () => {
  it('keeps plans, drills, contacts and supplies, each checked against its own form', async () => {
    const plan = await saved('anquan', 'emergencyPlan', {
      planName: '深基坑坍塌事故专项应急预案', planType: 'special', accidentType: 'collapse', contractName: 'ct_sg01', planOwner: '黄磊', issueDate: today,
    }, 'planName');
    await saved('anquan', 'emergencyDrill', {
      drillName: '基坑坍塌应急救援演练', plan, contractName: 'ct_sg01', drillDate: today, drillType: 'field', location: '3#墩承台基坑',
      participants: 36, content: '模拟基坑局部坍塌，组织人员疏散、伤员救护', photos: [await uploadAs(app, tokens.anquan)],
    }, 'drillName');
    await saved('anquan', 'emergencyContact', { contactName: '江宁区人民医院', duty: '医疗救护', phone: '025-52160120', contractName: 'ct_sg01' }, 'contactName');
    await saved('anquan', 'emergencySupply', {
      supplyName: '救生衣', quantity: 40, unit: 'piece', contractName: 'ct_sg01', storePlace: '项目部应急物资库', keeper: '黄磊', supplyState: 'good',
    }, 'supplyName');
    const contacts = await send('shigong', 'POST', `${OD}/emergencyContact/List`, { pageSize: 20 });
    assert.deepEqual(contacts.data.list.map((c: Record<string, unknown>) => [c.contactName, c.phone]), [['江宁区人民医院', '025-52160120']]);
  });

  it('refuses a wrong phone number and a drill without photos', async () => {
    await refusedSave('anquan', 'emergencyContact', { contactName: '王队长', duty: '抢险组长', phone: '12345', contractName: 'ct_sg01' }, '请输入正确的电话号码');
    await refusedSave('anquan', 'emergencyDrill', {
      drillName: '防汛演练', contractName: 'ct_sg01', drillDate: today, drillType: 'tabletop', location: '项目部会议室', participants: 12, content: '桌面推演',
    }, '演练照片不能为空');
  });

  it('follows the grants of the tile: another section, someone not granted, a removed grant', async () => {
    const contact = await idOf('contactName', '江宁区人民医院');
    await hidden('emergencyContact', contact, [['luoyong', GONE], ['norole', NOT_GRANTED]]);
    const draft = await saved('anquan', 'emergencySupply', { supplyName: '草稿：担架', contractName: 'ct_sg01' }, 'supplyName', true);
    await hidden('emergencySupply', draft, [['shigong', GONE]]);
    const db = t.database.db;
    const grant = and(eq(rolePermissions.roleId, ROLE_ANQUAN), eq(rolePermissions.modelId, 'menu_emergencyManagement'));
    const [held] = await db.select().from(rolePermissions).where(grant);
    await db.delete(rolePermissions).where(grant);
    await grantsChanged();
    try {
      await hidden('emergencyContact', contact, [['anquan', NOT_GRANTED]]);
    } finally {
      await db.insert(rolePermissions).values(held);
      await grantsChanged();
    }
    assert.equal((await send('anquan', 'GET', `${OD}/emergencyContact/${contact}`)).code, 200);
  });
});

describe('hazard types (隐患类型) approved into the category tree', () => {
  const TYPE = {
    parentCategory: 'lifting', typeName: '架桥机过孔未设置限位', defaultLevel: '2',
    description: '架桥机过孔作业时前支腿未设置行程限位或限位失效', measures: '过孔前检查限位装置，专人监护', basis: 'JTG F90-2015 第 5.7 条',
  };

  it('is proposed, approved by the 总监 on his todo, and then offered in the tree', async () => {
    await saved('shigong', 'pitfallCustom', TYPE, 'typeName');
    const before = await send('anquan', 'GET', `${S}/HazardCategories`);
    const lifting = () => before.data.find((n: { category: string }) => n.category === 'lifting');
    assert.ok(!lifting().children.some((c: { kind: string }) => c.kind === 'custom'), 'not offered while in approval');
    assert.deepEqual((await send('zongjian', 'GET', `${S}/Overview`)).data.hazardTypes, { toApprove: 1 }, 'the 总监 is told on the safety home');
    assert.deepEqual((await send('anquan', 'GET', `${S}/Overview`)).data.hazardTypes, { toApprove: 0 });
    const pending = await send('zongjian', 'GET', `${S}/HazardTypes?pending=1`);
    assert.deepEqual(pending.data.map((p: Record<string, unknown>) => [p.typeName, p.parentName, p.levelName, p.proposerName, p.flowState]),
      [['架桥机过孔未设置限位', '起重伤害', '较大隐患', '张伟', 1]]);
    assert.ok(pending.data[0].todoId);
    assert.equal((await send('anquan', 'GET', `${S}/HazardTypes?pending=1`)).data[0].todoId, null, 'only the approver has a todo');
    const approved = await send('zongjian', 'POST', `${E}/FlowBefore/Audit/${pending.data[0].todoId}`, { handleOpinion: '同意启用' });
    assert.equal(approved.code, 200, approved.msg);
    const tree = await send('anquan', 'GET', `${S}/HazardCategories`);
    const custom = tree.data.find((n: { category: string }) => n.category === 'lifting').children.find((c: { kind: string }) => c.kind === 'custom');
    assert.deepEqual([custom.fullName, custom.category, custom.defaultLevel], ['架桥机过孔未设置限位', 'lifting', '2']);
    assert.deepEqual((await send('zongjian', 'GET', `${S}/HazardTypes?pending=1`)).data, []);
  });

  it('refuses a proposal without a name, and is not seen by those not granted it or as someone else\'s draft', async () => {
    await refusedSave('anquan', 'pitfallCustom', { ...TYPE, typeName: '' }, '隐患类型名称不能为空');
    const draft = await saved('anquan', 'pitfallCustom', { ...TYPE, typeName: '草稿：挂篮走行无锚固' }, 'typeName', true);
    await hidden('pitfallCustom', draft, [['shigong', GONE], ['zongjian', GONE]]);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('yezhu', 'GET', `${S}/HazardTypes`), { code: 400, msg: NOT_GRANTED });
      assert.deepEqual(await send('yezhu', 'GET', `${OD}/pitfallCustom/${draft}`), { code: 400, msg: NOT_GRANTED });
    }, { ignore: ['tokens'] });
  });
});

describe('the safety home', () => {
  it('shows each figure of a module the caller is granted, and leaves the others out', async () => {
    const anquan = await send('anquan', 'GET', `${S}/Overview`);
    assert.equal(anquan.code, 200, anquan.msg);
    assert.deepEqual(Object.keys(anquan.data).sort(), ['hazardTypes', 'hazards', 'inspections', 'meetings', 'risks']);
    assert.deepEqual([anquan.data.hazards.open, anquan.data.hazards.rectifying, anquan.data.hazards.reportedThisMonth], [1, 1, 1]);
    assert.deepEqual([anquan.data.inspections.todayCount, anquan.data.inspections.failedToday], [1, 1]);
    assert.equal((await send('shigong', 'GET', `${S}/Overview`)).data.hazards.mine, 1, 'the contractor has the hazard to rectify');
    const yezhu = await send('yezhu', 'GET', `${S}/Overview`);
    assert.deepEqual(Object.keys(yezhu.data).sort(), ['hazards', 'risks'], 'the owner is granted no inspections nor meetings');
    assert.deepEqual((await send('norole', 'GET', `${S}/Overview`)).data, {});
  });
});
