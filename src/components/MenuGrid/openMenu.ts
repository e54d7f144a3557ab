import { menuTarget, type MenuLike } from '@/core/menu'
import { pagePath } from '@/routePaths'
import { openUrl } from '@/platform/nav'
import { toast } from '@/platform/ui'

const isAppPage = (url: string): boolean => !!pagePath(url)

/** Opens a workbench tile by its menu type (API.md §2.3); what the app cannot open says so. */
export function openMenu (menu: MenuLike): void {
  const target = menuTarget(menu, isAppPage)
  if (target.kind === 'unavailable') {
    toast(target.message)
    return
  }
  void Promise.resolve(openUrl(target.url)).catch(() => toast('页面打开失败，请重试'))
}
