/** /api/safety: the safety screens' views of module records (types/api/safety.ts). */
import type {
  DangerSourceRow, HazardCategoryNode, HazardDetail, HazardListQuery, HazardRow, HazardSummary, HazardTypeProposal, InspectionFailure, InspectionRow,
  RiskGrades, SafetyOverview
} from '../../types/api/safety'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

const BASE = '/api/safety'
type Page<T> = { list: T[], total: number }

async function get<T> (path: string, query: Record<string, unknown> = {}): Promise<T> {
  const res = await request<T>({ url: appendQuery(`${BASE}${path}`, query), load: false })
  return res.data
}

async function page<T> (path: string, query: Record<string, unknown>): Promise<Page<T>> {
  const data = await get<{ list?: T[], pagination?: { total?: number } } | null>(path, query)
  return { list: Array.isArray(data?.list) ? data!.list : [], total: Number(data?.pagination?.total) || 0 }
}

export const listHazards = (query: HazardListQuery) => page<HazardRow>('/Hazards', { ...query })
export const getHazardSummary = (query: HazardListQuery) => get<HazardSummary>('/Hazards/Summary', { ...query })
export const getHazard = (id: string) => get<HazardDetail>(`/Hazards/${encodeURIComponent(id)}`)
export const getHazardCategories = () => get<HazardCategoryNode[]>('/HazardCategories')
export const listHazardTypes = (pending: boolean) => get<HazardTypeProposal[]>('/HazardTypes', { pending: pending ? '1' : '' })
export const listInspections = (query: { today?: boolean, currentPage: number, pageSize: number }) =>
  page<InspectionRow>('/Inspections', { ...query, today: query.today ? '1' : '' })
export const getInspectionFailures = (query: { inspectionId?: string, open?: boolean }) =>
  get<InspectionFailure[]>('/Inspections/Failures', { inspectionId: query.inspectionId, open: query.open ? '1' : '' })
export const getSafetyOverview = () => get<SafetyOverview>('/Overview')
export const getRiskGrades = (contractId?: string) => get<RiskGrades>('/RiskGrades', { contractId })
export const listDangerSources = (query: { grade?: string, contractId?: string, keyword?: string, currentPage: number, pageSize: number }) =>
  page<DangerSourceRow>('/DangerSources', query)
