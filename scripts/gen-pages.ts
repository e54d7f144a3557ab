// Creates the files of every route of src/routes.ts that has none yet: a page config derived
// from the route table and a page that shows the pending screen. Existing pages are never touched.
// usage: node --import tsx scripts/gen-pages.ts
import fs from 'node:fs'
import path from 'node:path'
import { ALL_ROUTES } from '../src/routes'

const src = path.join(__dirname, '..', 'src')
let created = 0
for (const route of ALL_ROUTES) {
  const base = path.join(src, route.path)
  const dir = path.dirname(base)
  const up = path.relative(dir, src).split(path.sep).join('/')
  fs.mkdirSync(dir, { recursive: true })
  const configFile = `${base}.config.ts`
  if (!fs.existsSync(configFile)) {
    fs.writeFileSync(configFile, `import { pageConfig } from '${up}/routes'\n\nexport default definePageConfig(pageConfig('${route.path}'))\n`)
    created++
  }
  const pageFile = `${base}.tsx`
  if (!fs.existsSync(pageFile)) {
    fs.writeFileSync(pageFile, `import { PendingPage } from '@/components/PendingPage'\n\nexport default function Page () {\n  return <PendingPage />\n}\n`)
    created++
  }
}
console.log(`${ALL_ROUTES.length} routes, ${created} files created`)
