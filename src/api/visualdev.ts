/** /api/visualdev/OnlineDev: online-development records (API.md 5.1). */
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
