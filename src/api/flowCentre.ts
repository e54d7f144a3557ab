/**
 * What the tab pages ask of the workflow engine (API.md §4): the process centre's counts and the
 * flows one may launch, with their versions. Apart from api/workflow.ts, which re-exports them, so
 * the mini-program's main package does not carry the rest of the engine's calls (issue 12).
 */
import { request } from '@/platform/http'
import type { FlowTemplateListItem, FlowTodoCount, FlowVersionItem } from '../../types/api/workflow'

export const BASE = '/api/workflow/Engine'
export const seg = (id: string) => encodeURIComponent(id)

/** A page of a list: its rows and the server's total. */
export interface Page<T> {
  list: T[]
  total: number
}

export interface Paging {
  currentPage: number
  pageSize: number
  keyword?: string
}

export type Wire<T> = { list?: T[], pagination?: { total?: number } } | null | undefined

export const pageOf = <T>(data: Wire<T>): Page<T> => ({
  list: Array.isArray(data?.list) ? data!.list : [],
  total: Number(data?.pagination?.total) || 0
})

/** A plain list, whether the server wraps it in {list} or not. */
export const listOf = <T>(data: T[] | { list?: T[] } | null | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.list) ? data!.list! : []

/** POST /api/visualdev/Dashboard/FlowTodoCount: the counts of the process centre (empty type lists = every category).
 *  toast false: a count shown beside something else fails quietly (the tabs ask on every show). */
export async function getFlowTodoCount (
  body: { toBeReviewedType?: string[], flowDoneType?: string[], flowCirculateType?: string[] } = {},
  { toast }: { toast?: boolean } = {}
): Promise<FlowTodoCount> {
  const res = await request<Partial<FlowTodoCount> | null>({
    url: '/api/visualdev/Dashboard/FlowTodoCount',
    method: 'POST',
    data: { toBeReviewedType: [], flowDoneType: [], flowCirculateType: [], ...body },
    load: false,
    toast
  })
  const d = res.data ?? {}
  return { toBeReviewed: Number(d.toBeReviewed) || 0, flowDone: Number(d.flowDone) || 0, flowCirculate: Number(d.flowCirculate) || 0, entrust: Number(d.entrust) || 0 }
}

/** GET flowTemplate/PageListAll?flowType=0: the flows this user may launch (category = a WorkFlowCategory item id). */
export async function getFlowTemplates (query: Paging & { category?: string, flowType?: number }): Promise<Page<FlowTemplateListItem>> {
  const res = await request<Wire<FlowTemplateListItem>>({
    url: `${BASE}/flowTemplate/PageListAll`, data: { flowType: 0, ...query }, load: false
  })
  return pageOf(res.data)
}

/** GET flowTemplate/FlowJsonList/{templateId}?type=1: the launchable versions of a template. */
export async function getFlowVersions (templateId: string): Promise<FlowVersionItem[]> {
  const res = await request<FlowVersionItem[] | { list?: FlowVersionItem[] } | null>({
    url: `${BASE}/flowTemplate/FlowJsonList/${seg(templateId)}`, data: { type: 1 }
  })
  return listOf(res.data)
}
