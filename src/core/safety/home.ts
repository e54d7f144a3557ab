/** The safety home: which workbench tiles it offers as shortcuts, and how its date reads. */
import type { MenuLike, MenuSection, MenuTile } from '../menu'
import type { PermissionList } from '../permission'

/** The safety tiles, in the order a safety officer reaches for them; the home itself is not among them. */
export const SAFETY_SHORTCUTS = [
  'hiddenDanger', 'siteInspection', 'rectification', 'hiddenDangerLedger', 'safetyMorin', 'dangerList',
  'emergencyManagement', 'reportHidden', 'pitfallCustom', 'hazardInvestigat', 'hotWork', 'casualSnap'
] as const

/** The user's own tiles among the shortcuts (whatever section they sit in), in shortcut order. */
export function safetyShortcuts<M extends MenuLike> (sections: Array<MenuSection<M>>): Array<MenuTile<M>> {
  const tiles = sections.flatMap((s) => s.tiles)
  return SAFETY_SHORTCUTS.flatMap((code) => tiles.filter((t) => t.menu.enCode === code))
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']
/** 3月10日 星期二, in China time. */
export function homeDate (now: number): string {
  const d = new Date(now + 8 * 3_600_000)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 星期${WEEKDAYS[d.getUTCDay()]}`
}

/**
 * Whether the tile's permission entry holds 新增 (btn_add), as core/permission's hasBtnP reads it.
 * Said again here, for the safety screens only: importing core/permission from the apply
 * subpackage would take it out of the list engine's module in the main package, which must not grow.
 */
export const grantsAdd = (list: PermissionList, menuId: string): boolean =>
  (list ?? []).some((e) => String(e.modelId) === menuId && (e.button ?? []).some((b) => b.enCode === 'btn_add'))
