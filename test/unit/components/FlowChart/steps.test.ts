/** The flow chart walk (API.md 4.2): childNode chains, branches under the node they leave, past / current from the task nodes. */
import type { FlowNode, FlowTaskNode } from '../../../../types/api/workflow'
import { chartSteps, parseTemplate } from '@/components/FlowChart/steps'

const n = (nodeId: string, type: FlowNode['type'], title: string, more: Partial<FlowNode> = {}): FlowNode =>
  ({ nodeId, type, properties: { title }, ...more })

// start → a → (b1: x | b2: nothing) → c
const template = n('s', 'start', '发起', {
  childNode: n('a', 'approver', '审核', {
    conditionNodes: [n('b1', 'condition', '金额大', { childNode: n('x', 'approver', '总经理') }), n('b2', 'condition', '其他')],
    childNode: n('c', 'approver', '归档')
  })
})

const row = (nodeCode: string, type: string, userName = ''): FlowTaskNode =>
  ({ nodeCode, type, userName } as unknown as FlowTaskNode)

const flat = (steps: ReturnType<typeof chartSteps>): string[] =>
  steps.flatMap((s) => [`${s.nodeId}:${s.state}`, ...s.branches.flatMap((b) => [`[${b.nodeId}${b.taken ? '*' : ''}]`, ...flat(b.steps)])])

it('walks childNode, branches before the chain goes on, the end last', () => {
  expect(flat(chartSteps(template, [row('s', '0'), row('a', '0'), row('x', '1'), row('c', '2')]))).toEqual([
    's:past', 'a:past', '[b1*]', 'x:current', '[b2]', 'c:pending', 'end:pending'
  ])
})

it('names the handlers of a node; an approved task has reached the end', () => {
  const steps = chartSteps(template, [row('s', '0', '张三'), row('a', '0', '李四,王五'), row('c', '0')], { ended: true })
  expect(steps.map((s) => [s.title, s.handlers])).toEqual([['发起', '张三'], ['审核', '李四,王五'], ['归档', ''], ['结束', '']])
  expect(steps[steps.length - 1].state).toBe('past')
})

it('a new launch (no task nodes): the start is current, the rest pending', () => {
  expect(flat(chartSteps(template, []))).toEqual(['s:current', 'a:pending', '[b1]', 'x:pending', '[b2]', 'c:pending', 'end:pending'])
})

it('states other than 0 and 1 (not passed, not yet) read as pending', () => {
  expect(chartSteps(n('s', 'start', '发起'), [row('s', '-1')])[0].state).toBe('pending')
})

it('no template, or one that does not parse: no steps', () => {
  expect(chartSteps(null, [])).toEqual([])
  expect(parseTemplate('{nope')).toBeNull()
  expect(parseTemplate('')).toBeNull()
  expect(parseTemplate(JSON.stringify(template))?.nodeId).toBe('s')
})
