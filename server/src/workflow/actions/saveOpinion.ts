/** 暂存 (FlowBefore/SaveAudit): the handler's form as a draft on their operator, nothing else moves. */
import type { EngineContext } from '../context.js';
import type { Flow } from '../definition.js';
import { begin, finish, graphNode, type ActionResult } from '../draft.js';
import { requireFlag } from '../properties.js';
import type { TaskState } from '../state.js';
import { requireOwnPending } from './guards.js';

export interface SaveOpinionInput {
  actorId: string;
  operatorId: string;
  formData?: Record<string, unknown>;
}

export function saveOpinion(flow: Flow, state: TaskState, input: SaveOpinionInput, ctx: EngineContext): ActionResult {
  const d = begin(flow, state, ctx, input.actorId);
  const op = requireOwnPending(d, input.operatorId);
  requireFlag(graphNode(d, op.nodeCode), 'hasSaveBtn');
  op.draftData = structuredClone(input.formData ?? {});
  return finish(d);
}
