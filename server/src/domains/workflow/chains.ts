/**
 * Approval chains of the catalog's modules (/api/workflow/Engine/FlowEngine, JNPF's management
 * path): read a flow's node tree, save an edited one. The tree travels as JNPF's
 * flowTemplateJson, a JSON string (a chain nests one level per node), and is checked here key by
 * key: only the node properties the engine knows, each of its kind, naming users, roles,
 * positions and form fields that exist. A saved change is a new flow version: tasks in flight keep
 * the version they run on, and the catalog's upgrades keep the organisation's chain
 * (catalog/install.ts). System administrators only; every change leaves an audit entry.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FlowNode } from '../../../../types/api/workflow.js';
import { catalogFlows } from '../../catalog/index.js';
import { operateIds } from '../../catalog/build/fields.js';
import { canonical } from '../../catalog/install.js';
import { addFlowVersion } from '../../catalog/store.js';
import type { Db } from '../../db/index.js';
import { catalogItems, flowForms, flows, flowTasks, flowTemplates, flowVersions, positions, roles, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { parseFormConfig } from '../visualdev/fields.js';
import { adminScopeOf, requireSystemAdmin } from '../permission/adminScope.js';
import type { Caller } from '../permission/roles.js';
import { diff, record, type Values } from '../system/audit.js';
import { modulesChanged } from '../../realtime/changes.js';
import { parseFlow } from '../../workflow/definition.js';
import { TaskStatus } from '../../workflow/codes.js';
import { EngineError } from '../../workflow/errors.js';

export const MSG = {
  noFlow: '流程不存在',
  badJson: 'flowTemplateJson 不是有效的流程定义',
  stale: '流程已被他人修改,请刷新后重试',
  unchanged: '流程没有修改',
  tooBig: '流程节点过多(最多 100 个)',
  noApprover: (title: string) => `「${title}」未设置审批人`,
} as const;

const MAX_NODES = 100;

type Check = (v: unknown) => boolean;
const str = (max: number): Check => (v) => typeof v === 'string' && v.length <= max;
const bool: Check = (v) => typeof v === 'boolean';
const oneOf = (...values: unknown[]): Check => (v) => values.includes(v);
const int = (min: number, max: number): Check => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const ids: Check = (v) => Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 64);
const scalar = (v: unknown) => (typeof v === 'string' && v.length <= 200) || typeof v === 'number' || typeof v === 'boolean';
const operates: Check = (v) => Array.isArray(v) && v.length <= 500 && v.every((o) => o && typeof o === 'object' && !Array.isArray(o)
  && str(128)((o as Values).id) && bool((o as Values).read) && bool((o as Values).write)
  && ((o as Values).required === undefined || bool((o as Values).required)) && Object.keys(o).every((k) => ['id', 'read', 'write', 'required'].includes(k)));
const conditions: Check = (v) => Array.isArray(v) && v.length <= 20 && v.every((c) => {
  if (!c || typeof c !== 'object' || Array.isArray(c)) return false;
  const x = c as Values;
  return Object.keys(x).every((k) => ['field', 'fieldName', 'jnpfKey', 'symbol', 'filedValue', 'logic'].includes(k))
    && str(128)(x.field) && (x.fieldName === undefined || str(100)(x.fieldName)) && (x.jnpfKey === undefined || str(50)(x.jnpfKey))
    && oneOf('==', '<>', '>', '<', '>=', '<=', 'like', 'notLike', 'in', 'notIn')(x.symbol)
    && (scalar(x.filedValue) || (Array.isArray(x.filedValue) && x.filedValue.length <= 50 && x.filedValue.every(scalar)))
    && (x.logic === undefined || oneOf('&&', '||')(x.logic));
});

/** Every node property the engine reads (types/api/workflow.ts FlowNodeProperties), and what it may hold. */
const PROPERTIES: Record<string, Check> = {
  title: str(50), initiator: ids, initiatePos: ids, initiateRole: ids, formOperates: operates, isSummary: bool, isComment: bool,
  titleType: oneOf(0, 1), titleContent: str(200), handSign: bool, assigneeType: oneOf(1, 2, 3, 4, 5, 6, 7, 9), approvers: ids,
  approverRole: ids, assigneeScope: oneOf('section', 'project'), approverPos: ids, managerLevel: int(1, 10), nodeId: str(64),
  formField: str(128), counterSign: oneOf(0, 1, 2), countersignRatio: int(1, 100), errorRule: oneOf(1, 2, 3, 4, 5), errorRuleUser: ids,
  circulateUser: ids, circulateRole: ids, circulatePosition: ids, isCustomCopy: bool, isBranchFlow: bool, isBatchApproval: bool,
  rejectStep: str(64), rejectType: oneOf(1, 2), hasSign: bool, hasOpinion: bool, hasAuditBtn: bool, auditBtnText: str(20),
  hasRejectBtn: bool, rejectBtnText: str(20), hasTransferBtn: bool, transferBtnText: str(20), hasFreeApproverBtn: bool,
  hasFreeApproverBtnText: str(20), hasSaveBtn: bool, saveBtnText: str(20), hasRevokeBtn: bool, revokeBtnText: str(20),
  hasCancelBtn: bool, cancelBtnText: str(20), hasPressBtn: bool, hasPrintBtn: bool, conditions, isDefault: bool,
  priority: int(0, 1000), description: str(200),
};
const NODE_KEYS = new Set(['nodeId', 'type', 'prevId', 'properties', 'childNode', 'conditionNodes']);
const USER_LISTS = ['initiator', 'approvers', 'errorRuleUser', 'circulateUser'];
const ROLE_LISTS = ['initiateRole', 'approverRole', 'circulateRole'];
const POSITION_LISTS = ['initiatePos', 'approverPos', 'circulatePosition'];

/** Every node of the tree, in document order. */
function nodesOf(root: FlowNode): FlowNode[] {
  const out: FlowNode[] = [];
  const stack: FlowNode[] = [root];
  while (stack.length && out.length <= MAX_NODES) {
    const n = stack.pop()!;
    out.push(n);
    if (n.childNode) stack.push(n.childNode);
    for (const b of [...(n.conditionNodes ?? [])].reverse()) stack.push(b);
  }
  return out;
}

/** Whom an approver node names, as a line of the audit. */
function nodeSummary(n: FlowNode, names: Map<string, string>): string {
  const p = n.properties;
  const who = [...(p.approvers ?? []), ...(p.approverRole ?? []), ...(p.approverPos ?? [])].map((id) => names.get(id) ?? id);
  const kind = { 1: '发起人的主管', 2: '部门负责人', 3: '发起人本人', 4: '表单字段', 5: '节点审批人', 6: '', 7: '候选人', 9: '接口' }[p.assigneeType ?? 6];
  const copy = [...(p.circulateUser ?? []), ...(p.circulateRole ?? []), ...(p.circulatePosition ?? [])].map((id) => names.get(id) ?? id);
  return [kind, who.join('、'), p.assigneeScope === 'project' ? '全项目' : '', p.counterSign === 1 ? '会签' : p.counterSign === 2 ? '依次审批' : '',
    p.hasSign ? '需签名' : '', copy.length ? `抄送 ${copy.join('、')}` : ''].filter(Boolean).join(' ');
}

export function createChainAdmin(db: Db) {
  const admin = async (caller: Caller) => requireSystemAdmin(await adminScopeOf(db, caller));
  const catalogByFlow = () => new Map(catalogFlows().map((f) => [f.id, f]));

  async function loadFlow(flowId: string) {
    const [row] = await db.select({ flow: flows, template: flowTemplates, json: flowVersions.templateJson, form: flowForms.propertyJson })
      .from(flows).innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
      .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
      .innerJoin(flowForms, eq(flowForms.id, flows.formId))
      .where(eq(flows.id, flowId)).limit(1);
    if (!row) throw badRequest(MSG.noFlow);
    return row;
  }

  async function names(): Promise<Map<string, string>> {
    const [u, r, p] = await Promise.all([
      db.select({ id: users.id, name: users.realName }).from(users),
      db.select({ id: roles.id, name: roles.fullName }).from(roles),
      db.select({ id: positions.id, name: positions.fullName }).from(positions),
    ]);
    return new Map([...u, ...r, ...p].map((x) => [x.id, x.name]));
  }

  /** The edited tree, checked key by key; the first problem refused in words. */
  async function checkTree(text: string, meta: { flowId: string; fullName: string; enCode: string }, formIds: readonly string[]): Promise<FlowNode> {
    let tree: FlowNode;
    try {
      tree = JSON.parse(text) as FlowNode;
    } catch {
      throw badRequest(MSG.badJson);
    }
    if (!tree || typeof tree !== 'object' || Array.isArray(tree)) throw badRequest(MSG.badJson);
    const all = nodesOf(tree);
    if (all.length > MAX_NODES) throw badRequest(MSG.tooBig);
    const wanted = { users: new Set<string>(), roles: new Set<string>(), positions: new Set<string>() };
    for (const n of all) {
      if (!n || typeof n !== 'object' || Array.isArray(n)) throw badRequest(MSG.badJson);
      const extra = Object.keys(n).find((k) => !NODE_KEYS.has(k));
      if (extra) throw badRequest(`节点不能有 ${extra}`);
      if (!str(64)(n.nodeId) || !/^[A-Za-z0-9_-]+$/.test(n.nodeId)) throw badRequest('节点 nodeId 无效');
      if (n.prevId !== undefined && !str(64)(n.prevId)) throw badRequest('节点 prevId 无效');
      if (n.conditionNodes !== undefined && !Array.isArray(n.conditionNodes)) throw badRequest('conditionNodes 必须是数组');
      const p = n.properties as unknown as Values;
      if (!p || typeof p !== 'object' || Array.isArray(p)) throw badRequest(`节点 ${n.nodeId} 缺少 properties`);
      for (const [k, v] of Object.entries(p)) {
        const ok = PROPERTIES[k];
        if (!ok) throw badRequest(`节点「${String(p.title ?? n.nodeId)}」不能有属性 ${k}`);
        if (v !== undefined && v !== null && !ok(v)) throw badRequest(`节点「${String(p.title ?? n.nodeId)}」的 ${k} 取值无效`);
      }
      for (const k of USER_LISTS) for (const id of (p[k] as string[] | undefined) ?? []) wanted.users.add(id);
      for (const k of ROLE_LISTS) for (const id of (p[k] as string[] | undefined) ?? []) wanted.roles.add(id);
      for (const k of POSITION_LISTS) for (const id of (p[k] as string[] | undefined) ?? []) wanted.positions.add(id);
      for (const o of (p.formOperates as Array<{ id: string }> | undefined) ?? []) {
        if (!formIds.includes(o.id)) throw badRequest(`节点「${String(p.title ?? n.nodeId)}」的表单权限字段 ${o.id} 不存在`);
      }
      if (n.type === 'approver' && (n.properties.assigneeType ?? 6) === 6
        && !(n.properties.approvers?.length || n.properties.approverRole?.length || n.properties.approverPos?.length)) {
        throw badRequest(MSG.noApprover(n.properties.title || n.nodeId));
      }
    }
    const exists = async (table: typeof users | typeof roles | typeof positions, list: Set<string>, what: string) => {
      if (list.size === 0) return;
      const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, [...list]))).map((r) => r.id));
      const missing = [...list].find((id) => !found.has(id));
      if (missing) throw badRequest(`${what} ${missing} 不存在`);
    };
    await exists(users, wanted.users, '人员');
    await exists(roles, wanted.roles, '角色');
    await exists(positions, wanted.positions, '岗位');
    try {
      parseFlow({ flowId: meta.flowId, flowCode: meta.enCode, flowName: meta.fullName, flowVersion: '0', formType: 2 }, tree);
    } catch (err) {
      if (err instanceof EngineError) throw badRequest(err.message);
      throw err;
    }
    return tree;
  }

  return {
    /** GET FlowEngine: the flows of the catalog's modules, with their version and whether the organisation changed them. */
    async list(caller: Caller, keyword?: string) {
      await admin(caller);
      const rows = await db.select({ flow: flows, template: flowTemplates, json: flowVersions.templateJson })
        .from(flows).innerJoin(flowTemplates, eq(flowTemplates.id, flows.templateId))
        .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
        .orderBy(asc(flows.sortCode), asc(flows.id));
      const bases = new Map((await db.select().from(catalogItems).where(sql`${catalogItems.key} like 'flowTree:%'`)).map((r) => [r.key.slice('flowTree:'.length), r.base]));
      const catalog = catalogByFlow();
      return {
        list: rows.filter(({ flow }) => !keyword || flow.fullName.includes(keyword) || flow.enCode.includes(keyword)).map(({ flow, template, json }) => ({
          id: flow.id, fullName: flow.fullName, enCode: flow.enCode, category: template.category, icon: template.icon, iconBackground: template.iconBackground,
          version: flow.version, nodeCount: nodesOf(json as unknown as FlowNode).filter((n) => n.type === 'approver').length,
          moduleName: catalog.get(flow.id)?.module.fullName ?? '', enabledMark: flow.enabled ? 1 : 0, updatedTime: flow.updatedAt?.getTime() ?? null,
          customised: bases.has(flow.id) && canonical(json) !== canonical((bases.get(flow.id) as { template?: unknown } | null)?.template),
        })),
      };
    },

    /** GET FlowEngine/{flowId}: the current tree (flowTemplateJson), its versions, and the form fields a node's rights may name. */
    async info(caller: Caller, flowId: string) {
      await admin(caller);
      const row = await loadFlow(flowId);
      const [versions, inFlight] = await Promise.all([
        db.select({ version: flowVersions.version, createdAt: flowVersions.createdAt }).from(flowVersions).where(eq(flowVersions.flowId, flowId)).orderBy(asc(flowVersions.version)),
        db.select({ version: flowTasks.flowVersion, n: sql<number>`count(*)::int` }).from(flowTasks)
          .where(and(eq(flowTasks.flowId, flowId), inArray(flowTasks.status, [TaskStatus.inApproval, TaskStatus.suspended]))).groupBy(flowTasks.flowVersion),
      ]);
      const form = parseFormConfig(row.form);
      return {
        id: row.flow.id, fullName: row.flow.fullName, enCode: row.flow.enCode, version: row.flow.version,
        flowTemplateJson: JSON.stringify(row.json),
        versions: versions.map((v) => ({ version: v.version, creatorTime: v.createdAt.getTime(), current: v.version === row.flow.version,
          running: Number(inFlight.find((x) => x.version === v.version)?.n ?? 0) })),
        formFields: operateIds(form).map((id) => ({ id })),
      };
    },

    /** PUT FlowEngine/{flowId} {flowTemplateJson, version}: the edited tree becomes the flow's next version. */
    async save(caller: Caller, flowId: string, b: { flowTemplateJson: string; version: number }, now: Date) {
      await admin(caller);
      const row = await loadFlow(flowId);
      if (b.version !== row.flow.version) throw badRequest(MSG.stale);
      const tree = await checkTree(b.flowTemplateJson, { flowId, fullName: row.flow.fullName, enCode: row.flow.enCode }, operateIds(parseFormConfig(row.form)));
      if (canonical(tree) === canonical(row.json)) throw badRequest(MSG.unchanged);
      const n = await names();
      const summary = (t: FlowNode): Values => Object.fromEntries(nodesOf(t).filter((x) => x.type === 'approver')
        .map((x) => [x.properties.title || x.nodeId, nodeSummary(x, n)]));
      const change = diff(summary(row.json as unknown as FlowNode), summary(tree));
      const next = row.flow.version + 1;
      await db.transaction(async (txAny) => {
        const tx = txAny as unknown as Db;
        // compare and set: a save made meanwhile wins, this one is refused
        const moved = await tx.update(flows).set({ updatedAt: now }).where(and(eq(flows.id, flowId), eq(flows.version, row.flow.version))).returning({ id: flows.id });
        if (moved.length === 0) throw badRequest(MSG.stale);
        await addFlowVersion(tx, flowId, next, tree as unknown as Values, now);
        await record(tx, caller, { kind: 'flow', action: 'update', objectId: flowId, objectName: row.flow.fullName,
          before: { version: row.flow.version, ...change.before }, after: { version: next, ...change.after }, detail: `新版本 v${next}` }, now);
      });
      await modulesChanged(); // a module's config answers its flow's current version
      return { version: next };
    },
  };
}
