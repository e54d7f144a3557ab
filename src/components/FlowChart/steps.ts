/**
 * The flow chart as steps (API.md 4.2): walk flowTemplateJson from the start node along childNode,
 * a node's conditionNodes being its branches (each with its own chain) before its childNode goes
 * on; a node whose flowTaskNodeList type is "0" is past, "1" current. Pure.
 */
import type { FlowNode, FlowTaskNode } from '../../../types/api/workflow'

export type StepState = 'past' | 'current' | 'pending'

export interface ChartStep {
  nodeId: string
  title: string
  kind: FlowNode['type'] | 'end'
  state: StepState
  /** who handled or handles it, as the detail names them */
  handlers: string
  branches: ChartBranch[]
}

export interface ChartBranch {
  nodeId: string
  title: string
  /** the task went (or goes) this way */
  taken: boolean
  steps: ChartStep[]
}

const STATE_OF_TYPE: Record<string, StepState> = { 0: 'past', 1: 'current' }

export const STATE_TEXT: Record<StepState, string> = { past: '已完成', current: '进行中', pending: '未开始' }

const DEFAULT_TITLE: Record<ChartStep['kind'], string> = {
  start: '发起', approver: '审批', condition: '条件', subFlow: '子流程', timer: '定时器', end: '结束'
}

/** The template tree, or null when there is none or it does not parse. */
export function parseTemplate (json: string | null | undefined): FlowNode | null {
  if (!json) return null
  try {
    const node = JSON.parse(json) as FlowNode
    return node && typeof node === 'object' && typeof node.nodeId === 'string' ? node : null
  } catch {
    return null
  }
}

export interface ChartOptions {
  /** the task is approved: the end is reached */
  ended?: boolean
}

/** The steps of the chart, the end last. No task nodes yet (a new launch): the start is current. */
export function chartSteps (template: FlowNode | null, taskNodes: FlowTaskNode[], opts: ChartOptions = {}): ChartStep[] {
  if (!template) return []
  const byCode = new Map(taskNodes.map((n) => [n.nodeCode, n]))
  const stateOf = (node: FlowNode): StepState => {
    const row = byCode.get(node.nodeId)
    if (row) return STATE_OF_TYPE[String(row.type)] ?? 'pending'
    return taskNodes.length === 0 && node.type === 'start' ? 'current' : 'pending'
  }
  const chain = (first: FlowNode | null | undefined): ChartStep[] => {
    const steps: ChartStep[] = []
    for (let n = first; n; n = n.childNode) {
      steps.push({
        nodeId: n.nodeId,
        title: n.properties?.title || DEFAULT_TITLE[n.type] || n.nodeId,
        kind: n.type,
        state: stateOf(n),
        handlers: byCode.get(n.nodeId)?.userName ?? '',
        branches: (n.conditionNodes ?? []).map((b) => {
          const steps = chain(b.childNode)
          return { nodeId: b.nodeId, title: b.properties?.title || DEFAULT_TITLE.condition, taken: reached(steps), steps }
        })
      })
    }
    return steps
  }
  return [...chain(template), { nodeId: 'end', title: DEFAULT_TITLE.end, kind: 'end', state: opts.ended ? 'past' : 'pending', handlers: '', branches: [] }]
}

function reached (steps: ChartStep[]): boolean {
  return steps.some((s) => s.state !== 'pending' || s.branches.some((b) => b.taken))
}
