/**
 * The flow definition (the JNPF 3.4 node tree of types/api/workflow.ts) as an indexed graph, and
 * the walk from a node to the steps that follow it. Steps are the start and approver nodes;
 * condition nodes are not steps, they only decide which branch the walk enters.
 */
import type { FlowNode, FlowNodeProperties, FlowNodeType } from '../../../types/api/workflow.js';
import { EngineError } from './errors.js';

/** The walk's target when a chain ends with nothing after it. */
export const END = 'end';

/** What the engine needs to know about the flow version besides its node tree. */
export interface FlowMeta {
  flowId: string;
  templateId?: string;
  flowCode: string;
  flowName: string;
  flowVersion: string;
  formType: 1 | 2;
  flowCategory?: string;
  flowType?: number;
  /** the flow form's signature fields (jnpfKey sign, top level): a node's own 签字 field stands for its hasSign */
  signFields?: readonly string[];
}

export interface GraphNode {
  id: string;
  type: FlowNodeType;
  title: string;
  props: FlowNodeProperties;
  child: string | null;
  /** the condition nodes heading the branches that follow this node */
  branches: string[];
  /** inside a branch: the node holding that branch, whose own continuation follows the branch's end */
  chainHolder: string | null;
}

export interface Flow {
  meta: FlowMeta;
  template: FlowNode;
  startId: string;
  nodes: ReadonlyMap<string, GraphNode>;
  /** start and approver nodes in document order: the task's node rows */
  steps: readonly string[];
  /** the steps (or END) that may follow each step, every branch taken */
  successors: ReadonlyMap<string, readonly string[]>;
  /** every step reachable from each step */
  descendants: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Picks the branches (condition node ids) to enter after a node that holds them. */
export type Chooser = (holder: GraphNode) => readonly string[];

/** Where a walk leads, and the steps of the branches it left out (shown as not passed). */
export interface Walk {
  targets: string[];
  skipped: string[];
}

type Graph = Pick<Flow, 'nodes'>;

const DEFAULT_TITLE: Record<FlowNodeType, string> = { start: '开始', approver: '审批节点', condition: '条件', subFlow: '子流程', timer: '定时器' };
// sub-flows launch other tasks and timers wait on a clock: neither fits a pure engine of one task
const UNSUPPORTED: Partial<Record<FlowNodeType, string>> = { subFlow: '子流程', timer: '定时器' };

function invalid(why: string): never {
  throw new EngineError(`流程定义有误：${why}`);
}

export function parseFlow(meta: FlowMeta, template: FlowNode | string): Flow {
  const root = typeof template === 'string' ? parseJson(template) : template;
  if (root?.type !== 'start') invalid('第一个节点必须是开始节点');
  const nodes = new Map<string, GraphNode>();
  const steps: string[] = [];
  visit(root, null, false, nodes, steps);
  const successors = new Map(steps.map((id) => [id, leave({ nodes }, id, (h) => h.branches).targets]));
  const descendants = new Map(steps.map((id) => [id, closure(successors, id)]));
  return { meta, template: root, startId: root.nodeId, nodes, steps, successors, descendants };
}

function parseJson(text: string): FlowNode {
  try {
    return JSON.parse(text) as FlowNode;
  } catch {
    return invalid('不是有效的 JSON');
  }
}

function visit(raw: FlowNode, chainHolder: string | null, isBranch: boolean, nodes: Map<string, GraphNode>, steps: string[]): void {
  if (typeof raw?.nodeId !== 'string' || raw.nodeId === '') invalid('节点缺少 nodeId');
  if (nodes.has(raw.nodeId)) invalid(`节点 ${raw.nodeId} 重复`);
  if (!(raw.type in DEFAULT_TITLE)) invalid(`未知的节点类型 ${String(raw.type)}`);
  const props: FlowNodeProperties = raw.properties ?? { title: '' };
  const title = props.title || DEFAULT_TITLE[raw.type];
  const unsupported = UNSUPPORTED[raw.type];
  if (unsupported) invalid(`暂不支持${unsupported}节点「${title}」`);
  if (isBranch !== (raw.type === 'condition')) invalid(isBranch ? `分支「${title}」必须是条件节点` : `条件节点「${title}」只能作为分支`);
  if (raw.type === 'start' && nodes.size > 0) invalid('开始节点只能有一个');
  const branches = raw.conditionNodes ?? [];
  if (branches.filter((b) => b.properties?.isDefault).length > 1) invalid(`「${title}」之后只能有一个默认分支`);
  nodes.set(raw.nodeId, {
    id: raw.nodeId, type: raw.type, title, props, child: raw.childNode?.nodeId ?? null, branches: branches.map((b) => b.nodeId), chainHolder,
  });
  if (raw.type !== 'condition') steps.push(raw.nodeId);
  for (const b of branches) visit(b, raw.nodeId, true, nodes, steps);
  if (raw.childNode) visit(raw.childNode, chainHolder, false, nodes, steps);
}

export function nodeOf(flow: Graph, id: string): GraphNode {
  return flow.nodes.get(id) ?? invalid(`节点 ${id} 不存在`);
}

/** Leaving a node: into its branches if it holds any, else along its chain. */
export function leave(flow: Graph, id: string, choose: Chooser): Walk {
  const walk: Walk = { targets: [], skipped: [] };
  leaveInto(flow, nodeOf(flow, id), choose, walk);
  walk.targets = [...new Set(walk.targets)];
  return walk;
}

function leaveInto(flow: Graph, node: GraphNode, choose: Chooser, walk: Walk): void {
  if (node.branches.length === 0) return proceed(flow, node, choose, walk);
  const chosen = new Set(choose(node));
  for (const b of node.branches) {
    if (chosen.has(b)) enter(flow, nodeOf(flow, b), choose, walk);
    else walk.skipped.push(...stepsWithin(flow, b));
  }
}

function proceed(flow: Graph, node: GraphNode, choose: Chooser, walk: Walk): void {
  if (node.child) return enter(flow, nodeOf(flow, node.child), choose, walk);
  if (node.chainHolder) return proceed(flow, nodeOf(flow, node.chainHolder), choose, walk);
  walk.targets.push(END);
}

function enter(flow: Graph, node: GraphNode, choose: Chooser, walk: Walk): void {
  if (node.type === 'condition') leaveInto(flow, node, choose, walk);
  else walk.targets.push(node.id);
}

/** The steps inside one branch, nested branches included. */
export function stepsWithin(flow: Graph, branchId: string): string[] {
  const out: string[] = [];
  for (let id: string | null = branchId; id; id = nodeOf(flow, id).child) {
    const node = nodeOf(flow, id);
    if (node.type !== 'condition') out.push(id);
    for (const b of node.branches) out.push(...stepsWithin(flow, b));
  }
  return out;
}

/** How a branch is named to the user: its first step, or the condition node of an empty branch. */
export const branchEntry = (flow: Graph, branchId: string): string => stepsWithin(flow, branchId)[0] ?? branchId;

function closure(successors: ReadonlyMap<string, readonly string[]>, id: string): Set<string> {
  const seen = new Set<string>();
  const todo = [...(successors.get(id) ?? [])];
  while (todo.length) {
    const next = todo.pop() as string;
    if (next === END || seen.has(next)) continue;
    seen.add(next);
    todo.push(...(successors.get(next) ?? []));
  }
  return seen;
}

export const canReach = (flow: Flow, from: string, to: string): boolean => flow.descendants.get(from)?.has(to) ?? false;

export const predecessors = (flow: Flow, id: string): string[] => flow.steps.filter((p) => flow.successors.get(p)?.includes(id));

export const ancestors = (flow: Flow, id: string): string[] => flow.steps.filter((p) => canReach(flow, p, id));
