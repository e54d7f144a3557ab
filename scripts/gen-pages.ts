// Writes what the route table and the module catalog imply:
// - for every route of src/routes.ts without files: a page config derived from the route table and
//   a page showing the pending screen;
// - for every route naming a catalog module: its thin page on the list engine, and for a route
//   that is the form of a module's records, its thin page on the form engine (rewritten when it
//   still shows the pending screen or names another module);
// - server/src/catalog/modules/index.ts, the list of the catalog's module files;
// - src/routeIndex.gen.ts, the page paths the main package looks up.
// Hand-written pages are never touched.
// usage: node --import tsx scripts/gen-pages.ts
import fs from 'node:fs'
import path from 'node:path'
import { ALL_ROUTES, type RouteDef } from '../src/routes'
import { pageConfigSource, routeIndexSource } from './lib/route-index'

const root = path.join(__dirname, '..')
const src = path.join(root, 'src')
let written = 0

const write = (file: string, text: string) => {
  fs.writeFileSync(file, text)
  written++
}

const PENDING = "import { PendingPage } from '@/components/PendingPage'\n\nexport default function Page () {\n  return <PendingPage />\n}\n"

/** The module's own form and record screen, as props of its list page (written here, not looked up at run time). */
const ownScreens = (code: string): string => {
  const form = ALL_ROUTES.find((r) => r.moduleForm === code)
  const detail = ALL_ROUTES.find((r) => r.moduleDetail === code)
  return `${form ? ` formPage='${form.path}'` : ''}${detail ? ` detailPage='${detail.path}'` : ''}`
}

export function modulePage (route: RouteDef): string {
  return `import { ModuleListPage } from '@/components/ListEngine'\n\n` +
    `/** ${route.title}: the list engine on catalog module ${route.module} (written by npm run gen:pages). */\n` +
    `export default function Page () {\n  return <ModuleListPage enCode='${route.module}'${ownScreens(route.module!)} />\n}\n`
}

export function moduleFormPage (route: RouteDef): string {
  return `import { ModuleFormPage } from '@/components/ListEngine'\n\n` +
    `/** ${route.title}: the form engine on catalog module ${route.moduleForm} (written by npm run gen:pages). */\n` +
    `export default function Page () {\n  return <ModuleFormPage enCode='${route.moduleForm}' />\n}\n`
}

/** A page gen:pages may replace: the pending screen, or a module page it wrote before. */
const generated = (text: string) => text === PENDING || /\(written by npm run gen:pages\)/.test(text)

for (const route of ALL_ROUTES) {
  const base = path.join(src, route.path)
  const dir = path.dirname(base)
  fs.mkdirSync(dir, { recursive: true })
  const configFile = `${base}.config.ts`
  const config = pageConfigSource(route.path)
  if (!fs.existsSync(configFile) || fs.readFileSync(configFile, 'utf8') !== config) write(configFile, config)
  const pageFile = `${base}.tsx`
  const current = fs.existsSync(pageFile) ? fs.readFileSync(pageFile, 'utf8') : null
  const thin = route.module ? modulePage(route) : route.moduleForm ? moduleFormPage(route) : null
  const wanted = thin ?? PENDING
  if (current === null || (thin && current !== wanted && generated(current))) write(pageFile, wanted)
}

// the catalog's module files, one import each, in folder order
const modulesDir = path.join(root, 'server/src/catalog/modules')
const files = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
  .flatMap((area) => fs.readdirSync(path.join(modulesDir, area)).filter((f) => f.endsWith('.ts')).sort().map((f) => [area, f.slice(0, -3)]))
const index = '// Written by `npm run gen:pages` from the files of this folder: do not edit by hand.\n' +
  "import type { ModuleDef } from '../types.js';\n" +
  files.map(([area, name]) => `import ${name} from './${area}/${name}.js';`).join('\n') +
  `\n\nexport const modules: ModuleDef[] = [\n${files.map(([, name]) => `  ${name},\n`).join('')}];\n`
const indexFile = path.join(modulesDir, 'index.ts')
if (!fs.existsSync(indexFile) || fs.readFileSync(indexFile, 'utf8') !== index) write(indexFile, index)

// the page paths the main package looks up (src/routePaths.ts)
const routeIndexFile = path.join(src, 'routeIndex.gen.ts')
const routeIndex = routeIndexSource()
if (!fs.existsSync(routeIndexFile) || fs.readFileSync(routeIndexFile, 'utf8') !== routeIndex) write(routeIndexFile, routeIndex)

console.log(`${ALL_ROUTES.length} routes, ${files.length} catalog modules, ${written} files written`)
