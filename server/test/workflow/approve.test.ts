/** Agreeing on every kind of node: or-sign, countersign, sequential, branches, copy-to, add signer, transfer. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approve, saveOpinion, type TaskState } from '../../src/workflow/index.js';
import { branch, chain, ctxAt, flowOf, nodeStates, opOf, pending, Run, start, step, told } from './fixtures.js';

const twoSteps = (props = {}) => flowOf(start({ next: chain(['a', ['li', 'wang', 'zhao'], props], ['b', ['wu']]) }));
const opState = (state: TaskState, userId: string): number | undefined => state.operators.find((o) => o.handleId === userId && o.nodeCode === 'a')?.state;

describe('approve by counterSign', () => {
  it('or-sign: the first agreement passes the node and closes the other operators', () => {
    const run = new Run(twoSteps()).launch('zhang', { title: '临边防护' });
    assert.deepEqual(pending(run.state), ['li', 'wang', 'zhao']);
    assert.deepEqual(told(run.events), ['todo:li', 'todo:wang', 'todo:zhao']);
    run.approve('wang', { handleOpinion: '同意' });
    assert.deepEqual(pending(run.state), ['wu']);
    assert.deepEqual([opState(run.state, 'li'), opState(run.state, 'zhao')], [-1, -1]);
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '0', b: '1' });
    assert.deepEqual(told(run.events), ['todo:wu']);
    assert.equal(run.state.task.thisStep, 'b');
    assert.equal(run.state.task.completion, 50);
    run.approve('wu');
    assert.equal(run.state.task.status, 2);
    assert.equal(run.state.task.completion, 100);
    assert.equal(run.state.task.thisStep, '结束');
    assert.equal(run.state.task.endTime, run.now);
    assert.deepEqual(told(run.events), ['approved:zhang']);
  });

  const countersign: Array<[string, object, string[], boolean]> = [
    ['all must agree', { counterSign: 1 }, ['li', 'wang'], false],
    ['all agreed', { counterSign: 1 }, ['li', 'wang', 'zhao'], true],
    ['a ratio of 70%: two of three are not enough', { counterSign: 1, countersignRatio: 70 }, ['li', 'wang'], false],
    ['a ratio of 60%: two of three pass', { counterSign: 1, countersignRatio: 60 }, ['li', 'wang'], true],
  ];
  for (const [what, props, agreeing, passes] of countersign) {
    it(`countersign, ${what}`, () => {
      const run = new Run(twoSteps(props)).launch('zhang');
      for (const u of agreeing) run.approve(u);
      assert.equal(run.state.nodes.find((n) => n.nodeCode === 'a')?.state, passes ? '0' : '1');
      assert.deepEqual(pending(run.state), passes ? ['wu'] : ['li', 'wang', 'zhao'].filter((u) => !agreeing.includes(u)));
    });
  }

  it('sequential: the next operator opens only after the previous agrees', () => {
    const run = new Run(twoSteps({ counterSign: 2 })).launch('zhang');
    assert.deepEqual(pending(run.state), ['li']);
    assert.deepEqual(told(run.events), ['todo:li']);
    const wangOp = run.state.operators.find((o) => o.handleId === 'wang')!;
    assert.throws(() => approve(run.flow, run.state, { actorId: 'wang', operatorId: wangOp.id }, ctxAt()), /请等待前一位审批人处理/);
    run.approve('li');
    assert.deepEqual(pending(run.state), ['wang']);
    assert.deepEqual(told(run.events), ['todo:wang']);
    run.approve('wang').approve('zhao');
    assert.deepEqual(pending(run.state), ['wu']);
  });
});

describe('branches', () => {
  /** start → a → (amount > 10000: big → chief | default: small) → e */
  const flow = (isBranchFlow = false) => flowOf(start({
    next: step('a', { approvers: ['li'], isBranchFlow }, {
      branches: [
        branch('big', { conditions: [{ field: 'amount', symbol: '>', filedValue: 10000 }] }, chain(['b', ['wang']], ['c', ['zhao']])),
        branch('small', { isDefault: true }, step('d', { approvers: ['qian'] })),
      ],
      next: step('e', { approvers: ['wu'] }),
    }),
  }));

  const table: Array<[string, Record<string, unknown>, string, string]> = [
    ['a number over the limit takes its branch', { amount: '12000' }, 'wang', 'd'],
    ['a number under it takes the default', { amount: 800 }, 'qian', 'b'],
    ['no value takes the default', {}, 'qian', 'b'],
  ];
  for (const [what, form, handler, skipped] of table) {
    it(what, () => {
      const run = new Run(flow()).launch('zhang', form).approve('li');
      assert.deepEqual(pending(run.state), [handler]);
      assert.equal(nodeStates(run.state)[skipped], '-1');
    });
  }

  it('the handler of an isBranchFlow node picks; two branches run in parallel and join', () => {
    const run = new Run(flow(true)).launch('zhang', { amount: 1 });
    assert.throws(() => run.approve('li'), /请选择「a」之后的分支/);
    run.approve('li', { branchList: ['b', 'small'] });
    assert.deepEqual(pending(run.state), ['qian', 'wang']);
    run.approve('qian');
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '0', b: '1', c: '2', d: '0', e: '2' });
    run.approve('wang').approve('zhao');
    assert.deepEqual(pending(run.state), ['wu']);
    assert.equal(run.state.task.status, 1);
    run.approve('wu');
    assert.equal(run.state.task.status, 2);
  });

  it('a picked branch leaves the others not passed', () => {
    const run = new Run(flow(true)).launch('zhang').approve('li', { branchList: ['small'] });
    assert.deepEqual(nodeStates(run.state), { start: '0', a: '0', b: '-1', c: '-1', d: '1', e: '2' });
  });
});

describe('copy-to, form fields, signature', () => {
  it('copies to the node\'s users, roles and positions when it passes, and to the handler\'s picks', () => {
    const props = { circulateUser: ['wu'], circulateRole: ['safety'], circulatePosition: ['vacant'], isCustomCopy: true };
    const run = new Run(flowOf(start({ next: chain(['a', ['li'], props], ['b', ['wang']]) }))).launch('zhang').approve('li', { copyIds: 'sun,zhou' });
    assert.deepEqual(run.state.circulates.map((c) => c.userId).sort(), ['qian', 'sun', 'wu', 'zhao', 'zhou']);
    assert.deepEqual(told(run.events).filter((e) => e.startsWith('copied')), ['copied:qian', 'copied:sun', 'copied:wu', 'copied:zhao', 'copied:zhou']);
    assert.ok(run.events.filter((e) => e.kind === 'copied').every((e) => e.bodyText.type === 3));
  });

  it('refuses copy-to picks on a node without isCustomCopy', () => {
    const run = new Run(twoSteps()).launch('zhang');
    assert.throws(() => run.approve('li', { copyIds: 'sun' }), /当前节点不允许自选抄送人/);
  });

  it('keeps only the form fields the node lets the handler write', () => {
    const formOperates = [{ id: 'measure', read: true, write: true }, { id: 'title', read: true, write: false }, { id: 'rows-qty', read: true, write: true }];
    const run = new Run(twoSteps({ formOperates })).launch('zhang', { title: '原标题' });
    run.approve('li', { formData: { title: '改过', measure: '已设置防护栏', rows: [{ qty: 2 }] } });
    assert.deepEqual(run.state.task.formData, { title: '原标题', measure: '已设置防护栏', rows: [{ qty: 2 }] });
  });

  it('asks for the signature on a node with hasSign', () => {
    const run = new Run(twoSteps({ hasSign: true })).launch('zhang');
    assert.throws(() => run.approve('li'), /请签名/);
    run.approve('li', { signImg: 'data:image/png;base64,AAA' });
    assert.equal(run.state.records.at(-1)?.signImg, 'data:image/png;base64,AAA');
  });

  describe('a signature drawn in the form at this step stands for the node\'s (整改完成 asks once)', () => {
    const SIGNED = 'data:image/svg+xml;base64,BBB';
    const formOperates = [{ id: 'rectifySign', read: true, write: true }, { id: 'leaderSign', read: true, write: false }];
    const signing = () => new Run(flowOf(start({ next: chain(['a', ['li'], { hasSign: true, formOperates }], ['b', ['wu']]) }), { signFields: ['rectifySign', 'leaderSign'] }));

    it('takes the sign field the handler wrote, and keeps it as the approval\'s signature', () => {
      const run = signing().launch('zhang').approve('li', { formData: { rectifySign: SIGNED } });
      assert.deepEqual(pending(run.state), ['wu']);
      assert.equal(run.state.records.at(-1)?.signImg, SIGNED);
      assert.equal(run.state.task.formData.rectifySign, SIGNED);
    });

    it('still asks when the form\'s signature was there before this step, or is in a field the node does not let them write', () => {
      const earlier = signing().launch('zhang', { rectifySign: SIGNED });
      assert.throws(() => earlier.approve('li', { formData: { rectifySign: SIGNED } }), /请签名/);
      const notTheirs = signing().launch('zhang');
      assert.throws(() => notTheirs.approve('li', { formData: { leaderSign: SIGNED } }), /请签名/);
      assert.throws(() => notTheirs.approve('li', { formData: { rectifySign: '' } }), /请签名/);
    });

    it('the signature sent with the action wins over the form\'s', () => {
      const run = signing().launch('zhang').approve('li', { formData: { rectifySign: SIGNED }, signImg: 'data:image/png;base64,AAA' });
      assert.equal(run.state.records.at(-1)?.signImg, 'data:image/png;base64,AAA');
    });
  });
});

describe('add signer, transfer, save opinion', () => {
  it('before: the added signer handles first, then the handler again', () => {
    const run = new Run(twoSteps()).launch('zhang').addSigner('li', 'sun', 1);
    assert.deepEqual(pending(run.state), ['sun', 'wang', 'zhao']);
    assert.equal(opState(run.state, 'li'), 1);
    assert.deepEqual(told(run.events), ['todo:sun']);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 10, handleId: 'li', operatorId: 'sun' });
    run.approve('sun');
    assert.deepEqual(pending(run.state), ['li', 'wang', 'zhao']);
    assert.deepEqual(told(run.events), ['todo:li']);
    assert.equal(nodeStates(run.state).a, '1');
    run.approve('li');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('after: the handler agrees now, the node waits for the added signer', () => {
    const run = new Run(twoSteps({ counterSign: 1 })).launch('zhang').addSigner('li', 'sun', 2);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 6, handleId: 'li', operatorId: 'sun' });
    run.approve('wang').approve('zhao');
    assert.deepEqual(pending(run.state), ['sun']);
    assert.equal(nodeStates(run.state).a, '1');
    run.approve('sun');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('an added signer\'s rejection is the node\'s', () => {
    const run = new Run(twoSteps()).launch('zhang').addSigner('li', 'sun', 1).reject('sun');
    assert.equal(run.state.task.status, 3);
    assert.deepEqual(pending(run.state), []);
  });

  const badTargets: Array<[string, string, 1 | 2 | 3, RegExp]> = [
    ['yourself', 'li', 1, /加签人不能是自己/],
    ['a disabled user', 'gone', 1, /加签人不存在或已停用/],
    ['someone already on the node', 'wang', 2, /王五已是当前节点的审批人/],
    ['an unknown type', 'sun', 3, /请选择加签方式/],
  ];
  for (const [what, to, type, message] of badTargets) {
    it(`refuses to add ${what}`, () => assert.throws(() => new Run(twoSteps()).launch('zhang').addSigner('li', to, type as 1 | 2), message));
  }

  it('transfer: the same operator changes hands', () => {
    const run = new Run(twoSteps()).launch('zhang');
    const id = opOf(run.state, 'li').id;
    run.transfer('li', 'sun');
    assert.equal(opOf(run.state, 'sun').id, id);
    assert.deepEqual(told(run.events), ['todo:sun']);
    assert.deepEqual(run.state.records.at(-1), { ...run.state.records.at(-1)!, handleStatus: 7, handleId: 'li', operatorId: 'sun', taskOperatorId: id });
    assert.throws(() => approve(run.flow, run.state, { actorId: 'li', operatorId: id }, ctxAt()), /您不是当前节点的审批人/);
    assert.throws(() => run.transfer('sun', 'sun'), /转审人不能是自己/);
    assert.throws(() => run.transfer('sun', 'wang'), /王五已是当前节点的审批人/);
    run.approve('sun');
    assert.deepEqual(pending(run.state), ['wu']);
  });

  it('refuses buttons the node hides', () => {
    const run = new Run(twoSteps({ hasTransferBtn: false, hasFreeApproverBtn: false, hasAuditBtn: false })).launch('zhang');
    assert.throws(() => run.transfer('li', 'sun'), /当前节点不允许转审/);
    assert.throws(() => run.addSigner('li', 'sun', 1), /当前节点不允许加签/);
    assert.throws(() => run.approve('li'), /当前节点不允许审批通过/);
  });

  it('save opinion keeps the handler\'s form as a draft on their operator, only where the node allows it', () => {
    const run = new Run(twoSteps({ hasSaveBtn: true })).launch('zhang');
    const version = run.state.task.version;
    run.saveOpinion('li', { measure: '草稿' });
    assert.deepEqual(opOf(run.state, 'li').draftData, { measure: '草稿' });
    assert.equal(run.state.task.version, version + 1);
    assert.deepEqual(run.events, []);
    const plain = new Run(twoSteps()).launch('zhang');
    assert.throws(() => saveOpinion(plain.flow, plain.state, { actorId: 'li', operatorId: opOf(plain.state, 'li').id, formData: {} }, ctxAt()), /当前节点不允许暂存/);
  });
});

describe('who may act', () => {
  const run = new Run(twoSteps()).launch('zhang');
  const liOp = opOf(run.state, 'li').id;
  const table: Array<[string, string, string, RegExp]> = [
    ['a user on someone else\'s operator', 'sun', liOp, /您不是当前节点的审批人/],
    ['the launcher on a handler\'s operator', 'zhang', liOp, /您不是当前节点的审批人/],
    ['an unknown operator', 'li', 'nope', /该审批不存在/],
  ];
  for (const [what, actorId, operatorId, message] of table) {
    it(`refuses ${what}`, () => assert.throws(() => approve(run.flow, run.state, { actorId, operatorId }, ctxAt()), message));
  }

  it('refuses an operator already handled, also to its own handler', () => {
    const next = new Run(twoSteps()).launch('zhang');
    const before = next.state;
    next.approve('li');
    for (const actorId of ['li', 'wang']) {
      const operatorId = before.operators.find((o) => o.handleId === actorId)!.id;
      assert.throws(() => approve(next.flow, next.state, { actorId, operatorId }, ctxAt()), /该审批已被他人处理/);
    }
  });
});
