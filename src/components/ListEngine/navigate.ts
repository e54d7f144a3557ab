/** Where the list engine's screens live, and how one opens another: the module's id travels, with the menu. */
import { nav } from '@/platform/nav'
import type { RoutePath } from '@/routes'

export interface ModuleQuery {
  modelId: string
  menuId?: string
  fullName?: string
}

const clean = (q: ModuleQuery & { id?: string }) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))

/** A module whose form or record screen has a route of its own opens there (`page`). */
export const openModuleForm = (q: ModuleQuery & { id?: string }, page: RoutePath = 'pages/apply/dynamicModel/form') => nav.push(page, clean(q))
export const openModuleDetail = (q: ModuleQuery & { id: string }, page: RoutePath = 'pages/apply/dynamicModel/detail') => nav.push(page, clean(q))
