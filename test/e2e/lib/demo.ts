// The demo organisation as the route smoke reads it: who is granted which workbench module
// (the module catalog: tiles carry the routes, role templates the grants; the demo's users hold
// the roles), and the API called from outside the app, to find the records a screen opens with.
import assert from 'node:assert/strict'
import { catalogMenus, grantsOfRole } from '../../../server/src/catalog/index'
import { users } from '../../../server/src/seed/data/users'

const menus = catalogMenus()
const roles = users.flatMap((u) => u.roleIds).filter((id, i, all) => all.indexOf(id) === i).map((id) => ({ id, ...grantsOfRole(id) }))
import { buildQuery } from '../../../src/core/query'
import { api, tokenOf } from './server'

/** Demo accounts that sign in to the app (norole is refused at sign-in). */
export type Account = 'admin' | 'zongjian' | 'jianli' | 'shigong' | 'anquan' | 'shiyan' | 'yezhu' | 'gaofeng'

/** The workbench menu that opens a route (`pages/...`), if any. */
export function menuOfRoute (path: string) {
  return menus.find((m) => m.type === 2 && m.urlAddress === `/${path}`)
}

/** Whether `account`'s roles grant the menu (admin's role grants every menu). */
export function isGranted (account: Account, menuId: string): boolean {
  const user = users.find((u) => u.account === account)
  assert.ok(user, `no demo account ${account}`)
  return user.roleIds.some((roleId) => {
    const role = roles.find((r) => r.id === roleId)
    return role !== undefined && (role.menuIds === '*' || role.menuIds.includes(menuId))
  })
}

/** The query the workbench opens a menu's route with (MenuGrid: menuId and fullName). */
export function menuQuery (path: string): string {
  const menu = menuOfRoute(path)
  assert.ok(menu, `no workbench menu opens ${path}`)
  return buildQuery({ menuId: menu.id, fullName: menu.fullName })
}

/** The API as the demo accounts, from outside the app: one web-device token each, so the app's
 *  own (mobile) sign-ins stay valid. */
export class Demo {
  private readonly tokens = new Map<string, Promise<string>>()
  constructor (readonly base: string) {}

  private token (account: Account): Promise<string> {
    let token = this.tokens.get(account)
    if (!token) {
      token = tokenOf(this.base, account)
      this.tokens.set(account, token)
    }
    return token
  }

  /** The data of a call that must succeed. */
  async get<T> (account: Account, url: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
    const res = await api<T>(this.base, await this.token(account), method, url, body)
    assert.equal(res.code, 200, `${method} ${url} as ${account}: ${res.msg}`)
    return res.data
  }

  /** The first item of a paged list (that `where` accepts), which must have one. */
  async first<T> (account: Account, url: string, where: (item: T) => boolean = () => true, body?: unknown): Promise<T> {
    const page = await this.get<{ list: T[] }>(account, url, body)
    const item = page.list.find(where)
    assert.ok(item, `${url} as ${account} lists no such item`)
    return item
  }
}
