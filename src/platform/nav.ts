import Taro from '@tarojs/taro'
import type { RoutePath, TabPath } from '@/routes'
import { isTabPath } from '@/routes'
import { appendQuery } from '@/core/query'

/** Query values are encoded by the query builder; objects should be passed as encoded JSON strings. */
export type Query = Record<string, string | number | boolean | undefined | null>

const url = (path: RoutePath, query?: Query) => appendQuery(`/${path}`, query ?? {})

/** Taro rejects a navigation it cannot make (a page already leaving, a stack changed meanwhile) with
 *  a plain {errMsg}; callers fire and forget, so it is reported here instead of left unhandled. */
function reported<T> (navigation: Promise<T>): Promise<T | undefined> {
  return Promise.resolve(navigation).catch((err: { errMsg?: string } | undefined) => {
    console.warn('[nav]', err?.errMsg ?? err)
    return undefined
  })
}

/** Typed navigation: only paths of src/routes.ts are accepted. A tab path is opened with switchTab. */
export const nav = {
  push (path: RoutePath, query?: Query) {
    if (isTabPath(path)) return reported(Taro.switchTab({ url: `/${path}` }))
    return reported(Taro.navigateTo({ url: url(path, query) }))
  },
  redirect (path: RoutePath, query?: Query) {
    if (isTabPath(path)) return reported(Taro.switchTab({ url: `/${path}` }))
    return reported(Taro.redirectTo({ url: url(path, query) }))
  },
  switchTab (path: TabPath) {
    return reported(Taro.switchTab({ url: `/${path}` }))
  },
  relaunch (path: RoutePath, query?: Query) {
    return reported(Taro.reLaunch({ url: url(path, query) }))
  },
  /** Back, or to the given page when there is no page to go back to (opened from a share or a link). */
  back (delta = 1, fallback: RoutePath = 'pages/index/apply') {
    if (Taro.getCurrentPages().length > delta) return reported(Taro.navigateBack({ delta }))
    return nav.relaunch(fallback)
  }
}

/**
 * Opens an address that comes as data (a menu's urlAddress, with its query): a tab is switched to
 * (tabs take no query), any other page is pushed. Check the address against src/routes.ts first.
 */
export function openUrl (address: string) {
  const url = address.startsWith('/') ? address : `/${address}`
  if (isTabPath(url)) return Taro.switchTab({ url: url.split('?')[0] })
  return Taro.navigateTo({ url })
}

/** The current page's navigation bar title. */
export function setPageTitle (title: string): void {
  if (!title) return
  Promise.resolve(Taro.setNavigationBarTitle({ title })).catch(() => {})
}
