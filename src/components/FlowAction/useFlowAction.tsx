/**
 * Runs a flow action from a page: sends it (outbox), tells the user, clears the draft and goes
 * back; when the server names nodes without a handler, shows ErrorForm and sends the same call
 * again with errorRuleUserList (API.md 4.3).
 */
import { useState } from 'react'
import type { NodeWithoutApprover } from '../../../types/api/workflow'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useDrafts } from '@/stores/drafts'
import { ErrorForm } from '../ErrorForm'
import { useSubmit } from '../useSubmit'
import { QUEUED_TEXT, doneText } from './rules'
import { sendFlowAction, type FlowActionRequest } from './send'

export interface FlowActionOptions {
  /** pages to go back once it is done: 1 from the flow screen, 2 from the operate page (back to the list) */
  backDelta: number
}

export function useFlowAction ({ backDelta }: FlowActionOptions) {
  const [asking, setAsking] = useState<{ req: FlowActionRequest, nodes: NodeWithoutApprover[] } | null>(null)

  const [busy, run] = useSubmit(async (req: FlowActionRequest) => {
    const out = await sendFlowAction(req)
    // not done yet: what was typed stays on the device (the outbox clears it once the server has it)
    if (out.kind !== 'done' && req.draftKey && req.body?.formData) useDrafts.getState().save(req.draftKey, req.body.formData)
    if (out.kind === 'noApprover') {
      setAsking({ req, nodes: out.nodes })
      return
    }
    setAsking(null)
    if (out.kind === 'queued') {
      toast(QUEUED_TEXT)
    } else {
      toast(doneText(req.action, req.body, req.button))
      if (req.draftKey) useDrafts.getState().clear(req.draftKey)
    }
    void nav.back(backDelta)
  })

  const errorForm = (
    <ErrorForm
      visible={asking !== null}
      nodes={asking?.nodes ?? []}
      busy={busy}
      onCancel={() => setAsking(null)}
      onConfirm={(errorRuleUserList) => {
        if (asking) void run({ ...asking.req, body: { ...asking.req.body, errorRuleUserList } })
      }}
    />
  )

  return { busy, run, errorForm }
}
