/** /api/app: app version (API.md §7) and tile pictograms. */
import { request } from '@/platform/http'
import { joinUrl } from '@/core/request'
import { baseURL } from '@/config'

/** Address of a tile pictogram the server draws in white (GET /api/app/Pictogram/{name}.svg, public and cached). */
export function pictogramUrl (name: string): string {
  return joinUrl(baseURL, `/api/app/Pictogram/${encodeURIComponent(name)}.svg`)
}

/** GET /api/app/Version, normalised: servers answer {versionName, versionCode, …} or a bare version string. */
export interface AppVersionInfo {
  version: string
  versionCode?: number
  downloadUrl?: string
  forceUpdate?: boolean
  description?: string
  [key: string]: unknown
}

export async function getAppVersion (): Promise<AppVersionInfo> {
  const res = await request<string | Record<string, unknown> | null>({ url: '/api/app/Version', load: false })
  const data = res.data
  if (typeof data === 'string') return { version: data }
  const version = data?.versionName ?? data?.version ?? data?.appVersion ?? data?.sysVersion ?? ''
  const code = Number(data?.versionCode)
  return { ...(data ?? {}), version: String(version), ...(Number.isFinite(code) && code > 0 ? { versionCode: code } : {}) }
}

/** Whether the server's version is newer than this app: by version code when both have one, else by name. */
export function isNewerVersion (info: AppVersionInfo, current: { version: string, versionCode: number }): boolean {
  if (info.versionCode !== undefined) return info.versionCode > current.versionCode
  return !!info.version && info.version !== current.version
}

/** GET /api/app/User/{id}: a colleague's card (fields the server leaves out are absent). */
export interface AppUser {
  id?: string
  account?: string
  realName?: string
  headIcon?: string
  gender?: number | string | null
  mobilePhone?: string
  telePhone?: string
  email?: string
  organizeName?: string
  departmentName?: string
  department?: string
  organize?: string
  positionName?: string
  position?: string
  [key: string]: unknown
}

export async function getAppUser (id: string): Promise<AppUser> {
  const res = await request<AppUser | null>({ url: `/api/app/User/${encodeURIComponent(id)}` })
  return res.data ?? {}
}
