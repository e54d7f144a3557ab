/**
 * The processes of a contract section's WBS parts (types/api/process.ts): the board a supervisor
 * reads to see which process of which pier waits for inspection, and one part's processes with
 * every application and site check. Read within the visibility rule of the application module
 * (visualdev/visibility.ts): refused without its grant, and outside the caller's sections.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { todosOf } from '../safety/repo.js';
import { namesByIds } from '../system/dataInterface.repo.js';
import { recordScope, visibleRecords, type RecordScope } from '../visualdev/visibility.js';
import type { RecordRow, TaskState } from '../../workflow/state.js';
import type {
  ProcessApplication, ProcessBoard, ProcessBoardNode, ProcessCheck, ProcessNode, ProcessState,
} from '../../../../types/api/process.js';
import { kindOf } from './library.js';
import * as repo from './repo.js';
import { PROCESS_STATES, stepStates } from './state.js';

export interface ProcessDeps {
  db: Db;
}

/** The module whose grants the processes are read by, and its records' online module. */
export const APPLICATION_MODULE = 'processInspectionApplication';
export const APPLICATION_RECORDS = moduleIdOf('processInspection');
/** The supervision engineer's node of the application flow (catalog processInspectionApplication.ts). */
const CHECK_NODE = 'process_check';

const NODE_GONE = 'WBS 部位不存在或已删除';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A section the caller works in: of their project, within their grant, and the one chosen unless they chose every section. */
async function sectionOf(db: Db, scope: RecordScope, contractId: string) {
  const contract = await repo.contractOf(db, contractId);
  const wide = scope.scopes.has('project') || scope.sections === null;
  if (!contract || !contract.enabled || contract.projectId !== scope.projectId) throw badRequest('合同段不存在或不属于当前项目');
  if (!wide && !scope.sections!.includes(contractId)) throw badRequest('您不能查看该合同段的工序');
  if (scope.section && scope.section !== contractId) throw badRequest('该部位不在您当前的合同段，请先切换合同段');
  return contract;
}

interface Leaf { id: string, path: string[] }

/** The parts of a section (the leaves of its WBS), in tree order, each with its path of names. */
export function leavesOf(rows: readonly repo.WbsRow[]): Leaf[] {
  const children = new Map<string, repo.WbsRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: Leaf[] = [];
  const walk = (parentId: string, path: string[]): void => {
    for (const row of (children.get(parentId) ?? []).sort((a, b) => a.sortCode - b.sortCode)) {
      const here = [...path, row.fullName];
      if (children.has(row.id)) walk(row.id, here);
      else out.push({ id: row.id, path: here });
    }
  };
  walk('-1', []);
  return out;
}

function checksOf(taskState: unknown, names: Map<string, string>): ProcessCheck[] {
  const records = (taskState as TaskState | null)?.records ?? [];
  return records
    .filter((x: RecordRow) => x.status === 0 && x.nodeCode === CHECK_NODE && (x.handleStatus === 0 || x.handleStatus === 1))
    .sort((a, b) => a.handleTime - b.handleTime)
    .map((x) => ({ passed: x.handleStatus === 1, userName: names.get(x.handleId) ?? '', opinion: x.handleOpinion, time: x.handleTime }));
}

const checkersOf = (rows: readonly repo.ApplicationRow[]): string[] =>
  [...new Set(rows.flatMap((row) => ((row.taskState as TaskState | null)?.records ?? []).filter((x) => x.nodeCode === CHECK_NODE).map((x) => x.handleId)))];

type Todos = Map<string, { id: string }>;

function applicationOf(row: repo.ApplicationRow, names: Map<string, string>, todos: Todos): ProcessApplication {
  return {
    id: row.id, applyNo: str(row.data.applyNo), taskId: row.taskId, flowState: row.flowState,
    applicantId: row.creatorUserId, applicantName: row.applicantName ?? '', applyTime: num(row.data.applyTime),
    checks: checksOf(row.taskState, names), todoId: (row.taskId && todos.get(row.taskId)?.id) || null,
  };
}

function nodeOf(leaf: Leaf, contract: { id: string, fullName: string }, rows: readonly repo.ApplicationRow[], names: Map<string, string>, todos: Todos = new Map()): ProcessNode {
  const kind = kindOf(leaf.path[leaf.path.length - 1]);
  const facts = rows.filter((row) => str(row.data.wbsNode) === leaf.id)
    .map((row) => ({ id: row.id, step: str(row.data.processStep), draft: row.draft, flowState: row.flowState, row }));
  const steps = stepStates(kind.steps, facts).map(({ step, state, app }) => ({
    code: step.code, name: step.name, keyPoints: step.keyPoints, state, application: app ? applicationOf(app.row, names, todos) : null,
  }));
  const current = steps.find((s) => s.state !== 'passed') ?? null;
  return {
    id: leaf.id, contractId: contract.id, contractName: contract.fullName, path: leaf.path, kindName: kind.name, steps,
    passed: steps.filter((s) => s.state === 'passed').length,
    current: current ? { code: current.code, name: current.name, state: current.state } : null,
    state: current?.state ?? 'passed',
  };
}

export interface BoardQuery {
  contractId?: string;
  state?: ProcessState;
  keyword?: string;
}

export async function board(deps: ProcessDeps, user: SessionUser, q: BoardQuery): Promise<ProcessBoard> {
  const scope = await recordScope(deps.db, user, APPLICATION_MODULE);
  const contractId = q.contractId || scope.section || user.contractId;
  if (!contractId) throw badRequest('请选择合同段');
  const contract = await sectionOf(deps.db, scope, contractId);
  const [wbs, rows] = await Promise.all([
    repo.wbsOfContract(deps.db, contract.id),
    repo.applications(deps.db, APPLICATION_RECORDS, contract.id, { visible: visibleRecords(scope) }),
  ]);
  const names = await namesByIds(deps.db, 'user', checkersOf(rows));
  const nodes = leavesOf(wbs).map((leaf) => nodeOf(leaf, contract, rows, names));
  const counts = Object.fromEntries(PROCESS_STATES.map((s) => [s, 0])) as Record<ProcessState, number>;
  for (const node of nodes) counts[node.state] += 1;
  const keyword = q.keyword?.trim();
  const shown = nodes.filter((n) => (!q.state || n.state === q.state) && (!keyword || n.path.join('/').includes(keyword)));
  return {
    contractId: contract.id, counts,
    nodes: shown.map((n): ProcessBoardNode => ({ ...n, steps: n.steps.map(({ code, name, state }) => ({ code, name, state })) })),
  };
}

export async function node(deps: ProcessDeps, user: SessionUser, id: string): Promise<ProcessNode> {
  const scope = await recordScope(deps.db, user, APPLICATION_MODULE);
  const found = await repo.wbsNode(deps.db, id);
  if (!found) throw badRequest(NODE_GONE);
  const contract = await sectionOf(deps.db, scope, found.contractId);
  const leaf = leavesOf(await repo.wbsOfContract(deps.db, contract.id)).find((l) => l.id === id);
  if (!leaf) throw badRequest('请选择到具体的施工部位（WBS 的末级）');
  const rows = await repo.applications(deps.db, APPLICATION_RECORDS, contract.id, { visible: visibleRecords(scope), nodeIds: [id] });
  const tasks = rows.flatMap((row) => (row.taskId ? [row.taskId] : []));
  const [names, todos] = await Promise.all([namesByIds(deps.db, 'user', checkersOf(rows)), todosOf(deps.db, user.id, tasks)]);
  return nodeOf(leaf, contract, rows, names, todos);
}
