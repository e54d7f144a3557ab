/**
 * How the demo organisation set up its approval chains before its first task: named people and
 * positions of its own where the catalog's flows name roles (the 总监 by name, the testers of each
 * contractor's lab, the owner's 安全总监 copied on major hazards). Applied node by node over the
 * catalog's trees when the demo is first loaded; catalog upgrades then keep them as the
 * organisation's own change.
 */
import type { FlowNode, FlowNodeProperties } from '../../../../types/api/workflow.js';
import { catalogFlows } from '../../catalog/index.js';

type Customisation = Record<string, Partial<FlowNodeProperties>>;

const demoFlowCustomisations: Record<string, Customisation> = {
  hazardRectify: {
    hazard_chief: { approvers: ['u_zongjian'], approverRole: [], circulateRole: [], circulatePosition: ['pos_owner_aq_head'] },
  },
  hotWork: {
    hot_safety: { circulateUser: ['u_yezhu'], circulateRole: [] },
    hot_chief: { approvers: ['u_jianli', 'u_zongjian'], approverRole: [] },
  },
  supervisionLog: {
    log_review: { approvers: ['u_zongjian'], approverRole: [] },
  },
  meterApprove: {
    meter_supervision: { approvers: ['u_jianli', 'u_zongjian'], approverRole: [], counterSign: 2 },
    meter_owner: { approvers: ['u_yezhu'], approverRole: [] },
    meter_owner_head: { approverRole: [], approverPos: ['pos_owner_gc_head'], circulateRole: [], circulatePosition: ['pos_owner_ht_eng'] },
  },
  constructionPlan: {
    plan_chief: { approvers: ['u_zongjian'], approverRole: [], circulateUser: ['u_jianli'], circulateRole: [] },
  },
  incomingMaterials: {
    mat_lab: { approverRole: [], approverPos: ['pos_con1_tester', 'pos_con2_tester', 'pos_con3_tester'] },
    mat_witness: { approverRole: [], approverPos: ['pos_sup_zd1_zy', 'pos_sup_zd2_zy'] },
    mat_parallel: { approverRole: [], approverPos: ['pos_sup_lab_tester'] },
  },
  specialTask: {
    task_execute: { approverRole: [], approverPos: ['pos_con1_pm', 'pos_con2_pm', 'pos_con3_pm', 'pos_con1_aq_head', 'pos_con2_aq_head', 'pos_con3_aq_head', 'pos_con1_aqy', 'pos_con2_aqy', 'pos_con3_aqy'] },
  },
  specialTaskNotify: {
    notify_sign: { approverRole: [], approverPos: ['pos_con1_pm', 'pos_con2_pm', 'pos_con3_pm', 'pos_con1_aq_head', 'pos_con2_aq_head', 'pos_con3_aq_head'] },
  },
  constructionLedger: {
    ledger_start: { initiatePos: ['pos_con1_tester', 'pos_con2_tester', 'pos_con3_tester', 'pos_con1_lab_head', 'pos_con2_lab_head', 'pos_con3_lab_head'], initiateRole: [] },
    ledger_confirm: { approverRole: [], approverPos: ['pos_sup_lab_eng'] },
  },
  engineeringEntity: {
    entity_start: { initiatePos: ['pos_con1_tester', 'pos_con2_tester', 'pos_con3_tester', 'pos_con1_lab_head', 'pos_con2_lab_head', 'pos_con3_lab_head'], initiateRole: [] },
    entity_review: { approverRole: [], approverPos: ['pos_sup_lab_eng'] },
    entity_chief: { approvers: ['u_zongjian'], approverRole: [], circulateRole: [], circulatePosition: ['pos_sup_zd1_head', 'pos_sup_zd2_head'] },
  },
  supervisionTour: {
    tour_review: { approvers: ['u_zongjian'], approverRole: [] },
  },
};

function customise(node: FlowNode, changes: Customisation): FlowNode {
  const out: FlowNode = { ...node, properties: { ...node.properties, ...changes[node.nodeId] } };
  if (node.childNode) out.childNode = customise(node.childNode, changes);
  if (node.conditionNodes) out.conditionNodes = node.conditionNodes.map((c) => customise(c, changes));
  return out;
}

/** The demo's node tree of each flow it changed, by flow key. */
export function demoFlowTemplates(): Record<string, FlowNode> {
  return Object.fromEntries(catalogFlows().filter((f) => demoFlowCustomisations[f.enCode])
    .map((f) => [f.enCode, customise(f.template, demoFlowCustomisations[f.enCode])]));
}
