/** The flow definition: validation, the walk between steps, branch conditions. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FlowCondition, FlowNode } from '../../../types/api/workflow.js';
import { matches, branchByConditions, type ConditionScope } from '../../src/workflow/conditions.js';
import { ancestors, leave, predecessors, stepsWithin } from '../../src/workflow/definition.js';
import { EngineError, parseFlow } from '../../src/workflow/index.js';
import { branch, chain, flowOf, META, start, step } from './fixtures.js';

/** start → a → (x>10: b → c | default: d) → e */
const tree = (): FlowNode => start({
  next: step('a', { approvers: ['li'] }, {
    branches: [
      branch('big', { conditions: [{ field: 'x', symbol: '>', filedValue: 10 }] }, chain(['b', ['wang']], ['c', ['zhao']])),
      branch('other', { isDefault: true }, step('d', { approvers: ['qian'] })),
    ],
    next: step('e', { approvers: ['wu'] }),
  }),
});

describe('parseFlow', () => {
  const invalid: Array<[string, FlowNode | string, RegExp]> = [
    ['a root that is not the start', step('a', {}), /第一个节点必须是开始节点/],
    ['text that is not JSON', '{nope', /不是有效的 JSON/],
    ['a duplicated node id', start({ next: step('a', {}, { next: step('a', {}) }) }), /节点 a 重复/],
    ['a node without id', start({ next: { ...step('a', {}), nodeId: '' } }), /缺少 nodeId/],
    ['an unknown node type', start({ next: { ...step('a', {}), type: 'robot' as never } }), /未知的节点类型 robot/],
    ['a sub-flow node', start({ next: { ...step('a', { title: '子任务' }), type: 'subFlow' } }), /暂不支持子流程节点「子任务」/],
    ['a timer node', start({ next: { ...step('a', { title: '等待' }), type: 'timer' } }), /暂不支持定时器节点「等待」/],
    ['a condition in a chain', start({ next: branch('c', { title: '条件1' }) }), /条件节点「条件1」只能作为分支/],
    ['an approver as a branch', start({ branches: [step('a', { title: '审批' })] }), /分支「审批」必须是条件节点/],
    ['two default branches', start({ branches: [branch('x', { isDefault: true }), branch('y', { isDefault: true })] }), /只能有一个默认分支/],
    ['a second start', start({ next: { ...start(), nodeId: 'start2' } }), /开始节点只能有一个/],
  ];
  for (const [what, template, message] of invalid) {
    it(`refuses ${what}`, () => assert.throws(() => parseFlow(META, template), (e: unknown) => e instanceof EngineError && e.code === 400 && message.test(e.message)));
  }

  it('indexes the steps in document order, from an object or its JSON', () => {
    for (const template of [tree(), JSON.stringify(tree())]) {
      const flow = parseFlow(META, template);
      assert.deepEqual(flow.steps, ['start', 'a', 'b', 'c', 'd', 'e']);
      assert.equal(flow.nodes.get('big')?.chainHolder, 'a');
      assert.equal(flow.nodes.get('c')?.chainHolder, 'a');
    }
  });

  it('walks every branch for the static successors, joining at the node after the branches', () => {
    const flow = flowOf(tree());
    const next = Object.fromEntries(flow.steps.map((s) => [s, flow.successors.get(s)]));
    assert.deepEqual(next, { start: ['a'], a: ['b', 'd'], b: ['c'], c: ['e'], d: ['e'], e: ['end'] });
    assert.deepEqual([...(flow.descendants.get('a') ?? [])].sort(), ['b', 'c', 'd', 'e']);
    assert.deepEqual(predecessors(flow, 'e'), ['c', 'd']);
    assert.deepEqual(ancestors(flow, 'c'), ['start', 'a', 'b']);
    assert.deepEqual(stepsWithin(flow, 'big'), ['b', 'c']);
  });

  it('leaves an empty branch straight to what follows the branches, and nested branches to their holder', () => {
    const flow = flowOf(start({
      next: step('a', {}, {
        branches: [
          branch('empty', { isDefault: true }),
          branch('outer', {}, step('b', {}, { branches: [branch('inner', {}, step('c', {}))] })),
        ],
        next: step('z', {}),
      }),
    }));
    assert.deepEqual(leave(flow, 'a', () => ['empty']), { targets: ['z'], skipped: ['b', 'c'] });
    assert.deepEqual(leave(flow, 'b', (h) => h.branches).targets, ['c']);
    assert.deepEqual(leave(flow, 'c', (h) => h.branches).targets, ['z']);
    assert.deepEqual(leave(flow, 'z', (h) => h.branches).targets, ['end']);
  });
});

describe('conditions', () => {
  const scope = (formData: Record<string, unknown>): ConditionScope => ({ formData, launcherId: 'zhang', launcherDept: 'd1', urgent: 2 });
  const c = (field: string, symbol: FlowCondition['symbol'], filedValue: FlowCondition['filedValue'], logic?: FlowCondition['logic']): FlowCondition =>
    ({ field, symbol, filedValue, logic });
  const table: Array<[string, FlowCondition[], Record<string, unknown>, boolean]> = [
    ['== numbers, text against number', [c('days', '==', 3)], { days: '3' }, true],
    ['== text', [c('level', '==', '重大')], { level: '重大' }, true],
    ['== text differs', [c('level', '==', '重大')], { level: '一般' }, false],
    ['== arrays as sets', [c('tags', '==', ['a', 'b'])], { tags: ['b', 'a'] }, true],
    ['<> text', [c('level', '<>', '重大')], { level: '一般' }, true],
    ['<> a blank value', [c('level', '<>', '重大')], {}, true],
    ['> number', [c('amount', '>', 10000)], { amount: 10000.5 }, true],
    ['> equal is false', [c('amount', '>', 10000)], { amount: 10000 }, false],
    ['>= equal', [c('amount', '>=', '10000')], { amount: 10000 }, true],
    ['< number', [c('amount', '<', 5)], { amount: -1 }, true],
    ['<= number', [c('amount', '<=', 5)], { amount: 6 }, false],
    ['> a blank value is false', [c('amount', '>', 0)], { amount: '' }, false],
    ['> text is false', [c('amount', '>', 0)], { amount: 'abc' }, false],
    ['like', [c('title', 'like', '临边')], { title: '2#墩临边防护缺失' }, true],
    ['like a blank value', [c('title', 'like', '临边')], {}, false],
    ['notLike', [c('title', 'notLike', '临边')], { title: '脚手架' }, true],
    ['in a list', [c('level', 'in', ['2', '3'])], { level: 3 }, true],
    ['in a comma list', [c('level', 'in', '2,3')], { level: '1' }, false],
    ['in, multi-select overlapping', [c('tags', 'in', ['x', 'y'])], { tags: ['a', 'y'] }, true],
    ['notIn', [c('level', 'notIn', ['2', '3'])], { level: '1' }, true],
    ['@launcher', [c('@launcher', '==', 'zhang')], {}, true],
    ['@launcherDept', [c('@launcherDept', 'in', ['d1'])], {}, true],
    ['@urgent', [c('@urgent', '>=', 2)], {}, true],
    ['&& both', [c('a', '==', 1), c('b', '==', 2, '&&')], { a: 1, b: 2 }, true],
    ['&& one fails', [c('a', '==', 1), c('b', '==', 2, '&&')], { a: 1, b: 3 }, false],
    ['|| one holds', [c('a', '==', 1), c('b', '==', 2, '||')], { a: 0, b: 2 }, true],
    ['&& before ||: a || (b && c)', [c('a', '==', 1), c('b', '==', 1, '||'), c('c', '==', 1, '&&')], { a: 1, b: 0, c: 0 }, true],
    ['&& before ||: (a && b) || c fails', [c('a', '==', 1), c('b', '==', 1, '&&'), c('c', '==', 1, '||')], { a: 1, b: 0, c: 0 }, false],
    ['an unknown symbol', [c('a', 'approx' as never, 1)], { a: 1 }, false],
    ['no conditions', [], {}, true],
  ];
  for (const [what, conditions, form, expected] of table) {
    it(`${what} → ${expected}`, () => assert.equal(matches(conditions, scope(form)), expected));
  }

  it('takes the first matching branch by priority, then the default, and refuses when none fits', () => {
    const flow = flowOf(start({
      branches: [
        branch('low', { priority: 2, conditions: [c('x', '>', 0)] }),
        branch('high', { priority: 1, conditions: [c('x', '>', 10)] }),
        branch('blank', { priority: 0 }),
        branch('fallback', { isDefault: true, priority: 0 }),
      ],
    }));
    const holder = flow.nodes.get('start')!;
    assert.deepEqual(branchByConditions(flow, holder, scope({ x: 20 })), ['high']);
    assert.deepEqual(branchByConditions(flow, holder, scope({ x: 5 })), ['low']);
    assert.deepEqual(branchByConditions(flow, holder, scope({ x: -5 })), ['fallback']);
    const strict = flowOf(start({ branches: [branch('only', { conditions: [c('x', '>', 0)] })] }));
    assert.throws(() => branchByConditions(strict, strict.nodes.get('start')!, scope({ x: 0 })), /「发起」之后没有满足条件的分支/);
  });
});
