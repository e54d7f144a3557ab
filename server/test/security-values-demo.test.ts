/**
 * The value checks refuse nothing the app sends: each seeded demo flow's launch form, read as the
 * app reads it (OnlineDev Config: the form and the start node's field rights), is filled in every
 * field the launcher may write, with what the app's widgets put there (options from the
 * dictionary, data interface or record picker the app asks, the launcher's own uploads, a drawn
 * signature, a located place), and submitted both ways the app does: as a module record and as a
 * FlowTask launch.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FormConfig, FormField } from '../../types/api/form.js';
import type { FormOperate } from '../../types/api/workflow.js';
import { catalogFlows } from '../src/catalog/index.js';
import { demoFlowTemplates } from '../src/seed/data/flowCustomisations.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { photosOf, uploadAs } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const LAUNCHERS = ['anquan', 'shigong', 'jianli', 'shiyan'];

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of LAUNCHERS) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

type Row = Record<string, any>;
const send = (method: 'GET' | 'POST', url: string, account: string, payload?: unknown) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Text fields with a pattern: what a user types there. */
const TYPED: Record<string, string> = {
  pileNo: 'K12+300', welderCertNo: 'T320123199001011234', guardianPhone: '13912345678', batchNo: 'HRB400-2024-0315',
  meterPeriod: '第18期', listItemNo: '403-1-a', temperature: '12~25',
};
const SIGN = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 300 120"><path d="M10 60L80 30L150 90" fill="none" stroke="#000000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>').toString('base64')}`;
/** Candidates the launcher names where a node asks for them. */
const CANDIDATES: Record<string, string[]> = {
  daily_review: ['u_jianli'], task_execute: ['u_shigong'], notify_sign: ['u_shigong'], order_reply: ['u_shigong'], contact_reply: ['u_jianli'],
};
/** Values the screen that opens a form sets, not typed (a process application's WBS part and process): one set per launch. */
const PILES = ['3#墩桩基', '4#台桩基'];
const SET_BY_SCREEN: Record<string, Row[]> = {
  flow_processInspection: ['wbs_sg01_03_01_01_04', 'wbs_sg01_03_01_01_05'].map((wbsNode, i) => ({
    contractName: 'ct_sg01', wbsNode, processStep: 'pile.1', process: '测量放样', wbsPart: `秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / ${PILES[i]}`,
  })),
};
const CONTAINERS = new Set(['card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem']);
const SKIPPED = new Set(['groupTitle', 'divider', 'JNPFText', 'text', 'billRule', 'createUser', 'createTime', 'relationFormAttr']);

const leaves = (fields: FormField[]): FormField[] => fields.flatMap((f) =>
  (CONTAINERS.has(f.__config__?.jnpfKey) ? leaves(f.__config__.children ?? []) : [f]));
const firstLeaf = (items: Row[]): Row => (items[0]?.children?.length ? firstLeaf(items[0].children) : items[0]);

/** What the app's widget for the field gives, as `account`. */
async function valueOf(f: FormField, account: string): Promise<unknown> {
  const cfg = f.__config__;
  const key = cfg.jnpfKey;
  const valueKey = cfg.props?.value ?? 'id';
  const many = key === 'checkbox' || !!f.multiple;
  const pick = (v: unknown) => (many ? [v] : v);
  if (cfg.dataType === 'dictionary') {
    const items = (await send('GET', `/api/system/DictionaryData/${cfg.dictionaryType}/Data/Selector`, account)).data.list;
    return pick(firstLeaf(items)[valueKey]);
  }
  if (cfg.dataType === 'dynamic') {
    const rows = (await send('POST', `/api/system/DataInterface/${cfg.propsUrl}/Actions/Preview`, account, { paramList: [] })).data;
    return pick(rows[0][valueKey]);
  }
  if (['select', 'radio', 'checkbox'].includes(key)) return pick((f.__slot__?.options ?? [])[0][valueKey]);
  if (key === 'relationForm') {
    const [first] = (await send('GET', `/api/visualdev/Base/${f.modelId}/FieldDataSelect?pageSize=1`, account)).data.list;
    // an optional picker of a module that has no records yet stays empty, as it does in the app
    return first || cfg.required ? first.id : undefined;
  }
  if (key === 'comSelect' || key === 'organizeSelect') return many ? [['org_con1']] : ['org_con1'];
  if (['comInput', 'input', 'textarea'].includes(key)) return TYPED[f.__vModel__!] ?? `${cfg.label}：现场填写的内容`.slice(0, f.maxlength || 100);
  if (['numInput', 'inputNumber'].includes(key)) return Math.min((f.min ?? 0) + 1, f.max ?? Infinity);
  if (key === 'calculate') return 10;
  if (['date', 'datePicker'].includes(key)) return Date.now();
  if (key === 'switch') return f.activeValue ?? 1;
  if (key === 'uploadImg') return photosOf(app, tokens[account], '现场.png');
  if (['uploadFz', 'uploadFile'].includes(key)) return [await uploadAs(app, tokens[account], '资料.pdf')];
  if (key === 'sign') return SIGN;
  if (key === 'location') return JSON.stringify({ lng: 118.78, lat: 32.04, name: '3#墩', address: '南京市江宁区', fullAddress: '南京市江宁区3#墩' });
  throw new Error(`no app value for ${key} (${f.__vModel__})`);
}

/** Every field the start node lets the launcher write, filled; a child table with one row. */
async function fill(form: FormConfig, operates: FormOperate[], account: string): Promise<Row> {
  const writes = (id: string) => operates.find((o) => o.id === id)?.write ?? true;
  const data: Row = {};
  for (const f of leaves(form.fields)) {
    const vModel = f.__vModel__;
    if (!vModel || SKIPPED.has(f.__config__.jnpfKey) || !writes(vModel)) continue;
    if (f.__config__.jnpfKey !== 'table') {
      data[vModel] = await valueOf(f, account);
      continue;
    }
    const row: Row = {};
    for (const c of f.__config__.children ?? []) {
      if (c.__vModel__ && !SKIPPED.has(c.__config__.jnpfKey) && writes(`${vModel}-${c.__vModel__}`)) row[c.__vModel__] = await valueOf(c, account);
    }
    data[vModel] = [row];
  }
  return data;
}

/** The first demo account who may launch the flow. */
async function launcherOf(flowId: string): Promise<string> {
  for (const account of LAUNCHERS) if ((await send('GET', `/api/workflow/Engine/FlowBefore/0?flowId=${flowId}`, account)).code === 200) return account;
  throw new Error(`nobody launches ${flowId}`);
}

describe('each demo flow\'s launch form takes what the app sends', () => {
  // a record picker needs the records it picks: the flows they come from go first
  const demoTrees = demoFlowTemplates();
  const flowSeeds = catalogFlows().map((f) => ({ ...f, template: demoTrees[f.enCode] ?? f.template }));
  const ordered = [...flowSeeds].sort((a, b) => Number(JSON.stringify(a.form).includes('"relationForm"')) - Number(JSON.stringify(b.form).includes('"relationForm"')));
  for (const flow of ordered) {
    it(`${flow.fullName} (${flow.id})`, async () => {
      const account = await launcherOf(flow.id);
      const config = (await send('GET', `/api/visualdev/OnlineDev/${flow.module.id}/Config`, account)).data;
      const operates: FormOperate[] = JSON.parse(config.flowTemplateJson).properties.formOperates ?? [];
      const template = JSON.stringify(flow.template);
      const candidateList = Object.fromEntries(Object.entries(CANDIDATES).filter(([node]) => template.includes(`"${node}"`)));
      const asRecord = await send('POST', `/api/visualdev/OnlineDev/${flow.module.id}`, account, {
        data: JSON.stringify({ ...await fill(JSON.parse(config.formData), operates, account), ...SET_BY_SCREEN[flow.id]?.[0] }), status: '0', flowUrgent: 1, candidateList,
      });
      assert.equal(asRecord.code, 200, `as a module record: ${asRecord.msg}`);
      assert.ok(asRecord.data.taskId, 'launched');
      const asTask = await send('POST', '/api/workflow/Engine/FlowTask', account, {
        flowId: flow.id, formData: { ...await fill(JSON.parse(config.formData), operates, account), ...SET_BY_SCREEN[flow.id]?.[1] }, status: '0', flowUrgent: 1, candidateList,
      });
      assert.equal(asTask.code, 200, `as a FlowTask: ${asTask.msg}`);
      assert.ok(asTask.data.id, 'launched');
    });
  }
});
