/** /api/progress: progress against the bills of quantities (types/api/progress.ts). */
import type { BoqItemQuery, BoqItemRow, DayRecords, ProgressFillBody, ProgressFillRow, ProgressOverview, WbsSection, WeekProgress } from '../../types/api/progress'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

const BASE = '/api/progress'

async function get<T> (path: string, query: Record<string, unknown> = {}): Promise<T> {
  return (await request<T>({ url: appendQuery(`${BASE}${path}`, query), load: false })).data
}

/** As 进度填报 sees it. */
export const getProgressOverview = () => get<ProgressOverview>('/Overview')
/** As the 总体进度 dashboard sees it. */
export const getProgressDashboard = () => get<ProgressOverview>('/Dashboard')
export const listBoqItems = async (query: BoqItemQuery) => (await get<BoqItemRow[] | null>('/Items', { ...query })) ?? []
export const listProgressFills = async (itemId: string) => (await get<ProgressFillRow[] | null>(`/Items/${encodeURIComponent(itemId)}/Fills`)) ?? []
export const getWbsProgress = async (contractId?: string) => (await get<WbsSection[] | null>('/Wbs', { contractId })) ?? []

export async function fillProgress (body: ProgressFillBody): Promise<string> {
  return (await request<{ id: string }>({ url: `${BASE}/Fills`, method: 'POST', data: body })).msg
}

/** What the section's day already recorded, for its daily report (today when no date). */
export const getDayRecords = (query: { date?: number, contractId?: string }) => get<DayRecords>('/Day', { ...query })
/** Each section's plan for the week of `date` against the output filled in it. */
export const getWeekProgress = (date?: number) => get<WeekProgress>('/Week', { date })
