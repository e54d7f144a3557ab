/**
 * The approval flows as the demo runs them (the catalog's, with the chains the demo set up for
 * itself) hang together (no database): node trees are well formed, every approver resolves to
 * demo users, conditions and field rights name real fields, forms use valid keys, dictionaries and
 * bill rules, and each module's list matches its form and its menu.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormConfig, FormField, JnpfKey } from '../../types/api/form.js';
import type { FlowNode, FlowNodeProperties } from '../../types/api/workflow.js';
import { DATA_INTERFACES } from '../src/domains/system/defaults.js';
import {
  catalogBillRules, catalogFlows, catalogMenus, dictionaries, grantsOfRole, permissionFields, catalog, recordSets, roleTemplates,
} from '../src/catalog/index.js';
import type { CatalogFlow as SeedFlow } from '../src/catalog/build/types.js';
import { demoFlowTemplates } from '../src/seed/data/flowCustomisations.js';
import { areas, contracts, organizations, positions, projects, users, wbsNodes, type SeedUser } from '../src/seed/data/index.js';

const demoTrees = demoFlowTemplates();
const flowSeeds: SeedFlow[] = catalogFlows().map((f) => ({ ...f, template: demoTrees[f.enCode] ?? f.template }));
const menus = catalogMenus();
const roles = roleTemplates.map((r) => ({ ...r, ...grantsOfRole(r.id) }));
const MODULE_FIELDS = Object.fromEntries(catalog.map((m) => [m.code, permissionFields(m)]));

// ---- reference data ---------------------------------------------------------------------------

/** Every key of API.md 5.3; the type below fails to compile if JnpfKey gains one not listed. */
const KEYS = [
  'comInput', 'input', 'textarea', 'numInput', 'inputNumber', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'treeSelect',
  'date', 'datePicker', 'time', 'timePicker', 'dateRange', 'timeRange', 'uploadImg', 'uploadFz', 'uploadFile',
  'rate', 'slider', 'colorPicker', 'editor', 'comSelect', 'organizeSelect', 'depSelect', 'posSelect', 'userSelect', 'usersSelect',
  'roleSelect', 'groupSelect', 'dicSelect', 'address', 'areaSelect', 'relationForm', 'relationFormAttr', 'popupSelect',
  'popupTableSelect', 'popupAttr', 'autoComplete', 'billRule', 'createUser', 'createTime', 'modifyUser', 'modifyTime',
  'currOrganize', 'currDept', 'currPosition', 'calculate', 'barcode', 'qrcode', 'button', 'sign', 'location', 'link', 'alert',
  'card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem', 'table', 'groupTitle', 'divider', 'JNPFText', 'text',
] as const satisfies readonly JnpfKey[];
const allKeysListed: [Exclude<JnpfKey, typeof KEYS[number]>] extends [never] ? true : false = true;
const VALID_KEYS = new Set<string>(KEYS);

const LAYOUT = new Set<string>(['card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem', 'groupTitle', 'divider', 'JNPFText', 'text', 'alert', 'link', 'button']);
const SYSTEM = new Set<string>(['billRule', 'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition', 'calculate']);
const NUMERIC = new Set<string>(['numInput', 'inputNumber', 'calculate', 'rate', 'slider']);
const USER_PICKERS = new Set<string>(['userSelect', 'usersSelect']);
const SYMBOLS = new Set(['==', '<>', '>', '<', '>=', '<=', 'like', 'notLike', 'in', 'notIn']);
const SYSTEM_CONDITION_FIELDS = new Set(['@launcher', '@launcherDept', '@urgent']);
const CHINESE = /[\u4e00-\u9fa5]/;

/** Users who can sign in (norole is refused at login, so it can never handle a node). */
const activeUsers = users.filter((u) => u.roleIds.length > 0);
const userById = new Map(users.map((u) => [u.id, u]));
const roleIds = new Set(roles.map((r) => r.id));
const positionIds = new Set(positions.map((p) => p.id));
const orgById = new Map(organizations.map((o) => [o.id, o]));
const dictById = new Map(dictionaries.map((d) => [d.id, d]));
const menuById = new Map(menus.map((m) => [m.id, m]));
const billRuleCodes = new Set(catalogBillRules().map((r) => r.enCode));
const interfaceIds = new Set(DATA_INTERFACES.map((d) => d.id));

// ---- walking forms and trees ------------------------------------------------------------------

function everyField(fields: FormField[], out: FormField[] = []): FormField[] {
  for (const f of fields) {
    out.push(f);
    everyField(f.__config__.children ?? [], out);
  }
  return out;
}

/** Top-level value fields: containers opened, a child table counted as one field. */
function valueFields(form: FormConfig): FormField[] {
  const out: FormField[] = [];
  const walk = (list: FormField[]) => {
    for (const f of list) {
      if (LAYOUT.has(f.__config__.jnpfKey)) walk(f.__config__.children ?? []);
      else out.push(f);
    }
  };
  walk(form.fields);
  return out;
}

/** Field ids formOperates may use: top-level fields and `table-column`. */
function operateTargets(form: FormConfig): Map<string, FormField> {
  const out = new Map<string, FormField>();
  for (const f of valueFields(form)) {
    out.set(f.__vModel__!, f);
    if (f.__config__.jnpfKey === 'table') for (const c of f.__config__.children ?? []) out.set(`${f.__vModel__}-${c.__vModel__}`, c);
  }
  return out;
}

interface Visit {
  node: FlowNode;
  /** nodes from the root down to (not including) this one */
  path: FlowNode[];
}

function visitAll(root: FlowNode): Visit[] {
  const out: Visit[] = [];
  const walk = (node: FlowNode, path: FlowNode[]) => {
    out.push({ node, path });
    for (const b of node.conditionNodes ?? []) walk(b, [...path, node]);
    if (node.childNode) walk(node.childNode, [...path, node]);
  };
  walk(root, []);
  return out;
}

const approvers = (flow: SeedFlow) => visitAll(flow.template).filter((v) => v.node.type === 'approver');
const nodeOf = (flow: SeedFlow, nodeId: string) => visitAll(flow.template).find((v) => v.node.nodeId === nodeId)!.node;
const flowOf = (enCode: string) => flowSeeds.find((f) => f.enCode === enCode)!;

/** The tree as text: `a > b [branch: c | default*] > d`. */
function render(node: FlowNode): string {
  let s = node.nodeId;
  if (node.conditionNodes) {
    s += ` [${node.conditionNodes.map((b) => `${b.nodeId}${b.properties.isDefault ? '*' : ''}${b.childNode ? `: ${render(b.childNode)}` : ''}`).join(' | ')}]`;
  }
  return node.childNode ? `${s} > ${render(node.childNode)}` : s;
}

// ---- who handles a node -----------------------------------------------------------------------

function launchersOf(start: FlowNodeProperties): SeedUser[] {
  const anyone = !start.initiator?.length && !start.initiatePos?.length && !start.initiateRole?.length;
  return activeUsers.filter((u) => anyone || start.initiator?.includes(u.id)
    || u.positionIds.some((p) => start.initiatePos?.includes(p)) || u.roleIds.some((r) => start.initiateRole?.includes(r)));
}

function named(p: FlowNodeProperties): Set<string> {
  return new Set(activeUsers.filter((u) => p.approvers?.includes(u.id)
    || u.roleIds.some((r) => p.approverRole?.includes(r)) || u.positionIds.some((x) => p.approverPos?.includes(x))).map((u) => u.id));
}

function managerAt(user: SeedUser, level: number): SeedUser | undefined {
  let cur: SeedUser | undefined = user;
  for (let i = 0; i < level && cur; i++) cur = cur.managerId ? userById.get(cur.managerId) : undefined;
  return cur;
}

function departmentManager(user: SeedUser): SeedUser | undefined {
  for (let org = orgById.get(user.organizeId); org; org = orgById.get(org.parentId)) {
    if (org.managerId && org.managerId !== user.id) return userById.get(org.managerId);
  }
  return undefined;
}

/** The users a node may go to, for the flow's launchers; problems are pushed to `errors`. */
function resolve(flow: SeedFlow, visit: Visit, resolved: Map<string, Set<string>>, errors: string[]): Set<string> {
  const p = visit.node.properties;
  const launchers = launchersOf(flow.template.properties);
  const where = `${flow.enCode}/${visit.node.nodeId}`;
  switch (p.assigneeType) {
    case 1: {
      const level = p.managerLevel ?? 1;
      const managers = launchers.map((u) => [u, managerAt(u, level)] as const);
      // a launcher with nobody above is the errorRule's
      for (const [u, m] of managers) if (!m && !p.errorRule) errors.push(`${where}: launcher ${u.account} has no manager ${level} level(s) up`);
      return new Set(managers.flatMap(([, m]) => (m ? [m.id] : [])));
    }
    case 2: {
      const heads = launchers.map((u) => [u, departmentManager(u)] as const);
      for (const [u, m] of heads) if (!m) errors.push(`${where}: launcher ${u.account} has no department manager`);
      return new Set(heads.flatMap(([, m]) => (m ? [m.id] : [])));
    }
    case 3:
      return new Set(launchers.map((u) => u.id));
    case 4: {
      const f = valueFields(flow.form).find((x) => x.__vModel__ === p.formField);
      if (!f || !USER_PICKERS.has(f.__config__.jnpfKey)) errors.push(`${where}: formField ${p.formField} is not a user picker`);
      return new Set(activeUsers.map((u) => u.id));
    }
    case 5: {
      if (!visit.path.some((n) => n.nodeId === p.nodeId && n.type !== 'condition')) errors.push(`${where}: tache ${p.nodeId} is not an earlier node`);
      return resolved.get(p.nodeId ?? '') ?? new Set();
    }
    case 6:
    case 7:
      return named(p);
    default:
      errors.push(`${where}: assigneeType ${p.assigneeType} is not one the seeds may use`);
      return new Set();
  }
}

/** Every approver's users, in tree order (a tache refers back to an earlier node). */
function resolveAll(flow: SeedFlow): { resolved: Map<string, Set<string>>; errors: string[] } {
  const resolved = new Map<string, Set<string>>();
  const errors: string[] = [];
  for (const v of approvers(flow)) resolved.set(v.node.nodeId, resolve(flow, v, resolved, errors));
  return { resolved, errors };
}

const parsePattern = (pattern: string): RegExp => {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  assert.ok(m, `pattern ${pattern} is not "/regex/flags"`);
  return new RegExp(m[1], m[2]);
};

// ---- tests ------------------------------------------------------------------------------------

test('the flows, with unique ids and enCodes, bound to categories, menus and icons', () => {
  assert.equal(allKeysListed, true);
  assert.deepEqual(flowSeeds.map((f) => f.enCode), [
    'hazardRectify', 'hotWork', 'supervisionLog', 'progressDaily', 'meterApprove', 'constructionPlan', 'incomingMaterials',
    'specialTask', 'specialTaskNotify', 'constructionLedger', 'engineeringEntity', 'supervisionTour', 'hazardType',
    'supervisionOrder', 'workContact', 'workReport', 'processInspection', 'qualityProblem',
  ]);
  const unique = (label: string, xs: string[]) =>
    assert.equal(new Set(xs).size, xs.length, `duplicate ${label}: ${xs.filter((x, i) => xs.indexOf(x) !== i)}`);
  unique('flow enCode', flowSeeds.map((f) => f.enCode));
  unique('module enCode', flowSeeds.map((f) => f.module.enCode));
  unique('module menu', flowSeeds.map((f) => f.module.menuId));
  unique('flow fullName', flowSeeds.map((f) => f.fullName));
  unique('sortCode', flowSeeds.map((f) => String(f.sortCode)));
  const seedIds = flowSeeds.flatMap((f) => [f.id, f.templateId, f.formId, f.module.id]);
  unique('flow seed id', seedIds);
  const otherIds = new Set([
    ...organizations, ...positions, ...users, ...roles, ...menus, ...projects, ...contracts, ...wbsNodes, ...dictionaries, ...areas,
  ].map((r) => r.id).concat(dictionaries.flatMap((d) => d.items.map((i) => i.id))));
  for (const id of seedIds) assert.ok(!otherIds.has(id), `${id} collides with another seed id`);

  const categories = new Set(dictionaries.find((d) => d.enCode === 'WorkFlowCategory')!.items.map((i) => i.id));
  for (const f of flowSeeds) {
    assert.equal(f.id, `flow_${f.enCode}`);
    assert.equal(f.templateId, `tpl_${f.enCode}`);
    assert.equal(f.formId, `form_${f.enCode}`);
    assert.equal(f.module.id, `module_${f.enCode}`);
    assert.equal(f.version, '1');
    assert.equal(f.formType, 2);
    assert.ok(categories.has(f.category), `${f.enCode} category ${f.category}`);
    assert.match(f.icon, /^icon-ym icon-ym-[\w-]+$/, `${f.enCode} icon`);
    assert.match(f.iconBackground, /^#[0-9A-Fa-f]{6}$/, `${f.enCode} icon background`);
    assert.match(f.fullName, CHINESE);
    assert.match(f.description, CHINESE);
    const menu = menuById.get(f.module.menuId);
    assert.ok(menu && menu.type === 2, `${f.enCode} module menu ${f.module.menuId}`);
    assert.equal(f.module.enCode, menu.enCode, `${f.enCode} module enCode follows its menu`);
    assert.equal(f.module.webType, '2');
    // stored as JSON: nothing may be lost on the way
    assert.deepEqual(JSON.parse(JSON.stringify(f)), f, `${f.enCode} does not survive JSON`);
  }
});

test('paths: each flow runs the nodes and branches of its design', () => {
  const paths: Record<string, string> = {
    hazardRectify: 'hazard_start > hazard_rectify > hazard_verify [hazard_major: hazard_chief | hazard_general*]',
    hotWork: 'hot_start > hot_safety [hot_level1: hot_chief | hot_level23*]',
    supervisionLog: 'log_start > log_review',
    progressDaily: 'daily_start > daily_review',
    meterApprove: 'meter_start > meter_supervision > meter_owner [meter_large: meter_owner_head | meter_normal*]',
    constructionPlan: 'plan_start > plan_manager [plan_expert_branch: plan_expert | plan_direct_branch*] > plan_chief',
    processInspection: 'process_start > process_check',
    qualityProblem: 'problem_start > problem_rectify > problem_verify',
    incomingMaterials: 'mat_start > mat_lab [mat_sampled: mat_witness > mat_parallel | mat_exempt*]',
    specialTask: 'task_start > task_execute > task_verify',
    specialTaskNotify: 'notify_start > notify_sign',
    constructionLedger: 'ledger_start > ledger_confirm',
    engineeringEntity: 'entity_start > entity_review [entity_failed: entity_chief | entity_passed*]',
    supervisionTour: 'tour_start > tour_review',
    hazardType: 'type_start > type_approve',
    supervisionOrder: 'order_start > order_reply > order_close',
    workContact: 'contact_start > contact_reply',
    workReport: 'report_start > report_review',
  };
  for (const f of flowSeeds) assert.equal(render(f.template), paths[f.enCode], f.enCode);
});

test('node trees are well formed', () => {
  for (const f of flowSeeds) {
    const visits = visitAll(f.template);
    const ids = visits.map((v) => v.node.nodeId);
    assert.equal(new Set(ids).size, ids.length, `${f.enCode} duplicate nodeId`);
    const prefix = ids[0].split('_')[0];
    for (const id of ids) assert.match(id, new RegExp(`^${prefix}_[a-z0-9]+(_[a-z0-9]+)*$`), `${f.enCode} nodeId ${id}`);
    assert.equal(f.template.type, 'start', `${f.enCode} root is the start`);
    assert.equal(f.template.prevId, undefined, `${f.enCode} start has no prevId`);
    assert.equal(visits.filter((v) => v.node.type === 'start').length, 1, `${f.enCode} one start`);
    assert.ok(approvers(f).length > 0, `${f.enCode} has no approver`);
    for (const { node, path } of visits) {
      const where = `${f.enCode}/${node.nodeId}`;
      assert.ok(node.properties.title && CHINESE.test(node.properties.title), `${where} title`);
      if (path.length) assert.equal(node.prevId, path[path.length - 1].nodeId, `${where} prevId`);
      assert.ok(['start', 'approver', 'condition'].includes(node.type), `${where} type ${node.type}`);
      const parent = path[path.length - 1];
      const isBranch = parent?.conditionNodes?.includes(node) ?? false;
      assert.equal(node.type === 'condition', isBranch, `${where} condition nodes are exactly the branches`);
      if (node.childNode) assert.equal(node.childNode.type, 'approver', `${where} is followed by an approver`);
      if (node.conditionNodes) {
        assert.notEqual(node.type, 'condition', `${where} a branch cannot branch at once`);
        assert.ok(node.conditionNodes.length >= 2, `${where} needs two branches or more`);
        const priorities = node.conditionNodes.map((b) => b.properties.priority);
        assert.equal(new Set(priorities).size, priorities.length, `${where} branch priorities`);
        const defaults = node.conditionNodes.filter((b) => b.properties.isDefault);
        assert.equal(defaults.length, 1, `${where} exactly one default branch, so a task always goes on`);
        for (const b of node.conditionNodes) {
          const chosen = node.properties.isBranchFlow === true;
          assert.ok(b.properties.isDefault || chosen || (b.properties.conditions?.length ?? 0) > 0,
            `${f.enCode}/${b.nodeId} has no condition, is not the default and is not chosen by hand`);
        }
      }
    }
  }
});

test('every approver resolves to active demo users, unless an errorRule handles nobody', () => {
  let emptyByDesign = 0;
  for (const f of flowSeeds) {
    const start = f.template.properties;
    for (const id of start.initiator ?? []) assert.ok(userById.has(id), `${f.enCode} initiator ${id}`);
    for (const id of start.initiateRole ?? []) assert.ok(roleIds.has(id), `${f.enCode} initiateRole ${id}`);
    for (const id of start.initiatePos ?? []) assert.ok(positionIds.has(id), `${f.enCode} initiatePos ${id}`);
    assert.ok(launchersOf(start).length > 0, `${f.enCode} nobody may launch it`);

    const { resolved, errors } = resolveAll(f);
    assert.deepEqual(errors, []);
    for (const { node } of approvers(f)) {
      const p = node.properties;
      const where = `${f.enCode}/${node.nodeId}`;
      for (const id of [...(p.approvers ?? []), ...(p.circulateUser ?? []), ...(p.errorRuleUser ?? [])]) {
        assert.ok(activeUsers.some((u) => u.id === id), `${where} user ${id} is not an active demo user`);
      }
      for (const id of [...(p.approverRole ?? []), ...(p.circulateRole ?? [])]) assert.ok(roleIds.has(id), `${where} role ${id}`);
      for (const id of [...(p.approverPos ?? []), ...(p.circulatePosition ?? [])]) assert.ok(positionIds.has(id), `${where} position ${id}`);
      if ([6, 7].includes(p.assigneeType ?? 0)) {
        assert.ok((p.approvers?.length ?? 0) + (p.approverRole?.length ?? 0) + (p.approverPos?.length ?? 0) > 0, `${where} names nobody`);
      }
      const who = resolved.get(node.nodeId)!;
      if (who.size === 0) {
        assert.ok(p.errorRule, `${where} resolves to nobody and has no errorRule`);
        emptyByDesign++;
      }
      if (p.errorRule === 2) assert.ok(named({ title: '', approvers: p.errorRuleUser }).size > 0, `${where} errorRuleUser`);
      if (p.counterSign === 2) {
        // a sequence needs an order: only a list of named users has one
        assert.ok((p.approvers?.length ?? 0) >= 2 && !p.approverRole?.length && !p.approverPos?.length, `${where} sequential order`);
      }
      if (p.counterSign === 1) assert.ok(who.size >= 2, `${where} countersign of one user`);
      const copied = named({ title: '', approvers: p.circulateUser, approverRole: p.circulateRole, approverPos: p.circulatePosition });
      if (p.circulateUser?.length || p.circulateRole?.length || p.circulatePosition?.length) assert.ok(copied.size > 0, `${where} copies nobody`);
    }
  }
  assert.ok(emptyByDesign >= 1, 'one node demonstrates the errorRule path');
});

test('the demo accounts each launch or handle something, and the intended people get the nodes', () => {
  const account = (a: string) => users.find((u) => u.account === a)!.id;
  const involved = new Set<string>();
  for (const f of flowSeeds) {
    for (const u of launchersOf(f.template.properties)) involved.add(u.id);
    for (const who of resolveAll(f).resolved.values()) for (const id of who) involved.add(id);
  }
  for (const a of ['zongjian', 'jianli', 'shigong', 'anquan', 'shiyan', 'yezhu']) assert.ok(involved.has(account(a)), `${a} takes part in no flow`);

  const expect: Array<[flow: string, node: string, accounts: string[]]> = [
    ['hazardRectify', 'hazard_rectify', ['shigong']],
    ['hazardRectify', 'hazard_verify', ['jianli']],
    ['hazardRectify', 'hazard_chief', ['zongjian']],
    ['hotWork', 'hot_safety', ['anquan']],
    ['hotWork', 'hot_chief', ['jianli', 'zongjian']],
    ['supervisionLog', 'log_review', ['zongjian']],
    ['progressDaily', 'daily_review', ['jianli']],
    ['meterApprove', 'meter_supervision', ['jianli', 'zongjian']],
    ['meterApprove', 'meter_owner', ['yezhu']],
    ['meterApprove', 'meter_owner_head', ['sunlixin']],
    ['constructionPlan', 'plan_manager', ['zhouhaitao', 'shigong']],
    ['constructionPlan', 'plan_chief', ['zongjian']],
    ['incomingMaterials', 'mat_lab', ['shiyan']],
    ['incomingMaterials', 'mat_witness', ['jianli']],
    ['specialTask', 'task_execute', ['shigong', 'gaofeng', 'anquan', 'xietao']],
    ['specialTask', 'task_verify', ['jianli', 'zongjian']],
    ['specialTaskNotify', 'notify_sign', ['shigong', 'gaofeng', 'liangyong']],
    ['constructionLedger', 'ledger_confirm', ['hejing']],
    ['engineeringEntity', 'entity_review', ['hejing']],
    ['engineeringEntity', 'entity_chief', ['zongjian']],
    ['supervisionTour', 'tour_review', ['zongjian']],
  ];
  for (const [flow, node, accounts] of expect) {
    const who = resolveAll(flowOf(flow)).resolved.get(node)!;
    for (const a of accounts) assert.ok(who.has(account(a)), `${flow}/${node} does not reach ${a}`);
  }
  assert.deepEqual(nodeOf(flowOf('meterApprove'), 'meter_supervision').properties.approvers, ['u_jianli', 'u_zongjian'], 'engineer before 总监');
});

test('conditions name real fields with valid symbols and values', () => {
  for (const f of flowSeeds) {
    const fields = new Map(valueFields(f.form).map((x) => [x.__vModel__!, x]));
    for (const { node } of visitAll(f.template).filter((v) => v.node.type === 'condition')) {
      for (const c of node.properties.conditions ?? []) {
        const where = `${f.enCode}/${node.nodeId} ${c.field}`;
        assert.ok(SYMBOLS.has(c.symbol), `${where} symbol ${c.symbol}`);
        if (c.field.startsWith('@')) {
          assert.ok(SYSTEM_CONDITION_FIELDS.has(c.field), `${where} unknown system field`);
          continue;
        }
        const field = fields.get(c.field);
        assert.ok(field, `${where} is not a top-level field`);
        assert.notEqual(field.__config__.jnpfKey, 'table', `${where} a child table cannot be compared`);
        assert.equal(c.fieldName, field.__config__.label, `${where} fieldName`);
        assert.equal(c.jnpfKey, field.__config__.jnpfKey, `${where} jnpfKey`);
        const values = Array.isArray(c.filedValue) ? c.filedValue : [c.filedValue];
        assert.equal(Array.isArray(c.filedValue), c.symbol === 'in' || c.symbol === 'notIn', `${where} list values go with in/notIn`);
        const cfg = field.__config__;
        if (['>', '<', '>=', '<='].includes(c.symbol)) {
          assert.ok(NUMERIC.has(cfg.jnpfKey) || ['date', 'datePicker'].includes(cfg.jnpfKey), `${where} ordered comparison of a non-number`);
          for (const v of values) assert.equal(typeof v, 'number', `${where} value ${v}`);
        }
        if (cfg.dataType === 'dictionary') {
          const items = dictById.get(cfg.dictionaryType ?? '')?.items.map((i) => i.enCode) ?? [];
          for (const v of values) assert.ok(items.includes(String(v)), `${where} ${v} is no item of ${cfg.dictionaryType}`);
        }
        if (cfg.dataType === 'static') {
          const options = (field.__slot__?.options ?? []).map((o) => o.id);
          for (const v of values) assert.ok(options.includes(v), `${where} ${v} is no option`);
        }
        if (cfg.jnpfKey === 'switch') {
          for (const v of values) assert.ok(v === field.activeValue || v === field.inactiveValue, `${where} ${v} is not a switch value`);
        }
      }
    }
  }
});

test('forms: valid keys, unique fields, Chinese labels, containers only arrange', () => {
  for (const f of flowSeeds) {
    const all = everyField(f.form.fields);
    for (const x of all) {
      const where = `${f.enCode}/${x.__vModel__ ?? x.__config__.jnpfKey}`;
      assert.ok(VALID_KEYS.has(x.__config__.jnpfKey), `${where} key ${x.__config__.jnpfKey}`);
      assert.match(x.__config__.label, CHINESE, `${where} label`);
      if (LAYOUT.has(x.__config__.jnpfKey)) {
        assert.equal(x.__vModel__, undefined, `${where} a container holds no value`);
      } else {
        assert.match(x.__vModel__ ?? '', /^[a-z][A-Za-z0-9]*$/, `${where} __vModel__`);
        assert.ok(x.__config__.visibility?.includes('app'), `${where} hidden from the app`);
        if (x.placeholder !== undefined) assert.match(x.placeholder, CHINESE, `${where} placeholder`);
      }
      assert.equal(typeof x.__config__.formId, 'number', `${where} formId`);
    }
    const formIds = all.map((x) => x.__config__.formId);
    assert.equal(new Set(formIds).size, formIds.length, `${f.enCode} duplicate formId`);
    const top = valueFields(f.form).map((x) => x.__vModel__!);
    assert.equal(new Set(top).size, top.length, `${f.enCode} duplicate __vModel__: ${top.filter((x, i) => top.indexOf(x) !== i)}`);
    for (const t of valueFields(f.form).filter((x) => x.__config__.jnpfKey === 'table')) {
      const cols = t.__config__.children ?? [];
      assert.ok(cols.length > 0, `${f.enCode}/${t.__vModel__} empty table`);
      const names = cols.map((c) => c.__vModel__!);
      assert.equal(new Set(names).size, names.length, `${f.enCode}/${t.__vModel__} duplicate column`);
      for (const c of cols) {
        assert.ok(!LAYOUT.has(c.__config__.jnpfKey) && c.__config__.jnpfKey !== 'table', `${f.enCode}/${t.__vModel__} column ${c.__vModel__} holds no value`);
        assert.equal(c.__config__.isSubTable, true, `${f.enCode}/${t.__vModel__}-${c.__vModel__} isSubTable`);
      }
    }
    for (const x of valueFields(f.form)) {
      if (x.__config__.jnpfKey === 'uploadImg') assert.ok((x.limit ?? 0) >= 1 && (x.limit ?? 0) <= 9, `${f.enCode}/${x.__vModel__} image limit`);
    }
    assert.ok(valueFields(f.form).some((x) => x.__config__.required), `${f.enCode} has no required field`);
  }
});

test('forms: dictionaries, data interfaces, bill rules and calculations resolve', () => {
  for (const f of flowSeeds) {
    for (const x of everyField(f.form.fields)) {
      const cfg = x.__config__;
      const where = `${f.enCode}/${x.__vModel__}`;
      if (cfg.dataType === 'dictionary') {
        const dict = dictById.get(cfg.dictionaryType ?? '');
        assert.ok(dict, `${where} dictionary ${cfg.dictionaryType}`);
        assert.equal(cfg.props?.value, 'enCode', `${where} stores item enCodes`);
        const d = cfg.defaultValue;
        if (d !== null && d !== undefined && d !== '') assert.ok(dict.items.some((i) => i.enCode === d), `${where} default ${String(d)}`);
      }
      if (cfg.dataType === 'static') {
        const options = x.__slot__?.options ?? [];
        assert.ok(options.length >= 2, `${where} options`);
        assert.equal(new Set(options.map((o) => o.id)).size, options.length, `${where} duplicate option`);
      }
      if (cfg.dataType === 'dynamic') assert.ok(interfaceIds.has(cfg.propsUrl ?? ''), `${where} data interface ${cfg.propsUrl}`);
      if (cfg.jnpfKey === 'billRule') assert.ok(billRuleCodes.has(cfg.rule ?? ''), `${where} bill rule ${cfg.rule}`);
      if (cfg.jnpfKey === 'calculate') {
        const expression = x.expression as string[];
        const operands = expression.filter((_, i) => i % 2 === 0);
        const operators = expression.filter((_, i) => i % 2 === 1);
        for (const op of operators) assert.ok(['+', '-', '*', '/'].includes(op), `${where} operator ${op}`);
        const targets = operateTargets(f.form);
        for (const id of operands) {
          const target = targets.get(id);
          assert.ok(target && NUMERIC.has(target.__config__.jnpfKey), `${where} operand ${id} is not a number field`);
        }
      }
    }
  }
});

test('regList patterns compile, speak Chinese and accept what they should', () => {
  const examples: Record<string, [valid: string[], invalid: string[]]> = {
    welderCertNo: [['T32011519850312421X', 'T320115198503124213'], ['320115198503124213', 'T3201151985']],
    guardianPhone: [['13951700001', '19951874260'], ['1395170000', '23951700001', '139-5170-0001']],
    temperature: [['12~25', '-3~5', '18'], ['12-25', '12℃', 'abc']],
    meterPeriod: [['第12期', '第1期'], ['12期', '第期', '第十二期']],
    listItemNo: [['403-1-a', '203-1', '101'], ['40-1', '403_1', '403-1-A']],
    batchNo: [['HRB400-2024-0315', 'P20240315'], ['A1', '批号001', '-HRB400']],
    pileNo: [['K12+300', 'AK0+125.5', 'K6+320'], ['K12+30', '12+300', 'K12-300', 'k12+300']],
  };
  let seen = 0;
  for (const f of flowSeeds) {
    for (const x of everyField(f.form.fields)) {
      for (const rule of x.__config__.regList ?? []) {
        seen++;
        const re = parsePattern(rule.pattern);
        assert.match(rule.message, CHINESE, `${f.enCode}/${x.__vModel__} message`);
        const cases = examples[x.__vModel__ ?? ''];
        assert.ok(cases, `${f.enCode}/${x.__vModel__} pattern has no examples here`);
        for (const v of cases[0]) assert.ok(re.test(v), `${x.__vModel__} should accept ${v}`);
        for (const v of cases[1]) assert.ok(!re.test(v), `${x.__vModel__} should refuse ${v}`);
      }
    }
  }
  assert.ok(seen >= 2, 'at least two fields carry a pattern');
});

test('formOperates name real fields, never write server-filled ones, and let someone fill every required field', () => {
  for (const f of flowSeeds) {
    const targets = operateTargets(f.form);
    const nodes = visitAll(f.template).filter((v) => v.node.type !== 'condition').map((v) => v.node);
    for (const node of nodes) {
      const ops = node.properties.formOperates ?? [];
      const where = `${f.enCode}/${node.nodeId}`;
      for (const op of ops) {
        const field = targets.get(op.id);
        assert.ok(field, `${where} formOperates ${op.id} is not a field`);
        if (SYSTEM.has(field.__config__.jnpfKey)) assert.equal(op.write, false, `${where} writes server-filled ${op.id}`);
        // a value the screen sets (noShow) is written unseen
        const setByScreen = field.__config__.noShow === true;
        if (op.required) assert.ok(op.write && (op.read || setByScreen), `${where} requires ${op.id} it cannot fill`);
        if (op.write) assert.ok(op.read || setByScreen, `${where} writes hidden ${op.id}`);
      }
      assert.deepEqual(ops.map((o) => o.id).sort(), [...targets.keys()].sort(), `${where} rights for every field`);
    }
    const writable = new Set(nodes.flatMap((n) => (n.properties.formOperates ?? []).filter((o) => o.write).map((o) => o.id)));
    for (const [id, field] of targets) {
      if (field.__config__.required && !SYSTEM.has(field.__config__.jnpfKey)) assert.ok(writable.has(id), `${f.enCode} required ${id} is writable nowhere`);
    }
    const startOps = new Map((f.template.properties.formOperates ?? []).map((o) => [o.id, o]));
    for (const [id, field] of targets) {
      if (field.__config__.required && !SYSTEM.has(field.__config__.jnpfKey)) {
        assert.ok(startOps.get(id)?.write, `${f.enCode} the launcher must fill required ${id}`);
      }
    }
  }
});

test('record pickers pick from another seeded module and show its fields', () => {
  // every form of the catalog, a flow's or not: a picker may pick the records of any module
  const forms = catalog.flatMap((m) => recordSets(m).map((r) => ({ enCode: r.records.key, form: r.records.form, module: { id: `module_${r.records.key}`, enCode: r.code } })));
  const byModule = new Map(forms.map((f) => [f.module.id, f]));
  const fieldsOf = (flow: { form: FormConfig }) => new Map(valueFields(flow.form).map((x) => [x.__vModel__!, x]));
  const picks: string[] = [];
  for (const f of forms) {
    const own = fieldsOf(f);
    for (const x of valueFields(f.form)) {
      const where = `${f.enCode}/${x.__vModel__}`;
      if (x.__config__.jnpfKey === 'relationForm') {
        const target = byModule.get(x.modelId ?? '');
        assert.ok(target, `${where} modelId ${x.modelId} is no seeded module`);
        assert.notEqual(target, f, `${where} picks from its own module`);
        picks.push(`${f.enCode}/${x.__vModel__} > ${target.module.enCode}`);
        const theirs = fieldsOf(target);
        const shown = theirs.get(x.relationField ?? '');
        assert.ok(shown, `${where} relationField ${x.relationField} is not a field of ${target.module.enCode}`);
        assert.ok(['comInput', 'input', 'billRule'].includes(shown.__config__.jnpfKey), `${where} a record is named by text`);
        const columns = x.columnOptions as Array<{ value: string, label: string }>;
        assert.ok(columns.length > 0, `${where} the picker shows nothing but the name`);
        for (const c of columns) {
          assert.ok(theirs.has(c.value) && theirs.get(c.value)!.__config__.jnpfKey !== 'table', `${where} column ${c.value} of ${target.module.enCode}`);
          assert.match(c.label, CHINESE, `${where} column ${c.value} label`);
        }
      }
      if (x.__config__.jnpfKey === 'relationFormAttr') {
        const picker = own.get(x.relationField ?? '');
        assert.equal(picker?.__config__.jnpfKey, 'relationForm', `${where} relationField ${x.relationField} is no record picker of the form`);
        assert.ok(fieldsOf(byModule.get(picker!.modelId!)!).has(x.showField ?? ''), `${where} showField ${x.showField}`);
        assert.notEqual(x.__config__.required, true, `${where} shows a value, nobody fills it`);
      }
    }
  }
  // SPEC's ledgeChoose: an entity test is tied to a construction-ledger entry
  assert.deepEqual(picks.sort(), [
    'consume/batch > incomingMaterials', 'emergencyDrill/plan > emergencyPlan', 'engineeringEntity/ledger > constructionLedger',
    'entityMaterial/incomingBatch > incomingMaterials', 'hazardRectify/sourceInspection > checklistInspection',
    'incomingMaterials/purchaseOrder > materialOrder', 'keyInspectionCheckin/point > keyInspections', 'samplingData/batch > incomingMaterials', 'selfInspectionData/batch > incomingMaterials',
    'specialTaskNotify/specialTask > addTask',
  ]);
});

test('hazardRectify: reporter fields lock after the report, rectify fields are written only at hazard_rectify', () => {
  const f = flowOf('hazardRectify');
  const rectify = ['rectifyMeasure', 'rectifyPhotos', 'rectifyFinishDate', 'rectifySign'];
  const nodes = visitAll(f.template).filter((v) => v.node.type !== 'condition').map((v) => v.node);
  for (const node of nodes) {
    for (const op of node.properties.formOperates!) {
      const mine = rectify.includes(op.id);
      if (node.nodeId === 'hazard_start') assert.equal(op.read, !mine, `start shows ${op.id}`);
      else if (node.nodeId === 'hazard_rectify') assert.equal(op.write, mine, `rectify writes ${op.id}`);
      else assert.equal(op.write, false, `${node.nodeId} writes ${op.id}`);
      if (node.nodeId === 'hazard_rectify' && mine) assert.equal(op.required, true, `rectify requires ${op.id}`);
    }
  }
  assert.equal(valueFields(f.form).find((x) => x.__vModel__ === 'rectifySign')?.__config__.jnpfKey, 'sign');
  const photos = valueFields(f.form).find((x) => x.__vModel__ === 'photos')!;
  assert.deepEqual([photos.__config__.jnpfKey, photos.__config__.required, photos.limit], ['uploadImg', true, 9]);
  for (const id of ['hazard_rectify', 'hazard_verify']) assert.equal(nodeOf(f, id).properties.hasSign, true, `${id} hasSign`);
  assert.equal(nodeOf(f, 'hazard_verify').properties.counterSign, 0, 'verification is an or-sign');
  assert.deepEqual(nodeOf(f, 'hazard_major').properties.conditions!.map((c) => [c.field, c.symbol, c.filedValue]), [['hazardLevel', '==', '3']]);
  assert.equal(dictionaries.find((d) => d.enCode === 'hazardLevel')!.items.find((i) => i.enCode === '3')!.fullName, '重大隐患');
});

test('rejectStep goes back to the start, the previous node or an earlier node', () => {
  for (const f of flowSeeds) {
    for (const { node, path } of approvers(f)) {
      const { rejectStep, rejectType } = node.properties;
      const where = `${f.enCode}/${node.nodeId}`;
      assert.ok(rejectType === undefined || rejectType === 1 || rejectType === 2, `${where} rejectType`);
      if (rejectStep === undefined || rejectStep === '0' || rejectStep === '1') continue;
      assert.ok(path.some((n) => n.nodeId === rejectStep && n.type !== 'condition'), `${where} rejectStep ${rejectStep} is not an earlier node`);
    }
  }
});

test('module lists: columns and searches are form fields the menu permissions know', () => {
  for (const f of flowSeeds) {
    const cd = f.module.columnData;
    const fields = new Map(valueFields(f.form).map((x) => [x.__vModel__!, x]));
    const granted = new Set(MODULE_FIELDS[f.module.enCode] ?? []);
    const where = f.enCode;
    assert.ok(cd.columnList.length >= 3, `${where} too few columns`);
    for (const c of cd.columnList) {
      const field = fields.get(c.prop);
      assert.ok(field, `${where} column ${c.prop} is not a top-level field`);
      assert.equal(c.label, field.__config__.label, `${where} column ${c.prop} label`);
      assert.equal(c.jnpfKey, field.__config__.jnpfKey, `${where} column ${c.prop} key`);
      assert.notEqual(field.__config__.jnpfKey, 'table', `${where} a child table is no column`);
      // with column permission on, a column the roles are not granted would never show
      if (cd.useColumnPermission) assert.ok(granted.has(c.prop), `${where} column ${c.prop} is not in MODULE_FIELDS.${f.module.enCode}`);
    }
    assert.equal(new Set(cd.columnList.map((c) => c.prop)).size, cd.columnList.length, `${where} duplicate column`);
    for (const s of cd.searchList) {
      assert.ok(fields.has(s.prop) && s.__vModel__ === s.prop, `${where} search ${s.prop} is not a field`);
      assert.ok([1, 2, 3].includes(s.searchType), `${where} search ${s.prop} type`);
      assert.equal(s.__config__.required, false, `${where} search ${s.prop} must not be required`);
    }
    for (const s of cd.sortList) assert.ok(cd.columnList.some((c) => c.prop === s.prop && c.sortable), `${where} sort ${s.prop}`);
    assert.ok(fields.has(cd.defaultSidx), `${where} defaultSidx ${cd.defaultSidx}`);
    assert.ok(['asc', 'desc'].includes(cd.sort));
    assert.ok(cd.hasPage && cd.pageSize > 0);
    for (const b of [...cd.btnsList, ...cd.columnBtnsList]) assert.ok(['add', 'edit', 'remove', 'detail'].includes(b.value), `${where} button ${b.value}`);
    assert.ok(cd.btnsList.some((b) => b.value === 'add'), `${where} lacks add`);
  }
});

test('whoever may launch a flow has the add button of its module', () => {
  const canAdd = (roleId: string, menuId: string) =>
    roles.find((r) => r.id === roleId)!.permissions.some((p) => p.modelId === menuId && p.button.includes('btn_add'));
  for (const f of flowSeeds) {
    for (const u of launchersOf(f.template.properties)) {
      assert.ok(u.roleIds.some((r) => canAdd(r, f.module.menuId)), `${f.enCode}: ${u.account} may launch but sees no 新增 on ${f.module.menuId}`);
    }
  }
});

test('the flows together exercise what the engine and the form parser must handle', () => {
  const keys = new Set(flowSeeds.flatMap((f) => everyField(f.form.fields).map((x) => x.__config__.jnpfKey)));
  for (const k of ['comInput', 'input', 'date', 'datePicker', 'numInput', 'inputNumber', 'uploadFz', 'uploadFile', 'uploadImg',
    'card', 'row', 'groupTitle', 'divider', 'table', 'sign', 'location', 'calculate', 'switch', 'checkbox', 'radio', 'billRule',
    'relationForm', 'relationFormAttr', 'comSelect']) {
    assert.ok(keys.has(k as JnpfKey), `no form uses ${k}`);
  }
  const props = flowSeeds.flatMap((f) => visitAll(f.template).map((v) => v.node.properties));
  const has = (label: string, ok: (p: FlowNodeProperties) => boolean) => assert.ok(props.some(ok), `no node has ${label}`);
  for (const t of [1, 3, 6, 7]) has(`assigneeType ${t}`, (p) => p.assigneeType === t);
  for (const c of [0, 1, 2]) has(`counterSign ${c}`, (p) => p.assigneeType !== undefined && (p.counterSign ?? 0) === c);
  has('isBranchFlow', (p) => p.isBranchFlow === true);
  has('errorRule 3', (p) => p.errorRule === 3);
  has('isCustomCopy', (p) => p.isCustomCopy === true);
  has('a copy-to', (p) => (p.circulateUser?.length ?? 0) + (p.circulateRole?.length ?? 0) + (p.circulatePosition?.length ?? 0) > 0);
  has('a rejectStep naming a node', (p) => !!p.rejectStep && !['0', '1'].includes(p.rejectStep));
  has('rejectType 2', (p) => p.rejectType === 2);
  has('hasSign', (p) => p.hasSign === true);
  const starts = flowSeeds.map((f) => f.template.properties);
  assert.ok(starts.some((p) => p.isComment) && starts.some((p) => p.isSummary), 'a start shows comments and the summary');
  assert.deepEqual(flowSeeds.filter((f) => f.template.properties.handSign === true).map((f) => f.enCode).sort(), ['meterApprove', 'supervisionLog'],
    'the approvers of supervision logs and meter claims sign the final document');
  const symbols = new Set(props.flatMap((p) => (p.conditions ?? []).map((c) => c.symbol)));
  for (const s of ['==', '>']) assert.ok(symbols.has(s as never), `no condition uses ${s}`);
});
