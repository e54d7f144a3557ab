/** /api/lab: the laboratory's summaries (types/api/lab.ts), computed by the server from module records. */
import type { ConsumeBalanceRow, LedgerSummary, MaterialSummary } from '../../types/api/lab'
import { request } from '@/platform/http'

async function get<T> (path: string): Promise<T> {
  const res = await request<T>({ url: `/api/lab${path}`, load: false })
  return res.data
}

export const getMaterialSummary = () => get<MaterialSummary>('/MaterialSummary')
export const getLedgerSummary = () => get<LedgerSummary>('/LedgerSummary')
export const getConsumeBalance = () => get<ConsumeBalanceRow[]>('/ConsumeBalance')
