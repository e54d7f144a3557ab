/** 催办 (FlowLaunch/Press): a message to every handler with the task pending; the task does not change. */
import type { EngineContext } from '../context.js';
import { nodeOf, type Flow } from '../definition.js';
import { TaskStatus } from '../codes.js';
import { begin } from '../draft.js';
import { MSG, refuse } from '../errors.js';
import { emit, type EngineEvent } from '../events.js';
import { requireFlag } from '../properties.js';
import { OperatorState, type TaskState } from '../state.js';
import { requireLauncher } from './guards.js';

export function urge(flow: Flow, state: TaskState, input: { actorId: string }, ctx: EngineContext): { events: EngineEvent[] } {
  const d = begin(flow, state, ctx, input.actorId);
  requireLauncher(d);
  requireFlag(nodeOf(flow, flow.startId), 'hasPressBtn');
  const { status } = d.state.task;
  if (status !== TaskStatus.inApproval) refuse(status === TaskStatus.suspended ? MSG.suspended : MSG.notInApprovalUrge);
  const pending = d.state.operators.filter((o) => o.state === OperatorState.live && o.handleStatus === null);
  if (pending.length === 0) refuse(MSG.nobodyToUrge);
  for (const op of pending) emit(d, 'urged', [op.handleId], { taskNodeId: op.taskNodeId, taskOperatorId: op.id });
  return { events: d.events };
}
