/**
 * The state of one task, shaped so the detail answer of API.md 4.2 is a projection of it. Every row
 * has a stable id: the persistence layer upserts the rows that changed and updates the task with
 * `where version = old`, so two actions computed from the same version cannot both land.
 */
import type { FlowUrgent, RecordStatusValue, TaskNodeState, TaskStatusValue } from '../../../types/api/workflow.js';

export interface TaskState {
  task: TaskRow;
  nodes: TaskNodeRow[];
  operators: OperatorRow[];
  records: RecordRow[];
  circulates: CirculateRow[];
}

/** rejectType 2 (直接提交给我): when `targetNode` passes, the task goes straight back to `returnNode`. */
export interface ComeBack {
  targetNode: string;
  returnNode: string;
}

/** Where a task belongs: its project and contract section (null: none, or the whole project). */
export interface TaskPlace {
  projectId: string | null;
  contractId: string | null;
}

export interface TaskRow {
  id: string;
  flowId: string;
  flowVersion: string;
  /** whose task it is (creatorUserId on the wire) */
  launcherId: string;
  /** who created it: a launch delegate acting for launcherId, else launcherId */
  creatorId: string;
  /** creatorId when launched for someone else, else '' */
  delegateUser: string;
  fullName: string;
  /** bill number */
  enCode: string;
  flowUrgent: FlowUrgent;
  status: TaskStatusValue;
  /** 0..100 */
  completion: number;
  thisStep: string;
  /** task node ids of the current nodes, joined by ',' */
  thisStepId: string;
  formData: Record<string, unknown>;
  creatorTime: number;
  startTime: number | null;
  endTime: number | null;
  comeBack: ComeBack | null;
  /** incremented by every action that changes the task */
  version: number;
  /** role and position handlers resolve within it (assigneeScope); absent on tasks saved before it existed */
  place?: TaskPlace;
}

/** One row per start or approver node of the definition, created with the task. */
export interface TaskNodeRow {
  id: string;
  taskId: string;
  /** the definition's nodeId */
  nodeCode: string;
  nodeName: string;
  nodeType: 'start' | 'approver';
  /** -1 not passed (branch not taken), 0 passed, 1 current, 2 not yet */
  state: TaskNodeState;
  completion: 0 | 1;
  sortCode: number;
  /** candidates chosen for it (assignee type 7), kept so a node reached again has them */
  candidates: string[] | null;
  /** handlers chosen under errorRule 3, kept for the same reason */
  errorRuleUsers: string[] | null;
  /** when it last became current */
  creatorTime: number;
}

export const OperatorState = {
  /** counts for its node; pending while handleStatus is null */
  live: 0,
  /** not its turn yet: a later signer of a sequential node, or a handler whose add-signer (before) goes first */
  waiting: 1,
  /** closed without acting, or of an earlier round of its node */
  void: -1,
} as const;
export type OperatorStateValue = typeof OperatorState[keyof typeof OperatorState];

/** Add-signer kind: 0 an assignee of the node, 1 before the parent handler, 2 after it. */
export type AddSignType = 0 | 1 | 2;

export interface OperatorRow {
  id: string;
  taskId: string;
  taskNodeId: string;
  nodeCode: string;
  nodeName: string;
  handleId: string;
  handleStatus: 0 | 1 | null;
  handleTime: number | null;
  /** 0 pending, 1 agreed, -1 rejected */
  completion: 0 | 1 | -1;
  state: OperatorStateValue;
  /** order of a sequential node */
  sortCode: number;
  /** the operator that added this signer, else '' */
  parentId: string;
  addSignType: AddSignType;
  /** the user this was assigned to, who entrusted it to handleId; else '' */
  delegateUser: string;
  draftData: Record<string, unknown> | null;
  /** when the handler received it */
  creatorTime: number;
}

export interface RecordRow {
  id: string;
  taskId: string;
  taskNodeId: string;
  nodeCode: string;
  nodeName: string;
  handleStatus: RecordStatusValue;
  /** '' for the system (a node passed with nobody to handle it) */
  handleId: string;
  handleTime: number;
  handleOpinion: string;
  signImg: string;
  fileList: unknown[];
  taskOperatorId: string;
  /** transfer and add-sign: the target user */
  operatorId: string;
  /** 0 valid, -1 recalled */
  status: 0 | -1;
  creatorTime: number;
  /** agreements only: what recalling this record puts back */
  undo: RecallUndo | null;
}

/** The rows an agreement changed, as they were before it, and the operators it created. */
export interface RecallUndo {
  nodes: Array<{ before: TaskNodeRow; after: TaskNodeState }>;
  operators: OperatorRow[];
  created: string[];
  comeBack: ComeBack | null;
}

/** 抄送: one row per user a node was copied to. */
export interface CirculateRow {
  id: string;
  taskId: string;
  taskNodeId: string;
  nodeCode: string;
  nodeName: string;
  userId: string;
  creatorTime: number;
}
