/**
 * Builders for the flow node tree (types/api/workflow.ts, JNPF 3.4 form) and its field rights.
 * A tree is written top-down with `next` and `branches`; `finish()` then fills what the JNPF
 * designer derives (prevId, branch priority), so the flow files hold only decisions.
 */
import type { FormConfig } from '../../../../types/api/form.js';
import type {
  AssigneeTypeValue, ErrorRuleValue, FlowCondition, FlowNode, FlowNodeProperties, FormOperate,
} from '../../../../types/api/workflow.js';
import { fieldById, operateIds, SYSTEM_KEYS } from './fields.js';

/** assigneeType of API.md 4.6 by name (types/api holds types only: each side names the values). */
export const AssigneeType = {
  launcherManager: 1, departmentManager: 2, launcher: 3, variable: 4, tache: 5, namedUsers: 6, candidates: 7, service: 9,
} as const satisfies Record<string, AssigneeTypeValue>;

/** errorRule by name: what happens when an approver node resolves to nobody. */
export const ErrorRule = {
  admin: 1, namedUsers: 2, chosenByPrevious: 3, autoPass: 4, refuse: 5,
} as const satisfies Record<string, ErrorRuleValue>;

/**
 * Rights of a field at one node: `write` keeps the field's own required flag, `required` forces
 * it (fields only the node's handler fills), `read` shows it, `hidden` hides it.
 */
export type Right = 'write' | 'required' | 'read' | 'hidden';

/**
 * formOperates for every field of the form: `base` for all, `overrides` by field id. Child-table
 * columns follow their table unless named themselves. Server-filled fields are never writable.
 */
export function operates(config: FormConfig, base: Right, overrides: Record<string, Right> = {}): FormOperate[] {
  const ids = operateIds(config);
  for (const id of Object.keys(overrides)) {
    if (!ids.includes(id)) throw new Error(`formOperates: ${id} is not a field of the form`);
  }
  return ids.map((id) => {
    const field = fieldById(config, id)!;
    const table = id.includes('-') ? id.slice(0, id.indexOf('-')) : '';
    const right = overrides[id] ?? overrides[table] ?? base;
    const write = (right === 'write' || right === 'required') && !SYSTEM_KEYS.has(field.__config__.jnpfKey);
    const required = write && (right === 'required' || field.__config__.required === true);
    // a value the screen sets (kept, noShow) is written with the record but never shown
    return { id, read: right !== 'hidden' && field.__config__.noShow !== true, write, required };
  });
}

/** The action bar of an ordinary approver (API.md 4.2 approversProperties); nodes override what differs. */
const APPROVER_DEFAULTS: Omit<FlowNodeProperties, 'title'> = {
  approvers: [], approverRole: [], approverPos: [], counterSign: 0,
  circulateUser: [], circulateRole: [], circulatePosition: [], isCustomCopy: false, isBranchFlow: false, isBatchApproval: false,
  rejectStep: '0', rejectType: 1,
  hasSign: false, hasOpinion: true,
  hasAuditBtn: true, auditBtnText: '通过', hasRejectBtn: true, rejectBtnText: '退回',
  hasTransferBtn: true, transferBtnText: '转审', hasFreeApproverBtn: true, hasFreeApproverBtnText: '加签',
  hasSaveBtn: true, saveBtnText: '暂存', hasRevokeBtn: true, revokeBtnText: '撤回',
  hasCancelBtn: false, cancelBtnText: '终止', hasPressBtn: true, hasPrintBtn: false,
};

const START_DEFAULTS: Omit<FlowNodeProperties, 'title'> = {
  initiator: [], initiatePos: [], initiateRole: [], isComment: false, isSummary: false, titleType: 0, titleContent: '',
  hasRevokeBtn: true, revokeBtnText: '撤回', hasPressBtn: true, hasPrintBtn: false,
};

interface Links {
  /** the node after this one (after its branches, if any) */
  next?: FlowNode;
  /** condition nodes: branches taken after this node */
  branches?: FlowNode[];
}

function node(nodeId: string, type: FlowNode['type'], properties: FlowNodeProperties, links: Links): FlowNode {
  const n: FlowNode = { nodeId, type, properties };
  if (links.next) n.childNode = links.next;
  if (links.branches) n.conditionNodes = links.branches;
  return n;
}

export const start = (nodeId: string, props: FlowNodeProperties, links: Links = {}): FlowNode =>
  node(nodeId, 'start', { ...START_DEFAULTS, ...props }, links);

export const approver = (nodeId: string, props: FlowNodeProperties, links: Links = {}): FlowNode =>
  node(nodeId, 'approver', { ...APPROVER_DEFAULTS, ...props }, links);

/** A branch; `next` is the chain run when it is taken. An empty `conditions` list needs isDefault or a branch-choosing parent. */
export const branch = (nodeId: string, props: Pick<FlowNodeProperties, 'title' | 'conditions' | 'isDefault' | 'description'>, next?: FlowNode): FlowNode =>
  node(nodeId, 'condition', { conditions: [], isDefault: false, ...props }, { next });

/** One comparison, labelled from the form so the designer shows the field's name. */
export function when(config: FormConfig, field: string, symbol: FlowCondition['symbol'], filedValue: FlowCondition['filedValue'],
  logic: FlowCondition['logic'] = '&&'): FlowCondition {
  const f = fieldById(config, field);
  if (!f) throw new Error(`condition: ${field} is not a field of the form`);
  return { field, fieldName: f.__config__.label, jnpfKey: f.__config__.jnpfKey, symbol, filedValue, logic };
}

/** Fills prevId (the node a node hangs from) and branch priority (their order) over the whole tree. */
export function finish(root: FlowNode): FlowNode {
  const walk = (n: FlowNode): void => {
    n.conditionNodes?.forEach((b, i) => {
      b.prevId = n.nodeId;
      b.properties.priority ??= i + 1;
      walk(b);
    });
    if (n.childNode) {
      n.childNode.prevId = n.nodeId;
      walk(n.childNode);
    }
  };
  walk(root);
  return root;
}
