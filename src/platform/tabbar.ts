/** Tab bar badges (weapp and H5). The calls fail while the current page is not a tab page on some
 *  weapp versions; they resolve false then, so the caller can apply the badge again later. */
import Taro from '@tarojs/taro'

/** What a badge shows: at most 99+. */
export const badgeText = (n: number): string => (n > 99 ? '99+' : String(n))

export async function setTabBadge (index: number, count: number): Promise<boolean> {
  try {
    if (count > 0) await Taro.setTabBarBadge({ index, text: badgeText(count) })
    else await Taro.removeTabBarBadge({ index })
    return true
  } catch {
    return false
  }
}
