import { useRouter } from '@tarojs/taro'
import { applyBtnPermission } from '@/core/permission'
import { decodeParam } from '@/core/entry'
import { useSession } from '@/stores/session'

/**
 * Whether the tile the screen was opened from grants 新增, as the list engine reads it: opened
 * without its menu (from another screen) there is no entry to read, and the server checks anyway.
 */
export function useMayAdd (): boolean {
  const menuId = decodeParam(useRouter().params?.menuId)
  // the list engine's own check (listModel), so the screen and the list agree
  return useSession((s) => !menuId || applyBtnPermission([{ value: 'add' }], s.permissionList, menuId, true).length > 0)
}
