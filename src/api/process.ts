/** /api/engineering/Process: each WBS part's processes and their inspections (types/api/process.ts). */
import type { ProcessBoard, ProcessNode, ProcessState } from '../../types/api/process'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

const BASE = '/api/engineering/Process'

export async function getProcessBoard (query: { contractId?: string, state?: ProcessState | '', keyword?: string }): Promise<ProcessBoard> {
  const res = await request<ProcessBoard>({ url: appendQuery(`${BASE}/Board`, { ...query, state: query.state || undefined }), load: false })
  return res.data
}

export async function getProcessNode (id: string): Promise<ProcessNode> {
  const res = await request<ProcessNode>({ url: `${BASE}/Nodes/${encodeURIComponent(id)}`, load: false })
  return res.data
}
