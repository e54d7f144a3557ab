/** /api/system: system configuration (API.md §7). */
import { request } from '@/platform/http'

/** GET /api/system/SysConfig (the fields the app reads; others pass through). */
export interface SysConfig {
  sysName?: string
  sysVersion?: string
  copyright?: string
  companyName?: string
  companyTelePhone?: string
  companyEmail?: string
  companyAddress?: string
  companyContacts?: string
  [key: string]: unknown
}

export async function getSysConfig (): Promise<SysConfig> {
  const res = await request<SysConfig | null>({ url: '/api/system/SysConfig' })
  return res.data ?? {}
}
