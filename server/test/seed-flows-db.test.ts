/**
 * The flows of the special tasks, the lab ledgers and the supervision tour on a real database:
 * the tour plans come with what each covers, a launched record is what another flow's record
 * picker lists (Base/{id}/FieldDataSelect), a failed entity test also reaches the 总监, and a demo
 * database seeded before these flows gets them, with their dictionaries and bill rules, on the
 * next start (the catalog install) without its own dictionary edits being undone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as s from '../src/db/schema.js';
import { installCatalog } from '../src/catalog/install.js';
import { demoFlowTemplates } from '../src/seed/data/flowCustomisations.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['jianli', 'shigong', 'gaofeng', 'shiyan', 'hejing', 'zongjian']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

const send = (method: string, url: string, account: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function launch(account: string, flowId: string, formData: Record<string, unknown>, candidateList?: Record<string, string[]>) {
  const res = await send('POST', `${E}/FlowTask`, account, { flowId, formData, status: '0', flowUrgent: 1, ...(candidateList ? { candidateList } : {}) });
  assert.equal(res.code, 200, res.msg);
  return res.data.id as string;
}

async function todoOf(account: string, taskId: string) {
  const list = await send('GET', `${E}/FlowBefore/List/1?pageSize=50`, account);
  return list.data.list.find((i: { processId: string }) => i.processId === taskId) as { id: string, thisStep: string } | undefined;
}

const picker = (account: string, moduleId: string, keyword = '') =>
  send('GET', `/api/visualdev/Base/${moduleId}/FieldDataSelect?currentPage=1&pageSize=20${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`, account);

// first, while no task refers to the flows it takes away
describe('a demo database seeded before these flows', () => {
  const FLOWS = ['specialTask', 'specialTaskNotify', 'constructionLedger', 'engineeringEntity', 'supervisionTour'];
  const DICTS = ['dt_specialCheckType', 'dt_concreteGrade', 'dt_entityTestItem', 'dt_supervisionTourPlan'];
  const RULES = ['specialTask', 'specialTaskNotice', 'constructionLedger', 'entityTest'];

  it('gets them, their dictionaries and bill rules on the next start; dictionaries it has stay as edited', async () => {
    const db = t.database.db;
    // what the database looked like before: none of it, and an administrator's rename
    await db.delete(s.onlineRecords).where(inArray(s.onlineRecords.moduleId, FLOWS.map((f) => `module_${f}`)));
    await db.delete(s.onlineModules).where(inArray(s.onlineModules.id, FLOWS.map((f) => `module_${f}`)));
    await db.delete(s.flowVersions).where(inArray(s.flowVersions.flowId, FLOWS.map((f) => `flow_${f}`)));
    await db.delete(s.flows).where(inArray(s.flows.id, FLOWS.map((f) => `flow_${f}`)));
    await db.delete(s.flowTemplates).where(inArray(s.flowTemplates.id, FLOWS.map((f) => `tpl_${f}`)));
    await db.delete(s.flowForms).where(inArray(s.flowForms.id, FLOWS.map((f) => `form_${f}`)));
    await db.delete(s.dictionaryItems).where(inArray(s.dictionaryItems.typeId, DICTS));
    await db.delete(s.dictionaryTypes).where(inArray(s.dictionaryTypes.id, DICTS));
    await db.delete(s.billRules).where(inArray(s.billRules.enCode, RULES));
    await db.update(s.dictionaryItems).set({ fullName: '晴天' }).where(eq(s.dictionaryItems.id, 'di_weather_sunny'));
    await db.delete(s.catalogItems); // a database older than the catalog kept no record of it
    await assertNothingWritten(db, async () => {
      assert.equal((await send('GET', '/api/visualdev/OnlineDev/supervisionInspection/Config', 'jianli')).code, 400);
    });

    await installCatalog(db, { flowOverrides: demoFlowTemplates() });
    await installCatalog(db, { flowOverrides: demoFlowTemplates() }); // and again on every start: nothing doubles

    const config = await send('GET', '/api/visualdev/OnlineDev/supervisionInspection/Config', 'jianli');
    assert.equal(config.data.flowId, 'flow_supervisionTour');
    const plans = await send('GET', '/api/system/DictionaryData/supervisionTourPlan/Data/Selector', 'jianli');
    assert.equal(plans.data.list.length, 7);
    assert.ok(plans.data.list.every((i: { description?: string }) => i.description));
    assert.equal((await db.select().from(s.billRules).where(inArray(s.billRules.enCode, RULES))).length, RULES.length);
    const [sunny] = await db.select().from(s.dictionaryItems).where(eq(s.dictionaryItems.id, 'di_weather_sunny'));
    assert.equal(sunny.fullName, '晴天', 'an existing dictionary is left as its administrators keep it');
    const launched = await launch('jianli', 'flow_supervisionTour', {
      tourPlan: 'deepPit', inspectDate: Date.UTC(2026, 5, 2, 2), weather: 'cloudy', contractName: 'ct_sg02',
      wbsPart: 'K15+400 通道基坑', inspectContent: '基坑第二层开挖，钢板桩支护完成，降水井运行正常',
    });
    assert.equal((await todoOf('zongjian', launched))?.thisStep, '总监审阅');
  });
});

describe('tour plans', () => {
  it('DictionaryData lists each plan with what it covers; other items carry no description', async () => {
    const all = await send('GET', '/api/system/DictionaryData/All', 'jianli');
    const plans = all.data.list.find((d: { enCode: string }) => d.enCode === 'supervisionTourPlan');
    assert.equal(plans.dictionaryList[0].fullName, '日常巡视');
    assert.ok(plans.dictionaryList.every((i: { description?: string }) => (i.description ?? '').length > 10));
    const weather = all.data.list.find((d: { enCode: string }) => d.enCode === 'weather');
    assert.ok(weather.dictionaryList.every((i: object) => !('description' in i)));
    const selector = await send('GET', '/api/system/DictionaryData/supervisionTourPlan/Data/Selector', 'jianli');
    assert.match(selector.data.list.find((i: { enCode: string }) => i.enCode === 'deepPit').description, /基坑|支护/);
  });
});

describe('record pickers over launched records', () => {
  it('a special task launched to a contractor is what a task notice picks, and the notice goes to every unit named', async () => {
    const taskId = await launch('jianli', 'flow_specialTask', {
      taskTitle: '汛前临时用电专项检查', checkType: 'tempElectricity', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 3#~6# 墩施工区',
      deadline: Date.UTC(2026, 5, 30), taskRequire: '按 JGJ 46 逐项检查配电箱、接地与漏电保护',
    }, { task_execute: ['u_shigong'] });
    assert.equal((await todoOf('shigong', taskId))?.thisStep, '施工单位落实');
    const found = await picker('jianli', 'module_specialTask', '临时用电');
    assert.equal(found.code, 200, found.msg);
    const task = found.data.list.find((r: { taskTitle: string }) => r.taskTitle === '汛前临时用电专项检查');
    assert.ok(task, 'listed by its title');
    assert.equal(task.checkType, '临时用电', 'shown with its dictionary name');
    assert.match(task.taskNo, /^ZXRW\d{12}$/);

    const noticeId = await launch('jianli', 'flow_specialTaskNotify', {
      taskTitle: '关于开展汛前临时用电专项检查的通知', specialTask: task.id, receiveUnits: [['org_con1'], ['org_con2']],
      deadline: Date.UTC(2026, 5, 20), noticeContent: '请各单位于 6 月 20 日前完成自查并签收。',
    }, { notify_sign: ['u_shigong', 'u_pm2'] });
    for (const account of ['shigong', 'gaofeng']) assert.equal((await todoOf(account, noticeId))?.thisStep, '施工单位签收', account);
    const read = await send('GET', `/api/visualdev/OnlineDev/module_specialTaskNotify/${(await picker('jianli', 'module_specialTaskNotify')).data.list[0].id}`, 'jianli');
    assert.equal(JSON.parse(read.data.data).specialTask, task.id, 'the notice keeps the task id');
  });

  it('a ledger entry is what an entity test picks; a failed test goes on from the lab engineer to the 总监', async () => {
    const ledgerTask = await launch('shiyan', 'flow_constructionLedger', {
      contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 下部构造 / 3#墩', memberName: '3#墩左幅墩柱', pileNo: 'K12+300',
      constructionDate: Date.UTC(2026, 4, 8), strengthGrade: 'C40', representQuantity: 36.5, builder: '徐斌',
      specimens: [{ specimenNo: 'SG01-3#DZ-01', curingMethod: 'standard', age: 28 }, { specimenNo: 'SG01-3#DZ-02', curingMethod: 'sameCondition', age: 28 }],
    });
    assert.ok(await todoOf('hejing', ledgerTask), 'the supervision lab engineer confirms it');
    const ledgers = await picker('shiyan', 'module_constructionLedger', '3#墩');
    const ledger = ledgers.data.list.find((r: { memberName: string }) => r.memberName === '3#墩左幅墩柱');
    assert.ok(ledger, 'the picker lists the entry by its member');
    assert.equal(ledger.strengthGrade, 'C40');
    assert.equal(ledger.pileNo, 'K12+300');

    const refused = await send('POST', `${E}/FlowTask`, 'shiyan', {
      flowId: 'flow_constructionLedger', status: '0', formData: { ...JSON.parse((await send('GET', `/api/visualdev/OnlineDev/module_constructionLedger/${ledger.id}`, 'shiyan')).data.data), pileNo: 'K12-300' },
    });
    assert.equal(refused.msg, '桩号格式如 K12+300 或 AK0+125.5');

    const testTask = await launch('shiyan', 'flow_engineeringEntity', {
      ledger: ledger.id, wbsPart: '3#墩左幅墩柱 距底 1.5m 测区', testItem: 'reboundStrength', testDate: Date.UTC(2026, 5, 5),
      designValue: 'C40', measuredValue: '36.2MPa', passRate: 80, inspectionResult: 'unqualified', reports: [await uploadAs(app, tokens.shiyan, 'r.pdf')],
    });
    const review = await todoOf('hejing', testTask);
    assert.ok(review, 'on the lab engineer\'s list');
    const refuse = await send('POST', `${E}/FlowBefore/Audit/${review.id}`, 'hejing', { handleOpinion: '同意' });
    assert.equal(refuse.msg, '审核意见不能为空', 'the review opinion is the engineer\'s to write');
    const res = await send('POST', `${E}/FlowBefore/Audit/${review.id}`, 'hejing', {
      handleOpinion: '回弹推定值低于设计强度', formData: { reviewOpinion: '建议钻芯复核' },
    });
    assert.equal(res.code, 200, res.msg);
    assert.equal((await todoOf('zongjian', testTask))?.thisStep, '总监审批');
  });
});
