/** Tree rules of SPEC.md §4 and §5: text lookup for selects and cascaders, check states. */

export type TreeId = string | number

/** An option of a select / tree select / cascader (SPEC §3 "Option lists"); keys are configurable. */
export type TreeOption = Record<string, unknown>

export interface TreeProps {
  label?: string
  value?: string
  children?: string
}

const DEFAULT_PROPS: Required<TreeProps> = { label: 'fullName', value: 'id', children: 'children' }

const childrenOf = (option: TreeOption, key: string): TreeOption[] => {
  const children = option[key]
  return Array.isArray(children) ? (children as TreeOption[]) : []
}

function findOption(options: TreeOption[], id: TreeId, props: Required<TreeProps>): TreeOption | undefined {
  for (const option of options) {
    // ids come back from forms as strings and from the server as numbers: compare as text
    if (String(option[props.value]) === String(id)) return option
    const found = findOption(childrenOf(option, props.children), id, props)
    if (found) return found
  }
  return undefined
}

const labelOf = (options: TreeOption[], id: TreeId, props: Required<TreeProps>): string => {
  const option = findOption(options, id, props)
  return option === undefined ? String(id) : String(option[props.label] ?? id)
}

export type TreeValue = TreeId | TreeId[] | TreeId[][] | null | undefined

/** Text for a tree value: '' when empty, the raw id where no option matches.
 *  - one id → its label;
 *  - an id array (multiple select, or a cascader path) → labels joined by `separator`;
 *  - an array of paths (multiple cascader) → each path joined by `separator`, paths by ','.
 *  Ids are looked up anywhere in the tree, so a path reads the same as a list of its ids. */
export function treeText(options: TreeOption[] | null | undefined, value: TreeValue, props: TreeProps = {}, separator = '/'): string {
  if (value === null || value === undefined || value === '') return ''
  const all = { ...DEFAULT_PROPS, ...props }
  const list = options ?? []
  const join = (ids: TreeId[]) => ids.map((id) => labelOf(list, id, all)).join(separator)
  if (!Array.isArray(value)) return labelOf(list, value, all)
  return value.every(Array.isArray) ? (value as TreeId[][]).map(join).join(',') : join(value as TreeId[])
}

/** Tree node of SPEC §3; `id` names the node for toggling. */
export interface TreeNode {
  id: TreeId
  label: string
  icon?: string
  checked?: boolean
  indeterminate?: boolean
  disabled?: boolean
  visible?: boolean
  level?: number
  childNodesId?: TreeId[]
  hiddenCheckbox?: boolean
  hiddenRadio?: boolean
  children?: TreeNode[]
}

export interface CheckState {
  checked: boolean
  indeterminate: boolean
}

/** A leaf keeps its own state. A parent is checked when all children are checked, indeterminate
 *  when some are (or some child is itself indeterminate), unchecked when none are. */
export function computeCheckState(node: TreeNode): CheckState {
  const children = node.children ?? []
  if (children.length === 0) return { checked: !!node.checked, indeterminate: false }
  const checked = children.filter((c) => c.checked).length
  const partial = children.some((c) => c.indeterminate)
  if (checked === children.length) return { checked: true, indeterminate: false }
  return { checked: false, indeterminate: checked > 0 || partial }
}

/** Recomputes every parent from its children, bottom up. Returns a new tree. */
export function refreshCheckStates(tree: TreeNode[]): TreeNode[] {
  return tree.map((node) => {
    if (!node.children?.length) return { ...node, indeterminate: false }
    const withChildren = { ...node, children: refreshCheckStates(node.children) }
    return { ...withChildren, ...computeCheckState(withChildren) }
  })
}

/** Sets a node and its subtree. A disabled descendant keeps its state: the user cannot change it
 *  directly, so a cascade must not change it either. */
function setSubtree(node: TreeNode, checked: boolean): TreeNode {
  const state = node.disabled ? !!node.checked : checked
  return { ...node, checked: state, indeterminate: false, children: node.children?.map((c) => setSubtree(c, checked)) }
}

function applyToggle(tree: TreeNode[], id: TreeId, checked: boolean): TreeNode[] {
  return tree.map((node) => {
    if (String(node.id) === String(id)) return setSubtree(node, checked)
    return node.children ? { ...node, children: applyToggle(node.children, id, checked) } : node
  })
}

/** Checks or unchecks a node: the change cascades down, then parents are recomputed.
 *  A disabled node, or an unknown id, leaves the tree as it was. Never mutates `tree`. */
export function toggleNode(tree: TreeNode[], id: TreeId, checked: boolean): TreeNode[] {
  const target = findNode(tree, id)
  if (!target || target.disabled) return tree
  return refreshCheckStates(applyToggle(tree, id, checked))
}

export function findNode(tree: TreeNode[], id: TreeId): TreeNode | undefined {
  for (const node of tree) {
    if (String(node.id) === String(id)) return node
    const found = node.children && findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

/** '#' and 3 or 6 hex digits (SPEC §5). */
export const isHexColor = (value: unknown): boolean =>
  typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)
