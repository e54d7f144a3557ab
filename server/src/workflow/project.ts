/**
 * The engine's part of the detail answer (FlowBeforeInfo, API.md 4.2), projected from the task state.
 * The caller adds flowTemplateInfo and flowFormInfo, which come from the flow and form records.
 */
import type {
  FlowBeforeInfo, FlowTaskInfo, FlowTaskNode, FlowTaskOperator, FlowTaskOperatorRecord, FormOperate,
} from '../../../types/api/workflow.js';
import { TaskStatus } from './codes.js';
import type { Directory } from './context.js';
import { nodeOf, predecessors, type Flow } from './definition.js';
import { approversProperties } from './properties.js';
import { canView } from './queries.js';
import { OperatorState, type OperatorRow, type RecordRow, type TaskNodeRow, type TaskState } from './state.js';

export type EngineDetail = Pick<FlowBeforeInfo, 'flowTaskInfo' | 'flowTaskNodeList' | 'flowTaskOperatorList' | 'flowTaskOperatorRecordList'
  | 'formOperates' | 'approversProperties' | 'formData' | 'draftData' | 'noOperateAuth'>;

/** Who looks, and through which todo (taskOperatorId), if any. */
export interface Viewer {
  userId: string;
  operatorId?: string;
  /** a node where the viewer's agreement may still be recalled (opened from the done list): its action bar, for 撤回 */
  recallNode?: string;
}

/**
 * The viewer's todo on the task when the client names none but says the node (3.2 sends
 * `taskNodeId` alone, the list item's thisStepId, which may name several nodes): their live,
 * unhandled operator on one of those nodes, else any live one of theirs on the task.
 */
export function liveOperatorOf(state: TaskState, userId: string, taskNodeId: string): string | undefined {
  const nodes = taskNodeId.split(',').filter(Boolean);
  const mine = state.operators.filter((o) => o.handleId === userId && o.state === OperatorState.live && o.handleStatus === null);
  return (nodes.length ? mine.find((o) => nodes.includes(o.taskNodeId) || nodes.includes(o.nodeCode)) : undefined)?.id ?? mine[0]?.id;
}

export const nameOf = (directory: Directory, userId: string): string => (userId === '' ? '系统' : directory.userName(userId) || userId);

export function taskInfo(flow: Flow, state: TaskState): FlowTaskInfo {
  const { task } = state;
  const { meta } = flow;
  return {
    id: task.id, processId: task.id, enCode: task.enCode, fullName: task.fullName, flowId: meta.flowId, flowCode: meta.flowCode,
    flowName: meta.flowName, flowType: meta.flowType ?? 0, flowCategory: meta.flowCategory ?? '', flowForm: '', flowFormContentJson: '',
    flowTemplateJson: JSON.stringify(flow.template), flowVersion: meta.flowVersion, startTime: task.startTime, endTime: task.endTime,
    thisStep: task.thisStep, thisStepId: task.thisStepId, grade: '', status: task.status, completion: task.completion, description: '',
    flowUrgent: task.flowUrgent, type: 0, rejectDataId: '', suspend: task.status === TaskStatus.suspended, creatorUserId: task.launcherId,
  };
}

function nodeInfo(flow: Flow, state: TaskState, row: TaskNodeRow, directory: Directory): FlowTaskNode {
  const node = nodeOf(flow, row.nodeCode);
  const handlers = state.operators.filter((o) => o.nodeCode === row.nodeCode && o.state !== OperatorState.void);
  return {
    id: row.id, nodeCode: row.nodeCode, nodeName: row.nodeName, nodeType: node.type, nodePropertyJson: JSON.stringify(node.props),
    nodeUp: predecessors(flow, row.nodeCode).join(','), nodeNext: (flow.successors.get(row.nodeCode) ?? []).join(','),
    completion: row.completion, type: row.state, userName: [...new Set(handlers.map((o) => nameOf(directory, o.handleId)))].join(','),
    assigneeName: '', taskId: row.taskId, formId: '', sortCode: row.sortCode, creatorTime: row.creatorTime,
  };
}

const operatorInfo = (flow: Flow, o: OperatorRow): FlowTaskOperator => ({
  id: o.id, handleType: String(nodeOf(flow, o.nodeCode).props.assigneeType ?? ''), handleId: o.handleId, handleStatus: o.handleStatus,
  handleTime: o.handleTime, nodeCode: o.nodeCode, nodeName: o.nodeName, completion: o.completion, taskNodeId: o.taskNodeId, taskId: o.taskId,
  creatorTime: o.creatorTime, draftData: o.draftData,
});

export const recordInfo = (r: RecordRow, directory: Directory): FlowTaskOperatorRecord => ({
  id: r.id, nodeCode: r.nodeCode, nodeName: r.nodeName, handleStatus: r.handleStatus, handleId: r.handleId, userName: nameOf(directory, r.handleId),
  handleTime: r.handleTime, handleOpinion: r.handleOpinion, signImg: r.signImg, fileList: JSON.stringify(r.fileList), taskOperatorId: r.taskOperatorId,
  taskNodeId: r.taskNodeId, taskId: r.taskId, operatorId: r.operatorId, status: r.status, approverType: null, draftData: null,
  creatorTime: r.creatorTime, isLog: false,
});

/** Field rights: the viewer's node when they open a todo, else the start node's. */
const formOperatesOf = (flow: Flow, code: string): FormOperate[] => nodeOf(flow, code).props.formOperates ?? [];

export function projectDetail(flow: Flow, state: TaskState, viewer: Viewer, directory: Directory): EngineDetail {
  const op = state.operators.find((o) => o.id === viewer.operatorId && o.handleId === viewer.userId);
  const pending = op !== undefined && op.state === OperatorState.live && op.handleStatus === null && state.task.status === 1;
  return {
    flowTaskInfo: taskInfo(flow, state),
    flowTaskNodeList: state.nodes.map((n) => nodeInfo(flow, state, n, directory)),
    flowTaskOperatorList: state.operators.filter((o) => o.state !== OperatorState.void).map((o) => operatorInfo(flow, o)),
    flowTaskOperatorRecordList: state.records.map((r) => recordInfo(r, directory)),
    formOperates: formOperatesOf(flow, op?.nodeCode ?? flow.startId),
    approversProperties: pending ? approversProperties(flow, op.nodeCode) : viewer.recallNode ? approversProperties(flow, viewer.recallNode) : null,
    formData: state.task.formData,
    draftData: pending ? op.draftData : null,
    noOperateAuth: !canView(state, viewer.userId),
  };
}
