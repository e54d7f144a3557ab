import {
  approverSummary, chainChanged, chainOf, chainProblem, copySummary, idsOf, insertAfter, kindOf, newNode, removeAt, removeProblem, treeOf, withApprovers
} from '@/core/chain'
import type { FlowNode } from '../../../types/api/workflow'

const tree = (): FlowNode => ({
  nodeId: 'start', type: 'start', properties: { title: '发起', formOperates: [{ id: 'f1', read: true, write: true }] },
  childNode: {
    nodeId: 'a', type: 'approver', prevId: 'start', properties: { title: '监理审核', assigneeType: 6, approverRole: ['r1'], counterSign: 0 },
    childNode: { nodeId: 'b', type: 'approver', prevId: 'a', properties: { title: '总监审批', assigneeType: 6, approvers: ['u1'], hasSign: true } }
  }
})
const names = new Map([['r1', '专业监理工程师'], ['r2', '安全员'], ['p1', '项目经理'], ['u1', '王总监'], ['u2', '李工']])

describe('the chain as a line of nodes', () => {
  it('reads the main line top to bottom and writes it back with each node linked to the one before', () => {
    const line = chainOf(tree())
    expect(line.map((n) => n.nodeId)).toEqual(['start', 'a', 'b'])
    expect(treeOf(line)).toEqual(tree())
  })

  it('puts a new node between two others, its id and title unique, and links around it', () => {
    const line = chainOf(tree())
    const node = newNode(line, 1000)
    expect(node.type).toBe('approver')
    expect(line.some((n) => n.nodeId === node.nodeId)).toBe(false)
    const next = insertAfter(line, 1, node)
    expect(next.map((n) => n.nodeId)).toEqual(['start', 'a', node.nodeId, 'b'])
    const t = treeOf(next)
    expect(t.childNode?.childNode?.nodeId).toBe(node.nodeId)
    expect(t.childNode?.childNode?.prevId).toBe('a')
    expect(t.childNode?.childNode?.childNode?.prevId).toBe(node.nodeId)
    expect(newNode([...next, { ...node, nodeId: 'node_rs' }], 1000).nodeId).not.toBe(node.nodeId)
    expect(newNode(next, 1000).properties.title).not.toBe(node.properties.title)
    // the loaded line is not changed by the edit
    expect(line.map((n) => n.nodeId)).toEqual(['start', 'a', 'b'])
  })

  it('removes an approval node, never the start, a node holding branches, or the last approval node', () => {
    const line = chainOf(tree())
    expect(removeProblem(line, 0)).toBe('发起节点不能删除')
    expect(removeProblem(line, 2)).toBe('')
    expect(removeAt(line, 2).map((n) => n.nodeId)).toEqual(['start', 'a'])
    expect(removeProblem(removeAt(line, 2), 1)).toBe('流程至少需要一个审批节点')
    const branched = line.map((n) => (n.nodeId === 'a' ? { ...n, conditionNodes: [{ nodeId: 'c', type: 'condition' as const, properties: { title: '条件' } }] } : n))
    expect(removeProblem(branched, 1)).toMatch(/条件分支/)
    expect(treeOf(branched).childNode?.conditionNodes?.[0].nodeId).toBe('c')
  })

  it('tells whether the line was edited', () => {
    const line = chainOf(tree())
    expect(chainChanged(line, chainOf(tree()))).toBe(false)
    expect(chainChanged(line, line.map((n, i) => (i === 1 ? { ...n, properties: { ...n.properties, hasSign: true } } : n)))).toBe(true)
  })
})

describe('what a valid chain is', () => {
  it('names the first problem, as the server would refuse it', () => {
    const line = chainOf(tree())
    expect(chainProblem(line)).toBe('')
    expect(chainProblem(line.slice(1))).toBe('流程缺少发起节点')
    expect(chainProblem(line.slice(0, 1))).toBe('流程至少需要一个审批节点')
    const set = (i: number, p: Partial<FlowNode['properties']>) => line.map((n, j) => (j === i ? { ...n, properties: { ...n.properties, ...p } } : n))
    expect(chainProblem(set(1, { title: '  ' }))).toBe('节点名称不能为空')
    expect(chainProblem(set(1, { title: '总监审批' }))).toBe('节点名称「总监审批」重复')
    expect(chainProblem(set(1, { title: '长'.repeat(51) }))).toMatch(/最多 50/)
    expect(chainProblem(set(1, { approverRole: [] }))).toBe('「监理审核」未设置审批人')
    expect(chainProblem(set(1, { ...withApprovers(line[1].properties, 'superior', []) }))).toBe('')
    expect(chainProblem(insertAfter(line, 0, newNode(line, 1)))).toMatch(/未设置审批人/)
  })
})

describe('a node\'s approvers', () => {
  it('sets one kind at a time, the other lists emptied', () => {
    const p = chainOf(tree())[1].properties
    expect(kindOf(p)).toBe('role')
    const byPos = withApprovers(p, 'position', ['p1'])
    expect(byPos).toMatchObject({ assigneeType: 6, approverPos: ['p1'], approverRole: [], approvers: [] })
    expect(kindOf(byPos)).toBe('position')
    expect(idsOf(byPos)).toEqual(['p1'])
    const sup = withApprovers(p, 'superior', [])
    expect(sup).toMatchObject({ assigneeType: 1, managerLevel: 1, approverRole: [] })
    expect(kindOf(sup)).toBe('superior')
    expect(kindOf(withApprovers(p, 'user', ['u1']))).toBe('user')
  })

  it('reads as a card: who, where, how they agree, signature, copy-to', () => {
    const line = chainOf(tree())
    expect(approverSummary(line[1].properties, names)).toBe('角色：专业监理工程师 · 所在合同段 · 或签')
    expect(approverSummary({ ...line[1].properties, approverRole: ['r1', 'r2'], assigneeScope: 'project', counterSign: 1 }, names))
      .toBe('角色：专业监理工程师、安全员 · 全项目 · 会签')
    expect(approverSummary(line[2].properties, names)).toBe('人员：王总监 · 需签名')
    expect(approverSummary({ ...line[2].properties, approvers: ['u1', 'u2'], counterSign: 1, hasSign: false }, names)).toBe('人员：王总监、李工 · 会签')
    expect(approverSummary(withApprovers(line[1].properties, 'superior', []), names)).toBe('发起人的直接上级')
    expect(approverSummary({ ...withApprovers(line[1].properties, 'superior', []), managerLevel: 2 }, names)).toBe('发起人的第 2 级上级')
    expect(approverSummary({ title: 'x', assigneeType: 6 }, names)).toBe('未设置审批人')
    expect(approverSummary({ title: 'x', assigneeType: 6, approverPos: ['gone'] }, names)).toBe('岗位：gone · 所在合同段 · 或签')
    expect(copySummary({ title: 'x', circulateRole: ['r2'], circulateUser: ['u2'] }, names)).toBe('抄送：李工、安全员')
    expect(copySummary({ title: 'x' }, names)).toBe('')
  })
})
