/** Launching: drafts, resubmits, titles, who may launch, handler resolution, errorRule, entrust, candidates. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FlowNodeProperties } from '../../../types/api/workflow.js';
import { approve, candidates, deleteDraft, launch, type Delegation } from '../../src/workflow/index.js';
import { branch, chain, ctxAt, DAY, flowOf, nodeStates, opOf, pending, Run, start, step, T0, told } from './fixtures.js';

const single = (props: Partial<FlowNodeProperties>) => flowOf(start({ next: step('a', props, { next: step('b', { approvers: ['wu'] }) }) }));

describe('drafts and resubmits', () => {
  it('saves a new draft, edits it, submits it, and refuses edits while in approval', () => {
    const run = new Run(single({ approvers: ['li'] })).launch('zhang', { title: '初稿' }, { submit: false, billNo: 'YH202401100001', flowUrgent: 2 });
    const { task } = run.state;
    assert.deepEqual([task.status, task.version, task.fullName, task.enCode, task.flowUrgent, task.thisStep], [0, 1, '张三的隐患整改', 'YH202401100001', 2, '发起']);
    assert.deepEqual([run.events, run.state.operators, run.state.records], [[], [], []]);
    assert.deepEqual(nodeStates(run.state), { start: '1', a: '2', b: '2' });
    const id = task.id;
    run.launch('zhang', { title: '二稿' }, { submit: false });
    assert.deepEqual([run.state.task.id, run.state.task.version, run.state.task.formData], [id, 2, { title: '二稿' }]);
    assert.throws(() => run.launch('li', { title: 'x' }), /您不能修改他人的流程/);
    run.launch('zhang', { title: '定稿' });
    assert.deepEqual([run.state.task.id, run.state.task.status, run.state.task.version, run.state.task.startTime], [id, 1, 3, run.now]);
    assert.deepEqual(pending(run.state), ['li']);
    assert.throws(() => run.launch('zhang', { title: 'again' }), /流程正在审批中，无法修改/);
  });

  const titles: Array<[string, Partial<FlowNodeProperties>, string | undefined, string]> = [
    ['the default', {}, undefined, '张三的隐患整改'],
    ['titleContent with the launcher and a field', { titleType: 1, titleContent: '{发起人}上报的{title}（{@flowFullName}）' }, undefined, '张三上报的临边防护（隐患整改）'],
    ['flowTitle given', { titleType: 1, titleContent: '{发起人}' }, '自定标题', '自定标题'],
  ];
  for (const [what, props, flowTitle, expected] of titles) {
    it(`titles the task: ${what}`, () => {
      const flow = flowOf(start({ next: step('a', { approvers: ['li'] }) }, props));
      assert.equal(new Run(flow).launch('zhang', { title: '临边防护' }, { flowTitle }).state.task.fullName, expected);
    });
  }

  it('lets only the start node\'s initiators launch', () => {
    const flow = flowOf(start({ next: step('a', { approvers: ['li'] }) }, { initiateRole: ['safety'], initiatePos: ['chief'], initiator: ['sun'] }));
    assert.throws(() => new Run(flow).launch('zhang'), /您没有发起该流程的权限/);
    for (const user of ['zhao', 'wu', 'sun']) assert.equal(new Run(flow).launch(user).state.task.launcherId, user);
  });

  it('deletes a draft or a withdrawn task of its launcher only', () => {
    const draft = new Run(single({ approvers: ['li'] })).launch('zhang', {}, { submit: false }).state;
    assert.doesNotThrow(() => deleteDraft(draft, { actorId: 'zhang' }));
    assert.throws(() => deleteDraft(draft, { actorId: 'li' }), /您不能修改他人的流程/);
    const running = new Run(single({ approvers: ['li'] })).launch('zhang');
    assert.throws(() => deleteDraft(running.state, { actorId: 'zhang' }), /流程已提交，无法删除/);
    assert.doesNotThrow(() => deleteDraft(running.withdraw('zhang').state, { actorId: 'zhang' }));
  });
});

describe('who handles a node (assigneeType)', () => {
  const table: Array<[string, Partial<FlowNodeProperties>, Record<string, unknown>, string[]]> = [
    ['1 the launcher\'s manager', { assigneeType: 1 }, {}, ['li']],
    ['1 two levels up', { assigneeType: 1, managerLevel: 2 }, {}, ['wang']],
    ['1 above the top falls to errorRule 1', { assigneeType: 1, managerLevel: 3, errorRule: 1 }, {}, ['admin']],
    ['2 the department manager', { assigneeType: 2 }, {}, ['li']],
    ['3 the launcher', { assigneeType: 3 }, {}, ['zhang']],
    ['4 a form field, comma separated', { assigneeType: 4, formField: 'inspector' }, { inspector: 'sun,zhou' }, ['sun', 'zhou']],
    ['4 a form field, an array', { assigneeType: 4, formField: 'inspector' }, { inspector: ['wu'] }, ['wu']],
    ['6 users, roles and positions, without the disabled', { approvers: ['li', 'gone'], approverRole: ['safety'], approverPos: ['chief'] }, {}, ['li', 'qian', 'wu', 'zhao']],
    ['6 nobody active falls to errorRule 2', { approvers: ['gone'], errorRule: 2, errorRuleUser: ['sun'] }, {}, ['sun']],
    ['9 a service falls to its errorRule', { assigneeType: 9, errorRule: 1 }, {}, ['admin']],
  ];
  for (const [what, props, form, expected] of table) {
    it(what, () => assert.deepEqual(pending(new Run(single(props)).launch('zhang', form).state), expected));
  }

  it('5 the handler who agreed on the named node', () => {
    const flow = flowOf(start({ next: chain(['a', ['li', 'wang']], ['b', [], { assigneeType: 5, nodeId: 'a' }]) }));
    assert.deepEqual(pending(new Run(flow).launch('zhang').approve('wang').state), ['wang']);
  });

  it('7 the candidates the previous handler chose, from the pool', () => {
    const flow = flowOf(start({ next: chain(['a', ['li']], ['b', [], { assigneeType: 7, approverRole: ['supervisor'] }]) }));
    const run = new Run(flow).launch('zhang');
    assert.throws(() => run.approve('li'), /请选择「b」的审批人/);
    assert.throws(() => run.approve('li', { candidateList: { b: ['wu'] } }), /吴十不是「b」的候选人/);
    assert.deepEqual(pending(run.approve('li', { candidateList: { b: ['sun', 'zhou'] } }).state), ['sun', 'zhou']);
  });
});

describe('errorRule: a node with nobody to handle it', () => {
  const vacant = (errorRule?: 1 | 2 | 3 | 4 | 5) => single({ approverPos: ['vacant'], errorRule, errorRuleUser: ['zhou'], title: '试验检测' });

  it('1 the administrator, 2 the named users', () => {
    assert.deepEqual(pending(new Run(vacant(1)).launch('zhang').state), ['admin']);
    assert.deepEqual(pending(new Run(vacant(2)).launch('zhang').state), ['zhou']);
  });

  for (const rule of [3, undefined] as const) {
    it(`${rule ?? 'default'}: answers the node list, then takes the users sent back`, () => {
      const flow = vacant(rule);
      const first = launch(flow, null, { actorId: 'zhang', submit: true, formData: {} }, ctxAt());
      assert.deepEqual(first, { kind: 'chooseApprovers', nodes: [{ nodeId: 'a', nodeName: '试验检测' }] });
      const run = new Run(flow).launch('zhang', {}, { errorRuleUserList: { a: ['sun'] } });
      assert.deepEqual(pending(run.state), ['sun']);
      assert.deepEqual(run.state.nodes.find((n) => n.nodeCode === 'a')?.errorRuleUsers, ['sun']);
    });
  }

  it('3 on an approval: nothing changes until the handler names the users', () => {
    const flow = flowOf(start({ next: chain(['a', ['li']], ['b', [], { approverPos: ['vacant'], title: '平行检验' }]) }));
    const run = new Run(flow).launch('zhang');
    const first = approve(flow, run.state, { actorId: 'li', operatorId: opOf(run.state, 'li').id }, ctxAt());
    assert.deepEqual(first, { kind: 'chooseApprovers', nodes: [{ nodeId: 'b', nodeName: '平行检验' }] });
    run.approve('li', { errorRuleUserList: { b: ['qian', 'gone'] } });
    assert.deepEqual(pending(run.state), ['qian']);
  });

  it('4 passes the node by itself', () => {
    const run = new Run(vacant(4)).launch('zhang');
    assert.deepEqual(pending(run.state), ['wu']);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '0', b: '1' });
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, nodeCode: 'a', handleStatus: 1, handleId: '' });
    const alone = new Run(flowOf(start({ next: step('a', { approvers: [], errorRule: 4 }) }))).launch('zhang');
    assert.equal(alone.state.task.status, 2);
    assert.deepEqual(told(alone.events), ['approved:zhang']);
  });

  it('5 refuses the submit', () => assert.throws(() => new Run(vacant(5)).launch('zhang'), /「试验检测」没有审批人，无法提交/));
});

describe('entrust', () => {
  const approval = (over: Partial<Delegation> = {}): Delegation =>
    ({ type: '1', userId: 'li', toUserId: 'sun', flowId: 'f1', startTime: T0 - DAY, endTime: T0 + DAY, ...over });
  const table: Array<[string, Delegation, string, string]> = [
    ['inside its dates goes to the delegate', approval(), 'sun', 'li'],
    ['for every flow', approval({ flowId: '' }), 'sun', 'li'],
    ['by template id', approval({ flowId: 'f9,tpl1' }), 'sun', 'li'],
    ['before its dates stays', approval({ startTime: T0 + DAY }), 'li', ''],
    ['after its dates stays', approval({ endTime: T0 - 1 }), 'li', ''],
    ['at its end time stays', approval({ endTime: T0 + 60_000 }), 'li', ''],
    ['for another flow stays', approval({ flowId: 'f2' }), 'li', ''],
    ['stopped stays', approval({ enabledMark: 0 }), 'li', ''],
    ['a launch entrust does not count', approval({ type: '0' }), 'li', ''],
  ];
  for (const [what, delegation, handler, delegateUser] of table) {
    it(`an approval entrust ${what}`, () => {
      const run = new Run(single({ approvers: ['li'] }));
      run.delegations = [delegation];
      const op = opOf(run.launch('zhang').state, handler);
      assert.equal(op.delegateUser, delegateUser);
    });
  }

  const launchFor = (over: Partial<Delegation> = {}): Delegation =>
    ({ type: '0', userId: 'zhang', toUserId: 'zhao', flowId: '', startTime: T0 - DAY, endTime: T0 + DAY, ...over });
  it('launches for someone else with their launch entrust', () => {
    const run = new Run(single({ assigneeType: 1 }));
    run.delegations = [launchFor()];
    const { task } = run.launch('zhao', {}, { onBehalfOf: 'zhang' }).state;
    assert.deepEqual([task.launcherId, task.creatorId, task.delegateUser, task.fullName], ['zhang', 'zhao', 'zhao', '张三的隐患整改']);
    assert.deepEqual(pending(run.state), ['li']);
  });

  for (const [what, delegations] of [['none', []], ['expired', [launchFor({ endTime: T0 - 1 })]], ['to someone else', [launchFor({ toUserId: 'qian' })]]] as const) {
    it(`refuses to launch for someone else with an entrust ${what}`, () => {
      const run = new Run(single({ approvers: ['li'] }));
      run.delegations = [...delegations];
      assert.throws(() => run.launch('zhao', {}, { onBehalfOf: 'zhang' }), /您没有张三的发起委托/);
    });
  }
});

describe('candidates', () => {
  /** a (li) → (amount>100: b candidates | default: c (wang)); a may also be isBranchFlow */
  const flow = (aProps: Partial<FlowNodeProperties> = {}) => flowOf(start({
    next: step('a', { approvers: ['li'], ...aProps }, {
      branches: [
        branch('big', { conditions: [{ field: 'amount', symbol: '>', filedValue: 100 }] }, step('b', { title: '总监', assigneeType: 7, approverRole: ['supervisor'] })),
        branch('small', { isDefault: true }),
      ],
      next: step('c', { approvers: ['wang'] }),
    }),
  }));
  const at = (run: Run, formData = {}) => candidates(run.flow, run.state, { actorId: 'li', operatorId: opOf(run.state, 'li').id, formData }, ctxAt());

  it('type 2 when the next node takes candidates', () => {
    const run = new Run(flow({ formOperates: [{ id: 'amount', read: true, write: true }] })).launch('zhang', { amount: 10 });
    assert.deepEqual(at(run, { amount: 500 }), {
      type: 2, countersignOver: true, list: [{ nodeId: 'b', nodeName: '总监', isCandidates: true, isBranchFlow: false, hasCandidates: true }],
    });
  });

  it('type 3 when nothing is to choose', () => {
    const run = new Run(flow()).launch('zhang', { amount: 10 });
    assert.deepEqual(at(run), { type: 3, countersignOver: true, list: [] });
  });

  it('type 1 with the branches of an isBranchFlow node, an empty branch by its condition node', () => {
    const run = new Run(flow({ isBranchFlow: true })).launch('zhang');
    assert.deepEqual(at(run), {
      type: 1, countersignOver: true, list: [
        { nodeId: 'b', nodeName: '总监', isCandidates: true, isBranchFlow: true, hasCandidates: true },
        { nodeId: 'small', nodeName: 'small', isCandidates: false, isBranchFlow: true, hasCandidates: false },
      ],
    });
    run.approve('li', { branchList: ['small'] });
    assert.deepEqual(pending(run.state), ['wang']);
  });

  it('at launch, from the start node with the form sent', () => {
    const launchFlow = flowOf(start({ next: step('a', { assigneeType: 7, approverRole: ['safety'] }) }));
    assert.equal(candidates(launchFlow, null, { actorId: 'zhang', formData: {} }, ctxAt()).type, 2);
    const run = new Run(launchFlow).launch('zhang', {}, { candidateList: { a: ['qian'] } });
    assert.deepEqual(pending(run.state), ['qian']);
  });

  it('type 3, countersign not over, while others must still agree', () => {
    const counter = flowOf(start({ next: chain(['a', ['li', 'wang'], { counterSign: 1 }], ['b', [], { assigneeType: 7, approvers: ['wu'] }]) }));
    const run = new Run(counter).launch('zhang');
    assert.deepEqual(at(run), { type: 3, countersignOver: false, list: [] });
    run.approve('wang');
    assert.equal(at(run).type, 2);
  });

  it('type 3 when the task comes straight back', () => {
    const back = flowOf(start({ next: chain(['a', ['li']], ['b', ['wang'], { rejectStep: '2' }], ['c', [], { assigneeType: 7, approvers: ['wu'] }]) }));
    const run = new Run(back).launch('zhang').approve('li').reject('wang', { rejectStep: 'a', rejectType: 2 });
    assert.deepEqual(at(run), { type: 3, countersignOver: true, list: [] });
  });
});
