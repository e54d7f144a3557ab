/** Returning a task: where to (rejectStep), how it resumes (rejectType 1 / 2), countersign rejections, RejectList. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rejectList } from '../../src/workflow/index.js';
import { branch, chain, ctxAt, flowOf, nodeStates, opOf, pending, Run, start, step, told } from './fixtures.js';

/** a (li) → b (wang) → c (zhao, may return anywhere) */
const line = (cProps = {}) => flowOf(start({ next: chain(['a', ['li']], ['b', ['wang']], ['c', ['zhao'], { rejectStep: '2', ...cProps }]) }));
const atC = (cProps = {}) => new Run(line(cProps)).launch('zhang', { title: '临边' }).approve('li').approve('wang');

describe('return on a countersign node', () => {
  const counter = (props = {}) => flowOf(start({ next: chain(['a', ['li', 'wang', 'zhao'], { counterSign: 1, ...props }], ['b', ['wu']]) }));

  it('one rejection returns the task to the launcher; the resubmit starts a fresh round', () => {
    const run = new Run(counter()).launch('zhang').approve('li').reject('wang', { handleOpinion: '照片不清楚' });
    assert.equal(run.state.task.status, 3);
    assert.deepEqual(pending(run.state), []);
    assert.deepEqual(nodeStates(run.state), { start: '1', a: '2', b: '2' });
    assert.deepEqual(told(run.events), ['returned:zhang']);
    assert.deepEqual([run.state.task.thisStep, run.state.task.completion], ['发起', 0]);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 0, handleId: 'wang', handleOpinion: '照片不清楚' });
    run.launch('zhang', { title: '补拍照片' });
    assert.equal(run.state.task.status, 1);
    assert.deepEqual(pending(run.state), ['li', 'wang', 'zhao']);
    run.approve('li').approve('wang').approve('zhao');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('under a ratio, a rejection counts until the ratio cannot be reached', () => {
    const run = new Run(counter({ countersignRatio: 60 })).launch('zhang');
    const first = rejectList(run.flow, run.state, { actorId: 'li', operatorId: opOf(run.state, 'li').id }, ctxAt());
    assert.equal(first.isLastAppro, false);
    run.reject('li');
    assert.equal(run.state.task.status, 1);
    assert.deepEqual(pending(run.state), ['wang', 'zhao']);
    assert.equal(rejectList(run.flow, run.state, { actorId: 'wang', operatorId: opOf(run.state, 'wang').id }, ctxAt()).isLastAppro, true);
    run.approve('wang').approve('zhao');
    assert.deepEqual(pending(run.state), ['wu']);
  });
});

describe('return to a chosen node', () => {
  it('rejectType 1 runs the flow again from that node', () => {
    const run = atC().reject('zhao', { rejectStep: 'a', rejectType: 1 });
    assert.equal(run.state.task.status, 1);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '1', b: '2', c: '2' });
    assert.deepEqual(told(run.events), ['todo:li']);
    run.approve('li');
    assert.deepEqual(pending(run.state), ['wang']);
    run.approve('wang');
    assert.deepEqual(pending(run.state), ['zhao']);
  });

  it('rejectType 2 comes straight back to the node that returned it', () => {
    const run = atC().reject('zhao', { rejectStep: 'a', rejectType: 2 });
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '1', b: '0', c: '2' });
    assert.deepEqual(run.state.task.comeBack, { targetNode: 'a', returnNode: 'c' });
    run.approve('li');
    assert.deepEqual(pending(run.state), ['zhao']);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '0', b: '0', c: '1' });
    assert.equal(run.state.task.comeBack, null);
    run.approve('zhao');
    assert.equal(run.state.task.status, 2);
  });

  it('to the start with rejectType 1, the resubmit runs the whole flow', () => {
    const run = atC().reject('zhao', { rejectStep: '0', rejectType: 1 });
    assert.deepEqual(nodeStates(run.state), { start: '1', a: '2', b: '2', c: '2' });
    run.launch('zhang', { title: '改' });
    assert.deepEqual(pending(run.state), ['li']);
  });

  it('to the start with rejectType 2, the resubmit goes straight back', () => {
    const run = atC().reject('zhao', { rejectStep: '0', rejectType: 2 });
    assert.equal(run.state.task.status, 3);
    assert.deepEqual(nodeStates(run.state), { start: '1', a: '0', b: '0', c: '2' });
    run.launch('zhang', { title: '改' });
    assert.deepEqual(pending(run.state), ['zhao']);
    assert.deepEqual(told(run.events), ['todo:zhao']);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 2, handleId: 'zhang' });
  });

  it('a returned candidate node keeps the candidates chosen for it', () => {
    const flow = flowOf(start({ next: chain(['a', ['li']], ['b', [], { assigneeType: 7, approverRole: ['supervisor'] }], ['c', ['zhao'], { rejectStep: '1' }]) }));
    const run = new Run(flow).launch('zhang').approve('li', { candidateList: { b: ['zhou'] } }).approve('zhou').reject('zhao');
    assert.deepEqual(pending(run.state), ['zhou']);
    assert.deepEqual(run.state.nodes.find((n) => n.nodeCode === 'b')?.candidates, ['zhou']);
  });

  it('refuses a node the rule does not allow, and rejectType 2 while a parallel branch runs', () => {
    assert.throws(() => atC({ rejectStep: '1' }).reject('zhao', { rejectStep: 'a' }), /不能退回到该节点/);
    assert.throws(() => atC().reject('zhao', { rejectStep: 'c' }), /不能退回到该节点/);
    assert.throws(() => atC({ hasRejectBtn: false }).reject('zhao'), /当前节点不允许退回/);
    const parallel = flowOf(start({
      next: step('a', { approvers: ['li'], isBranchFlow: true }, {
        branches: [branch('x', {}, step('b', { approvers: ['wang'], rejectStep: '2' })), branch('y', {}, step('d', { approvers: ['qian'] }))],
      }),
    }));
    const run = new Run(parallel).launch('zhang').approve('li', { branchList: ['b', 'd'] });
    assert.throws(() => run.reject('wang', { rejectStep: 'a', rejectType: 2 }), /其他分支正在审批，不能选择直接提交给我/);
    run.reject('wang', { rejectStep: 'a', rejectType: 1 });
    assert.deepEqual(pending(run.state), ['li']);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '1', b: '2', d: '2' });
  });
});

describe('RejectList', () => {
  const table: Array<[string, string | undefined, string[], string]> = [
    ['"0": the start only (the default)', undefined, ['start'], 'start'],
    ['"1": the previous node', '1', ['b'], 'b'],
    ['"2": any passed node before, the start first', '2', ['start', 'a', 'b'], 'b'],
    ['a node id', 'a', ['a'], 'a'],
    ['a node id not passed falls back to the start', 'nope', ['start'], 'start'],
  ];
  for (const [what, rejectStep, codes, nearest] of table) {
    it(`${what}; without a pick the nearest is used`, () => {
      const run = atC({ rejectStep });
      const answer = rejectList(run.flow, run.state, { actorId: 'zhao', operatorId: opOf(run.state, 'zhao').id }, ctxAt());
      assert.deepEqual(answer.list.map((x) => x.nodeCode), codes);
      assert.deepEqual(answer.list[0], { id: run.state.nodes.find((n) => n.nodeCode === codes[0])!.id, nodeCode: codes[0], nodeName: codes[0] === 'start' ? '发起' : codes[0] });
      assert.equal(answer.isLastAppro, true);
      run.reject('zhao', { rejectType: 1 });
      assert.equal(nodeStates(run.state)[nearest], '1');
    });
  }

  it('accepts the task node id of a listed node as rejectStep', () => {
    const run = atC();
    const id = run.state.nodes.find((n) => n.nodeCode === 'b')!.id;
    run.reject('zhao', { rejectStep: id });
    assert.deepEqual(pending(run.state), ['wang']);
  });

  it('is only for the handler of a pending operator', () => {
    const run = atC();
    assert.throws(() => rejectList(run.flow, run.state, { actorId: 'li', operatorId: opOf(run.state, 'zhao').id }, ctxAt()), /您不是当前节点的审批人/);
  });
});
