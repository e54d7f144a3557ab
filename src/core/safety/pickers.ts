/**
 * What the hazard category tree and the part tree give back to the report they were opened from,
 * and the form values each choice sets.
 */
import type { HazardCategoryNode } from '../../../types/api/safety'

export interface CategoryPick {
  category: string
  categoryName: string
  /** a typical or approved type; '' when only the category was chosen */
  typeName: string
  /** an approved type's default level */
  level?: string
}

export function categoryPick (node: HazardCategoryNode, parent?: HazardCategoryNode): CategoryPick {
  if (node.kind === 'category' || !parent) return { category: node.category, categoryName: node.fullName, typeName: '' }
  return { category: node.category, categoryName: parent.fullName, typeName: node.fullName, ...(node.defaultLevel ? { level: node.defaultLevel } : {}) }
}

/** The categories whose name, or a type of which, holds the keyword; a category matched by name keeps all its types. */
export function filterCategories (tree: HazardCategoryNode[], keyword: string): HazardCategoryNode[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return tree
  return tree.flatMap((c) => {
    if (c.fullName.toLowerCase().includes(k)) return [c]
    const children = (c.children ?? []).filter((t) => t.fullName.toLowerCase().includes(k))
    return children.length ? [{ ...c, children }] : []
  })
}

export const categoryValues = (p: CategoryPick): Record<string, unknown> => ({
  hazardCategory: p.category, hazardType: p.typeName, ...(p.level ? { hazardLevel: p.level } : {})
})

export interface PartPick {
  contractId: string
  /** names from the top: a unit work down to a part of the WBS, or one yard of the site */
  path: string[]
}

export const PART_SEPARATOR = ' / '
export const partText = (p: Pick<PartPick, 'path'>): string => p.path.join(PART_SEPARATOR)

export const partValues = (p: PartPick): Record<string, unknown> => ({ wbsPart: partText(p), ...(p.contractId ? { contractName: p.contractId } : {}) })
