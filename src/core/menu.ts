/**
 * The workbench: the user's App menu tree (CurrentUser.menuList, API.md §2.2-2.3) laid out as
 * sections of tiles, and where a tap on a tile goes.
 */
import { appendQuery } from './query'
import { encodeJsonBase64 } from './base64'
import { THEME_COLORS } from './theme'
import { isHexColor } from './tree'

export const MENU_TYPE = { directory: 1, page: 2, online: 3, report: 5, link: 7, portal: 8, flow: 9 } as const
export const UNAVAILABLE_MSG = '该功能暂未开放'
export const DYNAMIC_MODEL_PAGE = '/pages/apply/dynamicModel/index'
export const EXTERNAL_LINK_PAGE = '/pages/apply/externalLink/index'
/** Title of the section that gathers tiles hanging at the top level, outside any directory. */
export const LOOSE_SECTION_TITLE = '常用应用'

/** The fields of a menu node the workbench reads (types/api/oauth MenuNode has them all). */
export interface MenuLike {
  id: string
  parentId?: string
  fullName: string
  enCode?: string
  icon?: string
  type: number
  urlAddress?: string
  sortCode?: number
  propertyJson?: string | Record<string, unknown> | null
  children?: MenuLike[] | null
}

export interface MenuTile<M extends MenuLike = MenuLike> {
  menu: M
  color: string
  /** the tile's icon: a Lucide name the server draws (propertyJson.pictogram), or null */
  pictogram: string | null
  /** the one or two characters shown in a tile without a pictogram (a JNPF backend's menus) */
  text: string
}

export interface MenuSection<M extends MenuLike = MenuLike> {
  id: string
  title: string
  tiles: Array<MenuTile<M>>
}

export interface MenuProperty {
  iconBackgroundColor?: string
  moduleId?: string
  [key: string]: unknown
}

/** propertyJson is a JSON string on the wire; a broken one counts as empty. */
export function menuProperty (menu: Pick<MenuLike, 'propertyJson'>): MenuProperty {
  const raw = menu.propertyJson
  if (raw && typeof raw === 'object') return raw as MenuProperty
  if (typeof raw !== 'string' || !raw.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' ? (parsed as MenuProperty) : {}
  } catch {
    return {}
  }
}

/** The tile background: propertyJson.iconBackgroundColor when it is a hex colour, else the theme primary. */
export function menuColor (menu: Pick<MenuLike, 'propertyJson'>): string {
  const color = menuProperty(menu).iconBackgroundColor
  return isHexColor(color) ? (color as string) : THEME_COLORS.primary
}

const PICTOGRAM = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** `name` when it names an icon of the set (what GET /api/app/Pictogram serves), else null. */
export const pictogramName = (name: unknown): string | null => (typeof name === 'string' && PICTOGRAM.test(name) ? name : null)

/** propertyJson.pictogram when it names an icon, else null. */
export function menuPictogram (menu: Pick<MenuLike, 'propertyJson'>): string | null {
  return pictogramName(menuProperty(menu).pictogram)
}

export function tileText (name: string): string {
  const v = (name ?? '').trim()
  return v ? v.slice(0, 2) : '?'
}

const bySortCode = <M extends MenuLike>(list: M[]): M[] =>
  [...list].sort((a, b) => (a.sortCode ?? 0) - (b.sortCode ?? 0))

const tile = <M extends MenuLike>(menu: M): MenuTile<M> => ({
  menu, color: menuColor(menu), pictogram: menuPictogram(menu), text: tileText(menu.fullName)
})

/**
 * Sections of the workbench: every directory (type 1) that holds something to open is a section
 * headed by its name; its non-directory children are its tiles, in sortCode order. A directory
 * inside a directory is a section of its own, titled "parent / child". Tiles at the top level go
 * to a leading section. Empty directories are left out.
 */
export function groupMenus<M extends MenuLike> (menuList: M[] | null | undefined): Array<MenuSection<M>> {
  const loose: Array<MenuTile<M>> = []
  const sections: Array<MenuSection<M>> = []
  const walk = (dir: M, title: string): void => {
    const children = bySortCode((dir.children ?? []) as M[])
    const tiles = children.filter((c) => c.type !== MENU_TYPE.directory).map(tile)
    if (tiles.length) sections.push({ id: dir.id, title, tiles })
    children.filter((c) => c.type === MENU_TYPE.directory).forEach((c) => walk(c, `${title} / ${c.fullName}`))
  }
  for (const menu of bySortCode(menuList ?? [])) {
    if (menu.type === MENU_TYPE.directory) walk(menu, menu.fullName)
    else loose.push(tile(menu))
  }
  return loose.length ? [{ id: '__loose__', title: LOOSE_SECTION_TITLE, tiles: loose }, ...sections] : sections
}

export type MenuTarget = { kind: 'open', url: string } | { kind: 'unavailable', message: string }

const unavailable: MenuTarget = { kind: 'unavailable', message: UNAVAILABLE_MSG }

const withSlash = (url: string): string => (url.startsWith('/') ? url : `/${url}`)

/**
 * Where a tile goes (API.md §2.3):
 * - type 2, a page of the app: urlAddress?menuId=&fullName=;
 * - type 3, an online-dev function: the dynamic model page with config=base64(JSON(menu));
 * - type 7, an external link: the external link page with url=;
 * - anything else, or an address that is not a page of the app: not available.
 * `isAppPage` tells whether a path is a route of the app (src/routes.ts).
 */
export function menuTarget (menu: MenuLike, isAppPage: (url: string) => boolean): MenuTarget {
  const address = (menu.urlAddress ?? '').trim()
  switch (menu.type) {
    case MENU_TYPE.page: {
      if (!address || /^https?:/i.test(address) || !isAppPage(withSlash(address))) return unavailable
      return { kind: 'open', url: appendQuery(withSlash(address), { menuId: menu.id, fullName: menu.fullName }) }
    }
    case MENU_TYPE.online: {
      const { children: _children, ...config } = menu
      return { kind: 'open', url: appendQuery(DYNAMIC_MODEL_PAGE, { config: encodeJsonBase64(config) }) }
    }
    case MENU_TYPE.link:
      return address ? { kind: 'open', url: appendQuery(EXTERNAL_LINK_PAGE, { url: address }) } : unavailable
    default:
      return unavailable
  }
}
