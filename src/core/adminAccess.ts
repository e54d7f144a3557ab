/**
 * Who sees the 管理 area: small on purpose, since the Me tab (main package) asks it; everything
 * else of the area lives in admin.ts, in the admin subpackage.
 */
import type { UserInfo } from '../../types/api/oauth'

export const ADMIN_HOME = 'pages/admin/index' as const

type Who = Pick<UserInfo, 'isAdministrator' | 'adminProjectIds'> | null | undefined

/** A system administrator, or the administrator of at least one project, sees the 管理 area. */
export const isAdministrator = (u: Who): boolean =>
  !!u && (u.isAdministrator || (u.adminProjectIds?.length ?? 0) > 0)

/** What an administrator may do there: a project administrator neither creates projects nor names their administrators. */
export const adminReach = (u: Who): 'system' | 'project' | 'none' =>
  !u ? 'none' : u.isAdministrator ? 'system' : (u.adminProjectIds?.length ?? 0) > 0 ? 'project' : 'none'
