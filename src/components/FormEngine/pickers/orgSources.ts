/**
 * Where each org picker gets its nodes (API.md 7, Organization): whole trees for organizes,
 * departments, positions, roles and groups; the user tree one level at a time, searched on the
 * server (ImUser/Selector, API.md 6.1).
 */
import {
  getDepartmentTree, getGroupTree, getImUserTree, getOrganizeTree, getPositionTree, getRoleTree,
  type ImUserNode, type SelectorNode
} from '@/api/permission'
import type { FieldKind } from '@/core/form'
import type { PickNode } from './types'

type AnyNode = SelectorNode | ImUserNode

export interface OrgSource {
  title: string
  /** comSelect holds the path of ids from the top unit down */
  paths: boolean
  /** usersSelect always holds a list */
  alwaysMultiple?: boolean
  roots: () => Promise<AnyNode[]>
  children?: (id: string) => Promise<AnyNode[]>
  search?: (keyword: string) => Promise<AnyNode[]>
  selectable: (node: AnyNode) => boolean
}

const users: Omit<OrgSource, 'title'> = {
  paths: false,
  roots: () => getImUserTree('0'),
  children: (id) => getImUserTree(id),
  search: (keyword) => getImUserTree('0', keyword),
  selectable: (n) => n.type === 'user'
}

export const ORG_SOURCES: Partial<Record<FieldKind, OrgSource>> = {
  organize: { title: '选择组织', paths: true, roots: getOrganizeTree, selectable: () => true },
  department: { title: '选择部门', paths: false, roots: getDepartmentTree, selectable: (n) => n.type === 'department' },
  position: { title: '选择岗位', paths: false, roots: getPositionTree, selectable: (n) => n.type === 'position' },
  role: { title: '选择角色', paths: false, roots: getRoleTree, selectable: () => true },
  group: { title: '选择分组', paths: false, roots: getGroupTree, selectable: () => true },
  user: { title: '选择用户', ...users },
  users: { title: '选择用户', ...users, alwaysMultiple: true }
}

/** Server nodes → picker nodes; nodes of a lazy tree without loaded children open on demand. */
export function orgNodes (list: AnyNode[], source: OrgSource): PickNode[] {
  return list.map((n) => {
    const kids = Array.isArray(n.children) && n.children.length > 0 ? orgNodes(n.children as AnyNode[], source) : undefined
    const lazy = !!source.children && n.type !== 'user' && (n.hasChildren ?? !n.isLeaf)
    return {
      id: String(n.id),
      label: n.fullName,
      sub: typeof n.organize === 'string' && n.type === 'user' ? n.organize : undefined,
      selectable: source.selectable(n),
      ...(kids ? { children: kids } : source.children ? {} : { children: [] }),
      hasChildren: kids ? true : lazy
    }
  })
}
