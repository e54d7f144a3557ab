import fs from 'node:fs'
import path from 'node:path'
import { ALL_ROUTES, ASYNC_PACKAGES, findRoute } from '@/routes'
import { formPageOf, pagePath } from '@/routePaths'
import { pageConfigSource, routeIndexSource } from '../../../scripts/lib/route-index'

describe('the main package route index (src/routeIndex.gen.ts)', () => {
  it('is what npm run gen:pages writes from src/routes.ts', () => {
    const file = fs.readFileSync(path.join(__dirname, '../../../src/routeIndex.gen.ts'), 'utf8')
    expect(file).toBe(routeIndexSource())
  })

  it('finds every route and alias as the route table does, with a query or a leading slash', () => {
    for (const r of ALL_ROUTES) {
      expect(pagePath(r.path)).toBe(r.path)
      expect(pagePath(`/${r.path}?id=1&a=b`)).toBe(r.path)
      for (const a of r.alias ?? []) expect(pagePath(a)).toBe(findRoute(a)?.path)
    }
    expect(pagePath('/choose-location')).toBe('pages/system/chooseLocation/index')
    expect(pagePath('/')).toBe('pages/launch/index')
  })

  it('knows the async packages\' pages and nothing that is not a page', () => {
    for (const a of ASYNC_PACKAGES) expect(pagePath(`${a.root}/${a.pages[0]}`)).toBe(`${a.root}/${a.pages[0]}`)
    for (const bad of ['', 'pages', 'pages/apply', 'pages/apply/homepage', 'pages/index/index/more', '/nope', 'pages/apply/constructor', 'pages/__proto__/x', 'https://example.com/pages/index/index']) {
      expect(pagePath(bad)).toBeUndefined()
      expect(findRoute(bad)).toBeUndefined()
    }
  })
})

describe('formPageOf', () => {
  it('answers the form page of each module as the route table does, and nothing for others', () => {
    for (const r of ALL_ROUTES.filter((x) => x.moduleForm)) expect(formPageOf(r.moduleForm!)).toBe(r.path)
    expect(formPageOf('noSuchModule')).toBeUndefined()
    expect(formPageOf('constructor')).toBeUndefined()
  })
})

describe('page config files', () => {
  it.each(ALL_ROUTES.map((r) => [r.path]))('%s.config.ts is the route table\'s config, written as a literal', (p) => {
    const file = fs.readFileSync(path.join(__dirname, '../../../src', `${p}.config.ts`), 'utf8')
    expect(file).toBe(pageConfigSource(p))
    expect(file).not.toMatch(/import/)
  })
})
