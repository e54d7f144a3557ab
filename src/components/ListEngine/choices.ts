/**
 * What must be chosen before a launch (API.md 4.4): the branch(es) when the flow forks on the
 * submitter's choice (type 1), and the approvers of candidate nodes (type 2, or a chosen branch
 * that is a candidate node). Pure.
 */
import type { CandidatesResult, CandidateUser } from '../../../types/api/workflow'
import type { FlowChoices } from '@/core/listConfig'

export type ChoiceNode = CandidatesResult['list'][number]
export type ChosenUsers = Record<string, CandidateUser[]>

export const needsChoice = (r: CandidatesResult): boolean => (r.type === 1 || r.type === 2) && r.list.length > 0

export const branchNodes = (r: CandidatesResult): ChoiceNode[] => (r.type === 1 ? r.list.filter((n) => n.isBranchFlow) : [])

/** The nodes whose approvers the submitter picks: every candidate node, or those of the chosen branches. */
export const candidateNodes = (r: CandidatesResult, branches: string[]): ChoiceNode[] =>
  r.list.filter((n) => n.isCandidates && (r.type !== 1 || branches.includes(n.nodeId)))

/** The first thing still missing, or '' when the choice is complete. */
export function choiceError (r: CandidatesResult, branches: string[], users: ChosenUsers): string {
  if (r.type === 1 && branches.length === 0) return '请选择流程分支'
  const missing = candidateNodes(r, branches).find((n) => (users[n.nodeId] ?? []).length === 0)
  return missing ? `请选择「${missing.nodeName}」的审批人` : ''
}

export function toChoices (r: CandidatesResult, branches: string[], users: ChosenUsers): FlowChoices {
  const nodes = candidateNodes(r, branches)
  const candidateList = Object.fromEntries(nodes.map((n) => [n.nodeId, (users[n.nodeId] ?? []).map((u) => u.id)]))
  return {
    ...(r.type === 1 ? { branchList: branches } : {}),
    ...(nodes.length > 0 ? { candidateList } : {})
  }
}
