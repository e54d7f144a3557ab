/**
 * The workflow engine: a pure state machine over one task. Every action takes the flow, the task
 * state at some version, the action's input and the context (clock, ids, org snapshot, entrusts),
 * and answers the next state (version + 1) with the events to publish, or errorRule 3's node list,
 * or throws an EngineError. The workflow domain persists the answer with a compare-and-set on version.
 */
export { parseFlow, END, type Flow, type FlowMeta, type GraphNode } from './definition.js';
export { EngineError, MSG } from './errors.js';
export type { Directory, Delegation, EngineContext } from './context.js';
export type { ActionResult, Choices, Opinion } from './draft.js';
export type { EngineEvent, EventKind, FlowMessageBody } from './events.js';
export {
  OperatorState, type AddSignType, type CirculateRow, type ComeBack, type OperatorRow, type OperatorStateValue, type RecallUndo,
  type RecordRow, type TaskNodeRow, type TaskPlace, type TaskRow, type TaskState,
} from './state.js';

export { launch, type LaunchInput } from './actions/launch.js';
export { approve, type ApproveInput } from './actions/approve.js';
export { reject, type RejectInput } from './actions/reject.js';
export { transfer, type TransferInput } from './actions/transfer.js';
export { addSigner, type AddSignerInput } from './actions/addSigner.js';
export { saveOpinion, type SaveOpinionInput } from './actions/saveOpinion.js';
export { recall, type RecallInput } from './actions/recall.js';
export { terminate, type TerminateInput } from './actions/terminate.js';
export { withdraw, type WithdrawInput } from './actions/withdraw.js';
export { urge } from './actions/urge.js';
export { deleteDraft } from './actions/deleteDraft.js';
export { assign, type AssignInput } from './actions/assign.js';
export { suspend, restore, type SuspendInput } from './actions/suspend.js';
export { batchable } from './batch.js';
export { writesField } from './actions/guards.js';

export { candidates, candidateUsers, type CandidatesInput } from './candidates.js';
export { rejectList, isHandled, canView } from './queries.js';
export { approversProperties } from './properties.js';
export { liveOperatorOf, projectDetail, taskInfo, recordInfo, type EngineDetail, type Viewer } from './project.js';
export { summary } from './summary.js';
export { mayInitiate } from './task.js';
