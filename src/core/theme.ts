/** Visual constants of SPEC.md §2 and §9, shared by components and the Sass theme. */

export const THEME_COLORS = {
  primary: '#2979ff',
  success: '#19be6b',
  warning: '#ff9900',
  error: '#fa3534',
  info: '#909399'
} as const
export type ThemeType = keyof typeof THEME_COLORS

export const TAB_COLORS = {
  color: '#303133',
  selectedColor: '#2979FF',
  backgroundColor: '#ffffff'
} as const

/** Layering, top to bottom: a toast must show over everything, even the no-network cover;
 *  popups sit on their mask; page chrome stays below any overlay. */
export const Z_INDEX = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
  indexListSticky: 965
} as const

const ALERT_ICONS: Record<ThemeType, string> = {
  primary: 'info-circle',
  info: 'info-circle',
  error: 'close-circle',
  warning: 'error-circle',
  success: 'checkmark-circle'
}

/** Icon for an alert of a theme type; `filled` picks the '-fill' variant every icon has. */
export const alertIcon = (type: ThemeType, filled = false): string => ALERT_ICONS[type] + (filled ? '-fill' : '')

const between = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** Margin / padding steps from 0 to 80: every even number and every multiple of 5, as the
 *  uview utility classes the screens were designed with. */
export const SPACING_SCALE: readonly number[] = between(0, 80).filter((n) => n % 2 === 0 || n % 5 === 0)

/** Font sizes from 9 to 40, every step. */
export const FONT_SIZES: readonly number[] = between(9, 40)
