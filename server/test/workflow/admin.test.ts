/** The administrator's actions: assign a current node to one user, suspend a task and restore it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addSigner, approve, assign, candidates, projectDetail, recall, reject, rejectList, restore, saveOpinion, suspend, terminate, transfer, urge,
  withdraw, type AssignInput, type TaskState,
} from '../../src/workflow/index.js';
import { chain, ctxAt, directory, flowOf, opOf, pending, Run, start, told } from './fixtures.js';

/** start → a (li or wang) → b (wu) → c (zhao) */
const flow3 = (aProps = {}) => flowOf(start({ next: chain(['a', ['li', 'wang'], aProps], ['b', ['wu']], ['c', ['zhao']]) }));

const assignAs = (run: Run, input: Partial<AssignInput> = {}) =>
  run.take(assign(run.flow, run.state, { actorId: 'admin', nodeCode: 'a', freeApproverUserId: 'sun', handleOpinion: '李四出差', ...input }, run.ctx()));
const suspendAs = (run: Run, actorId = 'admin') => run.take(suspend(run.flow, run.state, { actorId, handleOpinion: '资料待核实' }, run.ctx()));
const restoreAs = (run: Run, actorId = 'admin') => run.take(restore(run.flow, run.state, { actorId, handleOpinion: '核实完毕' }, run.ctx()));
const lastRecord = (state: TaskState) => state.records.at(-1)!;

describe('assign (指派)', () => {
  it('the node\'s undecided handlers give way to the one user, who is told; a record 5 says who did it', () => {
    const run = new Run(flow3()).launch('zhang');
    const before = run.state.task.version;
    const stale = opOf(run.state, 'li');
    assignAs(run);
    assert.deepEqual(pending(run.state), ['sun']);
    assert.deepEqual(told(run.events), ['todo:sun']);
    assert.equal(run.state.task.version, before + 1);
    assert.equal(run.state.task.status, 1);
    const op = opOf(run.state, 'sun');
    assert.deepEqual(lastRecord(run.state), {
      ...lastRecord(run.state), handleStatus: 5, handleId: 'admin', operatorId: 'sun', taskOperatorId: op.id, nodeCode: 'a', handleOpinion: '李四出差',
    });
    assert.equal(run.events[0].bodyText.taskOperatorId, op.id);
    assert.throws(() => approve(run.flow, run.state, { actorId: 'li', operatorId: stale.id }, ctxAt()), /该审批已被他人处理/);
    run.approve('sun');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('a countersign keeps the agreements given; the assignee decides for the rest', () => {
    const run = new Run(flowOf(start({ next: chain(['a', ['li', 'wang', 'zhao'], { counterSign: 1 }], ['b', ['wu']]) }))).launch('zhang').approve('li');
    assignAs(run);
    assert.deepEqual(pending(run.state), ['sun']);
    run.approve('sun');
    assert.deepEqual(pending(run.state), ['wu'], 'li\'s agreement and sun\'s pass the node');
  });

  it('a sequential node: the ones still waiting their turn give way too', () => {
    const run = new Run(flowOf(start({ next: chain(['a', ['li', 'wang', 'zhao'], { counterSign: 2 }], ['b', ['wu']]) }))).launch('zhang').approve('li');
    assignAs(run);
    assert.deepEqual(pending(run.state), ['sun']);
    assert.ok(run.state.operators.filter((o) => o.handleId === 'zhao').every((o) => o.state === -1), 'zhao no longer waits');
    assert.deepEqual(pending(run.approve('sun').state), ['wu']);
  });

  it('an agreement that opened the node can no longer be recalled once the node is reassigned', () => {
    const run = new Run(flow3()).launch('zhang').approve('li');
    assignAs(run, { nodeCode: 'b' });
    assert.throws(() => run.recall('li'), /下一节点已审批，无法撤回/);
    assert.deepEqual(pending(run.state), ['sun']);
  });

  it('an added signer goes with the handler who added it', () => {
    const run = new Run(flow3()).launch('zhang').addSigner('li', 'zhou', 1);
    assert.deepEqual(pending(run.state), ['wang', 'zhou']);
    assignAs(run, { freeApproverUserId: 'qian' });
    assert.deepEqual(pending(run.state), ['qian']);
    assert.ok(run.state.operators.filter((o) => o.nodeCode === 'a' && o.handleId !== 'qian').every((o) => o.state === -1));
  });

  const refused: Array<[string, (run: Run) => Run, Partial<AssignInput>, RegExp]> = [
    ['to anyone but an administrator', (r) => r, { actorId: 'li' }, /仅管理员可以指派/],
    ['without a node', (r) => r, { nodeCode: '' }, /请选择指派节点/],
    ['without a user', (r) => r, { freeApproverUserId: '' }, /请选择指派人/],
    ['for a node not reached yet', (r) => r, { nodeCode: 'b' }, /该节点不是当前审批节点/],
    ['for the start node', (r) => r, { nodeCode: 'start' }, /该节点不是当前审批节点/],
    ['for an unknown node', (r) => r, { nodeCode: 'nope' }, /该节点不是当前审批节点/],
    ['for a node passed already', (r) => r.approve('li'), { nodeCode: 'a' }, /该节点不是当前审批节点/],
    ['to a disabled user', (r) => r, { freeApproverUserId: 'gone' }, /指派人不存在或已停用/],
    ['to an unknown user', (r) => r, { freeApproverUserId: 'ghost' }, /指派人不存在或已停用/],
    ['when returned', (r) => r.reject('li'), {}, /流程已被退回，无法操作/],
    ['when approved', (r) => r.approve('li').approve('wu').approve('zhao'), { nodeCode: 'c' }, /流程已审批通过，无法操作/],
    ['when suspended', (r) => suspendAs(r), {}, /该流程已挂起，无法操作/],
  ];
  for (const [what, before, input, message] of refused) {
    it(`is refused ${what}, and nothing changes`, () => {
      const run = before(new Run(flow3()).launch('zhang'));
      const was = structuredClone(run.state);
      assert.throws(() => assignAs(run, input), message);
      assert.deepEqual(run.state, was);
    });
  }
});

describe('suspend (挂起) and restore (恢复)', () => {
  it('suspend: status 6 with the same handlers, a record 11, nobody told; restore: status 1, a record 12, the same todos go on', () => {
    const run = new Run(flow3()).launch('zhang');
    const ops = structuredClone(run.state.operators);
    const { thisStep } = run.state.task;
    suspendAs(run);
    assert.equal(run.state.task.status, 6);
    assert.equal(run.state.task.thisStep, thisStep);
    assert.deepEqual(run.state.operators, ops);
    assert.deepEqual(run.events, []);
    assert.deepEqual(lastRecord(run.state), { ...lastRecord(run.state), handleStatus: 11, handleId: 'admin', nodeCode: 'a', handleOpinion: '资料待核实' });
    const detail = projectDetail(run.flow, run.state, { userId: 'li', operatorId: opOf(run.state, 'li').id }, directory);
    assert.deepEqual([detail.flowTaskInfo.status, detail.flowTaskInfo.suspend, detail.approversProperties], [6, true, null]);

    restoreAs(run);
    assert.equal(run.state.task.status, 1);
    assert.deepEqual(run.state.operators, ops);
    assert.deepEqual(lastRecord(run.state), { ...lastRecord(run.state), handleStatus: 12, handleId: 'admin', handleOpinion: '核实完毕' });
    assert.equal(projectDetail(run.flow, run.state, { userId: 'li' }, directory).flowTaskInfo.suspend, false);
    run.approve('wang');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  /** Every handling action, against a task that li and wang hold at node a (li agreed at a before, for recall). */
  const actions: Array<[string, (run: Run) => unknown]> = [
    ['approve', (r) => approve(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id }, ctxAt())],
    ['reject', (r) => reject(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id }, ctxAt())],
    ['transfer', (r) => transfer(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id, freeApproverUserId: 'sun' }, ctxAt())],
    ['add signer', (r) => addSigner(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id, freeApproverUserId: 'sun', freeApproverType: 1 }, ctxAt())],
    ['save a draft', (r) => saveOpinion(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id, formData: {} }, ctxAt())],
    ['reject list', (r) => rejectList(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id }, ctxAt())],
    ['candidates', (r) => candidates(r.flow, r.state, { actorId: 'wu', operatorId: opOf(r.state, 'wu').id }, ctxAt())],
    ['recall', (r) => recall(r.flow, r.state, { actorId: 'li', recordId: r.state.records.find((x) => x.handleId === 'li' && x.handleStatus === 1)!.id }, ctxAt())],
    ['withdraw', (r) => withdraw(r.flow, r.state, { actorId: 'zhang' }, ctxAt())],
    ['urge', (r) => urge(r.flow, r.state, { actorId: 'zhang' }, ctxAt())],
    ['terminate', (r) => terminate(r.flow, r.state, { actorId: 'admin' }, ctxAt())],
    ['assign', (r) => assign(r.flow, r.state, { actorId: 'admin', nodeCode: 'b', freeApproverUserId: 'sun' }, ctxAt())],
    ['suspend again', (r) => suspend(r.flow, r.state, { actorId: 'admin' }, ctxAt())],
  ];
  for (const [what, run] of actions) {
    it(`while suspended, ${what} is refused`, () => {
      const held = suspendAs(new Run(flow3()).launch('zhang').approve('li'));
      assert.throws(() => run(held), /该流程已挂起，无法操作/);
    });
  }

  const refused: Array<[string, (run: Run) => Run, (run: Run) => Run, RegExp]> = [
    ['suspend by anyone but an administrator', (r) => r, (r) => suspendAs(r, 'li'), /仅管理员可以挂起流程/],
    ['suspend by the launcher', (r) => r, (r) => suspendAs(r, 'zhang'), /仅管理员可以挂起流程/],
    ['suspend an approved task', (r) => r.approve('li').approve('wu').approve('zhao'), (r) => suspendAs(r), /流程不在审批中，无法挂起/],
    ['suspend a withdrawn task', (r) => r.withdraw('zhang'), (r) => suspendAs(r), /流程不在审批中，无法挂起/],
    ['restore a task not suspended', (r) => r, (r) => restoreAs(r), /流程未挂起，无需恢复/],
    ['restore by anyone but an administrator', (r) => suspendAs(r), (r) => restoreAs(r, 'li'), /仅管理员可以恢复流程/],
  ];
  for (const [what, before, action, message] of refused) {
    it(`refuses to ${what}, and nothing changes`, () => {
      const run = before(new Run(flow3()).launch('zhang'));
      const was = structuredClone(run.state);
      assert.throws(() => action(run), message);
      assert.deepEqual(run.state, was);
    });
  }
});
