/** /api/rebar: counting the bars of an uploaded photo, and counts saved against material receipts (types/api/rebar.ts). */
import type { RebarCountResult, RebarRecord, RebarRecordBody } from '../../types/api/rebar'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

/** A count takes a second or two on the server, more on a busy one: the limit is the server's own (30 s) and some. */
const COUNT_TIMEOUT_MS = 40_000

export async function countRebar (url: string): Promise<RebarCountResult> {
  return (await request<RebarCountResult>({ url: '/api/rebar/Count', method: 'POST', data: { url }, timeout: COUNT_TIMEOUT_MS, load: false, toast: false })).data
}

export async function saveRebarRecord (body: RebarRecordBody): Promise<{ id: string }> {
  return (await request<{ id: string }>({ url: '/api/rebar/Records', method: 'POST', data: body, toast: false })).data
}

/** A receipt's counts (by its id, or its approval's task id), or the recent counts the user sees. */
export async function listRebarRecords (of: { receiptId?: string, taskId?: string } = {}): Promise<RebarRecord[]> {
  const res = await request<RebarRecord[]>({ url: appendQuery('/api/rebar/Records', of), load: false, toast: !of.taskId })
  return Array.isArray(res.data) ? res.data : []
}
