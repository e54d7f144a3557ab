import { create } from 'zustand'
import type { MenuNode } from '../../types/api/oauth'

/**
 * The user's App menu tree from the last CurrentUser call, in memory only (the session store keeps
 * the rest of that answer; menus are fetched again at every launch).
 */
export interface MenuState {
  menuList: MenuNode[]
  /** a CurrentUser answer has been received since launch */
  loaded: boolean
  setMenus: (menuList: MenuNode[]) => void
  clear: () => void
}

export const useMenu = create<MenuState>()((set) => ({
  menuList: [],
  loaded: false,
  setMenus: (menuList) => set({ menuList: menuList ?? [], loaded: true }),
  clear: () => set({ menuList: [], loaded: false })
}))
