// What `npm run gen:pages` writes from the route table. The text of src/routeIndex.gen.ts: every page path of src/routes.ts as a tree of its path
// segments (a leaf is 1), and the H5 aliases, so the main package can tell the app's pages apart
// without carrying the route table (titles, modules) of every subpackage.
import { ALL_ROUTES, ASYNC_PACKAGES, pageConfig } from '../../src/routes'

type Tree = { [segment: string]: Tree | 1 }

export function routeIndexSource (): string {
  const tree: Tree = {}
  const paths = [...ALL_ROUTES.map((r) => r.path), ...ASYNC_PACKAGES.flatMap((a) => a.pages.map((p) => `${a.root}/${p}`))]
  for (const p of paths) {
    const segs = p.split('/')
    let node = tree
    segs.forEach((seg, i) => {
      if (i === segs.length - 1) node[seg] = 1
      else node = (node[seg] = (node[seg] === 1 || !node[seg] ? {} : node[seg])) as Tree
    })
  }
  const aliases = Object.fromEntries(ALL_ROUTES.flatMap((r) => (r.alias ?? []).map((a) => [a, r.path])))
  const forms = Object.fromEntries(ALL_ROUTES.filter((r) => r.moduleForm).map((r) => [r.moduleForm, r.path]))
  return '// Written by `npm run gen:pages` from src/routes.ts (scripts/lib/route-index.ts): do not edit by hand.\n' +
    'export type RouteTree = { [segment: string]: RouteTree | 1 }\n\n' +
    `export const ROUTE_TREE: RouteTree = ${JSON.stringify(tree)}\n\n` +
    `export const ROUTE_ALIASES: Record<string, string> = ${JSON.stringify(aliases)}\n\n` +
    '/** The page that adds a record of each catalog module that has its own form page. */\n' +
    `export const MODULE_FORMS: Record<string, string> = ${JSON.stringify(forms)}\n`
}

/** A page's config file: the route table's page config as a literal. Importing the table instead
 *  would put it in the bundle of every package (Taro keeps config modules in the module graph). */
export function pageConfigSource (path: string): string {
  const fields = Object.entries(pageConfig(path)).map(([k, v]) => `  ${k}: ${typeof v === 'string' ? `'${v.replace(/'/g, "\\'")}'` : String(v)}`)
  return `// Written by \`npm run gen:pages\` from src/routes.ts: change the route there, not here.\nexport default definePageConfig({\n${fields.join(',\n')}\n})\n`
}
