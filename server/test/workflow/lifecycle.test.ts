/** Withdraw, terminate, urge, recall, and two approvals racing for the same version. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approve, recall, urge, type ActionResult, type TaskState } from '../../src/workflow/index.js';
import { chain, ctxAt, flowOf, nodeStates, opOf, pending, Run, start, step, told } from './fixtures.js';

const orSign = (aProps = {}) => flowOf(start({ next: chain(['a', ['li', 'wang'], aProps], ['b', ['wu']], ['c', ['zhao']]) }));

describe('withdraw by the launcher', () => {
  it('is allowed before any handler acted, and the task can be resubmitted', () => {
    const run = new Run(orSign()).launch('zhang').withdraw('zhang');
    assert.equal(run.state.task.status, 4);
    assert.deepEqual(pending(run.state), []);
    assert.deepEqual(nodeStates(run.state), { start: '1', a: '2', b: '2', c: '2' });
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 3, handleId: 'zhang' });
    run.launch('zhang');
    assert.deepEqual(pending(run.state), ['li', 'wang']);
  });

  it('is allowed after a node passed by itself', () => {
    const flow = flowOf(start({ next: step('a', { approvers: [], errorRule: 4 }, { next: step('b', { approvers: ['wu'] }) }) }));
    assert.equal(new Run(flow).launch('zhang').withdraw('zhang').state.task.status, 4);
  });

  const refused: Array<[string, (run: Run) => Run, string, RegExp]> = [
    ['after a handler agreed', (r) => r.approve('li'), 'zhang', /流程已被审批，无法撤回/],
    ['after a handler transferred', (r) => r.transfer('li', 'sun'), 'zhang', /流程已被审批，无法撤回/],
    ['by someone else', (r) => r, 'li', /只有发起人才能操作/],
    ['when approved', (r) => r.approve('li').approve('wu').approve('zhao'), 'zhang', /流程已结束，无法撤回/],
    ['when returned', (r) => r.reject('li'), 'zhang', /流程不在审批中，无法撤回/],
  ];
  for (const [what, before, actor, message] of refused) {
    it(`is refused ${what}`, () => assert.throws(() => before(new Run(orSign()).launch('zhang')).withdraw(actor), message));
  }

  it('is refused where the start node hides the revoke button', () => {
    const flow = flowOf(start({ next: step('a', { approvers: ['li'] }) }, { hasRevokeBtn: false }));
    assert.throws(() => new Run(flow).launch('zhang').withdraw('zhang'), /当前节点不允许撤回/);
  });

  it('is allowed again once the agreement is recalled', () => {
    const run = new Run(orSign()).launch('zhang').approve('li').recall('li').withdraw('zhang');
    assert.equal(run.state.task.status, 4);
  });
});

describe('terminate', () => {
  it('by an administrator: status 5, every pending operator closed, the launcher told', () => {
    const run = new Run(orSign()).launch('zhang').terminate('admin');
    assert.deepEqual([run.state.task.status, run.state.task.endTime], [5, run.now]);
    assert.deepEqual(pending(run.state), []);
    assert.deepEqual(told(run.events), ['terminated:zhang']);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 4, handleId: 'admin', handleOpinion: '不再需要' });
    assert.throws(() => run.terminate('admin'), /流程已结束，无法终止/);
    const stale = run.state.operators.find((o) => o.handleId === 'li')!;
    assert.throws(() => approve(run.flow, run.state, { actorId: 'li', operatorId: stale.id }, ctxAt()), /流程已终止，无法操作/);
  });

  it('by a current handler only where the node shows the cancel button', () => {
    assert.throws(() => new Run(orSign()).launch('zhang').terminate('li'), /您没有终止该流程的权限/);
    assert.throws(() => new Run(orSign({ hasCancelBtn: true })).launch('zhang').terminate('zhang'), /您没有终止该流程的权限/);
    const run = new Run(orSign({ hasCancelBtn: true })).launch('zhang').terminate('li');
    assert.equal(run.state.task.status, 5);
    assert.equal(run.state.records.at(-1)?.nodeCode, 'a');
  });
});

describe('urge', () => {
  it('tells every pending handler, and changes nothing', () => {
    const run = new Run(orSign()).launch('zhang');
    const { events } = urge(run.flow, run.state, { actorId: 'zhang' }, ctxAt());
    assert.deepEqual(told(events), ['urged:li', 'urged:wang']);
    assert.deepEqual(events.map((e) => e.bodyText.taskOperatorId).sort(), [opOf(run.state, 'li').id, opOf(run.state, 'wang').id].sort());
    assert.ok(events.every((e) => e.title === '【催办】张三的隐患整改' && e.bodyText.type === 2));
    assert.throws(() => urge(run.flow, run.state, { actorId: 'li' }, ctxAt()), /只有发起人才能操作/);
    const quiet = flowOf(start({ next: step('a', { approvers: ['li'] }) }, { hasPressBtn: false }));
    const hushed = new Run(quiet).launch('zhang');
    assert.throws(() => urge(quiet, hushed.state, { actorId: 'zhang' }, ctxAt()), /该流程不允许催办/);
    const done = run.approve('li').approve('wu').approve('zhao');
    assert.throws(() => urge(done.flow, done.state, { actorId: 'zhang' }, ctxAt()), /流程不在审批中，无法催办/);
  });
});

describe('recall my approval', () => {
  it('re-opens the node: my operator and the ones my agreement closed; what it opened is closed', () => {
    const run = new Run(orSign()).launch('zhang').approve('li');
    const wuOp = opOf(run.state, 'wu').id;
    const agreement = run.state.records.at(-1)!;
    run.recall('li');
    assert.deepEqual(pending(run.state), ['li', 'wang']);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '1', b: '2', c: '2' });
    assert.equal(run.state.operators.find((o) => o.id === wuOp)?.state, -1);
    assert.equal(run.state.records.find((r) => r.id === agreement.id)?.status, -1);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 3, handleId: 'li', taskOperatorId: agreement.taskOperatorId });
    assert.equal(run.state.task.thisStep, 'a');
    run.approve('wang');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('after a transfer: the new handler recalls their agreement', () => {
    const run = new Run(orSign()).launch('zhang').transfer('li', 'sun').approve('sun').recall('sun');
    assert.deepEqual(pending(run.state), ['sun', 'wang']);
    const handover = run.state.records.find((r) => r.handleStatus === 7)!;
    assert.throws(() => recall(run.flow, run.state, { actorId: 'li', recordId: handover.id }, ctxAt()), /只能撤回同意的审批/);
  });

  it('on a countersign node my agreement alone; on a sequential node the next signer waits again', () => {
    const counter = new Run(orSign({ counterSign: 1 })).launch('zhang').approve('li').recall('li');
    assert.deepEqual(pending(counter.state), ['li', 'wang']);
    const sequential = new Run(orSign({ counterSign: 2 })).launch('zhang').approve('li').recall('li');
    assert.deepEqual(pending(sequential.state), ['li']);
    assert.equal(sequential.state.operators.find((o) => o.handleId === 'wang')?.state, 1);
  });

  it('an agreement with an added signer after: the signer\'s operator closes', () => {
    const run = new Run(orSign()).launch('zhang').addSigner('li', 'sun', 2).recall('li');
    assert.deepEqual(pending(run.state), ['li', 'wang']);
  });

  const refused: Array<[string, (run: Run) => Run, RegExp]> = [
    ['once the next node agreed', (r) => r.approve('li').approve('wu'), /下一节点已审批，无法撤回/],
    ['once the next node transferred', (r) => r.approve('li').transfer('wu', 'sun'), /下一节点已审批，无法撤回/],
    ['once the task ended', (r) => r.approve('li').approve('wu').approve('zhao'), /流程已结束，无法撤回/],
    ['once the task was returned', (r) => r.approve('li').reject('wu'), /流程不在审批中，无法撤回/],
  ];
  for (const [what, before, message] of refused) {
    it(`is refused ${what}`, () => assert.throws(() => before(new Run(orSign()).launch('zhang')).recall('li'), message));
  }

  it('is refused once others passed the countersign node', () => {
    const run = new Run(orSign({ counterSign: 1 })).launch('zhang').approve('li').approve('wang');
    assert.throws(() => run.recall('li'), /该节点已流转，无法撤回/);
    assert.deepEqual(pending(run.recall('wang').state), ['wang']);
  });

  it('is only for my own agreements', () => {
    const run = new Run(orSign()).launch('zhang').approve('li');
    const agreement = run.state.records.at(-1)!;
    const submit = run.state.records[0];
    const table: Array<[string, string, RegExp]> = [
      ['wang', agreement.id, /只能撤回自己的审批/],
      ['zhang', submit.id, /只能撤回同意的审批/],
      ['li', 'nope', /该审批记录不存在/],
    ];
    for (const [actorId, recordId, message] of table) assert.throws(() => recall(run.flow, run.state, { actorId, recordId }, ctxAt()), message);
  });

  it('is refused where the node hides the revoke button', () => {
    assert.throws(() => new Run(orSign({ hasRevokeBtn: false })).launch('zhang').approve('li').recall('li'), /当前节点不允许撤回/);
  });
});

/** The persistence layer's rule in miniature: a write lands only on the version it was computed from. */
class CasStore {
  constructor(public state: TaskState) {}

  put(from: number, result: ActionResult): boolean {
    if (result.kind !== 'applied' || this.state.task.version !== from) return false;
    assert.equal(result.state.task.version, from + 1);
    this.state = result.state;
    return true;
  }
}

describe('two approvals from the same version', () => {
  const race = (flow = orSign()) => {
    const run = new Run(flow).launch('zhang');
    const store = new CasStore(run.state);
    const from = store.state.task.version;
    const [li, wang] = ['li', 'wang'].map((u) => approve(flow, store.state, { actorId: u, operatorId: opOf(store.state, u).id }, ctxAt()));
    assert.equal(store.put(from, li), true);
    assert.equal(store.put(from, wang), false);
    return { store, retry: () => approve(flow, store.state, { actorId: 'wang', operatorId: run.state.operators.find((o) => o.handleId === 'wang')!.id }, ctxAt()) };
  };

  it('or-sign: exactly one lands; the loser retried learns someone else was first', () => {
    const { store, retry } = race();
    assert.deepEqual(pending(store.state), ['wu']);
    assert.throws(retry, /该审批已被他人处理/);
  });

  it('countersign: exactly one lands; the loser retried on the fresh state passes the node', () => {
    const { store, retry } = race(orSign({ counterSign: 1 }));
    assert.deepEqual(pending(store.state), ['wang']);
    assert.equal(store.put(store.state.task.version, retry()), true);
    assert.deepEqual(pending(store.state), ['wu']);
  });
});
