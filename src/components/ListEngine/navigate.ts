/** Where the list engine's screens live, and how one opens another: the module's id travels, with the menu. */
import { nav } from '@/platform/nav'

export interface ModuleQuery {
  modelId: string
  menuId?: string
  fullName?: string
}

const clean = (q: ModuleQuery & { id?: string }) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))

export const openModuleForm = (q: ModuleQuery & { id?: string }) => nav.push('pages/apply/dynamicModel/form', clean(q))
export const openModuleDetail = (q: ModuleQuery & { id: string }) => nav.push('pages/apply/dynamicModel/detail', clean(q))
