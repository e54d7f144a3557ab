/** /api/visualdev/OnlineDev: online-development records (API.md 5.1). */
import type { OnlineDevConfig } from '../../types/api/form'
import { request } from '@/platform/http'

export interface OnlineDevListQuery {
  currentPage: number
  pageSize: number
  keyword?: string
  sort?: 'desc' | 'asc'
  sidx?: string
  /** JSON of {field: value} */
  queryJson?: string
  menuId?: string
}

/** A row of the list: raw id and display values of its columns. */
export type OnlineDevRow = { id: string, [field: string]: unknown }

/** POST /api/visualdev/OnlineDev/{modelId}/List: one page of records, values as they display. */
export async function listOnlineDev (modelId: string, query: OnlineDevListQuery): Promise<{ list: OnlineDevRow[], total: number }> {
  const res = await request<{ list?: OnlineDevRow[], pagination?: { total?: number } } | null>({
    url: `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/List`,
    method: 'POST',
    data: { sort: 'desc', sidx: '', ...query },
    load: false
  })
  return { list: Array.isArray(res.data?.list) ? res.data!.list : [], total: Number(res.data?.pagination?.total) || 0 }
}

const parseData = (data: unknown): Record<string, unknown> => {
  if (data && typeof data === 'object') return data as Record<string, unknown>
  if (typeof data !== 'string' || data === '') return {}
  const parsed: unknown = JSON.parse(data)
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
}

/** GET /api/visualdev/OnlineDev/{modelId}/{id}/DataChange: one record, values as they display (`data` arrives as a JSON string). */
export async function getOnlineDevDisplay (modelId: string, id: string): Promise<Record<string, unknown>> {
  const res = await request<{ id?: string, data?: unknown } | null>({
    url: `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}/DataChange`, load: false
  })
  return { ...parseData(res.data?.data), id: res.data?.id ?? id }
}

const BASE = '/api/visualdev/OnlineDev'
const seg = (id: string) => encodeURIComponent(id)

/** GET /api/visualdev/OnlineDev/{modelId}/Config: a module's form, list and flow (modelId or the module's enCode). */
export async function getModuleConfig (modelId: string): Promise<OnlineDevConfig & { id?: string, enCode?: string }> {
  const res = await request<OnlineDevConfig & { id?: string, enCode?: string }>({ url: `${BASE}/${seg(modelId)}/Config`, load: false })
  return res.data
}

/** GET /api/visualdev/OnlineDev/{modelId}/{id}: one record's raw values (`data` arrives as a JSON string), with its flow. */
export async function getOnlineDev (modelId: string, id: string): Promise<{ id: string, data: Record<string, unknown>, flowState?: number, flowTaskId?: string }> {
  const res = await request<{ id?: string, data?: unknown, flowState?: number, flowTaskId?: string } | null>({
    url: `${BASE}/${seg(modelId)}/${seg(id)}`, load: false
  })
  return { id: res.data?.id ?? id, data: parseData(res.data?.data), flowState: res.data?.flowState, flowTaskId: res.data?.flowTaskId }
}

/** Method and URL of a save: POST OnlineDev/{modelId} for a new record, PUT OnlineDev/{modelId}/{id} for a change
 *  (for callers that queue it: the outbox sends method, url and body). */
export const saveRequest = (modelId: string, id?: string) => (id
  ? { method: 'PUT' as const, url: `${BASE}/${seg(modelId)}/${seg(id)}` }
  : { method: 'POST' as const, url: `${BASE}/${seg(modelId)}` })

/** The body of a save (API.md 5.1): `data` is the JSON string of formData; flow fields beside it. */
export type OnlineDevSaveBody = { id?: string, data: string } & Record<string, unknown>

/** POST /api/visualdev/OnlineDev/{modelId}: a new record; a flow module answers the task it launched. */
export async function createOnlineDev (modelId: string, body: OnlineDevSaveBody): Promise<unknown> {
  const res = await request<unknown>({ ...saveRequest(modelId), data: body })
  return res.data
}

/** PUT /api/visualdev/OnlineDev/{modelId}/{id} */
export async function updateOnlineDev (modelId: string, id: string, body: OnlineDevSaveBody): Promise<unknown> {
  const res = await request<unknown>({ ...saveRequest(modelId, id), data: body })
  return res.data
}

/** DELETE /api/visualdev/OnlineDev/{modelId}/{id} */
export async function deleteOnlineDev (modelId: string, id: string): Promise<string> {
  const res = await request<null>({ url: `${BASE}/${seg(modelId)}/${seg(id)}`, method: 'DELETE' })
  return res.msg ?? ''
}

/** POST /api/visualdev/OnlineDev/batchDelete/{modelId} {ids} */
export async function batchDeleteOnlineDev (modelId: string, ids: string[]): Promise<string> {
  const res = await request<null>({ url: `${BASE}/batchDelete/${seg(modelId)}`, method: 'POST', data: { ids } })
  return res.msg ?? ''
}
