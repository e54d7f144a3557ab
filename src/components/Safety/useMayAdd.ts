import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { grantsAdd } from '@/core/safety/home'
import { useSession } from '@/stores/session'

/**
 * Whether the tile the screen was opened from grants 新增, as the list engine reads it: opened
 * without its menu (from another screen) there is no entry to read, and the server checks anyway.
 */
export function useMayAdd (): boolean {
  const menuId = decodeParam(useRouter().params?.menuId)
  return useSession((s) => !menuId || grantsAdd(s.permissionList, menuId))
}
