/** /api/dashboard/<name>: the workbench dashboards' figures (types/api/dashboard.ts). */
import type { HomeDashboard, InvestmentDashboard, OverviewDashboard, SafetyDashboard } from '../../types/api/dashboard'
import { request } from '@/platform/http'

async function get<T> (name: string): Promise<T> {
  const res = await request<T>({ url: `/api/dashboard/${name}`, load: false })
  return res.data
}

export const getHomeDashboard = () => get<HomeDashboard>('index')
export const getInvestmentDashboard = () => get<InvestmentDashboard>('projectInvestment')
export const getSafetyDashboard = () => get<SafetyDashboard>('safetyHazardsManage')
export const getOverviewDashboard = () => get<OverviewDashboard>('projectOverview')
