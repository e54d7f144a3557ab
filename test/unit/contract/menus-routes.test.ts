/**
 * Route table, module catalog and workbench menus hold together, both ways: every tile opens a
 * page of src/routes.ts (`urlAddress?menuId=<id>&fullName=<name>`), every module that keeps
 * records is listed by the route that names it, and every route naming a module lists exactly
 * that module with the page `npm run gen:pages` writes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { catalog, catalogMenus, tileMenu } from '../../../server/src/catalog/index'
import { appendQuery } from '@/core/query'
import { ALL_ROUTES, findRoute, isTabPath } from '@/routes'

const menus = catalogMenus()
const pages = menus.filter((m) => m.type === 2)
const directories = menus.filter((m) => m.type === 1)
const moduleRoutes = ALL_ROUTES.filter((r) => r.module)

describe('workbench menus', () => {
  it('has a workbench worth checking (directories and pages)', () => {
    expect(directories.length).toBeGreaterThan(0)
    expect(pages.length).toBe(catalog.length)
  })

  it('menu ids and enCodes are unique', () => {
    expect(new Set(menus.map((m) => m.id)).size).toBe(menus.length)
    expect(new Set(menus.map((m) => m.enCode)).size).toBe(menus.length)
  })

  it('no two menus open the same page', () => {
    const urls = pages.map((m) => m.urlAddress)
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([])
  })
})

describe.each(pages.map((m) => [m.enCode, m.urlAddress, m] as const))('menu %s → %s', (_enCode, urlAddress, menu) => {
  it('is an absolute route of src/routes.ts', () => {
    expect(urlAddress.startsWith('/')).toBe(true)
    expect(findRoute(urlAddress)).toBeDefined()
    expect(ALL_ROUTES.map((r) => `/${r.path}`)).toContain(urlAddress)
  })

  it('opens with its menu query and still finds the page', () => {
    const url = appendQuery(urlAddress, { menuId: menu.id, fullName: menu.fullName })
    expect(url).toContain('?menuId=')
    expect(findRoute(url)?.path).toBe(urlAddress.slice(1))
  })

  it('is a workbench page, not a tab', () => {
    expect(isTabPath(urlAddress)).toBe(false)
    expect(urlAddress.startsWith('/pages/apply/')).toBe(true)
  })

  it('hangs under a directory of the tree', () => {
    expect(directories.map((d) => d.id)).toContain(menu.parentId)
  })
})

describe('directories', () => {
  it.each(directories.map((d) => [d.enCode, d] as const))('%s opens no page', (_enCode, d) => {
    expect(d.urlAddress).toBe('')
    expect(d.parentId).toBe('-1')
  })
})

describe('catalog modules and the routes that list them', () => {
  // Screens that are the module's own way of adding its records, its list a view inside them: 随手拍
  // files a stamped photo as a note, 重点巡查 lists its points with check-ins (parts would rename the
  // modules that QR codes and saved records already name).
  const OWN_SCREENS: ReadonlySet<string> = new Set(['casualSnap', 'keyInspections'])

  it('every module keeping records is named by the route its tile opens, or by its own built screen', () => {
    for (const m of catalog.filter((x) => x.records)) {
      const route = findRoute(m.route)
      if (OWN_SCREENS.has(m.code)) expect([m.code, route?.later]).toEqual([m.code, undefined])
      else expect([m.code, route?.module]).toEqual([m.code, m.code])
    }
  })

  it('every route naming a module lists a module of the catalog that keeps records, from its own tile', () => {
    expect(moduleRoutes.length).toBeGreaterThan(0)
    for (const r of moduleRoutes) {
      const m = catalog.find((x) => x.code === r.module)
      expect([r.path, m?.code, Boolean(m?.records)]).toEqual([r.path, r.module, true])
      expect(tileMenu(m!).urlAddress).toBe(`/${r.path}`)
    }
  })

  it.each(moduleRoutes.map((r) => [r.path, r] as const))('%s is the page gen:pages writes for its module', (_path, r) => {
    const page = fs.readFileSync(path.join(__dirname, '../../../src', `${r.path}.tsx`), 'utf8')
    expect(page).toContain(`<ModuleListPage enCode='${r.module}'`)
    expect(page).not.toContain('PendingPage')
  })
})

describe('routes of a module\'s own form and record screen', () => {
  const forms = ALL_ROUTES.filter((r) => r.moduleForm)
  const details = ALL_ROUTES.filter((r) => r.moduleDetail)

  it('are one per module: the list of a module opens exactly one form and one record screen', () => {
    const once = (codes: string[]) => expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([])
    expect(forms.length).toBeGreaterThan(0)
    once(forms.map((r) => r.moduleForm!))
    once(details.map((r) => r.moduleDetail!))
  })

  const read = (route: string) => fs.readFileSync(path.join(__dirname, '../../../src', `${route}.tsx`), 'utf8')
  const listOf = (code: string) => moduleRoutes.find((r) => r.module === code)!

  it.each(forms.map((r) => [r.path, r] as const))('%s is the form of a module keeping records, the one its list opens', (_path, r) => {
    expect(Boolean(catalog.find((m) => m.code === r.moduleForm)?.records)).toBe(true)
    const page = read(r.path)
    expect(page.includes(`<ModuleFormPage enCode='${r.moduleForm}' />`) || page.includes(`<ModuleForm module='${r.moduleForm}'`)).toBe(true)
    expect(read(listOf(r.moduleForm!).path)).toContain(`formPage='${r.path}'`)
  })

  it.each(details.map((r) => [r.path, r] as const))('%s shows a record of a module keeping records, the one its list opens', (_path, r) => {
    expect(Boolean(catalog.find((m) => m.code === r.moduleDetail)?.records)).toBe(true)
    expect(read(r.path)).not.toContain('PendingPage')
    expect(read(listOf(r.moduleDetail!).path)).toContain(`detailPage='${r.path}'`)
  })
})
