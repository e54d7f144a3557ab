import Taro from '@tarojs/taro'
import type { RoutePath } from '@/routes'
import { isTabPath, type TabPath } from '@/tabs'
import { pagePath } from '@/routePaths'
import { appendQuery } from '@/core/query'
import { decodeParam } from '@/core/entry'
import { isH5 } from './wechat'

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
 * Resolves once `path` is the page Taro has on screen, or after `timeoutMs` (the user may have gone
 * elsewhere meanwhile). On H5 a navigation's promise settles before its page arrives, and a dialog
 * shown in between is hidden when it does (taro-h5 hides the modal of another page on the route
 * change) and never answers: a dialog that follows a navigation waits for it. The mini-program's
 * dialogs are native: no wait.
 */
export async function pageArrived (path: RoutePath, timeoutMs = 5000): Promise<void> {
  if (!isH5()) return
  const until = Date.now() + timeoutMs
  while (currentPath() !== path && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** The route of the page on screen ('' before any): its path may carry a query or be an alias (H5). */
export function currentPath (): RoutePath | '' {
  const instance = Taro.getCurrentInstance()
  return pagePath(String(instance?.page?.path ?? instance?.router?.path ?? '')) ?? ''
}

/** The title the page on screen has from its page config ('' when it has none). */
export function currentPageTitle (): string {
  const page = Taro.getCurrentInstance()?.page as { config?: { navigationBarTitleText?: string } } | null | undefined
  return page?.config?.navigationBarTitleText ?? ''
}

/** The page on screen as an address with its query ('/pages/x/index?id=1'; '' before any). */
export function currentUrl (): string {
  const path = currentPath()
  if (!path) return ''
  const params = Taro.getCurrentInstance()?.router?.params ?? {}
  const query = Object.fromEntries(Object.entries(params)
    .filter(([key]) => !key.startsWith('$taro') && key !== 'stamp')
    .map(([key, value]) => [key, decodeParam(value)]))
  return url(path, query)
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
