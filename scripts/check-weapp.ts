// Static checks of the WeChat mini-program output (no WeChat DevTools needed): every JSON parses,
// app.json has exactly the pages, subpackages, preload rules and tab bar of src/routes.ts, every
// page has its files, tab icons are small PNGs, package sizes are within the limits, every JS parses.
// usage: node --import tsx scripts/check-weapp.ts [dist/weapp]
import fs from 'node:fs'
import * as acorn from 'acorn'
import path from 'node:path'
import { ALL_ROUTES, ASYNC_PACKAGES, MAIN_ROUTES, PRELOAD, SUB_PACKAGES, TABS } from '../src/routes'
import { packageSizes, walk, LIMITS, kib } from './lib/weapp-size'

const root = path.resolve(process.argv[2] || 'dist/weapp')
const errors: string[] = []
const err = (m: string) => errors.push(m)
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/')
const files = walk(root)

for (const f of files.filter((f) => f.endsWith('.json'))) {
  try { JSON.parse(fs.readFileSync(f, 'utf8')) } catch (e) { err(`invalid JSON ${rel(f)}: ${(e as Error).message}`) }
}

const app = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8'))
const subs: Array<{ root: string, pages: string[] }> = app.subPackages || app.subpackages || []
const pageExists = (p: string) => ['.js', '.json', '.wxml'].every((ext) => fs.existsSync(path.join(root, p + ext)))

// the output must be exactly the route table
const built = [...app.pages, ...subs.flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/$/, '')}/${p}`))]
const expected = [...ALL_ROUTES.map((r) => r.path), ...ASYNC_PACKAGES.flatMap((a) => a.pages.map((p) => `${a.root}/${p}`))]
for (const p of expected) if (!built.includes(p)) err(`route missing from app.json: ${p}`)
for (const p of built) if (!expected.includes(p)) err(`app.json has a page that is not in src/routes.ts: ${p}`)
if (JSON.stringify(app.pages) !== JSON.stringify(MAIN_ROUTES.map((r) => r.path))) err('main package pages differ from MAIN_ROUTES')
if (JSON.stringify(subs.map((s) => s.root).sort()) !== JSON.stringify([...Object.keys(SUB_PACKAGES), ...ASYNC_PACKAGES.map((a) => a.root)].sort())) err('subpackage roots differ from SUB_PACKAGES and ASYNC_PACKAGES')
// each async package carries its prebuilt file, named by resolveAlias, loadable as a CommonJS module
for (const a of ASYNC_PACKAGES) {
  if (app.resolveAlias?.[`${a.alias}/*`] !== `${a.root}/*`) err(`resolveAlias must map ${a.alias}/* to ${a.root}/*`)
  const f = path.join(root, a.root, a.file)
  if (!fs.existsSync(f)) { err(`async package file missing: ${a.root}/${a.file}`); continue }
  const mod = { exports: {} as Record<string, unknown> }
  try {
    new Function('module', 'exports', 'require', fs.readFileSync(f, 'utf8'))(mod, mod.exports, () => { throw new Error('the async package may not require') })
    if (typeof mod.exports.init !== 'function') err(`${a.root}/${a.file} does not export init`)
  } catch (e) { err(`${a.root}/${a.file} does not load: ${(e as Error).message}`) }
  // the code that fetches it names it by its alias, and its relative fallback must reach it from where that code landed
  const callers = files.filter((x) => x.endsWith('.js') && !x.startsWith(path.join(root, a.root)) && fs.readFileSync(x, 'utf8').includes(`${a.alias}/${a.file}`))
  if (callers.length === 0) err(`no output file fetches ${a.alias}/${a.file}`)
  for (const c of callers) {
    const text = fs.readFileSync(c, 'utf8')
    if (!text.includes('require.async')) err(`${rel(c)} names ${a.alias}/${a.file} without require.async`)
    const relative = [...text.matchAll(/["']((?:\.\.\/)+[^"']+)["']/g)].map((m) => m[1]).filter((r) => r.endsWith(`${a.root}/${a.file}`))
    if (!relative.some((r) => path.resolve(path.dirname(c), r) === f)) err(`${rel(c)}: its relative path to ${a.root}/${a.file} does not reach it`)
  }
}
for (const [page, pkg] of Object.entries(PRELOAD)) {
  const rule = app.preloadRule?.[page]
  if (!rule || !rule.packages?.includes(pkg)) err(`preloadRule for ${page} must preload ${pkg}`)
}
for (const p of built) if (!pageExists(p)) err(`page missing files: ${p}`)

// tab bar: order, colours, icons
const tab = app.tabBar
if (!tab) err('app.json has no tabBar')
else {
  if (JSON.stringify(tab.list.map((t: any) => t.pagePath)) !== JSON.stringify(TABS.map((t) => t.path))) err('tab bar order differs from TABS')
  if (tab.color !== '#303133' || tab.selectedColor !== '#2979FF' || tab.backgroundColor !== '#ffffff') err(`tab colours wrong: ${tab.color} ${tab.selectedColor} ${tab.backgroundColor}`)
  for (const t of tab.list) {
    if (!app.pages.includes(t.pagePath)) err(`tab page must be in the main package: ${t.pagePath}`)
    for (const k of ['iconPath', 'selectedIconPath']) {
      const f = path.join(root, t[k])
      if (!fs.existsSync(f)) err(`tab ${k} missing: ${t[k]}`)
      else if (fs.statSync(f).size > LIMITS.tabIcon) err(`tab ${k} > 40 KB: ${t[k]}`)
      else if (fs.readFileSync(f).subarray(1, 4).toString() !== 'PNG') err(`tab ${k} is not a PNG: ${t[k]}`)
    }
  }
}

// WeChat resolves a file's require / @import only inside its own subpackage or the main package:
// whatever the build moves out of the main package (config/weapp-sub-common.ts) must land with every
// subpackage that uses it
const packageOf = (file: string) => subs.map((s) => s.root.replace(/\/$/, '') + '/').find((r) => rel(file).startsWith(r)) ?? ''
for (const f of files.filter((f) => f.endsWith('.js') || f.endsWith('.wxss'))) {
  const text = fs.readFileSync(f, 'utf8')
  const refs = f.endsWith('.js')
    ? [...text.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)].map((m) => m[1])
    : [...text.matchAll(/@import\s+["'](\.{0,2}\/?[^"']+)["']/g)].map((m) => m[1])
  for (const r of refs) {
    const named = r.startsWith('/') ? path.join(root, r) : path.resolve(path.dirname(f), r)
    // require may leave out .js
    const target = f.endsWith('.js') && !fs.existsSync(named) ? `${named}.js` : named
    const where = packageOf(target)
    if (!fs.existsSync(target)) err(`${rel(f)} loads ${r}, which is not in the output`)
    else if (where !== '' && where !== packageOf(f)) err(`${rel(f)} loads ${r} from another subpackage (${where})`)
  }
}

const sizes = packageSizes(root, subs.map((s) => s.root))
if (sizes.main > LIMITS.main) err(`main package ${kib(sizes.main)} > ${kib(LIMITS.main)}`)
for (const [r, n] of Object.entries(sizes.subpackages)) if (n > LIMITS.sub) err(`subpackage ${r} ${kib(n)} > ${kib(LIMITS.sub)}`)
if (sizes.total > LIMITS.total) err(`total ${kib(sizes.total)} > ${kib(LIMITS.total)}`)

// JS must parse as the oldest engines WeChat runs it on read it: the build targets iOS 12 and Chrome 66
// (package.json browserslist), whose syntax is ES2019 without regular-expression lookbehind (Safari
// 16.4). A library that ships newer syntax (optional chaining, class fields) fails here, not on a phone
for (const f of files.filter((f) => f.endsWith('.js'))) {
  try {
    acorn.parse(fs.readFileSync(f, 'utf8'), {
      ecmaVersion: 2019,
      sourceType: 'script',
      onToken (t) {
        const re = t.value as { pattern?: string } | undefined
        if (t.type.label === 'regexp' && re?.pattern && /\(\?<[=!]/.test(re.pattern)) throw new Error(`a lookbehind in /${re.pattern.slice(0, 60)}/ at ${t.start}`)
      }
    })
  } catch (e) { err(`JS the WeChat runtime cannot load in ${rel(f)}: ${(e as Error).message}`) }
}

console.log(`${built.length} pages (${app.pages.length} main, ${subs.length} subpackages)`)
console.log(`main package: ${kib(sizes.main)} (budget ${kib(LIMITS.main)})`)
for (const [r, n] of Object.entries(sizes.subpackages)) console.log(`subpackage ${r}: ${kib(n)} (limit ${kib(LIMITS.sub)})`)
console.log(`total: ${kib(sizes.total)}`)
if (errors.length) {
  console.error('FAILED:\n - ' + errors.join('\n - '))
  process.exit(1)
}
console.log('weapp output OK')
