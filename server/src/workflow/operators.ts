/** Creating the operators (todo rows) of a node, with approval entrusts applied. */
import { approvalDelegate } from './delegation.js';
import type { GraphNode } from './definition.js';
import { rowOf, type Draft } from './draft.js';
import { emit } from './events.js';
import { OperatorState, type OperatorRow } from './state.js';

type OperatorFields = Pick<OperatorRow, 'handleId'> & Partial<Pick<OperatorRow, 'state' | 'sortCode' | 'parentId' | 'addSignType' | 'delegateUser'>>;

/** A new pending operator on a node; live ones get their todo message. */
export function newOperator(d: Draft, code: string, fields: OperatorFields): OperatorRow {
  const row = rowOf(d, code);
  const op: OperatorRow = {
    id: d.ctx.newId(), taskId: d.state.task.id, taskNodeId: row.id, nodeCode: code, nodeName: row.nodeName,
    handleStatus: null, handleTime: null, completion: 0, state: OperatorState.live, sortCode: 0, parentId: '', addSignType: 0,
    delegateUser: '', draftData: null, creatorTime: d.ctx.now, ...fields,
  };
  d.state.operators.push(op);
  if (op.state === OperatorState.live) emit(d, 'todo', [op.handleId], { taskNodeId: op.taskNodeId, taskOperatorId: op.id });
  return op;
}

/** One operator per handler; a sequential node opens only the first, the others wait their turn. */
export function createOperators(d: Draft, node: GraphNode, users: readonly string[]): void {
  const sequential = node.props.counterSign === 2;
  const seen = new Set<string>();
  for (const user of users) {
    const delegate = approvalDelegate(d.ctx, d.flow.meta, user);
    const handleId = delegate ?? user;
    if (seen.has(handleId)) continue;
    const sortCode = seen.size;
    seen.add(handleId);
    newOperator(d, node.id, {
      handleId, delegateUser: delegate ? user : '', sortCode, state: sequential && sortCode > 0 ? OperatorState.waiting : OperatorState.live,
    });
  }
}
