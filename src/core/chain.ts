/**
 * Approval chains (管理 → 审批流程): a flow's node tree as the line of nodes the administrator
 * edits, top to bottom (start, each approval node, end), and back. Only the main line is edited:
 * a node that holds condition branches travels whole, its branches untouched, and is not removed.
 * What a valid chain is and how a node reads are here; the server checks the tree again.
 */
import type { FlowNode, FlowNodeProperties } from '../../types/api/workflow'

/** How an approval node finds its approvers (JNPF assigneeType 6 with a list, or 1 for the superior). */
export type ApproverKind = 'role' | 'position' | 'user' | 'superior'

export const APPROVER_KINDS: Array<{ value: ApproverKind, text: string }> = [
  { value: 'role', text: '角色' },
  { value: 'position', text: '岗位' },
  { value: 'user', text: '指定人员' },
  { value: 'superior', text: '发起人的上级' }
]

export const SCOPES: Array<{ value: 'section' | 'project', text: string }> = [
  { value: 'section', text: '任务所在合同段' },
  { value: 'project', text: '全项目' }
]

/** counterSign 0 或签 (any one), 1 会签 (all must agree); 2 依次审批 is kept when a tree has it. */
export const SIGN_MODES: Array<{ value: 0 | 1, text: string }> = [
  { value: 0, text: '或签（一人同意即可）' },
  { value: 1, text: '会签（须全部同意）' }
]

const TITLE_MAX = 50

/** The main line of the tree: the start node, then each node its childNode leads to. */
export function chainOf (tree: FlowNode): FlowNode[] {
  const out: FlowNode[] = []
  for (let n: FlowNode | null | undefined = tree; n && out.length <= 100; n = n.childNode) out.push(n)
  return out
}

/** The line back into a tree: each node's childNode and prevId follow the order; nothing else of a node changes. */
export function treeOf (line: readonly FlowNode[]): FlowNode {
  const copies = line.map((n) => ({ ...n, properties: { ...n.properties } }))
  copies.forEach((n, i) => {
    const next = copies[i + 1]
    if (next) n.childNode = next
    else delete n.childNode
    if (i === 0) delete n.prevId
    else n.prevId = copies[i - 1].nodeId
  })
  return copies[0]
}

export function kindOf (p: FlowNodeProperties): ApproverKind {
  if (p.assigneeType === 1) return 'superior'
  if (p.approverRole?.length) return 'role'
  if (p.approverPos?.length) return 'position'
  if (p.approvers?.length) return 'user'
  return 'role'
}

/** The ids the node's kind names (none for the superior). */
export function idsOf (p: FlowNodeProperties, kind: ApproverKind = kindOf(p)): string[] {
  if (kind === 'role') return p.approverRole ?? []
  if (kind === 'position') return p.approverPos ?? []
  if (kind === 'user') return p.approvers ?? []
  return []
}

/** The node's approvers set to one kind and its ids; the other lists emptied so the node names only what is shown. */
export function withApprovers (p: FlowNodeProperties, kind: ApproverKind, ids: string[]): FlowNodeProperties {
  const next: FlowNodeProperties = { ...p, approverRole: [], approverPos: [], approvers: [] }
  if (kind === 'superior') return { ...next, assigneeType: 1, managerLevel: p.managerLevel ?? 1 }
  const key = kind === 'role' ? 'approverRole' : kind === 'position' ? 'approverPos' : 'approvers'
  return { ...next, assigneeType: 6, [key]: ids }
}

/** Who is copied: users, roles and positions together. */
export const copyIdsOf = (p: FlowNodeProperties): string[] => [...(p.circulateUser ?? []), ...(p.circulateRole ?? []), ...(p.circulatePosition ?? [])]

const listed = (ids: readonly string[], names: ReadonlyMap<string, string>) => ids.map((id) => names.get(id) ?? id).join('、')

/** A node's card text: who approves, where, how they agree, signature, copy-to. */
export function approverSummary (p: FlowNodeProperties, names: ReadonlyMap<string, string>): string {
  const kind = kindOf(p)
  const ids = idsOf(p, kind)
  if (p.assigneeType !== undefined && p.assigneeType !== 1 && p.assigneeType !== 6) return '由流程规则确定审批人'
  if (kind !== 'superior' && ids.length === 0) return '未设置审批人'
  const who = kind === 'superior'
    ? ((p.managerLevel ?? 1) === 1 ? '发起人的直接上级' : `发起人的第 ${p.managerLevel ?? 1} 级上级`)
    : `${kind === 'role' ? '角色' : kind === 'position' ? '岗位' : '人员'}：${listed(ids, names)}`
  const parts = [who]
  if (kind === 'role' || kind === 'position') parts.push(p.assigneeScope === 'project' ? '全项目' : '所在合同段')
  if (kind === 'role' || kind === 'position' || (kind === 'user' && ids.length > 1)) {
    parts.push(p.counterSign === 1 ? '会签' : p.counterSign === 2 ? '依次审批' : '或签')
  }
  if (p.hasSign) parts.push('需签名')
  return parts.join(' · ')
}

export function copySummary (p: FlowNodeProperties, names: ReadonlyMap<string, string>): string {
  const ids = copyIdsOf(p)
  return ids.length ? `抄送：${listed(ids, names)}` : ''
}

/** A new approval node, its id unique within the line. */
export function newNode (line: readonly FlowNode[], now: number): FlowNode {
  const taken = new Set(line.map((n) => n.nodeId))
  let i = 0
  let id = `node_${now.toString(36)}`
  while (taken.has(id)) id = `node_${now.toString(36)}_${++i}`
  const titles = new Set(line.map((n) => n.properties.title))
  let n = line.filter((x) => x.type === 'approver').length + 1
  while (titles.has(`审批人${n}`)) n++
  return {
    nodeId: id,
    type: 'approver',
    properties: { title: `审批人${n}`, assigneeType: 6, approverRole: [], approverPos: [], approvers: [], counterSign: 0, hasOpinion: true, hasAuditBtn: true, hasRejectBtn: true }
  }
}

/** The line with a node put after position `after` (0 = right after the start). */
export function insertAfter (line: readonly FlowNode[], after: number, node: FlowNode): FlowNode[] {
  return [...line.slice(0, after + 1), node, ...line.slice(after + 1)]
}

/** Why the node at `index` may not be removed, or '' when it may. */
export function removeProblem (line: readonly FlowNode[], index: number): string {
  const n = line[index]
  if (!n || index === 0 || n.type === 'start') return '发起节点不能删除'
  if (n.conditionNodes?.length) return '含条件分支的节点不能在这里删除'
  if (n.type === 'approver' && line.filter((x) => x.type === 'approver').length <= 1) return '流程至少需要一个审批节点'
  return ''
}

export function removeAt (line: readonly FlowNode[], index: number): FlowNode[] {
  return line.filter((_, i) => i !== index)
}

/** The first thing that keeps the chain from being saved, in words, or ''. */
export function chainProblem (line: readonly FlowNode[]): string {
  if (line.length === 0 || line[0].type !== 'start') return '流程缺少发起节点'
  if (!line.some((n) => n.type === 'approver')) return '流程至少需要一个审批节点'
  const titles = new Set<string>()
  for (const n of line.slice(1)) {
    if (n.type !== 'approver') continue
    const p = n.properties
    const title = (p.title ?? '').trim()
    if (!title) return '节点名称不能为空'
    if (title.length > TITLE_MAX) return `节点名称最多 ${TITLE_MAX} 个字`
    if (titles.has(title)) return `节点名称「${title}」重复`
    titles.add(title)
    const kind = kindOf(p)
    if ((p.assigneeType ?? 6) === 6 && idsOf(p, kind).length === 0) return `「${title}」未设置审批人`
  }
  return ''
}

/** Whether the edited line differs from the loaded one. */
export const chainChanged = (loaded: readonly FlowNode[], edited: readonly FlowNode[]): boolean =>
  JSON.stringify(treeOf(loaded)) !== JSON.stringify(treeOf(edited))
