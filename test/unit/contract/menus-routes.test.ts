/**
 * Contract between the server's demo menu tree and the app's route table: the workbench opens a
 * type-2 menu at `urlAddress?menuId=<id>&fullName=<name>`, so every such address must be a page of
 * src/routes.ts, or the user taps into a missing page.
 */
import { menus } from '../../../server/src/seed/data/menus'
import { appendQuery } from '@/core/query'
import { ALL_ROUTES, findRoute, isTabPath } from '@/routes'

const pages = menus.filter((m) => m.type === 2)
const directories = menus.filter((m) => m.type === 1)

describe('server demo menus', () => {
  it('has a workbench worth checking (directories and pages)', () => {
    expect(directories.length).toBeGreaterThan(0)
    expect(pages.length).toBeGreaterThanOrEqual(20)
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
