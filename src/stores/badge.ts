/**
 * The Messages tab badge follows the message centre's badgeNum on every screen (SPEC §4 badge).
 * Subscribed once at launch. A weapp call made while a non-tab page is showing may fail; the
 * badge is applied again when the app or a tab comes back (syncTabBadge).
 */
import { TABS } from '@/tabs'
import { setTabBadge } from '@/platform/tabbar'
import { useChat } from './chat'

export const MESSAGE_TAB_INDEX = TABS.findIndex((t) => t.path === 'pages/index/index')

let shown: number | null = null
let pending: Promise<void> = Promise.resolve()

function apply (count: number): Promise<void> {
  pending = pending.then(async () => {
    if (count === shown) return
    shown = (await setTabBadge(MESSAGE_TAB_INDEX, count)) ? count : null
  })
  return pending
}

/** Applies the current count (again, when the last call failed or another page reset the bar). */
export function syncTabBadge (force = false): Promise<void> {
  if (force) shown = null
  return apply(useChat.getState().badgeNum)
}

/** Keeps the tab badge equal to badgeNum from now on. Returns the unsubscribe function. */
export function bindTabBadge (): () => void {
  shown = null
  void syncTabBadge()
  return useChat.subscribe((s, prev) => {
    if (s.badgeNum !== prev.badgeNum) void apply(s.badgeNum)
  })
}
