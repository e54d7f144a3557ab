/**
 * The approver's action bar (approversProperties of API.md 4.2) and the button flags the actions
 * check: a button the node does not show is an action the handler may not take.
 */
import type { ApproversProperties } from '../../../types/api/workflow.js';
import { nodeOf, type Flow, type GraphNode } from './definition.js';
import { refuse } from './errors.js';

/** Defaults of a node that does not say; cancel (terminate) and save are opt-in, as in the JNPF designer. */
const FLAGS = {
  hasSign: false, hasOpinion: true, hasAuditBtn: true, hasRejectBtn: true, hasTransferBtn: true, hasFreeApproverBtn: true,
  hasSaveBtn: false, hasRevokeBtn: true, hasCancelBtn: false, hasPressBtn: true, hasPrintBtn: false, isCustomCopy: false,
} as const;
export type NodeFlag = keyof typeof FLAGS;

const TEXTS = {
  auditBtnText: '通过', rejectBtnText: '退回', transferBtnText: '转审', hasFreeApproverBtnText: '加签',
  saveBtnText: '暂存', revokeBtnText: '撤回', cancelBtnText: '驳回',
} as const;

const REFUSALS: Partial<Record<NodeFlag, string>> = {
  hasAuditBtn: '当前节点不允许审批通过',
  hasRejectBtn: '当前节点不允许退回',
  hasTransferBtn: '当前节点不允许转审',
  hasFreeApproverBtn: '当前节点不允许加签',
  hasSaveBtn: '当前节点不允许暂存',
  hasRevokeBtn: '当前节点不允许撤回',
  hasPressBtn: '该流程不允许催办',
};

export const flag = (node: GraphNode, key: NodeFlag): boolean => node.props[key] ?? FLAGS[key];

export function requireFlag(node: GraphNode, key: NodeFlag): void {
  if (!flag(node, key)) refuse(REFUSALS[key] ?? '当前节点不允许该操作');
}

export function approversProperties(flow: Flow, nodeCode: string): ApproversProperties {
  const node = nodeOf(flow, nodeCode);
  const start = nodeOf(flow, flow.startId).props;
  const flags = Object.fromEntries(Object.keys(FLAGS).map((k) => [k, flag(node, k as NodeFlag)])) as Record<NodeFlag, boolean>;
  const texts = Object.fromEntries(Object.entries(TEXTS).map(([k, v]) => [k, node.props[k as keyof typeof TEXTS] || v])) as Record<keyof typeof TEXTS, string>;
  return {
    title: node.title, ...flags, ...texts,
    rejectStep: node.props.rejectStep ?? '0', rejectType: node.props.rejectType ?? 1, counterSign: node.props.counterSign ?? 0,
    isComment: start.isComment ?? false, isSummary: start.isSummary ?? false,
  };
}
