/** /api/system: system configuration (API.md §7). */
import { request } from '@/platform/http'
import { listOf } from './dictionary'

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

export { getDictionaryAll, getDictionaryOptions, type DictionaryGroup, type DictionaryItem } from './dictionary'

/** A parameter of a data interface call. */
export interface InterfaceParam {
  field: string
  defaultValue: unknown
}

/** POST /api/system/DataInterface/{id}/Actions/Preview {paramList}: the interface's rows. */
export async function previewDataInterface (id: string, paramList: InterfaceParam[] = []): Promise<Array<Record<string, unknown>>> {
  const res = await request<Array<Record<string, unknown>> | { list?: Array<Record<string, unknown>> } | null>({
    url: `/api/system/DataInterface/${encodeURIComponent(id)}/Actions/Preview`, method: 'POST', data: { paramList }, load: false
  })
  return listOf(res.data)
}

/** POST /api/system/DataInterface/{id}/Action/List: one page of the interface's rows (popupSelect). */
export async function listDataInterface (id: string, query: { currentPage: number, pageSize: number, keyword?: string, paramList?: InterfaceParam[] }):
Promise<{ list: Array<Record<string, unknown>>, total: number }> {
  const res = await request<{ list?: Array<Record<string, unknown>>, pagination?: { total?: number } } | null>({
    url: `/api/system/DataInterface/${encodeURIComponent(id)}/Action/List`, method: 'POST', data: { paramList: [], ...query }, load: false
  })
  return { list: listOf(res.data), total: Number(res.data?.pagination?.total) || 0 }
}

/** POST /api/system/DataInterface/{id}/Action/InfoByIds: the rows whose `propsValue` column is one of ids. */
export async function dataInterfaceByIds (id: string, body: { ids: string[], propsValue: string, paramList?: InterfaceParam[] }):
Promise<Array<Record<string, unknown>>> {
  const res = await request<Array<Record<string, unknown>> | { list?: Array<Record<string, unknown>> } | null>({
    url: `/api/system/DataInterface/${encodeURIComponent(id)}/Action/InfoByIds`, method: 'POST', data: { paramList: [], ...body }, load: false
  })
  return listOf(res.data)
}

/** An area (province, city, district, street). */
export interface AreaNode {
  id: string
  fullName: string
  isLeaf?: boolean
  hasChildren?: boolean
}

/** GET /api/system/Area/{id}/Selector/0: the areas under one ('-1': the provinces). */
export async function getAreaChildren (parentId: string): Promise<AreaNode[]> {
  const res = await request<{ list?: AreaNode[] } | null>({
    url: `/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`, load: false
  })
  return listOf(res.data)
}

/** POST /api/system/Area/GetAreaByIds {idsList}: each path of area ids as its names. */
export async function getAreaNames (idsList: string[][]): Promise<string[][]> {
  const res = await request<string[][] | null>({ url: '/api/system/Area/GetAreaByIds', method: 'POST', data: { idsList }, load: false })
  return Array.isArray(res.data) ? res.data : []
}
