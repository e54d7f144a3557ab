/**
 * Sends a flow action through the outbox (DESIGN §2 weak networks): with an Idempotency-Key, and
 * kept to be sent again when the network drops, so an approval made in a tunnel is not lost.
 */
import type { FlowModel, NodeWithoutApprover } from '../../../types/api/workflow'
import { actionRequest, nodesWithoutApprover, withdrawRequest } from '@/api/workflow'
import { useOutbox } from '@/stores/outbox'
import type { ActionName } from './rules'

export interface FlowActionRequest {
  action: ActionName
  /** the path id of API.md 4.3's table; none for a new launch */
  id?: string
  body?: FlowModel
  /** what the outbox banner calls it while it waits */
  label: string
  /** the words of the button that sent it (整改完成), for what the user reads once it is done */
  button?: string
  /** the form draft to clear once the server has it */
  draftKey?: string
}

export type SendOutcome =
  | { kind: 'done' }
  | { kind: 'queued' }
  /** nothing happened yet: users are to be picked for these nodes and the call sent again */
  | { kind: 'noApprover', nodes: NodeWithoutApprover[] }

const requestOf = (req: FlowActionRequest) =>
  req.action === 'withdraw' ? withdrawRequest(req.id ?? '', req.body) : actionRequest(req.action, req.id, req.body)

/** Resolves with what happened; rejects when the server refused (the outbox has toasted why). */
export async function sendFlowAction (req: FlowActionRequest): Promise<SendOutcome> {
  const { method, url, body } = requestOf(req)
  const res = await useOutbox.getState().submit({ label: req.label, method, url, body, draftKey: req.draftKey })
  if (res.queued) return { kind: 'queued' }
  const nodes = nodesWithoutApprover(res.data)
  return nodes.length > 0 ? { kind: 'noApprover', nodes } : { kind: 'done' }
}
