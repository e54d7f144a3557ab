/**
 * What the engine asks the caller to tell people. Each event maps onto one flow message of the
 * publish service (type 2): `title`, `recipients`, `senderId` and `bodyText` (API.md 6.1).
 */
import type { Draft } from './draft.js';

/** bodyText of a flow message: the client turns it into the detail page config. */
export interface FlowMessageBody {
  processId: string;
  /** the flow's code (the detail config's enCode) */
  enCode: string;
  flowId: string;
  formType: 1 | 2;
  /** 1 mine (opens as the launcher), 2 todo (opens as the handler), 3 copy (read-only) */
  type: 1 | 2 | 3;
  taskNodeId: string;
  taskOperatorId: string;
  /** the task status after the action */
  status: number;
}

export type EventKind = 'todo' | 'urged' | 'copied' | 'approved' | 'returned' | 'terminated';

export interface EngineEvent {
  kind: EventKind;
  taskId: string;
  title: string;
  recipients: string[];
  /** the acting user; null for none */
  senderId: string | null;
  bodyText: FlowMessageBody;
  /** the task's form data when it happened: the message names the record by it (cards.ts) */
  formData: Record<string, unknown>;
}

const KINDS: Record<EventKind, { prefix: string; type: FlowMessageBody['type'] }> = {
  todo: { prefix: '【待办】', type: 2 },
  urged: { prefix: '【催办】', type: 2 },
  copied: { prefix: '【抄送】', type: 3 },
  approved: { prefix: '【已通过】', type: 1 },
  returned: { prefix: '【已退回】', type: 1 },
  terminated: { prefix: '【已终止】', type: 1 },
};

export function emit(d: Draft, kind: EventKind, recipients: readonly string[], at: { taskNodeId?: string; taskOperatorId?: string } = {}): void {
  if (recipients.length === 0) return;
  const { task } = d.state;
  const { meta } = d.flow;
  d.events.push({
    kind,
    taskId: task.id,
    title: `${KINDS[kind].prefix}${task.fullName}`,
    recipients: [...new Set(recipients)],
    senderId: d.actorId || null,
    bodyText: {
      processId: task.id, enCode: meta.flowCode, flowId: meta.flowId, formType: meta.formType, type: KINDS[kind].type,
      taskNodeId: at.taskNodeId ?? '', taskOperatorId: at.taskOperatorId ?? '', status: task.status,
    },
    formData: task.formData,
  });
}
