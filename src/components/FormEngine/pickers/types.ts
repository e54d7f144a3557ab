/** Nodes of the tree picker and what it gives back. */

export interface PickNode {
  id: string
  label: string
  /** a second line: the organize of a user, a record's other columns */
  sub?: string
  /** loaded children; undefined with hasChildren: to be loaded when opened */
  children?: PickNode[]
  hasChildren?: boolean
  selectable: boolean
  /** the value as the options hold it (a number id stays a number) */
  raw?: unknown
}

export interface Picked {
  id: string
  label: string
  /** ids from the top level down to this node */
  path: string[]
  labels: string[]
  /** raw values along the path */
  raws: unknown[]
}

export const hasChildren = (node: PickNode): boolean =>
  node.children ? node.children.length > 0 : !!node.hasChildren

/** Every loaded node with its path, depth first. */
export function flattenPick (nodes: PickNode[], path: PickNode[] = []): Array<{ node: PickNode, path: PickNode[] }> {
  return nodes.flatMap((node) => [{ node, path: [...path, node] }, ...flattenPick(node.children ?? [], [...path, node])])
}

export const pickedOf = (trail: PickNode[]): Picked => {
  const node = trail[trail.length - 1]
  return {
    id: node.id,
    label: node.label,
    path: trail.map((n) => n.id),
    labels: trail.map((n) => n.label),
    raws: trail.map((n) => (n.raw === undefined ? n.id : n.raw))
  }
}
