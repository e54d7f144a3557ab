/**
 * Where the list engine's screens live, and how one opens another: the module's id travels, with
 * the menu. A module whose form or record screen has a route of its own (src/routes.ts) opens there.
 */
import { nav } from '@/platform/nav'
import { moduleDetailRoute, moduleFormRoute } from '@/routes'

export interface ModuleQuery {
  modelId: string
  /** the module's enCode: the routes of its own form and record screen are found by it */
  enCode?: string
  menuId?: string
  fullName?: string
}

/** The query a screen opens with: the module's id travels, its enCode only finds the route. */
const clean = ({ enCode: _, ...q }: ModuleQuery & { id?: string }) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''))

export const openModuleForm = (q: ModuleQuery & { id?: string }) =>
  nav.push((q.enCode && moduleFormRoute(q.enCode)) || 'pages/apply/dynamicModel/form', clean(q))
export const openModuleDetail = (q: ModuleQuery & { id: string }) =>
  nav.push((q.enCode && moduleDetailRoute(q.enCode)) || 'pages/apply/dynamicModel/detail', clean(q))
/** A record opens on its module's own screen when it has one (which links to the record's flow). */
export const hasOwnDetail = (enCode: string): boolean => moduleDetailRoute(enCode) !== undefined
