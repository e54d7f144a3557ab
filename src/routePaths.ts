/**
 * Which addresses are pages of the app, for the code of the main package: it looks paths up in
 * src/routeIndex.gen.ts (written from src/routes.ts by `npm run gen:pages`) instead of importing
 * the route table, whose titles and modules of every subpackage page only the subpackages need.
 */
import type { RoutePath } from './routes'
import { MODULE_FORMS, ROUTE_ALIASES, ROUTE_TREE, type RouteTree } from './routeIndex.gen'

/** The page path of an address ('/pages/x/index?a=1', 'pages/x/index' or an H5 alias such as
 *  '/choose-location'); undefined when it is not a page of the app. */
export function pagePath (url: string): RoutePath | undefined {
  const raw = url.split('?')[0].split('#')[0]
  const path = ROUTE_ALIASES[raw] ?? raw.replace(/^\//, '')
  let node: RouteTree | 1 | undefined = ROUTE_TREE
  for (const seg of path.split('/')) {
    if (node === 1 || node === undefined || !Object.prototype.hasOwnProperty.call(node, seg)) return undefined
    node = node[seg]
  }
  return node === 1 ? (path as RoutePath) : undefined
}

/** The page that adds a record of a catalog module, when the module has its own form page. */
export function formPageOf (module: string): RoutePath | undefined {
  return Object.prototype.hasOwnProperty.call(MODULE_FORMS, module) ? (MODULE_FORMS[module] as RoutePath) : undefined
}
