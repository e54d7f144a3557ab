/** 批量审批: which nodes allow it, and an approval, return or transfer taken as one of a batch. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FlowNode } from '../../../types/api/workflow.js';
import { approve, batchable, reject, transfer } from '../../src/workflow/index.js';
import { branch, chain, ctxAt, flowOf, opOf, pending, Run, start, step } from './fixtures.js';

const BATCH = { isBatchApproval: true };

describe('batchable', () => {
  const cases: Array<[string, FlowNode, string, boolean]> = [
    ['a node that says so, followed by the end', start({ next: step('a', { approvers: ['li'], ...BATCH }) }), 'a', true],
    ['a node that says so, followed by named users', start({ next: chain(['a', ['li'], BATCH], ['b', ['wu']]) }), 'a', true],
    ['off unless the node says so', start({ next: chain(['a', ['li']], ['b', ['wu']]) }), 'a', false],
    ['isBatchApproval false', start({ next: chain(['a', ['li'], { isBatchApproval: false }]) }), 'a', false],
    ['followed by a candidates node: its handler must choose',
      start({ next: step('a', { approvers: ['li'], ...BATCH }, { next: step('b', { assigneeType: 7, approverRole: ['supervisor'] }) }) }), 'a', false],
    ['a candidates node down one of its condition branches',
      start({
        next: step('a', { approvers: ['li'], ...BATCH }, {
          branches: [
            branch('big', { conditions: [{ field: 'amount', symbol: '>', filedValue: 10000 }] }, step('chief', { assigneeType: 7, approverRole: ['owner'] })),
            branch('small', { isDefault: true }, step('plain', { approvers: ['wu'] })),
          ],
        }),
      }), 'a', false],
    ['condition branches leading to named users only',
      start({
        next: step('a', { approvers: ['li'], ...BATCH }, {
          branches: [
            branch('big', { conditions: [{ field: 'amount', symbol: '>', filedValue: 10000 }] }, step('chief', { approvers: ['wu'] })),
            branch('small', { isDefault: true }),
          ],
        }),
      }), 'a', true],
    ['a node whose handler picks the branch',
      start({ next: step('a', { approvers: ['li'], isBranchFlow: true, ...BATCH }, { branches: [branch('x', {}, step('x1', { approvers: ['wu'] })), branch('y', {})] }) }), 'a', false],
    ['a node that is itself a candidates node (the previous handler chose)', start({ next: step('a', { assigneeType: 7, approverRole: ['supervisor'], ...BATCH }) }), 'a', true],
    ['the start node', start({ next: step('a', { approvers: ['li'] }) }, BATCH), 'start', false],
    ['an unknown node', start({ next: step('a', { approvers: ['li'], ...BATCH }) }), 'nope', false],
  ];
  for (const [what, root, code, expected] of cases) {
    it(`${what}: ${expected}`, () => assert.equal(batchable(flowOf(root), code), expected));
  }
});

describe('an action taken as one of a batch', () => {
  const flow = (aProps = {}) => flowOf(start({ next: chain(['a', ['li', 'wang'], aProps], ['b', ['wu']]) }));
  /** `actorId` acting, as one of a batch, on li's todo */
  const input = (run: Run, actorId = 'li') => ({ actorId, operatorId: opOf(run.state, 'li').id, handleOpinion: '同意', batch: true });

  const actions: Array<[string, (run: Run, actorId?: string) => ReturnType<typeof approve>]> = [
    ['approve', (r, a) => approve(r.flow, r.state, input(r, a), ctxAt())],
    ['reject', (r, a) => reject(r.flow, r.state, input(r, a), ctxAt())],
    ['transfer', (r, a) => transfer(r.flow, r.state, { ...input(r, a), freeApproverUserId: 'sun' }, ctxAt())],
  ];
  for (const [what, act] of actions) {
    it(`${what}: on a node that allows it, as alone`, () => {
      const run = new Run(flow(BATCH)).launch('zhang');
      assert.equal(run.take(act(run)).state.task.version, 2);
    });

    it(`${what}: refused on a node that does not`, () => {
      const run = new Run(flow()).launch('zhang');
      assert.throws(() => act(run), /当前节点不允许批量审批/);
    });

    it(`${what}: someone else's todo is refused as it is alone, before the node is asked`, () => {
      assert.throws(() => act(new Run(flow()).launch('zhang'), 'wang'), /您不是当前节点的审批人/);
    });
  }

  it('a signature the node demands is demanded in a batch too', () => {
    const run = new Run(flow({ ...BATCH, hasSign: true })).launch('zhang');
    assert.throws(() => approve(run.flow, run.state, input(run), ctxAt()), /请签名/);
    run.take(approve(run.flow, run.state, { ...input(run), signImg: 'data:image/png;base64,AA==' }, ctxAt()));
    assert.deepEqual(pending(run.state), ['wu']);
  });
});
