import { create } from 'zustand'
import { getFlowTodoCount } from '@/api/flowCentre'
import { useSession } from './session'

/**
 * What waits for the user's approval, shown beside the way into 流程中心 on the Messages tab and
 * the workbench (issue 12). Asked for again whenever one of them shows: approvals are handled on
 * other screens. A failure keeps the last figure and says nothing (it is a hint, not the list).
 */
export const useFlowCount = create<{ todo: number }>(() => ({ todo: 0 }))

export function refreshFlowCount (): Promise<void> {
  return getFlowTodoCount({}, { toast: false })
    .then((c) => { useFlowCount.setState({ todo: c.toBeReviewed }) }, () => {})
}

export function clearFlowCount (): void {
  useFlowCount.setState({ todo: 0 })
}

// The figure is the signed-in user's: it goes when the session does. Kept here rather than called
// from the logout (stores/bootstrap), which would bring the workflow API into every first load.
useSession.subscribe((s, prev) => { if (prev.token !== '' && s.token === '') clearFlowCount() })
